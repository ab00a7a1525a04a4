// A paid order's handover and the seller's money, as the platform runs them: the steps 验号 → 换绑 → 待确认收货
// (验号 leaves its report; 换绑 hands the buyer the account, a new password, the check window and the 保护期),
// 确认收货 (交易成功) and the payout to the seller. Routes, the control API and the jobs (domain/jobs.ts) call these;
// they change state and nothing else.
// The seed gives its delivered orders the same shape (fixtures/factories/delivery.ts, a seed-only copy: fixtures
// never import the mock; test/delivery.test.ts checks a seeded delivery looks like one made here).
import { randomBytes } from 'node:crypto';
import type { Order, OrderStep as Step } from '../../src/contract/types.ts';
import { CHECK_WINDOW_MS, GUARANTEE_DAYS } from '../../src/contract/pricing.ts';
import { formatYuan } from '../../src/contract/money.ts';
import {
  AfterSaleStatus, DeliverState, GuaranteeType, OrderStatus, OrderStep, orderStepLabel, PayState, RebindCode, SaleState, SupplyPay,
} from '../../src/contract/statuses.ts';
import type { MockContext } from '../context.ts';
import { DAY_MS, formatTime, makeVerifyReport } from '../lib/fixtures.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';
import { scheduleStep, stepWaits, tradeMessage } from './order.ts';
import { payoutTo } from './account.payout.ts';

const PASSWORD_LOWER = 'abcdefghjkmnpqrstuvwxyz';
const PASSWORD_UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const PASSWORD_DIGITS = '23456789';

/** A 10-character password (letters of both cases and digits, no look-alikes) from ≥ 10 random bytes. */
export function passwordFromBytes(bytes: Uint8Array): string {
  const sets = [PASSWORD_UPPER, PASSWORD_LOWER, PASSWORD_DIGITS];
  let out = '';
  for (let i = 0; i < 10; i++) {
    // The first three characters take one of each set, so the password always mixes them.
    const set = i < 3 ? sets[i] as string : PASSWORD_UPPER + PASSWORD_LOWER + PASSWORD_DIGITS;
    out += set[(bytes[i] ?? i) % set.length];
  }
  return out;
}

/** 138****8000. */
export function maskedPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** A login the staff noted at 验号, for a goods listed without one (the publish form does not ask for it). */
export function loginFromBytes(bytes: Uint8Array): string {
  let out = String(1 + ((bytes[0] ?? 0) % 9));
  for (let i = 1; i < 10; i++) out += String((bytes[i] ?? i) % 10);
  return out;
}

/** 换绑 done: the account, its new password and the phone it is now bound to go to the buyer. */
export function deliverOrder(order: Order, goods: Pick<GoodsRow, 'accountNumber'> | undefined, buyerPhone: string, at: number, password: string): void {
  order.deliverState = DeliverState.delivered;
  order.deliverInfo = {
    account: goods?.accountNumber ?? order.account ?? '',
    password,
    bindPhone: maskedPhone(buyerPhone),
    remark: '已换绑手机、邮箱与实名信息，请尽快登录修改二级密码并开启设备锁。',
    deliverTime: formatTime(at),
  };
  order.checkEndTime = formatTime(at + CHECK_WINDOW_MS);
  // 找回包赔 (1) and 人脸包赔 (2) cover the buyer for GUARANTEE_DAYS; 不买包赔 (3) does not.
  if (order.guaranteeType === GuaranteeType.reclaim || order.guaranteeType === GuaranteeType.face) order.protectEndTime = formatTime(at + GUARANTEE_DAYS * DAY_MS);
}

/** Inside 交易中, deliverState follows step: 验号 → 待验号, 换绑 → 换绑中, 待确认收货 → 已交付. */
export function deliverStateOf(step: Step): DeliverState {
  return step >= OrderStep.receive ? DeliverState.delivered : step === OrderStep.rebind ? DeliverState.rebinding : DeliverState.verifying;
}

