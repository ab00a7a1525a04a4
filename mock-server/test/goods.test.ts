// Browsing: the goods list (checked against a naive oracle), detail, recommendations, favourites, history,
// (the game/区服/template endpoints: game.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaleState } from '../../src/contract/statuses.ts';
import type { AttributeTemplate, Goods } from '../../src/contract/types.ts';
import { TOP_ACCOUNT_PRICE } from '../../src/contract/topAccounts.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { login, startSignedIn, type Client, type TestMock } from './helpers.ts';

/** What a goods row keeps from its seller (fixtures/db.ts GoodsRow): goodsSchema names none of it. */
const GOODS_SECRET_KEYS = [
  'accountNumber', 'accountPassword', 'securityPhone', 'importantRemark', 'contactType', 'contact',
  'accountSource', 'canGuarantee', 'needsAudit',
] as const;

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => ({ mock, buyer, seller } = await startSignedIn()));
afterAll(() => mock.close());

const listed = (): GoodsRow[] => mock.store.goods.all().filter((g) => g.saleState === SaleState.listed);
const featured = (g: GoodsRow) => g.isTop || g.isOnSpecialOffer;
const byTimeDesc = (a: GoodsRow, b: GoodsRow) => (a.recoveryTime < b.recoveryTime ? 1 : a.recoveryTime > b.recoveryTime ? -1 : b.id - a.id);

/** The obvious, slow implementation the index must agree with. */
function oracle(q: { gameId?: number; sortRank?: string; priceStart?: number; priceEnd?: number; pageNum?: number; pageSize?: number; filter?: (g: GoodsRow) => boolean }) {
  let rows = listed().filter((g) => (q.gameId === undefined || g.gameId === q.gameId)
    && (q.priceStart === undefined || g.newPrice >= q.priceStart) && (q.priceEnd === undefined || g.newPrice <= q.priceEnd)
    && (!q.filter || q.filter(g)));
  switch (q.sortRank) {
    case 'priceasc': rows.sort((a, b) => a.newPrice - b.newPrice || a.id - b.id); break;
    case 'pricedesc': rows.sort((a, b) => b.newPrice - a.newPrice || b.id - a.id); break;
    case 'timedesc': rows.sort(byTimeDesc); break;
    case 'timeasc': rows.sort((a, b) => -byTimeDesc(a, b)); break;
    default: rows = [...rows.filter(featured).sort(byTimeDesc), ...rows.filter((g) => !featured(g)).sort(byTimeDesc)];
  }
  const size = Math.min(q.pageSize ?? 10, 100);
  const start = ((q.pageNum ?? 1) - 1) * size;
  return { ids: rows.slice(start, start + size).map((g) => g.id), total: rows.length };
}

async function list(body: Record<string, unknown>) {
  const res = await mock.client.post('/web/good/allList', body);
  expect(res.body.code, res.text).toBe(200);
  expect(res.body.msg).toBe('查询成功');
  return { rows: res.body.rows as Goods[], ids: (res.body.rows as Goods[]).map((g) => g.id), total: res.body.total as number };
}

