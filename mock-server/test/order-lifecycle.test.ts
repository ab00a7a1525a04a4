// Orders after payment: steps → confirm, deadlines, cancel, expire, lists, detail, query, after-sales.
import { describe, expect, it } from 'vitest';
import { OrderStatus, OrderStep, SaleState } from '../../src/contract/statuses.ts';
import type { Message, Order } from '../../src/contract/types.ts';
import { PAYMENT_WINDOW_MS } from '../../src/contract/pricing.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { advanceClock, login, startTestMock, type Client } from './helpers.ts';
import {
  as, buyer, clock, confirm, create, detail, goods, mock, pay, seller, stranger, takeSellerGoods, ticketOf, useOrderMock,
} from './order-fixture.ts';

useOrderMock();

describe('steps and completion', () => {
  it('advance moves 验号 → 换绑 → 待确认收货, messages both sides, then the buyer confirms', async () => {
    const g = takeSellerGoods();
    const seller = await as(g.createId);
    const o = await create(buyer, g);
    await pay(o.orderId, 'full', 1);
    await mock.client.post('/__mock/pay', { orderId: o.orderId });
    expect((await buyer.post('/saleOrder/confirm', { orderId: o.orderId })).body.msg).toBe('卖家完成换绑后才能确认收货');
    expect(((await mock.client.post(`/__mock/orders/${o.orderId}/advance`)).body.data as Order).step).toBe(2);
    expect((await seller.get('/need/message/list')).body.rows).toEqual(expect.arrayContaining([expect.objectContaining({ sendTitle: '请提交换绑验证码' })]));
    expect(((await mock.client.post(`/__mock/orders/${o.orderId}/advance`)).body.data as Order).step).toBe(3);
    expect((await seller.post('/saleOrder/confirm', { orderId: o.orderId })).body.code).toBe(403);
    expect((await buyer.post('/saleOrder/confirm', { orderId: o.orderId })).body).toEqual({ code: 200, msg: '已确认收货，交易成功' });
    const d = await detail(o.orderId);
    expect(d).toMatchObject({ orderStatus: 1, step: 4 });
    expect(d.finishTime).toBeTruthy();
    expect(goods(g.id).saleState).toBe(3);
    const deals = (await mock.client.get('/web/recentlydeal')).body.data as { title: string }[];
    expect(deals[0].title.length).toBeLessThanOrEqual(13);
  });

  it('the step timer moves paid orders on its own (MOCK_ORDER_STEP_MS), waiting at 换绑 for the seller’s code', async () => {
    // The step long: nothing falls due in real time while the test runs; the space's clock is moved instead.
    const stepMs = 60_000;
    const timed = await startTestMock({ orderStepMs: stepMs });
    try {
      const b = await login(timed.client, 'buyer');
      const g = timed.store.goods.all().find((x) => x.saleState === SaleState.listed && x.createId !== 1) as GoodsRow;
      const o = (await b.post('/saleOrder/create', { goodsId: g.id, guaranteeType: 3 })).body.data as Order;
      await b.post('/saleOrder/pay', { orderId: o.orderId, payWay: 1, payType: 'full' });
      await timed.client.post('/__mock/pay', { orderId: o.orderId });
      const step = async () => ((await b.get(`/saleOrder/detail/${o.orderId}`)).body.data as Order).step;
      const steps = (kinds: string[]) => kinds.filter((k) => k === 'order.step');
      expect(await step()).toBe(OrderStep.verify);
      // Half a step on: still 验号; a step after the payment: 换绑.
      expect(steps((await advanceClock(timed.client, stepMs / 2)).kinds)).toEqual([]);
      expect(await step()).toBe(OrderStep.verify);
      expect(steps((await advanceClock(timed.client, stepMs / 2)).kinds)).toEqual(['order.step']);
      expect(await step()).toBe(OrderStep.rebind);
      // At 换绑 it waits for the seller's code, however long.
      expect(steps((await advanceClock(timed.client, 10 * stepMs)).kinds)).toEqual([]);
      expect(await step()).toBe(OrderStep.rebind);
      // The code moves it on at once.
      expect((await timed.client.post(`/__mock/orders/${o.orderId}/rebindCode`)).body.code).toBe(200);
      expect(await step()).toBe(OrderStep.receive);
    } finally {
      await timed.close();
    }
  });
});

