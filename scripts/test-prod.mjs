#!/usr/bin/env node
// `npm run test:prod`: production as it is served. One production build (into a temp folder) is checked for
// anything of the mock (the test:dist check, on the same build), then served by deploy/nginx.conf as written —
// HTTPS with HTTP/2 (a throwaway self-signed certificate) and its plain port redirecting — with the mock as its
// backend, and the journeys of e2e/*.prod.ts run through it (playwright.prod.config.ts): the protocol (h2), the
// TLS versions, the redirect, the response headers (HSTS among them), and a phone journey with no
// Content-Security-Policy violation.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scan } from './check-dist.mjs';
import { ensureNginx } from './serve-nginx.mjs';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
ensureNginx({ tls: true });
const dist = mkdtempSync(join(tmpdir(), 'prod-dist-'));
let status = 1;
try {
  console.log(`[test:prod] vite build --mode production → ${dist}`);
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'production', '--outDir', dist,
    '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, BACKEND_URL: '' } });
  if (build.status !== 0) throw new Error('生产构建失败');
  const hits = scan(dist);
  if (hits.length) throw new Error(`生产构建含有模拟后端/QA 专用代码（${hits.length} 处）：\n  ${hits.join('\n  ')}`);
  console.log(`[test:prod] 构建完成，不含模拟后端代码（${seconds()}）；nginx + 浏览器旅程…`);
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.prod.config.ts', ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, PROD_DIST: dist } });
  status = run.status ?? 1;
} catch (err) {
  console.error(`[test:prod] ${err instanceof Error ? err.message : String(err)}`);
} finally {
  rmSync(dist, { recursive: true, force: true });
}
console.log(`[test:prod] ${status === 0 ? 'OK' : 'FAILED'}（${seconds()}）`);
process.exit(status);
