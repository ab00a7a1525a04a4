// Issue 30: the seller's part in 换绑 (the step waits for the seller's code, submitted on the order page or by the
// control API) and each side seeing its own (the seller's answers carry none of the buyer's 包赔, total, payment or
// refund; the buyer's none of the seller's money).
import { describe, expect, it } from 'vitest';
import { formatYuan } from '../../src/contract/money.ts';
import { DeliverState, GuaranteeFlag, GuaranteeType, OrderStep, RebindCode } from '../../src/contract/statuses.ts';
import type { Message, Order } from '../../src/contract/types.ts';
import { orderAnswerSchema } from '../../src/contract/common/answers.ts';
import { as, buyer, create, detail, mock, pay, stranger, takeSellerGoods, ticketOf, confirm, useOrderMock } from './order-fixture.ts';

useOrderMock();

/** The buyer's fields the seller must never get, and the seller's the buyer must never get. */
const BUYER_ONLY = ['guaranteeType', 'guaranteeAmount', 'serviceAmount', 'salePrice', 'paidAmount', 'refundAmount', 'depositAmount', 'payWay', 'protectEndTime', 'checkEndTime', 'deliverInfo'];
const SELLER_ONLY = ['suplyprice', 'supplyDiscountPrice', 'supllypay', 'payoutTime', 'payoutTo', 'rebindCodeState'];

async function paidOrder(guaranteeType: GuaranteeType = GuaranteeType.reclaim): Promise<{ o: Order; sellerId: number }> {
  const g = takeSellerGoods((x) => x.isGuarantee !== GuaranteeFlag.none);
  const o = await create(buyer, g, guaranteeType);
  const p = await pay(o.orderId, 'full');
  expect((await confirm(ticketOf(p.formStr), 'success')).status).toBeLessThan(400);
  return { o, sellerId: g.createId };
}

const control = (path: string, body?: unknown) => mock.client.post(path, body);

/** A paid order taken through 验号 and 换绑 (the control supplies the code) and received by the buyer: 交易成功, 待打款. */
async function receivedOrder(): Promise<{ o: Order; sellerId: number }> {
  const paid = await paidOrder(GuaranteeType.reclaim);
  const { orderId } = paid.o;
  await control(`/__mock/orders/${orderId}/advance`);
  await control(`/__mock/orders/${orderId}/rebindCode`);
  expect((await buyer.post('/saleOrder/confirm', { orderId })).body.code).toBe(200);
  return paid;
}
const messagesOf = async (userId: number) => ((await (await as(userId)).get('/need/message/list', { pageNum: 1, pageSize: 50 })).body.rows ?? []) as Message[];

