// What leaves the mock is the contract's answer schema applied to the row (lib/shape.ts): the shaper on its own
// (nested objects, arrays, wrappers, unions, records, looseObject), then the API — a field put on stored rows that
// the contract does not name reaches no answer, buyers' or sellers', while a seller still gets their own goods'
// fields on the calls whose schemas name them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SaleState } from '../../src/contract/statuses.ts';
import { goodsSchema, myListingDetailSchema, userSchema } from '../../src/contract/common/answers.ts';
import type { Goods } from '../../src/contract/types.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { answerKeys, answerShaper, shaperOf } from '../lib/shape.ts';
import { endpointOf } from '../../src/contract/common/endpoints.ts';
import { isSecretKey } from '../lib/secrets.ts';
import { startSignedIn, type Client, type TestMock } from './helpers.ts';

describe('shaperOf', () => {
  it('copies only the declared keys of objects, at every depth, also of a looseObject', () => {
    const s = z.looseObject({ id: z.number(), owner: z.looseObject({ name: z.string() }), tags: z.object({ a: z.string() }) });
    const value = { id: 1, secret: 's', owner: { name: 'n', phone: '139' }, tags: { a: 'x', b: 'y' } };
    expect(shaperOf(s)(value)).toEqual({ id: 1, owner: { name: 'n' }, tags: { a: 'x' } });
    // The value itself is left alone: the answer is a copy.
    expect(value.secret).toBe('s');
    expect(s.safeParse(value).success).toBe(true);
  });

  it('shapes each element of an array; a scalar list goes as it is', () => {
    const s = z.object({ rows: z.array(z.object({ url: z.string() })), words: z.array(z.string()) });
    expect(shaperOf(s)({ rows: [{ url: 'a', key: 1 }, { url: 'b' }], words: ['x', 'y'] }))
      .toEqual({ rows: [{ url: 'a' }, { url: 'b' }], words: ['x', 'y'] });
  });

  it('goes through optional, nullable and default; absent stays absent, null stays null', () => {
    const inner = z.object({ a: z.string() });
    const s = z.object({ o: inner.optional(), n: inner.nullable(), d: inner.default({ a: 'd' }), t: z.string().optional() });
    expect(shaperOf(s)({ o: { a: '1', x: 1 }, n: null, d: { a: '2', x: 2 } })).toEqual({ o: { a: '1' }, n: null, d: { a: '2' } });
    expect(shaperOf(s)({ n: { a: '3', x: 3 }, t: undefined })).toEqual({ n: { a: '3' } });
  });

  it('a plain union lets out the union of its branches’ keys; a discriminated one its branch’s keys', () => {
    const a = z.object({ kind: z.literal('a'), x: z.string(), both: z.object({ p: z.number() }) });
    const b = z.object({ kind: z.literal('b'), y: z.number(), both: z.object({ q: z.number() }) });
    const plain = shaperOf(z.object({ v: z.union([a, b]) }));
    expect(plain({ v: { kind: 'a', x: 'x', y: 2, z: 3, both: { p: 1, q: 2, r: 3 } } }))
      .toEqual({ v: { kind: 'a', x: 'x', y: 2, both: { p: 1, q: 2 } } });
    const tagged = shaperOf(z.discriminatedUnion('kind', [a, b]));
    expect(tagged({ kind: 'a', x: 'x', y: 2, both: { p: 1, q: 2 } })).toEqual({ kind: 'a', x: 'x', both: { p: 1 } });
    expect(tagged({ kind: 'b', x: 'x', y: 2 })).toEqual({ kind: 'b', y: 2 });
    // A tag no branch has: all the branches' keys, still nothing the union does not name.
    expect(tagged({ kind: 'c', x: 'x', y: 2, z: 3 })).toEqual({ kind: 'c', x: 'x', y: 2 });
    // A union of scalars (the contract's laterTime) is a scalar; of an object and a scalar, each as it comes.
    const t = shaperOf(z.object({ at: z.union([z.string(), z.literal('')]), either: z.union([z.string(), z.object({ k: z.string() })]) }));
    expect(t({ at: '', either: 'text' })).toEqual({ at: '', either: 'text' });
    expect(t({ at: '2026-01-01 00:00:00', either: { k: 'v', no: 1 } })).toEqual({ at: '2026-01-01 00:00:00', either: { k: 'v' } });
  });

  it('shapes the values of a record, and an intersection by both sides’ keys', () => {
    const s = z.object({
      byGame: z.record(z.string(), z.object({ count: z.number() })),
      both: z.intersection(z.object({ a: z.number() }), z.object({ b: z.number() })),
    });
    expect(shaperOf(s)({ byGame: { 1: { count: 2, note: 'x' } }, both: { a: 1, b: 2, c: 3 } }))
      .toEqual({ byGame: { 1: { count: 2 } }, both: { a: 1, b: 2 } });
  });

  it('passes scalars, and leaves out an object where the schema names a scalar', () => {
    const s = z.object({ name: z.string(), n: z.number() });
    expect(shaperOf(s)({ name: { leaked: true }, n: 'not a number' })).toEqual({ n: 'not a number' });
    expect(shaperOf(z.string())('x')).toBe('x');
    expect(shaperOf(z.array(z.string()))([{ leaked: 1 }, 'y'])).toEqual([null, 'y']);
  });

  it('follows a schema that contains itself', () => {
    interface Node { name: string; children: Node[] }
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    expect(shaperOf(node)({ name: 'a', x: 1, children: [{ name: 'b', x: 2, children: [] }] }))
      .toEqual({ name: 'a', children: [{ name: 'b', children: [] }] });
  });

  it('is compiled once per schema object', () => {
    expect(shaperOf(goodsSchema)).toBe(shaperOf(goodsSchema));
    expect(shaperOf(goodsSchema)).not.toBe(shaperOf(myListingDetailSchema));
  });

  it('of the contract: goods lose every stored secret, users their hash, full 实名 and payout', () => {
    const g = { id: 1, title: 't', accountNumber: 'a', accountPassword: 'p', importantRemark: 'r', needsAudit: true, f1: '3' };
    expect(shaperOf(goodsSchema)(g)).toEqual({ id: 1, title: 't', f1: '3' });
    expect(shaperOf(myListingDetailSchema)(g)).toEqual({ id: 1, title: 't', f1: '3', accountNumber: 'a', importantRemark: 'r', needsAudit: true });
    const u = { userId: 1, nickName: 'n', passwordHash: 'h', realNameFull: '张三', idNumberFull: '1', payout: { account: '6222' } };
    expect(shaperOf(userSchema)(u)).toEqual({ userId: 1, nickName: 'n' });
  });
});

