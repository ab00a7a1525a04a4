// A 竞价回收 deal ends when its merchant does not pay: payDeadline 2 hours after 接受报价, then 交易失败 with the
// reason, the merchant's bid 已失效, the request 报价中 again with the other bids 待处理 (another can be accepted);
// the 回收单号 (HS…, like Order.no); the sweep and POST /__mock/backOrders/:id/expire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECYCLE_PAY_WINDOW_MS } from '../../src/contract/recycleDeal.ts';
import { BacklistStatus, BackOrderStatus, BidStatus, BuyerPayStatus } from '../../src/contract/statuses.ts';
import type { BackOrder, Message, MyBids } from '../../src/contract/types.ts';
import { parseTime } from '../lib/fixtures.ts';
import { advanceClock, login, startTestMock, type Client, type TestMock } from './helpers.ts';

const clock = { offset: 0 };
let mock: TestMock;
let seller: Client;
beforeAll(async () => {
  // The job timer never fires while a test runs (an hour's sleep at most): a moved host clock is noticed by the
  // reads under test; the sweep's test moves the space's clock.
  mock = await startTestMock({ now: () => Date.now() + clock.offset, sweepMs: 3_600_000 });
  seller = await login(mock.client, 'seller');
});
afterAll(() => mock.close());

const files = (...urls: string[]) => JSON.stringify(urls.map((url) => ({ url, name: url.slice(url.lastIndexOf('/') + 1) })));

async function requestWithBids(bids: number, title = 'V8 全皮肤 王者号'): Promise<number> {
  const res = await seller.post('/h5/goods/back', {
    gameId: 1, type: '王者荣耀', des: 'V8 贵族', region: '安卓 / QQ区', account: 'wz_deadline', tel: '13900139000',
    img: files('/profile/img/shot/1-1.svg'), relname: '李四', relnameImg: files('/profile/img/shot/1-3.svg'),
    inType: 1, content: JSON.stringify({ gameId: 1, title, price: 1500 }),
  });
  expect(res.body.code).toBe(200);
  const id = (res.body.data as { id: number }).id;
  for (let i = 0; i < bids; i++) expect((await mock.client.post(`/__mock/backlist/${id}/bid`)).body.code).toBe(200);
  return id;
}

const bidsOf = async (backId: number) => (await seller.get('/account/quotation/mybprice', { backId })).body.data as MyBids;

async function acceptBest(backId: number): Promise<BackOrder> {
  const best = (await bidsOf(backId)).rlist.find((b) => b.status === BidStatus.open)!;
  const res = await seller.post('/account/backlist/accept', { id: backId, supplyUserId: best.createId });
  expect(res.body.code).toBe(200);
  return (await seller.get('/backOrder/detail', { backId })).body.data as BackOrder;
}

