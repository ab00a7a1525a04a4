// The whole trade on two phones, no reload between steps (the screens poll): the seller lists an account with a
// picture → the audit passes → the buyer finds it by its title, buys it with 找回包赔 and pays with 支付宝 →
// 待验号 → 换绑中 → 已交付 (游戏账号, 新密码 hidden until 显示) → 确认收货 → the seller sees 到手 and 待打款 →
// the platform pays out → 已打款. The platform's part (audit, order steps, payout) is played through /__mock.
import type { Page } from '@playwright/test';
import { DEMO, expect, openAs, signInWithToken, test } from './fixtures.ts';
import { orderTotal } from '../src/contract/pricing.ts';

const yuan = (n: number) => `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** What the buyer pays for the ¥2,680 account with 找回包赔 (10 %, as the server charges it): ¥2,948.00. */
const BUYER_TOTAL = yuan(orderTotal(2680, 1, 1));

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const field = (page: Page, name: string) => page.getByTestId(`field-${name}`);
const chip = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });

/** 卖号 → 我要卖 → 王者荣耀 → 区服 → the form with a picture → 提交. */
async function listAccount(page: Page, title: string): Promise<void> {
  await page.goto('/index/sell');
  await page.getByTestId('sell-start').click();
  await page.getByTestId('game-option').filter({ hasText: '王者荣耀' }).click();
  await page.getByRole('radiogroup', { name: '系统' }).getByRole('radio', { name: '安卓' }).click();
  await page.getByRole('radiogroup', { name: '运营商' }).getByRole('radio', { name: '微信区' }).click();
  await page.getByRole('radio', { name: '自己注册' }).click();
  await page.getByTestId('qufu-next').click();
  await field(page, 'phone').getByRole('textbox').fill(DEMO.seller.phone);
  await field(page, 'account').getByRole('textbox').fill('wz_journey_01');
  await field(page, 'accountPassword').getByPlaceholder('请输入账号密码').fill('Pass_2026');
  await page.getByPlaceholder('请输入英雄数量').fill('120');
  await page.getByPlaceholder('请输入皮肤数量').fill('300');
  await chip(page, '贵族等级', 'V8').click();
  await chip(page, '实名情况', '可二次实名').click();
  await field(page, 'price').getByRole('textbox').fill('2680');
  await chip(page, '能否提供包赔材料', '能提供').click();
  await field(page, 'title').getByRole('textbox').fill(title);
  await page.getByTestId('title-image-input').setInputFiles(png('main.png'));
  await expect(page.getByAltText('主图 1')).toHaveAttribute('src', /\/profile\/upload\//);
  await page.getByTestId('detail-images-input').setInputFiles(png('d1.png'));
  await expect(page.getByAltText('详情图 1')).toHaveAttribute('src', /\/profile\/upload\//);
  await page.getByTestId('sell-submit').click();
  await expect(page.getByTestId('commit-view').getByRole('heading', { name: '提交成功' })).toBeVisible();
}

test('seller lists, buyer buys with 找回包赔 and gets the account at 换绑, confirms; the seller sees 到手, 待打款 then 已打款', async ({ page, mock, browser, baseURL, pageErrors }) => {
  // Two phones, a publish with uploads, a purchase and a payout: longer than a one-screen journey.
  test.setTimeout(150_000);
  // The mock cashier page has no icon: Chromium's /favicon.ico 404 line on the buyer's page is not the app's.
  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/);
  const token = `JY${Date.now() % 1_000_000}`;
  const title = `E2E 交易 V8 全英雄 ${token}`;

  // ---- the seller lists the account; 我的代售 shows it 审核中, then 上架 once the audit passes ----
  const seller = await openAs(browser, baseURL, await mock.tokenFor(DEMO.seller.phone));
  await listAccount(seller.page, title);
  await seller.page.getByTestId('commit-list').click();
  const listing = seller.page.getByTestId('listing-row').filter({ hasText: title });
  await expect(listing.getByTestId('listing-state')).toHaveText('审核中');
  const goodsId = Number(await listing.getAttribute('data-goods-id'));
  const audit = await mock.api<{ code: number }>('POST', `/__mock/goods/${goodsId}/audit`, { data: { pass: true } });
  expect(audit.code).toBe(200);
  await expect(listing.getByTestId('listing-state')).not.toHaveText('审核中');

  // ---- the buyer finds it by its title, buys it with 找回包赔 and pays with 支付宝 ----
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await page.goto('/index/goodList');
  await page.getByRole('searchbox', { name: '搜索商品' }).fill(token);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByTestId('goods-card').filter({ hasText: title }).click();
  await page.getByRole('button', { name: '立即购买' }).click();
  const notice = page.getByRole('dialog', { name: '购买须知' });
  await notice.getByRole('button', { name: '我已知晓，继续购买' }).click();
  await expect(page).toHaveURL(new RegExp(`/index/sureOrder\\?id=${goodsId}$`));
  await page.getByRole('radio', { name: '找回包赔' }).click();
  await expect(page.getByTestId('quote-total')).toHaveText(BUYER_TOTAL);
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/index\/orderDetail\?orderId=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByRole('heading', { name: '支付宝收银台' })).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/index\/orderDetail\?orderId=\d+/);

  // ---- 待验号 → 换绑中 → 已交付, each step seen without a reload ----
  const steps = page.getByTestId('order-steps');
  await expect(page.getByTestId('order-status-label')).toHaveText('交易中');
  await expect(steps).toContainText('待验号');
  await expect(page.getByTestId('delivery-card')).toHaveCount(0);
  await mock.api('POST', `/__mock/orders/${orderId}/advance`);
  await expect(steps).toContainText('换绑中');
  await mock.api('POST', `/__mock/orders/${orderId}/advance`);
  await expect(steps).toContainText('已交付');
  const card = page.getByTestId('delivery-card');
  await expect(card).toBeVisible();
  // The account the seller listed (卖号 asks for it now), handed over at 换绑.
  await expect(card.getByTestId('deliver-account')).toHaveText('wz_journey_01');
  await expect(card.getByTestId('deliver-password')).toHaveText('●●●●●●●●');
  await expect(card).toContainText('绑定手机138****8000');
  await expect(card.getByTestId('deliver-check')).toContainText(/请在 \d\d:\d\d 前登录核对，如有问题立即联系客服/);
  await expect(card).toContainText('包赔有效期至');
  await card.getByRole('button', { name: '显示' }).click();
  await expect(card.getByTestId('deliver-password')).toHaveText(/^[A-Za-z0-9]{10}$/);

  await page.getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('dialog', { name: '确认收货' }).getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByTestId('order-status-label')).toHaveText('交易成功');

  // ---- the seller: 我的卖单 shows 成交价, 到手 and 待打款; the payout turns it 已打款 without a reload ----
  await seller.page.goto('/index/other/mySaleOrder');
  const sale = seller.page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(sale).toContainText('交易成功');
  await expect(sale.getByTestId('seller-money')).toContainText('成交价 ¥2,680.00');
  await expect(sale.getByTestId('seller-money')).toContainText('手续费 −¥134.00');
  await expect(sale.getByTestId('seller-net')).toHaveText('¥2,546.00');
  await expect(sale.getByTestId('payout-state')).toHaveText('待打款');
  // Not the buyer's total with its 包赔.
  await expect(sale).not.toContainText(BUYER_TOTAL);
  const payout = await mock.api<{ code: number }>('POST', `/__mock/orders/${orderId}/payout`);
  expect(payout.code).toBe(200);
  await expect(sale.getByTestId('payout-state')).toHaveText('已打款');
  // Paid into the demo seller's seeded 收款账户, named on the line.
  await expect(sale.getByTestId('payout-to')).toContainText('已打款至 支付宝 ***9000');

  // The order page says the same, and 联系客服 leads to 客服 with the order number on top.
  await sale.getByRole('link', { name: '查看' }).click();
  await expect(seller.page.getByTestId('seller-income').getByTestId('payout-state')).toHaveText('已打款');
  await expect(seller.page.getByTestId('order-money')).toHaveCount(0);
  await expect(seller.page.getByTestId('delivery-card')).toHaveCount(0);
  expect(seller.errors).toEqual([]);
  await seller.close();

  // 交易成功: the account stays on the order, the check window is gone; 联系客服 sits beside 申请售后.
  await expect(card.getByTestId('deliver-check')).toHaveCount(0);
  await page.getByTestId('order-actions').getByRole('button', { name: '联系客服' }).click();
  await expect(page).toHaveURL(/\/index\/other\/contactkefu\?orderNo=DD\d+$/);
  await expect(page.getByTestId('kefu-order')).toContainText(/咨询订单 DD\d+/);
  await expect(page.getByTestId('staff-card').first()).toContainText('交易客服');
});
