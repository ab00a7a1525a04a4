// Orders and payments: create → pay (mock cashier or control) → steps → confirm; deposits; deadlines; races.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goods, Message, Order, PayResult } from '../../src/contract/types.ts';
import { depositAmount, guaranteePrice, orderTotal, PAYMENT_WINDOW_MS } from '../../src/contract/pricing.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { login, startTestMock, until, type Client, type TestMock } from './helpers.ts';

let offset = 0;
let mock: TestMock;
let buyer: Client;
let seller: Client;
let stranger: Client;
beforeAll(async () => {
  // A clock the tests can move forward, to reach payment deadlines without waiting 15 minutes.
  mock = await startTestMock({ now: () => Date.now() + offset, sweepMs: 30 });
  buyer = await login(mock.client, 'buyer');
  seller = await login(mock.client, 'seller');
  stranger = await login(mock.client, mock.store.usersById.get(5)?.phonenumber ?? '');
});
afterAll(async () => {
  await mock.close();
});

const goods = (id: number) => mock.store.goodsById.get(id) as GoodsRow;
/** Listed goods not the buyer's (the demo seller's first), each test taking its own. */
const used = new Set<number>();
function takeSellerGoods(pred: (g: GoodsRow) => boolean = () => true): GoodsRow {
  const pool = mock.store.db.goods.filter((x) => x.saleState === 1 && x.createId !== 1 && x.createId !== 5)
    .sort((a, b) => Number(b.createId === 2) - Number(a.createId === 2));
  const g = pool.find((x) => !used.has(x.id) && pred(x));
  if (!g) throw new Error('no goods left');
  used.add(g.id);
  return g;
}

/** A signed-in client for any user (all seeded users share the demo password). */
const clients = new Map<number, Client>();
async function as(userId: number): Promise<Client> {
  let c = clients.get(userId);
  if (!c) {
    c = await login(mock.client, mock.store.usersById.get(userId)?.phonenumber ?? '');
    clients.set(userId, c);
  }
  return c;
}

async function create(client: Client, g: GoodsRow, guaranteeType = 3): Promise<Order> {
  const res = await client.post('/saleOrder/create', { goodsId: g.id, guaranteeType });
  expect(res.body.code, res.text).toBe(200);
  return res.body.data as Order;
}

async function pay(orderId: number, payType: 'deposit' | 'full' | 'balance', payWay = 2, returnUrl?: string, headers?: Record<string, string>) {
  const res = await buyer.post('/saleOrder/pay', { orderId, payWay, payType, returnUrl }, headers);
  expect(res.body.code, res.text).toBe(200);
  return res.body.data as PayResult;
}

function ticketOf(formStr: string): string {
  const m = /ticket=([0-9a-f]{32})/.exec(formStr) ?? /pr=([0-9a-f]{32})/.exec(formStr);
  if (!m) throw new Error(`no ticket in ${formStr}`);
  return m[1];
}

