#!/usr/bin/env node
// Lighthouse mobile performance of the production build (served by `vite preview`, proxied to the mock),
// run with Debian's Chromium (CHROME_PATH). Target (issue 3): ≥ 95 on home, goodList and goodDetail.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { serveStack } from './serve-stack.mjs';

const pages = ['/index/home', '/index/goodList', '/index/goodDetail?id=1'];
const target = 95;

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const stack = await serveStack({ mode: 'production', outDir: 'dist', mockPort: 3212, webPort: 4182 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let failed = false;
try {
  mkdirSync('.lighthouse', { recursive: true });
  const rows = [];
  for (const path of pages) {
    const result = await lighthouse(stack.baseUrl + path, { port: chrome.port, output: 'html', logLevel: 'error',
      onlyCategories: ['performance'] });
    const lhr = result.lhr;
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    failed ||= score < target;
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    rows.push({ page: path, score, FCP: metric('first-contentful-paint'), LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'), CLS: metric('cumulative-layout-shift'), SI: metric('speed-index') });
    writeFileSync(`.lighthouse/${path.replace(/[^a-z0-9]+/gi, '_')}.html`, result.report);
  }
  console.table(rows);
  console.log(`target: performance ≥ ${target} (reports in .lighthouse/)`);
} finally {
  await chrome.kill();
  stack.stop();
}
process.exit(failed ? 1 : 0);
