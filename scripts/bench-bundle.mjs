#!/usr/bin/env node
// Bundle budget: builds the production bundle, loads every route of the app in Chromium (signed in, so that
// personal pages show themselves rather than the login page; the landing pages home, goodList and goodDetail
// also signed out, a visitor's first load) and sums the gzip size of every JS and CSS file
// each page loaded (gzip -9 of the built file, as a server would send it). Exits non-zero when one is over.
// Budgets: home ≤ 170 KB, goodList ≤ 180 KB, every other route ≤ 190 KB.
//   npm run bench:bundle [-- --no-build] [-- --json <file>] [-- --only <text>[,<text>…]] [-- --explain[=N]]
// --explain[=N] (with a build) lists, for each page measured, the chunks it loaded (gzip KB, heaviest first, with
// their code-splitting group) and the heaviest modules in each (12, or N): minified bytes as rendered into the chunk and
// that share of the chunk's gzip size (an estimate: gzip does not split by module).
// Run with tsx (package.json does): the route list comes from src/config/paths.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { indexChildren, otherChildren } from '../src/config/paths.ts';
import { demoToken, serveStack } from './serve-stack.mjs';

const BUDGET_KB = { '/index/home': 170, '/index/goodList': 180 };
const DEFAULT_BUDGET_KB = 190;
// Query parameters a route needs to show real content (seeded ids: fixtures/README.md): sureOrder the seller's
// goods 2 on sale and orderDetail the buyer's 待支付 order 1 (its pay choices), both seen by the buyer (BUYER_PAGES).
const QUERY = {
  goodDetail: 'id=1', orderDetail: 'orderId=1', sureOrder: 'id=2', articleDetail: 'id=1', BasicInformation: 'gameId=1&mode=sale',
  jingjiahuishou: 'gameId=1', newsDetail: 'id=1', helpdetail: 'id=1', accountPreview: 'id=11', jingjiahuishouPriceList: 'id=1',
};
// goZFB hands the order to the payment page at once (it leaves the app); the payment test page (pay) is not
// in production builds (router.tsx).
const SKIP = new Set(['goZFB', 'pay']);

// Pages measured as the demo buyer (the rest as the demo seller): the buyer's side of an order has the most on it.
const BUYER_PAGES = ['/index/sureOrder', '/index/orderDetail', '/index/other/MyProducts'];
const withQuery = (path, name) => (QUERY[name] ? `${path}?${QUERY[name]}` : path);
const routes = [
  '/pages/detail/index?id=1', '/login', '/register', '/yinsi',
  ...indexChildren.filter((n) => !SKIP.has(n)).map((n) => withQuery(`/index/${n}`, n)),
  ...otherChildren.map((n) => withQuery(`/index/other/${n}`, n)),
];
const onlyAt = process.argv.indexOf('--only');
// --only a,b: the routes containing any of the texts.
const only = onlyAt > 0 ? process.argv[onlyAt + 1].split(',') : undefined;
// A visitor's first load of the landing pages (app/earlyStart.ts) is measured too: the same budget, signed out.
const LANDING = ['/index/home', '/index/goodList', '/index/goodDetail?id=1'];
const pages = routes.flatMap((path) => [
  ...(LANDING.includes(path) ? [{ path, signedIn: false }] : []),
  // Signed in on every page but the sign-in pages themselves.
  { path, signedIn: !['/login', '/register'].includes(path) },
]).filter(({ path }) => !only || only.some((text) => path.includes(text)));
// --json <file>: every page's row and the files it loaded (gzip bytes), to compare two builds.
const jsonAt = process.argv.indexOf('--json');
const jsonFile = jsonAt > 0 ? process.argv[jsonAt + 1] : undefined;

// Its own output folder (git-ignored): another build into dist/ meanwhile (lighthouse, npm run build) would
// swap the files under the pages being measured.
const OUT_DIR = '.tmp/bench-dist';
const explainArg = process.argv.find((arg) => arg === '--explain' || arg.startsWith('--explain='));
const explain = Boolean(explainArg);
// Modules listed per chunk (--explain=N, default 12).
const explainTop = Number(explainArg?.split('=')[1] ?? 12);
const noBuild = process.argv.includes('--no-build');
if (explain && noBuild) throw new Error('--explain needs a build (it records what each chunk holds while building)');

