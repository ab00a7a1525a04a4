// Shipped presets (presets.ts): listed with the snapshots, restored like one, and the app-facing endpoints
// answer the state each promises.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BacklistItem, MockClock, Order } from '../../src/contract/types.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { RebindCode } from '../../src/contract/statuses.ts';
import { awaitsSellerCode } from '../../src/features/order/sellerHandover.ts';
import { NEW_USER } from '../sandbox/presets.ts';
import { login, type Client, startTestMock, TEST_GOODS, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
let seller: Client;

beforeAll(async () => {
  mock = await startTestMock();
  buyer = await login(mock.client, 'buyer');
  seller = await login(mock.client, 'seller');
});
afterAll(() => mock.close());

const restore = (name: string) => mock.client.post(`/__mock/snapshots/${name}/restore`);
const orders = async (c: Client, side: 'buyList' | 'sellerList') =>
  (await c.get(`/saleOrder/web/${side}`, { pageSize: 100 })).body.rows as Order[];
/** The state of an order as the 订单 screens tell it. */
function stateOf(o: Order): string {
  if (o.orderStatus === 4) return `交易中-${o.deliverState}`;
  if (o.orderStatus === 1) return o.afterSaleId ? '交易成功-售后' : `交易成功-${o.supllypay}`;
  return String(o.orderStatus);
}

describe('presets', () => {
  it('are listed first with preset: true, and cannot be saved over or deleted', async () => {
    const list = (await mock.client.get('/__mock/snapshots')).body.data as { name: string; preset?: boolean; summary?: string }[];
    expect(list.slice(0, 3)).toEqual(['demo-mid-trade', 'new-user', 'goods-100k'].map((name) =>
      expect.objectContaining({ name, preset: true, summary: expect.any(String) })));
    expect((await mock.client.post('/__mock/snapshots', { name: 'new-user' })).body).toMatchObject({ code: 500, msg: 'new-user 是预置快照，不能覆盖，请换一个名称' });
    expect((await mock.client.delete('/__mock/snapshots/goods-100k')).body).toMatchObject({ code: 500, msg: 'goods-100k 是预置快照，不能删除，请换一个名称' });
  });

  it('demo-mid-trade: an order at each step for both demo users, listings in each audit state, a 竞价回收 with bids', async () => {
    const res = await restore('demo-mid-trade');
    expect(res.body).toMatchObject({ code: 200, msg: '已恢复快照 demo-mid-trade', data: { goodsCount: TEST_GOODS } });
    // Created just now by the preset (orders made at restore time, so 待付款 is still payable).
    const mine = (await orders(buyer, 'buyList')).filter((o) => o.sellerId === 2 && [3, 4, 5, 6, 7, 9, 10, 30].includes(o.goodsId) && o.orderId > 23);
    expect(mine).toHaveLength(8);
    // The seller sees the same orders as sales, with the payout (待打款 "2" / 已打款 "1": seller's answers only).
    const sales = new Map((await orders(seller, 'sellerList')).map((o) => [o.orderId, o]));
    const states = mine.map((o) => stateOf(sales.get(o.orderId) as Order)).sort();
    expect(states).toEqual(['3', '5', '交易中-0', '交易中-1', '交易中-2', '交易成功-1', '交易成功-2', '交易成功-售后'].sort());
    // 待您提交换绑验证码 (the seller's turn) stands on the one order at 换绑中 alone: the staff pushes that took the
    // others past 换绑 without a code leave no 待提交 on the delivered, finished or refunded ones.
    const waiting = mine.map((o) => sales.get(o.orderId) as Order).filter((o) => o.rebindCodeState === RebindCode.needed);
    expect(waiting.map(stateOf)).toEqual(['交易中-1']);
    for (const o of mine.map((x) => sales.get(x.orderId) as Order).filter((x) => x.orderStatus === 1 || x.orderStatus === 5)) {
      expect(o, `${o.orderId}`).not.toHaveProperty('rebindCodeState');
      expect(awaitsSellerCode(o)).toBe(false);
    }
    const unpaid = mine.find((o) => o.orderStatus === 3) as Order;
    expect((await buyer.post('/saleOrder/pay', { orderId: unpaid.orderId, payWay: 2, payType: 'full' })).body.code).toBe(200);

    const listings = (await seller.get('/need/myConsignment', { pageSize: 100 })).body.rows as GoodsRow[];
    const fresh = listings.filter((g) => g.id > TEST_GOODS);
    expect(fresh.map((g) => g.saleState).sort()).toEqual([0, 1, 99]);
    expect(listings.some((g) => g.saleState === 3)).toBe(true);

    const requests = (await seller.get('/account/backlist/allList', { status: 0, pageSize: 100 })).body.rows as BacklistItem[];
    expect(requests.find((b) => b.des === 'V10 贵族，皮肤 260 款，荣耀王者 3 次')).toMatchObject({ status: 0, bcountt: 3 });
    // Stable: nothing scheduled by the preset but the deadlines of unpaid orders and waiting deals (the seed's too).
    expect((await mock.client.get('/__mock/health')).body.data).toMatchObject({ dataSource: { source: 'snapshot' } });
    const clock = (await mock.client.get('/__mock/clock')).body.data as MockClock;
    expect(clock.jobs.length).toBeGreaterThan(0);
    expect(new Set(clock.jobs.map((j) => j.kind))).toEqual(new Set(['order.payDeadline', 'backOrder.payDeadline']));
    expect(clock.jobs.some((j) => j.payload.orderId === unpaid.orderId)).toBe(true);
  });

  it('new-user: a registered user with nothing of theirs; the demo buyer is still signed in', async () => {
    expect((await restore('new-user')).body.code).toBe(200);
    const user = await login(mock.client, NEW_USER.phone, NEW_USER.password);
    const profile = (await user.get('/system/user/profile')).body.data as { realNameStatus: number };
    expect(profile.realNameStatus).toBe(0);
    expect((await user.get('/saleOrder/web/buyList')).body.total).toBe(0);
    expect((await user.get('/need/myConsignment')).body.total).toBe(0);
    expect((await user.get('/account/backlist/allList')).body.total).toBe(0);
    // The seeded market is there, and the preset's orders of demo-mid-trade are gone.
    expect((await orders(buyer, 'buyList')).every((o) => o.orderId <= 23 || o.buyerId === 1)).toBe(true);
    expect((await orders(buyer, 'buyList')).some((o) => o.orderId > 23 && o.goodsId === 30)).toBe(false);
  });
});
