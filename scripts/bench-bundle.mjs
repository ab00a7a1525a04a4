#!/usr/bin/env node
// Bundle budget: builds the production bundle, loads each page in Chromium and sums the gzip size of
// every JS and CSS file the page loaded (gzip -9 of the built file, as a server would send it).
// Budgets (issue 3): /index/home ≤ 170 KB, /index/goodList ≤ 180 KB. Exits non-zero when one is over.
// goodDetail and /login are our own guards against growth, set a little above what they load today (185 and
// 218 KB; goodDetail: the home stack plus tabs and the gallery; /login: zod's schemas, ~37 KB, on top).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveStack } from './serve-stack.mjs';

const pages = [
  { path: '/index/home', budgetKb: 170 },
  { path: '/index/goodList', budgetKb: 180 },
  { path: '/index/goodDetail?id=1', budgetKb: 195 },
  { path: '/login', budgetKb: 228 },
];

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const stack = await serveStack({ mode: 'production', outDir: 'dist', mockPort: 3211, webPort: 4181 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let failed = false;
try {
  const rows = [];
  for (const { path, budgetKb } of pages) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    const page = await context.newPage();
    const assets = new Set();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === stack.baseUrl && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(stack.baseUrl + path, { waitUntil: 'networkidle' });
    let js = 0;
    let css = 0;
    for (const asset of assets) {
      const size = gzipSync(readFileSync(`dist${asset}`), { level: 9 }).length;
      if (asset.endsWith('.js')) js += size; else css += size;
    }
    const totalKb = (js + css) / 1024;
    const ok = totalKb <= budgetKb;
    failed ||= !ok;
    rows.push({ page: path, files: assets.size, 'JS KB': (js / 1024).toFixed(1), 'CSS KB': (css / 1024).toFixed(1),
      'total KB': totalKb.toFixed(1), 'budget KB': budgetKb, ok: ok ? '✓' : '✗ over budget' });
    await context.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  stack.stop();
}
process.exit(failed ? 1 : 0);
