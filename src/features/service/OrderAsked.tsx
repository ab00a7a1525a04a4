// 联系客服 opened from an order: the order number on top, with 复制, so the user can paste it to the 交易客服.
import { Button, Flex, Text } from '@chakra-ui/react';
import { copyWithToast } from '@/components/copy.ts';
import { orderNoKind } from './staff.ts';

export function OrderAsked({ orderNo }: { orderNo: string }) {
  const kind = orderNoKind(orderNo);
  return (
    <Flex align="center" gap="2" bg="bg.surface" borderRadius="xl" px="4" py="3" mb="3" borderLeftWidth="3px" borderLeftColor="brand.solid"
      data-testid="kefu-order">
      <Text fontSize="sm" flex="1" minW="0" wordBreak="break-all">
        {kind === '回收单号' ? '咨询回收单' : '咨询订单'} <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">{orderNo}</Text>
      </Text>
      <Button size="2xs" variant="outline" colorPalette="brand" flexShrink={0} aria-label={`复制${kind} ${orderNo}`}
        onClick={() => void copyWithToast(orderNo, `${kind}已复制`)}>
        复制
      </Button>
    </Flex>
  );
}
