// Valuation (估价) and bid recycling (竞价回收): requests, merchant bids, accepting one.
import crypto from 'node:crypto';
import { z } from 'zod';
import type { BackOrder, BackOrderStatus, Backlist, BacklistItem, Bid, BidRow } from '../../src/contract/types.ts';
import { toFen } from '../../src/contract/pricing.ts';
import type { MockContext } from '../context.ts';
import { formatTime, RECYCLE_MERCHANTS, RUNTIME_MERCHANT_FIRST_ID, RUNTIME_MERCHANTS } from '../lib/fixtures.ts';
import { fail, forbidden, ok, page } from '../middleware/envelope.ts';
import { moneyField, pageOf, parse } from '../lib/validate.ts';
import {
  acceptBidBody, backlistQuery, backOrderDetailQuery, backOrderQuery, bidRecycleBody, myBidsQuery, valuationBody,
} from '../../src/contract/wire/requests.ts';
import { backlistImgJson, normaliseBacklistImg, parseValuationTel } from '../lib/sell-wire.ts';
import { gameOrFail } from './game.ts';
import type { Call, Routes } from './registry.ts';

const MERCHANTS: readonly string[] = RUNTIME_MERCHANTS;
const MAX_BIDS = 5;
const MIN_BIDS = 2;
/** Merchants bidding at run time are users 51–58 (createId / supplyUserId on the live wire), in MERCHANTS' order. */
const MERCHANT_FIRST_ID = RUNTIME_MERCHANT_FIRST_ID;

