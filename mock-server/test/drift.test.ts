// Drift mode (drift.ts): every drift of DRIFTS shows with the header X-Mock-Drift: 1 and with MOCK_DRIFT
// (the drift option), none without them, never on /__mock, and nothing stored changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIFTS, type Drift } from '../sandbox/drift.ts';
import { optionsFromEnv } from '../config.ts';
import { login, type Client, type Envelope, type TestMock, startTestMock } from './helpers.ts';

const DRIFT_HEADER = { 'X-Mock-Drift': '1' };

/** The request that shows one drift, by path (every path of DRIFTS must be here). */
function call(c: Client, path: string, goodsId: number, headers?: Record<string, string>) {
  switch (path) {
    case '/web/good/allList': return c.post('/web/good/allList', { pageNum: 1, pageSize: 5 }, headers);
    case '/web/good/info/:id': return c.get(`/web/good/info/${goodsId}`, undefined, headers);
    case '/web/recentlydeal': return c.get('/web/recentlydeal', undefined, headers);
    case '/need/myConsignment': return c.get('/need/myConsignment', { pageNum: 1, pageSize: 5 }, headers);
    case '/system/user/profile': return c.get('/system/user/profile', undefined, headers);
    case '/system/user/profile/new': return c.get('/system/user/profile/new', undefined, headers);
    case '/saleOrder/web/buyList': return c.get('/saleOrder/web/buyList', { pageNum: 1, pageSize: 5 }, headers);
    // Order 5: the demo buyer's, delivered (待确认收货).
    case '/saleOrder/detail/:orderId': return c.get('/saleOrder/detail/5', undefined, headers);
    default: throw new Error(`no request for ${path}`);
  }
}

const MISSING = Symbol('missing');

