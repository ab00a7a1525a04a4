// 如何租号: the four steps, the deposit and the rules (folded until asked for).
import { useState } from 'react';
import { Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';

const STEPS = [
  { title: '选号', desc: '挑选账号和租期' },
  { title: '联系客服', desc: '确认时长并下单' },
  { title: '付租金+押金', desc: '平台担保托管' },
  { title: '到期归还', desc: '验号后退押金' },
];

const RULES = [
  '租金按小时或按天计算，最短租期 2 小时；续租请在到期前联系客服。',
  '押金一般不超过账号售价的 10%，由平台托管；到期验号无异常，24 小时内原路退回。',
  '租用期间禁止修改密码、绑定信息和实名，禁止使用外挂、脚本或转租他人，违者扣除押金并封禁账户。',
  '因账号本身问题无法登录的，平台全额退还租金和押金。',
  '所有租号交易请通过官方客服完成，不要私下转账；可先在首页「客服验证」核实客服身份。',
];

export function HireGuide() {
  const [open, setOpen] = useState(false);
  return (
    <Box bg="bg.surface" borderRadius="xl" p="4" as="section" aria-label="如何租号" data-testid="hire-guide">
      <Flex justify="space-between" align="center" mb="3">
        <Text fontSize="md" fontWeight="bold">如何租号</Text>
        <Text fontSize="xs" color="trust">平台担保 · 押金托管</Text>
      </Flex>
      <Grid templateColumns="repeat(4, 1fr)" gap="1.5" as="ol" listStyleType="none">
        {STEPS.map((step, i) => (
          <Stack as="li" key={step.title} align="center" gap="1" textAlign="center">
            <Flex boxSize="7" borderRadius="full" bg="brand.solid" color="white" align="center" justify="center" fontSize="sm"
              fontWeight="bold" aria-hidden>{i + 1}</Flex>
            <Text fontSize="xs" fontWeight="semibold">{step.title}</Text>
            <Text fontSize="2xs" color="fg.muted" lineHeight="short">{step.desc}</Text>
          </Stack>
        ))}
      </Grid>
      {open && (
        <Stack as="ul" gap="1.5" mt="3" p="3" bg="bg.muted" borderRadius="lg" fontSize="xs" color="fg.muted" listStyleType="disc"
          ps="7" id="hire-rules">
          {RULES.map((rule) => <li key={rule}>{rule}</li>)}
        </Stack>
      )}
      <Button mt="2" size="xs" variant="ghost" w="full" color="brand.fg" aria-expanded={open} aria-controls="hire-rules"
        onClick={() => setOpen((v) => !v)}>
        {open ? '收起租号规则' : '查看租号规则（押金、时长、违规处理）'}
      </Button>
    </Box>
  );
}
