// A team's sandbox keeps every tester's work. Three testers on one mock:
// - A, in a private space, meets a 401 twice — the panel's 使会话过期 on an order page (取消, reload) and an armed
//   401 elsewhere (确认, the login page, reload) — and stays in A's space, with A's name and key;
// - B cannot delete A's space nor take A's snapshot name without forcing; B's force is in the audit under B's name,
//   and A's open page says once that the space is gone, stops calling, and goes back to the shared space in a tap;
// - C, on a second app origin, opens A's reproduction link there (the link is on the mock, not on A's app), in a
//   new space, with the requests that led to it in C's panel.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { MOCK_URL, WEB_PORT } from '../playwright.config.ts';
import { DEMO, expect, openAs, test } from './fixtures.ts';

const dialog = (page: Page) => page.getByRole('dialog', { name: '提示' });

async function openQa(page: Page) {
  await page.getByTestId('qa-trigger').click();
  await expect(page.getByRole('dialog', { name: /QA 调试面板/ })).toBeVisible();
}

async function closeQa(page: Page) {
  await page.getByRole('dialog', { name: /QA 调试面板/ }).getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('dialog', { name: /QA 调试面板/ })).toHaveCount(0);
}

const identity = (page: Page) => page.evaluate(() => ({
  space: localStorage.getItem('sandboxSpace'), tester: localStorage.getItem('sandboxTester'),
  key: localStorage.getItem('mockKey'), client: localStorage.getItem('sandboxClient'), token: localStorage.getItem('token'),
}));