/** `rows[].title` → the first row's title; `data.x` → data.x; `data` → data. */
function at(body: Envelope, field: string): unknown {
  const [head, ...rest] = field.split('.');
  let v: unknown = head === 'rows[]' ? (body.rows ?? [])[0] : (body as Record<string, unknown>)[head];
  for (const key of rest) {
    if (typeof v !== 'object' || v === null || !(key in v)) return MISSING;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

const typeOf = (v: unknown) => (v === MISSING ? 'missing' : Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

function expectDrifted(d: Drift, body: Envelope): void {
  expect(body.code, d.id).toBe(200);
  if (d.field.startsWith('rows[]')) expect(body.rows?.length, `${d.id}: rows to look at`).toBeGreaterThan(0);
  expect(typeOf(at(body, d.field)), `${d.id} ${d.field}`).toBe(d.got);
  if (d.kind === 'rename') expect(typeOf(at(body, d.renamedTo!)), `${d.id} ${d.renamedTo}`).toBe(d.expected);
  if (d.kind === 'wrap') expect(Array.isArray((body.data as { list?: unknown }).list), `${d.id} data.list`).toBe(true);
  if (d.kind === 'type' && d.id === 'D2') expect(String(at(body, d.field))).toMatch(/^\d+\.\d{2}$/);
}

function expectClean(d: Drift, body: Envelope): void {
  expect(body.code, d.id).toBe(200);
  if (d.field.startsWith('rows[]')) expect(body.rows?.length, `${d.id}: rows to look at`).toBeGreaterThan(0);
  expect(typeOf(at(body, d.field)), `${d.id} ${d.field}`).toBe(d.expected);
  if (d.renamedTo) expect(typeOf(at(body, d.renamedTo)), `${d.id} ${d.renamedTo}`).toBe('missing');
}

const pathsOf = (d: Drift) => [d.path, ...(d.alsoPaths ?? [])];

describe('drift per request (X-Mock-Drift: 1)', () => {
  let mock: TestMock;
  let buyer: Client;
  let goodsId: number;

  beforeAll(async () => {
    mock = await startTestMock();
    buyer = await login(mock.client, 'buyer');
    const list = await buyer.post('/web/good/allList', { pageNum: 1, pageSize: 1 });
    goodsId = (list.body.rows as { id: number }[])[0].id;
  });
  afterAll(async () => mock.close());

  it('lists exactly eight drifts, D1–D8, of the four kinds', () => {
    expect(DRIFTS.map((d) => d.id)).toEqual(['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8']);
    expect(new Set(DRIFTS.map((d) => d.kind))).toEqual(new Set(['rename', 'remove', 'type', 'wrap']));
    for (const d of DRIFTS) expect(d.summary).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('each drift shows with the header', async () => {
    for (const d of DRIFTS) {
      for (const p of pathsOf(d)) expectDrifted(d, (await call(buyer, p, goodsId, DRIFT_HEADER)).body);
    }
  });

  it('no drift without the header (or with X-Mock-Drift: 0)', async () => {
    for (const d of DRIFTS) {
      for (const p of pathsOf(d)) {
        expectClean(d, (await call(buyer, p, goodsId)).body);
        expectClean(d, (await call(buyer, p, goodsId, { 'X-Mock-Drift': '0' })).body);
      }
    }
  });

  it('nothing stored changes: a drifted read leaves the data as it was', async () => {
    const before = await buyer.post('/web/good/allList', { pageNum: 1, pageSize: 5 });
    const orders = await buyer.get('/saleOrder/web/buyList', { pageNum: 1, pageSize: 5 });
    for (const d of DRIFTS) for (const p of pathsOf(d)) await call(buyer, p, goodsId, DRIFT_HEADER);
    const after = await buyer.post('/web/good/allList', { pageNum: 1, pageSize: 5 });
    // The detail view counts a view (browseNum + 1) whatever the drift; everything else is as it was.
    const noViews = (rows: unknown) => (rows as Record<string, unknown>[]).map(({ browseNum: _b, ...r }) => r);
    expect(noViews(after.body.rows)).toEqual(noViews(before.body.rows));
    expect((await buyer.get('/saleOrder/web/buyList', { pageNum: 1, pageSize: 5 })).body.rows).toEqual(orders.body.rows);
    const raw = await mock.client.get(`/__mock/db/goods/${goodsId}`);
    expect(typeof (raw.body as unknown as { title: unknown }).title).toBe('string');
    expect(typeof (raw.body as unknown as { newPrice: unknown }).newPrice).toBe('number');
    const users = await mock.client.get('/__mock/db/users', { userName: '13800138000' });
    const user = (users.body as unknown as { nickName?: string; nick_name?: string }[])[0];
    expect(typeof user.nickName).toBe('string');
    expect(user.nick_name).toBeUndefined();
  });

  it('failures are not drifted, nor /__mock, nor other endpoints', async () => {
    const signedOut = await mock.client.get('/system/user/profile', undefined, DRIFT_HEADER);
    expect(signedOut.body).toMatchObject({ code: 401 });
    const health = await mock.client.get('/__mock/health', undefined, DRIFT_HEADER);
    expect(health.body.data).toMatchObject({ status: 'ok', drift: 'header' });
    const notices = await mock.client.get('/web/notice/list', { pageNum: 1, pageSize: 3 }, DRIFT_HEADER);
    const plain = await mock.client.get('/web/notice/list', { pageNum: 1, pageSize: 3 });
    expect(notices.body).toEqual(plain.body);
  });

  it('GET /__mock/routes lists the drifts', async () => {
    const res = await mock.client.get('/__mock/routes');
    const drift = (res.body.data as { drift: { on: boolean; drifts: { id: string; field: string }[] } }).drift;
    expect(drift.on).toBe(false);
    expect(drift.drifts.map((d) => `${d.id} ${d.field}`)).toEqual(DRIFTS.map((d) => `${d.id} ${d.field}`));
  });
});

describe('drift on every answer (MOCK_DRIFT=1)', () => {
  let mock: TestMock;
  let buyer: Client;
  let goodsId: number;

  beforeAll(async () => {
    mock = await startTestMock({ drift: true });
    buyer = await login(mock.client, 'buyer');
    const list = await buyer.post('/web/good/allList', { pageNum: 1, pageSize: 1 });
    goodsId = (list.body.rows as { id: number }[])[0].id;
  });
  afterAll(async () => mock.close());

  it('the environment variable sets the option', () => {
    expect(optionsFromEnv({ MOCK_DRIFT: '1' }).drift).toBe(true);
    expect(optionsFromEnv({}).drift).toBe(false);
    expect(() => optionsFromEnv({ MOCK_DRIFT: 'maybe' })).toThrow(/MOCK_DRIFT/);
  });

  it('each drift shows without any header, and health says so', async () => {
    for (const d of DRIFTS) {
      for (const p of pathsOf(d)) expectDrifted(d, (await call(buyer, p, goodsId)).body);
    }
    const health = await mock.client.get('/__mock/health');
    expect(health.body.data).toMatchObject({ drift: 'all' });
  });

  it('nothing stored changes', async () => {
    const raw = await mock.client.get(`/__mock/db/goods/${goodsId}`);
    expect(typeof (raw.body as unknown as { title: unknown }).title).toBe('string');
    const orders = await mock.client.get('/__mock/db/orders', { buyerId: 1 });
    for (const o of orders.body as unknown as { orderStatus: unknown }[]) expect(typeof o.orderStatus).toBe('number');
  });
});
