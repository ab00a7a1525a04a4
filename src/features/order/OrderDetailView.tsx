// orderDetail: status and countdown, the step timeline, the account handed over and the 验号 report (the buyer's),
// the goods, money and facts of one order, and what the viewer may do now (pay, cancel, refresh, pay the balance,
// confirm, after-sales). Polls while 交易中.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/client.ts';
import type { Order } from '@/contract/types.ts';
import { GuaranteeType, guaranteeTypeLabel, PayWay } from '@/contract/statuses.ts';
import { SELLER_FEE_MIN, SELLER_FEE_RATE } from '@/contract/pricing.ts';
import { paths } from '@/config/paths.ts';
import { copyWithToast } from '@/components/copy.ts';
import { confirmDialog } from '@/components/dialogs/index.ts';
import { SellerMoneyLines } from '@/components/SellerMoneyLines.tsx';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { ErrorState } from '@/components/states.tsx';
import { StepTimeline } from '@/components/StepTimeline.tsx';
import { toast } from '@/components/toast.ts';
import { formatPrice } from '@/lib/format.ts';
import { payTypeAmount } from './amounts.ts';
import { DeliveryCard, DeliveryContact } from './DeliveryCard.tsx';
import { AfterSaleSheet, WechatPaySheet } from './lazySheets.ts';
import { ClaimCard } from './ClaimCard.tsx';
import { SellerHandoverCard } from './SellerHandoverCard.tsx';
import { sellerHandoverView } from './sellerHandover.ts';
import {
  useCancelOrder, useConfirmOrder, useNowUntil, usePaymentCountdown, useOrderSide, useRecheckPayment, type Countdown,
} from './hooks.ts';
import { OrderFacts, OrderMoney } from './OrderLines.tsx';
import { OrderGoodsBox, Section } from './parts.tsx';
import { PayTypeChoice, PayWayChoice } from './PayOptions.tsx';
import { invalidateOrder, orderDetailQuery, type OrderSide } from '@/api/order.queries.ts';
import { StatusHeader } from './StatusHeader.tsx';
import {
  claimInProgress, deliveryView, offersService, orderActions, orderStatusView, orderTimeline, PAY_TYPE_NAMES, payTypesFor, type PayType,
} from './status.ts';
import { parseServerTime } from './time.ts';
import { usePayment } from './usePayment.ts';
import { VerifyReportCard } from './VerifyReportCard.tsx';

function ActionBar({ children, summary }: { children: ReactNode; summary?: ReactNode }) {
  return (
    <Flex position="sticky" bottom="0" zIndex="docked" mt="3" bg="bg.surface" borderTopWidth="1px" borderColor="border.muted"
      px="4" py="2.5" gap="2" align="center" boxShadow="0 -2px 10px rgba(0,0,0,0.04)" data-testid="order-actions">
      {summary && <Box flex="1" minW="0">{summary}</Box>}
      <Flex gap="2" flex={summary ? undefined : '1'} justify="flex-end">{children}</Flex>
    </Flex>
  );
}

function useFailedPaymentNotice() {
  const [search, setSearch] = useSearchParams();
  const noticed = useRef(false);
  const failed = search.get('payResult') === 'fail';
  useEffect(() => {
    if (!failed || noticed.current) return;
    noticed.current = true;
    toast.error('支付未完成');
    // Said once: a reload must not say it again.
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('payResult');
      return next;
    }, { replace: true });
  }, [failed, setSearch]);
}

