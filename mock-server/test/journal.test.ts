// The request journal (sandbox/journal.ts, control-journal.ts): every call recorded with its bodies and secrets
// masked; GET /__mock/journal's filters and scope; POST /__mock/journal/count with near misses; the HAR 1.2
// export (checked against the spec's required fields); clearing; bad filters refused in Chinese; one journal per
// data space; a reproduction link's slice carried into another journal; the old /__mock/log view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_USERS, formatTime } from '../lib/fixtures.ts';
import { importJournal, Journal, JOURNAL_SIZE, journalSlice, type JournalEntry } from '../sandbox/journal.ts';
import { Client, login, startTestMock, until, type TestMock } from './helpers.ts';

const clock = { offset: 0 };
let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock({ now: () => Date.now() + clock.offset });
});
afterAll(async () => {
  await mock.close();
});

const NOTICE = '/web/notice/list';
const GOODS = '/web/good/allList';
const HAS_CHINESE = /[\u4e00-\u9fa5]/;

interface Found {
  count: number;
  entries: JournalEntry[];
}

/** A browser of the app: its sandbox client and, optionally, the tester's name (percent-encoded, as the app sends). */
function browser(client: string, tester?: string, where: { base?: string; space?: string } = {}): Client {
  return new Client(where.base ?? mock.url, undefined, {
    'X-Mock-Client': client,
    ...(tester ? { 'X-Mock-Tester': encodeURIComponent(tester) } : {}),
    ...(where.space ? { 'X-Mock-Space': encodeURIComponent(where.space) } : {}),
  });
}

async function journal(c: Client, query: Record<string, string | number> = {}): Promise<Found> {
  const res = await c.get('/__mock/journal', query);
  expect(res.body.code, res.text).toBe(200);
  return res.body.data as Found;
}

