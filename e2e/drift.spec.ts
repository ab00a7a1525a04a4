// The app survives a backend that drifted (issue #11): with `X-Mock-Drift: 1` on this journey's requests the mock
// renames, removes and retypes fields the app reads and wraps a list (mock-server/sandbox/drift.ts, D1–D7). The buyer
// and seller screens still show: a missing value as —, numeric strings as prices and states, a broken list as
// its section's Chinese error with 重试 — never a blank page, "undefined", "NaN", a console error or a crash
// (the fixtures fail a test on any console.error or page error).
import type { Page } from '@playwright/test';
import { DEMO, expect, signInWithToken, test, type MockControl } from './fixtures.ts';

const PRICE = /^¥[\d,]+\.\d{2}$/;

async function drifted(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'X-Mock-Drift': '1' });
}

async function signedIn(page: Page, mock: MockControl, phone: string): Promise<void> {
  await signInWithToken(page, await mock.tokenFor(phone));
  await drifted(page);
}

/** What the user sees has no leaked "undefined" / "NaN" / "null" and the screen is not blank. */
async function expectClean(page: Page): Promise<void> {
  const text = await page.locator('#root').innerText();
  expect(text.trim().length, 'a blank page').toBeGreaterThan(0);
  expect(text).not.toMatch(/undefined|NaN|\bnull\b|未知状态/);
}

test('visitor: home, goodList, search and a goods detail survive the drift', async ({ page }) => {
  await drifted(page);
  await page.goto('/index/home');
  // D4: 最近成交's list arrives wrapped in an object: its section says so in Chinese and offers 重试.
  const deals = page.getByRole('heading', { name: '最近成交' });
  await deals.scrollIntoViewIfNeeded();
  await expect(page.getByText('数据格式有误，请稍后再试')).toBeVisible();
  await page.getByRole('button', { name: '重试' }).first().click();
  await expect(page.getByText('数据格式有误，请稍后再试')).toBeVisible();
  // D1 + D2 on home's 顶级账号 (the same list endpoint): no title → —, the price still reads as a price.
  const topCard = page.getByTestId('goods-card').first();
  await expect(topCard.getByText('—', { exact: true })).toBeVisible();
  await expect(topCard.getByTestId('goods-price')).toHaveText(PRICE);
  await expectClean(page);

  await page.goto('/index/goodList');
  const card = page.getByTestId('goods-card').first();
  await expect(card.getByText('—', { exact: true })).toBeVisible();
  await expect(card.getByTestId('goods-price')).toHaveText(PRICE);
  await expect(page.getByText(/共 [\d,]+ 件商品/)).toBeVisible();
  await expectClean(page);

  // A search sorted by price: the string prices ("1234.00") are ordered and shown as prices.
  await page.goto('/index/goodList?keyWord=王者&sortRank=priceasc');
  const prices = page.getByTestId('goods-price');
  await expect(prices.first()).toHaveText(PRICE);
  const shown = (await prices.allInnerTexts()).slice(0, 6).map((p) => Number(p.replace(/[¥,]/g, '')));
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  await expectClean(page);

  // D3: the detail has no browseNum: 浏览 shows —; its title and price are there.
  await page.goto('/index/goodDetail?id=1');
  await expect(page.getByTestId('detail-views')).toHaveText('— 次浏览');
  await expect(page.getByTestId('detail-title')).not.toHaveText('—');
  await expect(page.getByTestId('detail-price')).toHaveText(PRICE);
  await expectClean(page);
});

test('buyer: 我的, 我的买单, 收藏 and 浏览记录 survive the drift', async ({ page, mock }) => {
  await signedIn(page, mock, DEMO.buyer.phone);
  // D6: the profile's nickName is now nick_name: the masked phone stands in for it.
  await page.goto('/index/other/geren');
  await expect(page.getByTestId('profile-nickname')).toHaveText('138****8000');
  await expectClean(page);

  // D7: orderStatus arrives as a string ("3"): the rows still name their states and offer their actions.
  await page.goto('/index/other/MyProducts');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await expect(page.getByTestId('order-row').filter({ hasText: '待支付' }).first().getByRole('link', { name: '去支付' })).toBeVisible();
  await page.getByRole('tab', { name: '交易成功' }).click();
  await expect(page.getByTestId('order-row').first()).toContainText('交易成功');
  await expectClean(page);

  await page.goto('/index/other/collect');
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  await expect(page.getByTestId('goods-price').first()).toHaveText(PRICE);
  await expectClean(page);

  await page.goto('/index/other/Mybrowsing');
  await expect(page.getByTestId('goods-card').or(page.getByText('暂无')).first()).toBeVisible();
  await expectClean(page);
});

test('seller: 卖号, 我的代售, 预览, 我的卖单 and 竞价中心 survive the drift', async ({ page, mock }) => {
  await signedIn(page, mock, DEMO.seller.phone);
  await page.goto('/index/sell');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectClean(page);

  // D5: 我的代售's rows have no saleState: the state badge shows —, the rest of the row is there.
  await page.goto('/index/sale');
  const row = page.getByTestId('listing-row').first();
  await expect(row.getByTestId('listing-state')).toHaveText('—');
  await expect(row.getByTestId('listing-price')).toHaveText(PRICE);
  await expectClean(page);
  await page.getByRole('tab', { name: '已下架', exact: true }).click();
  await expect(page.getByTestId('listing-row').first().getByTestId('listing-state')).toHaveText('—');
  await expectClean(page);

  await page.getByTestId('listing-row').first().getByRole('link', { name: '预览' }).click();
  await expect(page).toHaveURL(/accountPreview\?id=\d+/);
  await expect(page.getByTestId('detail-title')).toBeVisible();
  await expectClean(page);

  await page.goto('/index/other/mySaleOrder');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await expectClean(page);

  await page.goto('/index/other/myJingjiahuishou');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expect(page.getByText('加载中')).toHaveCount(0);
  await expectClean(page);
});
