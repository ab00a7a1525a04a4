// 估价 results, 竞价回收 (POST /h5/goods/back), bids (mybprice), accepting one (live and friendly shapes),
// 竞价中心's back orders (GET /backOrder/list) and the control API's valuation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackOrder, BacklistItem, Bid, MyBids } from '../../src/contract/types.ts';
import { advanceClock, login, startSignedIn, startTestMock, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => ({ mock, buyer, seller } = await startSignedIn()));
afterAll(() => mock.close());

const files = (...urls: string[]) => JSON.stringify(urls.map((url) => ({ url, name: url.slice(url.lastIndexOf('/') + 1) })));

/** The live 竞价回收 body (api.md "Live payload shapes"). */
function liveBack(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    gameId: 1, type: '王者荣耀', des: 'V8 贵族，皮肤 200 款', region: '安卓 / QQ区', account: 'wz_88886666', tel: '13900139000',
    img: files('/profile/img/shot/1-1.svg', '/profile/img/shot/1-2.svg'), relname: '李四', relnameImg: files('/profile/img/shot/1-3.svg'),
    inType: 1,
    content: JSON.stringify({ gameId: 1, gameName: '王者荣耀', gameType: 0, systemId: 1, carrierId: 2, title: 'V8 全皮肤', price: 1500, des: 'V8 贵族' }),
    ...patch,
  };
}

async function allRows(c: Client, query: Record<string, string | number> = {}): Promise<BacklistItem[]> {
  return (await c.get('/account/backlist/allList', { pageSize: 100, ...query })).body.rows as BacklistItem[];
}

describe('POST /h5/goods/back (竞价回收)', () => {
  it('accepts the live shape and creates a request in 报价中 with the sale mode', async () => {
    const before = mock.store.db.backlists.length;
    const res = await seller.post('/h5/goods/back', liveBack());
    expect(res.body).toMatchObject({ code: 200, msg: '提交成功，可以在个人中心查询' });
    const id = (res.body.data as { id: number }).id;
    expect(mock.store.db.backlists.length).toBe(before + 1);
    const row = (await allRows(seller, { status: 0 })).find((b) => b.id === id) as BacklistItem;
    expect(row).toMatchObject({ gameId: 1, gameName: '王者荣耀', inType: 1, status: 0, bcountt: 0, expprice: 1500, region: '安卓 / QQ区', relname: '李四' });
    expect(JSON.parse(row.img)).toEqual([
      { url: '/profile/img/shot/1-1.svg', name: '1-1.svg' }, { url: '/profile/img/shot/1-2.svg', name: '1-2.svg' },
    ]);
    expect(row.relnameImg).toBe('/profile/img/shot/1-3.svg');
    expect(JSON.parse(row.content as string)).toMatchObject({ title: 'V8 全皮肤', price: 1500 });
    // 只代售 and friendly arrays of URLs are accepted too.
    const friendly = await seller.post('/h5/goods/back', liveBack({ inType: '2', img: ['/profile/img/shot/1-1.svg'], relnameImg: '/profile/img/shot/1-3.svg' }));
    expect(friendly.body.code).toBe(200);
    expect(mock.store.db.backlists.at(-1)).toMatchObject({ inType: 2, img: ['/profile/img/shot/1-1.svg'] });
  });

  it('refuses each bad input with a Chinese msg and writes nothing', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ account: '王者账号123' }, '游戏账号（account）不能包含中文'],
      [{ account: '' }, '游戏账号（account）不能为空'],
      [{ relnameImg: undefined }, '实名截图（relnameImg）不能为空'],
      [{ relnameImg: '[]' }, '请上传实名截图（relnameImg）'],
      [{ img: '[]' }, '请上传游戏截图（img）'],
      [{ img: undefined }, '游戏截图（img）不能为空'],
      [{ img: files(...Array.from({ length: 10 }, (_, i) => `/profile/img/shot/1-${i}.svg`)) }, '游戏截图（img）最多 9 张'],
      [{ img: files('javascript:alert(1)') }, '图片地址不合法'],
      [{ inType: 3 }, '出售模式（inType）的取值无效'],
      [{ inType: undefined }, '出售模式（inType）不能为空'],
      [{ tel: '110' }, '手机号格式不正确'],
      [{ region: ' ' }, '区服（region）不能为空'],
      [{ gameId: 999 }, '游戏不存在'],
      [{ content: '{oops' }, '商品信息（content）格式不正确'],
      [{ content: JSON.stringify({ gameId: 1, title: 'x' }) }, '期望价格（content.price）不能为空'],
      [{ content: JSON.stringify({ gameId: 1, price: 0 }) }, '期望价格（content.price）必须在'],
      [{ content: JSON.stringify({ gameId: 2, price: 100 }) }, '商品信息（content）的游戏与 gameId 不一致'],
    ];
    const before = JSON.stringify(mock.store.db.backlists);
    for (const [patch, msg] of bad) {
      const res = await seller.post('/h5/goods/back', liveBack(patch));
      expect(res.body.code, msg).toBe(500);
      expect(res.body.msg, JSON.stringify(patch)).toContain(msg);
    }
    expect(JSON.stringify(mock.store.db.backlists)).toBe(before);
    expect((await mock.client.post('/h5/goods/back', liveBack())).body.code).toBe(401);
  });

  it('schedules merchant bids like the bid-recycle flow', async () => {
    // The delay long: nothing falls due in real time while the test runs; the space's clock is moved instead.
    const auditMs = 60_000;
    const timed = await startTestMock({ auditMs });
    try {
      const u = await login(timed.client, 'seller');
      const id = ((await u.post('/h5/goods/back', liveBack())).body.data as { id: number }).id;
      const bidsNow = async () => ((await u.get('/account/quotation/mybprice', { backId: id })).body.data as MyBids).rlist;
      // One bid every MOCK_AUDIT_MS, the first MOCK_AUDIT_MS after the request.
      expect((await advanceClock(timed.client, auditMs / 2)).kinds).not.toContain('recycle.bid');
      expect(await bidsNow()).toEqual([]);
      expect((await advanceClock(timed.client, auditMs / 2)).kinds).toContain('recycle.bid');
      expect(await bidsNow()).toHaveLength(1);
      expect((await advanceClock(timed.client, auditMs)).kinds).toContain('recycle.bid');
      const bids = await bidsNow();
      expect(bids).toHaveLength(2);
      expect(bids.every((b) => b.status === 0 && b.bprice > 0 && b.createName && b.createId > 0)).toBe(true);
    } finally {
      await timed.close();
    }
  });
});

