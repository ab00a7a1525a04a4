// The back order (回收订单): the deal with a merchant that follows an accepted bid, as the platform runs it —
// 交易中 / 等待回收商付款 → 回收商已付款 → 待审核 → 已审核 → 交易成功 (the request and the bid 已完成), or 交易失败 from
// any open step (the request 已取消) — or, when the merchant has not paid by payDeadline (RECYCLE_PAY_WINDOW_MS after
// 接受报价), 交易失败 with the request 报价中 again (the job backOrder.payDeadline); a message to the seller at each
// step; one step every MOCK_AUDIT_MS for a deal accepted in the mock (the job backOrder.tick). Also the merchants'
// figures the bids and back orders answer. domain/recycle.ts (accepting a bid), the control API and the jobs call
// these; they change state and nothing else.
import type { BackOrder, Backlist, Bid } from '../../src/contract/types.ts';
import { BacklistStatus, BackOrderStatus, backOrderStatusLabel, BidStatus, BuyerPayStatus } from '../../src/contract/statuses.ts';
import type { MockContext } from '../context.ts';
import { backOrderNo, clipTitle, DEAL_TITLE_MAX, RECYCLE_PAY_WINDOW_MS, RECYCLE_PAY_WINDOW_TEXT } from '../../src/contract/recycleDeal.ts';
import { formatYuan } from '../../src/contract/money.ts';
import { formatTime, parseTime, RECYCLE_MERCHANTS } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';
import { backlistImgJson } from './recycle.fields.ts';
import { settleBackOrder } from './recycle.payout.ts';

/** A merchant's 成交量 (the fixtures' figure plus its back orders that succeeded here) and 好评率; none for an unknown one. */
export function merchantStats(ctx: MockContext, merchantId: number): { dealCount: number; goodRate: number } | undefined {
  const m = RECYCLE_MERCHANTS.find((x) => x.id === merchantId);
  if (!m) return undefined;
  const done = ctx.store.db.backOrders.filter((o) => o.buyerId === merchantId && o.orderStatus === BackOrderStatus.success).length;
  return { dealCount: m.dealCount + done, goodRate: m.goodRate };
}

/** A back order as the list and the detail answer it: the merchant's figures beside the stored row. */
export function backOrderView(ctx: MockContext, o: BackOrder): BackOrder {
  const stats = merchantStats(ctx, o.buyerId);
  return stats ? { ...o, buyerDealCount: stats.dealCount, buyerGoodRate: stats.goodRate } : { ...o };
}

export function backOrderOrFail(ctx: MockContext, id: number): BackOrder {
  return ctx.store.db.backOrders.find((x) => x.id === id) ?? fail('回收订单不存在');
}

/** 交易成功 or 交易失败: nothing moves it any more. */
function ended(o: BackOrder): boolean {
  return o.orderStatus === BackOrderStatus.success || o.orderStatus === BackOrderStatus.failed;
}

/** A back order's title: the goods DTO's title of a 竞价回收 request, else its description. */
export function requestTitle(b: Backlist): string {
  if (b.content) {
    try {
      const title = (JSON.parse(b.content) as { title?: unknown }).title;
      if (typeof title === 'string' && title.trim()) return clipTitle(title, DEAL_TITLE_MAX);
    } catch {
      // not JSON: fall back to the description
    }
  }
  return clipTitle(b.des || `${b.gameName}账号`, DEAL_TITLE_MAX);
}

export function backOrderMessage(ctx: MockContext, o: BackOrder, title: string, content: string): void {
  // relatedType backlist: the message opens 报价列表 of the request, which shows the back order on top.
  ctx.store.addMessage(o.sellerId, { sendTitle: title, sendContent: content, sendTypeName: '交易消息', relatedDataId: o.backId, relatedType: 'backlist' });
}

/** The back order of a bid just accepted: 交易中, waiting for the merchant's payment; its timer starts. */
export function openBackOrder(ctx: MockContext, b: Backlist, bid: Bid): BackOrder {
  const store = ctx.store;
  const id = store.nextId('backOrders', () => Math.max(0, ...store.db.backOrders.map((x) => x.id)));
  const now = ctx.now();
  const payDeadline = formatTime(now + RECYCLE_PAY_WINDOW_MS);
  const order: BackOrder = {
    id, no: backOrderNo(formatTime(now), id),
    backId: b.id, sellerId: b.userId, buyerId: bid.bidderId, buyerName: bid.bidderName,
    gameId: b.gameId, gameName: b.gameName, title: requestTitle(b),
    img: backlistImgJson(b.img), qufu: b.region, changeAmount: bid.price, buyerPayStatus: BuyerPayStatus.unpaid,
    orderStatus: BackOrderStatus.trading, createTime: formatTime(now), payDeadline,
  };
  store.db.backOrders.push(order);
  store.changed();
  ctx.scheduler.at('backOrder.payDeadline', parseTime(payDeadline), { backOrderId: id });
  scheduleBackOrder(ctx, order.id);
  return order;
}

