// The order lifecycle as the platform runs it: what each reader may see, close when due, pay, advance a step,
// complete, pay the seller out. Routes (routes/order.ts, routes/pay.ts), the control API and the timers call
// these; they change state and nothing else.
import { randomBytes } from 'node:crypto';
import type { Order, OrderStep } from '../../src/contract/types.ts';
import { canPayDeposit, depositAmount, toFen } from '../../src/contract/pricing.ts';
import type { MockContext, PaymentTicket } from '../context.ts';
import { deliverOrder, deliverStateOf, formatTime, loginFromBytes, parseTime, passwordFromBytes } from '../lib/fixtures.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';

export const STEP_NAMES: Record<OrderStep, string> = { 0: '待付款', 1: '验号', 2: '换绑', 3: '待确认收货', 4: '交易完成' };

const SELLER_MONEY = ['suplyprice', 'supplyDiscountPrice', 'supllypay', 'payoutTime'] as const;

/**
 * What one reader may see of an order. The new password (deliverInfo) is only in the buyer's own detail; the
 * seller's money (成交价, 到手, payout) only in the seller's answers; control answers carry no deliverInfo.
 */
export function orderView(o: Order, reader: 'buyerDetail' | 'buyer' | 'seller' | 'control'): Order {
  const out: Order = { ...o };
  if (reader !== 'buyerDetail') delete out.deliverInfo;
  if (reader === 'buyerDetail' || reader === 'buyer') for (const k of SELLER_MONEY) delete out[k];
  return out;
}


export function orderOrFail(ctx: MockContext, id: number): Order {
  const o = ctx.store.ordersById.get(id);
  if (!o) fail('订单不存在');
  return o;
}

export function involved(o: Order, userId: number): boolean {
  return o.buyerId === userId || o.sellerId === userId;
}

export function qufuOf(g: GoodsRow): string {
  if (g.systemName || g.carrierName) return [g.systemName, g.carrierName].filter(Boolean).join(' / ');
  return [g.groupName, g.serverName].filter(Boolean).join(' / ');
}

function tradeMessage(ctx: MockContext, userId: number, o: Order, title: string, content: string): void {
  ctx.store.addMessage(userId, { sendTitle: title, sendContent: content, sendTypeName: '交易消息', relatedDataId: o.orderId, relatedType: 'order' });
}

/** Closed by its deadline (as opposed to cancelled by the buyer). */
function closedByTimeout(o: Order): boolean {
  return o.orderStatus === 2 && o.cancelTime !== undefined && parseTime(o.cancelTime) >= parseTime(o.closeTime);
}

function releaseGoods(ctx: MockContext, o: Order): void {
  const g = ctx.store.goodsById.get(o.goodsId);
  if (g && g.saleState === 2) ctx.store.updateGoods(g, (x) => { x.saleState = 1; });
}

function dropTickets(ctx: MockContext, orderId: number): void {
  for (const [k, t] of ctx.tickets) if (t.orderId === orderId) ctx.tickets.delete(k);
}

/** Closes an unpaid order and puts its goods back on sale. */
export function closeOrder(ctx: MockContext, o: Order, why: 'timeout' | 'cancel'): void {
  const now = ctx.now();
  o.orderStatus = 2;
  // A timed-out order is closed "at" its deadline even when the sweep notices it a little later.
  o.cancelTime = formatTime(why === 'timeout' ? Math.max(now, parseTime(o.closeTime)) : now);
  dropTickets(ctx, o.orderId);
  releaseGoods(ctx, o);
  if (why === 'timeout') tradeMessage(ctx, o.buyerId, o, '订单已超时关闭', `订单 ${o.no} 未在规定时间内支付，已自动关闭。`);
  ctx.store.changed();
}

/** Closes every unpaid order past its deadline: run before any order read, and by the sweep timer. */
export function closeDueOrders(ctx: MockContext): number {
  const now = ctx.now();
  let n = 0;
  for (const o of ctx.store.db.orders) {
    if (o.orderStatus === 3 && parseTime(o.closeTime) <= now) {
      closeOrder(ctx, o, 'timeout');
      n++;
    }
  }
  return n;
}

export function closeIfDue(ctx: MockContext, o: Order): void {
  if (o.orderStatus === 3 && parseTime(o.closeTime) <= ctx.now()) closeOrder(ctx, o, 'timeout');
}

export function failIfClosed(o: Order): void {
  if (o.orderStatus === 2) fail(closedByTimeout(o) ? '订单已超时关闭' : '订单已取消');
}

/** Checks a payment is still allowed for the order as it is now (at pay time and again at confirm time). */
export function checkPayable(ctx: MockContext, o: Order, payType: PaymentTicket['payType']): number {
  closeIfDue(ctx, o);
  failIfClosed(o);
  if (payType === 'balance') {
    if (o.payState !== 1 || o.orderStatus !== 4) fail('当前订单无需支付尾款');
    return toFen(o.salePrice - o.paidAmount);
  }
  if (o.orderStatus !== 3 || o.payState !== 0) fail('订单已支付，请勿重复支付');
  if (payType === 'deposit') {
    if (!canPayDeposit(o.salePrice)) fail('该订单金额不足，不支持支付定金');
    return depositAmount(o.salePrice);
  }
  return o.salePrice;
}


