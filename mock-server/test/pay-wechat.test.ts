// 微信 H5 pay (issue 37 item 5): on a phone the app asks /saleOrder/pay for tradeType MWEB (ours) and goes to the
// address answered, the mock's 微信 cashier (/mock-pay/wechat), which like 支付宝's completes or cancels the payment
// and sends the browser back to the app's order page.
import { describe, expect, it } from 'vitest';
import type { PayResult } from '../../src/contract/types.ts';
import { buyer, create, detail, mock, pay, takeSellerGoods, ticketOf, useOrderMock } from './order-fixture.ts';

useOrderMock();

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const confirmOn = (wallet: 'wechat' | 'alipay', fields: Record<string, string>) =>
  mock.client.raw('POST', `/mock-pay/${wallet}/confirm`, { body: new URLSearchParams(fields).toString(), headers: FORM });

async function payH5(orderId: number, returnUrl?: string, headers?: Record<string, string>): Promise<PayResult> {
  const res = await buyer.post('/saleOrder/pay', { orderId, payWay: 1, payType: 'full', tradeType: 'MWEB', returnUrl }, headers);
  expect(res.body.code, res.text).toBe(200);
  return res.body.data as PayResult;
}

describe('微信 H5 pay: the 微信 cashier', () => {
  it('answers the cashier’s address, which shows the payment, pays it and returns to the order', async () => {
    const o = await create(buyer, takeSellerGoods());
    const r = await payH5(o.orderId, `/index/orderDetail?orderId=${o.orderId}`, { 'x-forwarded-prefix': '/dev-api' });
    expect(r).toMatchObject({ orderId: o.orderId, payWay: 1, amount: o.salePrice });
    expect(r.formStr).toMatch(/^\/dev-api\/mock-pay\/wechat\?ticket=[0-9a-f]{32}$/);
    const ticket = ticketOf(r.formStr);

    const page = await mock.client.raw('GET', `/mock-pay/wechat?ticket=${ticket}`, { headers: { 'x-forwarded-prefix': '/dev-api' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('<title>微信支付（模拟）</title>');
    expect(page.text).toContain(o.no);
    expect(page.text).toContain('确认支付');
    expect(page.text).toContain('取消支付');
    expect(page.text).toContain('action="/dev-api/mock-pay/wechat/confirm"');
    expect(page.text).not.toContain('支付宝');

    const done = await confirmOn('wechat', { ticket, result: 'success' });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(`/index/orderDetail?orderId=${o.orderId}`);
    expect(await detail(o.orderId)).toMatchObject({ orderStatus: 4, payState: 2, payWay: 1, paidAmount: o.salePrice });

    // The ticket is spent: the cashier says so, in Chinese.
    const spent = await mock.client.get('/mock-pay/wechat', { ticket });
    expect(spent.status).toBe(404);
    expect(spent.text).toContain('支付链接已失效');
    expect((await confirmOn('wechat', { ticket, result: 'success' })).status).toBe(400);
  });

  it('取消支付 returns with payResult=fail and leaves the order unpaid', async () => {
    const o = await create(buyer, takeSellerGoods());
    const t = ticketOf((await payH5(o.orderId, '/index/orderDetail?orderId=9&x=1')).formStr);
    const res = await confirmOn('wechat', { ticket: t, result: 'fail' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/index/orderDetail?orderId=9&x=1&payResult=fail');
    expect((await detail(o.orderId)).payState).toBe(0);
  });

  it('without the proxy header the address is unprefixed; without returnUrl it returns to the order page', async () => {
    const o = await create(buyer, takeSellerGoods());
    const r = await payH5(o.orderId);
    expect(r.formStr).toMatch(/^\/mock-pay\/wechat\?ticket=/);
    const res = await confirmOn('wechat', { ticket: ticketOf(r.formStr), result: 'success' });
    expect(res.headers.get('location')).toBe(`/index/orderDetail?orderId=${o.orderId}`);
  });

  it('NATIVE (or no tradeType, as the live backend is asked) is the code to scan; 支付宝 ignores tradeType', async () => {
    const o = await create(buyer, takeSellerGoods());
    const native = await buyer.post('/saleOrder/pay', { orderId: o.orderId, payWay: 1, payType: 'full', tradeType: 'NATIVE' });
    expect((native.body.data as PayResult).formStr).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=[0-9a-f]{32}$/);
    expect((await pay(o.orderId, 'full', 1)).formStr).toMatch(/^weixin:\/\//);
    const ali = await buyer.post('/saleOrder/pay', { orderId: o.orderId, payWay: 2, payType: 'full', tradeType: 'MWEB' });
    expect((ali.body.data as PayResult).formStr).toMatch(/^<form name="punchout_form"/);
  });

  it('refuses a bad tradeType in Chinese, and writes nothing', async () => {
    const o = await create(buyer, takeSellerGoods());
    for (const tradeType of ['APP', 1, '']) {
      const res = await buyer.post('/saleOrder/pay', { orderId: o.orderId, payWay: 1, payType: 'full', tradeType });
      if (tradeType === '') {
        // An empty optional field reads as absent (as every optional field of the contract).
        expect(res.body.code).toBe(200);
        continue;
      }
      expect(res.body.code, String(tradeType)).not.toBe(200);
      expect(res.body.msg).toBe('微信支付方式（tradeType）的取值无效，可选：NATIVE 扫码 / MWEB H5 支付');
    }
    expect((await detail(o.orderId)).payState).toBe(0);
  });

  it('takes only its own tickets: a 支付宝 one, none or an unknown one gets the page saying the link is no good', async () => {
    const o = await create(buyer, takeSellerGoods());
    const ali = ticketOf((await pay(o.orderId, 'full', 2)).formStr);
    const page = await mock.client.get('/mock-pay/wechat', { ticket: ali });
    expect(page.status).toBe(404);
    expect(page.text).toContain('支付链接已失效');
    expect((await confirmOn('wechat', { ticket: ali, result: 'success' })).status).toBe(400);
    // Refused there, the 支付宝 ticket still pays on its own cashier.
    expect((await confirmOn('alipay', { ticket: ali, result: 'success' })).status).toBe(302);
    expect((await detail(o.orderId)).payWay).toBe(2);

    expect((await mock.client.get('/mock-pay/wechat')).status).toBe(404);
    expect((await mock.client.get('/mock-pay/wechat', { ticket: 'x'.repeat(32) })).status).toBe(404);
    const empty = await mock.client.raw('POST', '/mock-pay/wechat/confirm', { body: '', headers: FORM });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('支付链接已失效');
  });
});
