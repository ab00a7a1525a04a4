// Discovery journeys: home (banners, stats, games, notices, 顶级账号, 最近成交, 客服验证, 黑号查询), the game
// picker (accountOrder), 最近浏览, 租号 (hire) and 成交记录 (finish), on a phone against the seeded mock.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signInWithToken, test } from './fixtures.ts';

interface Envelope<T> { code: number; data: T; rows?: T; total?: number }
interface Zhubo { name: string; img: string }
interface Deal { gameName: string; title: string; price: number }
interface Notice { noticeTitle: string }

const price = (text: string) => Number(text.replace(/[¥,\s]/g, ''));
const grouped = (n: number) => n.toLocaleString('en-US');

/** Scrolls a lazily loaded home section into view (it loads when near the viewport). */
async function reveal(section: Locator): Promise<Locator> {
  await section.scrollIntoViewIfNeeded();
  return section;
}

async function openHome(page: Page) {
  await page.goto('/index/home');
  await expect(page.getByTestId('page-title')).toHaveText('首页');
}

test('home shows banners, stats, games by tab, notices, 顶级账号 and 最近成交 from the API', async ({ page, mock }) => {
  const banners = await mock.api<Envelope<Zhubo[]>>('GET', '/account/zhubo/list?type=2');
  const stats = await mock.api<Envelope<{ dealCount: number; yesterdayCount: number; goodsCount: number }>>('GET', '/web/index/data');
  const deals = await mock.api<Envelope<Deal[]>>('GET', '/web/recentlydeal');
  const faq = await mock.api<Envelope<Notice[]>>('GET', '/web/notice/list?noticeType=cjwt&pageNum=1&pageSize=5');
  await openHome(page);

  // Banners: every slide, the first one loaded eagerly with high priority (the LCP image), and dots.
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel.getByTestId('banner-slide')).toHaveCount(banners.rows!.length);
  const first = carousel.getByRole('img', { name: banners.rows![0].name });
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveJSProperty('complete', true);
  await expect(carousel.getByRole('button', { name: /^第 \d 张/ })).toHaveCount(banners.rows!.length);

  // Stats with the server's numbers.
  await expect(page.getByTestId('stat-dealCount')).toHaveText(grouped(stats.data.dealCount));
  await expect(page.getByTestId('stat-yesterdayCount')).toHaveText(grouped(stats.data.yesterdayCount));
  await expect(page.getByTestId('stat-goodsCount')).toHaveText(grouped(stats.data.goodsCount));

  // Games: 热门 by default; 手游 and 端游 show different games.
  const games = page.getByTestId('home-games');
  const grid = games.getByTestId('game-grid');
  await expect(grid.getByText('王者荣耀')).toBeVisible();
  await games.getByRole('tab', { name: '端游' }).click();
  await expect(grid.getByText('英雄联盟')).toBeVisible();
  await expect(grid.getByText('梦幻西游')).toBeVisible();
  await expect(grid.getByText('王者荣耀')).toHaveCount(0);
  await games.getByRole('tab', { name: '手游' }).click();
  await expect(grid.getByText('王者荣耀')).toBeVisible();
  await expect(grid.getByText('第五人格')).toBeVisible();
  await expect(grid.getByText('英雄联盟')).toHaveCount(0);

  // Notices: the three tickers, each showing one of its newest titles.
  const notices = await reveal(page.getByTestId('home-notices'));
  const faqTitles = new RegExp(faq.rows!.map((n) => n.noticeTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
  await expect(notices.getByTestId('ticker-cjwt').getByRole('link', { name: faqTitles })).toBeVisible();
  await expect(notices.getByTestId('ticker-xwgg').getByRole('link')).toHaveCount(2);
  await expect(notices.getByTestId('ticker-zhgg').getByRole('link')).toHaveCount(2);

  // 顶级账号: six cards, every price ¥6000 or more.
  const top = await reveal(page.getByTestId('home-top'));
  await expect(top.getByTestId('goods-card')).toHaveCount(6);
  const prices = (await top.getByTestId('goods-price').allTextContents()).map(price);
  expect(prices.length).toBe(6);
  for (const p of prices) expect(p).toBeGreaterThanOrEqual(6000);
  // By game: 王者荣耀's top accounts only.
  await top.getByRole('tab', { name: '王者荣耀' }).click();
  await expect(top.getByTestId('goods-card').filter({ hasNotText: '王者荣耀' })).toHaveCount(0);
  await expect(top.getByTestId('goods-card').first()).toBeVisible();
  const wzPrices = (await top.getByTestId('goods-price').allTextContents()).map(price);
  for (const p of wzPrices) expect(p).toBeGreaterThanOrEqual(6000);

  // 最近成交: the newest deal with its price.
  const recent = await reveal(page.getByTestId('home-deals'));
  const newest = recent.getByTestId('deal-row').first();
  await expect(newest).toContainText(deals.data[0].gameName);
  await expect(newest).toContainText(`¥${grouped(deals.data[0].price)}.00`);

  // Partner streamers.
  const streamers = await reveal(page.getByTestId('home-streamers'));
  await expect(streamers.getByTestId('streamer-card').first()).toBeVisible();
});

test('客服验证 tells official staff from impostors', async ({ page }) => {
  await openHome(page);
  const card = page.getByTestId('anti-fraud');
  const input = card.getByRole('textbox', { name: '客服QQ号或微信号' });

  await card.getByRole('button', { name: '查询' }).click();
  await expect(card.getByRole('alert')).toHaveText('请输入客服的QQ号或微信号');

  await input.fill('2850013001');
  await card.getByRole('button', { name: '查询' }).click();
  const result = card.getByTestId('staff-result');
  await expect(result).toContainText('官方客服：');
  await expect(result).toContainText('工作时间：');

  await input.fill('918273645');
  await card.getByRole('button', { name: '查询' }).click();
  await expect(result).toContainText('不是官方客服，谨防受骗');
  await expect(result).toContainText('不要转账');
});

test('黑号查询 shows the records of a black account and clears a safe one', async ({ page }) => {
  await openHome(page);
  const card = page.getByTestId('anti-fraud');
  await card.getByRole('tab', { name: '黑号查询' }).click();
  const input = card.getByRole('textbox', { name: '要查询的游戏账号' });

  await input.fill('2233445566');
  await card.getByRole('button', { name: '查询' }).click();
  const result = card.getByTestId('black-result');
  await expect(result).toContainText('该账号有 2 条黑号记录，请勿交易');
  // The answer is brought into view, not left below the fold.
  await expect(result).toBeInViewport();
  await expect(result.getByTestId('black-record')).toHaveCount(2);
  await expect(result.getByRole('table', { name: '黑号记录' })).toContainText('找回');
  await expect(result.getByRole('table', { name: '黑号记录' })).toContainText('诈骗');

  await input.fill('clean_player_2024');
  await card.getByRole('button', { name: '查询' }).click();
  await expect(result).toContainText('未查到黑号记录');
  await expect(result.getByTestId('black-record')).toHaveCount(0);
});

test('tapping a home game opens its goods list, and the game shows in 最近浏览', async ({ page }) => {
  await openHome(page);
  const games = page.getByTestId('home-games');
  await games.getByRole('tab', { name: '最近浏览' }).click();
  await expect(games.getByText('还没有浏览过的游戏，去看看热门游戏吧')).toBeVisible();

  await games.getByRole('tab', { name: '端游' }).click();
  await games.getByTestId('game-grid').getByRole('link', { name: '梦幻西游' }).click();
  await expect(page).toHaveURL(/\/index\/goodList\?gameId=7$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/index\/home$/);
  await games.getByRole('tab', { name: '最近浏览' }).click();
  await expect(games.getByTestId('game-grid').getByRole('link', { name: '梦幻西游' })).toBeVisible();

  // Remembered across a reload, and offered by the picker too.
  await page.goto('/index/accountOrder');
  await expect(page.getByRole('region', { name: '最近浏览' })).toContainText('梦幻西游');
});

test('accountOrder: search filters, the A–Z strip jumps, and ?to=sell leads to BasicInformation', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.seller.phone));
  await page.goto('/index/accountOrder?to=sell');
  await expect(page.getByTestId('page-title')).toHaveText('选择要卖的游戏');
  const options = page.getByTestId('game-option');
  await expect(options.first()).toBeVisible();
  const all = await options.count();
  expect(all).toBeGreaterThan(10);

  // A–Z: letters without games are disabled; a letter brings its section into view.
  await expect(page.getByRole('button', { name: '跳到 A' })).toBeDisabled();
  const ySection = page.locator('section[data-letter="Y"]');
  await expect(ySection).not.toBeInViewport();
  await page.getByRole('button', { name: '跳到 Y' }).click();
  await expect(ySection).toBeInViewport();
  await expect(ySection).toContainText('原神');

  // Tabs and search narrow the list.
  await page.getByRole('tab', { name: '端游' }).click();
  await expect(options.filter({ hasText: '王者荣耀' })).toHaveCount(0);
  await expect(options.filter({ hasText: '英雄联盟' })).toHaveCount(1);
  await page.getByRole('tab', { name: '全部' }).click();
  await page.getByRole('searchbox', { name: '搜索游戏名称' }).fill('王者');
  await expect(options).toHaveCount(1);
  await expect(options).toContainText('王者荣耀');
  await page.getByRole('searchbox', { name: '搜索游戏名称' }).fill('不存在的游戏');
  await expect(page.getByText('没有找到“不存在的游戏”相关的游戏')).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索游戏名称' }).fill('');
  await expect(options).toHaveCount(all);

  await options.filter({ hasText: '王者荣耀' }).click();
  await expect(page).toHaveURL(/\/index\/BasicInformation\?gameId=1&mode=sale$/);
});