/** Marks a ticket's payment done: amounts, states, goods sold, both sides told. */
export function applyPayment(ctx: MockContext, t: PaymentTicket): Order {
  const o = orderOrFail(ctx, t.orderId);
  const amount = checkPayable(ctx, o, t.payType);
  const now = ctx.now();
  const firstPayment = o.orderStatus === 3;
  o.paidAmount = toFen(o.paidAmount + amount);
  o.payWay = t.payWay;
  o.payEndTime = formatTime(now);
  if (t.payType === 'deposit') {
    o.payState = 1;
    o.depositAmount = amount;
  } else {
    o.payState = 2;
  }
  if (firstPayment) {
    // The goods stays 交易中 (reserved when the order was made) until the trade completes: completeOrder.
    o.orderStatus = 4;
    o.step = 1;
    o.deliverState = 0;
  }
  ctx.stepClock.set(o.orderId, now);
  dropTickets(ctx, o.orderId);
  const what = t.payType === 'deposit' ? '定金' : t.payType === 'balance' ? '尾款' : '全款';
  tradeMessage(ctx, o.buyerId, o, '支付成功', `订单 ${o.no} 已支付${what} ¥${amount.toFixed(2)}，平台客服正在为您验号。`);
  if (firstPayment) {
    tradeMessage(ctx, o.sellerId, o, '您的商品已售出', `商品「${o.title}」已被买家下单付款（订单 ${o.no}），请配合客服完成验号与换绑。`);
  } else {
    tradeMessage(ctx, o.sellerId, o, '买家已付清尾款', `订单 ${o.no} 买家已付清尾款。`);
  }
  ctx.store.changed();
  return o;
}

/** Moves a paid order one step: 验号 → 换绑 → 待确认收货 → (buyer's confirm) 交易成功. */
export function advanceOrder(ctx: MockContext, o: Order): Order {
  if (o.orderStatus !== 4) fail('订单不在交易中');
  if (o.step === 1 && o.payState !== 2) fail('买家仅支付了定金，付清尾款前不能通过验号');
  if (o.step >= 3) return completeOrder(ctx, o);
  o.step = (o.step + 1) as OrderStep;
  o.deliverState = deliverStateOf(o.step);
  const now = ctx.now();
  ctx.stepClock.set(o.orderId, now);
  if (o.step === 3) {
    // 换绑 sets a new password: made here, handed only to the buyer (orderView).
    const buyer = ctx.store.usersById.get(o.buyerId);
    // A goods published without its login: the staff noted it from the seller at 验号.
    o.account ??= loginFromBytes(randomBytes(10));
    deliverOrder(o, ctx.store.goodsById.get(o.goodsId), buyer?.phonenumber ?? '', now, passwordFromBytes(randomBytes(16)));
  }
  const buyerText = o.step === 2 ? '验号完成，正在换绑账号信息（手机、邮箱、实名）。'
    : `换绑完成，账号与新密码已交付（见订单详情），请在 ${(o.checkEndTime ?? '').slice(11, 16)} 前登录核对，无误后确认收货。`;
  const sellerText = o.step === 2 ? '验号完成，正在换绑账号信息（手机、邮箱、实名）。' : '换绑完成，账号已交付买家，等待买家确认收货。';
  tradeMessage(ctx, o.buyerId, o, `订单进入「${STEP_NAMES[o.step]}」`, `订单 ${o.no}：${buyerText}`);
  tradeMessage(ctx, o.sellerId, o, `订单进入「${STEP_NAMES[o.step]}」`, `订单 ${o.no}：${sellerText}`);
  ctx.store.changed();
  return o;
}

export function completeOrder(ctx: MockContext, o: Order): Order {
  o.step = 4;
  o.orderStatus = 1;
  o.finishTime = formatTime(ctx.now());
  ctx.stepClock.delete(o.orderId);
  const g = ctx.store.goodsById.get(o.goodsId);
  if (g) ctx.store.updateGoods(g, (x) => { x.saleState = 3; });
  tradeMessage(ctx, o.buyerId, o, '交易成功', `订单 ${o.no} 已确认收货，交易完成。感谢您的信任！`);
  o.supllypay = '2';
  const net = o.supplyDiscountPrice ?? 0;
  tradeMessage(ctx, o.sellerId, o, '交易成功，待打款',
    `订单 ${o.no} 买家已确认收货。到手 ¥${net.toFixed(2)}，平台核对后线下打款到您实名的收款账户，打款后会通知您。`);
  if (ctx.opts.auditMs > 0) {
    const id = o.orderId;
    ctx.scheduler.after(ctx.opts.auditMs, () => {
      const row = ctx.store.ordersById.get(id);
      if (row && row.orderStatus === 1 && row.supllypay === '2') payoutOrder(ctx, row);
    });
  }
  ctx.store.changed();
  return o;
}

/** Staff paid the seller offline: 已打款 with its time, and the seller is told the amount. */
export function payoutOrder(ctx: MockContext, o: Order): Order {
  if (o.orderStatus !== 1) fail('订单未完成，不能打款');
  if (o.supllypay === '1') fail('该订单已打款');
  o.supllypay = '1';
  o.payoutTime = formatTime(ctx.now());
  const net = o.supplyDiscountPrice ?? 0;
  tradeMessage(ctx, o.sellerId, o, '货款已打款', `订单 ${o.no} 的货款 ¥${net.toFixed(2)} 已打款到您实名的收款账户，请注意查收。`);
  ctx.store.changed();
  return o;
}

/** The step timer: orders paid in this run move one step every MOCK_ORDER_STEP_MS. */
export function advanceDueOrders(ctx: MockContext): void {
  const stepMs = ctx.opts.orderStepMs;
  if (stepMs <= 0) return;
  const now = ctx.now();
  for (const [id, last] of ctx.stepClock) {
    const o = ctx.store.ordersById.get(id);
    if (!o || o.orderStatus !== 4 || o.step >= 3) {
      ctx.stepClock.delete(id);
      continue;
    }
    if (o.step === 1 && o.payState !== 2) continue;
    if (now - last >= stepMs) advanceOrder(ctx, o);
  }
}