describe('deadlines, cancel, expire', () => {
  it('an unpaid order past closeTime closes on the next read and its goods return to sale', async () => {
    const g = takeSellerGoods();
    const o = await create(buyer, g);
    clock.offset += PAYMENT_WINDOW_MS + 1000;
    try {
      const q = await buyer.post('/saleOrder/queryOrder', { id: o.orderId, force: true });
      expect((q.body.data as Order).orderStatus).toBe(2);
      expect(goods(g.id).saleState).toBe(1);
      expect((await buyer.post('/saleOrder/pay', { orderId: o.orderId, payWay: 2, payType: 'full' })).body.msg).toBe('订单已超时关闭');
      const closed = (await buyer.get('/saleOrder/web/buyList', { orderStatus: 2, pageSize: 100 })).body.rows as Order[];
      expect(closed.find((x) => x.orderId === o.orderId)?.cancelTime).toBeTruthy();
    } finally {
      clock.offset = 0;
    }
  });

  it('the deadline\'s job closes a due order with nobody reading it', async () => {
    const g = takeSellerGoods();
    const o = await create(buyer, g);
    // The space's clock past the deadline (POST /__mock/clock; the job timer's own firing: clock.test.ts).
    const moved = await advanceClock(mock.client, PAYMENT_WINDOW_MS + 1000);
    expect(moved.kinds).toContain('order.payDeadline');
    expect(mock.store.orders.get(o.orderId)?.orderStatus).toBe(OrderStatus.cancelled);
    expect(goods(g.id).saleState).toBe(1);
  });

  it('a cashier page opened before the deadline cannot pay after it', async () => {
    const g = takeSellerGoods();
    const o = await create(buyer, g);
    const t = ticketOf((await pay(o.orderId, 'full', 2, '/done')).formStr);
    await mock.client.post(`/__mock/orders/${o.orderId}/expire`);
    // Expiring drops the ticket: the cashier shows the expired page.
    expect((await confirm(t, 'success')).status).toBe(400);
    expect(goods(g.id).saleState).toBe(1);
  });

  it('cancel: only the buyer, only 待支付, releases the goods', async () => {
    const g = takeSellerGoods();
    const seller = await as(g.createId);
    const o = await create(buyer, g);
    expect((await seller.post('/saleOrder/cancel', { orderId: o.orderId })).body.code).toBe(403);
    expect((await stranger.post('/saleOrder/cancel', { orderId: o.orderId })).body.code).toBe(403);
    expect((await buyer.post('/saleOrder/cancel', { orderId: o.orderId })).body).toEqual({ code: 200, msg: '订单已取消' });
    expect(goods(g.id).saleState).toBe(1);
    expect((await buyer.post('/saleOrder/cancel', { orderId: o.orderId })).body.msg).toBe('订单已取消');
    const paid = mock.store.orders.all().find((x) => x.buyerId === 1 && x.orderStatus === OrderStatus.trading) as Order;
    expect((await buyer.post('/saleOrder/cancel', { orderId: paid.orderId })).body.msg).toBe('只能取消待支付的订单');
  });

  it('/__mock/orders/:id/expire closes a pending order now and refuses others', async () => {
    const g = takeSellerGoods();
    const o = await create(buyer, g);
    const res = await mock.client.post(`/__mock/orders/${o.orderId}/expire`);
    expect((res.body.data as Order).orderStatus).toBe(2);
    expect(goods(g.id).saleState).toBe(1);
    expect((await mock.client.post(`/__mock/orders/${o.orderId}/expire`)).body.msg).toBe('只有待支付的订单可以超时');
    expect((await mock.client.post('/__mock/orders/999999/expire')).body.msg).toBe('订单不存在');
  });
});

