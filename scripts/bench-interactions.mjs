#!/usr/bin/env node
// How long the landing pages' taps take to paint: the production build on the mock (scripts/serve-stack.mjs, as
// bench:lighthouse), Chromium at 375×812 with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), and each
// tap's Event Timing duration — from the touch to the next paint after its handlers and render — read with a
// PerformanceObserver (type 'event', durationThreshold 16; the max of the tap's pointerup / click entries).
// Interactions, 5 repetitions each (`--runs N`), as a visitor would do them, each page loaded once and settled:
//   home:       游戏         a game of the game grid (goodList opens; Back to home after each)
//               banner       the first banner (its in-app link; Back after each)
//               搜索框       the search box (focus: 最近搜索 / 热门搜索 open; blurred after each)
//   goodList:   排序         opens the sort choices              排序选项  picks one (the list reloads)
//               筛选         opens the 筛选 sheet (the first time loads its chunk)
//               筛选 chip    picks a price range in the sheet    确认      applies it (the sheet closes, the list reloads)
//   goodDetail: 图集         the gallery's first picture (the viewer opens; closed by its button after each)
//               立即购买     signed out: to 登录 (Back after each)
// Prints min / median / max per interaction and exits 1 if a median is over 100 ms (the 筛选 opening is
// printed for information). A tap under 16 ms gives no entry and counts as 16.
//   npm run bench:interactions [-- --no-build] [-- --runs 5] [-- --only home|goodList|goodDetail] [-- --game 1]
//   [-- --dist <dir>]   (--game: a game's list and its attribute chips instead of all games; --dist: an already
//   built folder instead of building dist, e.g. another commit's build to compare in alternating runs)
/* global window, requestIdleCallback -- the functions passed to page.evaluate run in the page */
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { serveStack } from './serve-stack.mjs';

const { values: args } = parseArgs({ options: {
  'no-build': { type: 'boolean', default: false },
  runs: { type: 'string', default: '5' },
  game: { type: 'string' },
  only: { type: 'string' },
  dist: { type: 'string' },
} });
const measures = (page) => !args.only || page.includes(args.only);
const runs = Math.max(1, Number(args.runs) || 5);
const LIMIT_MS = 100;
const CPU_SLOWDOWN = 4;

