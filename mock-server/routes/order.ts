// Orders: create (reserve the goods), lists, detail, query, cancel, confirm, after-sales. The rules are
// domain/order.ts (made, closed, paid), domain/order.delivery.ts (steps, 确认收货, payout), domain/order.afterSale.ts.
import type { GuaranteeType, Order } from '../../src/contract/types.ts';
import { formatDate, formatTime, parseTime } from '../lib/fixtures.ts';
import { forbidden, ok, page } from '../lib/envelope.ts';
import { pageOf, parse } from '../lib/validate.ts';
import { afterSaleBody, createOrderBody, orderIdBody, orderListQuery, queryOrderBody, rebindCodeBody } from '../../src/contract/common/requests.ts';
import { goodsOrFail, idParam, plain } from './common.ts';
import { latestAfterSale, openAfterSale } from '../domain/order.afterSale.ts';
import { confirmReceipt, submitRebindCode } from '../domain/order.delivery.ts';
import { cancelOrder, closeIfDue, createOrder, involved, orderOrFail, orderView } from '../domain/order.ts';
import type { Call, Routes } from './registry.ts';

function myOrder(c: Call, id: number): Order {
  const o = orderOrFail(c.ctx, id);
  if (!involved(o, c.me().userId)) forbidden('无权查看该订单');
  closeIfDue(c.ctx, o);
  return o;
}

const listQuery = orderListQuery(parseTime);

function listOrders(c: Call, side: 'buyerId' | 'sellerId') {
  const user = c.me();
  const q = parse(listQuery, c.query);
  // What fell due runs before the list is read (the job timer would a moment later): no order shows past its deadline.
  c.ctx.scheduler.runDue();
  const p = pageOf(q);
  // Dates bound createTime ('YYYY-MM-DD HH:mm:ss', which orders as text): from the start date's midnight to the
  // midnight after the end date (inclusive).
  const { rows, total } = c.ctx.store.orders.ofUser({
    side: side === 'buyerId' ? 'buyer' : 'seller', userId: user.userId, status: q.orderStatus,
    from: q.saleTimeStart, to: q.saleTimeEnd ? formatDate(parseTime(q.saleTimeEnd) + 86_400_000) : undefined,
  }, p.start, p.pageSize);
  // Each row carries its latest claim (an extension of the lists): the seller's row says 暂缓打款 while it is open,
  // the buyer's 售后处理中.
  return page(rows.map((o) => ({
    ...orderView(o, side === 'buyerId' ? 'buyer' : 'seller'), afterSale: latestAfterSale(c.ctx, o),
  })), total);
}

export function orderRoutes(routes: Routes): void {
  const r = routes.domain('order');
  const ctx = routes.ctx;

  r.post('/saleOrder/create', (c) => {
    const user = c.trader('下单');
    const body = parse(createOrderBody, c.body);
    const g = goodsOrFail(c, body.goodsId);
    const order = createOrder(ctx, user, g, body.guaranteeType as GuaranteeType);
    return ok({ ...orderView(order, 'buyerDetail'), serverTime: order.createTime }, '下单成功');
  });

  r.get('/saleOrder/detail/:orderId', (c) => {
    const o = myOrder(c, idParam(c, 'orderId', '订单'));
    // The latest after-sales request travels with the order, so the buyer sees its status and reply.
    const afterSale = latestAfterSale(ctx, o);
    const reader = o.buyerId === c.me().userId ? 'buyerDetail' : 'seller';
    return ok({ ...orderView(o, reader), afterSale, serverTime: formatTime(ctx.now()) });
  });

  r.post('/saleOrder/queryOrder', (c) => {
    const body = parse(queryOrderBody, c.body);
    // Reading an order always closes it when due; force asks for that re-check explicitly.
    const o = myOrder(c, body.id);
    return ok({ orderStatus: o.orderStatus, payState: o.payState, paidAmount: o.paidAmount, step: o.step });
  });

  r.post('/saleOrder/cancel', (c) => {
    const { orderId } = parse(orderIdBody, c.body);
    const o = myOrder(c, orderId);
    if (o.buyerId !== c.me().userId) forbidden('只有买家可以取消订单');
    cancelOrder(ctx, o);
    return ok(undefined, '订单已取消');
  });

  r.post('/saleOrder/confirm', (c) => {
    const { orderId } = parse(orderIdBody, c.body);
    const o = myOrder(c, orderId);
    if (o.buyerId !== c.me().userId) forbidden('只有买家可以确认收货');
    confirmReceipt(ctx, o);
    return ok(undefined, '已确认收货，交易成功');
  });

  r.post('/saleOrder/rebindCode', (c) => {
    const { orderId } = parse(rebindCodeBody, c.body);
    const o = myOrder(c, orderId);
    if (o.sellerId !== c.me().userId) forbidden('只有卖家可以提交换绑验证码');
    submitRebindCode(ctx, o);
    return ok(undefined, '验证码已提交，客服已完成换绑');
  });

  r.get('/saleOrder/web/buyList', (c) => listOrders(c, 'buyerId'));
  r.get('/saleOrder/web/sellerList', (c) => listOrders(c, 'sellerId'));

  r.post('/saleOrderAfter', (c) => {
    const user = c.me();
    const body = parse(afterSaleBody, c.body);
    const o = orderOrFail(ctx, body.orderId);
    if (o.buyerId !== user.userId) forbidden('只有买家可以申请售后');
    const claim = { type: body.type, reason: body.reason, images: body.images ?? [] };
    const { id } = openAfterSale(ctx, o, claim, plain(body.reason).slice(0, 60));
    return ok({ id }, '提交成功，客服将在 24 小时内处理');
  });
}
