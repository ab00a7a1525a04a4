// Valuation (估价) and bid recycling (竞价回收) as the platform runs them: a request (backlist) opened, the
// 估价员's result, merchants' bids (报价), accepting one — whose deal, the back order, is domain/recycle.backOrder.ts.
// Routes (routes/recycle.ts), the control API and the jobs (domain/jobs.ts) call these; they change state and
// nothing else.
import crypto from 'node:crypto';
import type { BackOrder, Backlist, BacklistItem, Bid, BidRow } from '../../src/contract/types.ts';
import { toFen } from '../../src/contract/pricing.ts';
import { BacklistStatus, BidStatus } from '../../src/contract/statuses.ts';
import { formatYuan } from '../../src/contract/money.ts';
import type { MockContext } from '../context.ts';
import { formatTime, RUNTIME_MERCHANT_FIRST_ID, RUNTIME_MERCHANTS } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';
import { backlistImgJson } from './recycle.fields.ts';
import { merchantStats, openBackOrder } from './recycle.backOrder.ts';

const MERCHANTS: readonly string[] = RUNTIME_MERCHANTS;
const MAX_BIDS = 5;
const MIN_BIDS = 2;
/** Merchants bidding at run time are users 51–58 (createId / supplyUserId on the live wire), in MERCHANTS' order. */
const MERCHANT_FIRST_ID = RUNTIME_MERCHANT_FIRST_ID;

/** A request as allList and mybprice answer it (live shape). */
export function backlistItem(b: Backlist): BacklistItem {
  return { ...b, img: backlistImgJson(b.img), bcountt: b.bidCount };
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

/** What a request says when it is made: the fields the seller sent (the 实名 data and goods DTO of 竞价回收 too). */
export type BacklistRequest = Omit<Backlist, 'id' | 'status' | 'bidCount' | 'createTime'>;

/**
 * A request opened (估价 without inType, 竞价回收 with it): 待报价, no bids yet; the 估价员's result or the
 * merchants' bids follow on the timer (scheduleRecycle).
 */
export function openBacklist(ctx: MockContext, request: BacklistRequest): Backlist {
  const store = ctx.store;
  const { relnameImg, relname, content, ...sent } = request;
  const row: Backlist = {
    id: store.nextId('backlists', () => Math.max(0, ...store.db.backlists.map((x) => x.id))),
    ...sent, status: BacklistStatus.open, bidCount: 0,
    ...(relnameImg === undefined ? {} : { relnameImg }), createTime: formatTime(ctx.now()),
  };
  if (row.inType === undefined) delete row.inType;
  if (relname) row.relname = relname;
  if (content !== undefined) row.content = content;
  store.db.backlists.push(row);
  store.changed();
  scheduleRecycle(ctx, row);
  return row;
}

/** Deterministic per request: a valuation of the same request reads the same every time. */
export function unitRandom(key: string): number {
  return crypto.createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

export function valuate(ctx: MockContext, b: Backlist): void {
  if (b.inType !== undefined || b.valuationMin !== undefined) return;
  ctx.scheduler.cancel('recycle.valuation', { backlistId: b.id });
  const r = unitRandom(`val:${b.id}:${b.account}`);
  b.valuationMin = toFen(Math.max(1, Math.round(b.expprice * (0.6 + r * 0.15))));
  b.valuationMax = toFen(Math.max(b.valuationMin, Math.round(b.expprice * (0.85 + r * 0.2))));
  b.valuationNote = `参考近 30 天同类成交，${b.gameName}该配置账号的回收价约为 ${formatYuan(b.valuationMin)}–${formatYuan(b.valuationMax)}，实际以验号结果为准。`;
  b.status = BacklistStatus.done;
  notify(ctx, b, '估价完成', `您提交的${b.gameName}账号估价已完成：${formatYuan(b.valuationMin)}–${formatYuan(b.valuationMax)}。`);
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
  if (b.status !== BacklistStatus.open) fail('该估价单已不在报价中');
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
    status: BidStatus.open,
    createTime: formatTime(ctx.now()),
  };
  ctx.store.db.bids.push(bid);
  b.bidCount = existing.length + 1;
  b.maxPrice = Math.max(b.maxPrice ?? 0, bid.price);
  notify(ctx, b, '收到新报价', `「${bidderName}」对您的${b.gameName}账号报价 ${formatYuan(bid.price)}。`);
  ctx.store.changed();
  return bid;
}

/** What follows a new request, MOCK_AUDIT_MS apart: a 估价's result, or a 竞价回收's 2–5 bids (one per step). */
export function scheduleRecycle(ctx: MockContext, b: Backlist): void {
  const ms = ctx.opts.auditMs;
  if (ms <= 0) return;
  if (b.inType === undefined) {
    ctx.scheduler.after('recycle.valuation', ms, { backlistId: b.id });
    return;
  }
  const count = MIN_BIDS + Math.floor(unitRandom(`count:${b.id}`) * (MAX_BIDS - MIN_BIDS + 1));
  for (let nth = 0; nth < count; nth++) ctx.scheduler.after('recycle.bid', ms * (nth + 1), { backlistId: b.id, nth });
}

/** The valuation's job (recycle.valuation): a 估价 still without its result gets it. */
export function valuationDue(ctx: MockContext, { backlistId }: { backlistId: number }): void {
  const b = ctx.store.db.backlists.find((x) => x.id === backlistId);
  if (b) valuate(ctx, b);
}

/** A bid's job (recycle.bid): the request, still 报价中 with fewer than nth + 1 bids, gets one more. */
export function bidDue(ctx: MockContext, { backlistId, nth }: { backlistId: number; nth: number }): void {
  const current = ctx.store.db.backlists.find((x) => x.id === backlistId);
  if (current && current.status === BacklistStatus.open && current.bidCount <= nth) addBid(ctx, current);
}

/** 接受报价: the chosen bid wins, the others lose, the request is 已接受报价 and its back order starts. */
export function acceptBid(ctx: MockContext, b: Backlist, bid: Bid): BackOrder {
  const store = ctx.store;
  if (b.status !== BacklistStatus.open || bid.status !== BidStatus.open) fail('该估价单当前不可接受报价');
  // A bid 已失效 (its merchant let an earlier deal lapse) stays so.
  for (const x of store.db.bids) {
    if (x.backId === b.id && x.status !== BidStatus.lapsed) x.status = x.id === bid.id ? BidStatus.accepted : BidStatus.refused;
  }
  b.status = BacklistStatus.accepted;
  const order = openBackOrder(ctx, b, bid);
  notify(ctx, b, '已接受报价', `您已接受「${bid.bidderName}」的报价 ${formatYuan(bid.price)}，请到竞价中心「交易中」查看进度，客服将联系您完成交易。`);
  return order;
}
