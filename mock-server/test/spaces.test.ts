// Data spaces (spaces.ts): each space a whole copy of the data with its own timers, sessions, scenarios and
// request log, chosen per request with X-Mock-Space. Two spaces never see each other's writes; reset and restore
// in one leave the other byte for byte; a reproduction link opens in a third space; an idle space is unloaded and
// comes back from disk intact; kill -9 during writes in two spaces loses no acknowledged write.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApp } from '../app.ts';
import type { MockClock, MockClockAdvance } from '../../src/contract/types.ts';
import { advanceClock, Client, login, sleep, startTestMock, tempDir, TEST_GOODS, until, type TestMock } from './helpers.ts';
import { kill9, spawnMock, urlOf } from './process.ts';
import { readDataFile } from '../persist/sqlite.ts';

let mock: TestMock;
/** Long: nothing falls due in real time while a test runs; a test moves a space's clock instead. */
const AUDIT_MS = 60_000;

beforeAll(async () => {
  mock = await startTestMock({ auditMs: AUDIT_MS });
});
afterAll(async () => mock.close());

const collected = async (c: Client, id: number) => ((await c.get(`/web/good/info/${id}`)).body.data as { collected?: boolean }).collected;
const create = (c: Client, name: string, from?: string) => c.post('/__mock/spaces', { name, ...(from === undefined ? {} : { from }) });
const dbFile = (name: string) => path.join(mock.dir, 'spaces', name, 'data.sqlite');
/** A space as it stands: what its data file holds and its data in memory. */
const state = (name: string) => ({ file: JSON.stringify(readDataFile(dbFile(name)).data), memory: mock.spaces.loaded(name)?.store.encode() });