describe('the merchant\'s payment deadline', () => {
  it('a new deal has a 回收单号 like Order.no and a deadline 2 hours after 接受报价', async () => {
    const deal = await acceptBest(await requestWithBids(2));
    expect(deal.no).toMatch(new RegExp(`^HS\\d{14}${String(deal.id).padStart(4, '0')}$`));
    expect(deal.no!.slice(2, 16)).toBe(deal.createTime.replace(/\D/g, ''));
    expect(parseTime(deal.payDeadline!) - parseTime(deal.createTime)).toBe(RECYCLE_PAY_WINDOW_MS);
  });

  it('past the deadline unpaid: 交易失败 with the reason, the bid 已失效, the request 报价中 and another bid accepted', async () => {
    const backId = await requestWithBids(3);
    const first = await acceptBest(backId);
    clock.offset += RECYCLE_PAY_WINDOW_MS + 1000;
    try {
      const closed = (await seller.get('/backOrder/detail', { id: first.id })).body.data as BackOrder;
      expect(closed.orderStatus).toBe(BackOrderStatus.failed);
      expect(closed.buyerPayStatus).toBe(BuyerPayStatus.unpaid);
      expect(closed.failReason).toBe('回收商未在 2 小时内付款，交易已自动关闭');
      expect(closed.finishTime).toBe(first.payDeadline);
      const bids = await bidsOf(backId);
      expect(bids.back.status).toBe(BacklistStatus.open);
      expect(bids.rlist.find((b) => b.createId === first.buyerId)?.status).toBe(BidStatus.lapsed);
      expect(bids.rlist.filter((b) => b.status === BidStatus.open)).toHaveLength(2);
      const messages = (await seller.get('/need/message/list', { pageNum: 1, pageSize: 5 })).body as { rows?: Message[] };
      expect(messages.rows?.some((m) => m.sendTitle === '回收交易已关闭' && m.sendContent.includes('可以接受其他回收商的报价'))).toBe(true);

      // The lapsed merchant cannot be accepted again; another can, and the request's detail is the new deal.
      const again = await seller.post('/account/backlist/accept', { id: backId, supplyUserId: first.buyerId });
      expect(again.body.code).not.toBe(200);
      expect(again.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      const second = await acceptBest(backId);
      expect(second.id).not.toBe(first.id);
      expect(second.orderStatus).toBe(BackOrderStatus.trading);
      expect((await bidsOf(backId)).rlist.find((b) => b.createId === first.buyerId)?.status).toBe(BidStatus.lapsed);
    } finally {
      clock.offset = 0;
    }
  });

  it('the deadline\'s job closes a due deal nobody reads', async () => {
    const backId = await requestWithBids(2);
    const deal = await acceptBest(backId);
    // The space's clock past the deadline (POST /__mock/clock; the job timer's own firing: clock.test.ts).
    expect((await advanceClock(mock.client, RECYCLE_PAY_WINDOW_MS + 1000)).kinds).toContain('backOrder.payDeadline');
    const rows = (await mock.client.get(`/__mock/db/backOrders?id=${deal.id}`)).body as unknown as BackOrder[];
    expect(rows[0]?.orderStatus).toBe(BackOrderStatus.failed);
  });

  it('a paid deal is not closed by the deadline', async () => {
    const deal = await acceptBest(await requestWithBids(2));
    expect((await mock.client.post(`/__mock/backOrders/${deal.id}/advance`)).body.code).toBe(200);
    clock.offset += RECYCLE_PAY_WINDOW_MS + 1000;
    try {
      const now = (await seller.get('/backOrder/detail', { id: deal.id })).body.data as BackOrder;
      expect(now.orderStatus).toBe(BackOrderStatus.trading);
      expect(now.buyerPayStatus).toBe(BuyerPayStatus.paid);
    } finally {
      clock.offset = 0;
    }
  });

  it('POST /__mock/backOrders/:id/expire closes a waiting deal now; anything else answers a Chinese msg', async () => {
    const deal = await acceptBest(await requestWithBids(2));
    const res = await mock.client.post(`/__mock/backOrders/${deal.id}/expire`);
    expect(res.body.code).toBe(200);
    expect((res.body.data as BackOrder).failReason).toBe('回收商未在 2 小时内付款，交易已自动关闭');
    const twice = await mock.client.post(`/__mock/backOrders/${deal.id}/expire`);
    expect(twice.body.code).not.toBe(200);
    expect(twice.body.msg).toBe('只有等待回收商付款的回收订单可以超时关闭');
    for (const id of ['abc', '999999']) {
      const bad = await mock.client.post(`/__mock/backOrders/${id}/expire`);
      expect(bad.body.code).not.toBe(200);
      expect(bad.body.msg).toMatch(/回收订单/);
    }
  });

  it('a long title is kept whole up to 120 characters and never cut mid-word', async () => {
    const title = `${'V10 贵族 '.repeat(20)}12000原价 典藏皮肤`;
    const deal = await acceptBest(await requestWithBids(2, title));
    expect(deal.title.endsWith('…')).toBe(true);
    expect(deal.title.length).toBeLessThanOrEqual(120);
    expect(title.startsWith(deal.title.slice(0, -1))).toBe(true);
    expect(title[deal.title.length - 1]).toBe(' ');
    const short = await acceptBest(await requestWithBids(2, '王者 V8 12000原价 全皮肤'));
    expect(short.title).toBe('王者 V8 12000原价 全皮肤');
  });
});