/** A deal ended (交易成功 / 交易失败): its step and its deadline have nothing left to do. */
function dropJobs(ctx: MockContext, o: BackOrder): void {
  ctx.scheduler.cancel('backOrder.tick', { backOrderId: o.id });
  ctx.scheduler.cancel('backOrder.payDeadline', { backOrderId: o.id });
}

/** 交易中 / 等待回收商付款 → 交易中 / 回收商已付款 → 待审核 → 已审核 → 交易成功 (the request and the bid are 已完成). */
export function advanceBackOrder(ctx: MockContext, o: BackOrder): void {
  closeBackOrderIfDue(ctx, o);
  if (ended(o)) fail(`该回收订单已${backOrderStatusLabel[o.orderStatus]}，不能再推进`);
  const now = formatTime(ctx.now());
  const price = formatYuan(o.changeAmount);
  if (o.orderStatus === BackOrderStatus.trading && o.buyerPayStatus === BuyerPayStatus.unpaid) {
    o.buyerPayStatus = BuyerPayStatus.paid;
    o.payTime = now;
    ctx.scheduler.cancel('backOrder.payDeadline', { backOrderId: o.id });
    backOrderMessage(ctx, o, '回收商已付款', `「${o.buyerName}」已向平台支付 ${price}，平台客服会联系您核对账号，请保持账号原状、勿修改密码。`);
  } else if (o.orderStatus === BackOrderStatus.trading) {
    o.orderStatus = BackOrderStatus.checking;
    backOrderMessage(ctx, o, '平台验号中', `您的${o.gameName}账号正在由平台核验，请保持账号原状、勿修改密码。`);
  } else if (o.orderStatus === BackOrderStatus.checking) {
    o.orderStatus = BackOrderStatus.checked;
    backOrderMessage(ctx, o, '验号通过，请配合换绑', `您的${o.gameName}账号已通过验号，请配合客服完成换绑，换绑完成前勿修改密码。`);
  } else {
    o.orderStatus = BackOrderStatus.success;
    o.finishTime = now;
    settleRequest(ctx, o, BacklistStatus.done, BidStatus.done);
    const money = settleBackOrder(ctx, o);
    backOrderMessage(ctx, o, '回收交易成功', `您的${o.gameName}账号已由「${o.buyerName}」回收，${money}，由平台核对后线下打款给您。`);
    dropJobs(ctx, o);
  }
  ctx.store.changed();
}

/** 交易失败 from any open step, with its reason (a default one per step without); the request is 已取消. */
export function failBackOrder(ctx: MockContext, o: BackOrder, reason?: string): void {
  closeBackOrderIfDue(ctx, o);
  if (ended(o)) fail(`该回收订单已${backOrderStatusLabel[o.orderStatus]}，不能再改为交易失败`);
  o.failReason = reason || (o.buyerPayStatus === BuyerPayStatus.unpaid ? '回收商未在规定时间内付款，交易已关闭' : '验号未通过，回收商的付款已由平台退回');
  o.orderStatus = BackOrderStatus.failed;
  o.finishTime = formatTime(ctx.now());
  dropJobs(ctx, o);
  settleRequest(ctx, o, BacklistStatus.cancelled);
  backOrderMessage(ctx, o, '回收交易失败', `您与「${o.buyerName}」的回收交易未完成：${o.failReason}。账号仍归您所有，可重新发起竞价回收。`);
  ctx.store.changed();
}

/** Still waiting for the merchant's payment with its deadline passed. */
function due(o: BackOrder, now: number): boolean {
  return o.orderStatus === BackOrderStatus.trading && o.buyerPayStatus === BuyerPayStatus.unpaid
    && o.payDeadline !== undefined && parseTime(o.payDeadline) <= now;
}

/**
 * The merchant did not pay by payDeadline: 交易失败 (closed "at" the deadline), the merchant's bid 已失效, and the
 * request 报价中 again with the bids refused by the acceptance back to 待处理 — the seller accepts another one or
 * waits for new bids (docs/product.md). The seller gets a 交易消息 saying so.
 */
