// Issue 37's slips, on a phone (375×812, the config's viewport): the 黑号查询 records clear of the 客服 button, a
// visitor's 我的, search in 帮助中心, the A–Z strip's targets, the 接受报价 confirm naming merchant and price, 原神's own
// placeholder on the sell form, and seeded order 3's 找回包赔 priced by the rule. The rest are unit and API tests
// (fixtures/slips.test.ts, mock-server/test/slips.test.ts and the tests beside the code).
import axe from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signInWithToken, test } from './fixtures.ts';

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

test('黑号查询 on home: the records table is shown whole, above the tab bar and the 客服 button', async ({ page }) => {
  await page.goto('/index/home');
  const card = page.getByTestId('anti-fraud');
  await card.getByRole('tab', { name: '黑号查询' }).click();
  await card.getByRole('textbox', { name: '要查询的游戏账号' }).fill('2233445566');
  await card.getByRole('button', { name: '查询' }).click();
  const table = card.getByRole('table', { name: '黑号记录' });
  await expect(table.getByTestId('black-record')).toHaveCount(2);
  // The page scrolls the result into view once the (lazy) table is in: give it that moment, then measure.
  await expect(async () => {
    const t = await box(table);
    const kefu = await box(page.getByRole('link', { name: '客服', exact: true }));
    const tabBar = await box(page.getByRole('navigation', { name: '主导航' }));
    expect(t.y).toBeGreaterThanOrEqual(0);
    expect(t.y + t.height).toBeLessThanOrEqual(kefu.y);
    expect(t.y + t.height).toBeLessThanOrEqual(tabBar.y);
  }).toPass({ timeout: 5000 });
});

test('a visitor’s 我的 offers 登录, 帮助中心, 联系客服 and 关于我们 instead of the login page', async ({ page }) => {
  await page.goto('/index/home');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /我的/ }).click();
  await expect(page).toHaveURL(/\/index\/other\/geren$/);
  const visitor = page.getByTestId('visitor-center');
  await expect(visitor.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=%2Findex%2Fother%2Fgeren');
  await expect(visitor.getByRole('link', { name: '注册' })).toBeVisible();
  await expect(visitor.getByTestId('visitor-kefu')).toHaveAttribute('href', '/index/other/contactkefu');
  await expect(visitor.getByTestId('visitor-about')).toHaveAttribute('href', '/index/other/jieshao');
  await visitor.getByTestId('visitor-help').click();
  await expect(page).toHaveURL(/\/index\/other\/bangzhu$/);
});

test('帮助中心 searches its articles: every word, title or text; none found says so', async ({ page }) => {
  await page.goto('/index/other/bangzhu');
  const search = page.getByRole('searchbox', { name: '搜索帮助文章' });
  await search.fill('换绑');
  const hits = page.getByTestId('help-hit');
  await expect(hits.filter({ hasText: '换绑需要多久？' })).toHaveCount(1);
  await expect(page.getByTestId('help-results')).toContainText(/找到 \d+ 篇相关文章/);
  // The categories give way to the results while searching.
  await expect(page.getByTestId('help-gmzn')).toHaveCount(0);
  await search.fill('租号 火星');
  await expect(page.getByTestId('help-results')).toContainText('没有找到与“租号 火星”相关的文章');
  await search.fill('换绑 多久');
  await hits.first().click();
  await expect(page).toHaveURL(/\/index\/other\/helpdetail\?id=\d+$/);
  await expect(page.getByTestId('notice-article').getByRole('heading', { level: 1 })).toHaveText('换绑需要多久？');
});

/** axe's target-size rule (WCAG 2.5.8, what Lighthouse's accessibility audit reports) on one part of the page. */
async function targetSizeViolations(page: Page, selector: string): Promise<string[]> {
  if (!await page.evaluate(() => 'axe' in window)) await page.evaluate(axe.source);
  const result = await page.evaluate((sel) => (window as unknown as { axe: typeof axe }).axe.run(sel, { runOnly: { type: 'rule', values: ['target-size'] } }), selector);
  return result.violations.flatMap((v) => v.nodes.map((n) => n.html));
}

test('the A–Z strip: every letter with games is a 24×24 target, and the whole strip fits the phone', async ({ page }) => {
  await page.goto('/index/accountOrder');
  const strip = page.getByRole('navigation', { name: '按首字母跳转' });
  await expect(strip.getByRole('button', { name: '跳到 Y' })).toBeEnabled();
  expect(await targetSizeViolations(page, 'nav[aria-label="按首字母跳转"]')).toEqual([]);
  for (const letter of await strip.getByRole('button').and(page.locator(':enabled')).all()) {
    const b = await box(letter);
    expect(b.width).toBeGreaterThanOrEqual(24);
    expect(b.height).toBeGreaterThanOrEqual(24);
  }
  const s = await box(strip);
  expect(s.y + s.height).toBeLessThanOrEqual(812);
  // Still a jump: Y leads to the Y section.
  await strip.getByRole('button', { name: '跳到 Y' }).click();
  await expect(page.locator('section[data-letter="Y"]')).toBeInViewport();
});

test('接受报价 asks naming the merchant and the price', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.seller.phone);
  // Request 3: the demo seller's 竞价回收 in 报价中 with three bids (fixtures/README.md).
  const bids = await mock.api<{ data: { rlist: { createName: string; bprice: number }[] } }>('GET', '/account/quotation/mybprice?backId=3', { token });
  const bid = bids.data.rlist[0];
  await signInWithToken(page, token);
  await page.goto('/index/other/jingjiahuishouPriceList?id=3');
  await page.getByRole('button', { name: `接受报价：${bid.createName}` }).click();
  const dialog = page.getByRole('dialog', { name: '接受报价' });
  await expect(dialog).toContainText(`回收商「${bid.createName}」出价 ¥${bid.bprice.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expect(dialog).toContainText('接受后对方需在 2 小时内付款');
  await dialog.getByRole('button', { name: '再想想' }).click();
  await expect(dialog).toBeHidden();
});

test('原神’s sell form suggests a 原神 title, not a 王者荣耀 one', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.seller.phone));
  await page.goto('/index/BasicInformation?gameId=3&mode=sale');
  await expect(page.getByTestId('sell-game-name')).toHaveText('原神');
  await page.getByRole('radiogroup', { name: '系统' }).getByRole('radio', { name: '安卓' }).click();
  await page.getByRole('radiogroup', { name: '运营商' }).getByRole('radio', { name: '官服' }).click();
  await page.getByRole('radio', { name: '自己注册' }).click();
  await page.getByTestId('qufu-next').click();
  const title = page.getByTestId('field-title').getByRole('textbox');
  await expect(title).toHaveAttribute('placeholder', '例：雷电将军 护摩之杖');
});

test('seeded order 3 charges its 找回包赔 by the rule: 10 % of the price, at least ¥50', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  const order = (await mock.api<{ data: { goodsAmount: number; guaranteeType: number; guaranteeAmount: number } }>('GET', '/saleOrder/detail/3', { token })).data;
  expect(order.guaranteeType).toBe(1);
  const charged = Math.max(order.goodsAmount * 0.1, 50);
  expect(order.guaranteeAmount).toBe(charged);
  await signInWithToken(page, token);
  await page.goto('/index/orderDetail?orderId=3');
  const money = page.getByTestId('order-money');
  await expect(money).toContainText(`包赔（找回包赔）¥${charged.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
});
