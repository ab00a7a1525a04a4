// The buyer's goods journeys: search and filter goodList, open a detail and come back to the same place,
// shared list links, favourites, history, sold goods, and the way from 立即购买 to sureOrder.
import type { Page, Request } from '@playwright/test';
import { buyNowSigningIn, DEMO, expect, signInWithToken, test } from './fixtures.ts';

const isListCall = (req: Request) => req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/web/good/allList');

/** Every allList request the page sends from now on. */
function recordListCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (req) => { if (isListCall(req)) calls.push(req); });
  return calls;
}

const cards = (page: Page) => page.getByTestId('goods-card');
/** Lets the page render two more frames (requests it starts on mount are reported before this resolves). */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => {
  requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
}));
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('search and filter, load a second page, open a detail and come back to exactly the same list', async ({ page }) => {
  const calls = recordListCalls(page);
  await page.goto('/index/goodList?gameId=1');
  await expect(page.getByTestId('game-switcher')).toContainText('王者荣耀');
  await expect(cards(page)).toHaveCount(10);

  // Keyword (two space-separated words).
  await page.getByRole('searchbox', { name: '搜索商品' }).fill('英雄  皮肤');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/keyWord=%E8%8B%B1%E9%9B%84\+%E7%9A%AE%E8%82%A4/);

  // 筛选: a price range and one attribute chip.
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '筛选' });
  await sheet.getByRole('textbox', { name: '价格最低' }).fill('100');
  await sheet.getByRole('textbox', { name: '价格最高' }).fill('5000');
  await sheet.getByRole('group', { name: '实名情况' }).getByRole('button', { name: '可二次实名', exact: true }).click();
  await sheet.getByRole('button', { name: '确认' }).click();
  await expect(sheet).toBeHidden();

  // 排序: price, low to high.
  await page.getByRole('button', { name: '排序', exact: true }).click();
  await page.getByRole('group', { name: '排序方式' }).getByRole('button', { name: '价格从低到高' }).click();

  await expect(page).toHaveURL(/priceStart=100&priceEnd=5000/);
  await expect(page).toHaveURL(/sortRank=priceasc/);
  await expect(page).toHaveURL(/f6=%E5%8F%AF%E4%BA%8C%E6%AC%A1%E5%AE%9E%E5%90%8D/);
  const active = page.getByRole('group', { name: '已选筛选条件' });
  await expect(active).toContainText('价格 ¥100–¥5,000');
  await expect(active).toContainText('实名情况 可二次实名');
  await expect(active).toContainText('价格从低到高');

  // The last request carries every filter.
  await expect(cards(page)).toHaveCount(10);
  const body = calls.at(-1)?.postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ gameId: 1, keyWord: '英雄 皮肤', priceStart: 100, priceEnd: 5000, f6: '可二次实名', sortRank: 'priceasc', pageNum: 1, pageSize: 10 });
  const prices = await page.getByTestId('goods-price').allTextContents();
  const values = prices.map((p) => Number(p.replace(/[¥,]/g, '')));
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(values.every((v) => v >= 100 && v <= 5000)).toBe(true);

  // Scroll to the end: the second page comes in.
  await page.getByTestId('list-end').scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(20);
  expect(calls.at(-1)?.postDataJSON()).toMatchObject({ pageNum: 2, sortRank: 'priceasc', f6: '可二次实名' });

  // Open a goods of the second page, from wherever the list now stands.
  const target = cards(page).nth(13);
  await target.scrollIntoViewIfNeeded();
  await nextFrames(page);
  await expect(page.getByTestId('list-end')).not.toHaveAttribute('data-loading', 'true');
  const countBefore = await cards(page).count();
  const yBefore = await scrollY(page);
  const urlBefore = page.url();
  const title = (await target.getByRole('img').first().getAttribute('alt')) ?? '';
  expect(yBefore).toBeGreaterThan(0);
  await target.click();
  await expect(page).toHaveURL(/\/index\/goodDetail\?id=\d+$/);
  await expect(page.getByTestId('detail-title')).toHaveText(title);

  // Back: same URL, same cards, same offset, and no new list request.
  const callsBeforeBack = calls.length;
  await page.goBack();
  await expect(page).toHaveURL(urlBefore);
  await expect(cards(page)).toHaveCount(countBefore);
  await expect.poll(() => scrollY(page)).toBe(yBefore);
  await expect(active).toContainText('实名情况 可二次实名');
  await expect(page.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('英雄 皮肤');
  // A list request would have been sent on mount; two frames later it would have been reported.
  await nextFrames(page);
  expect(calls.length).toBe(callsBeforeBack);
  expect(await scrollY(page)).toBe(yBefore);

  // Arriving from elsewhere starts fresh: page 1, at the top.
  await page.getByRole('link', { name: '首页', exact: true }).click();
  await expect(page.getByTestId('page-title')).toHaveText('首页');
  await page.goBack();
  await expect(page).toHaveURL(urlBefore);
  await expect(cards(page)).toHaveCount(10);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('图文 / 列表 switches the view where the reader is, without going back to the top', async ({ page }) => {
  await page.goto('/index/goodList');
  await expect(cards(page)).toHaveCount(10);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBe(600);
  await page.getByRole('button', { name: '切换为列表' }).click();
  await expect(page.getByTestId('goods-list')).toHaveAttribute('data-view', 'list');
  await expect(page).toHaveURL(/view=list/);
  await nextFrames(page);
  expect(await scrollY(page)).toBeGreaterThan(0);
});

test('a shared goodList link restores its filters on a fresh load', async ({ page }) => {
  const calls = recordListCalls(page);
  const shared = '/index/goodList?gameId=3&keyWord=%E8%83%A1%E6%A1%83&sortRank=pricedesc&priceStart=100&priceEnd=3000'
    + '&f2=%E8%83%A1%E6%A1%83%3A1%E5%91%BD&view=list';
  await page.goto(shared);
  await expect(page.getByTestId('game-switcher')).toContainText('原神');
  await expect(page.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('胡桃');
  const active = page.getByRole('group', { name: '已选筛选条件' });
  await expect(active).toContainText('价格 ¥100–¥3,000');
  await expect(active).toContainText('五星角色 胡桃(1命及以上)');
  await expect(active).toContainText('价格从高到低');
  await expect(page.getByRole('button', { name: '筛选', exact: true })).toHaveText(/筛选\(2\)/);
  await expect(page.getByTestId('goods-list')).toHaveAttribute('data-view', 'list');
  await expect(cards(page).first()).toBeVisible();
  expect(calls[0]?.postDataJSON()).toMatchObject({
    gameId: 3, keyWord: '胡桃', sortRank: 'pricedesc', priceStart: 100, priceEnd: 3000, f2: '胡桃:1命', pageNum: 1,
  });

  // The sheet opens with the same values; 重置 there and 确认 clears them, keeping game and keyword.
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '筛选' });
  await expect(sheet.getByRole('textbox', { name: '价格最低' })).toHaveValue('100');
  await expect(sheet.getByRole('group', { name: '五星角色' }).getByRole('button', { name: '胡桃' })).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByRole('button', { name: '重置' }).click();
  await sheet.getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/\/index\/goodList\?gameId=3&keyWord=%E8%83%A1%E6%A1%83&sortRank=pricedesc&view=list$/);
});