function OrderBody({ order, side, countdown }: {
  order: Order;
  side: OrderSide | null;
  countdown: Countdown;
}) {
  const viewSide = side ?? 'buy';
  const actions = orderActions(order, side, countdown.expired);
  const payTypes = payTypesFor(order);
  const [payTypeChoice, setPayType] = useState<PayType | null>(null);
  const payType: PayType = payTypeChoice && payTypes.includes(payTypeChoice) ? payTypeChoice : (payTypes.includes('full') ? 'full' : payTypes[0] ?? 'full');
  const [payWay, setPayWay] = useState<PayWay>(PayWay.alipay);
  const [afterSaleOpen, setAfterSaleOpen] = useState(false);
  const payment = usePayment();
  const view = orderStatusView(order, viewSide, countdown.expired);
  const target = { orderId: order.orderId, goodsId: order.goodsId };
  const now = useNowUntil(parseServerTime(order.checkEndTime));
  const delivery = deliveryView(order, side, now);
  const handover = sellerHandoverView(order, side);
  const service = side !== null && offersService(order);
  const navigate = useNavigate();
  // The number goes to the clipboard first (still inside the tap), then the 客服 page shows it on top.
  const contactService = async () => {
    await copyWithToast(order.no, '订单号已复制，发给客服即可');
    void navigate(paths.contactkefu(undefined, order.no));
  };

  const cancel = useCancelOrder(order);
  const confirm = useConfirmOrder(order);
  const recheck = useRecheckPayment(order);

  const askCancel = async () => {
    const answer = await confirmDialog({
      title: '取消订单',
      message: '确定取消该订单吗？\n取消后商品将重新上架，可能被其他买家买走。',
      confirmText: '取消订单',
      cancelText: '再想想',
      danger: true,
    });
    if (answer === 'confirm') cancel.mutate();
  };
  const askConfirm = async () => {
    const answer = await confirmDialog({
      title: '确认收货',
      message: '请确认已登录账号并检查无误。\n确认收货后，平台将核对并打款给卖家。',
      confirmText: '确认收货',
    });
    if (answer === 'confirm') confirm.mutate();
  };

  const payingType: PayType = actions.payBalance ? 'balance' : payType;
  const amountNow = payTypeAmount(order, payingType);
  const showPay = actions.pay || actions.payBalance;

  return (
    <Box>
      <StatusHeader view={view} countdown={countdown} />
      <Section mt="-3" position="relative" pt="4" pb="2">
        <StepTimeline steps={orderTimeline(order, countdown.expired)} />
      </Section>
      {delivery?.kind === 'delivered' && <DeliveryCard view={delivery} onContact={() => void contactService()} />}
      {delivery?.kind === 'contact' && <DeliveryContact no={delivery.no} onContact={() => void contactService()} />}
      {handover && <SellerHandoverCard view={handover} order={order} onContact={() => void contactService()} />}
      {side === 'buy' && order.verifyReport && <VerifyReportCard report={order.verifyReport} />}
      {/* The 包赔 choice is the buyer's: never on the seller's order. */}
      <Section title="商品信息" extra={side === 'buy' && order.guaranteeType !== undefined
        ? <Text fontSize="xs" color={order.guaranteeType === GuaranteeType.none ? 'fg.muted' : 'trust'}>{guaranteeTypeLabel[order.guaranteeType]}</Text> : undefined}>
        <OrderGoodsBox goods={{ goodsId: order.goodsId, title: order.title, titleImg: order.titleImg, gameName: order.gameName, qufu: order.qufu, price: order.goodsAmount }} />
      </Section>
      {side === 'sale' ? (
        // The seller's money, never the buyer's breakdown (包赔 and the total are the buyer's).
        <Section title="卖家收入" data-testid="seller-income">
          {order.suplyprice === undefined ? <Text fontSize="sm" color="fg.muted">成交后平台收取 {SELLER_FEE_RATE * 100}% 手续费（最低 ¥{SELLER_FEE_MIN}），到手金额以客服核对为准。</Text>
            : <SellerMoneyLines deal={{ ...order, claimOpen: claimInProgress(order) }} note />}
        </Section>
      ) : <OrderMoney order={order} />}

      {showPay && (
        <Section title={actions.payBalance ? '支付尾款' : '选择支付'} data-testid="pay-section">
          <Stack gap="3">
            {actions.pay && payTypes.length > 1 && (
              <Box>
                <Text fontSize="xs" color="fg.muted" mb="1.5">付款方式</Text>
                <PayTypeChoice order={order} types={payTypes} value={payType} onChange={setPayType} />
              </Box>
            )}
            <Box>
              <Text fontSize="xs" color="fg.muted" mb="1.5">支付方式</Text>
              <PayWayChoice value={payWay} onChange={setPayWay} />
            </Box>
            {actions.pay && (
              <Button variant="plain" size="sm" color="brand.fg" alignSelf="center" loading={recheck.isPending}
                onClick={() => recheck.mutate()}>
                我已支付，点击刷新
              </Button>
            )}
          </Stack>
        </Section>
      )}

      {order.afterSaleId !== undefined && side && <ClaimCard order={order} side={side} />}

      <OrderFacts order={order} />

      {((side === 'buy' && (showPay || actions.afterSale || actions.confirm)) || service) && (
        <ActionBar summary={showPay ? (
          <Box>
            <Text fontSize="xs" color="fg.muted">{actions.payBalance ? '应付尾款' : `应付${PAY_TYPE_NAMES[payType]}`}</Text>
            <Text fontSize="lg" fontWeight="bold" color="price" lineHeight="1.2" data-testid="pay-amount">{formatPrice(amountNow)}</Text>
          </Box>
        ) : undefined}>
          {service && !showPay && (
            <Button variant="outline" colorPalette="gray" onClick={() => void contactService()}>联系客服</Button>
          )}
          {actions.pay && (
            <Button variant="outline" colorPalette="gray" onClick={() => void askCancel()} loading={cancel.isPending}>取消订单</Button>
          )}
          {actions.afterSale && (
            <Button variant="outline" colorPalette="gray" onClick={() => setAfterSaleOpen(true)}>申请售后</Button>
          )}
          {actions.confirm && (
            <Button onClick={() => void askConfirm()} loading={confirm.isPending}>确认收货</Button>
          )}
          {showPay && (
            <Button minW="28" loading={payment.pending}
              onClick={() => void payment.start(target, payWay, payingType)}>
              {actions.payBalance ? '支付尾款' : '立即支付'}
            </Button>
          )}
        </ActionBar>
      )}

      {actions.afterSale && <AfterSaleSheet order={order} open={afterSaleOpen} onOpenChange={setAfterSaleOpen} />}
      <WechatPaySheet payment={payment.wechat} onClose={payment.closeWechat} onFinished={payment.finishWechat} />
    </Box>
  );
}

