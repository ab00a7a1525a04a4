// The deal after 接受报价 (back order): 交易中 / 等待回收商付款 → 回收商已付款 → 待审核 → 已审核 → 交易成功, or
// 交易失败 with a reason; the detail (seller or merchant only), the merchants' 成交量 on bids and deals, the
// 交易消息 of each step, the control API POST /__mock/backOrders/:id/advance and the timer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackOrderStatus } from '../../src/contract/statuses.ts';
import type { BackOrder, Message, MyBids } from '../../src/contract/types.ts';
import { RECYCLE_MERCHANTS } from '../lib/fixtures.ts';
import { advanceClock, smsLogin, startSignedIn, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => ({ mock, buyer, seller } = await startSignedIn()));
afterAll(() => mock.close());

const files = (...urls: string[]) => JSON.stringify(urls.map((url) => ({ url, name: url.slice(url.lastIndexOf('/') + 1) })));

/** A fresh 竞价回收 request of the demo seller with `bids` merchant bids (control API). */
async function requestWithBids(c: Client, m: TestMock, bids = 2): Promise<number> {
  const res = await c.post('/h5/goods/back', {
    gameId: 1, type: '王者荣耀', des: 'V8 贵族', region: '安卓 / QQ区', account: 'wz_deal_01', tel: '13900139000',
    img: files('/profile/img/shot/1-1.svg', '/profile/img/shot/1-2.svg'), relname: '李四', relnameImg: files('/profile/img/shot/1-3.svg'),
    inType: 1, content: JSON.stringify({ gameId: 1, title: 'V8 全皮肤 王者号', price: 1500 }),
  });
  expect(res.body.code).toBe(200);
  const id = (res.body.data as { id: number }).id;
  for (let i = 0; i < bids; i++) expect((await m.client.post(`/__mock/backlist/${id}/bid`)).body.code).toBe(200);
  return id;
}

/** Accepts the best bid and answers the new deal's id. */
async function accept(c: Client, backId: number): Promise<{ orderId: number; merchantId: number; price: number }> {
  const bids = (await c.get('/account/quotation/mybprice', { backId })).body.data as MyBids;
  const best = bids.rlist[0];
  const res = await c.post('/account/backlist/accept', { id: backId, supplyUserId: best.createId });
  expect(res.body.code).toBe(200);
  return { orderId: (res.body.data as { backOrderId: number }).backOrderId, merchantId: best.createId, price: best.bprice };
}

const detail = async (c: Client, query: Record<string, string | number>) => (await c.get('/backOrder/detail', query)).body;
const advance = (id: number | string, body: unknown = {}) => mock.client.post(`/__mock/backOrders/${id}/advance`, body);
const messagesAbout = (backId: number): Message[] => mock.store.db.messages
  .filter((m) => m.userId === 2 && m.relatedType === 'backlist' && m.relatedDataId === backId && m.sendTypeName === '交易消息');

describe('bids and deals name the merchant with its 成交量', () => {
  it('every bid carries the merchant\'s 成交量 and 好评率 from the fixtures', async () => {
    const backId = await requestWithBids(seller, mock, 3);
    const { rlist } = (await seller.get('/account/quotation/mybprice', { backId })).body.data as MyBids;
    expect(rlist).toHaveLength(3);
    for (const bid of rlist) {
      const m = RECYCLE_MERCHANTS.find((x) => x.id === bid.createId);
      expect(m?.name).toBe(bid.createName);
      expect(bid.dealCount).toBeGreaterThanOrEqual(m?.dealCount ?? Infinity);
      expect(bid.goodRate).toBe(m?.goodRate);
    }
    // Seeded bids (request 3) name seeded merchants, with figures too.
    const seeded = (await seller.get('/account/quotation/mybprice', { backId: 3 })).body.data as MyBids;
    expect(seeded.rlist.every((b) => typeof b.dealCount === 'number' && typeof b.goodRate === 'number')).toBe(true);
  });
});

