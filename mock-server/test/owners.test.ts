// Owners, lifetimes and the audit of a team's sandbox (owners.ts, audit.ts, spaces.ts, snapshots.ts): another
// tester's space or snapshot is not deleted, overwritten, reset or restored over without ?force=1, and the refusal
// names the owner; every such change is in GET /__mock/audit with who did it; spaces unused and reproduction
// snapshots older than MOCK_EXPIRE_DAYS are swept unless pinned; a caller in a deleted space is told who removed it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, login, startTestMock, type TestMock } from './helpers.ts';

let mock: TestMock;
const DAY = 86_400_000;

beforeAll(async () => {
  mock = await startTestMock();
});
afterAll(async () => mock.close());

/** A tester: a browser (X-Mock-Client) with a name (X-Mock-Tester, percent-encoded as the app sends it). */
function tester(name: string, client: string, base: Client = mock.client): Client {
  return new Client(base.base, undefined, { 'X-Mock-Client': client, 'X-Mock-Tester': encodeURIComponent(name) });
}

interface AuditRow { action: string; who: string; space: string; target?: string; forced?: string }
const audit = async (query = '') => ((await mock.client.get(`/__mock/audit${query}`)).body.data as { entries: AuditRow[] }).entries;

describe('owners', () => {
  it('refuses deleting, resetting and restoring into another tester\'s space unless forced, and audits the force', async () => {
    const alice = tester('小李', 'alice1');
    const bob = tester('老王', 'bob1');
    expect((await alice.post('/__mock/spaces', { name: 'li-repro' })).body.code).toBe(200);
    const listed = (await bob.get('/__mock/spaces')).body.data as { spaces: { name: string; owner?: { tester?: string } }[] };
    expect(listed.spaces.find((s) => s.name === 'li-repro')?.owner).toEqual({ tester: '小李', client: 'alice1' });

    const del = await bob.delete(`/__mock/spaces/${encodeURIComponent('li-repro')}`);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ code: 409, msg: expect.stringContaining('数据空间「li-repro」属于 小李，不能删除') });
    const reset = await bob.space('li-repro').post('/__mock/reset');
    expect(reset.body).toMatchObject({ code: 409, msg: expect.stringContaining('属于 小李，不能重置') });
    const restore = await bob.space('li-repro').post('/__mock/snapshots/new-user/restore');
    expect(restore.body).toMatchObject({ code: 409, msg: expect.stringContaining('不能恢复快照') });
    expect((await bob.delete('/__mock/spaces/li-repro?force=yes')).body.msg).toBe('强制参数（force）只能为 1 或 0');
    // Nothing changed: the space is still there.
    expect((await alice.space('li-repro').get('/__mock/health')).body.code).toBe(200);

    // The same tester from another browser is the owner (a tester's phone and laptop).
    expect((await tester('小李', 'alice-phone').space('li-repro').post('/__mock/reset')).body.code).toBe(200);

    const forced = await bob.delete('/__mock/spaces/li-repro?force=1');
    expect(forced.body).toMatchObject({ code: 200, data: { name: 'li-repro', forced: true } });
    const rows = await audit('?space=li-repro');
    expect(rows[0]).toMatchObject({ action: 'delete-space', who: '老王', space: 'li-repro', forced: '小李' });
    expect(rows[1]).toMatchObject({ action: 'reset', who: '小李', space: 'li-repro' });
    expect(rows.some((r) => r.who === '老王' && r.action !== 'delete-space')).toBe(false);
  });

  it('never replaces another tester\'s snapshot silently: refused with a free name, forced on purpose, the owner\'s own replaced', async () => {
    const alice = tester('小李', 'alice1');
    const bob = tester('老王', 'bob1');
    expect((await alice.post('/__mock/snapshots', { name: '交接' })).body.msg).toBe('快照 交接 已保存');
    const file = path.join(mock.dir, 'snapshots', '交接.sqlite');
    const before = fs.readFileSync(file, 'utf8');
    await login(mock.client, 'buyer'); // a change in the shared data, so a forced save would differ

    const refused = await bob.post('/__mock/snapshots', { name: '交接' });
    expect(refused.body).toMatchObject({ code: 409, msg: expect.stringContaining('快照「交接」属于 小李，不能覆盖（可以另存为「交接-2」）') });
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect((await bob.delete(`/__mock/snapshots/${encodeURIComponent('交接')}`)).body.code).toBe(409);
    expect(fs.existsSync(file)).toBe(true);

    expect((await alice.post('/__mock/snapshots', { name: '交接' })).body).toMatchObject({ code: 200, msg: '快照 交接 已覆盖', data: { replaced: true } });
    expect((await bob.post('/__mock/snapshots?force=1', { name: '交接' })).body).toMatchObject({ code: 200, data: { owner: { tester: '老王' } } });
    const rows = await audit('?action=overwrite-snapshot');
    expect(rows[0]).toMatchObject({ who: '老王', target: '交接', forced: '小李' });
    expect(rows[1]).toMatchObject({ who: '小李', target: '交接' });
    expect(rows[1].forced).toBeUndefined();
  });

  it('lets an unsigned caller (curl) change what nobody owns, and answers bad audit filters in Chinese', async () => {
    expect((await mock.client.post('/__mock/spaces', { name: 'anon' })).body.code).toBe(200);
    expect((await mock.client.delete('/__mock/spaces/anon')).body.code).toBe(200);
    expect((await mock.client.get('/__mock/audit?limit=0')).body.msg).toBe('条数（limit）应在 1–1000 之间');
    expect((await mock.client.get('/__mock/audit?action=burn')).body.msg).toContain('操作（action）的取值无效');
  });

  it('tells a caller of a deleted space who removed it and when', async () => {
    const alice = tester('小李', 'alice1');
    await alice.post('/__mock/spaces', { name: 'gone-soon' });
    await tester('老王', 'bob1').delete('/__mock/spaces/gone-soon?force=1');
    const answer = await alice.space('gone-soon').get('/web/notice/list');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      code: 404, space: 'gone-soon', removedBy: '老王',
      msg: expect.stringMatching(/^数据空间不存在：gone-soon（已被 老王 于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 删除；请回到共享空间，或新建一个）$/),
    });
  });
});

