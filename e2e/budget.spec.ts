// What the first-load budget changed must still work: sheets that load when first opened (交易须知, 包赔介绍,
// 申请售后), login's light tabs with the SMS form loaded on demand, and the native agreement checkboxes.
import type { Locator } from '@playwright/test';
import { DEMO, expect, signInWithToken, test } from './fixtures.ts';

/**
 * The sheet has settled open and stays so: the focus moved into it (on 关闭, its initial focus) and its opening
 * animation ran to the end, still open. A sheet mounted already open used to take the focus left on its opener for
 * a focus outside and close at once.
 */
async function expectStaysOpen(sheet: Locator): Promise<void> {
  await expect(sheet.getByRole('button', { name: '关闭' })).toBeFocused();
  await sheet.evaluate((el) => Promise.allSettled(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await expect(sheet).toHaveAttribute('data-state', 'open');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: '关闭' })).toBeFocused();
}

test('sureOrder: 交易须知 and 包赔介绍 open on the first tap and stay open; agreeing in the sheet ticks the box', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  // Goods 2: the demo seller's, on sale (fixtures/README.md).
  await page.goto('/index/sureOrder?id=2');
  await page.getByRole('radio', { name: '不买包赔' }).click();
  const submit = page.getByRole('button', { name: '提交订单' });
  await expect(submit).toBeDisabled();
  const agree = page.getByRole('checkbox', { name: '我已阅读并同意' });
  await expect(agree).not.toBeChecked();

  await page.getByRole('button', { name: '包赔介绍 ›' }).click();
  const guarantee = page.getByRole('dialog', { name: '包赔介绍' });
  await expect(guarantee.getByTestId('notice-bpjs')).toBeVisible();
  await expectStaysOpen(guarantee);
  await guarantee.getByRole('button', { name: '关闭' }).click();
  await expect(guarantee).toHaveCount(0);

  await page.getByRole('button', { name: '《交易须知》' }).click();
  const notice = page.getByRole('dialog', { name: '交易须知' });
  await expect(notice.getByTestId('notice-jyxz')).toBeVisible();
  await expectStaysOpen(notice);
  await notice.getByRole('button', { name: '我已阅读并同意' }).click();
  await expect(notice).toHaveCount(0);
  await expect(agree).toBeChecked();
  await expect(submit).toBeEnabled();

  // The native checkbox unticks and ticks by its label too.
  await page.getByText('我已阅读并同意').click();
  await expect(agree).not.toBeChecked();
  await expect(submit).toBeDisabled();
});

test('MyProducts: 申请售后 opens its sheet on the first tap, closes, and opens again at once', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await page.goto('/index/other/MyProducts?status=1');
  await expect(page.getByRole('tab', { name: '交易成功' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: '申请售后' }).first().click();
  const sheet = page.getByRole('dialog', { name: '申请售后' });
  await expect(sheet.getByRole('radio', { name: /账号被找回/ })).toBeVisible();
  await expectStaysOpen(sheet);
  await sheet.getByRole('button', { name: '关闭' }).click();
  await expect(sheet).toHaveCount(0);
  await page.getByRole('button', { name: '申请售后' }).first().click();
  await expect(page.getByRole('dialog', { name: '申请售后' })).toBeVisible();
});

test('login: 短信登录 loads with its tab, and each form keeps what was typed when switching back', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
  await page.getByPlaceholder('请输入手机号或用户名').fill(DEMO.buyer.phone);

  await page.getByRole('tab', { name: '短信登录' }).click();
  await expect(page.getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
  await page.getByPlaceholder('请输入手机号', { exact: true }).fill('13900139000');
  await expect(page.getByPlaceholder('请输入手机号或用户名')).toBeHidden();

  await page.getByRole('tab', { name: '密码登录' }).click();
  await expect(page.getByPlaceholder('请输入手机号或用户名')).toHaveValue(DEMO.buyer.phone);
  await page.getByRole('tab', { name: '短信登录' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByPlaceholder('请输入手机号', { exact: true })).toHaveValue('13900139000');
});

test('register: the 隐私政策 agreement is a checkbox with its message beside it', async ({ page }) => {
  await page.goto('/register');
  const agree = page.getByRole('checkbox', { name: /我已阅读并同意/ });
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('请阅读并同意《隐私政策》')).toBeVisible();
  await expect(agree).toHaveAttribute('aria-invalid', 'true');
  await agree.check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('请阅读并同意《隐私政策》')).toHaveCount(0);
});
