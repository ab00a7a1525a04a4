// An order as the platform runs it until it is paid: what each reader may see, the order made (the goods
// reserved, its deadline a job), closed when due or cancelled, paid (a pay request's ticket, then the payment,
// which starts the step timer's job). After payment: order.delivery.ts (steps, delivery, 确认收货, payout); claims:
// order.afterSale.ts. Routes (routes/order.ts, routes/order.pay.ts), the control API and the jobs (domain/jobs.ts) call
// these; they change state and nothing else.
import crypto from 'node:crypto';
import type { GuaranteeType, Order, OrderAnswer, PayWay } from '../../src/contract/types.ts';
import { BUYER_ORDER_FIELDS } from '../../src/contract/common/answers.ts';
import {
  buyerServiceFee, canPayDeposit, depositAmount, guaranteeChoices, guaranteePrice, orderTotal, PAYMENT_WINDOW_MS, sellerReceives, toFen,
} from '../../src/contract/pricing.ts';
import { DeliverState, OrderStatus, OrderStep, PayState, RebindCode, SaleState } from '../../src/contract/statuses.ts';
import { formatYuan } from '../../src/contract/money.ts';
import { tradeNo } from '../../src/contract/tradeNo.ts';
import type { MockContext, PaymentTicket } from '../context.ts';
import { formatTime, parseTime } from '../lib/fixtures.ts';
import type { GoodsRow, UserRow } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';

/** The seller's side: money (成交价, 到手, payout) and the seller's part in 换绑. */
const SELLER_SIDE = ['suplyprice', 'supplyDiscountPrice', 'supllypay', 'payoutTime', 'payoutTo', 'rebindCodeState'] as const;
/** The buyer's side besides the amounts (BUYER_ORDER_FIELDS): how they paid, the check window, the 包赔 term. */
const BUYER_SIDE = [...BUYER_ORDER_FIELDS, 'payWay', 'checkEndTime', 'protectEndTime'] as const;

/**
 * What one reader may see of an order: each side its own. The new password (deliverInfo) is only in the buyer's
 * own detail; the 验号 report too (the buyer's assurance, and lists stay light), and in control answers; the
 * seller's money and 换绑 code state only in the seller's answers; the buyer's 包赔 choice, total, payment and
 * refund only in the buyer's; control answers carry everything but deliverInfo.
 */
export function orderView(o: Order, reader: 'buyerDetail' | 'buyer' | 'seller' | 'control'): OrderAnswer {
  const out: OrderAnswer = { ...o };
  if (reader !== 'buyerDetail') delete out.deliverInfo;
  if (reader === 'buyer' || reader === 'seller') delete out.verifyReport;
  if (reader === 'buyerDetail' || reader === 'buyer') for (const k of SELLER_SIDE) delete out[k];
  if (reader === 'seller') for (const k of BUYER_SIDE) delete out[k];
  return out;
}

