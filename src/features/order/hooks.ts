// Hooks of the order screens: the payment countdown, which side the viewer is on, and the order's mutations
// (下单, 取消订单, 确认收货, 我已支付 refresh, 申请售后, 支付测试's simulations), each owning its cache refresh
// and its toasts.
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@/api/client.ts';
import {
  applyAfterSale, cancelOrder, confirmOrder, createOrder, payOrder, queryOrder, submitRebindCode, type AfterSaleBody,
} from '@/api/order.ts';
import type { CreateOrderBody, Order } from '@/contract/types.ts';
import { OrderStatus, PayState, type PayWay } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { toast } from '@/components/toast.ts';
import { useAppState } from '@/stores/app.ts';
import { mockExpire, mockPay } from '@/api/mock.ts';
import { controlErrorMessage } from './payment.ts';
import { invalidateOrder, orderKeys, type OrderSide } from '@/api/order.queries.ts';
import { PAY_TYPE_NAMES, type PayType } from './status.ts';
import { paymentDeadline, remainingMs } from './time.ts';

export interface Countdown {
  /** Milliseconds left to pay; 0 when none (or not an unpaid order). */
  remaining: number;
  /** An unpaid order whose deadline has passed on the local clock. */
  expired: boolean;
  /** Whether a countdown applies at all. */
  active: boolean;
}

/**
 * Ticks every second while the order is unpaid. `receivedAt` is when the answer arrived (react-query's
 * dataUpdatedAt), so the deadline follows the server's clock, not the phone's.
 */
export function usePaymentCountdown(order: Order | undefined, receivedAt: number): Countdown {
  const unpaid = order?.orderStatus === OrderStatus.unpaid;
  const deadline = unpaid && order ? paymentDeadline(order, receivedAt) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const running = !Number.isNaN(deadline) && now < deadline;

  useEffect(() => {
    if (Number.isNaN(deadline)) return undefined;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) window.clearInterval(id);
    }, 1000);
    // Catch up at once (a new answer arrived, or the tab woke up).
    const first = window.setTimeout(() => setNow(Date.now()), 0);
    return () => {
      window.clearInterval(id);
      window.clearTimeout(first);
    };
  }, [deadline]);

  const active = unpaid && !Number.isNaN(deadline);
  const remaining = active ? remainingMs(deadline, now) : 0;
  return { remaining, expired: active && !running && remaining === 0, active };
}

/** Whether the signed-in user is the buyer or the seller of the order; null until the profile is known. */
export function useOrderSide(order: Pick<Order, 'buyerId' | 'sellerId'> | undefined): OrderSide | null {
  const { userInfo } = useAppState();
  if (!order || !userInfo) return null;
  if (order.buyerId === userInfo.userId) return 'buy';
  if (order.sellerId === userInfo.userId) return 'sale';
  return null;
}


type OrderRef = Pick<Order, 'orderId' | 'goodsId'>;

/**
 * 提交订单: the new order goes into the cache (orderDetail shows it without a request) and the goods and lists
 * are fetched again, whatever the answer (a lost race changes the goods too). The caller navigates on success
 * and shows the refusal on the page (`mutate(body, { onSuccess, onError })`).
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderBody) => createOrder(body),
    onSuccess: (order, body) => {
      queryClient.setQueryData(orderKeys.detail(order.orderId), order);
      void invalidateOrder(queryClient, undefined, body.goodsId);
      toast.success('下单成功，请在 15 分钟内完成支付');
    },
    onError: (error, body) => {
      toast.fromError(error);
      void invalidateOrder(queryClient, undefined, body.goodsId);
    },
  });
}

/**
 * A write on one order: its toast on success, then the order, the lists and the goods fetched again (awaited, so
 * the button stays busy until the page is up to date, unless the caller closes a sheet at once).
 */
function useOrderWrite<V>(order: OrderRef, write: (variables: V) => Promise<unknown>, done: string,
  { awaitRefresh = true, refreshOnError = false } = {}) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateOrder(queryClient, order.orderId, order.goodsId);
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      toast.success(done);
      if (awaitRefresh) await refresh();
      else void refresh();
    },
    onError: (error) => {
      toast.fromError(error);
      if (refreshOnError) void refresh();
    },
  });
}

/** 取消订单 (the caller confirms first); a refusal refreshes the order too (it may have moved on). */
export const useCancelOrder = (order: OrderRef) =>
  useOrderWrite<void>(order, () => cancelOrder(order.orderId), '订单已取消', { refreshOnError: true });

/** 确认收货 (the caller confirms first). */
export const useConfirmOrder = (order: OrderRef) =>
  useOrderWrite<void>(order, () => confirmOrder(order.orderId), '已确认收货，交易成功');

/** 提交验证码 at 换绑中 (the seller): the caller clears its field on success. */
export const useSubmitRebindCode = (order: OrderRef) =>
  useOrderWrite<string>(order, (code) => submitRebindCode(order.orderId, code), '验证码已提交，客服已完成换绑', { refreshOnError: true });

/** 申请售后: the caller closes its form on success (`mutate(body, { onSuccess })`). */
export const useApplyAfterSale = (order: OrderRef) =>
  useOrderWrite<Omit<AfterSaleBody, 'orderId'>>(order, (body) => applyAfterSale({ ...body, orderId: order.orderId }),
    '售后申请已提交，客服将在 24 小时内处理', { awaitRefresh: false });

/** 我已支付，点击刷新: asks the payment channel (force), reloads the order, then says what it found. */
export function useRecheckPayment(order: OrderRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => queryOrder(order.orderId, true),
    onSuccess: async (state) => {
      await invalidateOrder(queryClient, order.orderId, order.goodsId);
      await queryClient.refetchQueries({ queryKey: orderKeys.detail(order.orderId), exact: true });
      if (state.orderStatus === OrderStatus.cancelled) toast.error('订单已取消');
      else if (state.payState > PayState.unpaid) toast.success('支付成功');
      else toast.info('暂未查询到支付结果，如已付款请稍后再试');
    },
    onError: (error) => toast.fromError(error),
  });
}

/** 支付测试's 模拟支付成功 (mock backend): starts the payment, then completes it through the mock's control API. */
export function useSimulatePaid(order: OrderRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payWay, payType }: { payWay: PayWay; payType: PayType }) => {
      await payOrder({ orderId: order.orderId, payWay, payType, returnUrl: paths.orderDetail(order.orderId) });
      await mockPay(order.orderId);
    },
    onSuccess: (_data, { payType }) => toast.success(`模拟支付成功：${PAY_TYPE_NAMES[payType]}`),
    onError: (error) => toast.error(isApiError(error) ? errorMessage(error) : controlErrorMessage(error, '模拟支付失败')),
    onSettled: () => void invalidateOrder(queryClient, order.orderId, order.goodsId),
  });
}

/** 支付测试's 模拟超时关闭 (mock backend): closes the unpaid order now, as its deadline would. */
export function useSimulateExpiry(order: OrderRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => mockExpire(order.orderId),
    onSuccess: () => toast.success('订单已超时关闭'),
    onError: (error) => toast.error(controlErrorMessage(error, '模拟超时失败')),
    onSettled: () => void invalidateOrder(queryClient, order.orderId, order.goodsId),
  });
}

/** The time now, rendered again once `deadline` (ms) passes: the delivery's check window closes on screen. */
export function useNowUntil(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!Number.isFinite(deadline) || now >= deadline) return undefined;
    const t = setTimeout(() => setNow(Date.now()), Math.min(deadline - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(t);
  }, [deadline, now]);
  return now;
}
