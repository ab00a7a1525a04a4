#!/usr/bin/env node
// The browser journeys' servers, started together (playwright.config.ts runs this as its one web server):
// each worker's mock (its own port and data folder) while the app is built, then each worker's nginx serving
// that build in front of its mock, with deploy/nginx.conf as production runs it (scripts/serve-nginx.mjs). The
// journeys thus run on the production web server: its caching (a test's second page load takes the hashed
// files from the browser's cache), its headers and its Content-Security-Policy (a violation is a console error,
// which fails the journey). nginx also costs a fraction of `vite preview`'s CPU (≈ 150 ms a page load here:
// it compressed every file on each request and proxied in JavaScript), on a machine where the journeys are
// bound by CPU. One script starts them all because Playwright starts the web servers of its config one after
// another, each once the one before answers: 13 s here before the first journey. Once all answer, this answers
// 200 on the ready port Playwright waits on. Stopped (SIGTERM, SIGINT), it stops them and removes the run's build
// and data folders; if one of them exits, it stops the others and exits with an error. `--mocks-only`: the mocks alone, for
// the configs that bring their own app server (test:dev, test:prod), with the same data.
//   node scripts/e2e-servers.mjs --base 20000 --workers 2 --out .e2e-dist/20000 --ready 20009 [--mocks-only]
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { ensureNginx } from './serve-nginx.mjs';
import { waitFor } from './serve-stack.mjs';

const { values: args } = parseArgs({ options: {
  base: { type: 'string' }, workers: { type: 'string' }, out: { type: 'string' }, ready: { type: 'string' },
  'mocks-only': { type: 'boolean', default: false },
} });
const mocksOnly = args['mocks-only'];
const base = Number(args.base);
const workers = Number(args.workers);
const ready = Number(args.ready);
if (!base || !workers || !ready || !(args.out || mocksOnly)) {
  throw new Error('usage: e2e-servers.mjs --base <port> --workers <n> --ready <port> (--out <dir> | --mocks-only)');
}

// Node itself runs each server (no shell, no npx): a signal to the child reaches the server. They stay in our
// process group, which Playwright stops as a whole (SIGTERM: `gracefulShutdown` in playwright.config.ts).
const children = new Set();
const mockPort = (index) => base + 10 * index;
const indexes = Array.from({ length: workers }, (_, index) => index);
const mockDataDir = (index) => `.mock-data/e2e-${mockPort(index)}`;
let stopping = false;
/** Stops the servers, then removes what this run made for itself (the build, the mocks' data folders): each run
 *  picks new ports, so what it leaves would pile up. */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const exited = [...children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 4000))]);
  for (const dir of [...(args.out ? [args.out] : []), ...indexes.map(mockDataDir)]) {
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(code);
}
process.on('SIGTERM', () => void stopAll(0));
process.on('SIGINT', () => void stopAll(0));

/** Runs a Node script with `args`, output to ours; resolves with its exit code. */
function run(args, env = {}) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  children.add(child);
  return new Promise((resolve) => child.on('exit', (code) => {
    children.delete(child);
    resolve(code ?? 1);
  }));
}

/** A server: its exit before we stop is a failure of the whole set. */
function serve(name, args, env) {
  void run(args, env).then((code) => {
    if (stopping) return;
    console.error(`[e2e-servers] ${name} 意外退出（${code}）`);
    void stopAll(1);
  });
}

const VITE = 'node_modules/vite/bin/vite.js';
for (const index of indexes) {
  const port = mockPort(index);
  serve(`mock ${index}`, ['mock-server/index.ts'], {
    MOCK_PORT: String(port), MOCK_DATA_DIR: mockDataDir(index), MOCK_SEED: '20261121', MOCK_GOODS: '2000', MOCK_LATENCY: '0',
  });
}
if (!mocksOnly) {
  try {
    ensureNginx();
  } catch (err) {
    console.error(`[e2e-servers] ${err.message}`);
    await stopAll(1);
  }
  // The presenter build (mock mode: QA panel, sandbox client id), calling the API under /prod-api/ as nginx
  // serves it, and polling live screens from 300 ms (src/lib/livePoll.ts).
  const built = await run([VITE, 'build', '--mode', 'demo', '--outDir', args.out, '--logLevel', 'warn'],
    { VITE_LIVE_POLL_MS: '300', VITE_API_PREFIX: '/prod-api' });
  if (built !== 0) {
    console.error(`[e2e-servers] 构建失败（${built}）`);
    await stopAll(1);
  }
  for (const index of indexes) {
    serve(`nginx ${index}`, ['scripts/serve-nginx.mjs', '--dist', args.out, '--port', String(mockPort(index) + 1),
      '--upstream', `http://127.0.0.1:${mockPort(index)}`]);
  }
}
try {
  await Promise.all(indexes.flatMap((index) => [
    waitFor(`http://127.0.0.1:${mockPort(index)}/__mock/health`, 60_000),
    ...mocksOnly ? [] : [waitFor(`http://127.0.0.1:${mockPort(index) + 1}/`, 60_000)],
  ]));
} catch (err) {
  console.error(`[e2e-servers] ${err.message}`);
  await stopAll(1);
}
createServer((_, res) => res.end('ready')).listen(ready, '127.0.0.1');
