// Orders: create (reserve the goods), lists, detail, query, cancel, confirm, after-sales. The lifecycle (pay,
// advance, close when due, payout) is domain/orders.ts.
import type { GuaranteeType, Order } from '../../src/contract/types.ts';
import { buyerServiceFee, guaranteeChoices, guaranteePrice, orderTotal, PAYMENT_WINDOW_MS } from '../../src/contract/pricing.ts';
import { formatTime, parseTime, setSellerMoney } from '../lib/fixtures.ts';
import { fail, forbidden, ok, page } from '../lib/envelope.ts';
import { pageOf, parse } from '../lib/validate.ts';
import { afterSaleBody, createOrderBody, orderIdBody, orderListQuery, queryOrderBody } from '../../src/contract/wire/requests.ts';
import { goodsOrFail, idParam, plain } from './common.ts';
import { openAfterSale } from '../domain/afterSales.ts';
import {
  closeDueOrders, closeIfDue, closeOrder, completeOrder, failIfClosed, involved, orderOrFail, orderView, qufuOf,
} from '../domain/orders.ts';
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
  closeDueOrders(c.ctx);
  const p = pageOf(q);
  const from = q.saleTimeStart ? parseTime(q.saleTimeStart) : -Infinity;
  // The end date is inclusive: everything before the next midnight.
  const to = q.saleTimeEnd ? parseTime(q.saleTimeEnd) + 86_400_000 : Infinity;
  const rows = c.ctx.store.db.orders.filter((o) => {
    if (o[side] !== user.userId) return false;
    if (q.orderStatus !== undefined && o.orderStatus !== q.orderStatus) return false;
    const t = parseTime(o.createTime);
    return t >= from && t < to;
  }).sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.orderId - a.orderId));
  return page(rows.slice(p.start, p.start + p.pageSize).map((o) => orderView(o, side === 'buyerId' ? 'buyer' : 'seller')), rows.length);
}

export function orderRoutes(routes: Routes): void {
  const r = routes.domain('order');
  const ctx = routes.ctx;
  const store = ctx.store;

  r.post('/saleOrder/create', (c) => {
    const user = c.trader('下单');
    const body = parse(createOrderBody, c.body);
    const g = goodsOrFail(c, body.goodsId);
    const type = body.guaranteeType as GuaranteeType;
    // Synchronous from the check to the reservation: of two racing buyers the second sees saleState 2.
    if (g.createId === user.userId) fail('不能购买自己的商品');
    if (g.saleState === 2) fail('手慢了，该商品已被其他买家下单');
    if (g.saleState === 3) fail('该商品已出售');
    if (g.saleState !== 1) fail('该商品当前不可购买');
    if (!guaranteeChoices(g.isGuarantee).includes(type)) fail('该商品不支持所选包赔类型');
    const now = ctx.now();
    const orderId = store.nextId('orders', () => Math.max(0, ...store.db.orders.map((o) => o.orderId)));
    const order: Order = {
      orderId,
      no: `DD${formatTime(now).replace(/\D/g, '')}${String(orderId).padStart(4, '0')}`,
      buyerId: user.userId,
      sellerId: g.createId,
      goodsId: g.id,
      titleImg: g.titleImg,
      des: g.des,
      title: g.title,
      qufu: qufuOf(g),
      gameName: g.gameName,
      goodsAmount: g.newPrice,
      guaranteeType: type,
      guaranteeAmount: guaranteePrice(g.newPrice, type, g.isGuarantee),
      serviceAmount: buyerServiceFee(g.newPrice),
      salePrice: orderTotal(g.newPrice, type, g.isGuarantee),
      paidAmount: 0,
      refundAmount: 0,
      depositAmount: 0,
      payState: 0,
      orderStatus: 3,
      step: 0,
      createTime: formatTime(now),
      closeTime: formatTime(now + PAYMENT_WINDOW_MS),
    };
    if (g.accountNumber !== undefined) order.account = g.accountNumber;
    setSellerMoney(order, g);
    store.updateGoods(g, (x) => { x.saleState = 2; });
    store.addOrder(order);
    return ok({ ...orderView(order, 'buyerDetail'), serverTime: formatTime(now) }, '下单成功');
  });

  r.get('/saleOrder/detail/:orderId', (c) => {
    const o = myOrder(c, idParam(c, 'orderId', '订单'));
    // The latest after-sales request travels with the order, so the buyer sees its status and reply.
    const afterSale = o.afterSaleId ? ctx.store.db.afterSales.find((a) => a.id === o.afterSaleId) : undefined;
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
    failIfClosed(o);
    if (o.orderStatus !== 3) fail('只能取消待支付的订单');
    closeOrder(ctx, o, 'cancel');
    return ok(undefined, '订单已取消');
  });

  r.post('/saleOrder/confirm', (c) => {
    const { orderId } = parse(orderIdBody, c.body);
    const o = myOrder(c, orderId);
    if (o.buyerId !== c.me().userId) forbidden('只有买家可以确认收货');
    if (o.orderStatus !== 4 || o.step !== 3) fail('卖家完成换绑后才能确认收货');
    completeOrder(ctx, o);
    return ok(undefined, '已确认收货，交易成功');
  });

  r.get('/saleOrder/web/buyList', (c) => listOrders(c, 'buyerId'));
  r.get('/saleOrder/web/sellerList', (c) => listOrders(c, 'sellerId'));

  r.post('/saleOrderAfter', (c) => {
    const user = c.me();
    const body = parse(afterSaleBody, c.body);
    const o = orderOrFail(ctx, body.orderId);
    if (o.buyerId !== user.userId) forbidden('只有买家可以申请售后');
    if (o.payState === 0) fail('订单未支付，不能申请售后');
    const claim = { type: body.type, reason: body.reason, images: body.images ?? [] };
    const { id } = openAfterSale(ctx, o, claim, plain(body.reason).slice(0, 60));
    return ok({ id }, '提交成功，客服将在 24 小时内处理');
  });
}
