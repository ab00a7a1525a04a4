// What a 黑号 is, and how to buy safely: the explanation under the 黑号查询 box.
import { Box, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { ServiceSection } from './ServiceSection.tsx';

const KINDS = [
  { title: '被找回', text: '卖家出售后通过申诉、实名信息等方式把账号找回，买家的账号和花费一起落空。' },
  { title: '涉及诈骗', text: '账号曾被用于骗取钱财或来路不明（盗号、赃号），随时可能被冻结或追回。' },
];

const ADVICE = [
  '下单前先查一次黑号，有记录的账号不要交易。',
  '选择平台担保交易并购买找回包赔，被找回时按包赔规则赔付。',
  '拿到账号后按提示及时换绑手机、邮箱和实名信息。',
  '不要与卖家私下交易或站外付款，私下交易不受包赔保障。',
];

export function BlackAccountGuide() {
  return (
    <>
      <ServiceSection id="black-what" title="什么是黑号">
        <Text fontSize="sm" lineHeight="1.8" mb="2">
          黑号是平台记录在案、存在交易风险的游戏账号，主要有两类：
        </Text>
        <Stack gap="2">
          {KINDS.map((k) => (
            <Box key={k.title} bg="bg.muted" borderRadius="md" px="3" py="2">
              <Text fontSize="sm" fontWeight="semibold" color="fg.error">{k.title}</Text>
              <Text fontSize="xs" color="fg.muted" lineHeight="1.7">{k.text}</Text>
            </Box>
          ))}
        </Stack>
        <Text fontSize="xs" color="fg.muted" mt="2" lineHeight="1.7">
          查询结果来自平台的交易与售后记录，仅供参考：查不到记录不代表绝对安全。
        </Text>
      </ServiceSection>
      <ServiceSection id="black-advice" title="安全买号建议">
        <Stack as="ol" gap="1.5" pl="5" listStyleType="decimal" fontSize="sm" lineHeight="1.7">
          {ADVICE.map((a) => <li key={a}>{a}</li>)}
        </Stack>
        <Text fontSize="xs" color="fg.muted" mt="3">
          了解<Link to={paths.bangzhu} style={{ color: 'var(--chakra-colors-brand-fg)' }}>包赔介绍</Link>，
          或遇到问题<Link to={paths.contactkefu()} style={{ color: 'var(--chakra-colors-brand-fg)' }}>联系官方客服</Link>。
        </Text>
      </ServiceSection>
    </>
  );
}