/** A second app origin in front of the same app and mock (what a colleague's own dev server is to a link). */
async function secondOrigin(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const upstream = http.request({
      host: '127.0.0.1', port: WEB_PORT, path: req.url, method: req.method,
      headers: { ...req.headers, host: `127.0.0.1:${WEB_PORT}` },
    }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A fresh phone at `baseURL` (fixtures.ts openAs), named as a tester. */
async function tester(browser: Browser, baseURL: string, name: string) {
  const phone = await openAs(browser, baseURL);
  await phone.page.goto('/index/home');
  await phone.page.evaluate((n) => localStorage.setItem('sandboxTester', n), name);
  await phone.page.reload();
  return phone;
}

test('three testers on one mock: A\'s identity survives 401s, B cannot remove A\'s work unnoticed, C opens A\'s link on their own app', async ({ page, mock, baseURL, browser, request, pageErrors }) => {
  test.setTimeout(180_000);
  // The armed 401 answers HTTP 200 {code: 401}; the vanished space answers HTTP 404, which Chromium logs.
  pageErrors.allow(/status of 404/);
  const stamp = Date.now().toString(36);
  const spaceA = `a-${stamp}`;
  const handover = `交接-${stamp}`;
  const made = { spaces: [spaceA] as string[], snapshots: [handover, `${handover}-2`] as string[] };
  const token = await mock.tokenFor(DEMO.buyer.phone);
  const other = await secondOrigin();
  const b = await tester(browser, baseURL ?? '', '小B');
  const c = await tester(browser, other.origin, '小C');
  try {
    // ---- A names themselves once, and works in a space of their own ----
    await page.goto('/index/home');
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.reload();
    await openQa(page);
    await page.getByLabel('测试者名字').fill('小A');
    await page.getByRole('button', { name: '保存名字' }).click();
    await expect(page.getByTestId('qa-tester')).toHaveText('小A');
    await page.getByLabel('新空间名称').fill(spaceA);
    await page.getByRole('button', { name: '新建并进入' }).click();
    await expect(page.getByTestId('space-badge')).toHaveText(spaceA);
    // The key a team's mock asks for once (this one needs none): it must stay as long as the name.
    await page.evaluate(() => localStorage.setItem('mockKey', 'team-key-2026'));
    const client = (await identity(page)).client;

    // ---- 401 one: 使会话过期 on an order page, 取消, reload ----
    await page.goto('/index/other/MyProducts');
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    await openQa(page);
    await page.getByRole('button', { name: '使会话过期' }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await page.reload();
    await expect(page.getByTestId('space-badge')).toHaveText(spaceA);
    expect(await identity(page)).toEqual({ space: spaceA, tester: '小A', key: 'team-key-2026', client, token: null });

    // ---- 401 two: a 401 armed for the profile, met on 我的; 确认 goes to the login page; reload there ----
    const entered = await request.post(`${MOCK_URL}/__mock/spaces/${encodeURIComponent(spaceA)}/enter`, { headers: { Authorization: `Bearer ${token}`, token } });
    const tokenA = ((await entered.json()) as { data: { token: string } }).data.token;
    await page.goto('/index/home');
    await page.evaluate((t) => localStorage.setItem('token', t), tokenA);
    await page.reload();
    await openQa(page);
    await page.getByPlaceholder('仅限路径').fill('/system/user/profile');
    await page.getByRole('button', { name: '下次请求返回401' }).click();
    await expect(page.getByText('已设置：下次请求返回401')).toBeVisible();
    await closeQa(page);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /我的/ }).click();
    await dialog(page).getByRole('button', { name: '确认' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.reload();
    await expect(page.getByTestId('space-badge')).toHaveText(spaceA);
    expect(await identity(page)).toEqual({ space: spaceA, tester: '小A', key: 'team-key-2026', client, token: null });

    // ---- A saves a handover snapshot and copies a reproduction link ----
    await page.evaluate((t) => localStorage.setItem('token', t), tokenA);
    await page.goto('/index/home');
    await openQa(page);
    await page.getByLabel('快照名称').fill(handover);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText(`快照 ${handover} 已保存`)).toBeVisible();
    await page.getByRole('button', { name: '复制复现链接' }).click();
    const link = await page.getByTestId('qa-repro-link').inputValue();
    expect(link.startsWith(`${MOCK_URL}/__repro?l=`)).toBe(true);
    made.snapshots.push(JSON.parse(new URL(link).searchParams.get('l') ?? '{}').s as string);
    await closeQa(page);

    // ---- C, on their own app (another origin), opens A's link there: a new space, A's requests shown ----
    await c.page.goto(link);
    await expect(c.page.getByRole('heading', { name: '打开复现链接' })).toBeVisible();
    await c.page.locator(`button.app[data-origin="${other.origin}"]`).click();
    await expect(c.page).toHaveURL(new RegExp(`^${other.origin}/index/home$`));
    const spaceC = (await identity(c.page)).space;
    made.spaces.push(spaceC ?? '');
    expect(spaceC).toMatch(/^复现-/);
    await expect(c.page.getByTestId('space-badge')).toHaveText(spaceC ?? '');
    await expect(c.page.getByTestId('repro-opened')).toContainText('已打开复现链接');
    await c.page.getByRole('button', { name: '查看请求记录' }).click();
    await expect(c.page.getByRole('dialog', { name: /QA 调试面板/ })).toBeVisible();
    await expect(c.page.getByTestId('qa-log').getByText('复现链接').first()).toBeVisible();

    // ---- B can neither delete A's space nor take A's snapshot name without forcing ----
    await openQa(b.page);
    await b.page.getByRole('button', { name: `删除数据空间 ${spaceA}` }).click();
    await b.page.getByTestId('qa-confirm').getByRole('button', { name: '确认删除' }).click();
    const again = b.page.getByRole('group', { name: '这是其他测试者的' });
    await expect(again).toContainText(`数据空间「${spaceA}」属于 小A`);
    await again.getByRole('button', { name: '取消' }).click();
    await expect(b.page.getByRole('button', { name: `删除数据空间 ${spaceA}` })).toBeVisible();

    await b.page.getByLabel('快照名称').fill(handover);
    await b.page.getByRole('button', { name: '保存', exact: true }).click();
    const taken = b.page.getByRole('group', { name: '名称已被占用' });
    await expect(taken).toContainText(`快照「${handover}」属于 小A`);
    await taken.getByRole('button', { name: `另存为「${handover}-2」` }).click();
    await expect(b.page.getByText(`快照 ${handover}-2 已保存`)).toBeVisible();
    const snapshots = await (await request.get(`${MOCK_URL}/__mock/snapshots`)).json() as { data: { name: string; owner?: { tester?: string } }[] };
    expect(snapshots.data.find((s) => s.name === handover)?.owner?.tester).toBe('小A');
    expect(snapshots.data.find((s) => s.name === `${handover}-2`)?.owner?.tester).toBe('小B');

    // ---- B forces; the audit names B; A's open page says so once and stops calling ----
    await b.page.getByRole('button', { name: `删除数据空间 ${spaceA}` }).click();
    await b.page.getByTestId('qa-confirm').getByRole('button', { name: '确认删除' }).click();
    await b.page.getByRole('group', { name: '这是其他测试者的' }).getByRole('button', { name: '仍然删除' }).click();
    await expect(b.page.getByText(`已强制删除数据空间 ${spaceA}`)).toBeVisible();
    await expect(b.page.getByTestId('qa-audit')).toContainText(`小B 删除数据空间 ${spaceA}`);
    await expect(b.page.getByTestId('qa-audit')).toContainText('强制 · 小A');

    await page.goto('/index/home');
    const gone = page.getByTestId('space-gone');
    await expect(gone).toContainText(`数据空间「${spaceA}」已不存在`);
    await expect(gone).toContainText('已被 小B');
    const calls: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/dev-api/') || r.url().includes('/prod-api/')) calls.push(r.url()); });
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /我的/ }).click();
    await expect(page).toHaveURL(/\/index\/other\/geren|\/login/);
    expect(calls).toEqual([]);
    await expect(gone).toHaveCount(1);
    await gone.getByRole('button', { name: '回到共享空间' }).click();
    await expect(page.getByTestId('space-badge')).toHaveCount(0);
    await expect(page.getByTestId('space-gone')).toHaveCount(0);

    expect(b.errors).toEqual([]);
    expect(c.errors).toEqual([]);
  } finally {
    await c.close();
    await b.close();
    await other.close();
    for (const name of made.spaces.filter(Boolean)) await request.delete(`${MOCK_URL}/__mock/spaces/${encodeURIComponent(name)}?force=1`);
    for (const name of made.snapshots) await request.delete(`${MOCK_URL}/__mock/snapshots/${encodeURIComponent(name)}?force=1`);
  }
});
