// `npm run bench:mock`: our goods list vs bare json-server 0.17 on the same 100 000 goods, then acknowledged
// writes per second; `npm run bench:mock -- --load`: the goods list under 100 connections for 30 s.
//
// Both servers run as child processes on loopback (so autocannon, here, does not share their CPU):
//   ours: mock-server/index.ts with MOCK_GOODS=100000 in a throwaway data folder, started three times (timedStarts):
//         the first start builds the seeded base file (limit 60 s); one with the shared file deleted copies it from
//         the base again (reported); a restart opens what is there (limit 3 s), timed from spawn to its first answer;
//   bare: json-server's own router over the same seeded goods array, as resource `goods`.
// Each is hit for ~6 s with 10 connections, after a 1 s warm-up, with the same question: one game, a price
// range, sorted by price ascending, page 3 of 10. Exits non-zero when our p99 > 30 ms, when we are not faster
// than bare json-server, or when start-up takes more than 3 s.
// Writes: the demo seller edits the prices of their goods for 6 s over 10 connections, with persistence on
// (every answer waits for its commit); acknowledged = answers with body code 200.
// --load: 100 connections × 30 s on the same goods list question; fails on any error or p99 > 50 ms.
// --writes: only the acknowledged writes part (no bare json-server), e.g. to compare two versions.
// --restore: snapshot restore without a restart at 2 000 goods (`-- --goods N` for another size): a few
// changes, one snapshot, 10 restores; then the presets demo-mid-trade and new-user (built at restore time),
// 3 each; then goods-100k and a snapshot saved at 100 000 goods, 3 restores. Prints median and worst round
// trip of each; fails when a restore at 2 000 goods takes over 1 s, or one at 100 000 over 5 s.
// --spaces: data spaces at 2 000 goods (`-- --goods N` for another size, `--count N` spaces: 50 at 2 000 goods, else 10),
// each created from the shared data (limit 1 s) and a snapshot restored into it (the pair within 1 s at the default size; a
// restore within 5 s at 100 000 goods), one created straight from a snapshot and one
// from the preset demo-mid-trade; the mock's RSS with them all open and used (a sign-in, a keyword search each;
// limits 400 MB for 50 at 2 000 goods, 40 MB a space); then left idle (MOCK_SPACE_IDLE_MS 8 s): the time until all are unloaded, the RSS after, and the
// first call into an unloaded space (loaded again from its folder).
// --scale: our mock alone at 1 000 000 goods (`-- --goods N` for another size): the first start, which builds the
// base file (limit 60 s), and the RSS it keeps serving (limit 300 MB); a new data file copied from the base (reported); a
// restart (limit 2 s); the goods list question above
// for 6 s over 10 connections (p99 limit 20 ms); RSS after it (limit 300 MB).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../mock-server/lib/freePort.ts';
import autocannon, { type Result } from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOODS = 100_000;
const SEED = 20261121;
const DURATION_S = 6;
const CONNECTIONS = 10;
const LIMITS = { p99Ms: 30, ratio: 1, startupMs: 3000, firstBuildMs: 60_000, loadP99Ms: 50 };
const LOAD = { connections: 100, seconds: 30 };
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
} else if (process.argv.includes('--load')) {
  await load();
} else if (process.argv.includes('--writes')) {
  await writesOnly();
} else if (process.argv.includes('--restore')) {
  await restoreTiming();
} else if (process.argv.includes('--spaces')) {
  await spacesTiming();
} else if (process.argv.includes('--scale')) {
  await scaleTiming();
} else {
  await main();
}

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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

async function hit(url: string, method: 'GET' | 'POST', body?: string, seconds = DURATION_S, connections = CONNECTIONS): Promise<Result> {
  return autocannon({
    url, method, connections, duration: seconds, body,
    headers: body ? { 'content-type': 'application/json' } : {},
  });
}