describe('GET /account/backlist/allList (live shape)', () => {
  it('answers img as the JSON string of the file list and bcountt = the number of bids', async () => {
    const rows = await allRows(seller);
    expect(rows.length).toBeGreaterThanOrEqual(11);
    for (const b of rows) {
      expect(typeof b.img).toBe('string');
      const list = JSON.parse(b.img) as { url: string; name: string }[];
      expect(list.every((f) => typeof f.url === 'string' && typeof f.name === 'string')).toBe(true);
      expect(b.bcountt).toBe(mock.store.db.bids.filter((x) => x.backId === b.id).length);
    }
    // 竞价中心's live call (?status=0 without inType): bid-recycle requests only.
    const open = await allRows(seller, { status: 0 });
    expect(open.every((b) => b.status === 0 && b.inType !== undefined)).toBe(true);
    expect(rows.some((b) => b.status === 0 && b.inType === undefined)).toBe(true);
    expect((await allRows(seller, { status: 0, inType: 0 })).every((b) => b.inType === undefined && b.status === 0)).toBe(true);
    expect(open.some((b) => b.bcountt === 3)).toBe(true);
  });

  it('the demo buyer has a valuation with its result, one waiting, and a bid-recycle request with three bids', async () => {
    const vals = await allRows(buyer, { inType: 0 });
    expect(vals.some((b) => b.status === 3 && b.valuationMin !== undefined && b.valuationNote)).toBe(true);
    expect(vals.some((b) => b.status === 0 && b.valuationMin === undefined)).toBe(true);
    expect((await allRows(buyer, { status: 0 })).map((b) => b.bcountt)).toEqual([3]);
  });
});