describe('POST /web/good/allList', () => {
  it('pages every sort order exactly like the naive oracle, per game and across games', async () => {
    for (const sortRank of [undefined, 'priceasc', 'pricedesc', 'timeasc', 'timedesc']) {
      for (const gameId of [undefined, 1, 3]) {
        for (const pageNum of [1, 2, 5]) {
          const got = await list({ gameId, sortRank, pageNum, pageSize: 7 });
          expect(got, `${sortRank} game ${gameId} page ${pageNum}`).toMatchObject(oracle({ gameId, sortRank, pageNum, pageSize: 7 }));
        }
      }
    }
  });

  it('defaults to page 1 of 10, clamps pageSize to 100 and lists only saleState 1', async () => {
    const first = await list({});
    expect(first.rows).toHaveLength(10);
    expect(first.total).toBe(listed().length);
    expect(first.rows.every((g) => g.saleState === 1)).toBe(true);
    const big = await list({ pageSize: 1000 });
    expect(big.rows).toHaveLength(Math.min(100, listed().length));
    const beyond = await list({ pageNum: 999 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(listed().length);
  });

  it('综合 (no sortRank) puts 置顶/特价 goods first, newest first within each group', async () => {
    const all = await list({ pageSize: 100 });
    const flags = all.rows.map((g) => g.isTop || g.isOnSpecialOffer);
    const firstPlain = flags.indexOf(false);
    expect(flags.slice(firstPlain).every((f) => !f)).toBe(true);
  });

  it('price range, with a price sort and with a time sort', async () => {
    for (const sortRank of ['priceasc', 'pricedesc', 'timedesc', undefined]) {
      const got = await list({ priceStart: 100, priceEnd: 2000, sortRank, pageSize: 20, pageNum: 2 });
      expect(got).toMatchObject(oracle({ priceStart: 100, priceEnd: 2000, sortRank, pageSize: 20, pageNum: 2 }));
    }
    expect((await list({ priceStart: 500, priceEnd: 100 })).total).toBe(0);
    // Numbers as strings (form fields) are accepted.
    expect((await list({ priceStart: '100', priceEnd: '2000' })).total).toBe(oracle({ priceStart: 100, priceEnd: 2000 }).total);
  });

  it('keyWord: every space-separated word must appear in title, des, no or game name (case-insensitive)', async () => {
    const g = listed().find((x) => x.gameId === 1) as GoodsRow;
    const word = g.title.split(' ')[0];
    const got = await list({ keyWord: `王者荣耀  ${word}`, pageSize: 100 });
    const expected = oracle({ pageSize: 100, filter: (x) => [x.title, x.des, x.no, x.gameName].join('\n').toLowerCase().includes(word.toLowerCase()) && [x.title, x.des, x.no, x.gameName].join('\n').includes('王者荣耀') });
    expect(got.total).toBe(expected.total);
    expect(got.ids).toEqual(expected.ids);
    const byNo = await list({ keyWord: g.no.toLowerCase() });
    expect(byNo.ids).toEqual([g.id]);
    expect((await list({ keyWord: '不存在的词语组合xyz' })).total).toBe(0);
  });

  it('区服, accountType, hire and isTop filters', async () => {
    const sample = listed().find((x) => x.gameId === 1 && x.systemId !== undefined) as GoodsRow;
    const got = await list({ gameId: 1, systemId: sample.systemId, carrierId: sample.carrierId, pageSize: 100 });
    expect(got.total).toBe(oracle({ gameId: 1, filter: (x) => x.systemId === sample.systemId && x.carrierId === sample.carrierId }).total);
    expect(got.rows.every((x) => x.carrierId === sample.carrierId)).toBe(true);
    const pc = listed().find((x) => x.groupId !== undefined) as GoodsRow;
    const pcList = await list({ gameId: pc.gameId, groupId: pc.groupId, serverId: pc.serverId, pageSize: 100 });
    expect(pcList.ids).toContain(pc.id);
    expect(pcList.rows.every((x) => x.serverId === pc.serverId)).toBe(true);
    const self = await list({ accountType: 1, pageSize: 100 });
    expect(self.total).toBe(oracle({ filter: (x) => x.accountType === 1 }).total);
    const hire = await list({ hire: true, pageSize: 100 });
    expect(hire.total).toBe(oracle({ filter: (x) => x.hireHourPrice !== undefined || x.hireDayPrice !== undefined }).total);
    expect(hire.total).toBeGreaterThan(0);
    const top = await list({ isTop: true, sortRank: 'priceasc', pageSize: 100 });
    expect(top.total).toBe(oracle({ priceStart: TOP_ACCOUNT_PRICE }).total);
    expect(top.rows.every((x) => x.newPrice >= TOP_ACCOUNT_PRICE)).toBe(true);
  });

  it('attribute filters: number range, radio exact, checkbox all-of, boxradio at-least', async () => {
    const templates = mock.store.templatesByGame.get(1) as AttributeTemplate[];
    const num = templates.find((t) => t.fieldType === 'number') as AttributeTemplate;
    const radio = templates.find((t) => t.fieldType === 'radio') as AttributeTemplate;
    const check = templates.find((t) => t.fieldType === 'checkbox') as AttributeTemplate;
    const k = num.aavName;
    const range = await list({ gameId: 1, [`${k}start`]: 50, [`${k}end`]: 100, pageSize: 100 });
    expect(range.total).toBe(oracle({ gameId: 1, filter: (g) => Number(g[k]) >= 50 && Number(g[k]) <= 100 }).total);
    const value = listed().find((g) => g.gameId === 1 && g[radio.aavName])?.[radio.aavName] as string;
    const exact = await list({ gameId: 1, [radio.aavName]: value, pageSize: 100 });
    expect(exact.total).toBe(oracle({ gameId: 1, filter: (g) => g[radio.aavName] === value }).total);
    const owner = listed().find((g) => g.gameId === 1 && (g[check.aavName] ?? '').split(',').length >= 2) as GoodsRow;
    const two = (owner[check.aavName] as string).split(',').slice(0, 2);
    const allOf = await list({ gameId: 1, [check.aavName]: two.join(','), pageSize: 100 });
    expect(allOf.ids).toContain(owner.id);
    expect(allOf.total).toBe(oracle({ gameId: 1, filter: (g) => two.every((o) => (g[check.aavName] ?? '').split(',').includes(o)) }).total);
    // 原神 (game 3) has a boxradio 五星角色 with 命座.
    const box = (mock.store.templatesByGame.get(3) as AttributeTemplate[]).find((t) => t.fieldType === 'boxradio') as AttributeTemplate;
    const rank = (v: string) => Number(/\d+/.exec(v)?.[0] ?? -1);
    const role = box.childAttributes[0].fieldName;
    const atLeast = await list({ gameId: 3, [box.aavName]: `${role}:2命`, pageSize: 100 });
    expect(atLeast.total).toBe(oracle({ gameId: 3, filter: (g) => (g[box.aavName] ?? '').split(',').some((p) => p.startsWith(`${role}:`) && rank(p.split(':')[1]) >= 2) }).total);
    for (const g of atLeast.rows) expect(rank((g[box.aavName] as string).split(',').find((p) => p.startsWith(`${role}:`)) as string)).toBeGreaterThanOrEqual(2);
    const anyCons = await list({ gameId: 3, [box.aavName]: role, pageSize: 100 });
    expect(anyCons.total).toBeGreaterThanOrEqual(atLeast.total);
  });

  it('answers without the seller secrets', async () => {
    const res = await mock.client.post('/web/good/allList', { pageSize: 100 });
    for (const key of GOODS_SECRET_KEYS) expect(res.text).not.toContain(`"${key}"`);
  });

  it('rejects bad filters with a Chinese message naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sortRank: 'cheapest' }, '排序（sortRank）的取值无效'],
      [{ pageNum: 0 }, '页码（pageNum）必须从 1 开始'],
      [{ pageNum: 'abc' }, '页码必须是整数'],
      [{ gameId: 9999 }, '游戏不存在'],
      [{ priceStart: 'cheap' }, '最低价（priceStart）必须是数字'],
      [{ gameId: 1, f99: 'x' }, ''],
      [{ gameId: 1, f20: 'x' }, '属性筛选 f20 不是该游戏的属性'],
      [{ keyWord: 42 }, '关键词（keyWord）应为字符串'],
      [{ accountType: 3 }, '账号类型（accountType）的取值无效'],
    ];
    for (const [body, msg] of cases) {
      const res = await mock.client.post('/web/good/allList', body);
      if (msg === '') {
        expect(res.body.code).toBe(200);
        continue;
      }
      expect(res.body.code, JSON.stringify(body)).toBe(500);
      expect(res.body.msg).toContain(msg);
    }
  });

  it('filtered pages agree with the oracle before and after a mutation (cached totals are invalidated)', async () => {
    const filter = (g: GoodsRow) => g.accountType === 1;
    for (const sortRank of [undefined, 'timedesc', 'priceasc']) {
      for (const pageNum of [1, 2, 3]) {
        expect(await list({ accountType: 1, sortRank, pageNum, pageSize: 5 })).toMatchObject(oracle({ sortRank, pageNum, pageSize: 5, filter }));
      }
    }
    const victim = (await list({ accountType: 1, pageNum: 2, pageSize: 5 })).rows[0];
    await mock.client.post('/__mock/goods/' + victim.id + '/audit', { pass: true });
    const seller = await login(mock.client, mock.store.usersById.get(victim.createId)?.phonenumber ?? '');
    expect((await seller.post('/goods/info/downGoods', { id: victim.id })).body.code).toBe(200);
    for (const sortRank of [undefined, 'timedesc', 'priceasc']) {
      for (const pageNum of [1, 2, 3]) {
        expect(await list({ accountType: 1, sortRank, pageNum, pageSize: 5 })).toMatchObject(oracle({ sortRank, pageNum, pageSize: 5, filter }));
      }
    }
  });

  it('follows mutations: a price change moves the goods, a delisted goods leaves the list', async () => {
    const mine = listed().find((g) => g.createId === 2) as GoodsRow;
    await seller.post('/need/goods/editPrice', { id: mine.id, price: 1.5 });
    const cheapest = await list({ sortRank: 'priceasc', pageSize: 1 });
    expect(cheapest.ids).toEqual([mine.id]);
    expect(cheapest.rows[0].newPrice).toBe(1.5);
    await seller.post('/goods/info/downGoods', { id: mine.id, downDes: '测试下架' });
    expect((await list({ sortRank: 'priceasc', pageSize: 100 })).ids).not.toContain(mine.id);
    expect(await list({ sortRank: 'timedesc', pageSize: 10, pageNum: 3 })).toMatchObject(oracle({ sortRank: 'timedesc', pageSize: 10, pageNum: 3 }));
  });
});

