#!/usr/bin/env node
// Bundle budget: builds the production bundle, loads every route of the app in Chromium (signed in, so that
// personal pages show themselves rather than the login page) and sums the gzip size of every JS and CSS file
// each page loaded (gzip -9 of the built file, as a server would send it). Exits non-zero when one is over.
// Budgets: home ≤ 170 KB, goodList ≤ 180 KB, every other route ≤ 190 KB.
//   npm run bench:bundle [-- --no-build] [-- --only <text>]
// Run with tsx (package.json does): the route list comes from src/app/paths.ts.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { indexChildren, otherChildren } from '../src/app/paths.ts';
import { serveStack } from './serve-stack.mjs';

const BUDGET_KB = { '/index/home': 170, '/index/goodList': 180 };
const DEFAULT_BUDGET_KB = 190;
// Query parameters a route needs to show real content (seeded ids: fixtures/README.md).
const QUERY = {
  goodDetail: 'id=1', orderDetail: 'orderId=1', sureOrder: 'id=31', articleDetail: 'id=1', BasicInformation: 'gameId=1&mode=sale',
  jingjiahuishou: 'gameId=1', newsDetail: 'id=1', helpdetail: 'id=1', accountPreview: 'id=11', jingjiahuishouPriceList: 'id=1',
};
// goZFB hands the order to the payment page at once (it leaves the app); the payment test page is measured instead.
const SKIP = new Set(['goZFB']);

const withQuery = (path, name) => (QUERY[name] ? `${path}?${QUERY[name]}` : path);
const routes = [
  '/pages/detail/index?id=1', '/login', '/register', '/yinsi',
  ...indexChildren.filter((n) => !SKIP.has(n)).map((n) => withQuery(`/index/${n}`, n)),
  ...otherChildren.map((n) => withQuery(`/index/other/${n}`, n)),
];
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;
const pages = routes.filter((p) => !only || p.includes(only));

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const stack = await serveStack({ mode: 'production', outDir: 'dist', mockPort: 3211, webPort: 4181 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/** A session of the seller demo account (the mock's fixed SMS code). */
async function demoToken() {
  const mock = `http://127.0.0.1:3211`;
  await fetch(`${mock}/sms/sendYzm?phone=13900139000&type=login`);
  const res = await fetch(`${mock}/h5/login`, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13900139000', code: process.env.MOCK_SMS_CODE || '123456' }) });
  const { token } = await res.json();
  if (!token) throw new Error('could not sign in the demo seller');
  return token;
}

let failed = false;
try {
  const token = await demoToken();
  const rows = [];
  for (const path of pages) {
    const budgetKb = BUDGET_KB[path] ?? DEFAULT_BUDGET_KB;
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    // Signed in on every page but the sign-in pages themselves.
    if (!['/login', '/register'].includes(path)) await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const assets = new Set();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === stack.baseUrl && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(stack.baseUrl + path, { waitUntil: 'networkidle' });
    const landed = new URL(page.url()).pathname;
    let js = 0;
    let css = 0;
    for (const asset of assets) {
      const size = gzipSync(readFileSync(`dist${asset}`), { level: 9 }).length;
      if (asset.endsWith('.js')) js += size; else css += size;
    }
    const totalKb = (js + css) / 1024;
    const ok = totalKb <= budgetKb && landed === path.split('?')[0];
    failed ||= !ok;
    rows.push({ page: path, files: assets.size, 'JS KB': (js / 1024).toFixed(1), 'CSS KB': (css / 1024).toFixed(1),
      'total KB': totalKb.toFixed(1), 'budget KB': budgetKb,
      ok: totalKb > budgetKb ? '✗ over budget' : landed !== path.split('?')[0] ? `✗ landed on ${landed}` : '✓' });
    await context.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  stack.stop();
}
process.exit(failed ? 1 : 0);