/** chunk file name → its modules and their rendered (minified) length, recorded while building. */
const chunkModules = new Map();
if (!noBuild) {
  const { build } = await import('vite');
  const record = {
    name: 'bench-record-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules).map(([id, info]) => ({ id, bytes: info.renderedLength }))
          .filter((m) => m.bytes > 0);
        chunkModules.set(output.fileName, { name: output.name, modules, bytes: output.code.length });
      }
    },
  };
  await build({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true }, plugins: explain ? [record] : [] });
}

const shortId = (id) => id.replace(process.cwd() + '/', '').replace(/^node_modules\//, '~').replace(/\?.*$/, '');

/** The page's chunks, heaviest first, with their heaviest modules. */
function explainPage(path, sizes) {
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${path}: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.size} files`);
  for (const [asset, size] of [...sizes].sort((a, b) => b[1] - a[1])) {
    const info = chunkModules.get(asset.slice(1));
    console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${asset}${info ? `  [${info.name}]` : ''}`);
    if (!info) continue;
    const rendered = info.modules.reduce((a, m) => a + m.bytes, 0) || 1;
    const top = [...info.modules].sort((a, b) => b.bytes - a.bytes);
    const shown = top.filter((m, i) => i < explainTop && (explainArg.includes('=') || m.bytes / rendered > 0.01));
    for (const m of shown) {
      console.log(`          ${(m.bytes / 1024).toFixed(1).padStart(6)} KB min ≈ ${((size * m.bytes) / rendered / 1024).toFixed(1).padStart(5)} KB gz  ${shortId(m.id)}`);
    }
    if (top.length > shown.length) {
      const rest = top.slice(shown.length).reduce((a, m) => a + m.bytes, 0);
      console.log(`          ${(rest / 1024).toFixed(1).padStart(6)} KB min in ${top.length - shown.length} more modules`);
    }
  }
}
const MOCK_PORT = 3211;
const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;
const stack = await serveStack({ mode: 'production', outDir: OUT_DIR, mockPort: MOCK_PORT, webPort: 4181 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

let failed = false;
try {
  // The seeded data, and no SMS rate limit left from a run a minute ago (the data folder outlives a run).
  await fetch(`${MOCK_URL}/__mock/reset`, { method: 'POST' });
  const tokens = { seller: await demoToken(MOCK_URL, '13900139000'), buyer: await demoToken(MOCK_URL, '13800138000') };
  const rows = [];
  const loaded = [];
  for (const { path, signedIn } of pages) {
    const budgetKb = BUDGET_KB[path] ?? DEFAULT_BUDGET_KB;
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    const token = BUYER_PAGES.some((name) => path.includes(name)) ? tokens.buyer : tokens.seller;
    if (signedIn) await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const assets = new Set();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === stack.baseUrl && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(stack.baseUrl + path, { waitUntil: 'networkidle' });
    // The route's own screen, not the sign-in page nor the 404 page.
    const landed = (await page.getByText('您访问的页面不存在').count()) > 0 ? '404' : new URL(page.url()).pathname;
    let js = 0;
    let css = 0;
    const sizes = new Map();
    for (const asset of assets) {
      const size = gzipSync(readFileSync(`${OUT_DIR}${asset}`), { level: 9 }).length;
      sizes.set(asset, size);
      if (asset.endsWith('.js')) js += size; else css += size;
    }
    const label = LANDING.includes(path) ? `${path} (${signedIn ? 'signed in' : 'visitor'})` : path;
    if (explain) explainPage(label, sizes);
    loaded.push({ page: label, files: Object.fromEntries(sizes) });
    const totalKb = (js + css) / 1024;
    const ok = totalKb <= budgetKb && landed === path.split('?')[0];
    failed ||= !ok;
    rows.push({ page: label, files: assets.size, 'JS KB': (js / 1024).toFixed(1), 'CSS KB': (css / 1024).toFixed(1),
      'total KB': totalKb.toFixed(1), 'budget KB': budgetKb,
      ok: totalKb > budgetKb ? '✗ over budget' : landed !== path.split('?')[0] ? `✗ landed on ${landed}` : '✓' });
    await context.close();
  }
  console.table(rows);
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ rows, loaded, chunks: Object.fromEntries(chunkModules) }, null, 1));
} finally {
  await browser.close();
  stack.stop();
}
process.exit(failed ? 1 : 0);
