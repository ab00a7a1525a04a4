// The contract (src/contract/common/) and the mock agree: every served route has its entry and every entry is
// served; the seeded mock's answers parse with the answer schemas (which proves the schemas true); the mock
// serves the same OpenAPI document as docs/api/openapi.json; the request schemas the table documents are the
// ones the mock validates with.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/contract/common/endpoint.ts';
import { ENDPOINTS } from '../../src/contract/common/endpoints.ts';
import { orderListQuery, orderListQueryDoc } from '../../src/contract/common/requests.ts';
import { parseTime } from '../lib/fixtures.ts';
import type { MockContext } from '../context.ts';
import { Routes, type RouteInfo } from '../routes/registry.ts';
import { login, startTestMock, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let seller: Client;
let routes: RouteInfo[];
beforeAll(async () => {
  mock = await startTestMock();
  seller = await login(mock.client, 'seller');
  routes = ((await mock.client.get('/__mock/routes')).body.data as { routes: RouteInfo[] }).routes
    .filter((r) => r.path !== '/__mock' && !r.path.startsWith('/__mock/'));
});
afterAll(async () => {
  await mock.close();
});

const key = (x: { method: string; path: string }) => `${x.method} ${x.path}`;

describe('the endpoint table and the served routes', () => {
  it('every route the mock serves has its entry, with the same domain, auth and extension flag', () => {
    for (const r of routes) {
      const e = ENDPOINTS.find((x) => key(x) === key(r));
      expect(e, `${key(r)} is served but not in src/contract/common/endpoints.ts`).toBeTruthy();
      expect({ domain: e?.domain, auth: e?.auth, extension: e?.origin === 'extension' }, key(r))
        .toEqual({ domain: r.domain, auth: r.auth, extension: r.extension });
    }
  });

  it('every entry is served, once', () => {
    const served = new Set(routes.map(key));
    for (const e of ENDPOINTS) expect(served.has(key(e)), `${key(e)} is in the table but not served`).toBe(true);
    expect(new Set(ENDPOINTS.map(key)).size).toBe(ENDPOINTS.length);
    expect(routes.length).toBe(ENDPOINTS.length);
  });

  it('the registry refuses a route that has no entry, and a route whose own auth rule disagrees', () => {
    const r = new Routes({} as MockContext).domain('goods');
    expect(() => r.get('/web/good/hidden', () => 1)).toThrow('GET /web/good/hidden is not in the API contract: add its entry to src/contract/common/endpoints.ts');
    expect(() => r.get('/web/game/list', () => 1, { auth: true })).toThrow('GET /web/game/list: the route says auth true, the contract false');
    expect(() => r.get('/__mock/anything', () => 1)).not.toThrow();
  });

  it('GETs are readOnly but for the three that change something', () => {
    const writingGets = ENDPOINTS.filter((e) => e.method === 'GET' && !e.readOnly).map(key);
    expect(writingGets).toEqual(['GET /sms/sendYzm', 'GET /need/message/changeRead/:id', 'GET /goods/info/upGoods/:id']);
  });
});

describe('the seeded answers parse with the answer schemas', () => {
  /** Values for the required parameters of the readOnly endpoints (ids from fixtures/README.md). */
  async function sample(e: Endpoint): Promise<{ url: string; body?: unknown }> {
    const noticeId = async () => ((await mock.client.get('/web/notice/list')).body.rows as { noticeId: number }[])[0].noticeId;
    const qq = async () => ((await mock.client.get('/V2/H5/account')).body.data as { qq?: string }[]).find((s) => s.qq)?.qq ?? '';
    const area = async () => {
      const pcGame = ((await mock.client.get('/web/game/list', { type: 1 })).body.data as { id: number }[])[0].id;
      return ((await mock.client.get('/web/keylist', { gameId: pcGame, systemKey: 'group' })).body.data as { id: number }[])[0].id;
    };
    const samples: Record<string, () => Promise<{ url: string; body?: unknown }>> = {
      'GET /V2/H5/checkAccount': async () => ({ url: `/V2/H5/checkAccount?str=${await qq()}` }),
      'GET /web/hasExistBlackAccount': async () => ({ url: '/web/hasExistBlackAccount?account=abc123' }),
      'GET /web/goods/suggest': async () => ({ url: '/web/goods/suggest?keyword=%E7%8E%8B%E8%80%85' }),
      'POST /web/good/allList': async () => ({ url: '/web/good/allList', body: { pageNum: 1, pageSize: 20 } }),
      'GET /system/notice/:id': async () => ({ url: `/system/notice/${await noticeId()}` }),
      'GET /web/notice/:id': async () => ({ url: `/web/notice/${await noticeId()}` }),
      'GET /web/recommend/:id': async () => ({ url: '/web/recommend/1' }),
      'GET /web/good/info/:id': async () => ({ url: '/web/good/info/1' }),
      'GET /web/keylist': async () => ({ url: '/web/keylist?gameId=1' }),
      'GET /need/operator/list': async () => ({ url: '/need/operator/list?gameId=1' }),
      'GET /need/area/list': async () => ({ url: '/need/area/list?gameId=1' }),
      'GET /need/server/list': async () => ({ url: '/need/server/list?gameId=1' }),
      'GET /web/districtSuit': async () => ({ url: `/web/districtSuit?parentId=${await area()}` }),
      'GET /web/gameTempAttr': async () => ({ url: '/web/gameTempAttr?gameId=1' }),
      'GET /saleOrder/detail/:orderId': async () => ({ url: '/saleOrder/detail/15' }),
      'GET /account/quotation/mybprice': async () => ({ url: '/account/quotation/mybprice?backId=1' }),
      'GET /backOrder/detail': async () => ({ url: '/backOrder/detail?id=1' }),
      'GET /need/myConsignment/:id': async () => ({ url: '/need/myConsignment/27' }),
    };
    const make = samples[key(e)];
    if (make) return make();
    if (/[:*]/.test(e.path)) throw new Error(`${key(e)}: add a sample for its path parameters`);
    return { url: e.path };
  }

  const checked = ENDPOINTS.filter((e) => e.readOnly && e.answer.kind !== 'other');

  it.each(checked.map((e) => [key(e), e] as const))('%s', async (_name, e) => {
    const { url, body } = await sample(e);
    const client = e.auth ? seller : mock.client;
    const res = e.method === 'GET' ? await client.get(url) : await client.post(url, body);
    expect(res.body.code, `${key(e)}: ${res.text.slice(0, 200)}`).toBe(200);
    const { kind, schema } = e.answer;
    if (!schema) return;
    if (kind === 'page') {
      expect(Array.isArray(res.body.rows) && typeof res.body.total === 'number', key(e)).toBe(true);
      z.array(schema).parse(res.body.rows);
    } else if (kind === 'data') {
      schema.parse(res.body.data);
    } else {
      schema.parse(res.body);
    }
  });

  it('a schema refuses an answer without a field the app reads', async () => {
    const goods = ENDPOINTS.find((e) => e.path === '/web/good/info/:id')?.answer.schema as z.ZodType;
    const { data } = (await mock.client.get('/web/good/info/1')).body as { data: Record<string, unknown> };
    expect(goods.safeParse(data).success).toBe(true);
    const { newPrice: _gone, ...drifted } = data;
    expect(goods.safeParse(drifted).success).toBe(false);
    expect(goods.safeParse({ ...data, extra: 1 }).success).toBe(true);
  });
});

describe('the documents', () => {
  it('the mock serves docs/api/openapi.json at /__mock/openapi.json', async () => {
    const file = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/api/openapi.json'), 'utf8')) as unknown;
    const res = await mock.client.get('/__mock/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body, 'the served document differs from docs/api/openapi.json: run npm run contract').toEqual(file);
  });

  it('the order list query the table documents accepts and refuses what the mock does', () => {
    const mockQuery = orderListQuery(parseTime);
    const samples = [
      {}, { pageNum: '1', pageSize: '10' }, { orderStatus: '3' }, { orderStatus: '9' }, { saleTimeStart: '2026-01-31' },
      { saleTimeStart: '2026-13-01' }, { saleTimeEnd: '2026-1-1' }, { saleTimeEnd: 'x' }, { saleTimeStart: '' }, { pageNum: '0' },
    ];
    for (const s of samples) expect(orderListQueryDoc.safeParse(s).success, JSON.stringify(s)).toBe(mockQuery.safeParse(s).success);
  });
});