describe('换绑 waits for the seller’s code', () => {
  it('at 换绑中 the seller is asked for the code and told so; the step timer waits; the code moves the order to 已交付', async () => {
    const { o, sellerId } = await paidOrder();
    const seller = await as(sellerId);
    // With the step timer on, reaching 换绑 schedules no step: it waits for the code.
    const saved = mock.ctx.opts.orderStepMs;
    mock.ctx.opts.orderStepMs = 60_000;
    try {
      await control(`/__mock/orders/${o.orderId}/advance`);
    } finally {
      mock.ctx.opts.orderStepMs = saved;
    }
    expect(mock.ctx.scheduler.find('order.step', { orderId: o.orderId })).toEqual([]);
    const atRebind = await detail(o.orderId, seller);
    expect(atRebind).toMatchObject({ step: OrderStep.rebind, deliverState: DeliverState.rebinding, rebindCodeState: RebindCode.needed });
    expect(orderAnswerSchema.safeParse(atRebind).success).toBe(true);
    expect(await detail(o.orderId, buyer)).not.toHaveProperty('rebindCodeState');
    expect((await messagesOf(sellerId)).some((m) => m.sendTitle === '请提交换绑验证码' && m.relatedDataId === o.orderId)).toBe(true);

    // The step timer does not pass 换绑 without the code, however long the space's clock runs.
    expect((await control('/__mock/clock', { advanceMs: 10 * 60_000 })).body.code).toBe(200);
    expect((await detail(o.orderId, seller)).step).toBe(OrderStep.rebind);

    // Bad input: a Chinese message, nothing changed; only the seller may submit.
    const bad = await seller.post('/saleOrder/rebindCode', { orderId: o.orderId, code: '12ab' });
    expect(bad.body.code).not.toBe(200);
    expect(bad.body.msg).toMatch(/验证码/);
    expect((await buyer.post('/saleOrder/rebindCode', { orderId: o.orderId, code: '123456' })).body.code).toBe(403);
    expect((await stranger.post('/saleOrder/rebindCode', { orderId: o.orderId, code: '123456' })).body.code).toBe(403);
    expect((await detail(o.orderId, seller)).rebindCodeState).toBe(RebindCode.needed);

    const ok = await seller.post('/saleOrder/rebindCode', { orderId: o.orderId, code: ' 123456 ' });
    expect(ok.body.code, ok.text).toBe(200);
    expect(ok.body.msg).toMatch(/验证码已提交/);
    const after = await detail(o.orderId, seller);
    expect(after).toMatchObject({ step: OrderStep.receive, deliverState: DeliverState.delivered, rebindCodeState: RebindCode.submitted });
    expect((await detail(o.orderId, buyer)).deliverInfo?.password).toBeTruthy();
    // Not at 换绑 any more: refused in Chinese.
    const again = await seller.post('/saleOrder/rebindCode', { orderId: o.orderId, code: '123456' });
    expect(again.body.msg).toBe('订单当前不在换绑中，无需提交验证码');
  });

  it('the control endpoint supplies the code for QA and demos', async () => {
    const { o } = await paidOrder(GuaranteeType.none);
    expect((await control(`/__mock/orders/${o.orderId}/rebindCode`)).body.msg).toBe('订单当前不在换绑中，无需提交验证码');
    await control(`/__mock/orders/${o.orderId}/advance`);
    const res = await control(`/__mock/orders/${o.orderId}/rebindCode`);
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ step: OrderStep.receive, rebindCodeState: RebindCode.submitted });
    expect(res.body.data).not.toHaveProperty('deliverInfo');
  });
});

describe('the code is wanted only at 换绑中', () => {
  it('a staff push past 换绑 without the code, and a refund at 换绑中, leave no 待提交 behind', async () => {
    const pushed = await paidOrder(3);
    const seller = await as(pushed.sellerId);
    await control(`/__mock/orders/${pushed.o.orderId}/advance`);
    expect((await detail(pushed.o.orderId, seller)).rebindCodeState).toBe(RebindCode.needed);
    await control(`/__mock/orders/${pushed.o.orderId}/advance`);
    const delivered = await detail(pushed.o.orderId, seller);
    expect(delivered.step).toBe(OrderStep.receive);
    expect(delivered).not.toHaveProperty('rebindCodeState');
    expect(orderAnswerSchema.safeParse(delivered).success).toBe(true);

    const refunded = await paidOrder(1);
    await control(`/__mock/orders/${refunded.o.orderId}/advance`);
    const claimed = await buyer.post('/saleOrderAfter', { orderId: refunded.o.orderId, type: '描述不符', reason: '验号时发现英雄数量与描述不符' });
    expect(claimed.body.code, claimed.text).toBe(200);
    await control(`/__mock/afterSales/${(claimed.body.data as { id: number }).id}/answer`, { status: '已解决' });
    const row = ((await (await as(refunded.sellerId)).get('/saleOrder/web/sellerList', { pageNum: 1, pageSize: 50 })).body.rows as Order[])
      .find((r) => r.orderId === refunded.o.orderId);
    expect(row).toMatchObject({ orderStatus: 5, step: OrderStep.rebind });
    expect(row).not.toHaveProperty('rebindCodeState');
  });
});