export function expireBackOrder(ctx: MockContext, o: BackOrder): void {
  if (o.orderStatus !== BackOrderStatus.trading || o.buyerPayStatus !== BuyerPayStatus.unpaid) fail('只有等待回收商付款的回收订单可以超时关闭');
  const now = ctx.now();
  o.orderStatus = BackOrderStatus.failed;
  dropJobs(ctx, o);
  o.failReason = `回收商未在 ${RECYCLE_PAY_WINDOW_TEXT}内付款，交易已自动关闭`;
  o.finishTime = formatTime(o.payDeadline ? Math.min(now, Math.max(parseTime(o.payDeadline), parseTime(o.createTime))) : now);
  const b = ctx.store.db.backlists.find((x) => x.id === o.backId);
  if (b) b.status = BacklistStatus.open;
  for (const bid of ctx.store.db.bids) {
    if (bid.backId !== o.backId) continue;
    if (bid.bidderId === o.buyerId && bid.status === BidStatus.accepted) bid.status = BidStatus.lapsed;
    else if (bid.status === BidStatus.refused) bid.status = BidStatus.open;
  }
  backOrderMessage(ctx, o, '回收交易已关闭', `「${o.buyerName}」未在 ${RECYCLE_PAY_WINDOW_TEXT}内付款，回收交易已自动关闭。您的估价单已恢复报价中，可以接受其他回收商的报价。`);
  ctx.store.changed();
}

export function closeBackOrderIfDue(ctx: MockContext, o: BackOrder): void {
  if (due(o, ctx.now())) expireBackOrder(ctx, o);
}

/** The deadline's job (backOrder.payDeadline): a deal still waiting for the merchant closes; one whose deadline is
 *  not reached yet (the host's clock set back) waits for it again. */
export function backOrderDeadlineDue(ctx: MockContext, { backOrderId }: { backOrderId: number }): void {
  const o = ctx.store.db.backOrders.find((x) => x.id === backOrderId);
  if (!o || o.orderStatus !== BackOrderStatus.trading || o.buyerPayStatus !== BuyerPayStatus.unpaid || o.payDeadline === undefined) return;
  closeBackOrderIfDue(ctx, o);
  if (!ended(o)) ctx.scheduler.at('backOrder.payDeadline', parseTime(o.payDeadline), { backOrderId });
}

/**
 * The deadline jobs of deals waiting for their merchant that came without one (the seed's, a file's from before
 * jobs were data), added when a db is installed: one job per deadline instead of a scan of every deal per sweep.
 */
export function scheduleBackOrderDeadlines(ctx: MockContext): void {
  const held = new Set(ctx.scheduler.find('backOrder.payDeadline').map((j) => j.payload.backOrderId));
  const waiting = ctx.store.db.backOrders.filter((o): o is BackOrder & { payDeadline: string } => o.orderStatus === BackOrderStatus.trading
    && o.buyerPayStatus === BuyerPayStatus.unpaid && o.payDeadline !== undefined && !held.has(o.id));
  ctx.scheduler.derive(waiting.map((o) => ({ kind: 'backOrder.payDeadline' as const, dueAt: parseTime(o.payDeadline), payload: { backOrderId: o.id } })));
}

/** The request (and, when given, the accepted bid) once its back order has ended. */
function settleRequest(ctx: MockContext, o: BackOrder, requestStatus: BacklistStatus, bidStatus?: BidStatus): void {
  const b = ctx.store.db.backlists.find((x) => x.id === o.backId);
  if (b) b.status = requestStatus;
  if (bidStatus === undefined) return;
  const bid = ctx.store.db.bids.find((x) => x.backId === o.backId && x.bidderId === o.buyerId && x.status === BidStatus.accepted);
  if (bid) bid.status = bidStatus;
}

/**
 * Moves a back order accepted in the mock one step MOCK_AUDIT_MS after its latest change until it ends (seeded
 * ones have no job and stay put). Scheduling again replaces the pending step, so a control step restarts the wait
 * and a test stepping by hand is never overtaken by the timer.
 */
export function scheduleBackOrder(ctx: MockContext, orderId: number): void {
  const ms = ctx.opts.auditMs;
  if (ms <= 0) return;
  ctx.scheduler.cancel('backOrder.tick', { backOrderId: orderId });
  ctx.scheduler.after('backOrder.tick', ms, { backOrderId: orderId });
}

/** The step's job (backOrder.tick): a deal still open (its deadline checked first) moves one step, and the next follows. */
export function backOrderTickDue(ctx: MockContext, { backOrderId }: { backOrderId: number }): void {
  const o = ctx.store.db.backOrders.find((x) => x.id === backOrderId);
  if (!o || ended(o)) return;
  closeBackOrderIfDue(ctx, o);
  if (ended(o)) return;
  advanceBackOrder(ctx, o);
  if (!ended(o)) scheduleBackOrder(ctx, backOrderId);
}

/** A deal with a pending step (accepted in the mock, not seeded): a control step restarts its wait. */
export function restartBackOrderClock(ctx: MockContext, o: BackOrder): void {
  if (!ended(o) && ctx.scheduler.find('backOrder.tick', { backOrderId: o.id }).length > 0) scheduleBackOrder(ctx, o.id);
}
