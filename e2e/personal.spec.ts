// The personal hub: 我的 (geren) — who I am, my orders by state, shortcuts, 退出登录 — and 消息 (xiaoxi) —
// messages, unread badge on the tab, tap to read and open, 全部已读, and what happens when the server fails.
import type { Page } from '@playwright/test';
import { DEMO, expect, signInWithToken, test, type MockControl } from './fixtures.ts';

interface MessageRow { id: number; sendTitle: string; readState: 1 | 2; relatedType?: string; relatedDataId?: number }
interface MessagePage { code: number; rows: MessageRow[]; total: number; unread: number }
interface OrderPage { code: number; total: number }

async function inbox(mock: MockControl, token: string, readState?: 1 | 2): Promise<MessagePage> {
  const query = `pageNum=1&pageSize=50${readState ? `&readState=${readState}` : ''}`;
  return mock.api<MessagePage>('GET', `/need/message/list?${query}`, { token });
}

const tabBadge = (page: Page) => page.getByTestId('tab-badge-messages');
const rowTitled = (page: Page, title: string) => page.getByTestId('message-row').filter({ hasText: title });

test('我的: profile, order counters that open 我的买单 on their tab, shortcuts with the unread count', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  const counts: Record<number, number> = {};
  for (const status of [3, 4, 1]) {
    counts[status] = (await mock.api<OrderPage>('GET', `/saleOrder/web/buyList?orderStatus=${status}&pageNum=1&pageSize=1`, { token })).total;
  }
  const { unread } = await inbox(mock, token);
  expect(unread).toBeGreaterThan(0);
  await signInWithToken(page, token);

  // The 我的 tab lands on 个人中心.
  await page.goto('/index/home');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /我的/ }).click();
  await expect(page).toHaveURL(/\/index\/other\/geren$/);
  await expect(page.getByTestId('page-title')).toHaveText('个人中心');

  const card = page.getByTestId('profile-card');
  await expect(card.getByTestId('profile-nickname')).toHaveText(DEMO.buyer.nickName);
  await expect(card.getByTestId('profile-id')).toHaveText('ID：1');
  await expect(card.getByTestId('profile-phone')).toHaveText('手机：138****8000');
  await expect(card.getByTestId('realname-badge')).toHaveText('已实名');

  // 待支付 / 交易中 / 交易成功 as the server counts them.
  const counters = page.getByTestId('order-counters');
  await expect(counters.getByTestId('order-counter-3')).toContainText(`${counts[3]}待支付`);
  await expect(counters.getByTestId('order-counter-4')).toContainText(`${counts[4]}交易中`);
  await expect(counters.getByTestId('order-counter-1')).toContainText(`${counts[1]}交易成功`);

  // The 消息 shortcut and the tab bar carry the unread count.
  await expect(page.getByTestId('shortcut-messages').getByTestId('unread-badge')).toHaveText(String(unread));
  await expect(tabBadge(page)).toHaveText(String(unread));

  // 交易中 opens 我的买单 on its tab with those orders.
  await counters.getByTestId('order-counter-4').click();
  await expect(page).toHaveURL(/\/index\/other\/MyProducts\?status=4$/);
  await expect(page.getByRole('tab', { name: '交易中' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('order-row')).toHaveCount(counts[4]);

  // Back, then a shortcut: 收藏.
  await page.goBack();
  await expect(page).toHaveURL(/\/index\/other\/geren$/);
  await page.getByTestId('shortcut-collect').click();
  await expect(page).toHaveURL(/\/index\/other\/collect$/);
  await page.goBack();
  await page.getByTestId('shortcut-messages').click();
  await expect(page).toHaveURL(/\/index\/other\/xiaoxi$/);
  await expect(page.getByTestId('page-title')).toHaveText('消息中心');
});

test('我的 shows the seller as 已实名 with the masked real name', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.seller.phone));
  await page.goto('/index/other/geren');
  const card = page.getByTestId('profile-card');
  await expect(card.getByTestId('profile-nickname')).toHaveText(DEMO.seller.nickName);
  await expect(card.getByTestId('realname-badge')).toHaveText('已实名');
  await expect(card).toContainText('实名：');
  await expect(card.getByTestId('profile-phone')).toHaveText('手机：139****9000');
});

test('退出登录 asks first, then signs out and leads home; 我的 then offers to sign in', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await page.goto('/index/other/geren');
  await expect(page.getByTestId('profile-nickname')).toHaveText(DEMO.buyer.nickName);

  // 取消 keeps the session.
  await page.getByTestId('sign-out').click();
  const dialog = page.getByRole('dialog', { name: '退出登录' });
  await expect(dialog).toContainText('确定要退出当前账号吗？');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/index\/other\/geren$/);

  await page.getByTestId('sign-out').click();
  await page.getByRole('dialog', { name: '退出登录' }).getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/index\/home$/);
  await expect(page.getByText('已退出登录')).toBeVisible();
  await expect(page.getByTestId('user-chip')).toHaveCount(0);
  await expect(tabBadge(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A visitor's 我的 (e2e/slips.spec.ts): a sign-in call, not the login page.
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /我的/ }).click();
  await expect(page.getByTestId('visitor-center').getByRole('link', { name: '登录' })).toBeVisible();
});