describe('goods detail, recommendations, favourites and history', () => {
  it('detail hides secrets, counts the view, shows any saleState, and 500s on unknown ids', async () => {
    const sold = mock.store.goods.all().find((g) => g.saleState === SaleState.sold) as GoodsRow;
    const before = sold.browseNum;
    const res = await mock.client.get(`/web/good/info/${sold.id}`);
    expect(res.body.code).toBe(200);
    const data = res.body.data as Goods;
    expect(data).toMatchObject({ id: sold.id, saleState: 3, browseNum: before + 1 });
    for (const key of GOODS_SECRET_KEYS) expect(data).not.toHaveProperty(key);
    expect(data.collected).toBeUndefined();
    expect((await mock.client.get('/web/good/info/999999')).body).toEqual({ code: 500, msg: '商品不存在' });
    expect((await mock.client.get('/web/good/info/abc')).body).toEqual({ code: 500, msg: '商品不存在' });
  });

  it('collect / remove are idempotent, keep collectNum, and feed collect/list newest first', async () => {
    const [a, b] = listed().filter((g) => g.createId !== 1).slice(10, 12);
    const startNum = a.collectNum;
    const before = (await buyer.get('/web/goods/collect/list', { pageSize: 100 })).body.total as number;
    expect((await buyer.post('/web/goods/collect', { accountId: a.id })).body.code).toBe(200);
    expect((await buyer.post('/web/goods/collect', { accountId: a.id })).body.code).toBe(200);
    await buyer.post('/web/goods/collect', { accountId: b.id });
    expect(a.collectNum).toBe(startNum + 1);
    const listRes = await buyer.get('/web/goods/collect/list', { pageSize: 100 });
    expect(listRes.body.total).toBe(before + 2);
    expect((listRes.body.rows as Goods[]).slice(0, 2).map((g) => g.id)).toEqual([b.id, a.id]);
    expect(listRes.text).not.toContain('accountPassword');
    expect(((await buyer.get(`/web/good/info/${a.id}`)).body.data as Goods).collected).toBe(true);
    await buyer.post('/web/goods/collect/remove', { accountId: a.id });
    await buyer.post('/web/goods/collect/remove', { accountId: a.id });
    expect(a.collectNum).toBe(startNum);
    expect(((await buyer.get(`/web/good/info/${a.id}`)).body.data as Goods).collected).toBe(false);
    expect((await buyer.get('/web/goods/collect/list', { pageSize: 100 })).body.total).toBe(before + 1);
    expect((await buyer.post('/web/goods/collect', { accountId: 999999 })).body).toEqual({ code: 500, msg: '商品不存在' });
    expect((await buyer.post('/web/goods/collect', {})).body).toEqual({ code: 500, msg: '商品编号（accountId）不能为空' });
    expect((await mock.client.post('/web/goods/collect', { accountId: a.id })).body.code).toBe(401);
  });

  it('viewing while signed in records a browse: myBrowse lists it first, once, with its time', async () => {
    const [a, b] = listed().slice(20, 22);
    await seller.get(`/web/good/info/${a.id}`);
    await seller.get(`/web/good/info/${b.id}`);
    await seller.get(`/web/good/info/${a.id}`);
    const res = await seller.get('/need/myBrowse', { pageSize: 100 });
    const rows = res.body.rows as Goods[];
    expect(rows.slice(0, 2).map((g) => g.id)).toEqual([a.id, b.id]);
    expect(rows.filter((g) => g.id === a.id)).toHaveLength(1);
    expect(rows[0].browseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(res.text).not.toContain('accountNumber');
  });

  it('recommend: same game, listed, nearest prices, not itself, at most 6', async () => {
    const g = listed().find((x) => x.gameId === 1) as GoodsRow;
    const res = await mock.client.get(`/web/recommend/${g.id}`);
    const rows = res.body.data as Goods[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(6);
    expect(rows.every((x) => x.gameId === 1 && x.saleState === 1 && x.id !== g.id)).toBe(true);
    const others = listed().filter((x) => x.gameId === 1 && x.id !== g.id).map((x) => Math.abs(x.newPrice - g.newPrice)).sort((p, q) => p - q);
    const worst = Math.max(...rows.map((x) => Math.abs(x.newPrice - g.newPrice)));
    expect(worst).toBeLessThanOrEqual(others[rows.length - 1]);
    expect((await mock.client.get('/web/recommend/0')).body.msg).toBe('商品不存在');
  });
});
