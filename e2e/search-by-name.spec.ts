// Search by what players type (issue 37): the boxes suggest heroes, skins and attribute values of the games'
// templates, by name, pinyin or initials (the mock does the pinyin); a hero opens its game's goods with his name as
// the keyword, in 相关度 order, the name marked in the titles; an attribute value opens the game filtered by it.
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const isListCall = (req: Request) => req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/web/good/allList');

test('wzry finds 王者荣耀, 韩信 his goods in 相关度 order with the name marked; an attribute value filters', async ({ page }) => {
  await page.goto('/index/home');
  await expect(page.getByTestId('banner-carousel')).toBeVisible();

  // Initials of the game's name: one tap to its list.
  await page.getByRole('searchbox', { name: '搜索关键词' }).fill('wzry');
  const panel = page.getByTestId('search-suggestions');
  await expect(panel.getByTestId('suggest-game')).toHaveText([/^王者荣耀游戏 · 在售 \d+$/]);
  await panel.getByTestId('suggest-game').click();
  await expect(page).toHaveURL(/\/index\/goodList\?gameId=1$/);
  await expect(page.getByTestId('goods-total')).toBeVisible();

  // A hero, by name, on this game's list: he comes first, said to be a hero of 王者荣耀, then the skin naming him.
  const box = page.getByRole('searchbox', { name: '搜索商品' });
  await box.fill('韩信');
  const terms = page.getByTestId('search-suggestions').getByTestId('suggest-term');
  await expect(terms.first()).toHaveText('韩信英雄 · 王者荣耀');
  await expect(terms.nth(1)).toHaveText('韩信·白龙吟皮肤 · 王者荣耀');
  // The keyword's list call, waited for: the cards of the list before it stay on screen until its answer comes.
  const keywordList = page.waitForRequest((req) => isListCall(req) && (req.postDataJSON() as { keyWord?: string }).keyWord === '韩信');
  await terms.first().click();
  await expect(page).toHaveURL(/\/index\/goodList\?gameId=1&keyWord=%E9%9F%A9%E4%BF%A1$/);
  await expect(box).toHaveValue('韩信');

  // 相关度 is the default with a keyword: asked for, and named by the sort control.
  const cards = page.getByTestId('goods-card');
  await expect(cards.first()).toBeVisible();
  expect((await keywordList).postDataJSON()).toMatchObject({ gameId: 1, keyWord: '韩信', sortRank: 'relevance', pageNum: 1 });
  const sort = page.getByRole('button', { name: '排序', exact: true });
  await expect(sort).toHaveText('相关度');
  // The titles holding 韩信 come first, his name marked (<mark>, inside the card's title).
  const firstMark = cards.first().locator('mark');
  await expect(firstMark.first()).toHaveText('韩信');
  expect(await cards.first().locator('p mark').count()).toBeGreaterThan(0);

  // The other sorts are still there; 相关度 stands where 综合 stands without a keyword.
  await sort.click();
  const choices = page.getByRole('group', { name: '排序方式' }).getByRole('button');
  await expect(choices).toHaveText(['相关度✓', '价格从低到高', '价格从高到低', '最新上架', '最早上架']);
  await choices.filter({ hasText: '价格从低到高' }).click();
  await expect(page).toHaveURL(/sortRank=priceasc/);
  await expect(sort).toHaveText('价格↑');
  await expect(cards.first().locator('mark').first()).toHaveText('韩信');

  // Pinyin initials of a hero (hx), then an attribute value (最强王者): a filter chip, the box left empty.
  await box.fill('hx');
  await expect(page.getByTestId('search-suggestions').getByTestId('suggest-term').first()).toHaveText('韩信英雄 · 王者荣耀');
  await box.fill('最强王者');
  const attr = page.getByTestId('search-suggestions').getByTestId('suggest-term').first();
  await expect(attr).toHaveText('最强王者属性 · 段位 · 王者荣耀');
  await attr.click();
  await expect(page).toHaveURL(/\/index\/goodList\?gameId=1&f4=%E6%9C%80%E5%BC%BA%E7%8E%8B%E8%80%85$/);
  await expect(page.getByRole('group', { name: '已选筛选条件' })).toContainText('段位 最强王者');
  await expect(box).toHaveValue('');
  // No keyword: the default is 综合 again (the bar names no sort), and nothing is marked.
  await expect(sort).toHaveText('排序');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('[data-testid="goods-card"] mark')).toHaveCount(0);
});