describe('recording', () => {
  it('records each call: method, path, query, status, code, times, client, tester and both bodies', async () => {
    const li = browser('rec-1', '小李');
    const before = await journal(li);
    expect(before.count).toBe(0);

    await li.post(GOODS, { pageNum: 1, pageSize: 3, keyWord: '王者' });
    await li.get(NOTICE, { noticeType: 'xwgg', pageSize: 2 });
    const { count, entries } = await journal(li);
    expect(count).toBe(2);
    const [notice, goods] = entries;
    expect(notice.id).toBeGreaterThan(goods.id);
    expect(notice).toMatchObject({ method: 'GET', path: NOTICE, query: { noticeType: 'xwgg', pageSize: '2' }, status: 200, code: 200, client: 'rec-1', tester: '小李' });
    expect(notice.request.body).toBeUndefined();
    expect(notice.url).toMatch(/^http:\/\/[^/]+\/web\/notice\/list\?noticeType=xwgg&pageSize=2$/);
    expect(goods).toMatchObject({
      method: 'POST', path: GOODS, status: 200, code: 200,
      request: { contentType: 'application/json', body: { pageNum: 1, pageSize: 3, keyWord: '王者' } },
      response: { contentType: expect.stringContaining('application/json'), body: { code: 200, rows: expect.any(Array) } },
    });
    expect(goods.response.size).toBeGreaterThan(0);
    expect(goods.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(goods.time).toBe(formatTime(Date.parse(goods.startedDateTime)));
    expect(goods.startedDateTime).toBe(new Date(Date.parse(goods.startedDateTime)).toISOString());
    expect(goods.ms).toBeGreaterThanOrEqual(0);

    // Reading the journal (and the old log) does not add to it.
    await li.get('/__mock/log');
    await li.get('/__mock/journal.har');
    expect((await journal(li)).count).toBe(2);
  });

  it('keeps a non-JSON answer as its type and size, sums up an upload without its bytes, and notes a dropped connection as 0', async () => {
    const me = await login(browser('rec-2'), 'buyer');
    const page = await me.post(GOODS, { pageNum: 1, pageSize: 1 });
    const image = (page.body.rows as { titleImg: string }[])[0].titleImg;
    expect((await me.get(image)).status).toBe(200);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]))], { type: 'image/png' }), '截图.png');
    form.append('note', '截图');
    expect((await me.raw('POST', '/common/upload', { body: form })).body.code).toBe(200);

    await expect(me.get(NOTICE, { __scenario: 'network' })).rejects.toThrow();

    const { entries } = await until(async () => {
      const found = await journal(me, { status: 0 });
      return found.count > 0 && found;
    });
    expect(entries[0]).toMatchObject({ path: NOTICE, status: 0, scenario: 'network' });

    const all = (await journal(me)).entries;
    const img = all.find((e) => e.path === image);
    expect(img?.response).toMatchObject({ contentType: expect.stringMatching(/^image\//), size: expect.any(Number) });
    expect(img?.response.size).toBeGreaterThan(0);
    expect(img?.response.body).toBeUndefined();
    const upload = all.find((e) => e.path === '/common/upload');
    expect(upload?.request.body).toEqual({
      multipart: true, fields: { note: '截图' }, files: [{ field: 'file', fileName: '截图.png', contentType: 'image/png', size: 72 }],
    });
    expect(upload?.response.body).toMatchObject({ code: 200 });
  });

  it('masks secrets at any depth, by key: passwords, tokens, Authorization, X-Mock-Key, ID and card numbers', async () => {
    const who = browser('mask-1');
    const signedIn = await login(who, 'seller');
    const token = (signedIn as unknown as { token: string }).token;
    await signedIn.get('/system/user/profile');
    await who.post('/no/such/path?token=abc123&keep=1', {
      user: { oldPassword: 'Old@123456', NEWPASSWORD: 'New@654321', pwdAgain: 'x1', list: [{ idCard: '110101199003074512', cardNo: '6222020000000000' }] },
      idNo: '110101199003074512', Token: 'tok-9', remark: '保留', content: JSON.stringify({ accountPassword: 'game-pw-1', title: '号' }),
    }, { 'X-Mock-Key': 'team-key-2026' });

    const res = await who.get('/__mock/journal');
    for (const secret of [DEMO_USERS.password, token, 'Old@123456', 'New@654321', 'x1"', '6222020000000000', '110101199003074512', 'tok-9', 'abc123', 'team-key-2026', 'game-pw-1']) {
      expect(res.text, secret).not.toContain(secret);
    }
    const { entries } = res.body.data as Found;
    const loginCall = entries.find((e) => e.path === '/login');
    expect(loginCall?.request.body).toMatchObject({ username: DEMO_USERS.seller.phone, password: '***' });
    expect(loginCall?.response.body).toMatchObject({ code: 200, token: '***' });
    const profile = entries.find((e) => e.path === '/system/user/profile');
    expect(profile?.request.headers).toMatchObject({ authorization: '***', token: '***' });
    const odd = entries.find((e) => e.path === '/no/such/path');
    expect(odd).toMatchObject({
      status: 404, code: 404, query: { token: '***', keep: '1' },
      request: {
        headers: { 'x-mock-key': '***' },
        body: {
          user: { oldPassword: '***', NEWPASSWORD: '***', pwdAgain: '***', list: [{ idCard: '***', cardNo: '***' }] },
          idNo: '***', Token: '***', remark: '保留',
        },
      },
    });
    expect(odd?.url).toContain('?token=***&keep=1');
    expect(JSON.parse((odd?.request.body as { content: string }).content)).toEqual({ accountPassword: '***', title: '号' });
  });

  it('truncates a body over 16 KB, with a marker', async () => {
    const who = browser('big-1');
    await who.post('/no/such/big', { text: '长'.repeat(8000) });
    const [entry] = (await journal(who)).entries;
    expect(entry.request.body).toMatchObject({ truncated: true, size: expect.any(Number), note: expect.stringContaining('16 KB') });
    const body = entry.request.body as { size: number; head: string };
    expect(body.size).toBeGreaterThan(16 * 1024);
    expect(Buffer.byteLength(body.head)).toBeLessThanOrEqual(16 * 1024);
    expect(body.head.startsWith('{"text":"长长')).toBe(true);
  });

  it('keeps an answer as it was sent: whole under 16 KB, its head over it, cut at a character', async () => {
    const who = browser('big-answer');
    const small = await who.post(GOODS, { pageSize: 1 });
    const big = await who.post(GOODS, { pageSize: 40 });
    const sent = Buffer.from(big.text);
    expect(sent.length).toBeGreaterThan(16 * 1024);
    const [bigEntry, smallEntry] = (await journal(who, { path: GOODS })).entries;
    expect(smallEntry.response.body).toEqual(small.body);
    const head = bigEntry.response.body as { truncated: boolean; size: number; head: string };
    expect(head).toMatchObject({ truncated: true, size: sent.length });
    expect(Buffer.byteLength(head.head)).toBeLessThanOrEqual(16 * 1024);
    expect(big.text.startsWith(head.head)).toBe(true);
    expect(head.head).not.toMatch(/\uFFFD/);
  });

  it('keeps the old GET /__mock/log rows', async () => {
    const who = browser('log-1');
    await who.get(NOTICE, { __scenario: '403' });
    const rows = (await who.get('/__mock/log')).body.data as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({ client: 'log-1', method: 'GET', path: NOTICE, status: 200, code: 403, scenario: '403' });
    const allowed = new Set(['client', 'time', 'method', 'path', 'status', 'code', 'ms', 'scenario', 'backend', 'drift']);
    expect(Object.keys(rows[0]).filter((k) => !allowed.has(k))).toEqual([]);
  });
});

