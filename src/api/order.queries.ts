// Query options for orders: one key hierarchy (['order', …]).
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { buyList, orderDetail, queryOrder, sellerList } from './order.ts';
import type { Order, OrderListQuery } from '@/contract/types.ts';
import { AfterSaleStatus, OrderStatus, SupplyPay } from '@/contract/statuses.ts';
import { livePoll, type Liveness } from '@/lib/livePoll.ts';
import { liveRows } from '@/lib/liveRows.ts';
import { goodsKeys } from './goods.queries.ts';

export type OrderSide = 'buy' | 'sale';

/** Personal order lists page with 上一页 / 下一页, 10 rows a page. */
export const ORDER_PAGE_SIZE = 10;

export const orderKeys = {
  all: ['order'] as const,
  detail: (orderId: number) => [...orderKeys.all, 'detail', orderId] as const,
  /** The light payment-state probe (queryOrder), polled while a 微信 QR code is shown. */
  payState: (orderId: number) => [...orderKeys.all, 'payState', orderId] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (side: OrderSide, query: OrderListQuery) => [...orderKeys.lists(), side, query] as const,
};

export const orderDetailQuery = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => orderDetail(orderId),
    staleTime: 0,
    ...livePoll(orderLiveness),
  });

/**
 * How an order may still change without its viewer doing anything (src/lib/livePoll.ts), so its page and its
 * list rows keep polling:
 * - fast: 待支付 (paid from another device, or closed at its deadline), 交易中 (验号 → 换绑 → 已交付), a claim (售后)
 *   being handled, whatever the order's state (its answer may refund the order, stop or recover the payout), and
 *   交易成功 until the seller is paid (待打款 → 已打款);
 * - slow: 交易成功 otherwise (paid out, or the buyer's answer, which has no payout): the buyer may still file a
 *   claim (包赔 covers 365 days; a 驳回 one may be filed again), and its 追回 must reach an open page within 30 s;
 * - final: 已取消 and 已退款 with no claim open.
 */
export function orderLiveness(order: Pick<Order, 'orderStatus' | 'afterSale' | 'supllypay'>): Liveness {
  if (order.orderStatus === OrderStatus.unpaid || order.orderStatus === OrderStatus.trading) return 'fast';
  if (order.afterSale?.status === AfterSaleStatus.open) return 'fast';
  if (order.orderStatus !== OrderStatus.success) return 'final';
  return String(order.supllypay) === SupplyPay.pending ? 'fast' : 'slow';
}

export const orderListQuery = (side: OrderSide, query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(side, query),
    queryFn: () => (side === 'buy' ? buyList(query) : sellerList(query)),
    staleTime: 0,
    // Paging and switching tabs keep the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // As live as its liveliest row, and slowly at least: a new sale or a row from another tab may come.
    ...livePoll(liveRows(orderLiveness)),
  });

/** queryOrder without force: cheap, used for polling. */
export const payStateQuery = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.payState(orderId), queryFn: () => queryOrder(orderId), staleTime: 0, gcTime: 0 });

/**
 * After anything that changes an order (create, pay, cancel, confirm, after-sale): the order itself, every
 * order list, and the goods (reserved on create, sold on payment, back on sale on cancel or close).
 */
export function invalidateOrder(queryClient: QueryClient, orderId?: number, goodsId?: number): Promise<void> {
  const jobs: Promise<void>[] = [
    queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: goodsKeys.lists() }),
  ];
  if (orderId !== undefined) jobs.push(queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }));
  if (goodsId !== undefined) jobs.push(queryClient.invalidateQueries({ queryKey: goodsKeys.detail(goodsId) }));
  return Promise.all(jobs).then(() => undefined);
}