describe('each side sees its own', () => {
  it('the seller’s detail, sellerList and messages carry nothing of the buyer’s 包赔, total, payment or refund', async () => {
    const { o, sellerId } = await receivedOrder();
    const seller = await as(sellerId);
    const mine = await detail(o.orderId, seller);
    for (const k of BUYER_ONLY) expect(mine, k).not.toHaveProperty(k);
    expect(mine).toMatchObject({ suplyprice: expect.any(Number), supplyDiscountPrice: expect.any(Number), supllypay: '2' });
    expect(orderAnswerSchema.safeParse(mine).success).toBe(true);
    const list = (await seller.get('/saleOrder/web/sellerList', { pageNum: 1, pageSize: 50 })).body.rows as Order[];
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) for (const k of BUYER_ONLY) expect(row, `${row.orderId}.${k}`).not.toHaveProperty(k);
    const full = mock.store.orders.get(o.orderId)!;
    const buyerAmounts = [full.salePrice, full.guaranteeAmount, full.paidAmount].filter((n) => n > 0 && n !== full.goodsAmount).map((n) => formatYuan(n));
    for (const m of (await messagesOf(sellerId)).filter((x) => x.relatedDataId === o.orderId)) {
      expect(m.sendContent).not.toMatch(/包赔/);
      for (const amount of buyerAmounts) expect(m.sendContent, m.sendTitle).not.toContain(amount);
    }
  });

  it('both lists carry the order’s latest claim (an extension): 处理中 while open, answered once answered', async () => {
    const { o, sellerId } = await receivedOrder();
    const seller = await as(sellerId);
    const claimed = await buyer.post('/saleOrderAfter', { orderId: o.orderId, type: '其他', reason: '想了解一下换绑的进度' });
    expect(claimed.body.code, claimed.text).toBe(200);
    const claimId = (claimed.body.data as { id: number }).id;
    const rowOf = async (c: typeof buyer, list: string) =>
      ((await c.get(`/saleOrder/web/${list}`, { pageNum: 1, pageSize: 50 })).body.rows as Order[]).find((r) => r.orderId === o.orderId);
    expect((await rowOf(buyer, 'buyList'))?.afterSale).toMatchObject({ id: claimId, status: '处理中' });
    expect(await rowOf(seller, 'sellerList')).toMatchObject({ supllypay: '2', afterSale: { status: '处理中' } });
    await control(`/__mock/afterSales/${claimId}/answer`, { status: '已驳回', reply: '已说明进度' });
    expect((await rowOf(seller, 'sellerList'))?.afterSale?.status).toBe('已驳回');
  });

  it('the buyer’s detail, buyList and messages carry nothing of the seller’s 手续费, 到手 or payout', async () => {
    const { o } = await receivedOrder();
    await control(`/__mock/orders/${o.orderId}/payout`);
    const mine = await detail(o.orderId, buyer);
    for (const k of SELLER_ONLY) expect(mine, k).not.toHaveProperty(k);
    expect(mine).toMatchObject({ salePrice: expect.any(Number), guaranteeType: 1, paidAmount: expect.any(Number) });
    const list = (await buyer.get('/saleOrder/web/buyList', { pageNum: 1, pageSize: 50 })).body.rows as Order[];
    for (const row of list) for (const k of SELLER_ONLY) expect(row, `${row.orderId}.${k}`).not.toHaveProperty(k);
    const full = mock.store.orders.get(o.orderId)!;
    const net = formatYuan(full.supplyDiscountPrice ?? 0);
    for (const m of (await messagesOf(full.buyerId)).filter((x) => x.relatedDataId === o.orderId)) {
      expect(m.sendContent).not.toMatch(/到手|手续费|打款/);
      expect(m.sendContent).not.toContain(net);
    }
  });
});