function startOurs(port: number, dataDir: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  return start(['mock-server/index.ts'], {
    MOCK_PORT: String(port), MOCK_GOODS: String(GOODS), MOCK_SEED: String(SEED), MOCK_DATA_DIR: dataDir,
    MOCK_AUDIT_MS: '0', MOCK_ORDER_STEP_MS: '0', MOCK_LATENCY: '0', ...env,
  });
}

/**
 * The three starts of our mock on a new data folder, each timed from spawn to its first answer: the first, which
 * builds the seeded base file and the shared space's file from it (once per seed, goods count and generator); one
 * with the shared file deleted, so that it is copied from the base again (what a new data folder beside an existing
 * base costs: the file copy grows with the goods); and a restart with both there — every start after the first,
 * the one the start-up limit is for. The restarted mock is left running for the measurements after it.
 */
async function timedStarts(port: number, dataDir: string, env: NodeJS.ProcessEnv, children: ChildProcess[], buildTimeoutMs: number): Promise<{ firstBuildMs: number; firstRssMb: number; fromBaseMs: number; restartMs: number; child: ChildProcess }> {
  const timed = async (): Promise<{ ms: number; child: ChildProcess }> => {
    // The pages the step before wrote (gigabytes at 1 000 000 goods) on disk first: a start is timed, not their writeback.
    spawnSync('sync');
    const t0 = performance.now();
    const child = startOurs(port, dataDir, env);
    children.push(child);
    await waitFor(`http://127.0.0.1:${port}/__mock/health`, buildTimeoutMs);
    return { ms: Math.round(performance.now() - t0), child };
  };
  const kill = async (child: ChildProcess) => {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
  };
  const first = await timed();
  // What a first start keeps once it serves (the base is built in a process of its own: persist/base.ts).
  const firstRssMb = rssMb(first.child.pid as number);
  await kill(first.child);
  for (const f of ['data.sqlite', 'data.sqlite-wal', 'data.sqlite-shm', '.owner.json']) fs.rmSync(path.join(dataDir, f), { force: true });
  const fromBase = await timed();
  await kill(fromBase.child);
  const restart = await timed();
  return { firstBuildMs: first.ms, firstRssMb, fromBaseMs: fromBase.ms, restartMs: restart.ms, child: restart.child };
}

function busyNote(): string {
  const [load1] = os.loadavg();
  const cores = os.cpus().length;
  return `机器 ${cores} 核，1 分钟负载 ${load1.toFixed(1)}${load1 > cores ? '（繁忙：与其他任务共用，延迟偏高，结果仅供参考）' : ''}`;
}

