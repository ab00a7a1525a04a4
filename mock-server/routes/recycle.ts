// Valuation (估价) and bid recycling (竞价回收): requests, merchant bids, accepting one, 竞价中心's back orders. What
// each does and what happens after (results, bids, the back order's steps) is domain/recycle.ts and
// domain/recycle.backOrder.ts.
import { z } from 'zod';
import type { BackOrder, BackOrderStatus, Backlist } from '../../src/contract/types.ts';
import { toFen } from '../../src/contract/pricing.ts';
import { fail, forbidden, ok, page } from '../lib/envelope.ts';
import { moneyField, pageOf, parse } from '../lib/validate.ts';
import {
  acceptBidBody, backlistQuery, backOrderDetailQuery, backOrderQuery, bidRecycleBody, myBidsQuery, valuationBody,
} from '../../src/contract/common/requests.ts';
import { normaliseBacklistImg, parseValuationTel } from '../domain/recycle.fields.ts';
import { acceptBid, backlistItem, backlistOrFail, bidRow, openBacklist } from '../domain/recycle.ts';
import { backOrderView } from '../domain/recycle.backOrder.ts';
import { gameOrFail } from './game.ts';
import type { Call, Routes } from './registry.ts';
import { SaleMode } from '../../src/contract/statuses.ts';

function mine(c: Call, id: number): Backlist {
  const b = backlistOrFail(c.ctx, id);
  if (b.userId !== c.me().userId) forbidden('无权查看该估价单');
  return b;
}

export function recycleRoutes(routes: Routes): void {
  const r = routes.domain('recycle');
  const ctx = routes.ctx;
  const store = ctx.store;

  // 估价 (helper H1). Live shape: {type: <game name>, des, region, expprice, account, tel: "电话：…，微信：…，QQ：…",
  // img: <JSON string of [{url, name}]>}; friendly: gameId, tel = a phone, img = an array. img is stored as
  // a list of URLs (domain/recycle.fields.ts normaliseBacklistImg; answers give it back with backlistImgJson).
  r.post('/account/backlist', (c) => {
    const user = c.me();
    const body = parse(valuationBody, c.body);
    const tel = parseValuationTel(body.tel);
    const img = normaliseBacklistImg(body.img);
    let game;
    if (body.gameId !== undefined) game = gameOrFail(ctx, body.gameId);
    else if (!body.type) fail('请选择游戏（type）');
    else game = store.db.games.find((g) => g.name === body.type) ?? fail(`游戏不存在：${body.type}`);
    // The valuation's goods DTO (extension): kept as sent, for 按此价寄售 / 去竞价回收 to fill their forms from.
    const dto = contentDto(body.content);
    if (dto.gameId !== undefined && Number(dto.gameId) !== game.id) fail('商品信息（content）的游戏与所选游戏不一致');
    const row = openBacklist(ctx, {
      userId: user.userId, gameId: game.id, gameName: game.name, type: body.type, region: body.region, des: body.des ?? '',
      account: body.account, tel, expprice: body.expprice, img, inType: body.inType,
      ...(body.content === undefined ? {} : { content: body.content }),
    });
    return ok({ id: row.id }, '提交成功，请等待估价员进行估价');
  });

  r.get('/account/backlist/allList', (c) => {
    const user = c.me();
    const q = parse(backlistQuery, c.query);
    // Here and before every read of deals: what fell due (a deal past its payment deadline) runs first.
    ctx.scheduler.runDue();
    const p = pageOf(q);
    const kind = (b: Backlist): boolean => (q.inType === undefined ? q.status === undefined || b.inType !== undefined
      : q.inType === SaleMode.none ? b.inType === undefined : b.inType === q.inType);
    const rows = store.db.backlists.filter((b) => b.userId === user.userId
      && (q.status === undefined || b.status === q.status) && kind(b))
      .sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.id - a.id));
    return page(rows.slice(p.start, p.start + p.pageSize).map(backlistItem), rows.length);
  });

  r.get('/account/quotation/mybprice', (c) => {
    const q = parse(myBidsQuery, c.query);
    const b = mine(c, q.backId);
    ctx.scheduler.runDue();
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
    const order = acceptBid(ctx, b, bid);
    return ok({ backOrderId: order.id }, '已接受报价，请到竞价中心「交易中」继续交易');
  });

  // 竞价回收 (live shape, extension): a bid-recycle request with the 实名 data and the goods DTO as JSON.
  r.post('/h5/goods/back', (c) => {
    const user = c.trader('竞价回收');
    const body = parse(bidRecycleBody, c.body);
    const dto = contentDto(body.content);
    const price = body.expprice ?? parse(z.object({ price: moneyField('期望价格（content.price）', 0.01, 9_999_999) }), { price: dto.price }).price;
    const game = gameOrFail(ctx, body.gameId);
    if (dto.gameId !== undefined && Number(dto.gameId) !== game.id) fail('商品信息（content）的游戏与 gameId 不一致');
    const row = openBacklist(ctx, {
      userId: user.userId, gameId: game.id, gameName: game.name, type: body.type ?? game.name, region: body.region,
      des: body.des ?? '', account: body.account, tel: body.tel, expprice: toFen(price), img: body.img,
      inType: body.inType, relnameImg: body.relnameImg[0], relname: body.relname, content: body.content,
    });
    return ok({ id: row.id }, '提交成功，可以在个人中心查询');
  });

  // 竞价中心's deal tabs (extension): dataType sell = my requests' deals, buy = the deals where I am the merchant.
  r.get('/backOrder/list', (c) => {
    const user = c.me();
    const q = parse(backOrderQuery, c.query);
    ctx.scheduler.runDue();
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
    ctx.scheduler.runDue();
    // By request: its latest deal (a request whose merchant did not pay has an earlier, failed one).
    const o = store.db.backOrders.filter((x) => (q.id === undefined || x.id === q.id) && (q.backId === undefined || x.backId === q.backId))
      .reduce<BackOrder | undefined>((last, x) => (!last || x.id > last.id ? x : last), undefined);
    if (!o) fail('回收订单不存在');
    if (o.sellerId !== user.userId && o.buyerId !== user.userId) forbidden('无权查看该回收订单');
    return ok(backOrderView(ctx, o));
  });
}

/** A request's `content` (the goods DTO as a JSON string) parsed, or {} without one; anything else but an object is refused. */
function contentDto(content: string | undefined): Record<string, unknown> {
  if (content === undefined) return {};
  try {
    const parsed = JSON.parse(content) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Falls through to the message below.
  }
  fail('商品信息（content）格式不正确，应为 JSON 对象');
}
