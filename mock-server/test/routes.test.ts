// Every endpoint of the seed's 50 (the product's specification, listed here) and every extension is served and
// has its entry in the contract (src/contract/common/endpoints.ts); control endpoints are documented.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_DOCS } from '../sandbox/control.ts';
import { ENDPOINTS } from '../../src/contract/common/endpoints.ts';
import { EXTENSIONS } from '../routes/extensions.ts';
import { PROTECTED_PREFIXES, type RouteInfo } from '../routes/registry.ts';
import { startTestMock, type TestMock } from './helpers.ts';

/** The specification's 50, in its order (docs/api.md's first table); {id} written as :id like the routes. */
const SEED_ENDPOINTS: [string, string][] = [
  ['GET', '/app/version/lastOne'], ['GET', '/V2/H5/checkAccount'], ['GET', '/web/hasExistBlackAccount'],
  ['GET', '/V2/H5/allQQlist'], ['POST', '/web/good/allList'], ['GET', '/V2/H5/gonggaoDetails'], ['GET', '/V2/H5/qqGroup'],
  ['GET', '/sms/sendYzm'], ['POST', '/h5/login'], ['GET', '/captchaImage'], ['POST', '/login'], ['GET', '/system/user/profile'],
  ['GET', '/system/user/profile/new'], ['PUT', '/system/user/profile'], ['POST', '/register'], ['POST', '/web/goods/collect'],
  ['POST', '/web/goods/collect/remove'], ['GET', '/web/goods/collect/list'], ['POST', '/account/problem'],
  ['GET', '/account/problem/list'], ['GET', '/system/notice/:id'], ['GET', '/account/zhubo/list'], ['GET', '/web/recommend/:id'],
  ['GET', '/web/notice/list'], ['GET', '/web/notice/:id'], ['GET', '/V2/H5/account'], ['GET', '/need/myConsignment'],
  ['GET', '/need/myBrowse'], ['GET', '/need/message/list'], ['GET', '/need/message/changeRead/:id'], ['POST', '/h5/SmsforPwd'],
  ['GET', '/web/keylist'], ['GET', '/need/operator/list'], ['GET', '/need/area/list'], ['GET', '/need/server/list'],
  ['GET', '/web/districtSuit'], ['GET', '/account/backlist/allList'], ['POST', '/need/consignment'], ['POST', '/account/backlist'],
  ['GET', '/web/gameTempAttr'], ['GET', '/goods/info/upGoods/:id'], ['POST', '/goods/info/downGoods'],
  ['GET', '/saleOrder/web/buyList'], ['GET', '/saleOrder/web/sellerList'], ['GET', '/web/recentlydeal'], ['POST', '/realname/auth'],
  ['GET', '/web/social/list'], ['POST', '/need/goods/editPrice'], ['POST', '/saleOrder/queryOrder'], ['POST', '/saleOrderAfter'],
];

let mock: TestMock;
let routes: RouteInfo[];
beforeAll(async () => {
  mock = await startTestMock();
  routes = ((await mock.client.get('/__mock/routes')).body.data as { routes: RouteInfo[] }).routes;
});
afterAll(async () => {
  await mock.close();
});

const has = (method: string, p: string) => routes.find((r) => r.method === method && r.path === p);

describe('route coverage', () => {
  it('serves all 50 endpoints of the seed, none marked as an extension', () => {
    expect(SEED_ENDPOINTS).toHaveLength(50);
    for (const [method, p] of SEED_ENDPOINTS) {
      const r = has(method, p);
      expect(r, `${method} ${p}`).toBeTruthy();
      expect(r?.extension, `${method} ${p}`).toBe(false);
    }
  });

  it('the contract marks exactly these 50 as the seed, in this order', () => {
    expect(ENDPOINTS.filter((e) => e.origin === 'seed').map((e) => [e.method, e.path])).toEqual(SEED_ENDPOINTS);
  });

  it('the seed table of docs/api.md lists them', () => {
    const doc = path.resolve(import.meta.dirname, '../../docs/api.md');
    const text = fs.readFileSync(doc, 'utf8');
    const seedTable = text.slice(text.indexOf("## The seed's 50 endpoints"), text.indexOf('## Our extensions'));
    const rows = seedTable.split('\n')
      .map((l) => /^\| (GET|POST|PUT|DELETE) \| (\/[^ |]+) \|/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2].replace(/\{(\w+)\}/g, ':$1')]);
    expect(rows).toEqual(SEED_ENDPOINTS);
  });

  it('serves every extension of the contract, flagged as one', () => {
    for (const e of EXTENSIONS) expect(has(e.method, e.path)?.extension, `${e.method} ${e.path}`).toBe(true);
    const flagged = routes.filter((r) => r.extension).length;
    expect(flagged).toBe(EXTENSIONS.length);
  });

  it('every control endpoint in the docs is served', () => {
    for (const c of CONTROL_DOCS) {
      if (c.path.startsWith('/__mock/db')) continue;
      expect(has(c.method, c.path), `${c.method} ${c.path}`).toBeTruthy();
    }
  });

  it('protected prefixes require a session; public seed endpoints do not', async () => {
    for (const r of routes.filter((x) => PROTECTED_PREFIXES.some((p) => x.path.startsWith(p)))) expect(r.auth, r.path).toBe(true);
    // The contract's auth flags agree with the prefixes, but for these extensions (signed-in outside them).
    const differ = ENDPOINTS.filter((e) => e.auth !== PROTECTED_PREFIXES.some((p) => e.path.startsWith(p)))
      .map((e) => `${e.auth ? '' : 'public '}${e.method} ${e.path}`).sort();
    expect(differ).toEqual([
      'GET /account/payoutAccount', 'POST /account/payoutAccount', 'POST /common/upload', 'GET /account/quotation/mybprice', 'POST /h5/goods/back', 'GET /backOrder/list',
      'GET /backOrder/detail',
    ].sort());
    for (const [method, p] of SEED_ENDPOINTS) {
      if (!has(method, p)?.auth) continue;
      const url = p.replace(':id', '1');
      const res = await mock.client.raw(method, url, method === 'GET' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json' } });
      expect(res.body, `${method} ${p}`).toEqual({ code: 401, msg: '登录状态已过期' });
    }
  });

  it('the control index lists endpoints and scenarios', async () => {
    const res = await mock.client.get('/__mock');
    expect((res.body.data as { endpoints: unknown[] }).endpoints.length).toBe(CONTROL_DOCS.length);
  });
});