test('the 消息 tab shows the unread count on home as soon as a signed-in user opens the app, and none signed out', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  const { unread } = await inbox(mock, token);
  expect(unread).toBeGreaterThan(0);
  await page.goto('/index/home');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(tabBadge(page)).toHaveCount(0);

  await signInWithToken(page, token);
  await page.goto('/index/home');
  await expect(tabBadge(page)).toHaveText(String(unread));
});

test('消息: tapping a message reads it and opens its order; the count drops on the tab, the badge and the server', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  const before = await inbox(mock, token);
  const orderMessage = before.rows.find((m) => m.readState === 1 && m.relatedType === 'order');
  expect(orderMessage).toBeDefined();
  await signInWithToken(page, token);

  await page.goto('/index/home');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /消息/ }).click();
  await expect(page).toHaveURL(/\/index\/other\/xiaoxi$/);
  await expect(page.getByTestId('message-row')).toHaveCount(Math.min(10, before.total));
  await expect(page.getByRole('tab', { name: `未读（${before.unread}）` })).toBeVisible();
  await expect(tabBadge(page)).toHaveText(String(before.unread));

  const row = rowTitled(page, orderMessage!.sendTitle).first();
  await expect(row).toHaveAttribute('data-read', 'no');
  await expect(row).toContainText('交易消息');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/index/orderDetail\\?orderId=${orderMessage!.relatedDataId}$`));
  await expect(tabBadge(page)).toHaveCount(0); // no tab bar on the order page
  await expect.poll(async () => (await inbox(mock, token)).unread).toBe(before.unread - 1);

  await page.goBack();
  await expect(page).toHaveURL(/\/index\/other\/xiaoxi$/);
  await expect(rowTitled(page, orderMessage!.sendTitle).first()).toHaveAttribute('data-read', 'yes');
  await expect(page.getByRole('tab', { name: `未读（${before.unread - 1}）` })).toBeVisible();
  await expect(tabBadge(page)).toHaveText(String(before.unread - 1));
});

test('消息: a notice without a link unfolds in place; 未读 and 全部已读 empty the unread list and hide the badge', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  const before = await inbox(mock, token);
  const plain = before.rows.find((m) => m.readState === 1 && !m.relatedType);
  expect(plain).toBeDefined();
  await signInWithToken(page, token);

  await page.goto('/index/other/xiaoxi');
  const row = rowTitled(page, plain!.sendTitle).first();
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  await expect(row).toHaveAttribute('data-read', 'yes');
  await expect(page).toHaveURL(/\/index\/other\/xiaoxi$/);
  await expect(tabBadge(page)).toHaveText(String(before.unread - 1));

  await page.getByRole('tab', { name: /未读/ }).click();
  await expect(page).toHaveURL(/\/index\/other\/xiaoxi\?tab=unread$/);
  await expect(page.getByTestId('message-row')).toHaveCount(before.unread - 1);
  await expect(page.getByTestId('message-row').and(page.locator('[data-read="yes"]'))).toHaveCount(0);

  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(page.getByText('没有未读消息，全部看完啦')).toBeVisible();
  await expect(tabBadge(page)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: '未读', exact: true })).toBeVisible();
  expect((await inbox(mock, token)).unread).toBe(0);

  // A reload keeps the tab (it lives in the URL) and the server's word.
  await page.reload();
  await expect(page.getByRole('tab', { name: '未读', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('没有未读消息，全部看完啦')).toBeVisible();
});

test('消息: a failing list shows the server’s message and 重试; a refused read puts the message back to unread', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  const before = await inbox(mock, token);
  const target = before.rows.find((m) => m.readState === 1 && !m.relatedType)!;
  await signInWithToken(page, token);

  await mock.scenario('500', { times: 5, path: '/need/message/list' });
  await page.goto('/index/other/xiaoxi');
  await expect(page.getByRole('alert')).toContainText('服务器开小差了，请稍后再试（模拟 500）');
  await mock.clearScenario();
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('message-row')).toHaveCount(Math.min(10, before.total));

  await mock.scenario('403', { times: 1, path: `/need/message/changeRead/${target.id}` });
  const row = rowTitled(page, target.sendTitle).first();
  await row.click();
  await expect(page.getByText('没有权限访问（模拟 403）')).toBeVisible();
  await expect(row).toHaveAttribute('data-read', 'no');
  await expect(page.getByRole('tab', { name: `未读（${before.unread}）` })).toBeVisible();
  expect((await inbox(mock, token)).unread).toBe(before.unread);
});
