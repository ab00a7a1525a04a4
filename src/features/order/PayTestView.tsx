// 支付测试 (pay): QA picks one of their orders awaiting payment (or types an order id), chooses the pay way
// and type, and drives the outcome: 支付宝 through goZFB, 微信 through the QR sheet, and — with the mock
// backend — 模拟支付成功 / 模拟超时关闭 straight through the mock's control API. The order's state is shown
// below and refreshed after each step.
import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Box, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { Link } from 'react-router-dom';
import type { Order } from '@/contract/types.ts';
import { OrderStatus, PayState, PayWay } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/states.tsx';
import { TextInput } from '@/components/TextInput.tsx';
import { isDesktop } from '@/lib/media.ts';
import { formatPrice } from '@/lib/format.ts';
import { paidAndDue, payTypeAmount } from './amounts.ts';
import { ChoiceGroup } from '@/components/ChoiceGroup.tsx';
import { positiveId } from '@/lib/urlParams.ts';
import { InfoRow, Section } from './parts.tsx';
import { useSimulateExpiry, useSimulatePaid } from './hooks.ts';
import { isMockBackend } from '@/api/mock.ts';
import { PAY_WAY_CHOICES } from './PayOptions.tsx';
import { orderDetailQuery, orderListQuery } from '@/api/order.queries.ts';
import { orderStatusView, PAY_TYPE_NAMES, payTypesFor, type PayType } from './status.ts';
import { usePayment } from './usePayment.ts';
import { WechatPaySheet } from './lazySheets.ts';

