// The mock's side of the issue 37 slips: money in its messages written as the pages write it (¥1,582.70), one
// form of trade number for the orders and 回收单 it makes, and a 竞价回收 deal titled by the recycle title rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatYuan } from '../../src/contract/money.ts';
import { recycleTitle } from '../../src/contract/recycleDeal.ts';
import { SaleState } from '../../src/contract/statuses.ts';
import { TRADE_NO_LENGTH } from '../../src/contract/tradeNo.ts';
import type { BackOrder, Message, MyBids, Order } from '../../src/contract/types.ts';
import { startSignedIn, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => ({ mock, buyer, seller } = await startSignedIn()));
afterAll(() => mock.close());

const inbox = (userId: number): Message[] => mock.store.db.messages.filter((m) => m.userId === userId);
const AMOUNT = /¥[\d,.]+/g;
/** Every amount in the texts, each as formatYuan writes it. */
function expectOneFormat(texts: string[]): void {
  const amounts = texts.flatMap((t) => t.match(AMOUNT) ?? []);
  expect(amounts.length).toBeGreaterThan(0);
  for (const a of amounts) expect(a).toBe(formatYuan(Number(a.slice(1).replace(/,/g, ''))));
}

describe('an order of ¥1,000 or more, from 支付成功 to 货款已打款', () => {
  it('writes every amount as ¥1,234.00 and has a 20-character 订单号', async () => {
    const g = mock.store.goods.all().find((x) => x.saleState === SaleState.listed && x.createId !== 1 && x.price >= 1000 && x.newPrice >= 1000);
    if (!g) throw new Error('no goods at ¥1,000 or more');
    const before = new Set(mock.store.db.messages.map((m) => m.id));
    const created = await buyer.post('/saleOrder/create', { goodsId: g.id, guaranteeType: 3 });
    expect(created.body.code, created.text).toBe(200);
    const o = created.body.data as Order;
    expect(o.no).toMatch(/^DD\d{18}$/);
    expect(o.no).toHaveLength(TRADE_NO_LENGTH);
    await buyer.post('/saleOrder/pay', { orderId: o.orderId, payWay: 2, payType: 'full' });
    expect((await mock.client.post('/__mock/pay', { orderId: o.orderId })).body.code).toBe(200);
    expect((await mock.client.post(`/__mock/orders/${o.orderId}/advance`)).body.code).toBe(200);
    expect((await mock.client.post(`/__mock/orders/${o.orderId}/rebindCode`)).body.code).toBe(200);
    expect((await buyer.post('/saleOrder/confirm', { orderId: o.orderId })).body.code).toBe(200);
    expect((await mock.client.post(`/__mock/orders/${o.orderId}/payout`)).body.code).toBe(200);

    const fresh = mock.store.db.messages.filter((m) => !before.has(m.id) && m.relatedDataId === o.orderId);
    const paid = fresh.find((m) => m.sendTitle === '支付成功');
    expect(paid?.sendContent).toContain(formatYuan(o.salePrice));
    const payout = fresh.find((m) => m.sendTitle === '货款已打款');
    const net = mock.store.orders.get(o.orderId)?.supplyDiscountPrice ?? 0;
    expect(net).toBeGreaterThanOrEqual(1000);
    expect(payout?.sendContent).toContain(formatYuan(net));
    expect(payout?.sendContent).toContain(',');
    expectOneFormat(fresh.map((m) => m.sendContent));
  });
});

describe('a 竞价回收 deal', () => {
  it('is titled by the recycle title rule, numbered HS… like an order, and its messages write money as the pages do', async () => {
    const des = '大师段位，英雄 160 个，皮肤 420 款，含至高之拳 李青、冠军之刃 锐雯、星之守护者 金克丝，全英雄全皮肤，账号自己注册可二次实名，诚心出售';
    const img = JSON.stringify([{ url: '/profile/img/shot/4-1.svg', name: '4-1.svg' }]);
    const res = await seller.post('/h5/goods/back', {
      gameId: 4, type: '英雄联盟', des, region: '电信 / 艾欧尼亚', account: 'lol_slip_01', tel: '13900139000', img, relname: '李四',
      relnameImg: img, inType: 1, content: JSON.stringify({ gameId: 4, gameName: '英雄联盟', title: recycleTitle(des), price: 22000, des }),
    });
    expect(res.body.code, res.text).toBe(200);
    const backId = (res.body.data as { id: number }).id;
    for (let i = 0; i < 2; i++) expect((await mock.client.post(`/__mock/backlist/${backId}/bid`)).body.code).toBe(200);
    const best = ((await seller.get('/account/quotation/mybprice', { backId })).body.data as MyBids).rlist[0];
    expect(best.bprice).toBeGreaterThanOrEqual(1000);
    expect((await seller.post('/account/backlist/accept', { id: backId, supplyUserId: best.createId })).body.code).toBe(200);

    const deal = (await seller.get('/backOrder/detail', { backId })).body.data as BackOrder;
    expect(deal.no).toMatch(/^HS\d{18}$/);
    expect(deal.title).toBe(recycleTitle(des));
    expect(deal.title.endsWith('…')).toBe(true);
    expect(deal.title).not.toContain('艾欧尼亚');

    for (let step = 0; step < 4; step++) expect((await mock.client.post(`/__mock/backOrders/${deal.id}/advance`)).body.code).toBe(200);
    expect((await mock.client.post(`/__mock/backOrders/${deal.id}/payout`)).body.code).toBe(200);
    const about = inbox(2).filter((m) => m.relatedType === 'backlist' && m.relatedDataId === backId);
    expect(about.find((m) => m.sendTitle === '收到新报价')?.sendContent).toMatch(/报价 ¥\d{1,3}(,\d{3})*\.\d{2}。/);
    expect(about.find((m) => m.sendTitle === '回收商已付款')?.sendContent).toContain(formatYuan(best.bprice));
    expectOneFormat(about.map((m) => m.sendContent));
  });

  it('a valuation’s result and note write the range as the pages do', async () => {
    const res = await seller.post('/account/backlist', {
      type: '原神', des: '冒险等级 60，雷电将军 2 命', region: '安卓 / 官服', expprice: 3000, account: 'ys_slip_01', tel: '13900139000',
      img: JSON.stringify([{ url: '/profile/img/shot/3-1.svg', name: '3-1.svg' }]),
    });
    expect(res.body.code, res.text).toBe(200);
    const id = (res.body.data as { id: number }).id;
    expect((await mock.client.post(`/__mock/backlist/${id}/valuate`)).body.code).toBe(200);
    const row = mock.store.db.backlists.find((b) => b.id === id);
    expect(row?.valuationNote).toContain(`${formatYuan(row?.valuationMin ?? 0)}–${formatYuan(row?.valuationMax ?? 0)}`);
    expectOneFormat([row?.valuationNote ?? '', ...inbox(2).filter((m) => m.relatedDataId === id).map((m) => m.sendContent)]);
  });
});
