// After a deploy the old build's chunks are gone: a page loaded before it asks for a screen that no longer exists.
// The app loads the page again once (lib/staleChunks.ts) and the user lands on the screen they tapped, from the
// new build, instead of on 页面出错了.
import { expect, homeSettled, openInApp, test } from './fixtures.ts';

test('a screen whose chunk is gone (a deploy happened) loads the page again once and shows the screen', async ({ page, pageErrors }) => {
  // The 404 of the missing chunk is Chromium's console line, provoked on purpose.
  pageErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  await page.goto('/index/home');
  await expect(page.getByTestId('banner-slide').first()).toBeVisible();
  // Home's own lazy code is in before the deploy: the corner tools with the QA panel's wrench (their chunks load
  // beside the screen's) and the 平台公告 tickers (loaded after the top of the page).
  await expect(page.getByTestId('dev-corner').getByRole('button', { name: 'QA 调试面板' })).toBeVisible();
  await homeSettled(page);
  await page.evaluate(() => { (window as unknown as { beforeDeploy: boolean }).beforeDeploy = true; });

  // Every script the old page asks for from now on is gone (the old build's chunks); a page loaded again gets the
  // files (here the same build stands in for the new one).
  let gone = 0;
  let reloaded = false;
  let reloadedAt = '';
  page.on('request', (request) => {
    if (!request.isNavigationRequest()) return;
    reloaded = true;
    reloadedAt = new URL(request.url()).pathname;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (reloaded) {
      await route.continue();
      return;
    }
    gone++;
    await route.fulfill({ status: 404, body: 'Not Found' });
  });
  await openInApp(page, '/index/other/bangzhu');

  await expect(page).toHaveURL(/\/index\/other\/bangzhu$/);
  await expect(page.getByRole('heading', { name: '帮助中心' })).toBeVisible();
  await expect(page.getByText('页面出错了')).toHaveCount(0);
  expect(gone).toBeGreaterThan(0);
  // Loaded again for the screen tapped, not for a late chunk of home's.
  expect(reloadedAt).toBe('/index/other/bangzhu');
  // A new page, not the old one with an error: the marker set before is gone.
  expect(await page.evaluate(() => (window as unknown as { beforeDeploy?: boolean }).beforeDeploy)).toBeUndefined();
});
