// Issue 30, money after 交易成功, one story per role: a claim upheld after the payout (the seller returns 到手:
// 追回), upheld before it (the payout stopped), open (the payout held) and rejected (the payout goes on). The buyer
// keeps the buyer's words; the seller's message and order say the seller's, with the amount.
import { describe, expect, it } from 'vitest';
import { formatYuan } from '../../src/contract/money.ts';
import { AfterSaleStatus, OrderStatus, SupplyPay } from '../../src/contract/statuses.ts';
import type { Message, Order } from '../../src/contract/types.ts';
import { as, buyer, confirm, create, detail, mock, pay, takeSellerGoods, ticketOf, useOrderMock } from './order-fixture.ts';
import { DEMO_USERS } from '../lib/fixtures.ts';

useOrderMock();

const control = (path: string, body?: unknown) => mock.client.post(path, body);
const lastMessage = async (userId: number, orderId: number) => {
  const rows = ((await (await as(userId)).get('/need/message/list', { pageNum: 1, pageSize: 50 })).body.rows ?? []) as Message[];
  return rows.find((m) => m.relatedDataId === orderId) as Message;
};

/** A finished order (交易成功, 待打款), optionally paid out. */
async function finished(payout: boolean): Promise<{ o: Order; sellerId: number; net: string }> {
  const g = takeSellerGoods((x) => x.isGuarantee !== 0);
  const o = await create(buyer, g, 1);
  const p = await pay(o.orderId, 'full');
  await confirm(ticketOf(p.formStr), 'success');
  await control(`/__mock/orders/${o.orderId}/advance`);
  await control(`/__mock/orders/${o.orderId}/rebindCode`);
  expect((await buyer.post('/saleOrder/confirm', { orderId: o.orderId })).body.code).toBe(200);
  if (payout) expect((await control(`/__mock/orders/${o.orderId}/payout`)).body.code).toBe(200);
  // As the seller's message writes it: the platform's one money format (¥1,603.60).
  const net = formatYuan(mock.store.orders.get(o.orderId)!.supplyDiscountPrice ?? 0);
  return { o, sellerId: g.createId, net };
}

async function claim(orderId: number, type = '描述不符'): Promise<number> {
  const res = await buyer.post('/saleOrderAfter', { orderId, type, reason: '账号里的皮肤和描述不一致，少了两个', images: [] });
  expect(res.body.code, res.text).toBe(200);
  return (res.body.data as { id: number }).id;
}

describe('after 交易成功', () => {
  it('upheld after the payout: 已退款 with 已打款 kept, the seller told to return 到手 (追回), the buyer told of the refund', async () => {
    const { o, sellerId, net } = await finished(true);
    const id = await claim(o.orderId);
    await control(`/__mock/afterSales/${id}/answer`, { status: AfterSaleStatus.resolved });
    const seller = await as(sellerId);
    const mine = await detail(o.orderId, seller);
    expect(mine).toMatchObject({ orderStatus: OrderStatus.refunded, supllypay: SupplyPay.paid });
    const toSeller = await lastMessage(sellerId, o.orderId);
    expect(toSeller.sendTitle).toBe('售后成立，货款需退回');
    expect(toSeller.sendContent).toContain(`${net} 需退回平台`);
    expect(toSeller.sendContent).not.toMatch(/为您办理退款|原路退回/);
    const toBuyer = await lastMessage(mock.store.orders.get(o.orderId)!.buyerId, o.orderId);
    expect(toBuyer.sendContent).toMatch(/已原路退回/);
    expect(toBuyer.sendContent).not.toMatch(/需退回|到手/);
  });

  it('open before the payout holds it (暂缓打款); upheld then stops it, with the amount in the seller’s words', async () => {
    const { o, sellerId, net } = await finished(false);
    await claim(o.orderId);
    expect((await lastMessage(sellerId, o.orderId)).sendContent).toContain('处理完成前暂缓打款');
    const refused = await control(`/__mock/orders/${o.orderId}/payout`);
    expect(refused.body.msg).toBe('买家售后处理中，暂缓打款');
    const row = mock.store.db.afterSales.find((a) => a.orderId === o.orderId)!;
    await control(`/__mock/afterSales/${row.id}/answer`, { status: AfterSaleStatus.resolved });
    const mine = await detail(o.orderId, await as(sellerId));
    expect(mine.orderStatus).toBe(OrderStatus.refunded);
    expect(mine).not.toHaveProperty('supllypay');
    const toSeller = await lastMessage(sellerId, o.orderId);
    expect(toSeller.sendTitle).toBe('售后成立，本单停止打款');
    expect(toSeller.sendContent).toContain(`${net} 不再打款`);
  });

  it('rejected: the payout goes on, and the seller is told so with the amount', async () => {
    const { o, sellerId, net } = await finished(false);
    const id = await claim(o.orderId, '其他');
    await control(`/__mock/afterSales/${id}/answer`, { status: AfterSaleStatus.rejected });
    const toSeller = await lastMessage(sellerId, o.orderId);
    expect(toSeller.sendTitle).toBe('买家售后已驳回');
    expect(toSeller.sendContent).toContain(`${net} 照常打款`);
    expect((await control(`/__mock/orders/${o.orderId}/payout`)).body.code).toBe(200);
    expect((await detail(o.orderId, await as(sellerId))).supllypay).toBe(SupplyPay.paid);
  });
});

