// The game/区服/template endpoints and hot words (goods lists and detail: goods.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttributeTemplate, Game, GameAttribute } from '../../src/contract/types.ts';
import { startSignedIn, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
beforeAll(async () => ({ mock, buyer } = await startSignedIn()));
afterAll(() => mock.close());

describe('games, 区服 and templates', () => {
  it('game/list filters by type, name and initial', async () => {
    const all = (await mock.client.get('/web/game/list')).body.data as Game[];
    expect(all.length).toBe(mock.store.db.games.length);
    const pc = (await mock.client.get('/web/game/list', { type: 1 })).body.data as Game[];
    expect(pc.length).toBeGreaterThan(0);
    expect(pc.every((g) => g.type === 1)).toBe(true);
    expect(((await mock.client.get('/web/game/list', { name: '王者' })).body.data as Game[]).map((g) => g.name)).toEqual(['王者荣耀']);
    const w = (await mock.client.get('/web/game/list', { initial: 'w' })).body.data as Game[];
    expect(w.every((g) => g.initial === 'W')).toBe(true);
    expect((await mock.client.get('/web/game/list', { type: 5 })).body.code).toBe(500);
  });

  it('keylist / operator / area / server / districtSuit walk the 区服 tree', async () => {
    const systems = (await mock.client.get('/web/keylist', { gameId: 1, systemKey: 'system', parentId: 0 })).body.data as GameAttribute[];
    expect(systems.map((s) => s.fieldName)).toEqual(['iOS', '安卓']);
    const carriers = (await mock.client.get('/web/keylist', { gameId: 1, systemKey: 'carrier', parentId: systems[0].id })).body.data as GameAttribute[];
    expect(carriers.length).toBeGreaterThan(0);
    expect(carriers.every((c) => c.parentId === systems[0].id)).toBe(true);
    const ops = (await buyer.get('/need/operator/list', { gameId: 1 })).body.data as GameAttribute[];
    expect(ops.every((o) => o.systemKey === 'carrier' && o.gameId === 1)).toBe(true);
    const areas = (await buyer.get('/need/area/list', { gameId: 4 })).body.data as GameAttribute[];
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((a) => a.systemKey === 'group')).toBe(true);
    const servers = (await buyer.get('/need/server/list', { gameId: 4, parentId: areas[0].id })).body.data as GameAttribute[];
    const suit = (await mock.client.get('/web/districtSuit', { parentId: areas[0].id })).body.data as GameAttribute[];
    expect(suit).toEqual(servers);
    expect(suit.every((s) => s.parentId === areas[0].id && s.systemKey === 'server')).toBe(true);
    expect((await mock.client.get('/web/districtSuit', { parentId: 999999 })).body).toEqual({ code: 500, msg: '大区不存在' });
    expect((await mock.client.get('/web/keylist', { gameId: 'x' })).body.msg).toContain('gameId');
    expect((await buyer.get('/need/area/list', { gameId: 424242 })).body.msg).toBe('游戏不存在');
  });

  it('gameTempAttr answers the templates in order', async () => {
    const res = await mock.client.get('/web/gameTempAttr', { gameId: 3 });
    const list = res.body.data as AttributeTemplate[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((t) => t.sort)).toEqual([...list.map((t) => t.sort)].sort((a, b) => a - b));
    expect(list.some((t) => t.fieldType === 'boxradio' && t.childAttributes[0].childAttributes?.length)).toBe(true);
    expect((await mock.client.get('/web/gameTempAttr')).body.msg).toBe('游戏编号（gameId）不能为空');
  });
});

describe('GET /web/search/hotWords (extension)', () => {
  it('answers the hot search words to anyone, and every word finds goods', async () => {
    const res = await mock.client.get('/web/search/hotWords');
    expect(res.body.code).toBe(200);
    const words = res.body.data as string[];
    expect(words.length).toBeGreaterThanOrEqual(5);
    for (const keyWord of words) {
      const list = await mock.client.post('/web/good/allList', { keyWord, pageSize: 1 });
      expect(list.body.total, keyWord).toBeGreaterThan(0);
    }
  });

  // Last: it adds a goods row.
  it('在售 (goodsCount) is the goods list\'s total, after a reload of the data and a goods added on sale too', async () => {
    const total = async (gameId: number) => ((await mock.client.post('/web/good/allList', { gameId, pageNum: 1, pageSize: 1 })).body as { total: number }).total;
    const count = async (gameId: number) => ((await mock.client.get('/web/game/list')).body.data as Game[]).find((g) => g.id === gameId)?.goodsCount;
    const game = mock.store.db.games[0];
    game.goodsCount = 1;
    mock.store.use(mock.store.db, mock.store.goods, mock.store.orders);
    for (const g of mock.store.db.games.slice(0, 4)) expect(await count(g.id)).toBe(await total(g.id));
    const listed = mock.store.goods.all().find((g) => g.gameId === game.id && g.saleState === 1)!;
    mock.store.addGoods({ ...listed, id: 9_000_000 });
    expect(await count(game.id)).toBe(await total(game.id));
  });
});
