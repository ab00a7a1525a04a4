// The payment choices of an order: 支付定金 / 支付全款 (orders from ¥200) and 支付宝 / 微信支付.
import { Flex, Stack, Text } from '@chakra-ui/react';
import type { Order } from '@/contract/types.ts';
import { PayWay } from '@/contract/statuses.ts';
import { formatPrice } from '@/lib/format.ts';
import { DEPOSIT_MIN, DEPOSIT_RATE } from '@/contract/pricing.ts';
import { payTypeAmount } from './amounts.ts';
import { ChoiceGroup, type Choice } from '@/components/ChoiceGroup.tsx';
import { PAY_TYPE_NAMES, type PayType } from './status.ts';

function WayIcon({ way }: { way: PayWay }) {
  return (
    <Flex boxSize="7" borderRadius="md" align="center" justify="center" color="white" fontWeight="bold" fontSize="sm"
      bg={way === PayWay.alipay ? '#1677FF' : '#07C160'} flexShrink="0" aria-hidden>
      {way === PayWay.alipay ? '支' : '微'}
    </Flex>
  );
}

export const PAY_WAY_CHOICES: Choice<PayWay>[] = [
  { value: PayWay.alipay, title: '支付宝', label: '支付宝', desc: '跳转支付宝收银台付款', icon: <WayIcon way={PayWay.alipay} /> },
  { value: PayWay.wechat, title: '微信支付', label: '微信支付', desc: '微信扫码付款', icon: <WayIcon way={PayWay.wechat} /> },
];

const TYPE_DESC: Record<PayType, string> = {
  deposit: `先付 ${Math.round(DEPOSIT_RATE * 100)}%（最低 ¥${DEPOSIT_MIN}）锁定账号，验号前付清尾款`,
  full: '一次付清，立即进入验号',
  balance: '付清尾款后平台开始验号',
};

export function PayTypeChoice({ order, types, value, onChange }: {
  order: Pick<Order, 'salePrice' | 'paidAmount'>;
  types: PayType[];
  value: PayType;
  onChange: (type: PayType) => void;
}) {
  const choices: Choice<PayType>[] = types.map((type) => ({
    value: type,
    title: `支付${PAY_TYPE_NAMES[type]}`,
    label: `支付${PAY_TYPE_NAMES[type]} ${formatPrice(payTypeAmount(order, type))}`,
    desc: TYPE_DESC[type],
    aside: <Text fontSize="sm" fontWeight="semibold" color="price" flexShrink="0">{formatPrice(payTypeAmount(order, type))}</Text>,
  }));
  return <ChoiceGroup label="付款方式" choices={choices} value={value} onChange={onChange} />;
}

export function PayWayChoice({ value, onChange }: { value: PayWay; onChange: (way: PayWay) => void }) {
  return (
    <Stack gap="2">
      <ChoiceGroup label="支付方式" choices={PAY_WAY_CHOICES} value={value} onChange={onChange} />
    </Stack>
  );
}