/** Moves a paid order one step: 验号 → 换绑 → 待确认收货 → (buyer's confirm) 交易成功. */
export function advanceOrder(ctx: MockContext, o: Order): Order {
  if (o.orderStatus !== OrderStatus.trading) fail('订单不在交易中');
  if (o.step === OrderStep.verify && o.payState !== PayState.full) fail('买家仅支付了定金，付清尾款前不能通过验号');
  if (o.step >= OrderStep.receive) return completeOrder(ctx, o);
  // A staff push past 换绑 (/__mock/orders/:id/advance) goes on without the seller's code: it is no longer wanted.
  if (o.step === OrderStep.rebind) settleRebindCode(o);
  o.step = (o.step + 1) as Step;
  o.deliverState = deliverStateOf(o.step);
  const now = ctx.now();
  // 验号 passed: what staff checked goes to the buyer as the 验号 report (orderView: their own detail only).
  if (o.step === OrderStep.rebind) {
    const goods = ctx.store.goods.get(o.goodsId);
    o.verifyReport = makeVerifyReport({ order: o, goods, template: (goods && ctx.store.templatesByGame.get(goods.gameId)) ?? [], at: now });
  }
  if (o.step === OrderStep.receive) {
    // 换绑 sets a new password: made here, handed only to the buyer (orderView).
    const buyer = ctx.store.usersById.get(o.buyerId);
    // A goods published without its login: the staff noted it from the seller at 验号.
    o.account ??= loginFromBytes(randomBytes(10));
    deliverOrder(o, ctx.store.goods.get(o.goodsId), buyer?.phonenumber ?? '', now, passwordFromBytes(randomBytes(16)));
  }
  // 换绑 needs the code the seller receives: the step waits for it (submitRebindCode); a staff push
  // (/__mock/orders/:id/advance) goes on without it.
  if (o.step === OrderStep.rebind) o.rebindCodeState = RebindCode.needed;
  // The next step MOCK_ORDER_STEP_MS from this one, unless it waits (for the code, or past 换绑 for the buyer).
  scheduleStep(ctx, o);
  const buyerText = o.step === OrderStep.rebind ? '验号通过（验号报告见订单详情），正在换绑账号信息（手机、邮箱、实名）。'
    : `换绑完成，账号与新密码已交付（见订单详情），请在 ${(o.checkEndTime ?? '').slice(11, 16)} 前登录核对，逾期未反馈视为核对无误；核对无误后请确认收货。`;
  tradeMessage(ctx, o.buyerId, o, `订单进入「${orderStepLabel[o.step]}」`, `订单 ${o.no}：${buyerText}`);
  if (o.step === OrderStep.rebind) {
    tradeMessage(ctx, o.sellerId, o, '请提交换绑验证码',
      `订单 ${o.no} 验号通过，客服正在把账号换绑到买家名下。请登录账号接收验证码，并在订单页「提交验证码」；验证码只在订单页填写，不要发给任何私聊您的人。`);
  } else {
    tradeMessage(ctx, o.sellerId, o, `订单进入「${orderStepLabel[o.step]}」`, `订单 ${o.no}：换绑完成，账号已交付买家，等待买家确认收货。`);
  }
  ctx.store.changed();
  return o;
}

/**
 * The order leaves 换绑 (pushed on by staff, or refunded): a code still 待提交 is wanted no more, so the flag goes
 * (one 已提交 stays: the seller did send it). `rebindCodeState` 1 only ever stands on an order at 换绑中, which the
 * seller's list and order page take as "your turn".
 */
export function settleRebindCode(o: Order): void {
  if (o.rebindCodeState === RebindCode.needed) delete o.rebindCodeState;
}

/**
 * The seller's code at 换绑中 (the caller has checked it is the seller, or it is the control API): staff finish
 * 换绑 with it at once, so the order moves on to 已交付. The code itself is used, never kept.
 */
export function submitRebindCode(ctx: MockContext, o: Order): Order {
  if (o.orderStatus !== OrderStatus.trading || o.step !== OrderStep.rebind) fail('订单当前不在换绑中，无需提交验证码');
  o.rebindCodeState = RebindCode.submitted;
  return advanceOrder(ctx, o);
}

