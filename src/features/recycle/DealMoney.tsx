// 卖家收入 on a 竞价回收 deal at 交易成功, like an order's (SellerMoneyLines): 成交价 (the accepted bid), 手续费,
// 到手 and 待打款 / 已打款. A backend without the deal's 到手 (extension) gets 预计到手 from the fee rule; one
// without the payout state gets the live site's line instead of a badge. Self-contained: one line in DealView.
import { Text } from '@chakra-ui/react';
import type { BackOrder } from '@/contract/types.ts';
import { BackOrderStatus } from '@/contract/statuses.ts';
import { SectionCard } from '@/components/SectionCard.tsx';
import { SellerMoneyLines } from '@/components/SellerMoneyLines.tsx';

export function DealMoney({ order }: { order: BackOrder }) {
  if (order.orderStatus !== BackOrderStatus.success) return null;
  const known = order.supllypay !== undefined;
  return (
    <SectionCard title="卖家收入" testId="deal-money">
      <SellerMoneyLines note={known} recycle
        deal={{ suplyprice: order.changeAmount, supplyDiscountPrice: order.supplyDiscountPrice, supllypay: order.supllypay, payoutTime: order.payoutTime, payoutTo: order.payoutTo }} />
      {!known && <Text fontSize="xs" color="fg.muted" mt="1.5">货款由平台核对后线下打款给您。</Text>}
    </SectionCard>
  );
}
