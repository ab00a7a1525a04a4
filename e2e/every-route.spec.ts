// Every route, as a signed-in seller would open it: no serious or critical accessibility violation (axe), and
// no English a Chinese user would have to read. One walk runs both checks on each settled route (a second walk
// would only open and settle the same 52 screens again).
import { readFileSync } from 'node:fs';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { DEMO, expect, openInApp, signInWithToken, test, trackRequests, type MockControl } from './fixtures.ts';
import { EVERY_ROUTE, inParts, WALK_PARTS, type AppRoute } from './routes.ts';

/** Opens the routes signed in as the seller, once each has settled (its title, no request in flight, no spinner
 *  left) hands it to `check`; what it finds, per route. The first route is loaded, the others are opened in the
 *  running app as a tap would open them (booting the app per route was a third of the walk's time; the foundation
 *  journeys load every route from its address). */
async function findOnRoutes(page: Page, mock: MockControl, routes: AppRoute[], check: (route: AppRoute) => Promise<string[]>): Promise<string[]> {
  await signInWithToken(page, await mock.tokenFor(DEMO.seller.phone));
  const requests = trackRequests(page);
  const found: string[] = [];
  for (const [index, route] of routes.entries()) {
    if (index === 0) await page.goto(route.path);
    else await openInApp(page, route.path);
    await expect(page, route.name).toHaveURL(route.path);
    await expect(page.getByTestId('page-title'), route.name).not.toBeEmpty();
    // 120 ms without a request starting or ending, not the default 250: a screen with two live lists (the pay test
    // page) polls each every 675 ms at most in this build, and on a busy machine their requests (start and end
    // both count) left no 250 ms gap for 15 s. The title and the spinner checks say the screen's data is in.
    await requests.quiet(120);
    await expect(page.getByRole('status', { name: '加载中' }), route.name).toHaveCount(0);
    // And at rest: a control its data just enabled (消息's 全部已读) fades from its disabled look in a CSS
    // transition, which reduced motion does not stop; axe reading that frame reports its colour as low contrast.
    await page.evaluate(() => Promise.allSettled(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
    found.push(...await check(route));
  }
  return found;
}

/** Every route, walked in parts (tests the workers share): what the checks find on each route of the part fails it. */
function walkEveryRoute(title: string, checks: ((page: Page, route: AppRoute) => Promise<string[]>)[]) {
  test.describe(title, () => {
    test.describe.configure({ mode: 'parallel' });
    // Checked at rest: with motion, axe may read a frame of a fade (home's notice ticker slides each notice in)
    // and report its half-transparent text as low contrast. The colours at rest are the same either way.
    test.use({ reducedMotion: 'reduce' });
    for (const part of inParts(EVERY_ROUTE, WALK_PARTS)) {
      test(part.title, async ({ page, mock }) => {
        // A quarter of the routes, with the time the whole walk had: axe on a busy 2-core machine is slow.
        test.setTimeout(240_000);
        const found = await findOnRoutes(page, mock, part.routes, async (route) => {
          const all: string[] = [];
          for (const check of checks) all.push(...await check(page, route));
          return all;
        });
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  });
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core run in the page. Its source goes in once per document: the walk opens a part's routes in one running
 * app, so one injection serves them all (@axe-core/playwright injected it twice per check and opened a blank page
 * to merge the results, about a third of the walk's time).
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  if (!await page.evaluate(() => 'axe' in window)) await page.evaluate(axe.source);
  return page.evaluate((values) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values } }), AXE_TAGS);
}

/** axe: the serious and critical violations, with what to change. */
async function axeViolations(page: Page, route: AppRoute): Promise<string[]> {
  const { violations } = await runAxe(page);
  return violations.filter((x) => x.impact === 'serious' || x.impact === 'critical').map((v) => {
    const nodes = v.nodes.slice(0, 3).map((n) => {
      // For contrast, the colours and the ratio say what to change.
      const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
      const colours = data?.fgColor ? ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]` : '';
      return `${n.html.slice(0, 120)}${colours}`;
    });
    return `${route.path} — ${v.id} (${v.impact}): ${nodes.join(' | ')}`;
  });
}

/**
 * What a Chinese user also reads in Latin letters: chat apps and platforms, ID, app and phone systems, file
 * types of the upload messages, units, and the names of games, items and brands in the data.
 */
const LATIN_ALLOWED_LIST = [
  'QQ', 'ID', 'VIP', 'App', 'APP', 'app', 'iOS', 'IOS', 'Android', 'iPhone', 'iPad', 'AKM', 'M416', 'AWM', 'MVP', 'KPL',
  'png', 'jpg', 'gif', 'webp', 'MB', 'KB', 'GB', 'PC', 'CF', 'DNF', 'LOL', 'NBA', 'VS', 'QR', 'Android', 'SSR', 'SR', 'UR',
  'CDK', 'BUG', 'Bug', 'GM', 'VX', 'wx', 'TapTap', 'UID', 'PK', 'App Store',
  ...namesInFixtures(),
];
// Longest first, so that 'iOS' goes before 'OS' and run-together data such as 'iOSQQ区' is read as two names.
const LATIN_ALLOWED = [...new Set(LATIN_ALLOWED_LIST)].sort((a, b) => b.length - a.length);

/** Latin words of the games' data (item, vehicle and platform names such as Kar98K, SCAR-L, Urus, Steam). */
function namesInFixtures(): string[] {
  const source = readFileSync(new URL('../fixtures/games.ts', import.meta.url), 'utf8');
  const literals = source.match(/'[^'\n]*'/g) ?? [];
  return literals.filter((l) => /[\u4e00-\u9fff]|^'[A-Z]/.test(l)).flatMap((l) => l.match(/[A-Za-z]{2,}/g) ?? []);
}

/** The English words a user would have to read. */
async function englishWords(page: Page, route: AppRoute): Promise<string[]> {
  let text = await page.locator('body').innerText();
  // Codes such as ZH00000012, versions (v2.3.1) and e-mail or account ids are data, not words.
  text = text.replace(/\S*[@\d_]\S*/g, ' ');
  for (const allowed of LATIN_ALLOWED) text = text.split(allowed).join(' ');
  const english = [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])];
  return english.length ? [`${route.path}: ${english.join(', ')}`] : [];
}

walkEveryRoute('every route: no serious or critical axe violation, no visible English words', [axeViolations, englishWords]);