/** 确认收货 by the buyer (the caller has checked it is the buyer): only once the account is delivered. */
export function confirmReceipt(ctx: MockContext, o: Order): Order {
  if (o.orderStatus !== OrderStatus.trading || o.step !== OrderStep.receive) fail('卖家完成换绑后才能确认收货');
  return completeOrder(ctx, o);
}

/** 交易成功: the goods 已出售, the buyer thanked, the seller told the payout is pending (paid MOCK_AUDIT_MS later). */
export function completeOrder(ctx: MockContext, o: Order): Order {
  o.step = OrderStep.done;
  o.orderStatus = OrderStatus.success;
  o.finishTime = formatTime(ctx.now());
  ctx.scheduler.cancel('order.step', { orderId: o.orderId });
  const g = ctx.store.goods.get(o.goodsId);
  if (g) ctx.store.updateGoods(g, (x) => { x.saleState = SaleState.sold; });
  tradeMessage(ctx, o.buyerId, o, '交易成功', `订单 ${o.no} 已确认收货，交易完成。感谢您的信任！`);
  o.supllypay = SupplyPay.pending;
  const net = o.supplyDiscountPrice ?? 0;
  tradeMessage(ctx, o.sellerId, o, '交易成功，待打款',
    `订单 ${o.no} 买家已确认收货。到手 ${formatYuan(net)}，平台核对后线下打款到您实名的收款账户，打款后会通知您。`);
  schedulePayout(ctx, o.orderId);
  ctx.store.changed();
  return o;
}

/** A buyer's claim on the order is 处理中: the payout waits for the answer (暂缓打款). */
function claimOpen(ctx: MockContext, orderId: number): boolean {
  return ctx.store.db.afterSales.some((a) => a.orderId === orderId && a.status === AfterSaleStatus.open);
}

/** The payout MOCK_AUDIT_MS after 交易成功; while a claim is open it tries again as long later (payoutDue). */
function schedulePayout(ctx: MockContext, orderId: number): void {
  if (ctx.opts.auditMs <= 0) return;
  ctx.scheduler.after('order.payout', ctx.opts.auditMs, { orderId });
}

/** The payout's job (order.payout): a completed order still 待打款 is paid, or waits another round for a claim. */
export function payoutDue(ctx: MockContext, { orderId }: { orderId: number }): void {
  const row = ctx.store.orders.get(orderId);
  if (!row || row.orderStatus !== OrderStatus.success || row.supllypay !== SupplyPay.pending) return;
  if (claimOpen(ctx, orderId)) schedulePayout(ctx, orderId);
  else payoutOrder(ctx, row);
}

/** Staff paid the seller offline: 已打款 with its time, and the seller is told the amount. */
export function payoutOrder(ctx: MockContext, o: Order): Order {
  if (o.orderStatus !== OrderStatus.success) fail('订单未完成，不能打款');
  if (o.supllypay === SupplyPay.paid) fail('该订单已打款');
  if (claimOpen(ctx, o.orderId)) fail('买家售后处理中，暂缓打款');
  ctx.scheduler.cancel('order.payout', { orderId: o.orderId });
  o.supllypay = SupplyPay.paid;
  o.payoutTime = formatTime(ctx.now());
  const to = payoutTo(ctx.store.usersById.get(o.sellerId));
  if (to) o.payoutTo = to;
  const net = o.supplyDiscountPrice ?? 0;
  tradeMessage(ctx, o.sellerId, o, '货款已打款', `订单 ${o.no} 的货款 ${formatYuan(net)} 已打款到${to ? `您的收款账户（${to}）` : '您实名的收款账户'}，请注意查收。`);
  ctx.store.changed();
  return o;
}

/** The step timer's job (order.step, scheduled by scheduleStep): the order moves one step unless it now waits. */
export function stepDue(ctx: MockContext, { orderId }: { orderId: number }): void {
  const o = ctx.store.orders.get(orderId);
  if (o && !stepWaits(o)) advanceOrder(ctx, o);
}
