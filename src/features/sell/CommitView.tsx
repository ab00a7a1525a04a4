// 提交成功 (commit): what happens next — a consignment waits for the administrator's audit and goes on sale by
// itself; a valuation waits for the valuer — with the way to the matching list and 继续发布.
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths, type SellMode } from '@/config/paths.ts';

export const AUDIT_MINUTES = 30;

const NEXT: Record<SellMode, { lead: string; steps: string[]; list: { to: string; label: string } }> = {
  sale: {
    lead: '您的账号已提交，等待管理员审核',
    steps: [`管理员审核，通常 ${AUDIT_MINUTES} 分钟内完成`, '审核通过后自动上架，买家即可下单', '买家付款后平台验号；换绑时请在订单页提交您收到的验证码；买家确认收货后，平台核对并线下打款给您'],
    list: { to: paths.sale, label: '查看我的代售' },
  },
  pinggu: {
    lead: '您的估价申请已提交，等待估价员估价',
    steps: ['估价员根据账号信息和截图进行估价', '估价完成后会发送消息通知您', '满意报价可直接出售，平台担保交易'],
    list: { to: paths.myevaluation, label: '查看我的评估' },
  },
};

export function CommitView({ mode }: { mode: SellMode }) {
  const next = NEXT[mode];
  return (
    <Stack gap="4" align="stretch" pt="4" data-testid="commit-view">
      <Stack align="center" gap="2" textAlign="center">
        <Flex boxSize="16" borderRadius="full" bg="green.500" color="white" align="center" justify="center" fontSize="3xl"
          aria-hidden>✓</Flex>
        <Heading as="h2" fontSize="xl" fontWeight="bold">提交成功</Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="commit-lead">{next.lead}</Text>
      </Stack>
      <Box bg="bg.surface" borderRadius="xl" px="4" py="3">
        <Text fontSize="sm" fontWeight="semibold" mb="2">接下来</Text>
        <Stack as="ol" gap="2" listStyleType="none">
          {next.steps.map((step, i) => (
            <Flex as="li" key={step} gap="2" align="flex-start" fontSize="sm">
              <Flex boxSize="5" borderRadius="full" bg="brand.subtle" color="brand.fg" align="center" justify="center"
                fontSize="2xs" fontWeight="bold" flexShrink={0} mt="0.5">{i + 1}</Flex>
              <Text>{step}</Text>
            </Flex>
          ))}
        </Stack>
      </Box>
      <Stack gap="2">
        <Button asChild size="lg"><Link to={next.list.to} replace data-testid="commit-list">{next.list.label}</Link></Button>
        <Button asChild size="lg" variant="outline"><Link to={paths.sell} replace data-testid="commit-again">继续发布</Link></Button>
      </Stack>
    </Stack>
  );
}