test('hire lists rentable accounts with their rent, filtered by game, with infinite scroll', async ({ page, mock }) => {
  const all = await mock.api<{ total: number }>('POST', '/web/good/allList', { data: { hire: true, pageNum: 1, pageSize: 1 } });
  const wz = await mock.api<{ total: number }>('POST', '/web/good/allList', { data: { hire: true, gameId: 1, pageNum: 1, pageSize: 1 } });
  await page.goto('/index/hire');
  await expect(page.getByTestId('hire-guide')).toContainText('如何租号');
  await expect(page.getByText(`共 ${all.total} 个可租账号`)).toBeVisible();

  const items = page.getByTestId('hire-item');
  await expect(items).toHaveCount(10);
  const first = items.first();
  await expect(first.getByTestId('rent-price').first()).toHaveText(/^¥\d+(\.\d{2})?\/(小时|天)$/);
  await expect(first.getByRole('link', { name: /^联系客服租号/ })).toHaveAttribute('href', /\/index\/other\/contactkefu\?gameId=\d+/);

  // Scrolling to the end loads the next page.
  await page.getByTestId('list-end').scrollIntoViewIfNeeded();
  await expect(items).toHaveCount(20);

  // A game chip narrows the list and goes into the URL.
  await page.getByRole('tab', { name: '王者荣耀' }).click();
  await expect(page).toHaveURL(/\/index\/hire\?gameId=1$/);
  await expect(page.getByText(`共 ${wz.total} 个可租账号`)).toBeVisible();
  for (const text of await items.allTextContents()) expect(text).toContain('王者荣耀');

  await page.getByRole('button', { name: '查看租号规则（押金、时长、违规处理）' }).click();
  await expect(page.getByTestId('hire-guide')).toContainText('押金');
});