describe('two spaces', () => {
  it('never see each other\'s writes, timers, sessions, scenarios or log', async () => {
    expect((await create(mock.client, 'alice')).body).toMatchObject({ code: 200, msg: '已新建数据空间 alice（来自共享空间的当前数据）', data: { name: 'alice', from: 'shared', goodsCount: TEST_GOODS, token: null } });
    expect((await create(mock.client, 'bob')).body.code).toBe(200);
    const a = await login(mock.client.space('alice').sandbox('a1'), 'buyer');
    const b = await login(mock.client.space('bob').sandbox('b1'), 'buyer');

    // Writes: a favourite in alice is alice's alone.
    expect((await a.post('/web/goods/collect', { accountId: 120 })).body.code).toBe(200);
    expect(await collected(a, 120)).toBe(true);
    expect(await collected(b, 120)).toBe(false);
    expect(await collected(await login(mock.client, 'buyer'), 120)).toBe(false);

    // Sessions: alice's token means nothing in bob's space (nor in the shared one).
    const aliceToken = (a as unknown as { token: string }).token;
    expect((await mock.client.space('bob').as(aliceToken).get('/system/user/profile')).body.code).toBe(401);
    expect((await mock.client.as(aliceToken).get('/system/user/profile')).body.code).toBe(401);
    expect((await a.get('/system/user/profile')).body.code).toBe(200);

    // Jobs: a feedback in alice is answered in alice after MOCK_AUDIT_MS, on alice's clock; bob has no job and no such row.
    const jobsMade = (name: string) => mock.spaces.loaded(name)?.store.db.nextId.jobs ?? 1;
    const [aliceJobs, bobJobs] = [jobsMade('alice'), jobsMade('bob')];
    const sent = await a.post('/account/problem', { type: '建议', content: '希望可以按区服筛选商品，找号更方便一些' });
    expect(sent.body.code).toBe(200);
    // The reply's job is in alice's table, never bob's.
    expect(jobsMade('alice')).toBe(aliceJobs + 1);
    expect(jobsMade('bob')).toBe(bobJobs);
    expect(mock.spaces.loaded('alice')?.ctx.scheduler.find('feedback.reply')).toHaveLength(1);
    expect(mock.spaces.loaded('bob')?.ctx.scheduler.find('feedback.reply')).toEqual([]);
    const firstStatus = async () => ((await a.get('/account/problem/list')).body.rows as { status: string }[])[0]?.status;
    // Bob's clock moved on runs nothing of alice's; alice's answers it.
    expect((await advanceClock(mock.client.space('bob'), AUDIT_MS)).kinds).not.toContain('feedback.reply');
    expect(await firstStatus()).toBe('待处理');
    expect((await advanceClock(mock.client.space('alice'), AUDIT_MS)).kinds).toContain('feedback.reply');
    expect(await firstStatus()).toBe('已回复');
    const contents = async (c: Client) => ((await c.get('/account/problem/list', { pageSize: 100 })).body.rows as { content: string }[]).map((r) => r.content);
    expect(await contents(a)).toContain('希望可以按区服筛选商品，找号更方便一些');
    expect(await contents(b)).not.toContain('希望可以按区服筛选商品，找号更方便一些');

    // Scenarios: one armed for everyone in alice (no client, no scope) stays in alice.
    expect((await mock.client.space('alice').post('/__mock/scenario', { scenario: '500', times: 5 })).body.code).toBe(200);
    expect((await b.get('/web/notice/list')).body.code).toBe(200);
    expect((await mock.client.get('/web/notice/list')).body.code).toBe(200);
    expect((await a.get('/web/notice/list')).body.code).toBe(500);
    expect((await mock.client.space('bob').get('/__mock/scenario')).body.data).toBeNull();
    await mock.client.space('alice').delete('/__mock/scenario');

    // Request log: alice's requests are in alice's log only, and a browser sees its own unless it asks for all.
    await b.get('/web/notice/list', { pageSize: 7 });
    const paths = async (c: Client, query?: Record<string, string>) => ((await c.get('/__mock/log', query)).body.data as { path: string; client?: string }[]);
    expect((await paths(a, { scope: 'all' })).some((e) => e.path === '/account/problem')).toBe(true);
    expect((await paths(b, { scope: 'all' })).some((e) => e.path === '/account/problem')).toBe(false);
    const carol = mock.client.space('alice').sandbox('c1');
    await carol.get('/web/game/list');
    expect(new Set((await paths(a)).map((e) => e.client))).toEqual(new Set(['a1']));
    expect(new Set((await paths(carol)).map((e) => e.client))).toEqual(new Set(['c1']));
    const everyone = new Set((await paths(carol, { scope: 'all' })).map((e) => e.client));
    expect(everyone.has('a1') && everyone.has('c1')).toBe(true);

    // Each space's health says which it is.
    expect((await a.get('/__mock/health')).body.data).toMatchObject({ space: 'alice' });
    expect((await mock.client.get('/__mock/health')).body.data).toMatchObject({ space: 'shared' });
  });

  it('reset and restore in one leave the other byte for byte the same', async () => {
    const a = await login(mock.client.space('alice'), 'seller');
    await a.post('/need/goods/editPrice', { id: 1, price: 4321 });
    const bob = await login(mock.client.space('bob'), 'seller');
    await bob.post('/need/goods/editPrice', { id: 2, price: 1234 });
    const before = state('bob');
    expect(before.memory).toBeDefined();

    expect((await a.post('/__mock/snapshots', { name: 'alice-1' })).body.code).toBe(200);
    expect((await mock.client.space('alice').post('/__mock/reset')).body.code).toBe(200);
    expect((await mock.client.space('alice').post('/__mock/snapshots/alice-1/restore')).body.code).toBe(200);
    expect((await mock.client.space('alice').post('/__mock/snapshots/new-user/restore')).body.code).toBe(200);
    expect(state('bob')).toEqual(before);
    // The shared space's data did not move either (its data file and its goods).
    expect(mock.store.goods.get(1)?.price).not.toBe(4321);
  });

  it('a reproduction opened by a third browser leaves both untouched, and shows the reporter\'s data', async () => {
    const reporter = await login(mock.client.space('alice').sandbox('rep'), 'buyer');
    await reporter.post('/web/goods/collect', { accountId: 140 });
    const made = (await reporter.post('/__mock/repro')).body.data as { snapshot: string; userId: number };
    const alice = state('alice');
    const bob = state('bob');

    const third = mock.client.sandbox('third');
    const opened = await third.post('/__mock/repro/open', { snapshot: made.snapshot, userId: made.userId });
    expect(opened.body).toMatchObject({ code: 200, data: { space: made.snapshot, token: expect.any(String) } });
    const c = third.space(made.snapshot).as((opened.body.data as { token: string }).token);
    expect(await collected(c, 140)).toBe(true);
    await c.post('/web/goods/collect', { accountId: 141 });
    expect(state('alice')).toEqual(alice);
    expect(state('bob')).toEqual(bob);
    // Opened twice, the same link gets a space of its own again.
    expect(((await third.post('/__mock/repro/open', { snapshot: made.snapshot })).body.data as { space: string }).space).toBe(`${made.snapshot}-2`);
  });

  it('lists spaces, creates from a snapshot or preset carrying the caller\'s sign-in, enters, deletes', async () => {
    const seller = await login(mock.client, 'seller');
    const fromPreset = await create(seller, '演示空间', 'demo-mid-trade');
    expect(fromPreset.body).toMatchObject({ code: 200, data: { name: '演示空间', from: 'demo-mid-trade', token: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    // Signed in there as the same user (a new token: tokens belong to their space).
    const there = mock.client.space('演示空间').as((fromPreset.body.data as { token: string }).token);
    expect(((await there.get('/system/user/profile')).body.data as { phonenumber: string }).phonenumber).toBe('13900139000');
    expect((await there.get('/need/myConsignment', { pageSize: 100 })).body.total).toBeGreaterThan((await seller.get('/need/myConsignment', { pageSize: 100 })).body.total as number);

    const list = await mock.client.space('演示空间').get('/__mock/spaces');
    const data = list.body.data as { current: string; spaces: { name: string; shared?: boolean; open: boolean; from: string }[] };
    expect(data.current).toBe('演示空间');
    expect(data.spaces[0]).toMatchObject({ name: 'shared', shared: true });
    expect(data.spaces.find((s) => s.name === '演示空间')).toMatchObject({ open: true, from: 'demo-mid-trade' });

    // Entering another space (or shared) signs the caller in there as the same user.
    const entered = await there.post(`/__mock/spaces/${encodeURIComponent('bob')}/enter`);
    expect(entered.body).toMatchObject({ code: 200, msg: '已进入数据空间 bob', data: { name: 'bob', token: expect.any(String) } });
    const back = await there.post('/__mock/spaces/shared/enter');
    expect(back.body).toMatchObject({ msg: '已回到共享空间', data: { name: 'shared', token: expect.any(String) } });
    expect((await mock.client.as((back.body.data as { token: string }).token).get('/system/user/profile')).body.code).toBe(200);

    expect((await mock.client.delete(`/__mock/spaces/${encodeURIComponent('演示空间')}`)).body).toMatchObject({ code: 200, msg: '数据空间 演示空间 已删除' });
    expect(fs.existsSync(path.join(mock.dir, 'spaces', '演示空间'))).toBe(false);
    // Its requests now get a clear 404; its uploads link went, the shared uploads folder stayed.
    const gone = await there.get('/system/user/profile');
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 404, msg: expect.stringContaining('数据空间不存在：演示空间') });
    expect(fs.existsSync(path.join(mock.dir, 'uploads'))).toBe(true);
  });

  it('a space being deleted is not loaded again by the calls that keep coming meanwhile (an open page\'s polls)', async () => {
    await mock.client.post('/__mock/spaces', { name: 'polled' });
    const page = mock.client.space('polled');
    let deleted = false;
    // The tester's open page keeps polling while another tester deletes the space.
    const polls = (async () => {
      while (!deleted) await page.get('/web/game/list');
    })();
    const removal = mock.client.delete('/__mock/spaces/polled');
    expect((await removal).body.code).toBe(200);
    deleted = true;
    await polls;
    expect(mock.spaces.loaded('polled')).toBeUndefined();
    expect(fs.existsSync(path.join(mock.dir, 'spaces', 'polled'))).toBe(false);
    expect((await page.get('/web/game/list')).status).toBe(404);
  });

  it('refuses bad, reserved and duplicate names, unknown spaces and sources, with a Chinese msg, and never crashes', async () => {
    for (const name of ['', 'a/b', '../x', 'a.b', 'x'.repeat(41), 42, null, '有 空格']) {
      const res = await create(mock.client, name as string);
      expect(res.body, String(name)).toMatchObject({ code: 500, msg: expect.stringContaining('数据空间名称（name）只能包含') });
    }
    for (const name of ['shared', 'SHARED', '共享', 'current']) {
      expect((await create(mock.client, name)).body.msg, name).toContain('是保留名称');
    }
    expect((await create(mock.client, 'ALICE')).body).toMatchObject({ code: 500, msg: '数据空间 ALICE 已存在，请换一个名称（或直接进入它）' });
    expect((await create(mock.client, 'nosuch', '不存在的快照')).body).toMatchObject({ code: 500, msg: '快照不存在：不存在的快照' });
    expect(fs.existsSync(path.join(mock.dir, 'spaces', 'nosuch'))).toBe(false);
    expect((await create(mock.client, 'badfrom', '../db')).body.msg).toContain('快照名称（name）只能包含');
    expect((await mock.client.raw('POST', '/__mock/spaces', { body: '{"name":', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);

    const unknown = await mock.client.space('nobody').get('/web/notice/list');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, msg: expect.stringContaining('数据空间不存在：nobody'), space: 'nobody' });
    expect((await mock.client.post('/__mock/spaces/nobody/enter')).status).toBe(404);
    expect((await mock.client.delete('/__mock/spaces/nobody')).status).toBe(404);
    expect((await mock.client.delete('/__mock/spaces/shared')).body.msg).toContain('共享空间不能删除');
    const badHeader = await mock.client.get('/web/notice/list', undefined, { 'X-Mock-Space': 'a/b' });
    expect(badHeader).toMatchObject({ status: 400, body: { code: 400, msg: expect.stringContaining('X-Mock-Space 的值无效') } });
    expect((await mock.client.get('/web/notice/list', undefined, { 'X-Mock-Space': '%E0%A4%A' })).status).toBe(400);
    // `shared` (or nothing) is the shared space; a raw UTF-8 header (curl) reads like the encoded one.
    expect((await mock.client.get('/__mock/health', undefined, { 'X-Mock-Space': 'shared' })).body.data).toMatchObject({ space: 'shared' });
    const res = await fetch(`${mock.url}/__mock/health`, { headers: { 'X-Mock-Space': Buffer.from('bob', 'utf8').toString('latin1') } });
    expect(((await res.json()) as { data: { space: string } }).data.space).toBe('bob');
  });

  it('keeps a payment page in its space: the links the mock builds carry the space in their path', async () => {
    const buyer = await login(mock.client.space('bob'), 'buyer');
    const order = await buyer.post('/saleOrder/create', { goodsId: 2, guaranteeType: 3 });
    expect(order.body.code).toBe(200);
    const orderId = (order.body.data as { orderId: number }).orderId;
    const pay = await buyer.post('/saleOrder/pay', { orderId, payWay: 2, payType: 'full' }, { 'X-Forwarded-Prefix': '/dev-api' });
    const action = /action="([^"]+)"/.exec((pay.body.data as { formStr: string }).formStr)?.[1] ?? '';
    expect(action).toMatch(/^\/dev-api\/__space\/[A-Za-z0-9_-]+\/mock-pay\/alipay\?ticket=/);
    // The browser follows it without any header (the proxy strips /dev-api).
    const page = await fetch(`${mock.url}${action.slice('/dev-api'.length)}`, { headers: { 'X-Forwarded-Prefix': '/dev-api' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const confirm = /form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const ticket = /name="ticket" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await fetch(`${mock.url}${confirm.slice('/dev-api'.length)}`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `ticket=${ticket}&result=success`,
    });
    expect(done.status).toBe(302);
    // 4 交易中: paid, in this space.
    expect(((await buyer.get(`/saleOrder/detail/${orderId}`)).body.data as { orderStatus: number }).orderStatus).toBe(4);
  });

  it('shares uploads: a picture uploaded in one space shows from any', async () => {
    const seller = await login(mock.client.space('bob'), 'seller');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b8a6d00000000049454e44ae426082', 'hex');
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
    const up = await seller.raw('POST', '/common/upload', { body: form });
    const url = (up.body.data as { url: string }).url;
    expect((await fetch(`${mock.url}${url}`)).status).toBe(200);
    expect((await mock.client.space('alice').get(url)).status).toBe(200);
  });
});

describe('an idle space', () => {
  it('is written to disk, dropped from memory and comes back intact on its next call', async () => {
    // Idle after a minute, checked as if that time had passed (unloadIdle's `now`): the test's own calls, however
    // slow, never leave it idle between them, and nothing waits for the idle timer.
    const idleMs = 60_000;
    const m = await startTestMock({ spaceIdleMs: idleMs });
    try {
      expect((await create(m.client, 'idle')).body.code).toBe(200);
      const seller = await login(m.client.space('idle'), 'seller');
      expect((await seller.post('/need/goods/editPrice', { id: 1, price: 777 })).body.code).toBe(200);
      // A snapshot at another goods count (as goods-100k would bring, cheaper to seed): kept across the unload.
      const other = createMockApp({ goodsCount: 350, dataDir: tempDir(), persist: false, log: () => undefined });
      fs.mkdirSync(path.join(m.dir, 'snapshots'), { recursive: true });
      other.store.exportTo(path.join(m.dir, 'snapshots', 'g350.sqlite'), { sessions: false });
      await other.close();
      expect((await seller.post('/__mock/snapshots/g350/restore')).body.code).toBe(200);
      expect((await seller.post('/need/goods/editPrice', { id: 1, price: 778 })).body.code).toBe(200);
      const before = m.spaces.loaded('idle')?.store.encode({ sessions: false });
      const unloads = m.spaces.counts.unloaded;
      // Half a minute on: not idle yet.
      await m.spaces.unloadIdle(Date.now() + idleMs / 2);
      expect(m.spaces.loaded('idle')).toBeDefined();
      // A minute on: unloaded, once the unload has finished (its last use written, its data flushed).
      await m.spaces.unloadIdle(Date.now() + idleMs);
      expect(m.spaces.loaded('idle')).toBeUndefined();
      expect(m.spaces.counts.unloaded).toBe(unloads + 1);
      const listed = (await m.client.get('/__mock/spaces')).body.data as { spaces: { name: string; open: boolean }[] };
      expect(listed.spaces.find((s) => s.name === 'idle')?.open).toBe(false);

      // The next call loads it: the same data (its goods count kept), the same session.
      expect(((await seller.get('/__mock/health')).body.data as { goodsCount: number }).goodsCount).toBe(350);
      expect(m.spaces.loaded('idle')?.store.encode({ sessions: false })).toBe(before);
      expect((await seller.get('/system/user/profile')).body.code).toBe(200);
      expect(((await seller.get('/__mock/db/goods/1')).body as unknown as { price: number }).price).toBe(778);
    } finally {
      await m.close();
    }
  }, 60_000);

  it('is kept while a scenario is armed in it; a pending job unloads with its data and is back when it loads', async () => {
    const m = await startTestMock({ spaceIdleMs: 60_000, auditMs: 60_000 });
    try {
      await create(m.client, 'busy');
      const buyer = await login(m.client.space('busy'), 'buyer');
      await buyer.post('/account/problem', { type: '建议', content: '希望可以按区服筛选商品，找号更方便一些' });
      // A scenario lives in memory only: armed, it keeps the space loaded (checked as if a minute had passed).
      await m.client.space('busy').post('/__mock/scenario', { scenario: '500' });
      await m.spaces.unloadIdle(Date.now() + 60_000);
      expect(m.spaces.loaded('busy')).toBeDefined();
      await m.client.space('busy').delete('/__mock/scenario');
      // The reply's job is data: it does not hold the space, and comes back with it.
      await m.spaces.unloadIdle(Date.now() + 60_000);
      expect(m.spaces.loaded('busy')).toBeUndefined();
      const clock = (await m.client.space('busy').get('/__mock/clock')).body.data as MockClock;
      expect(clock.jobs.map((j) => j.kind)).toContain('feedback.reply');
      const ran = (await m.client.space('busy').post('/__mock/clock', { advanceMs: 60_000 })).body.data as MockClockAdvance;
      expect(ran.ran.map((j) => j.kind)).toContain('feedback.reply');
      expect(((await buyer.get('/account/problem/list')).body.rows as { status: string }[])[0]?.status).toBe('已回复');
    } finally {
      await m.close();
    }
  });
});

describe('kill -9 during writes in two spaces', () => {
  it('loses no acknowledged write in either space, 3 rounds', async () => {
    const dir = tempDir();
    let proc = await spawnMock(dir);
    try {
      const base = new Client(urlOf(proc));
      const names = ['甲', 'yi'];
      for (const n of names) expect((await create(base, n)).body.code).toBe(200);
      const tokens = new Map<string, string>();
      for (const n of names) tokens.set(n, ((await login(base.space(n), 'seller')) as unknown as { token: string }).token);
      // Goods of the demo seller whose price may change (the same ids in both: both copy the shared seed).
      const ids: number[] = [];
      const probe = base.space(names[0]).as(tokens.get(names[0]));
      for (let id = 1; id <= 30 && ids.length < 3; id++) if ((await probe.post('/need/goods/editPrice', { id, price: 100 })).body.code === 200) ids.push(id);
      expect(ids.length).toBe(3);
      // acked / in flight per space and goods; a space's prices rise, so a lost write is any acked above the disk's.
      const track = new Map(names.flatMap((n) => ids.map((id) => [`${n}:${id}`, { acked: 100, inflight: undefined as number | undefined, history: [] as number[] }])));
      let next = 101;
      let total = 0;
      const lost: number[] = [];
      for (let round = 0; round < 3; round++) {
        let stop = false;
        const writer = async (n: string, id: number) => {
          const t = track.get(`${n}:${id}`)!;
          const c = new Client(urlOf(proc), tokens.get(n)).space(n);
          while (!stop) {
            const price = next++;
            t.inflight = price;
            try {
              const res = await c.post('/need/goods/editPrice', { id, price });
              if (res.body.code !== 200) throw new Error(`refused: ${res.text}`);
              t.acked = price;
              t.inflight = undefined;
              t.history.push(price);
              total++;
            } catch (err) {
              if (err instanceof Error && err.message.startsWith('refused')) throw err;
              return;
            }
          }
        };
        const before = total;
        const writers = names.flatMap((n) => ids.map((id) => writer(n, id)));
        // Killed once both spaces have acknowledged writes this round, at a random moment after that.
        await until(async () => names.every((n) => ids.some((id) => track.get(`${n}:${id}`)!.history.length > 0)) && total - before >= 10, 30_000);
        await sleep(Math.floor(Math.random() * 300));
        await kill9(proc);
        stop = true;
        await Promise.all(writers);
        proc = await spawnMock(dir);
        let lostNow = 0;
        for (const n of names) {
          const check = new Client(urlOf(proc)).space(n);
          for (const id of ids) {
            const t = track.get(`${n}:${id}`)!;
            const price = ((await check.get(`/__mock/db/goods/${id}`)).body as unknown as { price: number }).price;
            if (price !== t.acked && price !== t.inflight) lostNow += t.history.filter((p) => p > price).length;
            t.acked = price;
            t.inflight = undefined;
            t.history = [];
          }
          // The space's session survived too.
          expect((await check.as(tokens.get(n)).get('/system/user/profile')).body.code).toBe(200);
        }
        lost.push(lostNow);
      }
      console.log(`[spaces] kill -9 in two spaces: ${total} acknowledged price edits, lost per round: ${lost.join(', ')}`);
      expect(total).toBeGreaterThanOrEqual(30);
      expect(lost).toEqual([0, 0, 0]);
    } finally {
      await kill9(proc);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
