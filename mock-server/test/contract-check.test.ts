// npm run contract:check (scripts/contract-check.ts) against the mock: clean without drift; with drift on,
// the table names every drift of DRIFTS; without --writes no write endpoint is ever called.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatReport, main, parseArgs } from '../../scripts/contract-check.ts';
import { checkBackend, type Report } from '../../scripts/contract/checkBackend.ts';
import { checkAnswer, EXTENSION_EXPECTED, keyOf } from '../../src/contract/common/check.ts';
import { endpoint, type Endpoint } from '../../src/contract/common/endpoint.ts';
import { ENDPOINTS as CONTRACT } from '../../src/contract/common/endpoints.ts';
import { DRIFTS } from '../sandbox/drift.ts';
import { freePort } from '../lib/freePort.ts';
import { smsLogin, startTestMock, type TestMock } from './helpers.ts';

const BUYER = '13800138000';

// A small local table (the shape of src/contract/common/endpoints.ts' entries): the drifted endpoints, their id
// sources, and two writes that must never be called without --writes.
const e = (x: Partial<Endpoint> & Pick<Endpoint, 'method' | 'path' | 'answer'>): Endpoint =>
  endpoint({ summary: '测试', domain: 'test', auth: false, origin: 'seed', readOnly: true, ...x });
const page = z.object({ pageNum: z.coerce.number().optional(), pageSize: z.coerce.number().optional() });
const LOCAL: Endpoint[] = [
  e({ method: 'GET', path: '/saleOrder/detail/:orderId', auth: true, answer: { kind: 'data', schema: z.looseObject({ orderId: z.number() }) } }),
  e({ method: 'GET', path: '/web/game/list', answer: { kind: 'data', schema: z.array(z.looseObject({ id: z.number(), name: z.string() })) } }),
  e({ method: 'GET', path: '/web/keylist', query: z.object({ gameId: z.coerce.number() }), answer: { kind: 'data', schema: z.array(z.looseObject({ id: z.number(), systemKey: z.string() })) } }),
  e({ method: 'POST', path: '/web/good/allList', body: page, answer: { kind: 'page', schema: z.looseObject({ id: z.number(), title: z.string(), newPrice: z.number() }) } }),
  e({ method: 'GET', path: '/web/good/info/:id', answer: { kind: 'data', schema: z.looseObject({ id: z.number(), title: z.string(), browseNum: z.number() }) } }),
  e({ method: 'GET', path: '/web/recentlydeal', answer: { kind: 'data', schema: z.array(z.looseObject({ title: z.string(), price: z.number() })) } }),
  e({ method: 'GET', path: '/need/myConsignment', auth: true, query: page, answer: { kind: 'page', schema: z.looseObject({ id: z.number(), saleState: z.literal([0, 1, 2, 3, 4, 5, 6, 99]) }) } }),
  e({ method: 'GET', path: '/system/user/profile', auth: true, answer: { kind: 'data', schema: z.looseObject({ userId: z.number(), nickName: z.string() }) } }),
  e({ method: 'GET', path: '/system/user/profile/new', auth: true, answer: { kind: 'data', schema: z.looseObject({ userId: z.number(), nickName: z.string() }) } }),
  e({ method: 'GET', path: '/saleOrder/web/buyList', auth: true, query: page, answer: { kind: 'page', schema: z.looseObject({ orderId: z.number(), orderStatus: z.literal([1, 2, 3, 4, 5]) }) } }),
  e({ method: 'GET', path: '/need/message/list', auth: true, query: page, answer: { kind: 'page', schema: z.looseObject({ id: z.number() }) } }),
  e({ method: 'GET', path: '/need/message/changeRead/:id', auth: true, readOnly: false, answer: { kind: 'data' } }),
  e({ method: 'POST', path: '/web/goods/collect', auth: true, readOnly: false, body: z.object({ accountId: z.number() }), answer: { kind: 'data' } }),
];

const pattern = (p: string) => new RegExp(`^${p.replace(/:[^/]+/g, '[^/]+').replace('*', '.+')}$`);
/** The table entry a logged request was for: the literal path first (/web/notice/list before /web/notice/:id). */
const entryOf = (table: readonly Endpoint[], method: string, path: string) =>
  table.find((x) => x.method === method && x.path === path) ?? table.find((x) => x.method === method && pattern(x.path).test(path));

