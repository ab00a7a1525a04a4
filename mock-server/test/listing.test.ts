// 我的代售 and a listing's life in the market: the demo buyer's own listings, deal fields on sold rows,
// owner-only actions (403s change nothing), bad prices, 竞价回收 take-downs, detail visibility, and a
// consignment that becomes findable by buyers' filters once audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttributeTemplate, GameAttribute, Goods, MyListing, Order } from '../../src/contract/types.ts';
import { Assurance } from '../../src/contract/statuses.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { startSignedIn, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => ({ mock, buyer, seller } = await startSignedIn()));
afterAll(() => mock.close());

const goods = (id: number) => mock.store.goods.get(id) as GoodsRow;
const snapshot = (id: number) => JSON.stringify(goods(id));

async function mine(client: Client, saleState?: number): Promise<{ rows: MyListing[]; total: number }> {
  const res = await client.get('/need/myConsignment', { saleState, pageSize: 100 });
  expect(res.body.code, res.text).toBe(200);
  return { rows: res.body.rows as MyListing[], total: res.body.total as number };
}

describe('seeded listings', () => {
  it('gives the demo buyer one listing per tab (goods 43–48), 审核失败 with its reason', async () => {
    const { rows, total } = await mine(buyer);
    expect(total).toBe(6);
    expect(rows.map((g) => g.id).sort((a, b) => a - b)).toEqual([43, 44, 45, 46, 47, 48]);
    expect(rows.every((g) => g.createId === 1)).toBe(true);
    expect(new Set(rows.map((g) => g.saleState))).toEqual(new Set([0, 1, 2, 3, 4, 99]));
    for (const [state, id] of [[0, 43], [1, 44], [2, 45], [3, 46], [4, 47], [99, 48]] as const) {
      const tab = await mine(buyer, state);
      expect(tab.rows.map((g) => g.id)).toEqual([id]);
    }
    expect(rows.find((g) => g.id === 48)?.auditDes).toBe('截图与描述不符，请补充英雄与皮肤截图后重新提交');
    expect(rows.find((g) => g.id === 47)?.downDes).toBe('卖家主动下架：暂时不卖了');
    expect(rows.every((g) => typeof g.browseNum === 'number')).toBe(true);
    // The seeded layout 1–42 keeps its meaning.
    expect([1, 11, 14, 18, 21, 27, 31, 42].map((id) => goods(id).saleState)).toEqual([1, 0, 2, 3, 4, 99, 2, 6]);
    expect(goods(31).createId).not.toBe(1);
  });

  it('交易中 / 已出售 rows carry orderRecId and orderTime (the deal); others do not', async () => {
    const { rows } = await mine(buyer);
    const trading = rows.find((g) => g.id === 45) as MyListing;
    const sold = rows.find((g) => g.id === 46) as MyListing;
    expect(trading).toMatchObject({ orderRecId: 22, orderTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect(sold).toMatchObject({ orderRecId: 23 });
    const order = mock.store.orders.get(23) as Order;
    expect(order).toMatchObject({ goodsId: 46, sellerId: 1, orderStatus: 1 });
    expect(sold.orderTime).toBe(order.createTime);
    expect(mock.store.orders.get(22)).toMatchObject({ goodsId: 45, sellerId: 1, orderStatus: 4 });
    expect(rows.find((g) => g.id === 44)).not.toHaveProperty('orderRecId');
    // The demo seller's sold rows too.
    const sellerSold = (await mine(seller, 3)).rows;
    expect(sellerSold.length).toBeGreaterThan(0);
    expect(sellerSold.every((g) => typeof g.orderRecId === 'number' && typeof g.orderTime === 'string')).toBe(true);
  });

  it('the seller’s order shows the buyer’s sold listing in 我的卖单', async () => {
    const res = await buyer.get('/saleOrder/web/sellerList', { pageSize: 100 });
    expect(res.body.code, res.text).toBe(200);
    expect((res.body.rows as Order[]).map((o) => o.orderId).sort()).toEqual([22, 23]);
  });
});

describe('owner actions', () => {
  it('editPrice, downGoods and upGoods refuse another user’s goods with 403 and change nothing', async () => {
    const g = 44; // the demo buyer's 已上架
    const before = snapshot(g);
    expect((await seller.post('/need/goods/editPrice', { id: g, price: 1 })).body).toEqual({ code: 403, msg: '无权操作该商品' });
    expect((await seller.post('/goods/info/downGoods', { id: g, downDes: '别人的' })).body).toEqual({ code: 403, msg: '无权操作该商品' });
    expect((await seller.get('/goods/info/upGoods/47')).body).toEqual({ code: 403, msg: '无权操作该商品' });
    expect(snapshot(g)).toBe(before);
    expect(goods(47).saleState).toBe(4);
  });

  it('refuses bad prices with a Chinese message and writes nothing', async () => {
    const id = 44;
    const before = snapshot(id);
    const cases: [unknown, string][] = [
      [0, '价格（price）必须在 1 到 9999999 元之间'],
      [-5, '价格（price）必须在 1 到 9999999 元之间'],
      [10_000_000, '价格（price）必须在 1 到 9999999 元之间'],
      ['abc', '价格（price）必须是数字'],
      [12.345, '价格（price）最多保留两位小数'],
      [undefined, '价格（price）不能为空'],
    ];
    for (const [price, msg] of cases) {
      const res = await buyer.post('/need/goods/editPrice', { id, price });
      expect(res.body, String(price)).toEqual({ code: 500, msg });
    }
    expect(snapshot(id)).toBe(before);
    expect((await buyer.post('/need/goods/editPrice', { id, price: '499.5' })).body).toEqual({ code: 200, msg: '改价成功' });
    expect(goods(id)).toMatchObject({ price: 499.5, newPrice: 499.5 });
    expect((await buyer.post('/need/goods/editPrice', { id: 45, price: 100 })).body).toEqual({ code: 500, msg: '当前状态不可改价' });
  });

  it('a goods the system took down after a 竞价回收 deal cannot be listed again nor repriced', async () => {
    const g = goods(23);
    expect(g).toMatchObject({ createId: 2, saleState: 4, recycleDown: true });
    const before = snapshot(23);
    expect((await seller.get('/goods/info/upGoods/23')).body).toEqual({ code: 500, msg: '该商品已通过竞价回收成交，不能重新上架' });
    expect((await seller.post('/need/goods/editPrice', { id: 23, price: 100 })).body).toEqual({ code: 500, msg: '当前状态不可改价' });
    expect(snapshot(23)).toBe(before);
    const row = (await mine(seller, 4)).rows.find((x) => x.id === 23);
    expect(row?.recycleDown).toBe(true);
  });

  it('down (with a note) then up: the row moves between tabs and in and out of the market', async () => {
    const id = 44;
    expect((await buyer.post('/goods/info/downGoods', { id, downDes: '先不卖了' })).body).toEqual({ code: 200, msg: '下架成功' });
    expect((await mine(buyer, 4)).rows.map((g) => g.id)).toContain(id);
    expect((await mock.client.post('/web/good/allList', { gameId: 2, pageSize: 100, keyWord: goods(id).no })).body.total).toBe(0);
    expect((await buyer.get(`/goods/info/upGoods/${id}`)).body).toEqual({ code: 200, msg: '上架成功' });
    expect((await mine(buyer, 1)).rows.map((g) => g.id)).toContain(id);
    expect((await mock.client.post('/web/good/allList', { gameId: 2, pageSize: 100, keyWord: goods(id).no })).body.total).toBe(1);
  });
});

describe('GET /web/good/info/{id}: unlisted goods only for their seller', () => {
  it('待审核 / 已下架 / 审核失败: the seller sees them with their reasons, others get 商品不存在或已下架', async () => {
    for (const id of [43, 47, 48]) {
      const own = await buyer.get(`/web/good/info/${id}`);
      expect(own.body.code, own.text).toBe(200);
      expect((own.body.data as Goods).id).toBe(id);
      expect(own.text).not.toContain('accountPassword');
      for (const other of [seller, mock.client]) {
        expect((await other.get(`/web/good/info/${id}`)).body).toEqual({ code: 500, msg: '商品不存在或已下架' });
      }
    }
    expect(((await buyer.get('/web/good/info/48')).body.data as Goods).auditDes).toBe('截图与描述不符，请补充英雄与皮肤截图后重新提交');
    expect(((await buyer.get('/web/good/info/47')).body.data as Goods).downDes).toBeTruthy();
    // The seller's own looks are not counted.
    const views = goods(47).browseNum;
    await buyer.get('/web/good/info/47');
    expect(goods(47).browseNum).toBe(views);
  });

  it('sold and in-trade goods still show to anyone (as sold / 交易中)', async () => {
    expect(((await mock.client.get('/web/good/info/46')).body.data as Goods).saleState).toBe(3);
    expect(((await seller.get('/web/good/info/45')).body.data as Goods).saleState).toBe(2);
    expect(((await mock.client.get('/web/good/info/18')).body.data as Goods).saleState).toBe(3);
  });
});

/** A valid 王者荣耀 (game 1) consignment in the live DTO, from its template and 区服 tree, with a unique title word. */
function draft(word: string): { body: Record<string, unknown>; system: GameAttribute; carrier: GameAttribute; templates: AttributeTemplate[] } {
  const templates = mock.store.templatesByGame.get(1) as AttributeTemplate[];
  const systems = mock.store.db.gameAttributes.filter((a) => a.gameId === 1 && a.systemKey === 'system');
  const system = systems[systems.length - 1] as GameAttribute;
  const carrier = mock.store.db.gameAttributes.filter((a) => a.gameId === 1 && a.systemKey === 'carrier' && a.parentId === system.id).pop() as GameAttribute;
  const body: Record<string, unknown> = {
    // The live goods DTO (api.md "Live payload shapes").
    gameId: 1, gameName: '王者荣耀', gameType: 0, systemId: system.id, carrierId: carrier.id, title: `全皮肤 ${word} 王者荣耀账号`,
    des: '自己注册，可换绑', price: 2345, assurance: Assurance.provided, titleImg: '/profile/img/goods/1-1.svg',
    urlArr: [{ url: '/profile/img/goods/1-2.svg', name: '英雄' }], importantRemark: '联系QQ：12345678;联系微信：;联系电话：13900139000;账号来源：自己注册',
    accountNumber: `wz_${word.length}_test`, accountPassword: 'Test#2026',
  };
  for (const t of templates) {
    if (t.fieldType === 'number') body[t.aavName] = '4321';
    if (t.fieldType === 'radio') body[t.aavName] = t.childAttributes[t.childAttributes.length - 1].fieldName;
    if (t.fieldType === 'checkbox') body[t.aavName] = t.childAttributes.slice(0, 2).map((o) => o.fieldName).join(',');
  }
  return { body, system, carrier, templates };
}

describe('a consignment in the market', () => {
  it('consign → audit via control → allList finds it by 区服, attributes and keyword (and not before)', async () => {
    const { body, system, carrier, templates } = draft('鲲鹏测试号');
    const res = await seller.post('/need/consignment', body);
    expect(res.body.code, res.text).toBe(200);
    const id = (res.body.data as { id: number }).id;
    const num = templates.find((t) => t.fieldType === 'number') as AttributeTemplate;
    const radio = templates.find((t) => t.fieldType === 'radio') as AttributeTemplate;
    const filter = {
      gameId: 1, systemId: system.id, carrierId: carrier.id, pageSize: 100,
      [`${num.aavName}start`]: 4000, [`${num.aavName}end`]: 5000, [radio.aavName]: body[radio.aavName],
    };
    const ids = async (q: Record<string, unknown>) => ((await buyer.post('/web/good/allList', q)).body.rows as Goods[]).map((g) => g.id);
    // Waiting for audit: nowhere in the market, and its detail only for its seller.
    expect(await ids(filter)).not.toContain(id);
    expect(await ids({ keyWord: '鲲鹏测试号' })).toEqual([]);
    expect((await buyer.get(`/web/good/info/${id}`)).body.msg).toBe('商品不存在或已下架');

    expect((await mock.client.post(`/__mock/goods/${id}/audit`, { pass: true })).body.data).toMatchObject({ id, saleState: 1 });
    expect(await ids(filter)).toContain(id);
    expect(await ids({ keyWord: '鲲鹏测试号' })).toEqual([id]);
    expect(await ids({ ...filter, keyWord: '鲲鹏测试号', sortRank: 'pricedesc' })).toEqual([id]);
    expect(await ids({ ...filter, [`${num.aavName}start`]: 4322 })).not.toContain(id);
    expect(await ids({ ...filter, [num.aavName]: 4321 })).toContain(id);
    const other = mock.store.db.gameAttributes.find((a) => a.gameId === 1 && a.systemKey === 'carrier' && a.id !== carrier.id) as GameAttribute;
    expect(await ids({ ...filter, carrierId: other.id })).not.toContain(id);
    expect((await buyer.get(`/web/good/info/${id}`)).body.code).toBe(200);

    // A price change moves it within the price-sorted index; 下架 takes it out, 上架 puts it back.
    expect((await seller.post('/need/goods/editPrice', { id, price: 3456 })).body.code).toBe(200);
    expect(await ids({ ...filter, priceStart: 3456, priceEnd: 3456 })).toEqual([id]);
    expect(await ids({ ...filter, priceStart: 2345, priceEnd: 2345 })).not.toContain(id);
    await seller.post('/goods/info/downGoods', { id, downDes: '' });
    expect(await ids({ keyWord: '鲲鹏测试号' })).toEqual([]);
    await seller.get(`/goods/info/upGoods/${id}`);
    expect(await ids({ keyWord: '鲲鹏测试号' })).toEqual([id]);
  });

  it('refuses a new listing without the account or its password, in Chinese, and writes nothing', async () => {
    const { body } = draft('无账号测试号');
    const count = mock.store.goods.all().length;
    expect((await seller.post('/need/consignment', { ...body, accountNumber: '' })).body.msg).toBe('请填写游戏账号（accountNumber）：平台售出后凭它验号、换绑');
    expect((await seller.post('/need/consignment', { ...body, accountNumber: '中文账号' })).body.msg).toBe('游戏账号（accountNumber）不能包含中文');
    expect((await seller.post('/need/consignment', { ...body, accountPassword: undefined })).body.msg).toBe('请填写账号密码（accountPassword）：平台售出后凭它登录验号');
    expect(mock.store.goods.all().length).toBe(count);
  });

  it('keeps the 主图 apart from the 详情图: the goods answer and the list row carry the cover as sent (item 6)', async () => {
    const { body } = draft('封面测试号');
    const details = [{ url: '/profile/img/goods/2-2.svg', name: '英雄' }, { url: '/profile/img/goods/2-3.svg', name: '皮肤' }];
    const res = await seller.post('/need/consignment', { ...body, titleImg: '/profile/img/goods/2-1.svg', urlArr: details });
    const id = (res.body.data as { id: number }).id;
    await mock.client.post(`/__mock/goods/${id}/audit`, { pass: true });
    const detail = (await buyer.get(`/web/good/info/${id}`)).body.data as Goods;
    expect(detail).toMatchObject({ titleImg: '/profile/img/goods/2-1.svg', urlArr: details });
    const row = ((await buyer.post('/web/good/allList', { keyWord: '封面测试号' })).body.rows as Goods[])[0];
    expect(row).toMatchObject({ id, titleImg: '/profile/img/goods/2-1.svg' });
  });

  it('a refused audit shows 审核失败 with its reason in 我的代售, and stays out of the market', async () => {
    const { body } = draft('驳回测试号');
    const id = ((await seller.post('/need/consignment', body)).body.data as { id: number }).id;
    await mock.client.post(`/__mock/goods/${id}/audit`, { pass: false, reason: '截图不清晰，请重新上传' });
    const row = (await mine(seller, 99)).rows.find((g) => g.id === id);
    expect(row).toMatchObject({ saleState: 99, auditDes: '截图不清晰，请重新上传' });
    expect(((await buyer.post('/web/good/allList', { keyWord: '驳回测试号' })).body.total)).toBe(0);
  });
});