test('favourite a goods on its detail, find it in 我的收藏, remove it there', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  await mock.api('POST', '/web/goods/collect/remove', { token, data: { accountId: 5 } });
  await signInWithToken(page, token);

  await page.goto('/index/goodDetail?id=5');
  const title = (await page.getByTestId('detail-title').textContent()) ?? '';
  const toggle = page.getByTestId('collect-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('已收藏', { exact: true }).first()).toBeVisible();

  await page.goto('/index/other/collect');
  const first = page.getByTestId('collect-list-row').first();
  await expect(first).toContainText(title);
  const total = await page.getByTestId('collect-list-row').count();
  await first.getByRole('button', { name: `取消收藏：${title}` }).click();
  const dialog = page.getByRole('dialog', { name: '取消收藏' });
  await dialog.getByRole('button', { name: '取消收藏' }).click();
  await expect(page.getByText('已取消收藏')).toBeVisible();
  await expect(page.getByTestId('collect-list-row')).toHaveCount(total - 1);
  await expect(page.getByTestId('collect-list')).not.toContainText(title);

  // The detail agrees after a reload.
  await page.goto('/index/goodDetail?id=5');
  await expect(page.getByTestId('collect-toggle')).toHaveAttribute('aria-pressed', 'false');
});

test('a signed-out favourite goes to the login page first', async ({ page }) => {
  await page.goto('/index/goodDetail?id=5');
  await page.getByTestId('collect-toggle').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2FgoodDetail%3Fid%3D5%26then%3Dcollect$/);
});