describe('contract:check against the mock', () => {
  let mock: TestMock;
  let drifted: TestMock;
  let token: string;
  let driftToken: string;

  beforeAll(async () => {
    mock = await startTestMock();
    drifted = await startTestMock({ drift: true });
    const tokenOf = async (m: TestMock) => {
      const c = await smsLogin(m.client, BUYER);
      return (c as unknown as { token: string }).token;
    };
    token = await tokenOf(mock);
    driftToken = await tokenOf(drifted);
  });
  afterAll(async () => {
    await mock.close();
    await drifted.close();
  });

  const run = (m: TestMock, t: string | undefined, table: readonly Endpoint[] = LOCAL): Promise<Report> =>
    checkBackend({ backend: m.url, token: t, writes: false, json: false }, table);

  it('clean against a normal mock (the contract table): no breaking row, exit 0', async () => {
    const r = await run(mock, token, CONTRACT);
    expect(r.rows.filter((x) => x.breaking), formatReport(r)).toEqual([]);
    expect(r.breaking).toBe(0);
    // Every read-only entry is checked but those needing an id no read can give (a payment ticket, an upload,
    // a 竞价回收 deal: the demo buyer has none).
    const skipped = r.results.filter((x) => x.status === 'skipped' && !x.reason?.includes('--writes'));
    expect(skipped.map((x) => x.endpoint).sort()).toEqual([
      'GET /backOrder/detail', 'GET /mock-pay/alipay', 'GET /mock-pay/wechat', 'GET /profile/upload/:name', 'POST /mock-pay/alipay',
    ]);
    expect(r.checked).toBe(CONTRACT.filter((x) => x.readOnly).length - skipped.length);
    const out: string[] = [];
    expect(await main(['--backend', mock.url, '--token', token], (x) => out.push(x))).toBe(0);
    expect(out.join('\n')).toContain('破坏性差异 0 处');
    const json: string[] = [];
    expect(await main(['--backend', mock.url, '--json'], (x) => json.push(x))).toBe(0);
    expect(JSON.parse(json.join(''))).toMatchObject({ signedIn: false, breaking: 0, rows: [] });
  });

  it('ids come from the lists (a local table)', async () => {
    const r = await run(mock, token);
    expect(r.breaking, formatReport(r)).toBe(0);
    expect(r.checked).toBe(LOCAL.filter((x) => x.readOnly).length);
    // Ids came from the lists: the detail was called with a real goods id and order id.
    const urls = r.results.map((x) => x.url ?? '');
    expect(urls).toContainEqual(expect.stringMatching(/^\/web\/good\/info\/\d+$/));
    expect(urls).toContainEqual(expect.stringMatching(/^\/saleOrder\/detail\/\d+$/));
    expect(urls).toContainEqual(expect.stringMatching(/^\/web\/keylist\?gameId=\d+$/));
  });

  it('with drift on, the table names every drift of DRIFTS as breaking (renames with their new name), exit 1', async () => {
    const r = await run(drifted, driftToken, CONTRACT);
    const text = formatReport(r);
    for (const d of DRIFTS) {
      for (const p of [d.path, ...(d.alsoPaths ?? [])]) {
        const k = `${d.method} ${p}`;
        // An extension left out is an extension, never breaking.
        expect(r.rows, `${d.id} ${k} ${d.field}\n${text}`).toContainEqual(expect.objectContaining({ endpoint: k, field: d.field, breaking: !d.extension }));
        const row = r.rows.find((x) => x.endpoint === k && x.field === d.field)!;
        expect(row.got.split(' ')[0]).toBe(d.got);
        if (d.renamedTo) expect(r.rows, `${d.id} rename`).toContainEqual(expect.objectContaining({ endpoint: k, field: d.renamedTo, breaking: false }));
      }
    }
    expect(r.breaking).toBeGreaterThanOrEqual(DRIFTS.filter((d) => !d.extension).length);
    expect(text).toMatch(/破坏性差异 \d+ 处/);
    const out: string[] = [];
    expect(await main(['--backend', drifted.url, '--token', driftToken], (x) => out.push(x))).toBe(1);
    for (const d of DRIFTS) expect(out.join('\n')).toContain(d.field);
  });

  it('an order without deliverInfo / supplyDiscountPrice (D8, like the live one): extensions, not breaking', async () => {
    const detail = CONTRACT.find((x) => keyOf(x) === 'GET /saleOrder/detail/:orderId')!;
    const seller = (await smsLogin(drifted.client, '13900139000') as unknown as { token: string }).token;
    // Order 5: the buyer's, delivered; order 17: the seller's at 待确认收货 (carries 到手 undrifted).
    for (const [t, id] of [[driftToken, 5], [seller, 17]] as const) {
      const res = await fetch(`${drifted.url}/saleOrder/detail/${id}`, { headers: { Authorization: `Bearer ${t}`, token: t } });
      const text = await res.text();
      expect(text).not.toContain('deliverInfo');
      expect(text).not.toContain('supplyDiscountPrice');
      const rows = checkAnswer(detail, res.status, text).rows;
      expect(rows.filter((x) => x.breaking), JSON.stringify(rows)).toEqual([]);
      for (const f of ['deliverInfo', 'deliverState', 'checkEndTime']) {
        expect(rows).toContainEqual(expect.objectContaining({ field: `data.${f}`, expected: EXTENSION_EXPECTED, got: 'missing', breaking: false }));
      }
      expect(rows.some((x) => x.field === 'data.supplyDiscountPrice' && x.breaking)).toBe(false);
    }
    // Undrifted, the delivered order carries them: no extension row for deliverInfo.
    const plain = await fetch(`${mock.url}/saleOrder/detail/5`, { headers: { Authorization: `Bearer ${token}`, token } });
    expect(checkAnswer(detail, plain.status, await plain.text()).rows.some((x) => x.field === 'data.deliverInfo')).toBe(false);
  });

  it('never calls a write endpoint without --writes', async () => {
    // A mock of its own, so its request log holds only this run.
    const own = await startTestMock();
    const t = (await smsLogin(own.client, BUYER) as unknown as { token: string }).token;
    const r = await run(own, t, CONTRACT);
    const log = (await own.client.get('/__mock/log')).body.data as { method: string; path: string }[];
    const sent = log.filter((l) => !l.path.startsWith('/__mock') && l.path !== '/h5/login' && l.path !== '/sms/sendYzm');
    expect(sent.length).toBe(r.calls.length);
    expect(sent.length).toBeGreaterThan(30);
    for (const l of sent) expect(entryOf(CONTRACT, l.method, l.path)?.readOnly, `${l.method} ${l.path}`).toBe(true);
    // Whatever the table says, these change something and were not called.
    for (const l of sent) expect(`${l.method} ${l.path}`).not.toMatch(/changeRead|upGoods|sendYzm|collect$|logout/);
    const writes = CONTRACT.filter((x) => !x.readOnly);
    expect(writes.length).toBeGreaterThan(10);
    expect(r.results.filter((x) => x.reason?.includes('--writes')).map((x) => x.endpoint).sort()).toEqual(writes.map(keyOf).sort());
    await own.close();
  });

  it('with --writes it also calls the writes that have a sample (ids from the lists)', async () => {
    const own = await startTestMock();
    const t = (await smsLogin(own.client, BUYER) as unknown as { token: string }).token;
    const r = await checkBackend({ backend: own.url, token: t, writes: true, json: false }, LOCAL);
    expect(r.calls).toContainEqual(expect.stringMatching(/^GET \/need\/message\/changeRead\/\d+$/));
    expect(r.calls).toContain('POST /web/goods/collect');
    expect(r.results.filter((x) => x.status === 'skipped')).toEqual([]);
    await own.close();
  });

  it('signed out: only public endpoints, the rest skipped as needing sign-in', async () => {
    const r = await run(mock, undefined);
    expect(r.signedIn).toBe(false);
    for (const x of LOCAL.filter((y) => y.auth && y.readOnly)) {
      expect(r.results.find((y) => y.endpoint === keyOf(x))).toMatchObject({ status: 'skipped', reason: expect.stringContaining('需要登录') });
    }
    expect(formatReport(r)).toContain('未登录');
  });

  it('an id it cannot find is reported as skipped (no id)', async () => {
    const table = LOCAL.filter((x) => x.path !== '/saleOrder/web/buyList');
    const r = await run(mock, token, table);
    expect(r.results.find((x) => x.endpoint === 'GET /saleOrder/detail/:orderId')).toMatchObject({ status: 'skipped', reason: expect.stringContaining('没有 id') });
  });

  it('signs in with --phone/--code against the mock', async () => {
    // The seller: the buyer's code was used in beforeAll and a new one may be sent only 60 s later.
    const r = await checkBackend({ backend: mock.url, phone: '13900139000', code: '123456', writes: false, json: false }, LOCAL);
    expect(r.calls.slice(0, 3)).toEqual(['GET /__mock/health', 'GET /sms/sendYzm?phone=13900139000&type=login', 'POST /h5/login']);
    expect(r.signedIn).toBe(true);
    expect(r.breaking).toBe(0);
  });
});

