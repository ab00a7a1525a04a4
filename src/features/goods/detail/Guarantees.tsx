// 平台保障: what the platform does on every deal and which fear each step answers.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { GuaranteeFlag } from '@/contract/statuses.ts';
import { ShieldIcon } from '@/components/icons.tsx';

function guaranteeLine(flag: GuaranteeFlag): string {
  if (flag === GuaranteeFlag.free) return '本商品免费包赔：账号被原号主找回时，平台全额赔付，防的是卖家卖号后再找回。';
  if (flag === GuaranteeFlag.paid) return '本商品可购买包赔（下单时选择）：账号被找回时平台全额赔付，防的是卖家卖号后再找回。';
  return '本商品不支持包赔：卖家未提供包赔材料，账号被找回的风险需自行承担，请谨慎购买。';
}

export function Guarantees({ isGuarantee }: { isGuarantee: GuaranteeFlag }) {
  const items = [
    { name: '验号', text: '付款后客服先登录账号，逐项核对等级、角色、皮肤与描述和截图一致，防止货不对板。' },
    { name: '换绑', text: '客服协助解绑卖家的手机、邮箱和实名，换绑到你名下，防止死绑和卖家留后门。' },
    { name: '包赔', text: guaranteeLine(isGuarantee), warn: isGuarantee === GuaranteeFlag.none },
    { name: '担保', text: '货款由平台托管，你确认收货后才结算给卖家，防止付款后不交号。' },
  ];
  return (
    <Stack gap="2.5" as="section" aria-label="平台保障">
      <Flex align="center" gap="1.5" color="trust">
        <ShieldIcon boxSize="4.5" />
        <Text fontSize="sm" fontWeight="semibold">平台保障</Text>
      </Flex>
      {items.map((item) => (
        <Flex key={item.name} gap="2.5" align="flex-start">
          <Box flexShrink={0} px="1.5" py="0.5" borderRadius="sm" fontSize="xs" fontWeight="semibold"
            bg={item.warn ? 'orange.50' : 'green.50'} color={item.warn ? 'orange.700' : 'trust'}>
            {item.name}
          </Box>
          <Text fontSize="xs" color="fg.muted" lineHeight="tall">{item.text}</Text>
        </Flex>
      ))}
    </Stack>
  );
}
