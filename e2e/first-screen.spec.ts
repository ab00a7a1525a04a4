// The first screen before the framework (docs/decisions/0014-first-screen-before-the-framework.md): on home,
// goodList and goodDetail the LCP picture is drawn into index.html's shell from the page-start data, and only
// then is the framework fetched; React's first commit replaces the shell with the screen showing the same
// picture, already loaded, on the very same rect. No layout shift there, and on home and the detail Chrome's LCP is
// the drawn picture (goodList's grid can have a cover further down laid out a 64th of a pixel larger, which
// Chrome then reports as a later LCP: the drawn row is still exactly where the screen puts it).
import type { Page } from '@playwright/test';
import { DEMO, expect, signInWithToken, test } from './fixtures.ts';

type Rect = [number, number, number, number];
interface FirstScreen {
  drawn: Rect[];
  drawnAt: number;
  /** When React's first commit removed the shell, and the screen's pictures then. */
  replacedAt: number;
  screen: { rect: Rect; complete: boolean; src: string }[];
  drawnSrcs: string[];
  lcp: { at: number; picture: boolean }[];
  /** Layout shifts until just after the takeover. */
  shifts: number;
}

/** How long after the takeover its frames count (layout shifts). */
const TAKEOVER_FRAMES_MS = 100;
/** Frames drawn after those before reading: an LCP entry is recorded once its paint is presented. */
const FRAMES_AFTER = 5;

/** Records the drawn pictures, the screen's at the commit that replaces the shell, LCP entries and layout shifts. */
async function watchFirstScreen(page: Page, screenPictures: string): Promise<void> {
  await page.addInitScript(({ selector, windowMs }) => {
    const rect = (element: Element) => {
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height];
    };
    const seen: Partial<FirstScreen> & { lcp: FirstScreen['lcp']; shifts: number } = { lcp: [], shifts: 0 };
    (window as unknown as { firstScreen: typeof seen }).firstScreen = seen;
    new MutationObserver(() => {
      const drawn = [...document.querySelectorAll('#boot .boot-pic img')];
      if (drawn.length && !seen.drawn) {
        seen.drawn = drawn.map(rect) as Rect[];
        seen.drawnSrcs = drawn.map((img) => (img as HTMLImageElement).src);
        seen.drawnAt = performance.now();
      }
      if (seen.drawn && seen.replacedAt === undefined && !document.getElementById('boot')) {
        seen.replacedAt = performance.now();
        seen.screen = [...document.querySelectorAll<HTMLImageElement>(selector)].slice(0, seen.drawn.length)
          .map((img) => ({ rect: rect(img) as Rect, complete: img.complete, src: img.src }));
      }
    }).observe(document, { childList: true, subtree: true });
    const onLcp = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { url: string })[]) seen.lcp.push({ at: entry.startTime, picture: Boolean(entry.url) });
    };
    const onShifts = (entries: PerformanceEntryList) => {
      // Until the frames right after the takeover (what the screen's own later loads do is not this test's).
      for (const entry of entries as (PerformanceEntry & { value: number })[]) {
        if (seen.replacedAt === undefined || entry.startTime < seen.replacedAt + windowMs) seen.shifts += entry.value;
      }
    };
    const lcp = new PerformanceObserver((list) => onLcp(list.getEntries()));
    lcp.observe({ type: 'largest-contentful-paint', buffered: true });
    const shifts = new PerformanceObserver((list) => onShifts(list.getEntries()));
    shifts.observe({ type: 'layout-shift', buffered: true });
    // The entries recorded but not yet handed to the callbacks (observers are called later, in a task of their own).
    (window as unknown as { takeFirstScreenRecords: () => void }).takeFirstScreenRecords = () => {
      onLcp(lcp.takeRecords());
      onShifts(shifts.takeRecords());
    };
  }, { selector: screenPictures, windowMs: TAKEOVER_FRAMES_MS });
}

async function firstScreen(page: Page): Promise<FirstScreen> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstScreen: FirstScreen }).firstScreen.replacedAt !== undefined))
    .toBe(true);
  // LCP and layout-shift entries come with the next frames: wait until the page has drawn the frames of the
  // takeover and a few after them, then take what the observers recorded.
  return page.evaluate(([windowMs, framesAfter]) => new Promise<FirstScreen>((resolve) => {
    const seen = (window as unknown as { firstScreen: FirstScreen }).firstScreen;
    let after = 0;
    const frame = (at: number) => {
      if (at > seen.replacedAt + windowMs) after++;
      if (after < framesAfter) {
        requestAnimationFrame(frame);
        return;
      }
      (window as unknown as { takeFirstScreenRecords: () => void }).takeFirstScreenRecords();
      resolve(seen);
    };
    requestAnimationFrame(frame);
  }), [TAKEOVER_FRAMES_MS, FRAMES_AFTER] as const);
}

/**
 * On a busy machine the wait for the picture can run out (FIRST_PICTURE_WAIT_MS) and React could then render
 * first: the framework's start chunks are answered only once the pictures are drawn (or 5 s), so that the test
 * always sees the takeover it is about.
 */
async function holdFrameworkUntilDrawn(page: Page): Promise<void> {
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const url = route.request().url();
    const start = await page.evaluate((u) => {
      const lists = document.getElementById('first-load');
      return Boolean(lists && (JSON.parse(lists.textContent!) as { s: string[] }).s.some((file) => u.endsWith(`/assets/${file}`)));
    }, url).catch(() => false);
    if (start) {
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('#boot .boot-pic img')].some((img) => img.complete),
        null, { timeout: 5000 }).catch(() => undefined);
    }
    await route.continue();
  });
}