/** The demo seller's price edits over 10 connections; answers count only when their body says code 200. */
async function writes(base: string): Promise<{ perSec: number; acked: number; failed: number; p50: number; p99: number }> {
  const phone = '13900139000';
  await fetch(`${base}/sms/sendYzm?phone=${phone}&type=login`);
  const login = (await (await fetch(`${base}/h5/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, code: '123456' }),
  })).json()) as { token?: string };
  if (!login.token) throw new Error('[bench] the demo seller could not sign in');
  const headers = { 'content-type': 'application/json', Authorization: `Bearer ${login.token}` };
  // The seller's goods whose price may change (listed, waiting or taken down).
  const ids: number[] = [];
  for (let id = 1; id <= 30; id++) {
    const res = (await (await fetch(`${base}/need/goods/editPrice`, { method: 'POST', headers, body: JSON.stringify({ id, price: 100 }) })).json()) as { code: number };
    if (res.code === 200) ids.push(id);
  }
  if (ids.length === 0) throw new Error('[bench] no goods of the demo seller accept a price edit');
  let n = 0;
  let acked = 0;
  let failed = 0;
  const r = await autocannon({
    url: `${base}/need/goods/editPrice`, method: 'POST', connections: CONNECTIONS, duration: DURATION_S, headers,
    requests: [{
      setupRequest: (req) => {
        n++;
        return { ...req, body: JSON.stringify({ id: ids[n % ids.length], price: 100 + (n % 9000) }) };
      },
      onResponse: (status, body) => {
        if (status === 200 && body.includes('"code":200')) acked++;
        else failed++;
      },
    }],
  });
  return { perSec: acked / DURATION_S, acked, failed: failed + r.errors, p50: r.latency.p50, p99: r.latency.p99 };
}

async function writesOnly(): Promise<void> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mock-'));
  const child = startOurs(port, dataDir);
  process.on('exit', () => child.kill('SIGKILL'));
  try {
    await waitFor(`http://127.0.0.1:${port}/__mock/health`, 60_000);
    const w = await writes(`http://127.0.0.1:${port}`);
    console.log(`Acknowledged writes (POST /need/goods/editPrice, ${GOODS} goods, ${CONNECTIONS} connections × ${DURATION_S} s, persistence on): `
      + `${w.perSec.toFixed(1)}/s (${w.acked} acknowledged, ${w.failed} failed, p50 ${w.p50} ms, p99 ${w.p99} ms)`);
    console.log(`[bench] ${busyNote()}`);
    if (w.failed > 0) process.exitCode = 1;
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function restoreTiming(): Promise<void> {
  const at = process.argv.indexOf('--goods');
  const goods = at >= 0 ? Number(process.argv[at + 1]) : 2000;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mock-'));
  const child = startOurs(port, dataDir, { MOCK_GOODS: String(goods) });
  process.on('exit', () => child.kill('SIGKILL'));
  const post = async (p: string, body?: unknown) => (await fetch(`${base}${p}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json())) as { code: number; msg: string; data?: { ms?: number } };
  try {
    await waitFor(`${base}/__mock/health`, 60_000);
    // Some changed rows, so the snapshot is more than the seed.
    for (const id of [1, 2, 3]) await post(`/__mock/goods/${id}/audit`, { pass: true });
    const saved = await post('/__mock/snapshots', { name: 'bench' });
    if (saved.code !== 200) throw new Error(`[bench] ${saved.msg}`);
    // Round trips of n restores of one name: median and worst against the limit.
    const time = async (name: string, n: number, limitMs: number, what: string) => {
      const rounds: number[] = [];
      const server: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        const res = await post(`/__mock/snapshots/${name}/restore`);
        if (res.code !== 200) throw new Error(`[bench] ${res.msg}`);
        rounds.push(performance.now() - started);
        server.push(res.data?.ms ?? 0);
      }
      rounds.sort((a, b) => a - b);
      server.sort((a, b) => a - b);
      const worst = rounds[rounds.length - 1];
      const mid = Math.floor(n / 2);
      console.log(`${what}, ${n} rounds: median ${rounds[mid].toFixed(0)} ms, worst ${worst.toFixed(0)} ms round trip `
        + `(server ${server[mid]} / ${server[server.length - 1]} ms); limit ${limitMs} ms${worst > limitMs ? '  ✗ OVER' : ''}`);
      if (worst > limitMs) process.exitCode = 1;
    };
    await time('bench', 10, 1000, `Snapshot restore at ${goods} goods (no restart, answered once data.sqlite holds it)`);
    await time('demo-mid-trade', 3, 1000, `Preset demo-mid-trade at ${goods} goods (built at restore time)`);
    await time('new-user', 3, 1000, `Preset new-user at ${goods} goods`);
    if (!process.argv.includes('--no-100k')) {
      await time('goods-100k', 1, 5000, 'Preset goods-100k (the seed at 100 000 goods)');
      for (const id of [1, 2, 3]) await post(`/__mock/goods/${id}/audit`, { pass: true });
      const big = await post('/__mock/snapshots', { name: 'bench-100k' });
      if (big.code !== 200) throw new Error(`[bench] ${big.msg}`);
      await time('bench-100k', 3, 5000, 'Snapshot restore at 100 000 goods');
    }
    console.log(`[bench] ${busyNote()}`);
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The resident memory of a process (Linux /proc; ps elsewhere), in MB. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) return Math.round(Number(kb) / 1024);
  } catch {
    // not Linux
  }
  const out = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim();
  return Math.round(Number(out) / 1024);
}

async function spacesTiming(): Promise<void> {
  const at = process.argv.indexOf('--goods');
  const goods = at >= 0 ? Number(process.argv[at + 1]) : 2000;
  const countAt = process.argv.indexOf('--count');
  // The issues' figures: at the default size a tester's first minute (create + restore) within 1 s and 50 spaces
  // open within 400 MB; at 100 000 goods a space created within 1 s and 40 MB, and a restore within 5 s (as
  // --restore). The pair is the default size's: at 100 000 goods each step writes a 255 MB file, and two of them
  // back to back are ≈ 0.9 s of this disk's 560 MB/s before any other work.
  const defaultSize = goods <= 2000;
  const SPACES = countAt >= 0 ? Number(process.argv[countAt + 1]) : defaultSize ? 50 : 10;
  const IDLE_MS = 8000;
  const LIMITS_SPACES = {
    createRestoreMs: defaultSize ? 1000 : undefined, createMs: 1000, restoreMs: defaultSize ? 1000 : 5000,
    rssMb: defaultSize ? 400 : undefined, perSpaceMb: 40,
  };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mock-'));
  const child = startOurs(port, dataDir, { MOCK_GOODS: String(goods), MOCK_SPACE_IDLE_MS: String(IDLE_MS) });
  process.on('exit', () => child.kill('SIGKILL'));
  type Answer = { code: number; msg: string; data?: { ms?: number; token?: string | null; spaces?: { name: string; open: boolean }[] }; rows?: unknown[] };
  const call = async (method: string, p: string, opts: { body?: unknown; space?: string; token?: string } = {}) => (await fetch(`${base}${p}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(opts.space ? { 'X-Mock-Space': encodeURIComponent(opts.space) } : {}),
      ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  }).then((r) => r.json())) as Answer;
  const must = (a: Answer, what: string) => {
    if (a.code !== 200) throw new Error(`[bench] ${what}: ${a.msg}`);
    return a;
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const worst = (xs: number[]) => Math.max(...xs);
  const failures: string[] = [];
  try {
    await waitFor(`${base}/__mock/health`, 60_000);
    const pid = child.pid ?? 0;
    const rssStart = rssMb(pid);
    // Some changed rows (a refusal for a goods not waiting for its audit is fine), so the snapshot is more than the seed.
    for (const id of [1, 2, 3]) await call('POST', `/__mock/goods/${id}/audit`, { body: { pass: true } });
    must(await call('POST', '/__mock/snapshots', { body: { name: 'bench' } }), 'snapshot');

    // Straight from a snapshot and from a preset first (removed again: the limit is MOCK_SPACES_MAX, 50).
    const t3 = performance.now();
    must(await call('POST', '/__mock/spaces', { body: { name: 'from-snapshot', from: 'bench' } }), 'create from a snapshot');
    const fromSnapshot = performance.now() - t3;
    const t4 = performance.now();
    must(await call('POST', '/__mock/spaces', { body: { name: 'from-preset', from: 'demo-mid-trade' } }), 'create from a preset');
    const fromPreset = performance.now() - t4;
    must(await call('DELETE', '/__mock/spaces/from-snapshot'), 'delete');
    must(await call('DELETE', '/__mock/spaces/from-preset'), 'delete');
    // What a space costs is counted from here: building the preset (its whole seed in memory) leaves RSS that V8
    // and the allocator keep after the space is gone, which divided among the spaces made each look many times its
    // size at 100 000 goods (decision 0016 has the figures); it is printed below as its own figure.
    const rssBefore = rssMb(pid);

    // Create from the shared data, then restore a snapshot into it: one tester's first minute.
    const created: number[] = [];
    const restored: number[] = [];
    const both: number[] = [];
    for (let i = 1; i <= SPACES; i++) {
      const t0 = performance.now();
      must(await call('POST', '/__mock/spaces', { body: { name: `bench-${i}` } }), 'create');
      const t1 = performance.now();
      must(await call('POST', '/__mock/snapshots/bench/restore', { space: `bench-${i}` }), 'restore');
      const t2 = performance.now();
      created.push(t1 - t0);
      restored.push(t2 - t1);
      both.push(t2 - t0);
    }

    // Every space used: a sign-in and a keyword search (which builds its search text).
    for (let i = 1; i <= SPACES; i++) {
      const space = `bench-${i}`;
      await call('GET', '/sms/sendYzm?phone=13900139000&type=login', { space });
      const token = (await fetch(`${base}/h5/login`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'X-Mock-Space': space }, body: JSON.stringify({ phone: '13900139000', code: '123456' }),
      }).then((r) => r.json()) as { token?: string }).token;
      must(await call('POST', '/web/good/allList', { space, token: token ?? undefined, body: { keyWord: '皮肤', pageSize: 20 } }), 'search');
    }
    const rssOpen = rssMb(pid);

    console.log('');
    console.log(`Data spaces at ${goods} goods (persistence on, each answer once its data is in its file — safe from kill -9; the fsync follows the answer):`);
    console.log(`| what | median ms | worst ms | limit |`);
    console.log('|---|---|---|---|');
    console.log(`| create from the shared data (${SPACES}×) | ${median(created).toFixed(0)} | ${worst(created).toFixed(0)} | ${LIMITS_SPACES.createMs} |`);
    console.log(`| restore a snapshot into it | ${median(restored).toFixed(0)} | ${worst(restored).toFixed(0)} | ${LIMITS_SPACES.restoreMs} |`);
    console.log(`| **create + restore** | ${median(both).toFixed(0)} | ${worst(both).toFixed(0)} | ${LIMITS_SPACES.createRestoreMs ?? ''} |`);
    console.log(`| create straight from a snapshot | ${fromSnapshot.toFixed(0)} | | |`);
    console.log(`| create from the preset demo-mid-trade (built at creation) | ${fromPreset.toFixed(0)} | | |`);
    console.log('');
    const perSpace = (rssOpen - rssBefore) / SPACES;
    console.log(`RSS: ${rssStart} MB at start (shared space only), ${rssBefore} MB after the two spaces above were made and deleted, `
      + `${rssOpen} MB with ${SPACES} spaces open and used${LIMITS_SPACES.rssMb ? ` (limit ${LIMITS_SPACES.rssMb} MB)` : ''}: ~${Math.round(perSpace)} MB a space (limit ${LIMITS_SPACES.perSpaceMb} MB)`);
    const { createRestoreMs, rssMb: rssLimit } = LIMITS_SPACES;
    if (createRestoreMs && worst(both) > createRestoreMs) failures.push(`create + restore took ${worst(both).toFixed(0)} ms > ${createRestoreMs} ms`);
    if (worst(restored) > LIMITS_SPACES.restoreMs) failures.push(`a restore took ${worst(restored).toFixed(0)} ms > ${LIMITS_SPACES.restoreMs} ms`);
    if (rssLimit && rssOpen > rssLimit) failures.push(`RSS ${rssOpen} MB > ${rssLimit} MB`);
    if (worst(created) > LIMITS_SPACES.createMs) failures.push(`a space created in ${worst(created).toFixed(0)} ms > ${LIMITS_SPACES.createMs} ms`);
    if (perSpace > LIMITS_SPACES.perSpaceMb) failures.push(`${perSpace.toFixed(0)} MB a space > ${LIMITS_SPACES.perSpaceMb} MB`);

    // Idle: all unloaded after MOCK_SPACE_IDLE_MS (checked a quarter of that apart), then one loaded again.
    const idleFrom = performance.now();
    for (;;) {
      const list = must(await call('GET', '/__mock/spaces'), 'list').data?.spaces ?? [];
      if (list.filter((x) => x.name.startsWith('bench-')).every((x) => !x.open)) break;
      if (performance.now() - idleFrom > IDLE_MS * 4) throw new Error('[bench] the idle spaces were not unloaded');
      await new Promise((r) => setTimeout(r, 100));
    }
    const unloadedAfter = performance.now() - idleFrom;
    const rssIdle = rssMb(pid);
    const r0 = performance.now();
    must(await call('POST', '/web/good/allList', { space: 'bench-1', body: { pageSize: 10 } }), 'reload');
    const reload = performance.now() - r0;
    const r1 = performance.now();
    must(await call('POST', '/web/good/allList', { space: 'bench-1', body: { pageSize: 10 } }), 'second call');
    const second = performance.now() - r1;
    console.log(`Idle (MOCK_SPACE_IDLE_MS ${IDLE_MS}): all ${SPACES} unloaded ${(unloadedAfter / 1000).toFixed(1)} s after the last call; RSS then ${rssIdle} MB `
      + '(V8 keeps some of the freed heap); the first call into an unloaded space '
      + `${reload.toFixed(0)} ms (loaded again from its folder), the next ${second.toFixed(0)} ms`);
    console.log(`[bench] ${busyNote()}`);
    report(failures);
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function scaleTiming(): Promise<void> {
  const at = process.argv.indexOf('--goods');
  const goods = at >= 0 ? Number(process.argv[at + 1]) : 1_000_000;
  const LIMITS_SCALE = { firstBuildMs: 60_000, startupMs: 2000, p99Ms: 20, rssMb: 300 };
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mock-'));
  const children: ChildProcess[] = [];
  process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));
  try {
    console.log(`[bench] --scale: our mock at ${goods} goods …`);
    const { firstBuildMs, firstRssMb, fromBaseMs, restartMs: startupMs, child } = await timedStarts(port, dataDir, { MOCK_GOODS: String(goods) }, children, 30 * 60_000);
    const rssStart = rssMb(child.pid as number);
    const url = `http://127.0.0.1:${port}/web/good/allList`;
    const body = JSON.stringify(QUERY);
    await hit(url, 'POST', body, 1);
    const r = await hit(url, 'POST', body);
    const rss = rssMb(child.pid as number);
    const errors = r.errors + r.non2xx + r.timeouts;
    console.log('');
    console.log(`| ${goods} goods | first start (builds the base) | RSS after it | new data file from the base (copy) | restart | RSS after start | list req/s | p50 ms | p99 ms | RSS after the list | errors |`);
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    console.log(`| ours | ${firstBuildMs} ms | ${firstRssMb} MB | ${fromBaseMs} ms | ${startupMs} ms | ${rssStart} MB | ${(r.requests.total / DURATION_S).toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${rss} MB | ${errors} |`);
    console.log(`[bench] ${busyNote()}`);
    const failures: string[] = [];
    if (firstBuildMs > LIMITS_SCALE.firstBuildMs) failures.push(`first start ${firstBuildMs} ms > ${LIMITS_SCALE.firstBuildMs} ms`);
    if (startupMs > LIMITS_SCALE.startupMs) failures.push(`start-up ${startupMs} ms > ${LIMITS_SCALE.startupMs} ms`);
    if (r.latency.p99 > LIMITS_SCALE.p99Ms) failures.push(`p99 ${r.latency.p99} ms > ${LIMITS_SCALE.p99Ms} ms`);
    if (rss > LIMITS_SCALE.rssMb) failures.push(`RSS ${rss} MB > ${LIMITS_SCALE.rssMb} MB`);
    if (firstRssMb > LIMITS_SCALE.rssMb) failures.push(`RSS after the first start ${firstRssMb} MB > ${LIMITS_SCALE.rssMb} MB`);
    if (errors > 0) failures.push(`${errors} errors`);
    report(failures);
  } finally {
    children.forEach((c) => c.kill('SIGKILL'));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function load(): Promise<void> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mock-'));
  const child = startOurs(port, dataDir);
  process.on('exit', () => child.kill('SIGKILL'));
  try {
    console.log(`[bench] --load: our mock at ${GOODS} goods, ${LOAD.connections} connections × ${LOAD.seconds} s …`);
    await waitFor(`http://127.0.0.1:${port}/__mock/health`, 60_000);
    const url = `http://127.0.0.1:${port}/web/good/allList`;
    const body = JSON.stringify(QUERY);
    await hit(url, 'POST', body, 2, LOAD.connections);
    const r = await hit(url, 'POST', body, LOAD.seconds, LOAD.connections);
    const errors = r.errors + r.non2xx + r.timeouts;
    console.log('');
    console.log(`| load: POST /web/good/allList, ${GOODS} goods | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | errors |`);
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(`| ${LOAD.connections} connections × ${LOAD.seconds} s | ${r.requests.total} | ${(r.requests.total / LOAD.seconds).toFixed(0)} | ${r.latency.p50} | ${r.latency.p90} | ${r.latency.p99} | ${r.latency.max} | ${errors} |`);
    console.log(`[bench] ${busyNote()}`);
    const failures: string[] = [];
    if (errors > 0) failures.push(`${errors} errors`);
    if (r.latency.p99 > LIMITS.loadP99Ms) failures.push(`p99 ${r.latency.p99} ms > ${LIMITS.loadP99Ms} ms`);
    report(failures);
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the verdict; a failed limit makes the run exit 1. */
function report(failures: string[]): void {
  if (failures.length) {
    console.error(`\n[bench] FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\n[bench] OK');
  }
}

async function main(): Promise<void> {
  const [oursPort, barePort] = await Promise.all([freePort(), freePort()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mock-'));
  const children: ChildProcess[] = [];
  const stopAll = () => children.forEach((c) => c.kill('SIGKILL'));
  process.on('exit', stopAll);
  try {
    console.log(`[bench] starting our mock (MOCK_GOODS=${GOODS}) and bare json-server 0.17 …`);
    const { firstBuildMs, fromBaseMs, restartMs: startupMs } = await timedStarts(oursPort, dataDir, {}, children, 120_000);
    console.log(`[bench] first start (builds the base file): ${firstBuildMs} ms; a new data file copied from the base: ${fromBaseMs} ms; a restart: ${startupMs} ms`);
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

    // Acknowledged writes: each answer means the change is committed (one SQLite transaction per request, see mock-server/README.md).
    const w = await writes(`http://127.0.0.1:${oursPort}`);
    console.log('');
    console.log(`Acknowledged writes (POST /need/goods/editPrice, ${CONNECTIONS} connections × ${DURATION_S} s, persistence on): `
      + `${w.perSec.toFixed(1)}/s (${w.acked} acknowledged, ${w.failed} failed, p50 ${w.p50} ms, p99 ${w.p99} ms)`);

    // Latency and start-up scale with CPU contention: say so when other work is sharing the machine.
    console.log(`[bench] ${busyNote()}`);

    const failures: string[] = [];
    if (a.latency.p99 > LIMITS.p99Ms) failures.push(`p99 ${a.latency.p99} ms > ${LIMITS.p99Ms} ms`);
    if (ratio < LIMITS.ratio) failures.push(`ratio ${ratio.toFixed(2)} < ${LIMITS.ratio}`);
    if (startupMs > LIMITS.startupMs) failures.push(`start-up ${startupMs} ms > ${LIMITS.startupMs} ms`);
    if (firstBuildMs > LIMITS.firstBuildMs) failures.push(`first start (base build) ${firstBuildMs} ms > ${LIMITS.firstBuildMs} ms`);
    if (a.errors + a.non2xx > 0) failures.push(`${a.errors + a.non2xx} errors on our server`);
    if (!same) failures.push('ours and bare json-server listed different goods on the page');
    if (w.failed > 0) failures.push(`${w.failed} price edits failed`);
    report(failures);
  } finally {
    stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