test('finish lists the latest deals with game, price and time', async ({ page, mock }) => {
  const deals = await mock.api<Envelope<Deal[]>>('GET', '/web/recentlydeal');
  await page.goto('/index/finish');
  const rows = page.getByTestId('deal-list').getByTestId('deal-row');
  await expect(rows).toHaveCount(deals.data.length);
  await expect(rows.first()).toContainText(deals.data[0].gameName);
  await expect(rows.first()).toContainText(deals.data[0].title);
  await expect(rows.first()).toContainText(`¥${grouped(deals.data[0].price)}.00`);
  await expect(rows.first()).toContainText(/(刚刚|\d+分钟前|\d+小时前|\d+天前|\d{4}-\d{2}-\d{2})成交/);
});

test('a failed home section shows the server message and recovers with 重试, the rest of the page unharmed', async ({ page }) => {
  let failing = true;
  await page.route(/\/account\/zhubo\/list\?type=2/, (route) => (failing
    ? route.fulfill({ json: { code: 500, msg: '服务器开小差了，请稍后再试' } })
    : route.continue()));
  await openHome(page);
  const failed = page.getByTestId('banner-carousel').getByRole('alert');
  await expect(failed).toContainText('服务器开小差了，请稍后再试');
  // The other top sections loaded in parallel regardless.
  await expect(page.getByTestId('stat-goodsCount')).toHaveText(/\d/);
  await expect(page.getByTestId('home-games').getByTestId('game-grid')).toBeVisible();
  failing = false;
  await failed.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('banner-carousel').getByTestId('banner-slide').first()).toBeVisible();
});

