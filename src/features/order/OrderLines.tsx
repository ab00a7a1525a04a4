// The 订单明细 (money) and 订单详情 (numbers and times) sections of an order.
import { Box, Button } from '@chakra-ui/react';
import { Separator } from '@/components/chakra/separator.ts';
import type { Order } from '@/contract/types.ts';
import { GuaranteeType, guaranteeTypeLabel, OrderStatus, payWayLabel } from '@/contract/statuses.ts';
import { GUARANTEE_DAYS } from '@/contract/pricing.ts';
import { formatDate, formatPrice } from '@/lib/format.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { guaranteeIncluded, paidAndDue } from './amounts.ts';
import { copyWithToast } from '@/components/copy.ts';
import { InfoRow, Section } from './parts.tsx';
import { closedByTimeout } from './status.ts';

const time = (value: string | undefined) => formatDate(value, zhCN.date.formats.dateTimeSeconds);

export function OrderMoney({ order }: { order: Order }) {
  const { paid, due } = paidAndDue(order);
  return (
    <Section title="订单明细" data-testid="order-money">
      <InfoRow label="号价">{formatPrice(order.goodsAmount)}</InfoRow>
      <InfoRow label={`包赔（${guaranteeTypeLabel[order.guaranteeType] ?? '包赔'}）`} tone={guaranteeIncluded(order) ? 'trust' : undefined}>
        {/* ¥0.00 alone reads as a 包赔 that was not charged, or not bought. */}
        {guaranteeIncluded(order) ? '¥0.00（商品含免费包赔）' : formatPrice(order.guaranteeAmount)}
      </InfoRow>
      {order.guaranteeType !== GuaranteeType.none && order.orderStatus !== OrderStatus.refunded && order.orderStatus !== OrderStatus.cancelled && (
        // The term the 包赔 notices promise: the exact date once the account is delivered (none once refunded or
        // cancelled: the order no longer has a 包赔).
        <InfoRow label="包赔有效期" tone="trust">
          <Box as="span" data-testid="guarantee-term">
            {order.protectEndTime ? `至 ${formatDate(order.protectEndTime)}` : `账号交付起 ${GUARANTEE_DAYS} 天`}
          </Box>
        </InfoRow>
      )}
      <InfoRow label="服务费">{order.serviceAmount > 0 ? formatPrice(order.serviceAmount) : '¥0.00（买家免服务费）'}</InfoRow>
      <Separator my="1.5" borderColor="border.muted" />
      <InfoRow label="合计" strong tone="price"><Box as="span" data-testid="order-total">{formatPrice(order.salePrice)}</Box></InfoRow>
      <InfoRow label="已付"><Box as="span" data-testid="order-paid">{formatPrice(paid)}</Box></InfoRow>
      {order.depositAmount > 0 && <InfoRow label="其中定金" tone="muted">{formatPrice(order.depositAmount)}</InfoRow>}
      <InfoRow label="待付" tone={due > 0 ? 'price' : undefined} strong={due > 0}>
        <Box as="span" data-testid="order-due">{formatPrice(due)}</Box>
      </InfoRow>
      {order.refundAmount > 0 && <InfoRow label="已退款" tone="trust">{formatPrice(order.refundAmount)}</InfoRow>}
    </Section>
  );
}

export function OrderFacts({ order }: { order: Order }) {
  const cancelLabel = closedByTimeout(order) ? '关闭时间' : '取消时间';
  return (
    <Section title="订单详情">
      <InfoRow label="订单编号">
        <Box as="span" data-testid="order-no">{order.no}</Box>
        <Button size="2xs" variant="outline" onClick={() => void copyWithToast(order.no)} aria-label="复制订单编号">
          {zhCN.common.copy}
        </Button>
      </InfoRow>
      <InfoRow label="下单时间">{time(order.createTime)}</InfoRow>
      {order.orderStatus === OrderStatus.unpaid && <InfoRow label="支付截止">{time(order.closeTime)}</InfoRow>}
      {order.payEndTime && <InfoRow label="付款时间">{time(order.payEndTime)}</InfoRow>}
      {order.payWay && <InfoRow label="支付方式">{payWayLabel[order.payWay]}</InfoRow>}
      {order.finishTime && <InfoRow label="完成时间">{time(order.finishTime)}</InfoRow>}
      {order.cancelTime && order.orderStatus === OrderStatus.cancelled && <InfoRow label={cancelLabel}>{time(order.cancelTime)}</InfoRow>}
    </Section>
  );
}