/** A free loopback port (the benches may run beside the e2e tests and each other). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Collects the Event Timing entries of the page. `__nextTap()` answers the next tap's duration once its click
// entry arrives (no polling: the bench's own scripts would run on the page's main thread during the tap).
function observeEvents() {
  let entries = [];
  let waiting = null;
  const settle = () => {
    if (!waiting || !entries.some((e) => e.name === 'click')) return;
    const taps = entries.filter((e) => e.name === 'pointerup' || e.name === 'click');
    waiting(Math.max(...taps.map((e) => e.duration)));
    waiting = null;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) entries.push({ name: e.name, duration: e.duration });
    settle();
  }).observe({ type: 'event', durationThreshold: 16 });
  window.__armTap = () => { entries = []; };
  window.__nextTap = (timeoutMs) => new Promise((resolve) => {
    waiting = resolve;
    settle();
    // A tap under 16 ms makes no entry.
    setTimeout(() => { if (waiting === resolve) { waiting = null; resolve(16); } }, timeoutMs);
  });
}

if (!args['no-build'] && !args.dist) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const stack = await serveStack({ mode: 'production', outDir: args.dist ?? 'dist', mockPort: await freePort(), webPort: await freePort() });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
const results = new Map();
let failed = false;
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true,
    hasTouch: true, locale: 'zh-CN' });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('page error:', err.message));
  await page.addInitScript(observeEvents);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  /** Opens `path` and waits until it has settled, as a user taps once the page is still (the lazy parts loaded). */
  async function open(path, ready) {
    await page.goto(`${stack.baseUrl}${path}`);
    await ready.waitFor();
    await settled();
  }
  // Still: three idle periods in a row that the browser gives in full (50 ms: no frame, timer or task due), or 3 s
  // (a page that animates every frame never has one); one idle callback can come between a page's chunks and
  // answers while it is still loading.
  const settled = () => page.evaluate(() => new Promise((resolve) => {
    const until = performance.now() + 3000;
    let quiet = 0;
    const check = (deadline) => {
      quiet = deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
      if (quiet >= 3 || performance.now() > until) resolve();
      else requestIdleCallback(check, { timeout: 500 });
    };
    requestIdleCallback(check, { timeout: 500 });
  }));

  /** Taps, answers the tap's Event Timing duration, then waits for what the tap shows. */
  async function tap(name, locator, shown) {
    // Scrolled to first, and still again, as a reader scrolls to what they then tap: the tap's own scrolling
    // (home's game grid starts just under a 375×812 screen) brought home's lazy sections near the viewport, and
    // their chunks and render ran during the touch (≈ 50–90 ms of input delay in a trace, decision 0017).
    await locator.scrollIntoViewIfNeeded();
    await settled();
    // Playwright's checks before the tap (visible, stable, hit target) run before the touch, not during it.
    await page.evaluate(() => window.__armTap());
    await locator.tap();
    const duration = await page.evaluate(() => window.__nextTap(3000));
    await shown();
    results.set(name, [...(results.get(name) ?? []), duration]);
  }
  /** Back to the page a tap left, settled again. */
  async function back(ready) {
    await page.goBack();
    await ready.waitFor();
    await settled();
  }

  if (measures('home')) {
    const games = page.getByTestId('game-grid');
    await open('/index/home', games);
    const list = page.getByTestId('goods-list');
    const banner = page.getByTestId('banner-carousel').getByRole('link').first();
    const search = page.getByRole('searchbox', { name: '搜索关键词' });
    for (let i = 0; i < runs; i++) {
      await tap('home 游戏', games.getByTestId('game-grid-item').nth(i % 2), () => list.waitFor());
      await back(games);
      await tap('home banner', banner, () => list.waitFor());
      await back(games);
      await tap('home 搜索框', search, () => page.getByText('热门搜索').waitFor());
      await search.blur();
      await page.getByText('热门搜索').waitFor({ state: 'detached' });
      await settled();
    }
  }

  if (measures('goodList')) {
    await open(`/index/goodList${args.game ? `?gameId=${args.game}` : ''}`, page.getByTestId('goods-list'));
    await goodListTaps();
  }

  if (measures('goodDetail')) {
    const buy = page.getByTestId('buy-button');
    await open('/index/goodDetail?id=1', buy);
    const viewer = page.getByRole('dialog', { name: '图片预览' });
    for (let i = 0; i < runs; i++) {
      await tap('goodDetail 图集', page.getByTestId('gallery').getByRole('button').first(), () => viewer.waitFor());
      // Closed as on a phone, by its button: Escape after a touch left this emulation without an idle period.
      await viewer.getByRole('button', { name: '关闭' }).tap();
      await viewer.waitFor({ state: 'detached' });
      await settled();
      await tap('goodDetail 立即购买', buy, () => page.waitForURL(/\/login/));
      await back(buy);
    }
  }

  async function goodListTaps() {
    const list = page.getByTestId('goods-list');
    const sortButton = page.getByRole('button', { name: '排序', exact: true });
    const filterButton = page.getByRole('button', { name: '筛选', exact: true });
    const sortChoices = page.getByRole('group', { name: '排序方式' });
    const sheet = page.getByRole('dialog', { name: '筛选' });
    const prices = [{ label: '100-500元', start: 100 }, { label: '500-2000元', start: 500 }];
    const sorts = ['价格从低到高', '价格从高到低'];
    for (let i = 0; i < runs; i++) {
      await tap('排序', sortButton, () => sortChoices.waitFor());
      const sort = sorts[i % 2];
      await tap('排序选项', sortChoices.getByRole('button', { name: sort }), () => sortChoices.waitFor({ state: 'detached' }));
      await page.waitForURL(/sortRank=/);
      await list.waitFor();

      await tap('筛选 (打开)', filterButton, () => sheet.waitFor());
      const price = prices[i % 2];
      const chip = sheet.getByRole('group', { name: '价格区间' }).getByRole('button', { name: price.label });
      await tap('筛选 chip', chip, () => chip.and(page.locator('[aria-pressed="true"]')).waitFor());
      await tap('确认', sheet.getByRole('button', { name: '确认' }), () => sheet.waitFor({ state: 'hidden' }));
      await page.waitForURL(new RegExp(`priceStart=${price.start}&`));
      await list.waitFor();
    }
  }
} finally {
  await browser.close();
  stack.stop();
}

const rows = [];
for (const [name, values] of results) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const gated = name !== '筛选 (打开)';
  if (gated && median > LIMIT_MS) failed = true;
  rows.push({ interaction: name, min: `${sorted[0]} ms`, median: `${median} ms`, max: `${sorted.at(-1)} ms`,
    runs: values.join('/'), limit: gated ? `≤ ${LIMIT_MS} ms` : '-' });
}
console.table(rows);
console.log(`Event Timing duration of each tap, CPU slowed ${CPU_SLOWDOWN}×, ${runs} run(s); load average `
  + `${loadavg().map((l) => l.toFixed(2)).join(' ')} (uptime)${failed ? `; a median is over ${LIMIT_MS} ms` : ''}`);
process.exit(failed ? 1 : 0);
