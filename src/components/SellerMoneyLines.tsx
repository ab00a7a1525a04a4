// The seller's money of a deal, on 我的卖单 rows, 我的代售's sold rows and the seller's order detail: 成交价,
// 手续费, 到手 (预计到手 when the backend sent none) and 待打款 / 已打款. Shared by the order and listing features.
import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { SupplyPay, supplyPayLabel } from '@/contract/statuses.ts';
import { formatDate, formatPrice } from '@/lib/format.ts';
import { sellerMoney, type SellerMoneyFields } from '@/lib/sellerMoney.ts';

export function SellerMoneyLines({ deal, note }: { deal: SellerMoneyFields; note?: boolean }) {
  const money = sellerMoney(deal);
  if (!money) return null;
  const paid = money.payout === SupplyPay.paid;
  return (
    <Box bg="bg.muted" borderRadius="lg" px="3" py="2" fontSize="xs" data-testid="seller-money">
      <Flex justify="space-between" gap="2" color="fg.muted">
        <Text>成交价 {formatPrice(money.price)}</Text>
        <Text>手续费 −{formatPrice(money.fee)}</Text>
      </Flex>
      <Flex justify="space-between" align="center" gap="2" mt="1">
        <Text fontSize="sm">
          {money.estimated ? '预计到手 ' : '到手 '}
          <Text as="span" color="price" fontWeight="bold" data-testid="seller-net">{formatPrice(money.net)}</Text>
        </Text>
        {money.payout && (
          <Badge size="sm" variant="subtle" colorPalette={paid ? 'green' : 'orange'} data-testid="payout-state">{supplyPayLabel[money.payout]}</Badge>
        )}
      </Flex>
      {paid && money.payoutTime && <Text color="fg.muted" mt="1">打款时间 {formatDate(money.payoutTime)}</Text>}
      {note && (
        <Text color="fg.muted" mt="1">
          {paid ? '已打款到您实名的收款账户，请注意查收。'
            : money.payout ? '买家已确认收货，平台核对后线下打款到您实名的收款账户。'
              : '买家确认收货后，平台核对无误后线下打款到您实名的收款账户。'}
        </Text>
      )}
    </Box>
  );
}
