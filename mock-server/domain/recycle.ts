// Valuation (估价) and bid recycling (竞价回收) as the platform runs them: the 估价员's result, merchants' bids,
// accepting one, and the deal after it (back order) step by step. Routes (routes/recycle.ts), the control API
// and the timers call these; they change state and nothing else.
import crypto from 'node:crypto';
import type { BackOrder, Backlist, BacklistItem, Bid, BidRow } from '../../src/contract/types.ts';
import { toFen } from '../../src/contract/pricing.ts';
import type { MockContext } from '../context.ts';
import { formatTime, RECYCLE_MERCHANTS, RUNTIME_MERCHANT_FIRST_ID, RUNTIME_MERCHANTS } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';
import { backlistImgJson } from '../lib/sell-wire.ts';

const MERCHANTS: readonly string[] = RUNTIME_MERCHANTS;
const MAX_BIDS = 5;
const MIN_BIDS = 2;
/** Merchants bidding at run time are users 51–58 (createId / supplyUserId on the live wire), in MERCHANTS' order. */
const MERCHANT_FIRST_ID = RUNTIME_MERCHANT_FIRST_ID;

/** A merchant's 成交量 (the fixtures' figure plus its deals that succeeded here) and 好评率; none for an unknown one. */
export function merchantStats(ctx: MockContext, merchantId: number): { dealCount: number; goodRate: number } | undefined {
  const m = RECYCLE_MERCHANTS.find((x) => x.id === merchantId);
  if (!m) return undefined;
  const done = ctx.store.db.backOrders.filter((o) => o.buyerId === merchantId && o.orderStatus === 4).length;
  return { dealCount: m.dealCount + done, goodRate: m.goodRate };
}

/** A back order as the list and the detail answer it: the merchant's figures beside the stored row. */
export function backOrderView(ctx: MockContext, o: BackOrder): BackOrder {
  const stats = merchantStats(ctx, o.buyerId);
  return stats ? { ...o, buyerDealCount: stats.dealCount, buyerGoodRate: stats.goodRate } : { ...o };
}


