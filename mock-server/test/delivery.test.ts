// Delivery and payout: deliverState follows the steps, the new password reaches only the buyer's own order
// detail, the seller's money (成交价, 到手, 待打款 → 已打款) reaches only the seller, by timer or control endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatYuan } from '../../src/contract/money.ts';
import { SaleState, SupplyPay } from '../../src/contract/statuses.ts';
import type { Message, MyListing, Order } from '../../src/contract/types.ts';
import { CHECK_WINDOW_MS, GUARANTEE_DAYS, sellerFee, sellerReceives } from '../../src/contract/pricing.ts';
import { myListingSchema, orderSchema } from '../../src/contract/common/answers.ts';
import { parseTime, type GoodsRow } from '../lib/fixtures.ts';
import { advanceClock, login, startTestMock, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
let stranger: Client;
beforeAll(async () => {
  mock = await startTestMock();
  buyer = await login(mock.client, 'buyer');
  stranger = await login(mock.client, mock.store.usersById.get(5)?.phonenumber ?? '');
});
afterAll(async () => {
  await mock.close();
});

const used = new Set<number>();
function takeGoods(m: TestMock = mock): GoodsRow {
  const g = m.store.goods.all().find((x) => x.saleState === SaleState.listed && x.createId !== 1 && x.createId !== 5 && x.isGuarantee !== 0 && !used.has(x.id));
  if (!g) throw new Error('no goods left');
  used.add(g.id);
  return g;
}

async function paidOrder(m: TestMock, b: Client, g: GoodsRow, guaranteeType = 1): Promise<Order> {
  const created = await b.post('/saleOrder/create', { goodsId: g.id, guaranteeType });
  expect(created.body.code, created.text).toBe(200);
  const o = created.body.data as Order;
  await b.post('/saleOrder/pay', { orderId: o.orderId, payWay: 1, payType: 'full' });
  expect((await m.client.post('/__mock/pay', { orderId: o.orderId })).body.code).toBe(200);
  return o;
}

const detailOf = async (c: Client, id: number) => (await c.get(`/saleOrder/detail/${id}`)).body.data as Order;

describe('delivery', () => {
  it('deliverState moves with each advance; at 已交付 the buyer alone gets account, new password, window and 保护期', async () => {
    const g = takeGoods();
    const seller = await login(mock.client, mock.store.usersById.get(g.createId)?.phonenumber ?? '');
    const o = await paidOrder(mock, buyer, g, 1);
    expect(o.account).toBe(g.accountNumber);
    expect(o).not.toHaveProperty('suplyprice');
    expect(o).not.toHaveProperty('supplyDiscountPrice');
    expect(await detailOf(buyer, o.orderId)).toMatchObject({ step: 1, deliverState: 0 });

    const first = await mock.client.post(`/__mock/orders/${o.orderId}/advance`);
    expect(first.body.data).toMatchObject({ step: 2, deliverState: 1 });
    expect((await detailOf(buyer, o.orderId)).deliverInfo).toBeUndefined();

    const second = await mock.client.post(`/__mock/orders/${o.orderId}/advance`);
    expect(second.body.data).toMatchObject({ step: 3, deliverState: 2 });
    const mine = await detailOf(buyer, o.orderId);
    expect(orderSchema.safeParse(mine).success).toBe(true);
    const info = mine.deliverInfo!;
    expect(info).toMatchObject({ account: g.accountNumber, bindPhone: '138****8000' });
    expect(info.password).toMatch(/^[A-Za-z0-9]{10}$/);
    const delivered = parseTime(info.deliverTime);
    expect(parseTime(mine.checkEndTime!) - delivered).toBe(CHECK_WINDOW_MS);
    expect(parseTime(mine.protectEndTime!) - delivered).toBe(GUARANTEE_DAYS * 86_400_000);
    // The buyer's breakdown is the buyer's; the seller's money is not in it.
    expect(mine.supplyDiscountPrice).toBeUndefined();

    const secret = info.password;
    // Nowhere else: the advance answer, the seller's detail and lists, the buyer's list, a stranger, the log, the db.
    expect(second.text).not.toContain(secret);
    const sellerView = await seller.get(`/saleOrder/detail/${o.orderId}`);
    expect(sellerView.body.data).toMatchObject({ deliverState: 2, suplyprice: g.price, supplyDiscountPrice: sellerReceives(g.price) });
    expect((sellerView.body.data as Order).deliverInfo).toBeUndefined();
    expect(sellerView.text).not.toContain(secret);
    for (const [c, path] of [[buyer, '/saleOrder/web/buyList'], [seller, '/saleOrder/web/sellerList'], [seller, '/need/myConsignment']] as const) {
      const res = await c.get(path, { pageSize: 100 });
      expect(res.body.code).toBe(200);
      expect(res.text, path).not.toContain(secret);
    }
    const listed = (await buyer.get('/saleOrder/web/buyList', { pageSize: 100 })).body.rows as Order[];
    expect(listed.find((r) => r.orderId === o.orderId)).toMatchObject({ deliverState: 2, checkEndTime: mine.checkEndTime });
    const other = await stranger.get(`/saleOrder/detail/${o.orderId}`);
    expect(other.body.code).toBe(403);
    expect(other.text).not.toContain(secret);
    const log = await mock.client.get('/__mock/log');
    expect(log.text).not.toContain(secret);
    const table = await mock.client.get('/__mock/db/orders', { orderId: o.orderId });
    expect(table.text).toContain(g.accountNumber!);
    expect(table.text).not.toContain(secret);
    expect(JSON.stringify(mock.store.orders.all().find((x) => x.orderId === o.orderId))).toContain(secret);
    const messages = (await buyer.get('/need/message/list', { pageSize: 100 })).text;
    expect(messages).not.toContain(secret);
    expect(messages).toContain('账号与新密码已交付');
  });

  it('a seeded order at 待确认收货 is already delivered; one at 换绑 is 换绑中; a 不买包赔 order has no 保护期', async () => {
    const delivered = await detailOf(buyer, 5);
    expect(delivered).toMatchObject({ orderStatus: 4, step: 3, deliverState: 2 });
    expect(delivered.deliverInfo?.password).toMatch(/^[A-Za-z0-9]{10}$/);
    const rebinding = await detailOf(buyer, 4);
    expect(rebinding).toMatchObject({ step: 2, deliverState: 1 });
    expect(rebinding).not.toHaveProperty('deliverInfo');
    const g = takeGoods();
    const o = await paidOrder(mock, buyer, g, 3);
    await mock.client.post(`/__mock/orders/${o.orderId}/advance`);
    await mock.client.post(`/__mock/orders/${o.orderId}/advance`);
    const d = await detailOf(buyer, o.orderId);
    expect(d.deliverInfo).toBeDefined();
    expect(d.protectEndTime).toBeUndefined();
  });

  // The seed keeps its own copy of the delivery rules (fixtures never import the mock): both must make the same shape.
  it('a seeded delivery looks like one the mock makes: same fields, remark, masked phone, password form, windows, seller money', async () => {
    const seeded = await detailOf(buyer, 5);
    const g = takeGoods();
    const o = await paidOrder(mock, buyer, g, seeded.guaranteeType);
    await mock.client.post(`/__mock/orders/${o.orderId}/advance`);
    await mock.client.post(`/__mock/orders/${o.orderId}/advance`);
    const made = await detailOf(buyer, o.orderId);
    const password = /^[A-HJ-NP-Z][a-hjkmnp-z][2-9][A-HJ-NP-Za-hjkmnp-z2-9]{7}$/;
    for (const [d, goods] of [[seeded, mock.store.goods.get(seeded.goodsId)], [made, g]] as const) {
      const info = d.deliverInfo!;
      expect(Object.keys(info).sort()).toEqual(['account', 'bindPhone', 'deliverTime', 'password', 'remark']);
      expect(info).toMatchObject({ account: goods?.accountNumber, bindPhone: '138****8000', remark: made.deliverInfo?.remark });
      expect(info.password).toMatch(password);
      expect(parseTime(d.checkEndTime!) - parseTime(info.deliverTime)).toBe(CHECK_WINDOW_MS);
      expect(d.protectEndTime === undefined ? undefined : parseTime(d.protectEndTime) - parseTime(info.deliverTime))
        .toBe(seeded.guaranteeType === 3 ? undefined : GUARANTEE_DAYS * 86_400_000);
      expect(d.deliverState).toBe(2);
      expect(mock.store.orders.get(d.orderId)).toMatchObject({ suplyprice: goods?.price, supplyDiscountPrice: sellerReceives(goods?.price ?? 0) });
    }
  });
});

describe('payout', () => {
  it('成交价 and 到手 are set at creation; 待打款 after 确认收货; POST /__mock/orders/:id/payout pays at once and tells the seller', async () => {
    const g = takeGoods();
    const seller = await login(mock.client, mock.store.usersById.get(g.createId)?.phonenumber ?? '');
    const o = await paidOrder(mock, buyer, g, 1);
    expect(mock.store.orders.get(o.orderId)).toMatchObject({ suplyprice: g.price, supplyDiscountPrice: g.price - sellerFee(g.price) });
    // Not complete yet: nothing to pay out.
    expect((await mock.client.post(`/__mock/orders/${o.orderId}/payout`)).body).toMatchObject({ code: 500, msg: '订单未完成，不能打款' });
    await mock.client.post(`/__mock/orders/${o.orderId}/advance`);
    await mock.client.post(`/__mock/orders/${o.orderId}/advance`);
    expect((await buyer.post('/saleOrder/confirm', { orderId: o.orderId })).body.code).toBe(200);
    const done = await detailOf(seller, o.orderId);
    expect(done).toMatchObject({ orderStatus: 1, supllypay: '2' });
    expect(done).not.toHaveProperty('payoutTime');
    const row = ((await seller.get('/need/myConsignment', { pageSize: 100, saleState: 3 })).body.rows as MyListing[]).find((r) => r.id === g.id);
    expect(row).toMatchObject({ orderRecId: o.orderId, suplyprice: g.price, supplyDiscountPrice: sellerReceives(g.price), supllypay: '2' });
    expect(myListingSchema.safeParse(row).success).toBe(true);

    const paid = await mock.client.post(`/__mock/orders/${o.orderId}/payout`);
    expect(paid.body).toMatchObject({ code: 200, msg: '已打款', data: { supllypay: '1' } });
    const after = await detailOf(seller, o.orderId);
    expect(after.supllypay).toBe('1');
    expect(after.payoutTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const inbox = (await seller.get('/need/message/list', { pageSize: 50 })).body.rows as Message[];
    const note = inbox.find((m) => m.sendTitle === '货款已打款' && m.relatedDataId === o.orderId);
    expect(note?.sendContent).toContain(formatYuan(sellerReceives(g.price)));
    expect((await mock.client.post(`/__mock/orders/${o.orderId}/payout`)).body).toMatchObject({ code: 500, msg: '该订单已打款' });
    expect((await mock.client.post('/__mock/orders/999999/payout')).body).toMatchObject({ code: 500, msg: '订单不存在' });
  });

  it('the payout job pays a completed order MOCK_AUDIT_MS after 确认收货', async () => {
    // The delay long: nothing falls due in real time while the test runs; the space's clock is moved instead.
    const auditMs = 60_000;
    const timed = await startTestMock({ auditMs });
    try {
      const b = await login(timed.client, 'buyer');
      const g = takeGoods(timed);
      const o = await paidOrder(timed, b, g, 3);
      await timed.client.post(`/__mock/orders/${o.orderId}/advance`);
      await timed.client.post(`/__mock/orders/${o.orderId}/advance`);
      await b.post('/saleOrder/confirm', { orderId: o.orderId });
      expect(timed.store.orders.get(o.orderId)?.supllypay).toBe(SupplyPay.pending);
      // Half the delay on: still 待打款.
      expect((await advanceClock(timed.client, auditMs / 2)).kinds).not.toContain('order.payout');
      expect(timed.store.orders.get(o.orderId)?.supllypay).toBe(SupplyPay.pending);
      // MOCK_AUDIT_MS after 确认收货: paid, at the job's own due time.
      const due = await advanceClock(timed.client, auditMs / 2);
      const payout = due.ran.find((j) => j.kind === 'order.payout');
      expect(payout).toBeDefined();
      expect(timed.store.orders.get(o.orderId)?.supllypay).toBe(SupplyPay.paid);
      expect(timed.store.orders.get(o.orderId)?.payoutTime).toBe(payout?.dueAt);
    } finally {
      await timed.close();
    }
  });

  it('seeded completed sales show both 已打款 and 待打款', async () => {
    const seller = await login(mock.client, 'seller');
    const rows = (await seller.get('/saleOrder/web/sellerList', { orderStatus: 1, pageSize: 100 })).body.rows as Order[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => r.supllypay === '1' && r.payoutTime)).toBe(true);
    expect(rows.some((r) => r.supllypay === '2' && !r.payoutTime)).toBe(true);
    for (const r of rows) {
      expect(r.supplyDiscountPrice).toBe(sellerReceives(r.suplyprice!));
      expect(r.deliverInfo).toBeUndefined();
    }
    // The buyer's list never carries the seller's money.
    const bought = (await buyer.get('/saleOrder/web/buyList', { pageSize: 100 })).body.rows as Order[];
    for (const r of bought) expect(r.suplyprice).toBeUndefined();
  });
});
