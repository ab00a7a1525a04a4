// A sandbox a team shares: each browser is its own sandbox client (X-Mock-Client). One tester's 401 — a
// scenario and 使会话过期 from the QA panel — never reaches a colleague's browser; 使会话过期 shows the 提示
// dialog in two taps; a reproduction link opened in a fresh browser lands on the same user and page, in a data
// space of its own.
import type { Page } from '@playwright/test';
import { MOCK_URL } from '../playwright.config.ts';
import { DEMO, expect, openAs, signInWithToken, test } from './fixtures.ts';

const dialog = (page: Page) => page.getByRole('dialog', { name: '提示' });

async function openQa(page: Page) {
  await page.getByTestId('qa-trigger').click();
  await expect(page.getByRole('dialog', { name: /QA 调试面板/ })).toBeVisible();
}

async function goToMyPage(page: Page) {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /我的/ }).click();
  await expect(page.getByTestId('profile-nickname')).toBeVisible();
}

test('one browser\'s 401 (a scenario, then 使会话过期 in two taps) never reaches another browser', async ({ page, mock, baseURL, browser }) => {
  test.setTimeout(90_000);
  const token = await mock.tokenFor(DEMO.buyer.phone);
  await signInWithToken(page, token);
  const colleague = await openAs(browser, baseURL, await mock.tokenFor(DEMO.seller.phone));
  try {
    await page.goto('/index/home');
    await colleague.page.goto('/index/home');

    // Each browser has its own sandbox id, shown in its QA panel.
    await openQa(page);
    const mine = await page.getByTestId('qa-client').textContent();
    expect(mine).toMatch(/^[0-9a-f]{16}$/);
    await openQa(colleague.page);
    await expect(colleague.page.getByTestId('qa-client')).not.toHaveText(mine ?? '');
    await colleague.page.getByRole('button', { name: '关闭' }).click();

    // A 401 armed in this browser for its next profile call (the path keeps background polls out of it) …
    await page.getByPlaceholder('仅限路径').fill('/system/user/profile');
    await page.getByRole('button', { name: '下次请求返回401' }).click();
    await expect(page.getByText('已设置：下次请求返回401')).toBeVisible();
    await page.getByRole('button', { name: '关闭' }).click();
    // … the colleague goes on working, signed in …
    await goToMyPage(colleague.page);
    await expect(colleague.page.getByTestId('profile-nickname')).toHaveText(DEMO.seller.nickName);
    await expect(dialog(colleague.page)).toHaveCount(0);
    // … while here the next call meets it.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /我的/ }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: '取消' }).click();

    // 使会话过期 from a signed-in page: two taps, the panel closes and the 提示 dialog is there at once. (The
    // scenario's 401 cleared this browser's storage; the session itself is still valid on the server.)
    await signInAgain(page, token);
    await openQa(page);
    await page.getByRole('button', { name: '清除场景' }).click();
    await page.getByRole('button', { name: '使会话过期' }).click();
    await expect(page.getByRole('dialog', { name: /QA 调试面板/ })).toHaveCount(0);
    await expect(dialog(page)).toBeVisible();

    // The colleague's session is untouched: their screens keep loading signed in.
    await colleague.page.getByTestId('shortcut-collect').click();
    await expect(colleague.page).toHaveURL(/\/index\/other\/collect$/);
    await expect(colleague.page.getByTestId('page-title')).toHaveText('我的收藏');
    await expect(dialog(colleague.page)).toHaveCount(0);
    expect(colleague.errors).toEqual([]);
    // The dialog here stayed open meanwhile (the panel's closing did not dismiss it).
    await expect(dialog(page)).toBeVisible();
  } finally {
    await colleague.close();
  }
});

/** Puts a fresh token in this page's storage without a reload (the app reads it on the next call). */
async function signInAgain(page: Page, token: string) {
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
}

