// `npm run bench:mock`: our goods list vs bare json-server 0.17 on the same 100 000 goods.
//
// Both servers run as child processes on loopback (so autocannon, here, does not share their CPU):
//   ours: mock-server/index.ts with MOCK_GOODS=100000 in a throwaway data folder, start-up timed from spawn
//         to its first answer;
//   bare: json-server's own router over the same seeded goods array, as resource `goods`.
// Each is hit for ~6 s with 10 connections, after a 1 s warm-up, with the same question: one game, a price
// range, sorted by price ascending, page 3 of 10. Exits non-zero when our p99 > 30 ms, when we are not faster
// than bare json-server, or when start-up takes more than 3 s.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOODS = 100_000;
const SEED = 20261121;
const DURATION_S = 6;
const CONNECTIONS = 10;
const LIMITS = { p99Ms: 30, ratio: 1, startupMs: 3000 };
const QUERY = { gameId: 1, priceStart: 200, priceEnd: 5000, sortRank: 'priceasc', pageNum: 3, pageSize: 10 };

// ---- child mode: a bare json-server over the seeded goods ----
if (process.argv[2] === '--bare') {
  const port = Number(process.argv[3]);
  const { default: jsonServer } = await import('json-server');
  const { createSeedDb } = await import('../fixtures/seed.ts');
  const goods = createSeedDb({ seed: SEED, goodsCount: GOODS }).goods;
  const app = jsonServer.create();
  app.use(jsonServer.defaults({ logger: false }));
  app.use(jsonServer.router({ goods }));
  app.listen(port, '127.0.0.1', () => console.log('ready'));
} else {
  await main();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr?.on('data', (d: Buffer) => { err += d.toString(); });
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`[bench] child ${args.join(' ')} exited ${code}\n${err}`);
  });
  return child;
}

async function waitFor(url: string, timeoutMs: number, init?: RequestInit): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, init);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`[bench] ${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function hit(url: string, method: 'GET' | 'POST', body?: string, seconds = DURATION_S): Promise<Result> {
  return autocannon({
    url, method, connections: CONNECTIONS, duration: seconds, body,
    headers: body ? { 'content-type': 'application/json' } : {},
  });
}

async function main(): Promise<void> {
  const [oursPort, barePort] = await Promise.all([freePort(), freePort()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mock-'));
  const children: ChildProcess[] = [];
  const stopAll = () => children.forEach((c) => c.kill('SIGKILL'));
  process.on('exit', stopAll);
  try {
    console.log(`[bench] starting our mock (MOCK_GOODS=${GOODS}) and bare json-server 0.17 …`);
    const t0 = performance.now();
    children.push(start(['mock-server/index.ts'], {
      MOCK_PORT: String(oursPort), MOCK_GOODS: String(GOODS), MOCK_SEED: String(SEED), MOCK_DATA_DIR: dataDir,
      MOCK_AUDIT_MS: '0', MOCK_ORDER_STEP_MS: '0', MOCK_LATENCY: '0',
    }));
    await waitFor(`http://127.0.0.1:${oursPort}/__mock/health`, 30_000);
    const startupMs = Math.round(performance.now() - t0);
    children.push(start(['scripts/bench-mock.ts', '--bare', String(barePort)], {}));
    await waitFor(`http://127.0.0.1:${barePort}/goods?_limit=1`, 60_000);

    const oursUrl = `http://127.0.0.1:${oursPort}/web/good/allList`;
    const body = JSON.stringify(QUERY);
    const bareUrl = `http://127.0.0.1:${barePort}/goods?gameId=${QUERY.gameId}&saleState=1&newPrice_gte=${QUERY.priceStart}`
      + `&newPrice_lte=${QUERY.priceEnd}&_sort=newPrice&_order=asc&_page=${QUERY.pageNum}&_limit=${QUERY.pageSize}`;

    // Same answer check: both list the same goods on that page.
    const ours = (await (await fetch(oursUrl, { method: 'POST', body, headers: { 'content-type': 'application/json' } })).json()) as { rows: { id: number }[]; total: number };
    const bare = (await (await fetch(bareUrl)).json()) as { id: number }[];
    const same = JSON.stringify(ours.rows.map((g) => g.id)) === JSON.stringify(bare.map((g) => g.id));

    // Warm-up: 1 s of load for ours (JIT); a single request for bare, whose answers take seconds, so that no
    // queue of warm-up requests is still being served while it is measured.
    await hit(oursUrl, 'POST', body, 1);
    const a = await hit(oursUrl, 'POST', body);
    await fetch(bareUrl);
    const b = await hit(bareUrl, 'GET');

    // Completed requests over the same duration; bare may complete none at all in 6 s.
    const bareDone = b.requests.total;
    const ratio = a.requests.total / Math.max(bareDone, 1);
    const ms = (r: Result, v: number) => (r.requests.total === 0 ? '—' : String(v));
    const row = (name: string, r: Result) =>
      `| ${name.padEnd(34)} | ${(r.requests.total / DURATION_S).toFixed(1).padStart(8)} | ${ms(r, r.latency.p50).padStart(7)} | ${ms(r, r.latency.p99).padStart(7)} | ${String(r.errors + r.non2xx).padStart(6)} |`;
    console.log('');
    console.log(`Goods list at ${GOODS} goods: game ${QUERY.gameId}, ¥${QUERY.priceStart}–${QUERY.priceEnd}, price ↑, page ${QUERY.pageNum} (total ${ours.total}); ${CONNECTIONS} connections × ${DURATION_S} s`);
    console.log('| server                             |    req/s | p50 ms  | p99 ms  | errors |');
    console.log('|------------------------------------|----------|---------|---------|--------|');
    console.log(row('ours  POST /web/good/allList', a));
    console.log(row('bare  GET /goods?…&_sort&_page', b));
    console.log('');
    console.log(`ratio ours/bare (req/s): ${bareDone === 0 ? '> ' : ''}${ratio.toFixed(1)}×   start-up to first answer: ${startupMs} ms   same page: ${same ? 'yes' : 'NO'}`);

    // Latency and start-up scale with CPU contention: say so when other work is sharing the machine.
    const [load] = os.loadavg();
    const cores = os.cpus().length;
    if (load > cores) console.log(`[bench] 注意：机器繁忙（1 分钟负载 ${load.toFixed(1)}，${cores} 核），延迟与启动耗时偏高，结果仅供参考`);

    const failures: string[] = [];
    if (a.latency.p99 > LIMITS.p99Ms) failures.push(`p99 ${a.latency.p99} ms > ${LIMITS.p99Ms} ms`);
    if (ratio < LIMITS.ratio) failures.push(`ratio ${ratio.toFixed(2)} < ${LIMITS.ratio}`);
    if (startupMs > LIMITS.startupMs) failures.push(`start-up ${startupMs} ms > ${LIMITS.startupMs} ms`);
    if (a.errors + a.non2xx > 0) failures.push(`${a.errors + a.non2xx} errors on our server`);
    if (!same) failures.push('ours and bare json-server listed different goods on the page');
    if (failures.length) {
      console.error(`\n[bench] FAILED: ${failures.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('\n[bench] OK');
    }
  } finally {
    stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