export function orderOrFail(ctx: MockContext, id: number): Order {
  const o = ctx.store.orders.get(id);
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

export function tradeMessage(ctx: MockContext, userId: number, o: Order, title: string, content: string): void {
  ctx.store.addMessage(userId, { sendTitle: title, sendContent: content, sendTypeName: '交易消息', relatedDataId: o.orderId, relatedType: 'order' });
}

// ---------- the order made ----------

/** The seller's money, set when the order is made: 成交价 = the goods' seller price, 到手 = less the fee. */
export function setSellerMoney(order: Order, goods: Pick<GoodsRow, 'price'>): void {
  order.suplyprice = toFen(goods.price);
  order.supplyDiscountPrice = sellerReceives(goods.price);
}

/**
 * 立即购买: the order (待支付, closing after PAYMENT_WINDOW_MS) and the goods reserved (交易中). Synchronous from
 * the check to the reservation: of two racing buyers the second sees the goods 交易中.
 */
export function createOrder(ctx: MockContext, buyer: UserRow, g: GoodsRow, type: GuaranteeType): Order {
  const store = ctx.store;
  if (g.createId === buyer.userId) fail('不能购买自己的商品');
  if (g.saleState === SaleState.trading) fail('手慢了，该商品已被其他买家下单');
  if (g.saleState === SaleState.sold) fail('该商品已出售');
  if (g.saleState !== SaleState.listed) fail('该商品当前不可购买');
  if (!guaranteeChoices(g.isGuarantee).includes(type)) fail('该商品不支持所选包赔类型');
  const now = ctx.now();
  const orderId = store.nextId('orders', () => store.orders.maxId());
  const order: Order = {
    orderId,
    no: tradeNo('DD', formatTime(now), orderId),
    buyerId: buyer.userId,
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
    payState: PayState.unpaid,
    orderStatus: OrderStatus.unpaid,
    step: OrderStep.none,
    createTime: formatTime(now),
    closeTime: formatTime(now + PAYMENT_WINDOW_MS),
  };
  if (g.accountNumber !== undefined) order.account = g.accountNumber;
  setSellerMoney(order, g);
  store.updateGoods(g, (x) => { x.saleState = SaleState.trading; });
  const row = store.addOrder(order);
  ctx.scheduler.at('order.payDeadline', parseTime(order.closeTime), { orderId });
  return row;
}

// ---------- closed unpaid ----------

/** Closed by its deadline (as opposed to cancelled by the buyer). */
function closedByTimeout(o: Order): boolean {
  return o.orderStatus === OrderStatus.cancelled && o.cancelTime !== undefined && parseTime(o.cancelTime) >= parseTime(o.closeTime);
}

function releaseGoods(ctx: MockContext, o: Order): void {
  const g = ctx.store.goods.get(o.goodsId);
  if (g && g.saleState === SaleState.trading) ctx.store.updateGoods(g, (x) => { x.saleState = SaleState.listed; });
}

function dropTickets(ctx: MockContext, orderId: number): void {
  for (const [k, t] of ctx.tickets) if (t.orderId === orderId) ctx.tickets.delete(k);
}

/** Closes an unpaid order and puts its goods back on sale. */
export function closeOrder(ctx: MockContext, o: Order, why: 'timeout' | 'cancel'): void {
  const now = ctx.now();
  ctx.scheduler.cancel('order.payDeadline', { orderId: o.orderId });
  o.orderStatus = OrderStatus.cancelled;
  // A timed-out order is closed "at" its deadline even when the sweep notices it a little later.
  o.cancelTime = formatTime(why === 'timeout' ? Math.max(now, parseTime(o.closeTime)) : now);
  dropTickets(ctx, o.orderId);
  releaseGoods(ctx, o);
  if (why === 'timeout') tradeMessage(ctx, o.buyerId, o, '订单已超时关闭', `订单 ${o.no} 未在规定时间内支付，已自动关闭。`);
  ctx.store.changed();
}

/** The control API's 超时 (POST /__mock/orders/:id/expire): an unpaid order reaches its deadline now. */
export function expireNow(ctx: MockContext, o: Order): void {
  if (o.orderStatus !== OrderStatus.unpaid) fail('只有待支付的订单可以超时');
  o.closeTime = formatTime(ctx.now());
  closeOrder(ctx, o, 'timeout');
}

/** The deadline's job (order.payDeadline): an order still unpaid closes; one whose deadline is not reached yet (the
 *  host's clock set back) waits for it again. */
export function payDeadlineDue(ctx: MockContext, { orderId }: { orderId: number }): void {
  const o = ctx.store.orders.get(orderId);
  if (!o || o.orderStatus !== OrderStatus.unpaid) return;
  closeIfDue(ctx, o);
  if (o.orderStatus === OrderStatus.unpaid) ctx.scheduler.at('order.payDeadline', parseTime(o.closeTime), { orderId });
}

/**
 * The deadline jobs of unpaid orders that came without one — the seed's, or a file's from before jobs were data —
 * added when a db is installed (start, reset, restore): one job per deadline instead of a scan of every order on
 * every sweep. Seeded orders past their deadline close at the sweep that follows, as they always did.
 */
export function scheduleOrderDeadlines(ctx: MockContext): void {
  const held = new Set(ctx.scheduler.find('order.payDeadline').map((j) => j.payload.orderId));
  ctx.scheduler.derive(ctx.store.orders.inState(OrderStatus.unpaid).filter((o) => !held.has(o.orderId))
    .map((o) => ({ kind: 'order.payDeadline' as const, dueAt: parseTime(o.closeTime), payload: { orderId: o.orderId } })));
}

export function closeIfDue(ctx: MockContext, o: Order): void {
  if (o.orderStatus === OrderStatus.unpaid && parseTime(o.closeTime) <= ctx.now()) closeOrder(ctx, o, 'timeout');
}

export function failIfClosed(o: Order): void {
  if (o.orderStatus === OrderStatus.cancelled) fail(closedByTimeout(o) ? '订单已超时关闭' : '订单已取消');
}

/** The buyer cancels an unpaid order (the caller has checked it is the buyer's). */
export function cancelOrder(ctx: MockContext, o: Order): void {
  failIfClosed(o);
  if (o.orderStatus !== OrderStatus.unpaid) fail('只能取消待支付的订单');
  closeOrder(ctx, o, 'cancel');
}

// ---------- paid ----------

/** Checks a payment is still allowed for the order as it is now (at pay time and again at confirm time). */
export function checkPayable(ctx: MockContext, o: Order, payType: PaymentTicket['payType']): number {
  closeIfDue(ctx, o);
  failIfClosed(o);
  if (payType === 'balance') {
    if (o.payState !== PayState.deposit || o.orderStatus !== OrderStatus.trading) fail('当前订单无需支付尾款');
    return toFen(o.salePrice - o.paidAmount);
  }
  if (o.orderStatus !== OrderStatus.unpaid || o.payState !== PayState.unpaid) fail('订单已支付，请勿重复支付');
  if (payType === 'deposit') {
    if (!canPayDeposit(o.salePrice)) fail('该订单金额不足，不支持支付定金');
    return depositAmount(o.salePrice);
  }
  return o.salePrice;
}

/**
 * A pay request: a one-off ticket for the cashier (or 微信's code_url) carrying what is to be paid; it replaces
 * the order's earlier unfinished one. The caller has checked the order is the payer's.
 */
export function startPayment(
  ctx: MockContext, o: Order, pay: { payWay: PayWay; payType: PaymentTicket['payType']; returnUrl: string },
): PaymentTicket {
  const amount = checkPayable(ctx, o, pay.payType);
  dropTickets(ctx, o.orderId);
  const ticket: PaymentTicket = {
    ticket: crypto.randomBytes(16).toString('hex'), orderId: o.orderId, ...pay, amount, createdAt: ctx.now(),
  };
  ctx.tickets.set(ticket.ticket, ticket);
  return ticket;
}

/** The cashier's ticket, used once: gone whether the payment then succeeds or not. */
export function takeTicket(ctx: MockContext, ticket: string): PaymentTicket | undefined {
  const t = ctx.tickets.get(ticket);
  if (t) ctx.tickets.delete(ticket);
  return t;
}

/** Marks a ticket's payment done: amounts, states, goods sold, both sides told. */
export function applyPayment(ctx: MockContext, t: PaymentTicket): Order {
  const o = orderOrFail(ctx, t.orderId);
  const amount = checkPayable(ctx, o, t.payType);
  const now = ctx.now();
  const firstPayment = o.orderStatus === OrderStatus.unpaid;
  o.paidAmount = toFen(o.paidAmount + amount);
  o.payWay = t.payWay;
  o.payEndTime = formatTime(now);
  if (t.payType === 'deposit') {
    o.payState = PayState.deposit;
    o.depositAmount = amount;
  } else {
    o.payState = PayState.full;
  }
  if (firstPayment) {
    // The goods stays 交易中 (reserved when the order was made) until the trade completes: completeOrder.
    o.orderStatus = OrderStatus.trading;
    o.step = OrderStep.verify;
    o.deliverState = DeliverState.verifying;
    ctx.scheduler.cancel('order.payDeadline', { orderId: o.orderId });
  }
  // Paid in full (at once, or the balance after a deposit): 验号 is done MOCK_ORDER_STEP_MS from now.
  scheduleStep(ctx, o);
  dropTickets(ctx, o.orderId);
  const what = t.payType === 'deposit' ? '定金' : t.payType === 'balance' ? '尾款' : '全款';
  tradeMessage(ctx, o.buyerId, o, '支付成功', `订单 ${o.no} 已支付${what} ${formatYuan(amount)}，平台客服正在为您验号。`);
  if (firstPayment) {
    tradeMessage(ctx, o.sellerId, o, '您的商品已售出', `商品「${o.title}」已被买家下单付款（订单 ${o.no}），请配合客服完成验号与换绑。`);
  } else {
    tradeMessage(ctx, o.sellerId, o, '买家已付清尾款', `订单 ${o.no} 买家已付清尾款。`);
  }
  ctx.store.changed();
  return o;
}

// ---------- the step timer ----------

/** Where the step timer waits: not in 交易中 or past 换绑, at 验号 until paid in full, at 换绑 for the seller's code. */
export function stepWaits(o: Order): boolean {
  if (o.orderStatus !== OrderStatus.trading || o.step >= OrderStep.receive) return true;
  if (o.step === OrderStep.verify && o.payState !== PayState.full) return true;
  return o.step === OrderStep.rebind && o.rebindCodeState === RebindCode.needed;
}

/**
 * The step timer (MOCK_ORDER_STEP_MS): an order paid in the mock moves one step that long after its payment or its
 * latest step, unless it waits (stepWaits) — then the step is scheduled again once the wait ends: the balance paid
 * (applyPayment), the seller's code (which moves the order itself: submitRebindCode). Seeded orders get no job
 * and stay where they are (demos and the e2e journeys rely on it); a staff push (advanceOrder) starts one.
 */
export function scheduleStep(ctx: MockContext, o: Order): void {
  ctx.scheduler.cancel('order.step', { orderId: o.orderId });
  if (ctx.opts.orderStepMs > 0 && !stepWaits(o)) ctx.scheduler.after('order.step', ctx.opts.orderStepMs, { orderId: o.orderId });
}