describe('contract:check answers and usage', () => {
  const goods = e({ method: 'GET', path: '/x', answer: { kind: 'data', schema: z.looseObject({ title: z.string(), n: z.number(), tags: z.array(z.string()) }) } });
  const list = e({ method: 'GET', path: '/y', answer: { kind: 'page', schema: z.looseObject({ id: z.number() }) } });

  it('turns envelope and schema problems into rows', () => {
    expect(checkAnswer(goods, 500, '').rows).toEqual([expect.objectContaining({ field: 'HTTP', got: '500', breaking: true })]);
    expect(checkAnswer(goods, 200, '<html>').rows).toEqual([expect.objectContaining({ field: '(body)', got: '非 JSON', breaking: true })]);
    expect(checkAnswer(goods, 200, JSON.stringify({ code: 500, msg: '坏了' })).rows).toEqual([expect.objectContaining({ field: 'code', got: '500（坏了）', breaking: true })]);
    const rows = checkAnswer(goods, 200, JSON.stringify({ code: 200, data: { goods_title: 'a', n: '1', tags: ['a', 2] } })).rows;
    expect(rows).toEqual([
      { endpoint: 'GET /x', field: 'data.title', expected: 'string', got: 'missing', breaking: true },
      { endpoint: 'GET /x', field: 'data.goods_title', expected: '(契约中没有)', got: 'string', breaking: false, note: '改名？title → goods_title' },
      { endpoint: 'GET /x', field: 'data.n', expected: 'number', got: 'string ("1")', breaking: true },
      { endpoint: 'GET /x', field: 'data.tags[]', expected: 'string', got: 'number (2)', breaking: true },
    ]);
  });

  it('an optional field gone beside a look-alike is a rename, not breaking', () => {
    const opt = e({ method: 'GET', path: '/z', answer: { kind: 'page', schema: z.looseObject({ id: z.number(), unit: z.string().optional() }) } });
    expect(checkAnswer(opt, 200, JSON.stringify({ code: 200, rows: [{ id: 1, unitName: '个' }, { id: 2 }], total: 2 })).rows).toEqual([
      { endpoint: 'GET /z', field: 'rows[].unit', expected: '可选', got: 'missing', breaking: false, note: '改名？unit → unitName（string）' },
    ]);
  });

  it('pages: rows and total present; a bare array is not breaking', () => {
    expect(checkAnswer(list, 200, JSON.stringify({ code: 200, data: [] })).rows).toEqual([expect.objectContaining({ field: 'rows', breaking: true })]);
    expect(checkAnswer(list, 200, JSON.stringify({ code: 200, rows: [] })).rows).toEqual([expect.objectContaining({ field: 'total', breaking: true })]);
    expect(checkAnswer(list, 200, JSON.stringify({ code: 200, rows: [], total: 0 }))).toMatchObject({ rows: [], empty: true });
    expect(checkAnswer(list, 200, JSON.stringify([{ id: 7 }])).body).toEqual([{ id: 7 }]);
    expect(checkAnswer(list, 200, JSON.stringify([{ id: 1 }])).rows).toEqual([expect.objectContaining({ field: 'rows', breaking: false })]);
    expect(checkAnswer(list, 200, JSON.stringify({ code: 200, rows: [{ id: 1 }, { id: 'x' }, { id: 'y' }], total: 3 })).rows)
      .toEqual([expect.objectContaining({ field: 'rows[].id', expected: 'number', breaking: true })]);
  });

  it('usage errors and an unreachable backend exit 2 with a Chinese message', async () => {
    const errs: string[] = [];
    const code = (argv: string[]) => main(argv, () => undefined, (s) => errs.push(s));
    expect(await code([])).toBe(2);
    expect(errs.pop()).toContain('缺少 --backend');
    expect(await code(['--backend', 'http://127.0.0.1:1', '--phone', '13800138000'])).toBe(2);
    expect(errs.pop()).toContain('--phone 与 --code 要一起给');
    expect(() => parseArgs(['--backend', 'ftp://x'])).toThrow(/http/);
    const port = await freePort();
    expect(await code(['--backend', `http://127.0.0.1:${port}`, '--token', 'x'])).toBe(2);
    expect(errs.pop()).toContain('无法连接后端');
  });
});