describe('lists, detail, query, after-sales', () => {
  it('buyList / sellerList: mine only, newest first, status and date filters', async () => {
    const all = (await buyer.get('/saleOrder/web/buyList', { pageSize: 100 })).body;
    const rows = all.rows as Order[];
    expect(rows.every((o) => o.buyerId === 1)).toBe(true);
    expect(all.total).toBe(mock.store.orders.all().filter((o) => o.buyerId === 1).length);
    const times = rows.map((o) => o.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const today = rows[0].createTime.slice(0, 10);
    const todays = (await buyer.get('/saleOrder/web/buyList', { saleTimeStart: today, saleTimeEnd: today, pageSize: 100 })).body.rows as Order[];
    expect(todays.length).toBeGreaterThan(0);
    expect(todays.every((o) => o.createTime.startsWith(today))).toBe(true);
    expect((await buyer.get('/saleOrder/web/buyList', { saleTimeStart: '2026/01/01' })).body.msg).toBe('开始日期（saleTimeStart）格式应为 YYYY-MM-DD');
    expect((await buyer.get('/saleOrder/web/buyList', { orderStatus: 9 })).body.msg).toContain('订单状态（orderStatus）的取值无效');
    const sales = (await seller.get('/saleOrder/web/sellerList', { pageSize: 100 })).body.rows as Order[];
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.every((o) => o.sellerId === 2)).toBe(true);
  });

  it('detail and queryOrder: 403 for anyone but buyer and seller, 500 for unknown ids', async () => {
    const o = mock.store.orders.all().find((x) => x.buyerId === 1 && x.sellerId === 2) ?? mock.store.orders.all().find((x) => x.buyerId === 1) as Order;
    expect((await stranger.get(`/saleOrder/detail/${o.orderId}`)).body.code).toBe(403);
    expect((await stranger.post('/saleOrder/queryOrder', { id: o.orderId })).body.code).toBe(403);
    expect((await buyer.get('/saleOrder/detail/999999')).body).toEqual({ code: 500, msg: '订单不存在' });
    expect((await buyer.post('/saleOrder/queryOrder', { id: 'x' })).body.msg).toBe('订单编号（id）必须是整数');
  });

  it('saleOrderAfter: buyer of a paid order only, once while open, validated', async () => {
    const g = takeSellerGoods();
    const seller = await as(g.createId);
    const o = await create(buyer, g);
    const body = { orderId: o.orderId, type: '描述不符', reason: '截图里的皮肤数量和实际不一致，请核实。', images: ['/profile/img/shot/1-1.svg'] };
    expect((await buyer.post('/saleOrderAfter', body)).body).toEqual({ code: 500, msg: '订单未支付，不能申请售后' });
    await pay(o.orderId, 'full', 1);
    await mock.client.post('/__mock/pay', { orderId: o.orderId });
    expect((await seller.post('/saleOrderAfter', body)).body.code).toBe(403);
    expect((await buyer.post('/saleOrderAfter', { ...body, reason: '太短' })).body.msg).toBe('原因（reason）至少 5 个字');
    expect((await buyer.post('/saleOrderAfter', { ...body, type: '不想要了' })).body.msg).toContain('售后类型（type）的取值无效');
    expect((await buyer.post('/saleOrderAfter', { ...body, images: Array(7).fill('/profile/img/a.svg') })).body.msg).toBe('图片（images）最多 6 张');
    const ok = await buyer.post('/saleOrderAfter', body);
    expect(ok.body.code).toBe(200);
    const id = (ok.body.data as { id: number }).id;
    expect((await detail(o.orderId)).afterSaleId).toBe(id);
    expect((await buyer.post('/saleOrderAfter', body)).body.msg).toBe('该订单已有处理中的售后申请');
    expect((await seller.get('/need/message/list')).body.rows).toEqual(expect.arrayContaining([expect.objectContaining({ sendTitle: '买家申请售后' })]));
    // The buyer's reason ends with its own 。: the seller's message does not double it.
    const told = ((await seller.get('/need/message/list')).body.rows as { sendTitle: string; sendContent: string }[]).find((m) => m.sendTitle === '买家申请售后');
    expect(told?.sendContent).not.toMatch(/[。．.！!？?]。/);
  });

  it('a claim followed: each party told at each step, only its own messages; upheld 描述不符 refunds; a 驳回 changes no money', async () => {
    const titlesOf = async (c: Client, orderId: number) => ((await c.get('/need/message/list', { pageNum: 1, pageSize: 50 })).body.rows as Message[])
      .filter((m) => m.relatedDataId === orderId && m.relatedType === 'order').map((m) => m.sendTitle);
    const g = takeSellerGoods();
    const seller = await as(g.createId);
    const o = await create(buyer, g);
    await pay(o.orderId, 'full', 1);
    await mock.client.post('/__mock/pay', { orderId: o.orderId });
    const claim = await buyer.post('/saleOrderAfter', { orderId: o.orderId, type: '描述不符', reason: '英雄数量与描述不一致', images: ['/profile/img/shot/1-1.svg'] });
    const id = (claim.body.data as { id: number }).id;
    expect(await titlesOf(buyer, o.orderId)).toContain('售后申请已提交');
    expect(await titlesOf(buyer, o.orderId)).not.toContain('买家申请售后');
    expect(await titlesOf(seller, o.orderId)).toContain('买家申请售后');
    expect(await titlesOf(seller, o.orderId)).not.toContain('售后申请已提交');
    expect((await detail(o.orderId)).afterSale).toMatchObject({ id, status: '处理中', images: ['/profile/img/shot/1-1.svg'] });

    const answer = await mock.client.post(`/__mock/afterSales/${id}/answer`, { status: '已解决' });
    expect(answer.body).toMatchObject({ code: 200, data: { status: '已解决', reply: expect.stringContaining('退款') } });
    const after = await detail(o.orderId);
    expect(after).toMatchObject({ orderStatus: 5, refundAmount: o.salePrice, afterSale: { status: '已解决', replyTime: expect.any(String) } });
    expect(goods(g.id).saleState).toBe(5);
    expect(await titlesOf(buyer, o.orderId)).toContain('售后申请已处理');
    // The seller's own story: upheld before any payout, the payout is stopped (issue 30).
    expect(await titlesOf(seller, o.orderId)).toContain('售后成立，本单停止打款');
    expect((await mock.client.post(`/__mock/afterSales/${id}/answer`, {})).body).toEqual({ code: 500, msg: '该售后申请已处理' });

    // Refused: the order keeps its state; the buyer may claim again.
    const g2 = takeSellerGoods();
    const o2 = await create(buyer, g2);
    await pay(o2.orderId, 'full', 1);
    await mock.client.post('/__mock/pay', { orderId: o2.orderId });
    const claim2 = await buyer.post('/saleOrderAfter', { orderId: o2.orderId, type: '找回', reason: '账号昨晚被找回了' });
    const id2 = (claim2.body.data as { id: number }).id;
    expect((await mock.client.post(`/__mock/afterSales/${id2}/answer`, { status: '已驳回', reply: '账号仍在您名下' })).body.code).toBe(200);
    expect(await detail(o2.orderId)).toMatchObject({ orderStatus: 4, refundAmount: 0, afterSale: { status: '已驳回', reply: '账号仍在您名下' } });
    expect(await titlesOf(buyer, o2.orderId)).toContain('售后申请未通过');
    expect((await buyer.post('/saleOrderAfter', { orderId: o2.orderId, type: '找回', reason: '补充新的证据截图' })).body.code).toBe(200);
    expect((await mock.client.post(`/__mock/afterSales/${id2}/answer`, { status: '通过' })).body.msg).toBe('处理结果（status）应为 已解决 或 已驳回');
  });
});

