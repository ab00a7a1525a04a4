// Named snapshots of the whole data: save, list, restore without a restart, delete; names checked; written
// atomically and there after kill -9; `npm run mock -- --snapshot <name>` starts from one. And reproduction
// links: the snapshot, the user and the scenario of one browser, opened in another.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../lib/freePort.ts';
import { Client, login, sleep, startTestMock, tempDir, TEST_GOODS, type TestMock } from './helpers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let mock: TestMock;
let buyer: Client;
const collected = async (c: Client, id: number) => ((await c.get(`/web/good/info/${id}`)).body.data as { collected?: boolean }).collected;

beforeAll(async () => {
  mock = await startTestMock();
  buyer = await login(mock.client, 'buyer');
});
afterAll(async () => mock.close());

describe('snapshots', () => {
  it('save, list, restore (keeping sessions, without a restart), delete', async () => {
    const saved = await mock.client.post('/__mock/snapshots', { name: '演示-交易前' });
    expect(saved.body).toMatchObject({ code: 200, msg: '快照 演示-交易前 已保存', data: { name: '演示-交易前', replaced: false } });
    const file = path.join(mock.dir, 'snapshots', '演示-交易前.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // No session tokens in a snapshot.
    expect(fs.readFileSync(file, 'utf8')).not.toMatch(/"token"/);
    expect((await mock.client.post('/__mock/snapshots', { name: '演示-交易前' })).body.msg).toBe('快照 演示-交易前 已覆盖');

    expect((await buyer.post('/web/goods/collect', { accountId: 120 })).body.code).toBe(200);
    expect(await collected(buyer, 120)).toBe(true);

    const listed = async () => ((await mock.client.get('/__mock/snapshots')).body.data as { preset?: boolean }[]).filter((s) => !s.preset);
    expect(await listed()).toEqual([expect.objectContaining({ name: '演示-交易前', bytes: expect.any(Number), savedAt: expect.any(String) })]);

    const restored = await mock.client.post(`/__mock/snapshots/${encodeURIComponent('演示-交易前')}/restore`);
    expect(restored.body).toMatchObject({ code: 200, msg: '已恢复快照 演示-交易前', data: { ms: expect.any(Number) } });
    // The favourite made after the snapshot is gone; the buyer is still signed in.
    expect(await collected(buyer, 120)).toBe(false);
    expect((await mock.client.get('/__mock/health')).body.data).toMatchObject({ dataSource: { source: 'snapshot' } });
    // db.json holds the restored data: a restart keeps it.
    const onDisk = JSON.parse(fs.readFileSync(path.join(mock.dir, 'db.json'), 'utf8')) as { tables: { collects: { userId: number; goodsId: number }[] } };
    expect(onDisk.tables.collects.filter((x) => x.userId === 1 && x.goodsId === 120)).toEqual([]);

    expect((await mock.client.delete(`/__mock/snapshots/${encodeURIComponent('演示-交易前')}`)).body.msg).toBe('快照 演示-交易前 已删除');
    expect(await listed()).toEqual([]);
    expect((await mock.client.delete('/__mock/snapshots/nope')).body).toMatchObject({ code: 500, msg: '快照不存在：nope' });
    expect((await mock.client.post('/__mock/snapshots/nope/restore')).body).toMatchObject({ code: 500, msg: '快照不存在：nope' });
  });

  it('refuses bad names with a Chinese message, and never leaves the folder', async () => {
    for (const name of ['', '../db', 'a.b', 'a/b', 'x'.repeat(41), 42]) {
      const res = await mock.client.post('/__mock/snapshots', { name });
      expect(res.body, String(name)).toMatchObject({ code: 500, msg: expect.stringContaining('快照名称（name）只能包含') });
    }
    const res = await mock.client.post(`/__mock/snapshots/${encodeURIComponent('../db')}/restore`);
    expect(res.body.msg).toContain('快照名称（name）只能包含');
    expect(fs.existsSync(path.join(mock.dir, 'db.json'))).toBe(true);
  });
});

describe('reproduction links', () => {
  it('carry the data, the user and the scenario of one browser to another', async () => {
    const reporter = buyer.sandbox('reporter');
    await reporter.post('/__mock/scenario', { scenario: '500', times: 2, path: '/need/myBrowse' });
    const made = await reporter.post('/__mock/repro');
    const link = made.body.data as { snapshot: string; userId: number; scenario: { scenario: string; times: number; path: string } };
    expect(link).toMatchObject({ snapshot: expect.stringMatching(/^复现-\d{8}-\d{6}-[0-9a-f]{1,4}$/), userId: 1,
      scenario: { scenario: '500', times: 2, path: '/need/myBrowse' } });
    await buyer.post('/web/goods/collect', { accountId: 121 });

    const other = mock.client.sandbox('colleague');
    const opened = await other.post('/__mock/repro/open', { snapshot: link.snapshot, userId: link.userId, ...link.scenario });
    // It opens in a new data space named after the snapshot (test/spaces.test.ts: nobody else's data changes).
    expect(opened.body).toMatchObject({ code: 200, msg: `已打开复现现场（数据空间 ${link.snapshot}）`,
      data: { space: link.snapshot, token: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    const colleague = other.space(link.snapshot).as((opened.body.data as { token: string }).token);
    expect(((await colleague.get('/system/user/profile')).body.data as { userId?: number }).userId).toBe(1);
    expect(await collected(colleague, 121)).toBe(false);
    // The same scenario, armed for the colleague's browser only.
    expect((await colleague.get('/need/myBrowse')).body.code).toBe(500);
    expect((await mock.client.space(link.snapshot).get('/__mock/scenario')).body.data).toBeNull();
    expect((await other.post('/__mock/repro/open', { snapshot: link.snapshot, userId: 99999 })).body.msg).toBe('复现链接中的用户不存在');
  });
});

describe('on disk', () => {
  it('a snapshot answered is there after kill -9, and --snapshot starts from it', async () => {
    const dir = tempDir();
    const children: ReturnType<typeof spawn>[] = [];
    const start = async (args: string[]) => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/index.ts', ...args], {
        cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, MOCK_PORT: String(port), MOCK_DATA_DIR: dir, MOCK_GOODS: String(TEST_GOODS), MOCK_AUDIT_MS: '0', MOCK_ORDER_STEP_MS: '0' },
      });
      children.push(child);
      let out = '';
      child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
      child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
      const url = `http://127.0.0.1:${port}`;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      for (const end = Date.now() + 30_000; ;) {
        if (child.exitCode !== null) return { child, url, out: () => out, exited };
        if (await fetch(`${url}/__mock/health`).then((r) => r.ok, () => false)) return { child, url, out: () => out, exited };
        if (Date.now() > end) throw new Error(`mock did not start: ${out}`);
        await sleep(25);
      }
    };
    try {
      const first = await start([]);
      const c = await login(new Client(first.url), 'buyer');
      await c.post('/web/goods/collect', { accountId: 130 });
      expect((await c.post('/__mock/snapshots', { name: 'kill9' })).body.code).toBe(200);
      first.child.kill('SIGKILL');
      await first.exited;
      // Another change lands in db.json; the snapshot must win at start.
      fs.rmSync(path.join(dir, 'db.json'));

      const second = await start(['--snapshot', 'kill9']);
      expect(second.out()).toContain('已恢复快照 kill9');
      const again = await login(new Client(second.url), 'buyer');
      expect(await collected(again, 130)).toBe(true);
      second.child.kill('SIGKILL');
      await second.exited;

      const bad = await start(['--snapshot', 'missing']);
      expect(await bad.exited).toBe(1);
      expect(bad.out()).toContain('快照不存在：missing');
    } finally {
      // A failed assertion must not leave a server behind.
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