describe('竞价回收 money', () => {
  it('at 交易成功 a deal carries 到手 and 待打款, then 已打款 by the control API; refused before and twice', async () => {
    const o = mock.store.db.backOrders.find((x) => x.orderStatus === 1)!;
    const seller = await as(o.sellerId);
    expect((await mock.client.post(`/__mock/backOrders/${o.id}/payout`)).body.msg).toBe('回收交易未成功，不能打款');
    for (let i = 0; i < 5 && o.orderStatus !== 4; i++) await mock.client.post(`/__mock/backOrders/${o.id}/advance`);
    const done = (await seller.get('/backOrder/detail', { id: o.id })).body.data as Record<string, unknown>;
    expect(done).toMatchObject({ orderStatus: 4, supllypay: SupplyPay.pending, supplyDiscountPrice: expect.any(Number) });
    expect(done.supplyDiscountPrice).toBeLessThan(o.changeAmount);
    const paid = await mock.client.post(`/__mock/backOrders/${o.id}/payout`);
    expect(paid.body.data).toMatchObject({ supllypay: SupplyPay.paid, payoutTime: expect.any(String) });
    expect((await mock.client.post(`/__mock/backOrders/${o.id}/payout`)).body.msg).toBe('该回收订单已打款');
  });
});

describe('收款账户', () => {
  it('is set in the seller’s 实名 (checked, masked), refused without 实名, and named on the payout line', async () => {
    const { o, sellerId } = await finished(false);
    const seller = await as(sellerId);
    // The demo seller's seeded account: their 支付宝 (their phone), shown by its last four digits only.
    expect(sellerId).toBe(DEMO_USERS.seller.userId);
    expect((await seller.get('/account/payoutAccount')).body.data).toMatchObject({ account: { type: 1, account: '***9000' } });
    const bad = await seller.post('/account/payoutAccount', { type: 1, account: 'abc' });
    expect(bad.body.msg).toBe('支付宝账号应为手机号或邮箱');
    expect((await seller.post('/account/payoutAccount', { type: 2, account: '6222020200001234567' })).body.msg).toBe('请填写开户银行');
    expect((await seller.post('/account/payoutAccount', { type: 3, account: '1' })).body.code).toBe(500);
    const saved = await seller.post('/account/payoutAccount', { type: 1, account: '13912341234' });
    expect(saved.body.code, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ type: 1, account: '***1234', name: mock.store.usersById.get(sellerId)!.realName });
    expect(JSON.stringify((await seller.get('/system/user/profile')).body)).not.toContain('13912341234');
    expect((await mock.client.get(`/__mock/db/users?userId=${sellerId}`)).text).not.toContain('13912341234');
    await mock.client.post(`/__mock/orders/${o.orderId}/payout`);
    expect(await detail(o.orderId, seller)).toMatchObject({ payoutTo: '支付宝 ***1234' });
    expect(await detail(o.orderId, buyer)).not.toHaveProperty('payoutTo');
    expect((await lastMessage(sellerId, o.orderId)).sendContent).toContain('您的收款账户（支付宝 ***1234）');
  });
});