describe('lifetimes', () => {
  it('sweeps spaces unused and reproduction snapshots older than MOCK_EXPIRE_DAYS, unless pinned, and audits it', async () => {
    const alice = tester('小李', 'alice1');
    await alice.post('/__mock/spaces', { name: 'old-a' });
    await alice.post('/__mock/spaces', { name: 'old-pinned' });
    expect((await alice.post('/__mock/spaces/old-pinned/pin', { pinned: true })).body.data).toEqual({ name: 'old-pinned', pinned: true });
    const repro = (await alice.post('/__mock/repro')).body.data as { snapshot: string };
    const kept = (await alice.post('/__mock/repro')).body.data as { snapshot: string };
    expect((await alice.post(`/__mock/snapshots/${encodeURIComponent(kept.snapshot)}/pin`, {})).body.data).toMatchObject({ pinned: true, expiresAt: null });
    await alice.post('/__mock/snapshots', { name: 'hand-saved' });

    const spaces = (await alice.get('/__mock/spaces')).body.data as { spaces: { name: string; expiresAt: string | null; bytes: number }[] };
    expect(spaces.spaces.find((s) => s.name === 'old-a')?.expiresAt).toMatch(/^\d{4}-/);
    expect(spaces.spaces.find((s) => s.name === 'old-pinned')?.expiresAt).toBeNull();
    const snaps = (await alice.get('/__mock/snapshots')).body.data as { name: string; repro?: boolean; expiresAt?: string | null }[];
    expect(snaps.find((s) => s.name === repro.snapshot)).toMatchObject({ repro: true, expiresAt: expect.stringMatching(/^\d{4}-/) });
    expect(snaps.find((s) => s.name === 'hand-saved')?.expiresAt).toBeNull();

    // Six days on, nothing goes; eight days on, what is neither pinned nor saved by hand does.
    expect(await mock.spaces.sweepExpired(Date.now() + 6 * DAY)).toEqual({ spaces: [], snapshots: [] });
    const gone = await mock.spaces.sweepExpired(Date.now() + 8 * DAY);
    expect(gone.spaces).toContain('old-a');
    expect(gone.spaces).not.toContain('old-pinned');
    expect(gone.snapshots).toEqual([repro.snapshot]);
    expect(fs.existsSync(path.join(mock.dir, 'snapshots', 'hand-saved.sqlite'))).toBe(true);
    expect(fs.existsSync(path.join(mock.dir, 'snapshots', `${kept.snapshot}.sqlite`))).toBe(true);
    expect((await audit('?space=old-a'))[0]).toMatchObject({ action: 'expire-space', who: '到期清理' });
    expect((await alice.space('old-a').get('/web/notice/list')).body.msg).toContain('到期自动删除');
  });
});

describe('links that travel', () => {
  it('points a reproduction link at the mock\'s own page, which offers the apps that called it, and carries the journal', async () => {
    const alice = tester('小李', 'alice1');
    await alice.get('/web/notice/list');
    await tester('小C', 'carol1').get('/__mock/health', undefined, { 'X-Mock-App': 'http://127.0.0.1:5174' });
    const made = (await alice.post('/__mock/repro', { page: '/index/goodDetail?id=3' })).body.data as { snapshot: string; openUrl: string };
    expect(made.openUrl.startsWith(`${mock.url}/__repro?l=`)).toBe(true);
    expect(JSON.parse(new URL(made.openUrl).searchParams.get('l') ?? '{}')).toMatchObject({ s: made.snapshot, at: '/index/goodDetail?id=3', by: '小李' });

    const landing = await fetch(made.openUrl);
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(html).toContain('打开复现链接');
    expect(html).toContain('data-origin="http://127.0.0.1:5174"');
    expect(html).toContain('小C');
    const broken = await fetch(`${mock.url}/__repro?l=${encodeURIComponent('{"s":"../etc"}')}`);
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain('复现链接无效');
    expect((await alice.post('/__mock/repro', { page: 'http://evil.example/' })).body.msg).toBe('页面（page）应以 / 开头');

    // Opened by another browser: a new space whose journal starts with the author's requests, tagged with the link.
    const carol = tester('小C', 'carol1');
    const opened = (await carol.post('/__mock/repro/open', { snapshot: made.snapshot })).body.data as { space: string; journal: number };
    expect(opened.journal).toBeGreaterThan(0);
    const journal = (await carol.space(opened.space).get('/__mock/journal', { path: '/web/notice/list' })).body.data as { entries: { repro?: string; tester?: string }[] };
    expect(journal.entries[0]).toMatchObject({ repro: made.snapshot, tester: '小李' });
  });
});