describe('answerShaper', () => {
  const row = z.object({ id: z.number() });
  it('data: the data by the schema beside code and msg; none without a schema', () => {
    const shape = answerShaper({ kind: 'data', schema: row });
    expect(shape?.({ code: 200, msg: 'ok', data: { id: 1, x: 2 }, extra: 1 })).toEqual({ code: 200, msg: 'ok', data: { id: 1 } });
    expect(answerShaper({ kind: 'data' })?.({ code: 200, msg: 'ok', data: { leaked: 1 } })).toEqual({ code: 200, msg: 'ok' });
    expect(shape?.({ code: 500, msg: '失败' })).toEqual({ code: 500, msg: '失败' });
  });

  it('page: each row, and the total', () => {
    const shape = answerShaper({ kind: 'page', schema: row });
    expect(shape?.({ code: 200, msg: 'ok', rows: [{ id: 1, x: 1 }], total: 1, more: true })).toEqual({ code: 200, msg: 'ok', rows: [{ id: 1 }], total: 1 });
  });

  it('raw: the whole body by the schema; other: not shaped', () => {
    const shape = answerShaper({ kind: 'raw', schema: z.object({ code: z.number(), msg: z.string(), token: z.string() }) });
    expect(shape?.({ code: 200, msg: 'ok', token: 't', session: 's' })).toEqual({ code: 200, msg: 'ok', token: 't' });
    expect(answerShaper({ kind: 'other' })).toBeUndefined();
  });
});

describe('answerKeys', () => {
  it('names every key an answer can carry, at any depth, the envelope included', () => {
    const keys = answerKeys({ kind: 'page', schema: z.object({ id: z.number(), seller: z.object({ nickName: z.string() }).optional(), pics: z.array(z.object({ url: z.string() })) }) });
    expect([...keys!].sort()).toEqual(['code', 'id', 'msg', 'nickName', 'pics', 'rows', 'seller', 'total', 'url'].sort());
  });

  it('knows no keys of an answer with an open part (a record, unknown) or one that is not shaped', () => {
    expect(answerKeys({ kind: 'data', schema: z.object({ id: z.number(), extra: z.record(z.string(), z.string()) }) })).toBeUndefined();
    expect(answerKeys({ kind: 'data', schema: z.object({ content: z.unknown() }) })).toBeUndefined();
    expect(answerKeys({ kind: 'other' })).toBeUndefined();
  });

  it('the goods list names no secret key; a sign-in answer does (its token): the journal searches that one', () => {
    const list = answerKeys(endpointOf('POST', '/web/good/allList')!.answer);
    expect(list).toBeDefined();
    expect([...list!].some(isSecretKey)).toBe(false);
    expect([...answerKeys(endpointOf('POST', '/login')!.answer) ?? ['unknown']].some(isSecretKey)).toBe(true);
  });
});