describe('GET /account/quotation/mybprice (live shape)', () => {
  it('answers {back, rlist} highest bid first; another user gets 403', async () => {
    const open = (await allRows(seller, { status: 0 })).find((b) => b.bcountt === 3) as BacklistItem;
    const res = await seller.get('/account/quotation/mybprice', { backId: open.id });
    const data = res.body.data as MyBids;
    expect(data.back).toMatchObject({ id: open.id, bcountt: 3, region: open.region });
    expect(typeof data.back.img).toBe('string');
    expect(data.rlist).toHaveLength(3);
    for (const r of data.rlist) expect(Object.keys(r)).toEqual(expect.arrayContaining(['id', 'createName', 'bprice', 'status', 'createId']));
    expect(data.rlist.map((r) => r.bprice)).toEqual([...data.rlist.map((r) => r.bprice)].sort((a, b) => b - a));
    expect(new Set(data.rlist.map((r) => r.createId)).size).toBe(3);
    const other = await buyer.get('/account/quotation/mybprice', { backId: open.id });
    expect(other.body.code).toBe(403);
    expect((await seller.get('/account/quotation/mybprice', { backId: 99999 })).body.msg).toBe('估价单不存在');
  });
});

describe('POST /account/backlist/accept', () => {
  it('live shape {id, supplyUserId}: rejects the others, moves the request out of 报价中, opens a back order in 交易中', async () => {
    const m = await startTestMock();
    try {
      const u = await login(m.client, 'seller');
      const other = await login(m.client, 'buyer');
      const open = (await allRows(u, { status: 0 })).find((b) => b.bcountt === 3) as BacklistItem;
      const { rlist } = (await u.get('/account/quotation/mybprice', { backId: open.id })).body.data as MyBids;
      const pick = rlist[1];
      const snapshot = JSON.stringify([m.store.db.backlists, m.store.db.bids, m.store.db.backOrders]);
      // Not mine: 403, nothing changes.
      const denied = await other.post('/account/backlist/accept', { id: open.id, supplyUserId: pick.createId });
      expect(denied.body.code).toBe(403);
      // Bad inputs: Chinese msgs, nothing changes.
      expect((await u.post('/account/backlist/accept', { supplyUserId: pick.createId })).body.msg).toBe('估价单编号（id）不能为空');
      expect((await u.post('/account/backlist/accept', { id: open.id })).body.msg).toBe('回收商编号（supplyUserId）不能为空');
      expect((await u.post('/account/backlist/accept', { id: open.id, supplyUserId: 9999 })).body.msg).toBe('报价不存在');
      expect((await u.post('/account/backlist/accept', { id: 'abc', supplyUserId: 1 })).body.msg).toBe('估价单编号（id）必须是整数');
      expect(JSON.stringify([m.store.db.backlists, m.store.db.bids, m.store.db.backOrders])).toBe(snapshot);

      const res = await u.post('/account/backlist/accept', { id: open.id, supplyUserId: pick.createId });
      expect(res.body).toMatchObject({ code: 200, msg: '已接受报价，请到竞价中心「交易中」继续交易' });
      const after = (await u.get('/account/quotation/mybprice', { backId: open.id })).body.data as MyBids;
      expect(after.back.status).toBe(2);
      expect(after.rlist.find((r) => r.id === pick.id)?.status).toBe(1);
      expect(after.rlist.filter((r) => r.id !== pick.id).every((r) => r.status === 2)).toBe(true);
      expect((await allRows(u, { status: 0 })).some((b) => b.id === open.id)).toBe(false);
      const trading = (await u.get('/backOrder/list', { dataType: 'sell', orderStatus: 1, pageSize: 50 })).body.rows as BackOrder[];
      expect(trading.find((o) => o.backId === open.id)).toMatchObject({
        buyerName: pick.createName, buyerId: pick.createId, changeAmount: pick.bprice, buyerPayStatus: 1, orderStatus: 1, qufu: open.region,
      });
      // Twice: a Chinese msg, nothing more written.
      const orders = m.store.db.backOrders.length;
      expect((await u.post('/account/backlist/accept', { id: open.id, supplyUserId: rlist[0].createId })).body.msg).toBe('该估价单当前不可接受报价');
      expect((await u.post('/account/backlist/accept', { id: open.id, supplyUserId: pick.createId })).body.msg).toBe('该估价单当前不可接受报价');
      expect(m.store.db.backOrders.length).toBe(orders);
    } finally {
      await m.close();
    }
  });

  it('keeps accepting the friendly {backId, bidId}', async () => {
    const m = await startTestMock();
    try {
      const u = await login(m.client, 'buyer');
      const open = (await allRows(u, { status: 0 })).find((b) => b.bcountt === 3) as BacklistItem;
      const { rlist } = (await u.get('/account/quotation/mybprice', { backId: open.id })).body.data as MyBids;
      const seller2 = await login(m.client, 'seller');
      expect((await seller2.post('/account/backlist/accept', { backId: open.id, bidId: rlist[0].id })).body.code).toBe(403);
      const res = await u.post('/account/backlist/accept', { backId: open.id, bidId: rlist[0].id });
      expect(res.body.code).toBe(200);
      const rows = (await u.get('/backOrder/list', { orderStatus: 1 })).body.rows as BackOrder[];
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ backId: open.id, changeAmount: rlist[0].bprice, sellerId: 1 });
      // The merchant sees the deal from the other side.
      expect(m.store.db.backOrders.filter((o) => o.buyerId === rlist[0].createId).length).toBeGreaterThanOrEqual(1);
    } finally {
      await m.close();
    }
  });
});