test('复制复现链接: a fresh browser opening it lands on the same page as the same user, with the same scenario', async ({ page, mock, baseURL, browser }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await page.goto('/index/home');
  await goToMyPage(page);
  await openQa(page);
  await page.getByLabel('次数').selectOption('3');
  await page.getByPlaceholder('仅限路径').fill('/need/myBrowse');
  await page.getByRole('button', { name: '下次请求业务失败' }).click();
  await page.getByRole('button', { name: '复制复现链接' }).click();
  const link = await page.getByTestId('qa-repro-link').inputValue();
  // On the mock's own page, which opens the link on the app its opener picks.
  expect(JSON.parse(new URL(link).searchParams.get('l') ?? '{}')).toMatchObject({ at: '/index/other/geren', sc: '500', t: 3 });
  await expect(page.getByTestId('qa-snapshots')).toContainText('复现-');

  // A brand-new browser: no token, its own sandbox id.
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const fresh = await context.newPage();
  const errors: string[] = [];
  let space: string | null = null;
  fresh.on('pageerror', (err) => errors.push(err.message));
  try {
    await fresh.goto(link);
    await fresh.locator(`button.app[data-origin="${new URL(baseURL ?? '').origin}"]`).click();
    await expect(fresh).toHaveURL(/\/index\/other\/geren$/);
    await expect(fresh.getByTestId('profile-nickname')).toHaveText(DEMO.buyer.nickName);
    // It opened in a data space of its own (e2e/spaces.spec.ts), where the scenario is armed for that browser
    // (its own sandbox id), not for everyone.
    const id = await fresh.evaluate(() => window.localStorage.getItem('sandboxClient'));
    space = await fresh.evaluate(() => window.localStorage.getItem('sandboxSpace'));
    expect(space).toMatch(/^复现-/);
    const own = await (await fresh.request.get(`${MOCK_URL}/__mock/scenario`, { headers: { 'X-Mock-Client': id ?? '', 'X-Mock-Space': encodeURIComponent(space ?? '') } })).json() as { data: { scenario: string; times: number; path: string } };
    expect(own.data).toMatchObject({ scenario: '500', times: 3, path: '/need/myBrowse' });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    if (space) await page.request.delete(`${MOCK_URL}/__mock/spaces/${encodeURIComponent(space)}?force=1`);
  }
});

test('时间: 快进 in a space of one\'s own runs its due jobs — an unpaid order closes at its deadline — and the page follows', async ({ page, mock, request }) => {
  // A space of its own: the shared data's clock stays where the other journeys of this worker expect it.
  const space = `clock-${Date.now().toString(36)}`;
  const token = await mock.tokenFor(DEMO.buyer.phone);
  const made = await (await request.post(`${MOCK_URL}/__mock/spaces`, { headers: { Authorization: `Bearer ${token}` }, data: { name: space } })).json() as { code: number; data: { token: string } };
  expect(made.code).toBe(200);
  const inSpace = { 'X-Mock-Space': encodeURIComponent(space), Authorization: `Bearer ${made.data.token}` };
  try {
    const [goods] = await (await request.get(`${MOCK_URL}/__mock/db/goods?createId=2&saleState=1`, { headers: inSpace })).json() as { id: number }[];
    const created = await (await request.post(`${MOCK_URL}/saleOrder/create`, { headers: inSpace, data: { goodsId: goods?.id, guaranteeType: 3 } })).json() as { code: number; data: { orderId: number } };
    expect(created.code).toBe(200);
    await page.addInitScript(([t, s]) => {
      window.localStorage.setItem('token', t);
      window.localStorage.setItem('sandboxSpace', s);
    }, [made.data.token, space]);
    await page.goto(`/index/orderDetail?orderId=${created.data.orderId}`);
    await expect(page.getByTestId('order-status-label')).toHaveText('待支付');

    await openQa(page);
    await expect(page.getByTestId('qa-clock-now')).toContainText('与真实时间一致');
    await expect(page.getByTestId('qa-jobs')).toContainText(`订单 ${created.data.orderId} 超时未支付，自动关闭`);
    await page.getByRole('button', { name: '快进 15 分钟' }).click();
    await expect(page.getByText(/^时钟已快进 15 分钟，运行了 \d+ 个到期任务$/)).toBeVisible();
    await expect(page.getByTestId('qa-clock-now')).toContainText('比真实时间快 15 分钟');
    await expect(page.getByTestId('qa-jobs')).not.toContainText(`订单 ${created.data.orderId} 超时`);
    await page.getByRole('button', { name: '关闭' }).click();
    // The screen refetched: closed, and the buyer is still signed in (sessions run on real time).
    await expect(page.getByTestId('order-status-label')).toHaveText('已取消');
    await expect(page.getByText('订单超时未支付，已自动取消')).toBeVisible();
  } finally {
    // The page closes first: a poll of the open order in a space just deleted is a 404 in the console (its init
    // script puts every page it opens, about:blank too, in that space).
    await page.close();
    await request.delete(`${MOCK_URL}/__mock/spaces/${encodeURIComponent(space)}?force=1`);
  }
});