export function OrderDetailView({ orderId }: { orderId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery(orderDetailQuery(orderId));
  const order = query.data;
  const countdown = usePaymentCountdown(order, query.dataUpdatedAt);
  const side = useOrderSide(order);
  useFailedPaymentNotice();

  // At zero the order shows as closed at once; the server closes it on the next read and says so too.
  const { expired } = countdown;
  const goodsId = order?.goodsId;
  useEffect(() => {
    if (expired) void invalidateOrder(queryClient, orderId, goodsId);
  }, [expired, queryClient, orderId, goodsId]);

  // Not mine or no such order: trying again will not help; lead back to the lists instead.
  if (query.isError && isApiError(query.error) && (query.error.kind === 'forbidden' || query.error.kind === 'business')) {
    return (
      <Stack align="center" gap="0">
        <ErrorState error={query.error} />
        <Flex gap="3">
          <Button asChild size="sm" variant="outline"><Link to={paths.myProducts}>我的买单</Link></Button>
          <Button asChild size="sm" variant="outline"><Link to={paths.mySaleOrder}>我的卖单</Link></Button>
        </Flex>
      </Stack>
    );
  }

  return (
    <QueryBoundary query={query}>
      {(data) => <OrderBody order={data} side={side} countdown={countdown} />}
    </QueryBoundary>
  );
}
