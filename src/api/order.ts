// Orders: create, pay, cancel, follow, after-sales; my purchases and my sales.
import { get, getPage, numberedPage, numbers, post } from './client.ts';
import type {
  AfterSale, AfterSaleType, CreateOrderBody, Order, OrderListQuery, Page, PayOrderBody, PayResult, QueryOrderResult,
} from '@/contract/types.ts';

/** The order fields the app computes or compares with: a numeric string there ("2") is read as a number. */
const NUMERIC: readonly (keyof Order)[] = [
  'orderStatus', 'payState', 'step', 'payWay', 'guaranteeType', 'goodsAmount', 'guaranteeAmount', 'serviceAmount', 'salePrice',
  'paidAmount', 'refundAmount', 'depositAmount',
  'suplyprice', 'supplyDiscountPrice', 'deliverState', 'rebindCodeState',
];

/** POST /api/saleOrder/create — order a goods with a 包赔 choice (extension); the goods is reserved. */
export function createOrder(body: CreateOrderBody): Promise<Order> {
  return post<Order>('/api/saleOrder/create', body);
}

/** GET /api/saleOrder/detail/{orderId} — one of my orders, with serverTime (extension). */
export async function orderDetail(orderId: number): Promise<Order> {
  return numbers(await get<Order>(`/api/saleOrder/detail/${orderId}`), NUMERIC);
}

/** POST /api/saleOrder/pay — starts a payment (extension): an HTML form for 支付宝, a code_url for 微信 (H5 pay: the wallet's address). */
export function payOrder(body: PayOrderBody & { returnUrl: string }): Promise<PayResult> {
  return post<PayResult>('/api/saleOrder/pay', body);
}

/** POST /api/saleOrder/cancel — cancel an unpaid order (extension); the goods is released. */
export function cancelOrder(orderId: number): Promise<void> {
  return post<void>('/api/saleOrder/cancel', { orderId });
}

/** POST /api/saleOrder/confirm — the buyer confirms receipt (extension): 交易成功. */
export function confirmOrder(orderId: number): Promise<void> {
  return post<void>('/api/saleOrder/confirm', { orderId });
}

/** POST /api/saleOrder/rebindCode — the seller's 换绑 verification code (extension); 换绑 then completes. */
export function submitRebindCode(orderId: number, code: string): Promise<void> {
  return post<void>('/api/saleOrder/rebindCode', { orderId, code });
}

/** POST /api/saleOrder/queryOrder — payment state; force re-checks with the payment channel. */
export async function queryOrder(id: number, force = false): Promise<QueryOrderResult> {
  return numbers(await post<QueryOrderResult>('/api/saleOrder/queryOrder', { id, force }), ['orderStatus', 'payState', 'paidAmount', 'step']);
}

/** GET /api/saleOrder/web/buyList — my purchases. */
export function buyList(query: OrderListQuery = {}): Promise<Page<Order>> {
  return numberedPage(getPage<Order>('/api/saleOrder/web/buyList', { ...query }), NUMERIC);
}

/** GET /api/saleOrder/web/sellerList — my sales. */
export function sellerList(query: OrderListQuery = {}): Promise<Page<Order>> {
  return numberedPage(getPage<Order>('/api/saleOrder/web/sellerList', { ...query }), NUMERIC);
}

export interface AfterSaleBody {
  orderId: number;
  type: AfterSaleType;
  reason: string;
  images: string[];
}

/** POST /api/saleOrderAfter — 申请售后 on a paid order. */
export function applyAfterSale(body: AfterSaleBody): Promise<Pick<AfterSale, 'id'>> {
  return post<Pick<AfterSale, 'id'>>('/api/saleOrderAfter', body);
}
