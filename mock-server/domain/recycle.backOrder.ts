// The back order (回收订单): the deal with a merchant that follows an accepted bid, as the platform runs it —
// 交易中 / 等待回收商付款 → 回收商已付款 → 待审核 → 已审核 → 交易成功 (the request and the bid 已完成), or 交易失败 from
// any open step (the request 已取消); a message to the seller at each step; one step every MOCK_AUDIT_MS for a deal
// accepted in this run. Also the merchants' figures the bids and back orders answer. domain/recycle.ts (accepting a
// bid), the control API and the timers call these; they change state and nothing else.
import type { BackOrder, Backlist, Bid } from '../../src/contract/types.ts';
import { BacklistStatus, BackOrderStatus, backOrderStatusLabel, BidStatus, BuyerPayStatus } from '../../src/contract/statuses.ts';
import type { MockContext } from '../context.ts';
import { formatTime, RECYCLE_MERCHANTS } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';
import { backlistImgJson } from '../lib/recycle-wire.ts';
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
      if (typeof title === 'string' && title.trim()) return title.trim().slice(0, 60);
    } catch {
      // not JSON: fall back to the description
    }
  }
  return (b.des || `${b.gameName}账号`).slice(0, 60);
}

export function backOrderMessage(ctx: MockContext, o: BackOrder, title: string, content: string): void {
  // relatedType backlist: the message opens 报价列表 of the request, which shows the back order on top.
  ctx.store.addMessage(o.sellerId, { sendTitle: title, sendContent: content, sendTypeName: '交易消息', relatedDataId: o.backId, relatedType: 'backlist' });
}

/** The back order of a bid just accepted: 交易中, waiting for the merchant's payment; its timer starts. */
export function openBackOrder(ctx: MockContext, b: Backlist, bid: Bid): BackOrder {
  const store = ctx.store;
  const order: BackOrder = {
    id: store.nextId('backOrders', () => Math.max(0, ...store.db.backOrders.map((x) => x.id))),
    backId: b.id, sellerId: b.userId, buyerId: bid.bidderId, buyerName: bid.bidderName,
    gameId: b.gameId, gameName: b.gameName, title: requestTitle(b),
    img: backlistImgJson(b.img), qufu: b.region, changeAmount: bid.price, buyerPayStatus: BuyerPayStatus.unpaid,
    orderStatus: BackOrderStatus.trading, createTime: formatTime(ctx.now()),
  };
  store.db.backOrders.push(order);
  store.changed();
  scheduleBackOrder(ctx, order.id);
  return order;
}

/** 交易中 / 等待回收商付款 → 交易中 / 回收商已付款 → 待审核 → 已审核 → 交易成功 (the request and the bid are 已完成). */
export function advanceBackOrder(ctx: MockContext, o: BackOrder): void {
  if (ended(o)) fail(`该回收订单已${backOrderStatusLabel[o.orderStatus]}，不能再推进`);
  const now = formatTime(ctx.now());
  const price = `¥${o.changeAmount}`;
  if (o.orderStatus === BackOrderStatus.trading && o.buyerPayStatus === BuyerPayStatus.unpaid) {
    o.buyerPayStatus = BuyerPayStatus.paid;
    o.payTime = now;
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
  }
  ctx.store.changed();
}

/** 交易失败 from any open step, with its reason (a default one per step without); the request is 已取消. */
export function failBackOrder(ctx: MockContext, o: BackOrder, reason?: string): void {
  if (ended(o)) fail(`该回收订单已${backOrderStatusLabel[o.orderStatus]}，不能再改为交易失败`);
  o.failReason = reason || (o.buyerPayStatus === BuyerPayStatus.unpaid ? '回收商未在规定时间内付款，交易已关闭' : '验号未通过，回收商的付款已由平台退回');
  o.orderStatus = BackOrderStatus.failed;
  o.finishTime = formatTime(ctx.now());
  settleRequest(ctx, o, BacklistStatus.cancelled);
  backOrderMessage(ctx, o, '回收交易失败', `您与「${o.buyerName}」的回收交易未完成：${o.failReason}。账号仍归您所有，可重新发起竞价回收。`);
  ctx.store.changed();
}

/** The request (and, when given, the accepted bid) once its back order has ended. */
function settleRequest(ctx: MockContext, o: BackOrder, requestStatus: BacklistStatus, bidStatus?: BidStatus): void {
  const b = ctx.store.db.backlists.find((x) => x.id === o.backId);
  if (b) b.status = requestStatus;
  if (bidStatus === undefined) return;
  const bid = ctx.store.db.bids.find((x) => x.backId === o.backId && x.bidderId === o.buyerId && x.status === BidStatus.accepted);
  if (bid) bid.status = bidStatus;
}

/** The latest timer chain of each back order: a control step starts a new chain, so the next automatic step is
 *  always MOCK_AUDIT_MS after the last change (a test stepping by hand is never overtaken by the timer). */
const backOrderClocks = new WeakMap<MockContext, Map<number, number>>();

/** Moves a back order accepted in this run one step every MOCK_AUDIT_MS until it ends (seeded ones stay put). */
export function scheduleBackOrder(ctx: MockContext, orderId: number): void {
  const ms = ctx.opts.auditMs;
  if (ms <= 0) return;
  let clocks = backOrderClocks.get(ctx);
  if (!clocks) backOrderClocks.set(ctx, clocks = new Map());
  const chain = (clocks.get(orderId) ?? 0) + 1;
  clocks.set(orderId, chain);
  const tick = () => {
    const o = ctx.store.db.backOrders.find((x) => x.id === orderId);
    if (!o || ended(o) || backOrderClocks.get(ctx)?.get(orderId) !== chain) return;
    advanceBackOrder(ctx, o);
    if (!ended(o)) ctx.scheduler.after(ms, tick);
  };
  ctx.scheduler.after(ms, tick);
}

/** A timer chain exists for this back order (it was accepted in this run): a control step restarts it. */
export function restartBackOrderClock(ctx: MockContext, o: BackOrder): void {
  if (!ended(o) && backOrderClocks.get(ctx)?.has(o.id)) scheduleBackOrder(ctx, o.id);
}
