// Issue 37, items 1 and 3 on phones: a buyer reads the seller card on the goods page (masked name, 实名, 成交, 好评率)
// and opens the seller's other listings; the seller sees the same card on their own goods; a buyer reads the 验号
// report of an order past 验号 — seeded, and one that passes 验号 while the page is open. Without the extension
// fields (the live backend) neither is shown.
import type { Page } from '@playwright/test';
import { DEMO, expect, openAs, signInWithToken, test } from './fixtures.ts';

interface Seller { nickName: string; dealCount: number; goodRate?: number; onSaleCount: number }

/** Deletes `field` from the JSON answers of `path` (a backend without that extension). */
async function withoutField(page: Page, path: RegExp, field: string): Promise<void> {
  await page.route(path, async (route) => {
    try {
      const res = await route.fetch();
      const body = (await res.json()) as { data?: Record<string, unknown> };
      if (body.data) delete body.data[field];
      await route.fulfill({ response: res, json: body });
    } catch {
      // A request cut short by leaving the page: nothing to answer.
    }
  });
}

test('a buyer reads the seller card and opens the seller\'s other listings; the seller sees the same card', async ({ page, mock, browser, baseURL }) => {
  const { data: goods } = await mock.api<{ data: { seller: Seller } }>('GET', '/web/good/info/2');
  const { seller } = goods;
  expect(seller.onSaleCount).toBeGreaterThan(1);
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  // Goods 2: the demo seller's, on sale (fixtures/README.md).
  await page.goto('/index/goodDetail?id=2');
  const card = page.getByTestId('seller-card');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('seller-name')).toHaveText('卖**李');
  await expect(card).not.toContainText(DEMO.seller.nickName);
  await expect(card.getByTestId('seller-realname')).toHaveText('✓ 已实名');
  await expect(card.getByTestId('seller-figures')).toHaveText(`成交 ${seller.dealCount} 单好评率 ${seller.goodRate}%`);
  const more = card.getByTestId('seller-goods');
  await expect(more).toContainText(`在售 ${seller.onSaleCount} 件`);

  // 商品详情 shows the screenshots inline, each marked (the demo seller's goods 2: 自主截图 or, 自营, 官方截图).
  const shots = page.getByTestId('detail-shots');
  await shots.scrollIntoViewIfNeeded();
  await expect(shots.getByRole('button').first()).toHaveAccessibleName(/^查看大图：(官方截图|自主截图)/);

  // One tap: the goods list of that seller only, with the count the card said.
  await card.scrollIntoViewIfNeeded();
  await more.click();
  await expect(page).toHaveURL(/\/index\/goodList\?createId=2$/);
  await expect(page.getByRole('button', { name: '移除筛选：只看该卖家' })).toBeVisible();
  // 重置 keeps the seller: not offered beside the seller's chip alone.
  await expect(page.getByRole('button', { name: '重置', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('goods-total')).toHaveText(`共 ${seller.onSaleCount} 件商品`);
  const { rows } = await mock.api<{ rows: { id: number }[] }>('POST', '/web/good/allList', { data: { createId: 2, pageSize: 100 } });
  const theirs = new Set(rows.map((r) => `/index/goodDetail?id=${r.id}`));
  const links = await page.getByTestId('goods-card').evaluateAll((cards) => cards.map((c) => (c.closest('a') ?? c.querySelector('a'))?.getAttribute('href')));
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) expect(theirs.has(href ?? '')).toBe(true);
  // Back to every seller's goods.
  await page.getByRole('button', { name: '移除筛选：只看该卖家' }).click();
  await expect(page).toHaveURL(/\/index\/goodList$/);

  // The seller on their own goods: the same card, as a buyer sees it.
  const own = await openAs(browser, baseURL, await mock.tokenFor(DEMO.seller.phone));
  try {
    await own.page.goto('/index/goodDetail?id=2');
    const ownCard = own.page.getByTestId('seller-card');
    await ownCard.scrollIntoViewIfNeeded();
    await expect(ownCard.getByTestId('seller-name')).toHaveText('卖**李');
    await expect(ownCard.getByTestId('seller-figures')).toHaveText(`成交 ${seller.dealCount} 单好评率 ${seller.goodRate}%`);
    await expect(ownCard.getByTestId('seller-goods')).toContainText(`在售 ${seller.onSaleCount} 件`);
    expect(own.errors).toEqual([]);
  } finally {
    await own.close();
  }
});

test('without the seller fields (the live backend) the goods page has no seller card', async ({ page }) => {
  await withoutField(page, /\/web\/good\/info\/2$/, 'seller');
  await page.goto('/index/goodDetail?id=2');
  await expect(page.getByTestId('detail-title')).toBeVisible();
  await page.getByRole('heading', { name: '账号属性' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('seller-card')).toHaveCount(0);
});

test('a buyer reads the 验号 report of an order past 验号, and of one that passes 验号 while the page is open', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  await signInWithToken(page, token);
  // Seeded order 4: the demo buyer's, 交易中 at 换绑 (past 验号).
  await page.goto('/index/orderDetail?orderId=4');
  const report = page.getByTestId('verify-report');
  await expect(report).toContainText('✓ 验号通过');
  await expect(report).toContainText(/验号客服交易客服-(安安|小满)/);
  const bindings = report.getByTestId('verify-bindings');
  await expect(bindings).toContainText(/手机已绑定 1\d{2}\*{4}\d{4}/);
  await expect(bindings).toContainText(/邮箱(已绑定|未绑定)/);
  await expect(report.getByTestId('verify-realname')).toHaveText(/^(未实名|已实名，可二次实名|已实名，不可二次实名)$/);
  const attributes = report.getByTestId('verify-attributes');
  await expect(attributes).toContainText('✓ 一致');
  const shots = report.getByTestId('verify-shots').getByRole('button');
  await expect(shots.first()).toHaveAccessibleName(/^查看大图：官方截图 · 验号 · 账号安全$/);
  await expect(shots.nth(3)).toHaveAccessibleName(/^查看大图：(官方截图|自主截图)/);
  await shots.first().click();
  await expect(page.getByRole('dialog', { name: '图片预览' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '图片预览' })).toHaveCount(0);

  // A new order: no report while 待验号; the platform passes 验号 and the open page shows it.
  const made = await mock.api<{ code: number; data: { orderId: number } }>('POST', '/saleOrder/create', { token, data: { goodsId: 5, guaranteeType: 3 } });
  expect(made.code).toBe(200);
  const { orderId } = made.data;
  await mock.api('POST', '/saleOrder/pay', { token, data: { orderId, payWay: 2, payType: 'full' } });
  expect((await mock.api<{ code: number }>('POST', '/__mock/pay', { data: { orderId } })).code).toBe(200);
  await page.goto(`/index/orderDetail?orderId=${orderId}`);
  await expect(page.getByTestId('order-status')).toContainText('交易中');
  await expect(page.getByTestId('verify-report')).toHaveCount(0);
  await mock.api('POST', `/__mock/orders/${orderId}/advance`);
  await expect(page.getByTestId('verify-report')).toContainText('✓ 验号通过');
  await expect(page.getByTestId('verify-report').getByTestId('verify-shots').getByRole('button')).not.toHaveCount(0);
});

test('without the report (the live backend) the order page shows none', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await withoutField(page, /\/saleOrder\/detail\/4$/, 'verifyReport');
  await page.goto('/index/orderDetail?orderId=4');
  await expect(page.getByTestId('order-status')).toContainText('交易中');
  await expect(page.getByTestId('verify-report')).toHaveCount(0);
});