/** The framework's chunk (the first start chunk index.html lists) was asked for after the pictures had loaded,
 *  or once the wait for them ran out. */
async function frameworkAfterPictures(page: Page, pictures: string[]): Promise<void> {
  const order = await page.evaluate((srcs) => {
    const { s } = JSON.parse(document.getElementById('first-load')!.textContent!) as { s: string[] };
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const framework = resources.find((r) => r.name.endsWith(`/assets/${s[0]}`))!;
    const entry = resources.find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))!;
    return { frameworkAsked: framework.startTime, entryLoaded: entry.responseEnd,
      picturesLoaded: Math.max(...srcs.map((src) => resources.find((r) => r.name === src)!.responseEnd)) };
  }, pictures);
  expect(order.frameworkAsked > order.picturesLoaded || order.frameworkAsked >= order.entryLoaded + 500,
    JSON.stringify(order)).toBe(true);
}

/** The API paths this page asks for, each time (path and query, without the proxy prefix). */
function apiAsks(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The journeys' build calls the API under /prod-api (scripts/e2e-servers.mjs), development under /dev-api.
    const api = /^\/(dev|prod)-api(\/.*)$/.exec(url.pathname);
    if (api) asked.push(api[2] + url.search);
  });
  return asked;
}

/** The page-start requests are asked for before the query client exists, which takes them over: once each. */
async function askedOnce(asked: string[], paths: string[]): Promise<void> {
  await expect.poll(() => paths.map((path) => asked.filter((url) => url.startsWith(path)).length)).toEqual(paths.map(() => 1));
}

function expectTakenOver(seen: FirstScreen, pictures: number): void {
  expect(seen.drawn).toHaveLength(pictures);
  expect(seen.screen.map((img) => img.src)).toEqual(seen.drawnSrcs);
  // Loaded already (the memory cache) and on the same rect, to a 64th of a pixel.
  expect(seen.screen.every((img) => img.complete)).toBe(true);
  seen.screen.forEach((img, i) => img.rect.forEach((v, k) => expect(Math.abs(v - seen.drawn[i][k])).toBeLessThan(0.016)));
  expect(seen.shifts).toBe(0);
}

/** The last LCP entry is a picture painted before the shell was replaced: the drawn one. */
function expectDrawnIsLcp(seen: FirstScreen): void {
  const last = seen.lcp[seen.lcp.length - 1];
  expect(last.picture).toBe(true);
  expect(last.at).toBeLessThan(seen.replacedAt);
}

test('home: the first banner is drawn before the framework and becomes the carousel\'s, unmoved (prompt shown and dismissed)', async ({ page }) => {
  await watchFirstScreen(page, '[data-testid=banner-slide] img');
  await holdFrameworkUntilDrawn(page);
  const asked = apiAsks(page);
  await page.goto('/index/home');
  const seen = await firstScreen(page);
  expectTakenOver(seen, 1);
  expectDrawnIsLcp(seen);
  await frameworkAfterPictures(page, seen.drawnSrcs);
  await expect(page.getByTestId('app-prompt')).toBeVisible();
  await askedOnce(asked, ['/account/zhubo/list?type=2', '/web/index/data', '/web/game/list']);

  // Without the app prompt the banner sits higher: the drawing follows.
  await page.getByRole('button', { name: '关闭下载提示' }).click();
  await page.goto('/index/home');
  const again = await firstScreen(page);
  expectTakenOver(again, 1);
  expect(again.drawn[0][1]).toBeLessThan(seen.drawn[0][1]);
  await expect(page.getByTestId('app-prompt')).toHaveCount(0);
});

test('goodList: the first row\'s covers are drawn before the framework and become the first cards\'', async ({ page }) => {
  await watchFirstScreen(page, '[data-testid=goods-card] img');
  await holdFrameworkUntilDrawn(page);
  const asked = apiAsks(page);
  await page.goto('/index/goodList?keyWord=王者');
  const seen = await firstScreen(page);
  expectTakenOver(seen, 2);
  await frameworkAfterPictures(page, seen.drawnSrcs);
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  await askedOnce(asked, ['/web/good/allList']);
});

test('goodList with a filter chip or in the list view: nothing is drawn, the list comes as before', async ({ page }) => {
  await watchFirstScreen(page, '[data-testid=goods-card] img');
  await page.goto('/index/goodList?view=list');
  await expect(page.getByTestId('goods-list')).toHaveAttribute('data-view', 'list');
  expect(await page.evaluate(() => (window as unknown as { firstScreen: FirstScreen }).firstScreen.drawn)).toBeUndefined();
});

test('goodDetail, signed in: the first picture is drawn before the framework and becomes the gallery\'s', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await watchFirstScreen(page, '[data-testid=gallery] img');
  await holdFrameworkUntilDrawn(page);
  const asked = apiAsks(page);
  await page.goto('/index/goodDetail?id=1');
  const seen = await firstScreen(page);
  expectTakenOver(seen, 1);
  expectDrawnIsLcp(seen);
  await frameworkAfterPictures(page, seen.drawnSrcs);
  await expect(page.getByTestId('detail-title')).toBeVisible();
  await askedOnce(asked, ['/web/good/info/1']);
});
