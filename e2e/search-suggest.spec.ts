// Suggestions while typing (GET /web/goods/suggest, ours): on home's box the games and hot words holding the
// text, each one tap to its results; on goodList's box a suggested game opens that game's list. Nothing is asked
// before the box is used (the suggestions' chunk is lazy: npm run bench:bundle keeps it out of home's start).
import { expect, test } from './fixtures.ts';

test('typing in search suggests games and hot words; one tap opens the results', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => { if (/\/web\/(goods\/suggest|search\/hotWords)/.test(r.url())) asked.push(r.url()); });
  await page.goto('/index/home');
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  expect(asked).toEqual([]);

  const box = page.getByRole('searchbox', { name: '搜索关键词' });
  await box.fill('王者');
  const panel = page.getByTestId('search-suggestions');
  await expect(panel.getByTestId('suggest-typed')).toHaveText('搜索「王者」');
  await expect(panel.getByTestId('suggest-game')).toHaveText([/^王者荣耀游戏 · 在售 \d+$/]);
  await expect(panel.getByTestId('suggest-word')).toHaveText(['王者荣耀 无双王者', '荣耀王者']);
  expect(asked.some((url) => url.includes('/web/goods/suggest?keyword=%E7%8E%8B%E8%80%85'))).toBe(true);

  // A hot word: its results.
  await panel.getByTestId('suggest-word').filter({ hasText: '荣耀王者' }).click();
  await expect(page).toHaveURL(/\/index\/goodList\?keyWord=%E8%8D%A3%E8%80%80%E7%8E%8B%E8%80%85$/);
  await expect(page.getByTestId('goods-total')).toBeVisible();

  // goodList's box: a game suggested while typing opens that game's list, with 在售 agreeing with 共 N 件.
  const listBox = page.getByRole('searchbox', { name: '搜索商品' });
  await listBox.fill('原神');
  const game = page.getByTestId('search-suggestions').getByTestId('suggest-game');
  await expect(game).toHaveText([/^原神游戏 · 在售 \d+$/]);
  const onSale = Number((await game.textContent())?.match(/在售 (\d+)/)?.[1]);
  await game.click();
  await expect(page).toHaveURL(/\/index\/goodList\?gameId=3$/);
  await expect(page.getByTestId('game-switcher')).toContainText('原神');
  await expect(page.getByTestId('goods-total')).toHaveText(`共 ${onSale} 件商品`);
  await expect(listBox).toHaveValue('');
});