/** A request as allList and mybprice answer it (live shape). */
export function backlistItem(b: Backlist): BacklistItem {
  return { ...b, img: backlistImgJson(b.img), bcountt: b.bidCount };
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

export function bidRow(ctx: MockContext, x: Bid): BidRow & { backId: number } {
  const row = { id: x.id, backId: x.backId, createName: x.bidderName, createId: x.bidderId, bprice: x.price, status: x.status, createTime: x.createTime };
  const stats = merchantStats(ctx, x.bidderId);
  return stats ? { ...row, ...stats } : row;
}

export function backlistOrFail(ctx: MockContext, id: number): Backlist {
  const b = ctx.store.db.backlists.find((x) => x.id === id);
  if (!b) fail('估价单不存在');
  return b;
}

export function notify(ctx: MockContext, b: Backlist, title: string, content: string): void {
  ctx.store.addMessage(b.userId, { sendTitle: title, sendContent: content, sendTypeName: '系统通知', relatedDataId: b.id, relatedType: 'backlist' });
}

/** Deterministic per request: a valuation of the same request reads the same every time. */
export function unitRandom(key: string): number {
  return crypto.createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

export function valuate(ctx: MockContext, b: Backlist): void {
  if (b.inType !== undefined || b.valuationMin !== undefined) return;
  const r = unitRandom(`val:${b.id}:${b.account}`);
  b.valuationMin = toFen(Math.max(1, Math.round(b.expprice * (0.6 + r * 0.15))));
  b.valuationMax = toFen(Math.max(b.valuationMin, Math.round(b.expprice * (0.85 + r * 0.2))));
  b.valuationNote = `参考近 30 天同类成交，${b.gameName}该配置账号的回收价约为 ¥${b.valuationMin}–¥${b.valuationMax}，实际以验号结果为准。`;
  b.status = 3;
  notify(ctx, b, '估价完成', `您提交的${b.gameName}账号估价已完成：¥${b.valuationMin}–¥${b.valuationMax}。`);
  ctx.store.changed();
}

/** The control API's valuation (POST /__mock/backlist/:id/valuate): a waiting 估价 gets its result now. */
export function valuateNow(ctx: MockContext, b: Backlist): void {
  if (b.inType !== undefined) fail('竞价回收单没有估价结果，请用报价');
  if (b.valuationMin !== undefined) fail('该估价单已有估价结果');
  valuate(ctx, b);
}

/** A merchant's bid on a bid-recycle request (2–5 in all, around the asking price). */
export function addBid(ctx: MockContext, b: Backlist): Bid {
  if (b.inType === undefined) fail('估价单不接受报价');
  if (b.status !== 0) fail('该估价单已不在报价中');
  const existing = ctx.store.db.bids.filter((x) => x.backId === b.id);
  if (existing.length >= MAX_BIDS) fail(`报价已满 ${MAX_BIDS} 个`);
  const r = unitRandom(`bid:${b.id}:${existing.length}`);
  const used = new Set(existing.map((x) => x.bidderName));
  const bidderName = MERCHANTS.filter((m) => !used.has(m))[Math.floor(r * (MERCHANTS.length - used.size))];
  const bid: Bid = {
    id: ctx.store.nextId('bids', () => Math.max(0, ...ctx.store.db.bids.map((x) => x.id))),
    backId: b.id,
    bidderName,
    bidderId: MERCHANT_FIRST_ID + MERCHANTS.indexOf(bidderName),
    price: toFen(Math.max(1, Math.round(b.expprice * (0.8 + r * 0.3)))),
    status: 0,
    createTime: formatTime(ctx.now()),
  };
  ctx.store.db.bids.push(bid);
  b.bidCount = existing.length + 1;
  b.maxPrice = Math.max(b.maxPrice ?? 0, bid.price);
  notify(ctx, b, '收到新报价', `「${bidderName}」对您的${b.gameName}账号报价 ¥${bid.price}。`);
  ctx.store.changed();
  return bid;
}

export function scheduleRecycle(ctx: MockContext, b: Backlist): void {
  const ms = ctx.opts.auditMs;
  if (ms <= 0) return;
  if (b.inType === undefined) {
    ctx.scheduler.after(ms, () => valuate(ctx, b));
    return;
  }
  const count = MIN_BIDS + Math.floor(unitRandom(`count:${b.id}`) * (MAX_BIDS - MIN_BIDS + 1));
  for (let i = 0; i < count; i++) {
    ctx.scheduler.after(ms * (i + 1), () => {
      const current = ctx.store.db.backlists.find((x) => x.id === b.id);
      if (current && current.status === 0 && current.bidCount <= i) addBid(ctx, current);
    });
  }
}

// ---------- the deal after 接受报价 (back order) ----------

export function backOrderMessage(ctx: MockContext, o: BackOrder, title: string, content: string): void {
  // relatedType backlist: the message opens 报价列表 of the request, which shows the deal on top.
  ctx.store.addMessage(o.sellerId, { sendTitle: title, sendContent: content, sendTypeName: '交易消息', relatedDataId: o.backId, relatedType: 'backlist' });
}

/** 1 交易中 / 等待回收商付款 → 1 / 回收商已付款 → 2 待审核 → 3 已审核 → 4 交易成功 (the request and the bid are 已完成). */
export function advanceBackOrder(ctx: MockContext, o: BackOrder): void {
  if (o.orderStatus >= 4) fail(`该回收订单已${o.orderStatus === 4 ? '交易成功' : '交易失败'}，不能再推进`);
  const now = formatTime(ctx.now());
  const price = `¥${o.changeAmount}`;
  if (o.orderStatus === 1 && o.buyerPayStatus === 1) {
    o.buyerPayStatus = 2;
    o.payTime = now;
    backOrderMessage(ctx, o, '回收商已付款', `「${o.buyerName}」已向平台支付 ${price}，平台客服会联系您核对账号，请保持账号原状、勿修改密码。`);
  } else if (o.orderStatus === 1) {
    o.orderStatus = 2;
    backOrderMessage(ctx, o, '平台验号中', `您的${o.gameName}账号正在由平台核验，请保持账号原状、勿修改密码。`);
  } else if (o.orderStatus === 2) {
    o.orderStatus = 3;
    backOrderMessage(ctx, o, '验号通过，请配合换绑', `您的${o.gameName}账号已通过验号，请配合客服完成换绑，换绑完成前勿修改密码。`);
  } else {
    o.orderStatus = 4;
    o.finishTime = now;
    settleRequest(ctx, o, 3, 3);
    backOrderMessage(ctx, o, '回收交易成功', `您的${o.gameName}账号已由「${o.buyerName}」回收，货款 ${price} 由平台核对后线下打款给您。`);
  }
  ctx.store.changed();
}

/** 交易失败 from any open step, with its reason (a default one per step without); the request is 已取消. */
export function failBackOrder(ctx: MockContext, o: BackOrder, reason?: string): void {
  if (o.orderStatus >= 4) fail(`该回收订单已${o.orderStatus === 4 ? '交易成功' : '交易失败'}，不能再改为交易失败`);
  o.failReason = reason || (o.buyerPayStatus === 1 ? '回收商未在规定时间内付款，交易已关闭' : '验号未通过，回收商的付款已由平台退回');
  o.orderStatus = 5;
  o.finishTime = formatTime(ctx.now());
  settleRequest(ctx, o, 4);
  backOrderMessage(ctx, o, '回收交易失败', `您与「${o.buyerName}」的回收交易未完成：${o.failReason}。账号仍归您所有，可重新发起竞价回收。`);
  ctx.store.changed();
}

export function settleRequest(ctx: MockContext, o: BackOrder, requestStatus: Backlist['status'], bidStatus?: Bid['status']): void {
  const b = ctx.store.db.backlists.find((x) => x.id === o.backId);
  if (b) b.status = requestStatus;
  if (bidStatus === undefined) return;
  const bid = ctx.store.db.bids.find((x) => x.backId === o.backId && x.bidderId === o.buyerId && x.status === 1);
  if (bid) bid.status = bidStatus;
}

/** The latest timer chain of each deal: a control step starts a new chain, so the next automatic step is always
 *  MOCK_AUDIT_MS after the last change (a test stepping by hand is never overtaken by the timer). */
const dealClocks = new WeakMap<MockContext, Map<number, number>>();

/** Moves a deal accepted in this run one step every MOCK_AUDIT_MS until it ends (seeded deals stay put). */
export function scheduleBackOrder(ctx: MockContext, orderId: number): void {
  const ms = ctx.opts.auditMs;
  if (ms <= 0) return;
  let clocks = dealClocks.get(ctx);
  if (!clocks) dealClocks.set(ctx, clocks = new Map());
  const chain = (clocks.get(orderId) ?? 0) + 1;
  clocks.set(orderId, chain);
  const tick = () => {
    const o = ctx.store.db.backOrders.find((x) => x.id === orderId);
    if (!o || o.orderStatus >= 4 || dealClocks.get(ctx)?.get(orderId) !== chain) return;
    advanceBackOrder(ctx, o);
    if (o.orderStatus < 4) ctx.scheduler.after(ms, tick);
  };
  ctx.scheduler.after(ms, tick);
}

/** A timer chain exists for this deal (it was accepted in this run): a control step restarts it. */
export function restartBackOrderClock(ctx: MockContext, o: BackOrder): void {
  if (o.orderStatus < 4 && dealClocks.get(ctx)?.has(o.id)) scheduleBackOrder(ctx, o.id);
}

export function backOrderOrFail(ctx: MockContext, id: number): BackOrder {
  return ctx.store.db.backOrders.find((x) => x.id === id) ?? fail('回收订单不存在');
}

/** 接受报价: the chosen bid wins, the others lose, the request is 交易中 and its deal (back order) starts. */
export function acceptBid(ctx: MockContext, b: Backlist, bid: Bid): BackOrder {
  const store = ctx.store;
  if (b.status !== 0 || bid.status !== 0) fail('该估价单当前不可接受报价');
  for (const x of store.db.bids) if (x.backId === b.id) x.status = x.id === bid.id ? 1 : 2;
  b.status = 2;
  const order: BackOrder = {
    id: store.nextId('backOrders', () => Math.max(0, ...store.db.backOrders.map((x) => x.id))),
    backId: b.id, sellerId: b.userId, buyerId: bid.bidderId, buyerName: bid.bidderName,
    gameId: b.gameId, gameName: b.gameName, title: requestTitle(b),
    img: backlistImgJson(b.img), qufu: b.region, changeAmount: bid.price, buyerPayStatus: 1, orderStatus: 1,
    createTime: formatTime(ctx.now()),
  };
  store.db.backOrders.push(order);
  notify(ctx, b, '已接受报价', `您已接受「${bid.bidderName}」的报价 ¥${bid.price}，请到竞价中心「交易中」查看进度，客服将联系您完成交易。`);
  store.changed();
  scheduleBackOrder(ctx, order.id);
  return order;
}
