// Trust and clarity: 包赔 told whole on the goods detail, and the entries people look for (帮助中心, 意见反馈,
// 我的反馈) where they look — from 我的 when signed in, from the floating 客服 entry as a visitor.
import { DEMO, expect, signInWithToken, test } from './fixtures.ts';

test('the goods detail\'s 包赔介绍 tells 包赔 whole: what it covers, its prices, how to claim, what it does not cover', async ({ page }) => {
  // Goods 2: the demo seller's, on sale (fixtures/README.md).
  await page.goto('/index/goodDetail?id=2');
  await page.getByRole('tab', { name: '包赔介绍' }).click();
  const tab = page.getByTestId('notice-bpjs');
  for (const title of ['包赔服务说明', '包赔理赔流程', '哪些情况不在包赔范围内']) {
    await expect(tab.getByRole('heading', { name: title })).toBeVisible();
  }
  // The prices the server charges (src/contract/pricing.ts).
  await expect(tab.getByText('找回包赔按商品价格的 10% 收取（最低 ¥50），人脸包赔按 15% 收取（最低 ¥100）')).toBeVisible();

  // 交易须知 shows the buyer's notices, not the seller's.
  await page.getByRole('tab', { name: '交易须知' }).click();
  const notice = page.getByTestId('notice-jyxz');
  await expect(notice.getByRole('heading', { name: '买家交易须知' })).toBeVisible();
  await expect(notice.getByRole('heading', { name: '禁止私下交易声明' })).toBeVisible();
  await expect(notice.getByRole('heading', { name: '卖家交易须知' })).toHaveCount(0);
});

test('a visitor reaches 帮助中心 from the 客服 entry', async ({ page }) => {
  await page.goto('/index/home');
  await page.getByRole('link', { name: '客服', exact: true }).click();
  await expect(page).toHaveURL(/\/index\/other\/contactkefu/);
  const help = page.getByTestId('kefu-help');
  await expect(help.getByRole('link', { name: '意见反馈' })).toBeVisible();
  await help.getByRole('link', { name: '帮助中心' }).click();
  await expect(page).toHaveURL(/\/index\/other\/bangzhu$/);
  await expect(page.getByTestId('page-title')).toHaveText('帮助中心');
});

test('我的 has 意见反馈, 我的反馈 and 帮助中心', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await page.goto('/index/other/geren');
  const nav = page.getByRole('navigation', { name: '常用功能' });
  await nav.getByRole('link', { name: '意见反馈' }).click();
  await expect(page).toHaveURL(/\/index\/other\/fankui$/);
  await page.goBack();
  await nav.getByRole('link', { name: '我的反馈' }).click();
  await expect(page).toHaveURL(/\/index\/other\/ProblemList$/);
  await page.goBack();
  await expect(nav.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/index/other/bangzhu');
});

test('a 收藏 tapped while signed out is done after signing in, back on the goods', async ({ page, mock }) => {
  // Signed in by password here, so that the SMS code the page asks for is not held back by the 60 s limit.
  const { uuid } = await mock.api<{ uuid: string }>('GET', '/captchaImage');
  const { token } = await mock.api<{ token: string }>('POST', '/login', {
    data: { username: DEMO.buyer.phone, password: DEMO.password, code: await mock.captchaAnswer(uuid), uuid },
  });
  await mock.api('POST', '/web/goods/collect/remove', { token, data: { accountId: 5 } });

  await page.goto('/index/goodDetail?id=5');
  await page.getByTestId('collect-toggle').click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByPlaceholder('请输入手机号', { exact: true }).fill(DEMO.buyer.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入6位验证码').fill(DEMO.smsCode);
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL(/\/index\/goodDetail\?id=5$/);
  await expect(page.getByTestId('collect-toggle')).toHaveAttribute('aria-pressed', 'true');
  const favourites = await mock.api<{ rows: { id: number }[] }>('GET', '/web/goods/collect/list?pageNum=1&pageSize=50', { token });
  expect(favourites.rows.map((g) => g.id)).toContain(5);
});

test('the search box offers 热门搜索 on focus, and what was searched comes back under 最近搜索', async ({ page }) => {
  await page.goto('/index/home');
  const box = page.getByRole('searchbox', { name: '搜索关键词' });
  await box.focus();
  const suggestions = page.getByTestId('search-suggestions');
  await expect(suggestions.getByText('热门搜索')).toBeVisible();
  await expect(suggestions.getByText('最近搜索')).toHaveCount(0);
  await suggestions.getByRole('button', { name: '原神 满命' }).click();
  await expect(page).toHaveURL(/\/index\/goodList\?keyWord=%E5%8E%9F%E7%A5%9E(\+|%20)%E6%BB%A1%E5%91%BD/);
  await expect(page.getByTestId('goods-card').first()).toBeVisible();

  // goodList's own box offers the same, with the search just made first.
  await page.getByRole('searchbox', { name: '搜索商品' }).focus();
  const listSuggestions = page.getByTestId('search-suggestions');
  await expect(listSuggestions.getByText('最近搜索')).toBeVisible();
  await expect(listSuggestions.getByRole('button').nth(1)).toHaveText('原神 满命');
  await listSuggestions.getByRole('button', { name: '清空' }).click();
  await expect(listSuggestions.getByText('最近搜索')).toHaveCount(0);
});
