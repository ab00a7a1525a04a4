// Issue 37, item 3: the 验号 report (extension `verifyReport`) — made when an order passes 验号 (advanceOrder, by the
// step job or the control API), seeded on the orders past 验号, in the buyer's own order detail only; its staff
// screenshots are images the mock draws (官方截图) beside the listing's own (自主截图).
import { describe, expect, it } from 'vitest';
import { AccountRealName, BindingType, OrderStep, SaleState, ShotType } from '../../src/contract/statuses.ts';
import type { Order } from '../../src/contract/types.ts';
import { orderAnswerSchema, verifyReportSchema } from '../../src/contract/common/answers.ts';
import { createSeedDb, makeVerifyReport, passedVerify } from '../lib/fixtures.ts';
import { as, buyer, create, detail, goods, mock, pay, takeSellerGoods, ticketOf, confirm, useOrderMock } from './order-fixture.ts';

useOrderMock();

async function paidOrder(): Promise<Order> {
  const g = takeSellerGoods((x) => x.isGuarantee !== 0);
  const o = await create(buyer, g, 1);
  const p = await pay(o.orderId, 'full');
  expect((await confirm(ticketOf(p.formStr), 'success')).status).toBeLessThan(400);
  return o;
}

describe('the 验号 report', () => {
  it('appears when the order passes 验号, in the buyer’s own detail only, with what staff checked', async () => {
    const o = await paidOrder();
    expect((await detail(o.orderId, buyer)).verifyReport).toBeUndefined();

    const advanced = await mock.client.post(`/__mock/orders/${o.orderId}/advance`);
    expect(advanced.body.data).toMatchObject({ step: OrderStep.rebind });
    const mine = await detail(o.orderId, buyer);
    expect(orderAnswerSchema.safeParse(mine).success).toBe(true);
    const report = mine.verifyReport!;
    expect(verifyReportSchema.safeParse(report).success).toBe(true);
    expect(report.checkTime).toBe(mock.store.orders.get(o.orderId)!.verifyReport!.checkTime);
    expect(report.inspector).toMatch(/^交易客服-/);

    // Bindings: 手机 (the account's 密保手机, masked), 邮箱, a third party; the real number never leaves.
    const g = goods(o.goodsId);
    expect(report.bindings.map((b) => b.type)).toEqual([BindingType.phone, BindingType.email, BindingType.thirdParty]);
    const phone = report.bindings[0]!;
    expect(phone).toMatchObject({ name: '手机', bound: true, detail: `${g.securityPhone!.slice(0, 3)}****${g.securityPhone!.slice(-4)}` });
    expect(JSON.stringify(report)).not.toContain(g.securityPhone!);
    for (const b of report.bindings) expect(b.bound || b.detail === '').toBe(true);
    expect(Object.values(AccountRealName)).toContain(report.realNameState);

    // Key attributes: each as the listing says it, read through the game's template, all matching.
    const template = mock.store.templatesByGame.get(g.gameId) ?? [];
    expect(report.attributes.length).toBeGreaterThan(0);
    // The account's 实名 agrees with the listing's 实名情况 (which then is not repeated among the attributes).
    const realName = template.find((t) => t.fieldName === '实名情况');
    const said = realName ? g[realName.aavName] : undefined;
    if (said) expect(report.realNameState).toBe(said === '可二次实名' ? AccountRealName.changeable : AccountRealName.locked);
    expect(report.attributes.some((a) => a.name === '实名情况')).toBe(false);
    for (const a of report.attributes) {
      const attr = template.find((t) => t.fieldName === a.name)!;
      expect(attr, a.name).toBeDefined();
      expect(String(g[attr.aavName])).not.toBe('');
      expect(a).toMatchObject({ match: true, checked: a.listed });
    }

    // Screenshots: the staff's three (官方截图), then the listing's own as the goods marks them.
    const official = report.screenshots.filter((s) => s.shotType === ShotType.official && s.url.includes('/verify/'));
    expect(official.map((s) => s.url)).toEqual([1, 2, 3].map((n) => `/profile/img/verify/${g.id}-${n}.svg`));
    expect(report.screenshots.slice(3).map((s) => s.url)).toEqual(g.urlArr.slice(0, 6).map((s) => s.url));
    expect(report.screenshots.slice(3).every((s) => s.shotType === (g.accountType === 1 ? ShotType.official : ShotType.seller))).toBe(true);
    const img = await fetch(`${mock.url}${official[0]!.url}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toMatch(/svg/);
    expect(await img.text()).toContain('平台验号');
    expect((await fetch(`${mock.url}/profile/img/verify/${g.id}-4.svg`)).status).toBe(404);

    // Not in the lists, not to the seller; the buyer's message points to it.
    const list = (await buyer.get('/saleOrder/web/buyList', { pageNum: 1, pageSize: 50 })).body.rows as Order[];
    expect(list.find((r) => r.orderId === o.orderId)).toBeDefined();
    expect(list.every((r) => !('verifyReport' in r))).toBe(true);
    const seller = await as(g.createId);
    expect(await detail(o.orderId, seller)).not.toHaveProperty('verifyReport');
    const sales = (await seller.get('/saleOrder/web/sellerList', { pageNum: 1, pageSize: 50 })).body.rows as Order[];
    expect(sales.every((r) => !('verifyReport' in r))).toBe(true);

    // It stays the same through 换绑 and 交付.
    await mock.client.post(`/__mock/orders/${o.orderId}/rebindCode`);
    expect((await detail(o.orderId, buyer)).verifyReport).toEqual(report);
  });

  it('the step job makes it too (the platform passing 验号 by itself)', async () => {
    const saved = mock.ctx.opts.orderStepMs;
    mock.ctx.opts.orderStepMs = 60_000;
    try {
      // The payment schedules the step; the clock passes 验号 with no control call.
      const o = await paidOrder();
      expect(mock.ctx.scheduler.find('order.step', { orderId: o.orderId })).toHaveLength(1);
      expect((await mock.client.post('/__mock/clock', { advanceMs: 61_000 })).body.code).toBe(200);
      const mine = await detail(o.orderId, buyer);
      expect(mine.step).toBe(OrderStep.rebind);
      expect(mine.verifyReport?.screenshots.length).toBeGreaterThan(3);
    } finally {
      mock.ctx.opts.orderStepMs = saved;
    }
  });

  it('is the same report for the same order (derived from the order, not drawn at random)', () => {
    const g = mock.store.goods.all().find((x) => x.saleState === SaleState.listed)!;
    const input = { order: { no: 'DD202611280000000001', goodsId: g.id }, goods: g, template: mock.store.templatesByGame.get(g.gameId) ?? [], at: Date.UTC(2026, 10, 28, 2) };
    expect(makeVerifyReport(input)).toEqual(makeVerifyReport(input));
    expect(makeVerifyReport(input).checkTime).toBe('2026-11-28 10:00:00');
  });

  it('the seed: every order past 验号 has its report (the demo buyer’s 4, 5, 7…), none before it (3) or unpaid', async () => {
    const db = createSeedDb({ seed: 20261121, goodsCount: 300, now: Date.UTC(2026, 10, 28, 4) });
    let reports = 0;
    for (const o of db.orders) {
      expect(o.verifyReport !== undefined, `order ${o.orderId}`).toBe(passedVerify(o));
      if (!o.verifyReport) continue;
      reports += 1;
      expect(verifyReportSchema.safeParse(o.verifyReport).success).toBe(true);
      // 验号 before 交付.
      if (o.deliverInfo) expect(o.verifyReport.checkTime <= o.deliverInfo.deliverTime).toBe(true);
      expect(o.verifyReport.checkTime >= (o.payEndTime ?? '')).toBe(true);
    }
    expect(reports).toBeGreaterThan(10);
    const byId = new Map(db.orders.map((o) => [o.orderId, o]));
    for (const id of [4, 5, 7, 8, 9, 12, 16, 17]) expect(byId.get(id)?.verifyReport, `order ${id}`).toBeDefined();
    for (const id of [1, 2, 3, 6, 10, 11]) expect(byId.get(id)?.verifyReport, `order ${id}`).toBeUndefined();
    // The same seed, the same reports.
    const again = createSeedDb({ seed: 20261121, goodsCount: 300, now: Date.UTC(2026, 10, 28, 4) });
    expect(again.orders.map((o) => o.verifyReport)).toEqual(db.orders.map((o) => o.verifyReport));

    // The running mock's seeded order 4 (换绑中): the buyer reads its report.
    expect((await detail(4, buyer)).verifyReport?.inspector).toMatch(/^交易客服-/);
    expect((await detail(3, buyer)).verifyReport).toBeUndefined();
  });

  it('seeded goods mark their screenshots: 自营 官方截图, 代售 自主截图', () => {
    for (const g of mock.store.goods.all().slice(0, 200)) {
      const want = g.accountType === 1 ? ShotType.official : ShotType.seller;
      expect(g.urlArr.every((s) => s.shotType === want), `goods ${g.id}`).toBe(true);
    }
  });
});

describe('the 验号 report agrees with the listing', () => {
  it('its 实名 line says what the listing\'s 实名情况 says, for every seeded report', () => {
    let checked = 0;
    for (const o of mock.store.orders.all()) {
      if (!o.verifyReport) continue;
      const g = goods(o.goodsId);
      const attr = (mock.store.templatesByGame.get(g.gameId) ?? []).find((t) => t.fieldName === '实名情况');
      const said = attr ? g[attr.aavName] : undefined;
      if (!said) continue;
      expect(o.verifyReport.realNameState, `order ${o.orderId}`).toBe(said === '可二次实名' ? AccountRealName.changeable : AccountRealName.locked);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