test('an opened detail comes first in 浏览记录', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await page.goto('/index/goodDetail?id=7');
  const title = (await page.getByTestId('detail-title').textContent()) ?? '';
  await page.goto('/index/other/Mybrowsing');
  const first = page.getByTestId('browse-list-row').first();
  await expect(first).toContainText(title);
  await expect(first).toContainText('刚刚浏览');
});

test('a sold goods says so, cannot be bought and offers similar ones', async ({ page }) => {
  await page.goto('/index/goodDetail?id=18');
  await expect(page.getByTestId('sale-status')).toContainText('该商品已出售');
  await expect(page.getByRole('button', { name: '立即购买' })).toHaveCount(0);
  await expect(page.getByTestId('buy-button')).toBeDisabled();
  await expect(page.getByTestId('buy-button')).toHaveText('已出售');
  const similar = page.getByTestId('recommendations');
  await expect(similar).toContainText('看看相似商品');
  await expect(similar.getByTestId('goods-card').first()).toBeVisible();
});

test('立即购买 signed out: sign in, come back to the detail where the purchase goes on; the notice with 不再提示 leads to sureOrder', async ({ page, mock }) => {
  await buyNowSigningIn(page, mock, 2);

  // No second tap: the notice is open on return.
  const notice = page.getByRole('dialog', { name: '购买须知' });
  await expect(notice).toContainText('只在本平台下单付款');
  await notice.getByText('不再提示').click();
  await notice.getByRole('button', { name: '我已知晓，继续购买' }).click();
  await expect(page).toHaveURL(/\/index\/sureOrder\?id=2$/);
  // Back is the detail, without starting the purchase again.
  await page.goBack();
  await expect(page).toHaveURL(/\/index\/goodDetail\?id=2$/);
  await expect(page.getByRole('button', { name: '立即购买' })).toBeVisible();
  await expect(notice).toBeHidden();

  // Remembered: the next purchase goes straight on.
  await page.goto('/index/goodDetail?id=3');
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/index\/sureOrder\?id=3$/);
});

test('the stand-alone shared page shows the goods, copies its link and leads into the app', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/pages/detail/index?id=2');
  await expect(page.getByTestId('detail-title')).not.toBeEmpty();
  await page.getByRole('button', { name: '分享' }).click();
  await expect(page.getByText('链接已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/pages\/detail\/index\?id=2$/);

  // The gallery opens full screen and closes again.
  await page.getByTestId('gallery').getByRole('button').first().click();
  const viewer = page.getByRole('dialog', { name: '图片预览' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('viewer-counter')).toContainText('1/');
  await viewer.getByRole('button', { name: '关闭' }).click();
  await expect(viewer).toBeHidden();

  await page.getByRole('link', { name: '进入首页' }).click();
  await expect(page).toHaveURL(/\/index\/home$/);
});

test('the seller’s own goods says so in place of 立即购买; a buyer may buy it', async ({ page, mock }) => {
  // Goods 1 is the demo seller's (the seed gives them goods 1–30).
  await signInWithToken(page, await mock.tokenFor(DEMO.seller.phone));
  await page.goto('/index/goodDetail?id=1');
  const buy = page.getByTestId('buy-button');
  await expect(buy).toHaveText('您发布的商品');
  await expect(buy).toBeDisabled();

  await page.evaluate(() => window.localStorage.clear());
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await page.goto('/index/goodDetail?id=1');
  await expect(buy).toHaveText('立即购买');
  await expect(buy).toBeEnabled();
});