describe('GET /__mock/journal filters', () => {
  it('by path (substring or glob), method, status, code, body, tester, limit; newest first', async () => {
    const a = browser('flt-a', '阿珍');
    await a.post(GOODS, { pageNum: 1, pageSize: 2, keyWord: '原神' });
    await a.get(NOTICE, { noticeType: 'xwgg' });
    await a.get('/no/such/thing');
    await a.get(NOTICE, { __scenario: '500' });

    expect((await journal(a, { path: 'NOTICE' })).count).toBe(2);
    expect((await journal(a, { path: '/web/*/list' })).entries.map((e) => e.path)).toEqual([NOTICE, NOTICE]);
    expect((await journal(a, { path: '/web/*' })).count).toBe(3);
    expect((await journal(a, { method: 'post' })).entries.map((e) => e.path)).toEqual([GOODS]);
    expect((await journal(a, { status: '4xx' })).entries.map((e) => e.path)).toEqual(['/no/such/thing']);
    expect((await journal(a, { status: 404 })).count).toBe(1);
    expect((await journal(a, { status: '2xx' })).count).toBe(3);
    expect((await journal(a, { code: 500 })).entries[0]).toMatchObject({ path: NOTICE, scenario: '500' });
    expect((await journal(a, { body: '"keyWord":"原神"' })).entries.map((e) => e.path)).toEqual([GOODS]);
    expect((await journal(a, { tester: '阿珍' })).count).toBe(4);
    expect((await journal(a, { tester: '别人' })).count).toBe(0);

    const limited = await journal(a, { limit: 2 });
    expect(limited.count).toBe(4);
    expect(limited.entries).toHaveLength(2);
    const ids = (await journal(a)).entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it('by time: since / until, ISO or YYYY-MM-DD HH:mm:ss, both inclusive', async () => {
    const t = browser('flt-time');
    await t.get(NOTICE, { step: 1 });
    clock.offset += 3_600_000;
    await t.get(NOTICE, { step: 2 });
    clock.offset += 3_600_000;
    await t.get(NOTICE, { step: 3 });
    const [third, second, first] = (await journal(t)).entries;
    const steps = (f: Found) => f.entries.map((e) => e.query.step);

    expect(steps(await journal(t, { since: second.time }))).toEqual(['3', '2']);
    expect(steps(await journal(t, { since: second.startedDateTime }))).toEqual(['3', '2']);
    expect(steps(await journal(t, { until: second.time }))).toEqual(['2', '1']);
    expect(steps(await journal(t, { until: first.startedDateTime }))).toEqual(['1']);
    expect(steps(await journal(t, { since: second.startedDateTime, until: second.startedDateTime }))).toEqual(['2']);
    expect(steps(await journal(t, { since: new Date(Date.parse(third.startedDateTime) + 1).toISOString() }))).toEqual([]);
  });

  it('by scope: a browser sees its own calls unless it asks for all; no header sees all', async () => {
    const one = browser('scope-1');
    const two = browser('scope-2');
    await one.get(NOTICE, { who: 'one' });
    await two.get(NOTICE, { who: 'two' });
    expect((await journal(one)).entries.map((e) => e.client)).toEqual(['scope-1']);
    expect((await journal(two)).entries.map((e) => e.client)).toEqual(['scope-2']);
    const everyone = new Set((await journal(one, { scope: 'all', path: NOTICE })).entries.map((e) => e.client));
    expect(everyone.has('scope-1') && everyone.has('scope-2')).toBe(true);
    const bare = new Set((await journal(mock.client, { path: NOTICE })).entries.map((e) => e.client));
    expect(bare.has('scope-1') && bare.has('scope-2')).toBe(true);
  });

  it('refuses a bad filter with a Chinese msg naming it, and changes nothing', async () => {
    const who = browser('bad-1');
    await who.get(NOTICE);
    await who.get(NOTICE);
    const bad: [Record<string, string>, string][] = [
      [{ status: 'abc' }, '（status）'], [{ status: '6xx' }, '（status）'], [{ status: '99' }, '（status）'],
      [{ method: 'FETCH' }, '（method）'], [{ limit: '0' }, '（limit）'], [{ limit: '1001' }, '（limit）'], [{ limit: 'ten' }, '（limit）'],
      [{ since: 'yesterday' }, '（since）'], [{ until: '2026-13-01 00:00:00' }, '（until）'], [{ code: '2x' }, '（code）'],
      [{ scope: 'mine' }, '（scope）'], [{ stauts: '200' }, 'stauts'], [{ path: 'x'.repeat(201) }, '（path）'],
      [{ since: '2026-11-28 12:00:00', until: '2026-11-28 11:00:00' }, '（since）'], [{ tester: '名'.repeat(25) }, '（tester）'],
    ];
    for (const [query, named] of bad) {
      const res = await who.get('/__mock/journal', query);
      expect(res.body.code, JSON.stringify(query)).toBe(500);
      expect(res.body.msg, JSON.stringify(query)).toContain(named);
      expect(res.body.msg).toMatch(HAS_CHINESE);
      const har = await who.get('/__mock/journal.har', query);
      expect(har.body.code).toBe(500);
      expect(har.headers.get('content-disposition')).toBeNull();
    }
    const twice = await who.raw('GET', '/__mock/journal?path=a&path=b');
    expect(twice.body.msg).toContain('（path）');

    expect((await who.delete('/__mock/journal', { scope: 'mine' })).body.msg).toContain('（scope）');
    expect((await journal(who)).count).toBe(2);
  });
});

describe('POST /__mock/journal/count', () => {
  it('counts the calls matching a pattern (body matched partially) and lists the near misses, closest first', async () => {
    const c = browser('cnt-1');
    await c.post(GOODS, { pageNum: 1, pageSize: 5, keyWord: '王者', sortRank: 'priceasc' });
    await c.post(GOODS, { pageNum: 1, pageSize: 5, keyWord: '王者' });
    await c.post(GOODS, { pageNum: 2, pageSize: 5 });
    await c.get(GOODS);
    await c.get(NOTICE);

    const res = await c.post('/__mock/journal/count', { method: 'POST', path: GOODS, body: { pageSize: 5, keyWord: '王者' } });
    expect(res.body.code).toBe(200);
    const { count, nearMisses } = res.body.data as { count: number; nearMisses: { entry: JournalEntry; differences: string[] }[] };
    expect(count).toBe(2);
    expect(nearMisses).toHaveLength(2);
    expect(nearMisses[0].entry.request.body).toEqual({ pageNum: 2, pageSize: 5 });
    expect(nearMisses[0].differences).toEqual(['请求体缺少 keyWord']);
    expect(nearMisses[1].entry.method).toBe('GET');
    expect(nearMisses[1].differences).toEqual(['方法：应为 POST，实际 GET', '没有请求体']);
    for (const m of nearMisses) expect(m.entry.path).toBe(GOODS);

    const count1 = async (pattern: Record<string, unknown>, who: Client = c) => {
      const r = await who.post('/__mock/journal/count', pattern);
      expect(r.body.code, r.text).toBe(200);
      return r.body.data as { count: number; nearMisses: { entry: JournalEntry; differences: string[] }[] };
    };
    expect((await count1({ path: GOODS, body: { pageNum: 2 } })).count).toBe(1);
    const wrongValue = await count1({ path: GOODS, body: { pageNum: 3 } });
    expect(wrongValue.count).toBe(0);
    expect(wrongValue.nearMisses.flatMap((m) => m.differences)).toEqual(expect.arrayContaining(['没有请求体', expect.stringMatching(/^请求体 pageNum：应为 3，实际 [12]$/)]));
    expect((await count1({ path: GOODS, body: '"sortRank":"priceasc"' })).count).toBe(1);
    expect((await count1({ path: GOODS, status: '4xx' })).count).toBe(1);
    expect((await count1({ path: '/web/*' })).count).toBe(5);
    expect((await count1({ path: '/web/good' })).count).toBe(0);
    expect((await count1({ method: 'GET' })).count).toBe(2);
    // Another browser's calls are not counted unless it asks for all.
    expect((await count1({ path: GOODS }, browser('cnt-2'))).count).toBe(0);
    expect((await count1({ path: GOODS, scope: 'all' }, browser('cnt-2'))).count).toBeGreaterThanOrEqual(4);
  });

  it('refuses a bad pattern with a Chinese msg', async () => {
    const c = browser('cnt-bad');
    const cases: [unknown, string][] = [
      [{ path: 'web/good' }, '（path）'], [{ status: true }, '（status）'], [{ status: '7xx' }, '（status）'], [{ method: 'GRAB' }, '（method）'],
      [{ body: 5 }, '（body）'], [{ body: '' }, '（body）'], [{ foo: 1 }, 'foo'], [['/login'], '匹配条件应为对象'], [{ scope: 'x' }, '（scope）'],
    ];
    for (const [pattern, named] of cases) {
      const res = await c.post('/__mock/journal/count', pattern);
      expect(res.body.code, JSON.stringify(pattern)).toBe(500);
      expect(res.body.msg, JSON.stringify(pattern)).toContain(named);
      expect(res.body.msg).toMatch(HAS_CHINESE);
    }
  });
});

// HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/): the required fields of each object; custom fields
// must start with an underscore.
const nameValue = z.object({ name: z.string(), value: z.string(), comment: z.string().optional() });
const cookie = z.object({ name: z.string(), value: z.string() }).loose();
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const harRequest = z.object({
  method: z.string().min(1),
  url: z.url(),
  httpVersion: z.string().min(1),
  cookies: z.array(cookie),
  headers: z.array(nameValue),
  queryString: z.array(nameValue),
  postData: z.object({
    mimeType: z.string(),
    params: z.array(z.object({ name: z.string(), value: z.string().optional(), fileName: z.string().optional(), contentType: z.string().optional(), comment: z.string().optional() })).optional(),
    text: z.string().optional(),
    comment: z.string().optional(),
  }).refine((p) => p.text !== undefined || p.params !== undefined, 'postData needs text or params').optional(),
  headersSize: z.number().int().min(-1),
  bodySize: z.number().int().min(-1),
  comment: z.string().optional(),
});
const harResponse = z.object({
  status: z.number().int().min(0),
  statusText: z.string(),
  httpVersion: z.string(),
  cookies: z.array(cookie),
  headers: z.array(nameValue),
  content: z.object({
    size: z.number().int().min(0),
    compression: z.number().int().optional(),
    mimeType: z.string(),
    text: z.string().optional(),
    encoding: z.string().optional(),
    comment: z.string().optional(),
  }),
  redirectURL: z.string(),
  headersSize: z.number().int().min(-1),
  bodySize: z.number().int().min(-1),
  comment: z.string().optional(),
});
const harTimings = z.object({
  blocked: z.number().min(-1).optional(),
  dns: z.number().min(-1).optional(),
  connect: z.number().min(-1).optional(),
  send: z.number().min(0),
  wait: z.number().min(0),
  receive: z.number().min(0),
  ssl: z.number().min(-1).optional(),
  comment: z.string().optional(),
});
const harEntry = z.object({
  pageref: z.string().optional(),
  startedDateTime: z.string().regex(ISO_8601),
  time: z.number().min(0),
  request: harRequest,
  response: harResponse,
  cache: z.object({ beforeRequest: z.unknown().optional(), afterRequest: z.unknown().optional(), comment: z.string().optional() }),
  timings: harTimings,
  serverIPAddress: z.string().optional(),
  connection: z.string().optional(),
  comment: z.string().optional(),
});
const harDocument = z.object({
  log: z.object({
    version: z.literal('1.2'),
    creator: z.object({ name: z.string().min(1), version: z.string().min(1), comment: z.string().optional() }),
    browser: z.object({ name: z.string(), version: z.string() }).optional(),
    pages: z.array(z.unknown()).optional(),
    entries: z.array(harEntry),
    comment: z.string().optional(),
  }),
});

/** Keys an object has beyond the spec's: each must be a custom field (leading underscore). */
function customKeys(value: Record<string, unknown>, schema: z.ZodObject): string[] {
  return Object.keys(value).filter((k) => !(k in schema.shape) && !k.startsWith('_'));
}

describe('GET /__mock/journal.har', () => {
  it('exports the filtered calls as a HAR 1.2 document, oldest first, as an attachment', async () => {
    const h = browser('har-1', '小王');
    const signedIn = await login(h, 'buyer');
    await signedIn.post(GOODS, { pageNum: 1, pageSize: 2 });
    await signedIn.get(NOTICE, { noticeType: 'xwgg' });
    await signedIn.get(NOTICE, { __scenario: 'network' }).catch(() => undefined);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], { type: 'image/png' }), 'a.png');
    await signedIn.raw('POST', '/common/upload', { body: form });
    await until(async () => (await journal(h, { status: 0 })).count > 0);

    const res = await h.get('/__mock/journal.har');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="journal-shared-\d{8}-\d{6}\.har"$/);
    const har = harDocument.parse(JSON.parse(res.text));
    const raw = JSON.parse(res.text) as { log: { entries: Record<string, unknown>[] } };
    const { count } = await journal(h);
    expect(har.log.entries).toHaveLength(count);
    const times = har.log.entries.map((e) => Date.parse(e.startedDateTime));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    for (const [i, e] of har.log.entries.entries()) {
      const t = e.timings;
      expect(e.time).toBe(t.send + t.wait + t.receive);
      const r = raw.log.entries[i];
      expect(customKeys(r, harEntry)).toEqual([]);
      expect(customKeys(r.request as Record<string, unknown>, harRequest)).toEqual([]);
      expect(customKeys(r.response as Record<string, unknown>, harResponse)).toEqual([]);
    }
    // No secret leaves in the file either.
    expect(res.text).not.toContain(DEMO_USERS.password);

    const goods = har.log.entries.find((e) => e.request.url.endsWith(GOODS));
    expect(goods?.request).toMatchObject({ method: 'POST', postData: { mimeType: 'application/json' } });
    expect(JSON.parse(goods?.request.postData?.text ?? '')).toEqual({ pageNum: 1, pageSize: 2 });
    expect(goods?.response.status).toBe(200);
    expect(goods?.response.statusText).toBe('OK');
    expect(JSON.parse(goods?.response.content.text ?? '')).toMatchObject({ code: 200 });
    const notice = har.log.entries.find((e) => e.request.queryString.some((q) => q.name === 'noticeType'));
    expect(notice?.request.queryString).toEqual([{ name: 'noticeType', value: 'xwgg' }]);
    expect(notice?.request.postData).toBeUndefined();
    const dropped = har.log.entries.find((e) => e.response.status === 0);
    expect(dropped?.response.bodySize).toBe(-1);
    const upload = har.log.entries.find((e) => e.request.url.endsWith('/common/upload'));
    expect(upload?.request.postData?.params).toEqual([{ name: 'file', fileName: 'a.png', contentType: 'image/png' }]);
    const loginCall = har.log.entries.find((e) => e.request.url.endsWith('/login'));
    expect(JSON.parse(loginCall?.request.postData?.text ?? '')).toMatchObject({ password: '***' });
    expect(JSON.parse(loginCall?.response.content.text ?? '')).toMatchObject({ token: '***' });

    // The same filters as the journal.
    const only = harDocument.parse(JSON.parse((await h.get('/__mock/journal.har', { path: NOTICE, status: 200 })).text));
    expect(only.log.entries.map((e) => new URL(e.request.url).pathname)).toEqual([NOTICE]);
  });
});