/** A merchant's 成交量 (the fixtures' figure plus its deals that succeeded here) and 好评率; none for an unknown one. */
function merchantStats(ctx: MockContext, merchantId: number): { dealCount: number; goodRate: number } | undefined {
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
function requestTitle(b: Backlist): string {
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

function bidRow(ctx: MockContext, x: Bid): BidRow & { backId: number } {
  const row = { id: x.id, backId: x.backId, createName: x.bidderName, createId: x.bidderId, bprice: x.price, status: x.status, createTime: x.createTime };
  const stats = merchantStats(ctx, x.bidderId);
  return stats ? { ...row, ...stats } : row;
}

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

// ---------- the deal after 接受报价 (back order) ----------

function backOrderMessage(ctx: MockContext, o: BackOrder, title: string, content: string): void {
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

function settleRequest(ctx: MockContext, o: BackOrder, requestStatus: Backlist['status'], bidStatus?: Bid['status']): void {
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

export function recycleRoutes(routes: Routes): void {
  const r = routes.domain('recycle');
  const ctx = routes.ctx;
  const store = ctx.store;

  // 估价 (helper H1). Live shape: {type: <game name>, des, region, expprice, account, tel: "电话：…，微信：…，QQ：…",
  // img: <JSON string of [{url, name}]>}; friendly: gameId, tel = a phone, img = an array. img is stored as
  // a list of URLs (lib/sell-wire.ts normaliseBacklistImg; answers give it back with backlistImgJson).
  r.post('/account/backlist', (c) => {
    const user = c.me();
    const body = parse(valuationBody, c.body);
    const tel = parseValuationTel(body.tel);
    const img = normaliseBacklistImg(body.img);
    let game;
    if (body.gameId !== undefined) game = gameOrFail(ctx, body.gameId);
    else if (!body.type) fail('请选择游戏（type）');
    else game = store.db.games.find((g) => g.name === body.type) ?? fail(`游戏不存在：${body.type}`);
    const row: Backlist = {
      id: store.nextId('backlists', () => Math.max(0, ...store.db.backlists.map((x) => x.id))),
      userId: user.userId, gameId: game.id, gameName: game.name, type: body.type, region: body.region, des: body.des ?? '',
      account: body.account, tel, expprice: body.expprice, img,
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
    const q = parse(backlistQuery, c.query);
    const p = pageOf(q);
    const kind = (b: Backlist): boolean => (q.inType === undefined ? q.status === undefined || b.inType !== undefined
      : q.inType === 0 ? b.inType === undefined : b.inType === q.inType);
    const rows = store.db.backlists.filter((b) => b.userId === user.userId
      && (q.status === undefined || b.status === q.status) && kind(b))
      .sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.id - a.id));
    return page(rows.slice(p.start, p.start + p.pageSize).map(backlistItem), rows.length);
  });

  r.get('/account/quotation/mybprice', (c) => {
    const q = parse(myBidsQuery, c.query);
    const b = mine(c, q.backId);
    const rlist = store.db.bids.filter((x) => x.backId === b.id).sort((x, y) => y.price - x.price || x.id - y.id).map((x) => bidRow(ctx, x));
    return ok({ back: backlistItem(b), rlist });
  });

  // Live shape {id: the request, supplyUserId: the bid's createId}; the friendlier {backId, bidId} too.
  r.post('/account/backlist/accept', (c) => {
    const body = parse(acceptBidBody, c.body);
    const backId = body.id ?? body.backId;
    if (backId === undefined) fail('估价单编号（id）不能为空');
    if (body.supplyUserId === undefined && body.bidId === undefined) fail('回收商编号（supplyUserId）不能为空');
    const b = mine(c, backId);
    const bid = store.db.bids.find((x) => x.backId === b.id
      && (body.bidId !== undefined ? x.id === body.bidId : x.bidderId === body.supplyUserId));
    if (!bid) fail('报价不存在');
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
    return ok({ backOrderId: order.id }, '已接受报价，请到竞价中心「交易中」继续交易');
  });

  // 竞价回收 (live shape, extension): a bid-recycle request with the 实名 data and the goods DTO as JSON.
  r.post('/h5/goods/back', (c) => {
    const user = c.trader('竞价回收');
    const body = parse(bidRecycleBody, c.body);
    let dto: Record<string, unknown> = {};
    if (body.content !== undefined) {
      try {
        const parsed = JSON.parse(body.content) as unknown;
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        dto = parsed as Record<string, unknown>;
      } catch {
        fail('商品信息（content）格式不正确，应为 JSON 对象');
      }
    }
    const price = body.expprice ?? parse(z.object({ price: moneyField('期望价格（content.price）', 0.01, 9_999_999) }), { price: dto.price }).price;
    const game = gameOrFail(ctx, body.gameId);
    if (dto.gameId !== undefined && Number(dto.gameId) !== game.id) fail('商品信息（content）的游戏与 gameId 不一致');
    const row: Backlist = {
      id: store.nextId('backlists', () => Math.max(0, ...store.db.backlists.map((x) => x.id))),
      userId: user.userId, gameId: game.id, gameName: game.name, type: body.type ?? game.name, region: body.region,
      des: body.des ?? '', account: body.account, tel: body.tel, expprice: toFen(price), img: body.img,
      inType: body.inType as 1 | 2, status: 0, bidCount: 0, relnameImg: body.relnameImg[0], createTime: formatTime(ctx.now()),
    };
    if (body.relname) row.relname = body.relname;
    if (body.content !== undefined) row.content = body.content;
    store.db.backlists.push(row);
    store.changed();
    scheduleRecycle(ctx, row);
    return ok({ id: row.id }, '提交成功，可以在个人中心查询');
  });

  // 竞价中心's deal tabs (extension): dataType sell = my requests' deals, buy = the deals where I am the merchant.
  r.get('/backOrder/list', (c) => {
    const user = c.me();
    const q = parse(backOrderQuery, c.query);
    const p = pageOf(q);
    const side = q.dataType ?? 'sell';
    const rows = store.db.backOrders.filter((o) => (side === 'sell' ? o.sellerId : o.buyerId) === user.userId
      && (q.orderStatus === undefined || o.orderStatus === (q.orderStatus as BackOrderStatus)))
      .sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.id - a.id));
    return page(rows.slice(p.start, p.start + p.pageSize).map((o) => backOrderView(ctx, o)), rows.length);
  });

  // One deal (extension), by its id or its request's: only the seller or the merchant.
  r.get('/backOrder/detail', (c) => {
    const user = c.me();
    const q = parse(backOrderDetailQuery, c.query);
    if (q.id === undefined && q.backId === undefined) fail('回收订单编号（id）或估价单编号（backId）不能为空');
    const o = store.db.backOrders.find((x) => (q.id === undefined || x.id === q.id) && (q.backId === undefined || x.backId === q.backId));
    if (!o) fail('回收订单不存在');
    if (o.sellerId !== user.userId && o.buyerId !== user.userId) forbidden('无权查看该回收订单');
    return ok(backOrderView(ctx, o));
  });
}