async function confirm(ticket: string, result: 'success' | 'fail') {
  return mock.client.raw('POST', '/mock-pay/alipay/confirm', {
    body: new URLSearchParams({ ticket, result }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

const detail = async (orderId: number, client = buyer) => (await client.get(`/saleOrder/detail/${orderId}`)).body.data as Order & { serverTime: string };

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
    const own = mock.store.db.goods.find((x) => x.createId === 2 && x.saleState === 1) as GoodsRow;
    expect((await seller.post('/saleOrder/create', { goodsId: own.id, guaranteeType: 3 })).body).toEqual({ code: 500, msg: '不能购买自己的商品' });
    const sold = mock.store.db.goods.find((x) => x.saleState === 3 && x.createId !== 1) as GoodsRow;
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
    expect(mock.store.db.orders.filter((o) => o.goodsId === g.id && o.orderStatus === 3)).toHaveLength(1);
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

describe('steps and completion', () => {
  it('advance moves 验号 → 换绑 → 待确认收货, messages both sides, then the buyer confirms', async () => {
    const g = takeSellerGoods();
    const seller = await as(g.createId);
    const o = await create(buyer, g);
    await pay(o.orderId, 'full', 1);
    await mock.client.post('/__mock/pay', { orderId: o.orderId });
    expect((await buyer.post('/saleOrder/confirm', { orderId: o.orderId })).body.msg).toBe('卖家完成换绑后才能确认收货');
    expect(((await mock.client.post(`/__mock/orders/${o.orderId}/advance`)).body.data as Order).step).toBe(2);
    expect((await seller.get('/need/message/list')).body.rows).toEqual(expect.arrayContaining([expect.objectContaining({ sendTitle: '订单进入「换绑」' })]));
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

  it('the step timer moves paid orders on its own (MOCK_ORDER_STEP_MS)', async () => {
    const timed = await startTestMock({ orderStepMs: 60, sweepMs: 20 });
    try {
      const b = await login(timed.client, 'buyer');
      const g = timed.store.db.goods.find((x) => x.saleState === 1 && x.createId !== 1) as GoodsRow;
      const o = (await b.post('/saleOrder/create', { goodsId: g.id, guaranteeType: 3 })).body.data as Order;
      await b.post('/saleOrder/pay', { orderId: o.orderId, payWay: 1, payType: 'full' });
      await timed.client.post('/__mock/pay', { orderId: o.orderId });
      await until(async () => ((await b.get(`/saleOrder/detail/${o.orderId}`)).body.data as Order).step === 3);
    } finally {
      await timed.close();
    }
  });
});

describe('deadlines, cancel, expire', () => {
  it('an unpaid order past closeTime closes on the next read and its goods return to sale', async () => {
    const g = takeSellerGoods();
    const o = await create(buyer, g);
    offset += PAYMENT_WINDOW_MS + 1000;
    try {
      const q = await buyer.post('/saleOrder/queryOrder', { id: o.orderId, force: true });
      expect((q.body.data as Order).orderStatus).toBe(2);
      expect(goods(g.id).saleState).toBe(1);
      expect((await buyer.post('/saleOrder/pay', { orderId: o.orderId, payWay: 2, payType: 'full' })).body.msg).toBe('订单已超时关闭');
      const closed = (await buyer.get('/saleOrder/web/buyList', { orderStatus: 2, pageSize: 100 })).body.rows as Order[];
      expect(closed.find((x) => x.orderId === o.orderId)?.cancelTime).toBeTruthy();
    } finally {
      offset = 0;
    }
  });

  it('the sweep timer closes due orders with nobody reading them', async () => {
    const g = takeSellerGoods();
    const o = await create(buyer, g);
    offset += PAYMENT_WINDOW_MS + 1000;
    try {
      await until(async () => mock.store.ordersById.get(o.orderId)?.orderStatus === 2);
      expect(goods(g.id).saleState).toBe(1);
    } finally {
      offset = 0;
    }
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
    const paid = mock.store.db.orders.find((x) => x.buyerId === 1 && x.orderStatus === 4) as Order;
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
    expect(all.total).toBe(mock.store.db.orders.filter((o) => o.buyerId === 1).length);
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
    const o = mock.store.db.orders.find((x) => x.buyerId === 1 && x.sellerId === 2) ?? mock.store.db.orders.find((x) => x.buyerId === 1) as Order;
    expect((await stranger.get(`/saleOrder/detail/${o.orderId}`)).body.code).toBe(403);
    expect((await stranger.post('/saleOrder/queryOrder', { id: o.orderId })).body.code).toBe(403);
    expect((await buyer.get('/saleOrder/detail/999999')).body).toEqual({ code: 500, msg: '订单不存在' });
    expect((await buyer.post('/saleOrder/queryOrder', { id: 'x' })).body.msg).toBe('订单编号（id）必须是整数');
  });

  it('saleOrderAfter: buyer of a paid order only, once while open, validated', async () => {
    const g = takeSellerGoods();
    const seller = await as(g.createId);
    const o = await create(buyer, g);
    const body = { orderId: o.orderId, type: '描述不符', reason: '截图里的皮肤数量和实际不一致', images: ['/profile/img/shot/1-1.svg'] };
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
    expect(await titlesOf(seller, o.orderId)).toContain('买家售后已解决');
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

