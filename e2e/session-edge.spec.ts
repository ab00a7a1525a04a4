// The session's last edge: a 401 raises 提示 on one page (home), and before answering it the user moves to a
// personal page (the back button, or a link). They stay on that page, which shows itself signed out under the
// dialog (its URL, the 请先登录 prompt, never the login page behind the dialog); 取消 leaves them there with the
// prompt, 确认 goes to the login page with the way back to that page.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, openInApp, quietUnreadPoll, signInWithToken, test, type MockControl } from './fixtures.ts';

const XIAOXI = /\/index\/other\/xiaoxi$/;
const LOGIN_BACK_TO_XIAOXI = /\/login\?redirect=%2Findex%2Fother%2Fxiaoxi$/;

/** Signed in on 消息, then on home by the tab bar, where one of home's own calls (its banners) answers 401:
 *  the 提示 dialog over home. */
async function sessionEndsOnHome(page: Page, mock: MockControl): Promise<Locator> {
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  // The 消息 badge's poll must not meet the session's end first.
  await quietUnreadPoll(page);
  await page.goto('/index/other/xiaoxi');
  await expect(page.getByTestId('page-title')).toHaveText('消息中心');
  await mock.scenario('401', { times: 1, path: '/account/zhubo/list' });
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /首页/ }).click();
  const dialog = page.getByRole('dialog', { name: '提示' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/index\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  return dialog;
}

/** On 消息 under the still open dialog: its URL, signed out (the prompt is what RequireAuth shows instead of
 *  sending the user to the login page). */
async function expectSignedOutOnXiaoxi(page: Page, dialog: Locator): Promise<void> {
  await expect(page).toHaveURL(XIAOXI);
  await expect(page.getByTestId('signed-out')).toContainText('请先登录');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(XIAOXI);
}

/** The login page's SMS sign-in, as the demo seller (the buyer's code was used for the test's token). */
async function signInAsSeller(page: Page): Promise<void> {
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByPlaceholder('请输入手机号', { exact: true }).fill(DEMO.seller.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入6位验证码').fill(DEMO.smsCode);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test('back to a personal page while 提示 is open: the user stays there signed out; 取消 keeps the 请先登录 prompt, whose 登录 comes back', async ({ page, mock }) => {
  const dialog = await sessionEndsOnHome(page, mock);
  await page.goBack();
  await expectSignedOutOnXiaoxi(page, dialog);

  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(XIAOXI);
  const prompt = page.getByTestId('signed-out');
  await expect(prompt).toContainText('请先登录');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();

  await prompt.getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL(LOGIN_BACK_TO_XIAOXI);
  await signInAsSeller(page);
  await expect(page).toHaveURL(XIAOXI);
  await expect(page.getByTestId('page-title')).toHaveText('消息中心');
  await expect(page.getByTestId('signed-out')).toHaveCount(0);
});

test('a link to a personal page while 提示 is open: the user stays there signed out; 确认 goes to the login page and back to it', async ({ page, mock }) => {
  const dialog = await sessionEndsOnHome(page, mock);
  await openInApp(page, '/index/other/xiaoxi');
  await expectSignedOutOnXiaoxi(page, dialog);

  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(LOGIN_BACK_TO_XIAOXI);
  await expect(page.getByRole('dialog', { name: '提示' })).toHaveCount(0);
  await signInAsSeller(page);
  await expect(page).toHaveURL(XIAOXI);
  await expect(page.getByTestId('page-title')).toHaveText('消息中心');
  await expect(page.getByTestId('signed-out')).toHaveCount(0);
});
