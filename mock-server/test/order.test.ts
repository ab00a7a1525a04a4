// Orders and payments: create, pay (mock cashier or control), deposits, races. The rest: order-lifecycle.test.ts.
import { describe, expect, it } from 'vitest';
import { OrderStatus, SaleState } from '../../src/contract/statuses.ts';
import type { Goods, Message, Order } from '../../src/contract/types.ts';
import { depositAmount, guaranteePrice, orderTotal, PAYMENT_WINDOW_MS } from '../../src/contract/pricing.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import {
  as, buyer, confirm, create, detail, goods, mock, pay, seller, stranger, takeSellerGoods, ticketOf, useOrderMock,
} from './order-fixture.ts';

useOrderMock();

describe('create', () => {
  it('reserves the goods and prices the order with pricing.ts', async () => {
    const g = takeSellerGoods((x) => x.isGuarantee === 1);
    const o = await create(buyer, g, 1);
    expect(o).toMatchObject({
      buyerId: 1, sellerId: g.createId, goodsId: g.id, orderStatus: 3, payState: 0, step: 0, paidAmount: 0,
      goodsAmount: g.newPrice, guaranteeType: 1, guaranteeAmount: guaranteePrice(g.newPrice, 1, 1),
      salePrice: orderTotal(g.newPrice, 1, 1), title: g.title, gameName: g.gameName,
    });
    expect(Date.parse(o.closeTime.replace(' ', 'T') + '+08:00') - Date.parse(o.createTime.replace(' ', 'T') + '+08:00')).toBe(PAYMENT_WINDOW_MS);
    expect(goods(g.id).saleState).toBe(2);
    const listIds = ((await mock.client.post('/web/good/allList', { pageSize: 100, gameId: g.gameId })).body.rows as Goods[]).map((x) => x.id);
    expect(listIds).not.toContain(g.id);
    const d = await detail(o.orderId);
    expect(d.serverTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('charges 包赔 as the live server does: 找回包赔 10 % (at least ¥50), 人脸包赔 15 % (at least ¥100)', async () => {
    for (const [type, rate, min] of [[1, 0.1, 50], [2, 0.15, 100]] as const) {
      const g = takeSellerGoods((x) => x.isGuarantee === 1);
      const o = await create(buyer, g, type);
      const expected = Math.round(Math.max(g.newPrice * rate, min) * 100) / 100;
      expect(o.guaranteeAmount).toBe(expected);
      expect(o.salePrice).toBe(Math.round((g.newPrice + expected) * 100) / 100);
    }
  });

  it('refuses own goods, unlisted goods, guarantees the goods does not offer, and bad bodies', async () => {
    const own = mock.store.goods.all().find((x) => x.createId === 2 && x.saleState === SaleState.listed) as GoodsRow;
    expect((await seller.post('/saleOrder/create', { goodsId: own.id, guaranteeType: 3 })).body).toEqual({ code: 500, msg: '不能购买自己的商品' });
    const sold = mock.store.goods.all().find((x) => x.saleState === SaleState.sold && x.createId !== 1) as GoodsRow;
    expect((await buyer.post('/saleOrder/create', { goodsId: sold.id, guaranteeType: 3 })).body).toEqual({ code: 500, msg: '该商品已出售' });
    const none = takeSellerGoods((x) => x.isGuarantee === 0);
    expect((await buyer.post('/saleOrder/create', { goodsId: none.id, guaranteeType: 1 })).body).toEqual({ code: 500, msg: '该商品不支持所选包赔类型' });
    expect(goods(none.id).saleState).toBe(1);
    expect((await buyer.post('/saleOrder/create', { goodsId: 999999, guaranteeType: 3 })).body).toEqual({ code: 500, msg: '商品不存在' });
    expect((await buyer.post('/saleOrder/create', { goodsId: none.id, guaranteeType: 7 })).body.msg).toContain('包赔类型（guaranteeType）的取值无效');
    expect((await mock.client.post('/saleOrder/create', { goodsId: none.id, guaranteeType: 3 })).body.code).toBe(401);
  });

  it('of two racing buyers exactly one gets the goods', async () => {
    const g = takeSellerGoods((x) => x.createId !== 5 && x.createId !== 1);
    const [a, b] = await Promise.all([
      buyer.post('/saleOrder/create', { goodsId: g.id, guaranteeType: 3 }),
      stranger.post('/saleOrder/create', { goodsId: g.id, guaranteeType: 3 }),
    ]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([200, 500]);
    expect([a.body.msg, b.body.msg]).toContain('手慢了，该商品已被其他买家下单');
    expect(mock.store.orders.all().filter((o) => o.goodsId === g.id && o.orderStatus === OrderStatus.unpaid)).toHaveLength(1);
  });
});

describe('pay through the mock 支付宝 cashier', () => {
  it('full payment: form → cashier page → confirm → order 交易中, goods still reserved, both sides told, lists updated', async () => {
    const g = takeSellerGoods();
    const seller = await as(g.createId);
    const o = await create(buyer, g);
    const sellerUnread = ((await seller.get('/need/message/list')).body.unread as number);
    const result = await pay(o.orderId, 'full', 2, `/index/orderDetail?orderId=${o.orderId}`, { 'x-forwarded-prefix': '/dev-api' });
    expect(result).toMatchObject({ orderId: o.orderId, payWay: 2, amount: o.salePrice });
    expect(result.formStr).toMatch(/^<form name="punchout_form" method="post" action="\/dev-api\/mock-pay\/alipay\?ticket=[0-9a-f]{32}">/);
    expect(result.formStr).toContain('<script>document.forms[0].submit();</script>');
    const ticket = ticketOf(result.formStr);

    const pageRes = await mock.client.raw('POST', `/mock-pay/alipay?ticket=${ticket}`, { headers: { 'x-forwarded-prefix': '/dev-api' } });
    expect(pageRes.status).toBe(200);
    expect(pageRes.headers.get('content-type')).toContain('text/html');
    expect(pageRes.text).toContain('支付宝收银台');
    expect(pageRes.text).toContain(o.no);
    expect(pageRes.text).toContain('确认支付');
    expect(pageRes.text).toContain('支付失败');
    expect(pageRes.text).toContain('action="/dev-api/mock-pay/alipay/confirm"');
    expect((await mock.client.get('/mock-pay/alipay', { ticket })).status).toBe(200);

    const done = await confirm(ticket, 'success');
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(`/index/orderDetail?orderId=${o.orderId}`);
    const d = await detail(o.orderId);
    expect(d).toMatchObject({ orderStatus: 4, payState: 2, step: 1, paidAmount: o.salePrice, payWay: 2 });
    expect(d.payEndTime).toBeTruthy();
    expect(goods(g.id).saleState).toBe(2); // 交易中 until the buyer confirms (then 已出售)
    const q = await buyer.post('/saleOrder/queryOrder', { id: o.orderId, force: true });
    expect(q.body.data).toEqual({ orderStatus: 4, payState: 2, paidAmount: o.salePrice, step: 1 });

    const bought = (await buyer.get('/saleOrder/web/buyList', { orderStatus: 4, pageSize: 100 })).body.rows as Order[];
    expect(bought.map((x) => x.orderId)).toContain(o.orderId);
    const sold = (await seller.get('/saleOrder/web/sellerList', { orderStatus: 4 })).body.rows as Order[];
    expect(sold[0].orderId).toBe(o.orderId);
    expect(sold[0]).toMatchObject({ orderStatus: 4, sellerId: g.createId });
    const sellerMessages = await seller.get('/need/message/list');
    expect(sellerMessages.body.unread).toBe(sellerUnread + 1);
    expect((sellerMessages.body.rows as Message[])[0]).toMatchObject({ sendTypeName: '交易消息', relatedDataId: o.orderId, relatedType: 'order', readState: 1 });
    const buyerMessages = (await buyer.get('/need/message/list')).body.rows as Message[];
    expect(buyerMessages[0]).toMatchObject({ sendTitle: '支付成功', relatedDataId: o.orderId });

    // The ticket is spent: the cashier says so.
    expect((await mock.client.get('/mock-pay/alipay', { ticket })).status).toBe(404);
    expect((await confirm(ticket, 'success')).status).toBe(400);
  });

  it('支付失败 returns to returnUrl with payResult=fail and leaves the order unpaid', async () => {
    const g = takeSellerGoods();
    const o = await create(buyer, g);
    const t = ticketOf((await pay(o.orderId, 'full', 2, '/index/orderDetail?orderId=1&x=1')).formStr);
    const res = await confirm(t, 'fail');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/index/orderDetail?orderId=1&x=1&payResult=fail');
    expect((await detail(o.orderId)).payState).toBe(0);
  });

  it('never redirects off-site: //host, \\host and absolute URLs go to /', async () => {
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      const g = takeSellerGoods();
      const o = await create(buyer, g);
      const t = ticketOf((await pay(o.orderId, 'full', 2, bad)).formStr);
      const res = await confirm(t, 'success');
      expect(res.headers.get('location'), bad).toBe('/');
    }
  });

  it('without returnUrl the cashier returns to the order page; without the proxy header actions are unprefixed', async () => {
    const g = takeSellerGoods();
    const o = await create(buyer, g);
    const r = await pay(o.orderId, 'full');
    expect(r.formStr).toContain('action="/mock-pay/alipay?ticket=');
    const res = await confirm(ticketOf(r.formStr), 'success');
    expect(res.headers.get('location')).toBe(`/index/orderDetail?orderId=${o.orderId}`);
  });

  it('微信: a weixin:// code_url, completed through POST /__mock/pay', async () => {
    const g = takeSellerGoods();
    const o = await create(buyer, g);
    const r = await pay(o.orderId, 'full', 1);
    expect(r.formStr).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=[0-9a-f]{32}$/);
    const res = await mock.client.post('/__mock/pay', { orderId: o.orderId });
    expect(res.body.code).toBe(200);
    expect((await detail(o.orderId))).toMatchObject({ orderStatus: 4, payState: 2, payWay: 1 });
    expect((await mock.client.post('/__mock/pay', { orderId: o.orderId })).body.msg).toContain('没有待完成的支付');
  });

  it('deposit then balance; the order cannot pass 验号 before the balance', async () => {
    const g = takeSellerGoods((x) => x.newPrice >= 300 && x.isGuarantee !== 0);
    const o = await create(buyer, g, 2);
    const total = orderTotal(g.newPrice, 2, g.isGuarantee);
    const dep = await pay(o.orderId, 'deposit');
    expect(dep.amount).toBe(depositAmount(total));
    expect((await confirm(ticketOf(dep.formStr), 'success')).status).toBe(302);
    expect(await detail(o.orderId)).toMatchObject({ orderStatus: 4, payState: 1, step: 1, paidAmount: depositAmount(total), depositAmount: depositAmount(total) });
    expect((await buyer.post('/saleOrder/pay', { orderId: o.orderId, payWay: 2, payType: 'deposit' })).body.msg).toBe('订单已支付，请勿重复支付');
    expect((await buyer.post('/saleOrder/pay', { orderId: o.orderId, payWay: 2, payType: 'full' })).body.msg).toBe('订单已支付，请勿重复支付');
    const adv = await mock.client.post(`/__mock/orders/${o.orderId}/advance`);
    expect(adv.body).toEqual({ code: 500, msg: '买家仅支付了定金，付清尾款前不能通过验号' });
    const bal = await pay(o.orderId, 'balance');
    expect(bal.amount).toBeCloseTo(total - depositAmount(total), 2);
    await mock.client.post('/__mock/pay', { orderId: o.orderId });
    expect(await detail(o.orderId)).toMatchObject({ payState: 2, paidAmount: total });
    expect((await buyer.post('/saleOrder/pay', { orderId: o.orderId, payWay: 2, payType: 'balance' })).body.msg).toBe('当前订单无需支付尾款');
  });

  it('deposit is refused below ¥200 and balance before a deposit', async () => {
    const cheap = takeSellerGoods((x) => x.newPrice < 150 && x.isGuarantee !== 2);
    const o = await create(buyer, cheap);
    expect((await buyer.post('/saleOrder/pay', { orderId: o.orderId, payWay: 2, payType: 'deposit' })).body.msg).toBe('该订单金额不足，不支持支付定金');
    expect((await buyer.post('/saleOrder/pay', { orderId: o.orderId, payWay: 2, payType: 'balance' })).body.msg).toBe('当前订单无需支付尾款');
    expect((await buyer.post('/saleOrder/pay', { orderId: o.orderId, payWay: 3, payType: 'full' })).body.msg).toContain('支付方式（payWay）的取值无效');
    expect((await seller.post('/saleOrder/pay', { orderId: o.orderId, payWay: 2, payType: 'full' })).body.code).toBe(403);
  });
});