describe('the answers carry only what the contract names', () => {
  let mock: TestMock;
  let buyer: Client;
  let seller: Client;
  /** A listed goods of the demo seller, with a field the contract does not name and the seller's secrets. */
  let mine: GoodsRow;

  beforeAll(async () => {
    ({ mock, buyer, seller } = await startSignedIn());
    const store = mock.ctx.store;
    for (const g of store.goods.all()) store.updateGoods(g, (row) => { (row as GoodsRow & { internalNote?: string }).internalNote = 'x'; });
    for (const u of store.db.users) (u as typeof u & { somethingNew?: string }).somethingNew = 'y';
    for (const o of store.orders.all()) (o as typeof o & { internalNote?: string }).internalNote = 'x';
    mine = store.goods.all().find((g) => g.createId === 2 && g.saleState === SaleState.listed && g.accountNumber) as GoodsRow;
    store.updateGoods(mine, (g) => {
      g.importantRemark = '联系QQ：12345678;联系微信：;联系电话：13900139000;账号来源：自己注册';
      g.needsAudit = true;
    });
    // The buyer has seen and kept it: it is in their history and favourites too.
    await buyer.get(`/web/good/info/${mine.id}`);
    await buyer.post('/web/goods/collect', { accountId: mine.id });
  });
  afterAll(() => mock.close());

  const never = (text: string) => {
    expect(text).not.toContain('internalNote');
    expect(text).not.toContain('somethingNew');
  };

  it('goods list, detail, recommendations, favourites and history', async () => {
    const list = await buyer.post('/web/good/allList', { pageSize: 100 });
    expect((list.body.rows as Goods[]).length).toBeGreaterThan(0);
    never(list.text);
    for (const path of [`/web/good/info/${mine.id}`, `/web/recommend/${mine.id}`, '/web/goods/collect/list', '/need/myBrowse']) {
      const res = await buyer.get(path);
      expect(res.body.code, path).toBe(200);
      never(res.text);
    }
  });

  it('the seller’s own listings and user info', async () => {
    for (const [client, path] of [
      [seller, '/need/myConsignment'], [seller, `/need/myConsignment/${mine.id}`], [seller, `/web/good/info/${mine.id}`],
      [buyer, '/system/user/profile'], [seller, '/system/user/profile/new'],
      [buyer, '/saleOrder/web/buyList'], [seller, '/saleOrder/web/sellerList'],
    ] as const) {
      const res = await client.get(path, { pageSize: 100 });
      expect(res.body.code, path).toBe(200);
      never(res.text);
    }
    const profile = await buyer.get('/system/user/profile');
    for (const key of ['passwordHash', 'realNameFull', 'idNumberFull', 'payout']) expect(profile.body.data).not.toHaveProperty(key);
  });

  it('the raw data view shows goods and users as their public schemas do', async () => {
    for (const table of ['goods', 'users']) {
      const res = await mock.client.get(`/__mock/db/${table}`, { _limit: 50 });
      expect(res.status).toBe(200);
      never(res.text);
    }
    const one = (await mock.client.get(`/__mock/db/goods/${mine.id}`)).body as unknown as Record<string, unknown>;
    expect(one).toMatchObject({ id: mine.id, title: mine.title });
    for (const key of ['accountNumber', 'accountPassword', 'importantRemark', 'needsAudit']) expect(one).not.toHaveProperty(key);
  });

  it('a seller sees their own goods’ fields where the contract names them; a buyer never does', async () => {
    const edit = await seller.get(`/need/myConsignment/${mine.id}`);
    expect(edit.body.data).toMatchObject({ id: mine.id, accountNumber: mine.accountNumber, importantRemark: mine.importantRemark, needsAudit: true });
    expect(edit.body.data).not.toHaveProperty('accountPassword');
    const rows = (await seller.get('/need/myConsignment', { pageSize: 100 })).body.rows as Record<string, unknown>[];
    const row = rows.find((r) => r.id === mine.id);
    expect(row).toMatchObject({ id: mine.id, needsAudit: true });
    expect(row).not.toHaveProperty('accountNumber');

    const seen = await buyer.get(`/web/good/info/${mine.id}`);
    expect(seen.body.data).toMatchObject({ id: mine.id, collected: true });
    for (const key of ['accountNumber', 'accountPassword', 'importantRemark', 'needsAudit', 'securityPhone']) {
      expect(seen.body.data).not.toHaveProperty(key);
    }
    expect((await buyer.get(`/need/myConsignment/${mine.id}`)).body.code).toBe(403);
  });
});