function OrderPicker({ selected, onSelect }: { selected: number | null; onSelect: (orderId: number) => void }) {
  // Unpaid orders and orders with a balance due, side by side.
  const [unpaid, trading] = useQueries({
    queries: [
      orderListQuery('buy', { orderStatus: OrderStatus.unpaid, pageNum: 1, pageSize: 20 }),
      orderListQuery('buy', { orderStatus: OrderStatus.trading, pageNum: 1, pageSize: 50 }),
    ],
  });
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const rows = [...(unpaid.data?.rows ?? []), ...(trading.data?.rows ?? []).filter((o) => o.payState === PayState.deposit)];

  const applyTyped = () => {
    const id = positiveId(typed);
    if (id === null) {
      setTypedError('请输入订单号（数字 orderId）');
      return;
    }
    setTypedError(null);
    onSelect(id);
  };

  return (
    <Section title="选择订单" extra={<Text fontSize="xs" color="fg.muted">待支付 · 待付尾款</Text>}>
      {unpaid.isPending || trading.isPending ? <LoadingState compact /> : unpaid.isError ? (
        <ErrorState compact error={unpaid.error} onRetry={() => void unpaid.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState compact text="暂无待支付的订单" action={<Button asChild size="xs" variant="outline"><Link to={paths.goodList()}>去下单</Link></Button>} />
      ) : (
        <ChoiceGroup label="待支付订单" value={selected ?? 0} onChange={onSelect}
          choices={rows.map((o: Order) => ({
            value: o.orderId,
            label: `订单 ${o.orderId}`,
            title: <Text as="span" lineClamp="1">#{o.orderId} {o.title}</Text>,
            desc: `${o.payState === PayState.deposit ? '待付尾款' : '待支付'} · 合计 ${formatPrice(o.salePrice)}`,
          }))} />
      )}
      <HStack mt="3" gap="2">
        <TextInput size="sm" inputMode="numeric" placeholder="或输入订单号 orderId" value={typed} aria-label="订单号"
          onChange={(e) => setTyped(e.currentTarget.value)} onKeyDown={(e) => { if (e.key === 'Enter') applyTyped(); }} />
        <Button size="sm" variant="outline" flexShrink="0" onClick={applyTyped}>查询</Button>
      </HStack>
      {typedError && <Text fontSize="xs" color="red.500" mt="1">{typedError}</Text>}
    </Section>
  );
}

function Driver({ order }: { order: Order }) {
  const payment = usePayment();
  const types = payTypesFor(order);
  const [typeChoice, setType] = useState<PayType | null>(null);
  const payType: PayType = typeChoice && types.includes(typeChoice) ? typeChoice : types.includes('full') ? 'full' : types[0] ?? 'full';
  const [payWay, setPayWay] = useState<PayWay>(PayWay.alipay);
  const view = orderStatusView(order);
  const { paid, due } = paidAndDue(order);

  const simulatePaid = useSimulatePaid(order);
  const simulateExpire = useSimulateExpiry(order);

  return (
    <>
      <Section title="订单状态" extra={<Button asChild size="xs" variant="plain" color="brand.fg"><Link to={paths.orderDetail(order.orderId)}>订单详情 ›</Link></Button>}
        data-testid="pay-test-state">
        <Flex align="center" gap="2" mb="1">
          <Text fontWeight="semibold" fontSize="md" data-testid="pay-test-status">{view.label}</Text>
          {order.payState === PayState.deposit && <Badge colorPalette="orange">已付定金</Badge>}
          {order.payState === PayState.full && <Badge colorPalette="green">已付全款</Badge>}
        </Flex>
        <Text fontSize="xs" color="fg.muted" mb="2">{view.hint}</Text>
        <Text fontSize="sm" lineClamp="1" mb="1">#{order.orderId} {order.title}</Text>
        <InfoRow label="合计">{formatPrice(order.salePrice)}</InfoRow>
        <InfoRow label="已付">{formatPrice(paid)}</InfoRow>
        <InfoRow label="待付" tone={due > 0 ? 'price' : undefined}>{formatPrice(due)}</InfoRow>
      </Section>
      {types.length > 0 ? (
        <Section title="发起支付">
          <Stack gap="3">
            <ChoiceGroup label="付款类型" value={payType} onChange={setType}
              choices={types.map((t) => ({ value: t, title: PAY_TYPE_NAMES[t], aside: <Text fontSize="sm" color="price">{formatPrice(payTypeAmount(order, t))}</Text> }))} />
            <ChoiceGroup label="支付方式" value={payWay} onChange={setPayWay} choices={PAY_WAY_CHOICES} />
            <Button loading={payment.pending} onClick={() => void payment.start({ orderId: order.orderId, goodsId: order.goodsId }, payWay, payType)}>
              {payWay === PayWay.alipay ? '去支付宝支付' : isDesktop() ? '显示微信支付二维码' : '去微信支付'}
            </Button>
            {isMockBackend && (
              <Box borderTopWidth="1px" borderColor="border.muted" pt="3">
                <Text fontSize="xs" color="fg.muted" mb="2">模拟后端：直接指定支付结果</Text>
                <SimpleGrid columns={2} gap="2">
                  <Button variant="outline" colorPalette="green" loading={simulatePaid.isPending} onClick={() => simulatePaid.mutate({ payWay, payType })}>模拟支付成功</Button>
                  <Button variant="outline" colorPalette="red" loading={simulateExpire.isPending} disabled={order.orderStatus !== OrderStatus.unpaid}
                    onClick={() => simulateExpire.mutate()}>模拟超时关闭</Button>
                </SimpleGrid>
              </Box>
            )}
          </Stack>
        </Section>
      ) : (
        <Section><Text fontSize="sm" color="fg.muted" textAlign="center" py="2">该订单当前无需支付</Text></Section>
      )}
      <WechatPaySheet payment={payment.wechat} onClose={payment.closeWechat} onFinished={payment.finishWechat} />
    </>
  );
}

export function PayTestView() {
  const [selected, setSelected] = useState<number | null>(null);
  const detail = useQuery({ ...orderDetailQuery(selected ?? 0), enabled: selected !== null });
  return (
    <Box pb="4">
      <Box mx="3" mt="3" px="3" py="2" borderRadius="lg" bg="purple.50" color="purple.700" fontSize="xs">
        支付测试页：供测试人员验证支付流程。{isMockBackend ? '当前连接模拟后端，不会产生真实扣款。' : '当前连接线上后端，支付将真实扣款！'}
      </Box>
      <OrderPicker selected={selected} onSelect={setSelected} />
      {selected !== null && (
        <QueryBoundary query={detail} compact>
          {(order) => <Driver key={order.orderId} order={order} />}
        </QueryBoundary>
      )}
    </Box>
  );
}
