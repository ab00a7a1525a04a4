// Valuation (估价) and bid recycling (竞价回收): requests, merchant bids, accepting one.
import crypto from 'node:crypto';
import { z } from 'zod';
import type { Backlist, Bid } from '../../src/api/types.ts';
import { toFen } from '../../src/lib/pricing.ts';
import type { MockContext } from '../context.ts';
import { formatTime } from '../lib/fixtures.ts';
import { fail, forbidden, ok, page } from '../middleware/envelope.ts';
import { imagePath, intField, moneyField, optional, pageOf, pageQuery, parse, phoneField, str } from '../lib/validate.ts';
import { gameOrFail } from './game.ts';
import type { Call, Routes } from './registry.ts';

const MERCHANTS = ['鲸鱼回收', '盛世账号行', '星辰游戏工作室', '老K收号', '蓝海数码', '极速收号', '千帆游戏', '安心回收'];
const MAX_BIDS = 5;
const MIN_BIDS = 2;

function backlistOrFail(ctx: MockContext, id: number): Backlist {
  const b = ctx.store.db.backlists.find((x) => x.id === id);
  if (!b) fail('估价单不存在');
  return b;
}

function mine(c: Call, id: number): Backlist {
  const b = backlistOrFail(c.ctx, id);
  if (b.userId !== c.me().userId) forbidden('无权查看该估价单');
  return b;
}

function notify(ctx: MockContext, b: Backlist, title: string, content: string): void {
  ctx.store.addMessage(b.userId, { sendTitle: title, sendContent: content, sendTypeName: '系统通知', relatedDataId: b.id, relatedType: 'backlist' });
}

/** Deterministic per request: a valuation of the same request reads the same every time. */
function unitRandom(key: string): number {
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

function scheduleRecycle(ctx: MockContext, b: Backlist): void {
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

export function recycleRoutes(routes: Routes): void {
  const r = routes.domain('recycle');
  const ctx = routes.ctx;
  const store = ctx.store;

  r.post('/account/backlist', (c) => {
    const user = c.me();
    const body = parse(z.object({
      gameId: intField('游戏编号（gameId）'),
      type: optional(z.string().trim().max(30, { error: '类型（type）不能超过 30 个字符' })),
      region: str('区服（region）').trim().min(1, { error: '区服（region）不能为空' }).max(100),
      des: optional(z.string().max(1000, { error: '描述（des）不能超过 1000 个字' })),
      account: str('游戏账号（account）').trim().min(1, { error: '游戏账号（account）不能为空' })
        .max(64, { error: '游戏账号（account）不能超过 64 个字符' })
        .refine((s) => !/[\u3400-\u9fff\uf900-\ufaff]/.test(s), { error: '游戏账号（account）不能包含中文' }),
      tel: phoneField,
      expprice: moneyField('期望价格（expprice）', 0.01, 9_999_999),
      img: optional(z.array(imagePath, { error: '截图（img）应为图片地址数组' }).max(9, { error: '截图（img）最多 9 张' })),
      inType: optional(intField('出售模式（inType）').refine((t) => t === 1 || t === 2, {
        error: '出售模式（inType）的取值无效，可选：1 竞价回收+官方代售 / 2 只代售',
      })),
    }), c.body);
    const game = gameOrFail(ctx, body.gameId);
    const row: Backlist = {
      id: store.nextId('backlists', () => Math.max(0, ...store.db.backlists.map((x) => x.id))),
      userId: user.userId, gameId: game.id, gameName: game.name, type: body.type, region: body.region, des: body.des ?? '',
      account: body.account, tel: body.tel, expprice: body.expprice, img: body.img ?? [],
      inType: body.inType as 1 | 2 | undefined, status: 0, bidCount: 0, createTime: formatTime(ctx.now()),
    };
    if (row.inType === undefined) delete row.inType;
    store.db.backlists.push(row);
    store.changed();
    scheduleRecycle(ctx, row);
    return ok({ id: row.id }, '提交成功，请等待估价员进行估价');
  });

  r.get('/account/backlist/allList', (c) => {
    const user = c.me();
    const q = parse(pageQuery.extend({
      status: optional(intField('状态（status）').refine((s) => [0, 2, 3, 4, 5].includes(s), {
        error: '状态（status）的取值无效，可选：0 / 2 / 3 / 4 / 5',
      })),
      // Absent: all my requests. 0: plain valuations only (no inType). 1 / 2: that sale mode.
      inType: optional(intField('出售模式（inType）').refine((t) => t >= 0 && t <= 2, { error: '出售模式（inType）的取值无效，可选：0 / 1 / 2' })),
    }), c.query);
    const p = pageOf(q);
    const rows = store.db.backlists.filter((b) => b.userId === user.userId
      && (q.status === undefined || b.status === q.status)
      && (q.inType === undefined || (q.inType === 0 ? b.inType === undefined : b.inType === q.inType)))
      .sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.id - a.id));
    return page(rows.slice(p.start, p.start + p.pageSize), rows.length);
  });

  r.get('/account/quotation/mybprice', (c) => {
    const q = parse(z.object({ backId: intField('估价单编号（backId）') }), c.query);
    const b = mine(c, q.backId);
    const bids = store.db.bids.filter((x) => x.backId === b.id).sort((x, y) => y.price - x.price || x.id - y.id);
    return ok(bids);
  }, { auth: true });

  r.post('/account/backlist/accept', (c) => {
    const body = parse(z.object({ backId: intField('估价单编号（backId）'), bidId: intField('报价编号（bidId）') }), c.body);
    const b = mine(c, body.backId);
    const bid = store.db.bids.find((x) => x.id === body.bidId && x.backId === b.id);
    if (!bid) fail('报价不存在');
    if (b.status !== 0 || bid.status !== 0) fail('该估价单当前不可接受报价');
    for (const x of store.db.bids) if (x.backId === b.id) x.status = x.id === bid.id ? 1 : 2;
    b.status = 2;
    notify(ctx, b, '已接受报价', `您已接受「${bid.bidderName}」的报价 ¥${bid.price}，客服将联系您完成交易。`);
    store.changed();
    return ok(undefined, '已接受报价');
  });
}
