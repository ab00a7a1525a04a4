// The seller's money of a deal, on 我的卖单 rows, 我的代售's sold rows, the seller's order detail and a 竞价回收 deal: 成交价,
// 手续费, 到手 (预计到手 when the backend sent none) and 待打款 / 已打款 — or, after a buyer's claim, 暂缓打款,
// 停止打款 or 需退回 (lib/sellerMoney.ts). Shared by the order and listing features.
import { Box, Flex, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { SupplyPay, supplyPayLabel } from '@/contract/statuses.ts';
import { formatDate, formatPrice } from '@/lib/format.ts';
import { sellerMoney, type SellerMoney, type SellerMoneyFields, type Settlement } from '@/lib/sellerMoney.ts';

const SETTLEMENT: Record<Settlement, { label: string; palette: string }> = {
  held: { label: '暂缓打款', palette: 'orange' },
  stopped: { label: '停止打款', palette: 'gray' },
  recover: { label: '需退回', palette: 'red' },
};

/**
 * The seller's words for where the money stands (the buyer's refund is the buyer's story). A 竞价回收 deal has no
 * buyer who confirms receipt: the merchant paid the platform first and the deal ended when 换绑 was done.
 */
function noteOf(money: SellerMoney, recycle: boolean): string {
  switch (money.settlement) {
    case 'held': return '买家申请了售后，处理完成前暂缓打款；售后驳回后照常打款。';
    case 'stopped': return `买家售后成立，订单已撤销，本单货款 ${formatPrice(money.net)} 不再打款给您。`;
    case 'recover': return `买家售后成立，平台已先行退款给买家。已打款的 ${formatPrice(money.net)} 需退回平台，客服会联系您办理。`;
    default:
      return money.payout === SupplyPay.paid ? (money.payoutTo ? '已打款到您的收款账户，请注意查收。' : '已打款到您实名的收款账户，请注意查收。')
        : money.payout ? `${recycle ? '回收商已付款、换绑已完成' : '买家已确认收货'}，平台核对后线下打款到您实名的收款账户。`
          : `${recycle ? '换绑完成、交易成功后' : '买家确认收货后'}，平台核对无误后线下打款到您实名的收款账户。`;
  }
}

export function SellerMoneyLines({ deal, note, recycle = false }: {
  deal: SellerMoneyFields;
  note?: boolean;
  /** A 竞价回收 deal's money (features/recycle/DealMoney.tsx), not an order's: its note says what happens there. */
  recycle?: boolean;
}) {
  const money = sellerMoney(deal);
  if (!money) return null;
  const paid = money.payout === SupplyPay.paid;
  const badge = money.settlement ? SETTLEMENT[money.settlement]
    : money.payout ? { label: supplyPayLabel[money.payout], palette: paid ? 'green' : 'orange' } : null;
  return (
    <Box bg="bg.muted" borderRadius="lg" px="3" py="2" fontSize="xs" data-testid="seller-money">
      <Flex justify="space-between" gap="2" color="fg.muted">
        <Text>成交价 {formatPrice(money.price)}</Text>
        <Text>手续费 −{formatPrice(money.fee)}</Text>
      </Flex>
      <Flex justify="space-between" align="center" gap="2" mt="1">
        <Text fontSize="sm">
          {money.estimated ? '预计到手 ' : '到手 '}
          <Text as="span" color="price" fontWeight="bold" data-testid="seller-net"
            textDecoration={money.settlement === 'stopped' ? 'line-through' : undefined}>{formatPrice(money.net)}</Text>
        </Text>
        {badge && <Badge size="sm" variant="subtle" colorPalette={badge.palette} data-testid="payout-state">{badge.label}</Badge>}
      </Flex>
      {paid && (money.payoutTime || money.payoutTo) && (
        <Text color="fg.muted" mt="1" data-testid="payout-to">
          {money.payoutTo ? `已打款至 ${money.payoutTo}` : '打款时间'}{money.payoutTime ? `${money.payoutTo ? ' · ' : ' '}${formatDate(money.payoutTime)}` : ''}
        </Text>
      )}
      {(note || money.settlement) && (
        <Text color={money.settlement === 'recover' ? 'red.600' : 'fg.muted'} mt="1" data-testid="seller-money-note">{noteOf(money, recycle)}</Text>
      )}
      {note && !money.settlement && (
        <Link to={`${paths.geren}#payout`}><Text as="span" color="brand.fg" display="inline-block" mt="1">收款账户 ›</Text></Link>
      )}
    </Box>
  );
}