describe('DELETE /__mock/journal, and one journal per data space', () => {
  it('each space keeps its own; clearing takes the caller\'s browser\'s calls, or all with scope=all', async () => {
    expect((await mock.client.post('/__mock/spaces', { name: 'journal-x' })).body.code).toBe(200);
    const x1 = browser('dx-1', undefined, { space: 'journal-x' });
    const x2 = browser('dx-2', undefined, { space: 'journal-x' });
    await x1.get(NOTICE, { n: 1 });
    await x1.get(NOTICE, { n: 2 });
    await x2.get(NOTICE, { n: 3 });
    expect((await journal(browser('dx-1'))).count).toBe(0);
    expect((await journal(x1)).count).toBe(2);

    const cleared = await x1.delete('/__mock/journal');
    expect(cleared.body).toMatchObject({ code: 200, msg: '本浏览器的请求记录已清空', data: { count: 2 } });
    expect((await journal(x1)).count).toBe(0);
    expect((await journal(x2)).count).toBe(1);
    expect((await x2.delete('/__mock/journal', { scope: 'all' })).body).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await journal(x2, { scope: 'all' })).count).toBe(0);
    // The shared space's journal was not touched.
    expect((await journal(mock.client)).count).toBeGreaterThan(10);
  });
});

describe('reproduction links: journalSlice and importJournal', () => {
  it('keeps the order of calls made in the same millisecond', () => {
    const at = '2026-12-03T08:00:00.000Z';
    const entry = (path: string) => ({ time: '2026-12-03 16:00:00', startedDateTime: at, method: 'POST', path, status: 200, request: {}, response: {} });
    const into = new Journal();
    // Newest first, as journalSlice gives them: the sign-in came after its captcha, in the same millisecond.
    expect(importJournal(into, [entry('/login'), entry('/__mock/captcha/1')], '复现')).toBe(2);
    expect(into.find({}).rows.map((e) => e.path)).toEqual(['/login', '/__mock/captcha/1']);
  });

  it('carries a browser\'s newest calls, masked, into another journal marked repro, keeping their time', async () => {
    const r = browser('repro-1', '小张');
    const signedIn = await login(r, 'buyer');
    await signedIn.post(GOODS, { pageNum: 1, pageSize: 2 });
    const slice = journalSlice(mock.ctx.journal, 'repro-1', 3);
    expect(slice.map((e) => e.path)).toEqual([GOODS, '/login', expect.stringMatching(/^\/__mock\/captcha\//)]);
    expect(slice[1].request.body).toMatchObject({ password: '***' });
    expect(JSON.stringify(slice)).not.toContain(DEMO_USERS.password);

    const other = await startTestMock({ persist: false, now: () => Date.now() + clock.offset });
    try {
      const opener = browser('opener', undefined, { base: other.url });
      await opener.get(NOTICE);
      // Through a file, as a reproduction link stores it.
      expect(importJournal(other.ctx.journal, JSON.parse(JSON.stringify(slice)), '复现-1')).toBe(3);
      const { count, entries } = await journal(opener);
      expect(count).toBe(4);
      expect(entries[0]).toMatchObject({ path: NOTICE, client: 'opener' });
      expect(entries.slice(1).map((e) => [e.path, e.repro, e.time, e.client, e.tester])).toEqual(
        slice.map((e) => [e.path, '复现-1', e.time, 'repro-1', '小张']));
      expect(new Set(entries.map((e) => e.id)).size).toBe(4);
      expect(entries[1].request.body).toEqual(slice[0].request.body);
      // The old log lists only what happened here.
      expect(((await opener.get('/__mock/log')).body.data as unknown[])).toHaveLength(1);
      expect(importJournal(other.ctx.journal, [{ nonsense: true }, 'x'], '复现-2')).toBe(0);

      // The journal keeps its newest JOURNAL_SIZE calls.
      const many = Array.from({ length: JOURNAL_SIZE + 5 }, () => slice[0]);
      importJournal(other.ctx.journal, many, '复现-3');
      expect(other.ctx.journal.size).toBe(JOURNAL_SIZE);
      expect((await journal(opener, { limit: JOURNAL_SIZE })).count).toBe(JOURNAL_SIZE);
    } finally {
      await other.close();
    }
  });
});
