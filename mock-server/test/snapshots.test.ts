// Named snapshots of the whole data: save, list, restore without a restart, delete; names checked; written
// atomically and there after kill -9; `npm run mock -- --snapshot <name>` starts from one. And reproduction
// links: the snapshot, the user and the scenario of one browser, opened in another.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, login, startTestMock, tempDir, type TestMock } from './helpers.ts';
import { kill9, spawnMock, urlOf, type MockProcess } from './process.ts';
import { readDataFile, removeDataFile } from '../persist/sqlite.ts';

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
    const file = path.join(mock.dir, 'snapshots', '演示-交易前.sqlite');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // A whole data file, without session tokens.
    const inFile = readDataFile(file).data;
    expect(inFile.sessions).toEqual([]);
    expect(inFile.goods.length).toBe(mock.store.goods.all().length);
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
    // data.sqlite holds the restored data: a restart keeps it.
    const onDisk = readDataFile(path.join(mock.dir, 'data.sqlite')).data;
    expect(onDisk.collects.filter((x) => x.userId === 1 && x.goodsId === 120)).toEqual([]);

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
    expect(fs.existsSync(path.join(mock.dir, 'data.sqlite'))).toBe(true);
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
    const children: MockProcess[] = [];
    const start = async (args: string[]) => {
      const p = await spawnMock(dir, { args });
      children.push(p);
      return p;
    };
    try {
      const first = await start([]);
      const c = await login(new Client(urlOf(first)), 'buyer');
      await c.post('/web/goods/collect', { accountId: 130 });
      expect((await c.post('/__mock/snapshots', { name: 'kill9' })).body.code).toBe(200);
      await kill9(first);
      // The shared data goes; the snapshot must win at start.
      removeDataFile(path.join(dir, 'data.sqlite'));

      const second = await start(['--snapshot', 'kill9']);
      expect(second.output()).toContain('已恢复快照 kill9');
      const again = await login(new Client(urlOf(second)), 'buyer');
      expect(await collected(again, 130)).toBe(true);
      await kill9(second);

      const bad = await start(['--snapshot', 'missing']);
      expect(await bad.exited).toBe(1);
      expect(bad.output()).toContain('快照不存在：missing');
    } finally {
      // A failed assertion must not leave a server behind.
      await Promise.all(children.map(kill9));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
