// A sandbox a team shares without fear: three testers on one mock. Tester A makes a data space of their own in
// the QA panel, restores a preset there (the panel asks first, naming the space) and moves an order (确认收货);
// tester B, in the shared space meanwhile, sees nothing change; tester C opens A's reproduction link and sees A's
// state, in a third space of their own.
import type { Page } from '@playwright/test';
import { MOCK_URL } from '../playwright.config.ts';
import { DEMO, expect, openAs, test } from './fixtures.ts';

async function openQa(page: Page) {
  await page.getByTestId('qa-trigger').click();
  await expect(page.getByRole('dialog', { name: /QA 调试面板/ })).toBeVisible();
}

/** The ids of the orders on 我的订单 (the buyer's list). */
async function orderIds(page: Page): Promise<string[]> {
  await page.goto('/index/other/MyProducts');
  const rows = page.getByTestId('order-row');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-order-id') ?? ''));
}

test('three testers: A restores a preset and moves an order in a space of their own, B in the shared space sees nothing, C opens A\'s link in a third space', async ({ page, mock, baseURL, browser, request }) => {
  test.setTimeout(150_000);
  const spaceA = `a-${Date.now().toString(36)}`;
  const made: { spaces: string[]; snapshots: string[] } = { spaces: [spaceA], snapshots: [] };
  // Both signed in as the demo buyer (one sign-in: the SMS code of a phone is rate-limited); A gets a token of
  // their own space when they make it.
  const token = await mock.tokenFor(DEMO.buyer.phone);
  const b = await openAs(browser, baseURL, token);
  const c = await openAs(browser, baseURL);
  try {
    // ---- B, in the shared space: their orders as they are ----
    const before = await orderIds(b.page);
    await expect(b.page.getByTestId('space-badge')).toHaveCount(0);

    // ---- A: a space of their own, made from the shared data; the app starts again in it, still signed in ----
    // (The token is put in once, not by an init script: that would put the shared space's token back on the
    // reload that follows the move.)
    await page.goto('/index/home');
    await page.evaluate((t) => window.localStorage.setItem('token', t), token);
    await page.reload();
    await openQa(page);
    await expect(page.getByTestId('qa-space')).toHaveText('共享空间');
    await page.getByLabel('新空间名称').fill(spaceA);
    await page.getByRole('button', { name: '新建并进入' }).click();
    await expect(page.getByTestId('space-badge')).toHaveText(spaceA);
    await openQa(page);
    await expect(page.getByTestId('qa-space')).toHaveText(spaceA);

    // The preset demo-mid-trade, restored after the panel asks, naming A's space (not the shared one).
    await page.getByTestId('qa-snapshots').getByRole('button', { name: '恢复' }).first().click();
    const ask = page.getByTestId('qa-confirm');
    await expect(ask).toContainText(`将用快照「demo-mid-trade」替换数据空间「${spaceA}」的全部数据，其他空间不受影响`);
    await ask.getByRole('button', { name: '确认恢复' }).click();
    await expect(page.getByText('已设置：恢复快照 demo-mid-trade')).toBeVisible();
    await page.getByRole('button', { name: '关闭' }).click();

    // The preset's delivered order (goods 6, 待收货), 确认收货 in A's space.
    const tokenA = await page.evaluate(() => window.localStorage.getItem('token'));
    const inA = { 'X-Mock-Space': encodeURIComponent(spaceA), Authorization: `Bearer ${tokenA}` };
    const delivered = await (await request.get(`${MOCK_URL}/__mock/db/orders?goodsId=6&deliverState=2`, { headers: inA })).json() as { orderId: number }[];
    const orderId = delivered[delivered.length - 1].orderId;
    await page.goto(`/index/orderDetail?orderId=${orderId}`);
    await expect(page.getByTestId('space-badge')).toHaveText(spaceA);
    await page.getByRole('button', { name: '确认收货' }).click();
    await page.getByRole('dialog', { name: '确认收货' }).getByRole('button', { name: '确认收货' }).click();
    await expect(page.getByTestId('order-status-label')).toHaveText('交易成功');

    // ---- B: nothing changed in the shared space — the same orders, and none of A's ----
    expect(await orderIds(b.page)).toEqual(before);
    expect(before).not.toContain(String(orderId));
    const shared = await (await request.get(`${MOCK_URL}/__mock/db/orders?goodsId=6&deliverState=2`)).json() as unknown[];
    expect(shared).toEqual([]);

    // ---- A hands over a reproduction link; C opens it in a fresh browser ----
    await openQa(page);
    await page.getByRole('button', { name: '复制复现链接' }).click();
    const link = await page.getByTestId('qa-repro-link').inputValue();
    // The link is on the mock's own page, which opens it on the app C picks (here the same app as A's).
    expect(link.startsWith(`${MOCK_URL}/__repro?l=`)).toBe(true);
    made.snapshots.push(JSON.parse(new URL(link).searchParams.get('l') ?? '{}').s as string);
    await c.page.goto(link);
    await c.page.locator(`button.app[data-origin="${new URL(baseURL ?? '').origin}"]`).click();
    await expect(c.page).toHaveURL(new RegExp(`/index/orderDetail\\?orderId=${orderId}$`));
    await expect(c.page.getByTestId('order-status-label')).toHaveText('交易成功');
    const spaceC = await c.page.evaluate(() => window.localStorage.getItem('sandboxSpace'));
    made.spaces.push(spaceC ?? '');
    expect(spaceC).toMatch(/^复现-/);
    expect(spaceC).not.toBe(spaceA);
    await expect(c.page.getByTestId('space-badge')).toHaveText(spaceC ?? '');

    // Opening it changed nothing for A or B.
    expect(await orderIds(b.page)).toEqual(before);
    await expect(page.getByTestId('order-status-label')).toHaveText('交易成功');

    // ---- A goes back to the shared space in one tap (the panel is still open) ----
    await page.getByRole('button', { name: '回到共享空间' }).click();
    await expect(page.getByTestId('space-badge')).toHaveCount(0);
    await openQa(page);
    await expect(page.getByTestId('qa-space')).toHaveText('共享空间');

    expect(b.errors).toEqual([]);
    expect(c.errors).toEqual([]);
  } finally {
    await c.close();
    await b.close();
    // The testers own these: the clean-up forces.
    for (const name of made.spaces.filter(Boolean)) await request.delete(`${MOCK_URL}/__mock/spaces/${encodeURIComponent(name)}?force=1`);
    for (const name of made.snapshots) await request.delete(`${MOCK_URL}/__mock/snapshots/${encodeURIComponent(name)}?force=1`);
  }
});
