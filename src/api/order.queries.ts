// Query options for orders: one key hierarchy (['order', …]).
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { buyList, orderDetail, queryOrder, sellerList } from './order.ts';
import type { Order, OrderListQuery } from '@/contract/types.ts';
import { AfterSaleStatus, OrderStatus, SupplyPay } from '@/contract/statuses.ts';
import { livePoll } from '@/lib/livePoll.ts';
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
    ...livePoll(orderCanChange),
  });

/**
 * Whether an order may still change without its viewer doing anything, so its page keeps polling: 待支付 (paid from
 * another device, or closed at its deadline), 交易中 (验号 → 换绑 → 已交付), a claim (售后) not yet answered, and
 * 交易成功 until the seller is paid (待打款 → 已打款; the buyer's answer has no payout and stops at 交易成功).
 * 已取消 and 已退款 with no claim open are final.
 */
export function orderCanChange(order: Pick<Order, 'orderStatus' | 'afterSale' | 'supllypay'>): boolean {
  if (order.orderStatus === OrderStatus.unpaid || order.orderStatus === OrderStatus.trading) return true;
  if (order.afterSale?.status === AfterSaleStatus.open) return true;
  return order.orderStatus === OrderStatus.success && order.supllypay === SupplyPay.pending;
}

export const orderListQuery = (side: OrderSide, query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(side, query),
    queryFn: () => (side === 'buy' ? buyList(query) : sellerList(query)),
    staleTime: 0,
    // Paging and switching tabs keep the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    ...livePoll(),
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
