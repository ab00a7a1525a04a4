#!/usr/bin/env node
// Lighthouse mobile performance of the production build, proxied to the mock, run with Debian's Chromium
// (CHROME_PATH). Target (issue 3): ≥ 95 on home, goodList and goodDetail.
//
// The build is served the way production serves it: HTTP/2 over TLS (scripts/serve-h2.mjs). `--http1` serves it
// with `vite preview` instead (HTTP/1.1: six connections, the other module requests queue behind them).
// One Lighthouse run moves by ±5 points on this 2-core machine, so each page runs `--runs N` times (default 5)
// and the median run is the page's figure; every run's score is printed beside it.
//   npm run bench:lighthouse [-- --no-build] [-- --runs 5] [-- --http1]
// `-- --a11y`: Lighthouse accessibility (one run each, it does not depend on timing) of every route, signed in
// as the demo seller; target ≥ 95.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { demoToken, serveStack } from './serve-stack.mjs';

const { values: args } = parseArgs({ options: {
  'no-build': { type: 'boolean', default: false },
  http1: { type: 'boolean', default: false },
  runs: { type: 'string', default: '5' },
  a11y: { type: 'boolean', default: false },
} });
const a11y = args.a11y;
const category = a11y ? 'accessibility' : 'performance';
const pages = a11y ? await everyRoute() : ['/index/home', '/index/goodList', '/index/goodDetail?id=1'];
const target = 95;
const runs = a11y ? 1 : Math.max(1, Number(args.runs) || 5);

/** Every route of the app, with the ids that make it show real content (e2e/routes.ts). */
async function everyRoute() {
  const { EVERY_ROUTE } = await import('../e2e/routes.ts');
  return EVERY_ROUTE.map((r) => r.path).filter((p) => !p.startsWith('/index/goZFB') && p !== '/index/pay');
}

if (!args['no-build']) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const stack = await serveStack({ mode: 'production', outDir: 'dist', mockPort: 3212, webPort: 4182, http2: !args.http1 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run',
    // The HTTP/2 server's certificate is a throwaway self-signed one.
    ...(args.http1 ? [] : ['--ignore-certificate-errors'])],
});
let failed = false;
try {
  mkdirSync('.lighthouse', { recursive: true });
  // Accessibility of the personal pages needs a session: put the demo seller's token in the origin's storage
  // (Lighthouse then keeps storage between pages: disableStorageReset).
  if (a11y) await signIn(stack.baseUrl, chrome.port);
  const rows = [];
  for (const path of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      results.push(await lighthouse(stack.baseUrl + path, { port: chrome.port, output: 'html', logLevel: 'error',
        onlyCategories: [category], disableStorageReset: a11y }));
    }
    const score = (result) => Math.round((result.lhr.categories[category].score ?? 0) * 100);
    const median = [...results].sort((a, b) => score(a) - score(b))[Math.floor(results.length / 2)];
    const { lhr } = median;
    failed ||= score(median) < target;
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    if (a11y) {
      const failing = Object.values(lhr.audits).filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary').map((a) => a.id);
      rows.push({ page: path, accessibility: score(median), failing: failing.join(', ') || '-' });
    } else {
      rows.push({ page: path, score: score(median), runs: results.map(score).join('/'), FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'), TBT: metric('total-blocking-time'), CLS: metric('cumulative-layout-shift'),
        SI: metric('speed-index') });
    }
    writeFileSync(`.lighthouse/${path.replace(/[^a-z0-9]+/gi, '_')}.html`, median.report);
  }
  console.table(rows);
  console.log(`served over ${args.http1 ? 'HTTP/1.1 (vite preview)' : 'HTTP/2 (scripts/serve-h2.mjs)'}; `
    + `median of ${runs} run(s); target: ${category} ≥ ${target} (median reports in .lighthouse/)`);
} finally {
  await chrome.kill();
  stack.stop();
}
process.exit(failed ? 1 : 0);

/** Signs the demo seller in through the mock and stores the token in the app origin's localStorage. */
async function signIn(baseUrl, port) {
  const token = await demoToken('http://127.0.0.1:3212', '13900139000');
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${baseUrl}/yinsi`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.close();
  await browser.close();
}
