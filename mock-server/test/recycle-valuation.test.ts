// Valuation and bid recycling requests (POST /account/backlist): validation, the 估价员's result and merchants'
// bids on the timer, accepting a bid, allList's kinds and the control API's bids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BacklistStatus } from '../../src/contract/statuses.ts';
import type { Backlist, Bid, MyBids, MerchantApplication } from '../../src/contract/types.ts';
import { advanceClock, login, startSignedIn, startTestMock, type Client, type TestMock } from './helpers.ts';

/** The platform's delay (MOCK_AUDIT_MS) of the timed test: long, so that only moving the clock runs its jobs. */
const AUDIT_MS = 60_000;

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => ({ mock, buyer, seller } = await startSignedIn()));
afterAll(() => mock.close());

describe('valuation and bid recycling', () => {
  const body = { gameId: 1, type: '手游', region: '安卓 / QQ区', des: 'V8 全皮肤', account: 'abc12345', tel: '13800138000', expprice: 1000, img: ['/profile/img/shot/1-1.svg'] };

  it('validates the request', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ account: '中文账号' }, '游戏账号（account）不能包含中文'],
      [{ tel: '110' }, '手机号格式不正确'],
      [{ expprice: 0 }, '期望价格（expprice）必须在'],
      [{ img: Array(10).fill('/profile/img/a.svg') }, '截图（img）最多 9 张'],
      [{ inType: 3 }, '出售模式（inType）的取值无效'],
      [{ gameId: 999 }, '游戏不存在'],
      [{ region: '' }, '区服（region）不能为空'],
    ];
    for (const [patch, msg] of bad) expect((await buyer.post('/account/backlist', { ...body, ...patch })).body.msg).toContain(msg);
  });

  it('keeps a valuation’s goods DTO (content: 区服 ids, attributes, 账号来源) for 按此价寄售, and refuses a bad one in Chinese', async () => {
    const content = JSON.stringify({ gameId: 1, systemId: 4, carrierId: 6, f1: '120', f3: 'V8', accountSource: 2 });
    const res = await buyer.post('/account/backlist', { ...body, content });
    expect(res.body.code, res.text).toBe(200);
    const id = (res.body.data as { id: number }).id;
    const mine = (await buyer.get('/account/quotation/mybprice', { backId: id })).body.data as MyBids;
    expect(mine.back.content).toBe(content);
    expect((await buyer.post('/account/backlist', { ...body, content: '{bad' })).body.msg).toBe('商品信息（content）格式不正确，应为 JSON 对象');
    expect((await buyer.post('/account/backlist', { ...body, content: JSON.stringify({ gameId: 2 }) })).body.msg).toBe('商品信息（content）的游戏与所选游戏不一致');
    // Without it (the live body), a valuation is as before.
    const plain = (await buyer.post('/account/backlist', body)).body.data as { id: number };
    expect(((await buyer.get('/account/quotation/mybprice', { backId: plain.id })).body.data as MyBids).back).not.toHaveProperty('content');
  });

  it('a valuation gets its result after MOCK_AUDIT_MS; bid recycling collects 2–5 bids; merchants are approved', async () => {
    // The delay long: nothing falls due in real time while the test runs; the space's clock is moved instead.
    const timed = await startTestMock({ auditMs: AUDIT_MS });
    try {
      const u = await login(timed.client, 'buyer');
      const val = await u.post('/account/backlist', body);
      expect(val.body).toMatchObject({ code: 200, msg: '提交成功，请等待估价员进行估价' });
      const valId = (val.body.data as { id: number }).id;
      const bid = await u.post('/account/backlist', { ...body, inType: 1 });
      const bidId = (bid.body.data as { id: number }).id;
      const valuation = async () => ((await u.get('/account/backlist/allList', { inType: 0 })).body.rows as Backlist[]).find((b) => b.id === valId);
      const bidsNow = async () => ((await u.get('/account/quotation/mybprice', { backId: bidId })).body.data as MyBids).rlist;
      const recycleJobs = (kinds: string[]) => kinds.filter((k) => k.startsWith('recycle.')).sort();

      // Half the delay on: nothing yet.
      expect(recycleJobs((await advanceClock(timed.client, AUDIT_MS / 2)).kinds)).toEqual([]);
      expect((await valuation())?.valuationMin).toBeUndefined();
      expect(await bidsNow()).toEqual([]);
      // MOCK_AUDIT_MS after the requests: the valuation's result and the first bid.
      expect(recycleJobs((await advanceClock(timed.client, AUDIT_MS / 2)).kinds)).toEqual(['recycle.bid', 'recycle.valuation']);
      const valuated = await valuation();
      expect(valuated?.valuationMin).toBeDefined();
      expect(valuated?.status).toBe(3);
      expect(valuated?.valuationMax).toBeGreaterThanOrEqual(valuated?.valuationMin as number);
      expect(valuated?.valuationNote).toContain('¥');
      expect(await bidsNow()).toHaveLength(1);
      // Then one more bid every MOCK_AUDIT_MS, 2–5 in all.
      expect(recycleJobs((await advanceClock(timed.client, AUDIT_MS)).kinds)).toEqual(['recycle.bid']);
      expect(await bidsNow()).toHaveLength(2);
      await advanceClock(timed.client, 3 * AUDIT_MS);
      const bids = await bidsNow();
      expect(bids.length).toBeGreaterThanOrEqual(2);
      expect(bids.length).toBeLessThanOrEqual(5);
      expect(bids.map((b) => b.bprice)).toEqual([...bids.map((b) => b.bprice)].sort((a, b) => b - a));
      const inList = ((await u.get('/account/backlist/allList', { inType: 1 })).body.rows as Backlist[]).find((b) => b.id === bidId);
      expect(inList?.bidCount).toBe(bids.length);
      expect(inList?.maxPrice).toBe(bids[0].bprice);
      const other = await login(timed.client, 'seller');
      expect((await other.get('/account/quotation/mybprice', { backId: bidId })).body.code).toBe(403);
      expect((await other.post('/account/backlist/accept', { backId: bidId, bidId: bids[0].id })).body.code).toBe(403);
      // Accepting is checked in the next test.
      // The same delay approves merchant applications.
      await u.post('/need/merchant/apply', { shopName: '小王的号铺', contact: '13800138000', games: '王者荣耀' });
      const latest = async () => (await u.get('/need/merchant/latest')).body.data as MerchantApplication;
      expect((await latest()).auditState).not.toBe(1);
      expect((await advanceClock(timed.client, AUDIT_MS)).kinds).toContain('merchant.audit');
      const approved = await latest();
      expect(approved.auditState).toBe(1);
      expect(approved.auditDes).toBeTruthy();
      expect((await u.post('/need/merchant/apply', { shopName: '小王的号铺', contact: '13800138000', games: '王者荣耀' })).body.msg).toBe('您已是入驻商户');
    } finally {
      await timed.close();
    }
  });

  it('accepting a bid: the chosen one 已接受, the others 已拒绝, the request 已接受报价; once only, only by its owner', async () => {
    const bidId = ((await buyer.post('/account/backlist', { ...body, inType: 1 })).body.data as { id: number }).id;
    for (let i = 0; i < 3; i++) expect((await mock.client.post(`/__mock/backlist/${bidId}/bid`)).body.code).toBe(200);
    const bids = ((await buyer.get('/account/quotation/mybprice', { backId: bidId })).body.data as MyBids).rlist;
    expect(bids).toHaveLength(3);
    expect((await seller.post('/account/backlist/accept', { backId: bidId, bidId: bids[0].id })).body.code).toBe(403);
    expect((await buyer.post('/account/backlist/accept', { backId: bidId, bidId: 999999 })).body.msg).toBe('报价不存在');
    expect((await buyer.post('/account/backlist/accept', { backId: bidId, bidId: bids[1].id })).body).toMatchObject({ code: 200, msg: '已接受报价，请到竞价中心「交易中」继续交易' });
    const after = ((await buyer.get('/account/quotation/mybprice', { backId: bidId })).body.data as MyBids).rlist;
    expect(after.find((b) => b.id === bids[1].id)?.status).toBe(1);
    expect(after.filter((b) => b.id !== bids[1].id).every((b) => b.status === 2)).toBe(true);
    const req = ((await buyer.get('/account/backlist/allList', { status: 2 })).body.rows as Backlist[]).find((b) => b.id === bidId);
    expect(req?.status).toBe(2);
    expect((await buyer.post('/account/backlist/accept', { backId: bidId, bidId: bids[0].id })).body.msg).toBe('该估价单当前不可接受报价');
  });

  it('allList: absent inType = all, 0 = valuations only; the control API adds bids', async () => {
    const res = await seller.get('/account/backlist/allList', { pageSize: 100 });
    const rows = res.body.rows as Backlist[];
    expect(rows.every((b) => b.userId === 2)).toBe(true);
    expect(rows.some((b) => b.inType === undefined) && rows.some((b) => b.inType !== undefined)).toBe(true);
    const vals = (await seller.get('/account/backlist/allList', { inType: 0, pageSize: 100 })).body.rows as Backlist[];
    expect(vals.every((b) => b.inType === undefined)).toBe(true);
    const open = rows.find((b) => b.inType !== undefined && b.status === BacklistStatus.open) as Backlist;
    const before = open.bidCount;
    const added = await mock.client.post(`/__mock/backlist/${open.id}/bid`);
    expect((added.body.data as Bid).backId).toBe(open.id);
    expect(mock.store.db.backlists.find((b) => b.id === open.id)?.bidCount).toBe(before + 1);
    const plain = rows.find((b) => b.inType === undefined) as Backlist;
    expect((await mock.client.post(`/__mock/backlist/${plain.id}/bid`)).body.msg).toBe('估价单不接受报价');
  });
});
