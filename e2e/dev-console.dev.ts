// Every route under the Vite dev server (React's development build, which warns where production is silent),
// signed in as the seller: no console.error, no React warning, no page error — on the first visit of each
// screen too (React warned there when lazy screens called use() only while loading).
import type { Page } from '@playwright/test';
import { DEMO, expect, openInApp, signInWithToken, test, trackRequests, type RequestTracker } from './fixtures.ts';
import { EVERY_ROUTE } from './routes.ts';

/** Waits until the screen has its title and its data (no request in flight, no spinner left). The dev server
 *  compiles each screen on its first visit, and React's development build renders several times slower than
 *  production: on a busy machine (npm test runs this beside typecheck, lint and vitest) a screen's deferred
 *  render may take well over Playwright's default 10 s — seen once in CI on the goods detail's attribute table. */
async function settle(page: Page, requests: RequestTracker, name: string) {
  await expect(page.getByTestId('page-title'), name).not.toBeEmpty({ timeout: 60_000 });
  // Not 'networkidle': that load state is reached once per page load, so after a client-side navigation it
  // would not wait at all.
  await requests.quiet(250, 60_000);
  await expect(page.getByRole('status', { name: '加载中' }), name).toHaveCount(0, { timeout: 60_000 });
}

test('every route in development: a clean console', async ({ page, mock, pageErrors }) => {
  test.setTimeout(300_000);
  // The fixture fails the test on console.error and page errors. Warnings: those the page's code writes (React's
  // come as console.warn from its module), not the browser's own notes about the page (an unused preload when
  // the test moves on within a second of the load).
  page.on('console', (msg) => {
    const from = msg.location().url;
    if (msg.type() === 'warning' && /\.(m?js|tsx?)(\?|$)/.test(from)) {
      pageErrors.record(`console.warn at ${new URL(page.url()).pathname} from ${from}: ${msg.text()}`);
    }
  });
  await signInWithToken(page, await mock.tokenFor(DEMO.seller.phone));
  const requests = trackRequests(page);
  await page.goto('/index/home');
  await settle(page, requests, 'home');
  // Client-side, as a tap on a link would (the router follows popstate): each screen's first visit loads its
  // code while the app runs, and a full page load per route would make the dev server serve every module again.
  const visited: string[] = [];
  for (const route of EVERY_ROUTE) {
    await openInApp(page, route.path);
    await expect(page, route.name).toHaveURL(route.path);
    await settle(page, requests, route.name);
    visited.push(route.name);
  }
  expect(visited).toHaveLength(EVERY_ROUTE.length);
});
