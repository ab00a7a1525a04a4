// The warning every contact page opens with: impostors pose as our staff; here is how to tell.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { AlertIcon } from '@/components/icons.tsx';

const RULES = [
  '官方客服只使用本页公布的QQ号和微信号，其他自称“客服”“经理”的都是骗子。',
  '官方客服不会让您私下转账、扫码付款或提供支付密码、短信验证码。',
  '所有交易请在平台内下单付款，资金由平台担保，私下交易不受包赔保障。',
  '拿不准时，在下方「客服验证」里输入对方的QQ号或微信号查一查。',
];

export function FakeStaffWarning() {
  return (
    <Box role="note" aria-label="谨防假冒客服" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="xl" px="4" py="3" mb="3"
      data-testid="fake-staff-warning">
      <Flex align="center" gap="2" color="fg.error">
        <AlertIcon boxSize="5" flexShrink={0} />
        <Text fontSize="sm" fontWeight="semibold">谨防假冒客服诈骗</Text>
      </Flex>
      <Stack as="ol" gap="1" mt="2" pl="5" listStyleType="decimal" fontSize="xs" color="red.700" lineHeight="1.7">
        {RULES.map((rule) => <li key={rule}>{rule}</li>)}
      </Stack>
    </Box>
  );
}
