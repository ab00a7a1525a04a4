// npm run mock:record (scripts/mock-record.ts), called as a function against a mock playing the live backend:
// personal data never reaches the dataset, drifted answers are reported and not stored, and a mock started with
// MOCK_DATASET answers with the recorded goods and takes writes on them (persisted across a restart).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fake, record, scrub, type RecordResult } from '../../scripts/mock-record.ts';
import { DEMO_USERS } from '../lib/fixtures.ts';
import { login, SMS_CODE, startTestMock, tempDir, type TestMock } from './helpers.ts';

const BUYER = DEMO_USERS.buyer.phone;
const PLANTED = { phone: '13812345678', idNumber: '11010119900307123X', realName: '王小明' };
/** Another seed than the mock that replays: its recorded goods are not the replaying seed's. */
const LIVE_SEED = 7;

const filesOf = (dir: string) => fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
const tablesOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'tables.json'), 'utf8')) as Record<string, Record<string, unknown>[]>;

describe('scrub', () => {
  it('replaces personal data by field name and by pattern, the same input always by the same fake', () => {
    const out = scrub({
      phonenumber: BUYER, realName: '李建国', idCard: PLANTED.idNumber, qq: 12345678, wx: 'laoli_2024', token: 'abc',
      note: `电话 ${PLANTED.phone}，身份证 ${PLANTED.idNumber}`, nested: [{ tel: BUYER }], price: 13800138000,
    }) as Record<string, unknown>;
    expect(JSON.stringify(out)).not.toMatch(/13800138000"|李建国|laoli_2024|"abc"|13812345678|11010119900307123X|12345678,/);
    expect(out.phonenumber).toBe(fake.phone(BUYER));
    expect((out.nested as { tel: string }[])[0].tel).toBe(out.phonenumber);
    expect(out.note).toBe(`电话 ${fake.phone(PLANTED.phone)}，身份证 ${fake.idCard(PLANTED.idNumber)}`);
    expect(out.price).toBe(13800138000);
  });
});

describe('mock:record', () => {
  let live: TestMock;
  let drifted: TestMock;
  const dataDir = tempDir();
  let clean: RecordResult;
  let drift: RecordResult;

  beforeAll(async () => {
    live = await startTestMock({ seed: LIVE_SEED, persist: false });
    drifted = await startTestMock({ seed: LIVE_SEED, persist: false, drift: true });
    // Personal data where answers carry it: the buyer's profile, a news notice's text.
    const user = live.store.db.users.find((u) => u.phonenumber === BUYER);
    if (!user) throw new Error('no demo buyer');
    user.realName = PLANTED.realName;
    const notice = live.store.db.notices.find((n) => n.noticeType === 'xwgg');
    if (!notice) throw new Error('no news notice');
    notice.noticeContent = `${notice.noticeContent} 客服电话 ${PLANTED.phone}，身份证 ${PLANTED.idNumber}`;
    live.store.changed();
    const opts = { phone: BUYER, code: SMS_CODE, dataDir, rows: 40 };
    clean = await record({ ...opts, backend: live.url, name: 'rec' });
    drift = await record({ ...opts, backend: drifted.url, name: 'drifted' });
  }, 60_000);
  afterAll(async () => {
    await live.close();
    await drifted.close();
  });

  it('stores the clean answers and the tables, with no phone, ID number or real name in any file', () => {
    expect(clean.drift).toEqual([]);
    expect(clean.stored).toEqual(expect.arrayContaining(['GET /system/user/profile', 'GET /web/notice/list', 'POST /web/good/allList']));
    const n = expect.any(Number);
    expect(clean.tables).toEqual({ goods: 40, games: n, notices: n, zhubo: n, staff: n, qqGroups: n, social: n });
    expect(clean.goodsDetails).toBe(40);
    const text = filesOf(clean.dir);
    for (const secret of [BUYER, PLANTED.phone, PLANTED.idNumber, PLANTED.realName]) expect(text).not.toContain(secret);
    // The profile was recorded, with the fakes in place of the real values.
    expect(text).toContain(fake.phone(BUYER));
    expect(text).toContain(fake.idCard(PLANTED.idNumber));
  });

  it('reports drifted answers and does not store them', () => {
    const endpoints = new Set(drift.drift.map((r) => r.endpoint));
    expect(endpoints).toContain('POST /web/good/allList');
    expect(drift.stored).not.toContain('POST /web/good/allList');
    expect(tablesOf(drift.dir).goods).toBeUndefined();
    const listed = JSON.parse(fs.readFileSync(path.join(drift.dir, 'drift.json'), 'utf8')) as { endpoint: string }[];
    expect(listed.map((r) => r.endpoint)).toContain('POST /web/good/allList');
    const manifest = JSON.parse(fs.readFileSync(path.join(drift.dir, 'manifest.json'), 'utf8')) as { drift: string[] };
    expect(manifest.drift.some((l) => l.startsWith('POST /web/good/allList rows[].title'))).toBe(true);
  });

  it('a mock started with MOCK_DATASET answers with the recorded goods and keeps a write on them', async () => {
    const recorded = tablesOf(clean.dir).goods;
    const start = () => startTestMock({ dataDir, dataset: 'rec' });
    let replay = await start();
    try {
      const list = await replay.client.post('/web/good/allList', { pageNum: 1, pageSize: 100 });
      expect(list.body.code).toBe(200);
      const rows = new Map((list.body.rows as { id: number; title: string }[]).map((g) => [g.id, g.title]));
      for (const g of recorded.slice(0, 10)) expect(rows.get(g.id as number)).toBe(g.title);
      const buyer = await login(replay.client, 'buyer');
      const id = recorded[0].id as number;
      expect((await buyer.post('/web/goods/collect', { accountId: id })).body.code).toBe(200);
      await replay.close();
      // Restarted on the same data folder and dataset: the write is still there, on the recorded goods.
      replay = await start();
      const again = await login(replay.client, 'buyer');
      const collects = await again.get('/web/goods/collect/list', { pageNum: 1, pageSize: 50 });
      expect(JSON.stringify(collects.body)).toContain(String(recorded[0].title));
      expect((await replay.client.get(`/web/good/info/${id}`)).body.data).toMatchObject({ id, title: recorded[0].title });
    } finally {
      await replay.close();
    }
  }, 60_000);
});