describe('GET /backOrder/list (竞价中心)', () => {
  it('the demo seller has a back order in each of the tabs 1–5, only his own', async () => {
    for (const status of [1, 2, 3, 4, 5]) {
      const res = await seller.get('/backOrder/list', { dataType: 'sell', orderStatus: status, pageNum: 1, pageSize: 10 });
      const rows = res.body.rows as BackOrder[];
      expect(rows.length, `orderStatus ${status}`).toBeGreaterThanOrEqual(1);
      expect(res.body.total).toBe(rows.length);
      for (const o of rows) {
        expect(o).toMatchObject({ orderStatus: status, sellerId: 2 });
        expect([1, 2]).toContain(o.buyerPayStatus);
        expect(o.buyerName && o.qufu && o.changeAmount > 0 && o.createTime && o.title).toBeTruthy();
        expect(JSON.parse(o.img)).toEqual(expect.any(Array));
      }
    }
    const all = (await seller.get('/backOrder/list', { dataType: 'sell' })).body;
    expect(all.total).toBe(mock.store.db.backOrders.filter((o) => o.sellerId === 2).length);
    expect((await buyer.get('/backOrder/list', { dataType: 'sell', orderStatus: 2 })).body.rows).toEqual([]);
  });

  it('refuses bad filters in Chinese and asks for a session', async () => {
    expect((await seller.get('/backOrder/list', { orderStatus: 9 })).body.msg).toContain('订单状态（orderStatus）的取值无效');
    expect((await seller.get('/backOrder/list', { dataType: 'x' })).body.msg).toContain('数据类型（dataType）的取值无效');
    expect((await mock.client.get('/backOrder/list', { orderStatus: 1 })).body.code).toBe(401);
  });
});

describe('POST /__mock/backlist/:id/valuate', () => {
  it('a waiting valuation gets its result at once; others are refused', async () => {
    const m = await startTestMock();
    try {
      const u = await login(m.client, 'buyer');
      const waiting = (await allRows(u, { inType: 0 })).find((b) => b.valuationMin === undefined) as BacklistItem;
      const res = await m.client.post(`/__mock/backlist/${waiting.id}/valuate`);
      expect(res.body).toMatchObject({ code: 200, msg: '估价完成' });
      const row = (await allRows(u, { inType: 0 })).find((b) => b.id === waiting.id) as BacklistItem;
      expect(row.status).toBe(3);
      expect(row.valuationMax).toBeGreaterThanOrEqual(row.valuationMin as number);
      expect(row.valuationNote).toContain('¥');
      expect((await m.client.post(`/__mock/backlist/${waiting.id}/valuate`)).body.msg).toBe('该估价单已有估价结果');
      const bidding = (await allRows(u, { inType: 1 }))[0];
      expect((await m.client.post(`/__mock/backlist/${bidding.id}/valuate`)).body.msg).toBe('竞价回收单没有估价结果，请用报价');
      expect((await m.client.post('/__mock/backlist/99999/valuate')).body.msg).toBe('估价单不存在');
      // The bid control answers a Bid with the merchant's id.
      const added = (await m.client.post(`/__mock/backlist/${bidding.id}/bid`)).body.data as Bid;
      expect(added.bidderId).toBeGreaterThan(2);
    } finally {
      await m.close();
    }
  });
});