describe('a deal from 接受报价 to 交易成功', () => {
  it('accept → 交易中 / 等待回收商付款, readable by id or by the request', async () => {
    const backId = await requestWithBids(seller, mock);
    const { orderId, merchantId, price } = await accept(seller, backId);
    const byId = await detail(seller, { id: orderId });
    expect(byId.code).toBe(200);
    expect(byId.data).toMatchObject({
      id: orderId, backId, sellerId: 2, buyerId: merchantId, orderStatus: 1, buyerPayStatus: 1, changeAmount: price,
      gameName: '王者荣耀', qufu: '安卓 / QQ区', title: 'V8 全皮肤 王者号',
    });
    expect((byId.data as BackOrder).buyerDealCount).toBe(RECYCLE_MERCHANTS.find((m) => m.id === merchantId)?.dealCount);
    expect((byId.data as BackOrder).payTime).toBeUndefined();
    expect((await detail(seller, { backId })).data).toEqual(byId.data);
    const trading = (await seller.get('/backOrder/list', { orderStatus: 1, pageSize: 50 })).body.rows as BackOrder[];
    expect(trading.find((o) => o.id === orderId)).toMatchObject({ buyerPayStatus: 1, buyerDealCount: expect.any(Number), buyerGoodRate: expect.any(Number) });
  });

  it('advances one step at a time to 交易成功, messages the seller at each step and counts the merchant\'s deal', async () => {
    const backId = await requestWithBids(seller, mock);
    const { orderId, merchantId } = await accept(seller, backId);
    const before = (await detail(seller, { id: orderId })).data as BackOrder;
    const steps: [Partial<BackOrder>, string][] = [
      [{ orderStatus: 1, buyerPayStatus: 2 }, '回收商已付款'],
      [{ orderStatus: 2, buyerPayStatus: 2 }, '平台验号中'],
      [{ orderStatus: 3, buyerPayStatus: 2 }, '验号通过，请配合换绑'],
      [{ orderStatus: 4, buyerPayStatus: 2 }, '回收交易成功'],
    ];
    for (const [i, [state, title]] of steps.entries()) {
      const res = await advance(orderId);
      expect(res.body.code).toBe(200);
      expect(res.body.data).toMatchObject(state);
      expect((await detail(seller, { id: orderId })).data).toMatchObject(state);
      const msgs = messagesAbout(backId);
      expect(msgs).toHaveLength(i + 1);
      expect(msgs.at(-1)?.sendTitle).toBe(title);
    }
    const done = (await detail(seller, { id: orderId })).data as BackOrder;
    expect(done.payTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(done.finishTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(done.buyerDealCount).toBe((before.buyerDealCount ?? 0) + 1);
    expect(messagesAbout(backId).at(-1)?.sendContent).toContain('由平台核对后线下打款给您');
    // The request and its accepted bid are 已完成; the deal is under 交易成功.
    const bids = (await seller.get('/account/quotation/mybprice', { backId })).body.data as MyBids;
    expect(bids.back.status).toBe(3);
    expect(bids.rlist.find((b) => b.createId === merchantId)?.status).toBe(3);
    const succeeded = (await seller.get('/backOrder/list', { orderStatus: 4, pageSize: 50 })).body.rows as BackOrder[];
    expect(succeeded.map((o) => o.id)).toContain(orderId);
    // An ended deal does not move on.
    const again = await advance(orderId);
    expect(again.body).toMatchObject({ code: 500, msg: '该回收订单已交易成功，不能再推进' });
    expect((await advance(orderId, { fail: true })).body.msg).toBe('该回收订单已交易成功，不能再改为交易失败');
  });

  it('fails with the given reason (or a default one per step), and the request is 已取消', async () => {
    const backId = await requestWithBids(seller, mock);
    const { orderId } = await accept(seller, backId);
    await advance(orderId);
    const res = await advance(orderId, { fail: true, reason: '账号绑定的手机号无法换绑' });
    expect(res.body).toMatchObject({ code: 200, msg: '已改为交易失败', data: { orderStatus: 5, failReason: '账号绑定的手机号无法换绑' } });
    expect(((await detail(seller, { id: orderId })).data as BackOrder).finishTime).toBeTruthy();
    expect(((await seller.get('/account/quotation/mybprice', { backId })).body.data as MyBids).back.status).toBe(4);
    const last = messagesAbout(backId).at(-1);
    expect(last?.sendTitle).toBe('回收交易失败');
    expect(last?.sendContent).toContain('账号绑定的手机号无法换绑');
    expect(last?.sendContent).toContain('可重新发起竞价回收');
    expect((await advance(orderId)).body.msg).toBe('该回收订单已交易失败，不能再推进');

    // Without a reason: an unpaid deal reads as the merchant not paying.
    const other = await accept(seller, await requestWithBids(seller, mock));
    expect((await advance(other.orderId, { fail: 'true' })).body.data).toMatchObject({ orderStatus: 5, failReason: '回收商未在规定时间内付款，交易已关闭' });
  });
});

describe('who may see a deal, and bad input', () => {
  it('the merchant may read it; anyone else gets 403; signed out 401', async () => {
    const { orderId, merchantId } = await accept(seller, await requestWithBids(seller, mock));
    const forbidden = await detail(buyer, { id: orderId });
    expect(forbidden).toMatchObject({ code: 403, msg: '无权查看该回收订单' });
    const merchantPhone = mock.store.db.users.find((u) => u.userId === merchantId)?.phonenumber as string;
    const merchant = await smsLogin(mock.client, merchantPhone);
    expect((await detail(merchant, { id: orderId })).data).toMatchObject({ id: orderId, buyerId: merchantId });
    expect((await mock.client.get('/backOrder/detail', { id: orderId })).body.code).toBe(401);
  });

  it('bad ids and bodies get a Chinese msg and change nothing', async () => {
    const before = JSON.stringify(mock.store.db.backOrders);
    const reads: [Record<string, string | number>, string][] = [
      [{}, '回收订单编号（id）或估价单编号（backId）不能为空'],
      [{ id: 'abc' }, '回收订单编号（id）'],
      [{ id: 99999 }, '回收订单不存在'],
      [{ backId: 1 }, '回收订单不存在'],
    ];
    for (const [query, msg] of reads) {
      const body = await detail(seller, query);
      expect(body.code, JSON.stringify(query)).toBe(500);
      expect(body.msg).toContain(msg);
    }
    const writes: [string, unknown, string][] = [
      ['abc', {}, '回收订单不存在'],
      ['0', {}, '回收订单不存在'],
      ['99999', {}, '回收订单不存在'],
      ['1', { reason: '没有 fail' }, '只有交易失败（fail: true）才能填写原因（reason）'],
      ['1', { fail: true, reason: 'x'.repeat(101) }, '原因（reason）不能超过 100 个字'],
      ['1', { fail: true, reason: 42 }, '原因（reason）应为字符串'],
    ];
    for (const [id, body, msg] of writes) {
      const res = await advance(id, body);
      expect(res.body.code, `${id} ${JSON.stringify(body)}`).toBe(500);
      expect(res.body.msg).toContain(msg);
    }
    expect(JSON.stringify(mock.store.db.backOrders)).toBe(before);
  });
});

describe('the timer', () => {
  it('moves a deal accepted in this run one step every MOCK_AUDIT_MS to 交易成功, after a step by hand too', async () => {
    // The delay long: nothing falls due in real time while the test runs (the step by hand is never overtaken);
    // the space's clock is moved instead.
    const auditMs = 60_000;
    const { mock: timed, seller: me } = await startSignedIn({ auditMs });
    try {
      const res = await me.post('/h5/goods/back', {
        gameId: 1, type: '王者荣耀', des: 'V8', region: '安卓 / QQ区', account: 'wz_timer_1', tel: '13900139000',
        img: files('/profile/img/shot/1-1.svg'), relname: '李四', relnameImg: files('/profile/img/shot/1-3.svg'), inType: 1,
        content: JSON.stringify({ gameId: 1, price: 800 }),
      });
      const backId = (res.body.data as { id: number }).id;
      // The first merchant's bid, MOCK_AUDIT_MS after the request.
      expect((await advanceClock(timed.client, auditMs)).kinds).toContain('recycle.bid');
      expect(((await me.get('/account/quotation/mybprice', { backId })).body.data as MyBids).rlist).toHaveLength(1);
      const { orderId } = await accept(me, backId);
      expect((await timed.client.post(`/__mock/backOrders/${orderId}/advance`)).body.data).toMatchObject({ buyerPayStatus: 2, orderStatus: 1 });
      const deal = () => timed.store.db.backOrders.find((x) => x.id === orderId);
      // Then one step every MOCK_AUDIT_MS: 待审核, 已审核, 交易成功.
      const steps: number[] = [];
      for (let i = 0; i < 3; i++) {
        expect((await advanceClock(timed.client, auditMs)).kinds.filter((k) => k === 'backOrder.tick')).toEqual(['backOrder.tick']);
        steps.push(deal()?.orderStatus ?? -1);
      }
      expect(steps).toEqual([BackOrderStatus.checking, BackOrderStatus.checked, BackOrderStatus.success]);
      expect(timed.store.db.messages.filter((m) => m.relatedType === 'backlist' && m.relatedDataId === backId && m.sendTypeName === '交易消息').map((m) => m.sendTitle))
        .toEqual(['回收商已付款', '平台验号中', '验号通过，请配合换绑', '回收交易成功']);
    } finally {
      await timed.close();
    }
  });
});