test('the app download prompt leads to appDownload and stays away once closed', async ({ page }) => {
  await openHome(page);
  const prompt = page.getByTestId('app-prompt');
  await expect(prompt.getByRole('link', { name: '去下载' })).toHaveAttribute('href', '/index/appDownload');
  await prompt.getByRole('button', { name: '关闭下载提示' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('app-prompt')).toHaveCount(0);
});

test('the home search box opens the goods list with the keyword', async ({ page }) => {
  await openHome(page);
  await page.getByRole('searchbox', { name: '搜索关键词' }).fill('  王者荣耀   V8 ');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/index\/goodList\?keyWord=%E7%8E%8B%E8%80%85%E8%8D%A3%E8%80%80(\+|%20)V8$/);
});

test('the banner carousel plays by itself, follows the dots and a swipe, and opens a banner’s in-app link', async ({ page, mock }) => {
  const banners = await mock.api<Envelope<(Zhubo & { jump: string })[]>>('GET', '/account/zhubo/list?type=2');
  await openHome(page);
  const carousel = page.getByTestId('banner-carousel');
  const dot = (n: number) => carousel.getByRole('button', { name: new RegExp(`^第 ${n} 张`) });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  // Auto-play moves on after a few seconds.
  await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 8000 });
  // A dot jumps to its banner.
  await dot(4).click();
  await expect(dot(4)).toHaveAttribute('aria-current', 'true');
  // A swipe (the strip scrolled by hand) is followed too.
  await carousel.locator('div').filter({ has: page.getByTestId('banner-slide') }).first()
    .evaluate((strip) => strip.scrollTo({ left: 0, behavior: 'instant' }));
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('link', { name: banners.rows![0].name }).click();
  await expect(page).toHaveURL(new RegExp(`${banners.rows![0].jump.replace(/[?]/g, '\\?')}$`));
});

test('home keeps the reader’s place across a reload and when coming back from another page', async ({ page }) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await openHome(page);
  await expect(page.getByTestId('game-grid-item').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(scrollY).toBe(900);
  // A reload restores the position in the first commit: the whole page is there at once (no RenderLater).
  await page.reload();
  await expect(page.getByTestId('game-grid-item').first()).toBeVisible();
  await expect.poll(scrollY).toBe(900);
  // So does coming back from the goods list.
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /买号/ }).click();
  await expect(page).toHaveURL(/\/index\/goodList/);
  await page.goBack();
  await expect(page.getByTestId('page-title')).toHaveText('首页');
  await expect.poll(scrollY).toBe(900);
});
