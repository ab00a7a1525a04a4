// Service and content journeys: 公告中心 (tabs and pages in the URL) → newsDetail, articleDetail and unknown
// ids, 帮助中心 → helpdetail, 联系客服 from a goods detail (staff, copy, 客服验证, QQ groups), and 黑号查询.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

interface Envelope<T> { code: number; data: T; rows?: T; total?: number }
interface Notice { noticeId: number; noticeTitle: string; noticeType: string }
interface Staff { name: string; qq?: string; wechat?: string; gameId?: number }
interface Group { name: string; qq: string; gameId?: number }

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectTitle(page: Page, title: string) {
  await expect(page.getByTestId('page-title')).toHaveText(title);
}

test('公告中心: a home notice label opens its tab, tabs and pages live in the URL, a notice opens and back keeps the place', async ({ page, mock }) => {
  const cases = await mock.api<Envelope<Notice[]>>('GET', '/web/notice/list?noticeType=zhgg&pageNum=1&pageSize=10');
  const faq2 = await mock.api<Envelope<Notice[]>>('GET', '/web/notice/list?noticeType=cjwt&pageNum=2&pageSize=10');

  // From home's 追回案例 ticker label.
  await page.goto('/index/home');
  const notices = page.getByTestId('home-notices');
  await notices.scrollIntoViewIfNeeded();
  await notices.getByTestId('ticker-zhgg').getByRole('link', { name: '追回案例' }).click();
  await expect(page).toHaveURL(/\/index\/other\/gonggao\?type=zhgg$/);
  await expectTitle(page, '公告中心');
  await expect(page.getByRole('tab', { name: '追回案例' })).toHaveAttribute('aria-selected', 'true');
  const list = page.getByTestId('notice-list');
  await expect(list.getByTestId('notice-row')).toHaveCount(cases.rows!.length);

  // Open the second case: its title, type and content.
  const second = cases.rows![1];
  await list.getByRole('link', { name: new RegExp(escape(second.noticeTitle)) }).click();
  await expect(page).toHaveURL(new RegExp(`/index/other/newsDetail\\?id=${second.noticeId}$`));
  const article = page.getByTestId('notice-article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(second.noticeTitle);
  await expect(article).toContainText('追回案例');

  // Back: the same tab.
  await page.goBack();
  await expect(page.getByRole('tab', { name: '追回案例' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByTestId('notice-row')).toHaveCount(cases.rows!.length);

  // 常见问题 has two pages; page 2 survives a reload.
  await page.getByRole('tab', { name: '常见问题' }).click();
  await expect(page).toHaveURL(/\/index\/other\/gonggao\?type=cjwt$/);
  await expect(page.getByText(`共 ${faq2.total} 条`)).toBeVisible();
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/\/index\/other\/gonggao\?type=cjwt&page=2$/);
  await expect(list.getByTestId('notice-row')).toHaveCount(faq2.rows!.length);
  await expect(list).toContainText(faq2.rows![0].noticeTitle);
  await page.reload();
  await expect(page.getByRole('tab', { name: '常见问题' })).toHaveAttribute('aria-selected', 'true');
  await expect(list).toContainText(faq2.rows![0].noticeTitle);
  await expect(page.getByText(`第 2 页 / ${Math.ceil(faq2.total! / 10)}`)).toBeVisible();
});

test('/index/other opens 公告中心 on 新闻公告; articleDetail reads a notice; an unknown id says so', async ({ page, mock }) => {
  const news = await mock.api<Envelope<Notice[]>>('GET', '/web/notice/list?noticeType=xwgg&pageNum=1&pageSize=10');
  await page.goto('/index/other');
  await expect(page).toHaveURL(/\/index\/other\/gonggao$/);
  await expect(page.getByRole('tab', { name: '新闻公告' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('notice-list')).toContainText(news.rows![0].noticeTitle);

  const first = news.rows![0];
  await page.goto(`/index/articleDetail?id=${first.noticeId}`);
  await expectTitle(page, '文章详情');
  await expect(page.getByTestId('notice-article').getByRole('heading', { level: 1 })).toHaveText(first.noticeTitle);
  await expect(page.getByTestId('notice-article')).toContainText('新闻公告');

  // A notice with a picture in its content: the picture loads (from the backend, through the API prefix).
  const cases = await mock.api<Envelope<(Notice & { noticeContent: string })[]>>('GET', '/web/notice/list?noticeType=zhgg&pageNum=1&pageSize=10');
  const illustrated = cases.rows!.find((n) => n.noticeContent.includes('<img'))!;
  await page.goto(`/index/articleDetail?id=${illustrated.noticeId}`);
  const picture = page.getByTestId('notice-article').getByTestId('notice-content').locator('img').first();
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.goto('/index/other/newsDetail?id=99999');
  await expect(page.getByTestId('notice-not-found')).toContainText('公告不存在');
  await page.getByRole('link', { name: '返回公告中心' }).click();
  await expect(page).toHaveURL(/\/index\/other\/gonggao$/);

  await page.goto('/index/other/helpdetail?id=abc');
  await expect(page.getByText('该内容不存在或已下线')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回帮助中心' })).toBeVisible();
});

test('帮助中心 lists its four categories and opens an article in helpdetail', async ({ page, mock }) => {
  await page.goto('/index/other/bangzhu');
  await expectTitle(page, '帮助中心');
  for (const [type, label] of [['gmzn', '购买指南'], ['mhzn', '卖号指南'], ['cjwt', '常见问题'], ['bpjs', '包赔介绍']] as const) {
    const api = await mock.api<Envelope<Notice[]>>('GET', `/web/notice/list?noticeType=${type}&pageNum=1&pageSize=10`);
    const section = page.getByTestId(`help-${type}`);
    await expect(section.getByRole('heading', { name: label })).toBeVisible();
    await expect(section.getByTestId('help-row')).toHaveCount(api.rows!.length);
  }
  const guide = await mock.api<Envelope<Notice[]>>('GET', '/web/notice/list?noticeType=bpjs&pageNum=1&pageSize=10');
  const target = guide.rows![0];
  await page.getByTestId('help-bpjs').getByRole('link', { name: new RegExp(escape(target.noticeTitle)) }).click();
  await expect(page).toHaveURL(new RegExp(`/index/other/helpdetail\\?id=${target.noticeId}$`));
  await expectTitle(page, '帮助详情');
  await expect(page.getByTestId('notice-article').getByRole('heading', { level: 1 })).toHaveText(target.noticeTitle);
  await expect(page.getByTestId('notice-article')).toContainText('包赔介绍');
});

test('联系客服 from a goods detail: the game’s staff first, copy a QQ, verify a staff id, every QQ group', async ({ page, context, mock }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/index/goodDetail?id=1');
  await page.getByRole('link', { name: '联系客服' }).click();
  await expect(page).toHaveURL(/\/index\/other\/contactkefu\?gameId=\d+$/);
  await expectTitle(page, '联系客服');
  const gameId = Number(new URL(page.url()).searchParams.get('gameId'));

  await expect(page.getByTestId('fake-staff-warning')).toContainText('谨防假冒客服诈骗');

  const staff = (await mock.api<Envelope<Staff[]>>('GET', `/V2/H5/account?type=${gameId}`)).data;
  const expected = [...staff.filter((s) => s.gameId === gameId), ...staff.filter((s) => s.gameId !== gameId)];
  const cards = page.getByTestId('staff-card');
  await expect(cards).toHaveCount(expected.length);
  await expect(cards.first()).toContainText(expected[0].name);
  await expect(cards.first()).toContainText('工作时间：');
  await expect(cards.first().getByRole('img')).toHaveAttribute('src', /\/profile\/img\//);

  // Copy the first staff's QQ: a toast, and the number is on the clipboard.
  const qq = expected[0].qq!;
  await cards.first().getByRole('button', { name: `复制QQ ${qq}` }).click();
  await expect(page.getByText(`QQ ${qq} 已复制`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(qq);

  // 客服验证: validation first, then a real staff id and an impostor.
  const verify = page.getByTestId('kefu-verify');
  await verify.getByRole('button', { name: '查询' }).click();
  await expect(verify.getByRole('alert')).toHaveText('请输入客服的QQ号或微信号');
  const input = verify.getByRole('textbox', { name: '客服QQ号或微信号' });
  await input.fill(expected[0].wechat!);
  await verify.getByRole('button', { name: '查询' }).click();
  await expect(verify.getByTestId('staff-result')).toContainText(`官方客服：${expected[0].name}`);
  await input.fill('918273645');
  await verify.getByRole('button', { name: '查询' }).click();
  await expect(verify.getByTestId('staff-result')).toContainText('不是官方客服，谨防受骗');

  // Every official QQ group, with copy and 加群.
  const groups = (await mock.api<Envelope<Group[]>>('GET', '/V2/H5/allQQlist')).data;
  const rows = page.getByTestId('qq-group');
  await expect(rows).toHaveCount(groups.length);
  const own = groups.find((g) => g.gameId === gameId) ?? groups[0];
  await expect(rows.first()).toContainText(own.name);
  await rows.first().getByRole('button', { name: `复制群号 ${own.qq}` }).click();
  await expect(page.getByText(`群号 ${own.qq} 已复制`)).toBeVisible();
  await expect(rows.first().getByRole('link', { name: `加群：${own.name}` })).toHaveAttribute('href', /\/profile\/img\//);
});

test('黑号查询 page: records for a black account, clear for a clean one, and what 黑号 means', async ({ page }) => {
  await page.goto('/index/other/blackSearch');
  await expectTitle(page, '黑号查询');
  const box = page.getByTestId('black-search');
  const input = box.getByRole('textbox', { name: '要查询的游戏账号' });

  await box.getByRole('button', { name: '查询' }).click();
  await expect(box.getByRole('alert')).toHaveText('请输入要查询的游戏账号');

  await input.fill('2233445566');
  await box.getByRole('button', { name: '查询' }).click();
  const result = box.getByTestId('black-result');
  await expect(result).toContainText('该账号有 2 条黑号记录，请勿交易');
  await expect(result.getByTestId('black-record')).toHaveCount(2);

  await input.fill('clean_player_2024');
  await box.getByRole('button', { name: '查询' }).click();
  await expect(result).toContainText('未查到黑号记录');

  await expect(page.getByRole('heading', { name: '什么是黑号' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '安全买号建议' })).toBeVisible();
  await page.getByRole('link', { name: '联系官方客服' }).click();
  await expect(page).toHaveURL(/\/index\/other\/contactkefu$/);
});

test('联系客服: a failing group list says so with 重试 and recovers, the staff list unharmed', async ({ page, mock }) => {
  await mock.scenario('500', { times: 5, path: '/V2/H5/allQQlist' });
  await page.goto('/index/other/contactkefu');
  const groups = page.getByTestId('kefu-groups');
  await expect(groups.getByRole('alert')).toContainText('服务器开小差了，请稍后再试（模拟 500）');
  await expect(page.getByTestId('staff-card').first()).toBeVisible();
  await mock.clearScenario();
  await groups.getByRole('button', { name: '重试' }).click();
  const all = (await mock.api<Envelope<Group[]>>('GET', '/V2/H5/allQQlist')).data;
  await expect(groups.getByTestId('qq-group')).toHaveCount(all.length);
});
