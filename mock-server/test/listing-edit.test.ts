// Fixing a listing (我的代售): the seller reads their own full listing (GET /need/myConsignment/:id), edits it
// through the live POST /need/consignment {id, …} — back to 审核中 with the new values, the audit timer
// restarted, the account secrets kept unless entered again — and 撤回 while 审核中 (下架 of a 审核中 listing:
// 已下架, and 上架 sends it to audit again). Others get 403; 交易中 / 已出售 are refused; a bad edit changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goods, MyListingDetail } from '../../src/contract/types.ts';
import { Assurance } from '../../src/contract/statuses.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { login, startSignedIn, startTestMock, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => ({ mock, buyer, seller } = await startSignedIn()));
afterAll(() => mock.close());

const goods = (id: number, m: TestMock = mock) => m.store.goods.get(id) as GoodsRow;

/** What the edit form sends for a listing as it is now (the live DTO, contacts in importantRemark). */
function editBody(g: GoodsRow): Record<string, unknown> {
  const body: Record<string, unknown> = {
    id: g.id, gameId: g.gameId, gameName: g.gameName, gameType: g.gameType,
    systemId: g.systemId, carrierId: g.carrierId, groupId: g.groupId, serverId: g.serverId,
    title: g.title, price: g.price, des: g.des, titleImg: g.titleImg, urlArr: g.urlArr, assurance: g.isGuarantee ? Assurance.provided : Assurance.none,
    importantRemark: '联系QQ：12345678;联系微信：;联系电话：13900139000;账号来源：自己注册',
  };
  for (let i = 1; i <= 20; i++) {
    const key = `f${i}` as keyof GoodsRow;
    if (g[key] !== undefined) body[key] = g[key];
  }
  return body;
}

async function listedIds(gameId: number): Promise<number[]> {
  const res = await buyer.post('/web/good/allList', { gameId, pageSize: 100, sortRank: 'timedesc' });
  expect(res.body.code, res.text).toBe(200);
  return (res.body.rows as Goods[]).map((g) => g.id);
}

describe('GET /need/myConsignment/:id', () => {
  it('gives the owner the listing with the live contact text and the account number, never the password', async () => {
    const res = await seller.get('/need/myConsignment/27');
    expect(res.body.code, res.text).toBe(200);
    const g = res.body.data as MyListingDetail;
    expect(g).toMatchObject({ id: 27, createId: 2, saleState: 99, auditDes: expect.any(String), accountNumber: goods(27).accountNumber });
    expect(g.importantRemark).toMatch(/^联系QQ：.*;联系微信：.*;联系电话：.*;账号来源：(自己注册|他人注册)$/);
    expect(res.text).not.toContain(goods(27).accountPassword as string);
    for (const key of ['accountPassword', 'contactType', 'contact', 'securityPhone']) expect(g).not.toHaveProperty(key);
  });

  it('refuses someone else’s listing (403) and an unknown one (Chinese msg)', async () => {
    const other = await buyer.get('/need/myConsignment/27');
    expect(other.body).toMatchObject({ code: 403 });
    expect(other.text).not.toContain(goods(27).accountPassword as string);
    expect((await seller.get('/need/myConsignment/99999999')).body).toMatchObject({ code: 500, msg: '商品不存在' });
    expect((await seller.get('/need/myConsignment/abc')).body).toMatchObject({ code: 500, msg: '商品不存在' });
  });
});

describe('editing a listing (POST /need/consignment with id)', () => {
  it('the owner fixes a refused listing: back to 审核中 with the new values, reason gone, secrets kept', async () => {
    const before = { ...goods(28) };
    expect(before.saleState).toBe(99);
    const res = await seller.post('/need/consignment', {
      ...editBody(before), title: '修改后的标题 截图已补充', des: '补充了英雄和皮肤截图',
      urlArr: [{ url: '/profile/img/goods/28-3.svg', name: '28-3.svg' }],
    });
    expect(res.body, res.text).toMatchObject({ code: 200, msg: '修改成功，请等待管理员审核', data: { id: 28 } });
    const after = goods(28);
    expect(after).toMatchObject({
      id: 28, saleState: 0, title: '修改后的标题 截图已补充', des: '补充了英雄和皮肤截图', createTime: before.createTime,
      urlArr: [{ url: '/profile/img/goods/28-3.svg', name: '28-3.svg' }], contact: '13900139000', accountSource: 1,
      accountNumber: before.accountNumber, accountPassword: before.accountPassword,
    });
    expect(after.auditDes).toBeUndefined();
    const row = (await seller.get('/need/myConsignment/28')).body.data as MyListingDetail;
    expect(row).toMatchObject({ saleState: 0, title: '修改后的标题 截图已补充', importantRemark: '联系QQ：12345678;联系微信：;联系电话：13900139000;账号来源：自己注册' });
    // The audit applies to it again.
    await mock.client.post('/__mock/goods/28/audit', { pass: true });
    expect(goods(28).saleState).toBe(1);
  });

  it('takes a re-entered account and password', async () => {
    const res = await seller.post('/need/consignment', { ...editBody(goods(29)), accountNumber: 'new_account_01', accountPassword: 'NewPass#2026' });
    expect(res.body.code, res.text).toBe(200);
    expect(goods(29)).toMatchObject({ saleState: 0, accountNumber: 'new_account_01', accountPassword: 'NewPass#2026' });
    expect((await seller.get('/need/myConsignment/29')).text).not.toContain('NewPass#2026');
  });

  it('another user gets 403 and the listing is unchanged', async () => {
    const before = JSON.stringify(goods(27));
    const res = await buyer.post('/need/consignment', { ...editBody(goods(27)), title: '别人的号我来改改' });
    expect(res.body.code).toBe(403);
    expect(JSON.stringify(goods(27))).toBe(before);
  });

  it('a listed goods edited goes back to 审核中 and leaves the market until approved', async () => {
    const g = { ...goods(5) };
    expect(g.saleState).toBe(1);
    expect(await listedIds(g.gameId)).toContain(5);
    const res = await seller.post('/need/consignment', { ...editBody(g), price: g.price + 100 });
    expect(res.body.code, res.text).toBe(200);
    expect(goods(5)).toMatchObject({ saleState: 0, price: g.price + 100, newPrice: g.price + 100 });
    expect(await listedIds(g.gameId)).not.toContain(5);
    expect((await buyer.get('/web/good/info/5')).body.code).toBe(500);
    await mock.client.post('/__mock/goods/5/audit', { pass: true });
    expect(await listedIds(g.gameId)).toContain(5);
  });

  it('refuses 交易中 and 已出售 listings and a recycled one, with Chinese messages, changing nothing', async () => {
    for (const [id, msg] of [[14, '商品交易中，不能修改'], [18, '商品已出售，不能修改'], [23, '该商品已通过竞价回收成交，不能修改']] as const) {
      const before = JSON.stringify(goods(id));
      const res = await seller.post('/need/consignment', { ...editBody(goods(id)), title: '想改一下交易中的号' });
      expect(res.body, res.text).toMatchObject({ code: 500, msg });
      expect(JSON.stringify(goods(id))).toBe(before);
    }
  });

  it('a malformed edit gets a Chinese msg and the record stays as it was', async () => {
    const id = 7;
    const before = JSON.stringify(goods(id));
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ title: '短' }, /标题（title）至少 5 个字/],
      [{ price: -3 }, /价格/],
      [{ importantRemark: '联系电话：123;账号来源：自己注册' }, /联系电话格式不正确/],
      [{ titleImg: '' }, /请上传主图/],
      [{ urlArr: 'x' }, /详情图（urlArr）应为数组/],
    ];
    const radio = mock.store.templatesByGame.get(goods(id).gameId)?.find((t) => t.isShow && t.fieldType === 'radio');
    if (radio) bad.push([{ [radio.aavName]: '不存在的选项' }, /的选项「不存在的选项」不存在/]);
    expect(radio).toBeDefined();
    for (const [patch, msg] of bad) {
      const res = await seller.post('/need/consignment', { ...editBody(goods(id)), ...patch });
      expect(res.body.code, res.text).toBe(500);
      expect(res.body.msg).toMatch(msg);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
      expect(JSON.stringify(goods(id))).toBe(before);
    }
  });
});

describe('撤回 (下架 while 审核中)', () => {
  it('moves it to 已下架; 上架 then sends it to audit again instead of the market', async () => {
    expect(goods(11).saleState).toBe(0);
    const res = await seller.post('/goods/info/downGoods', { id: 11, downDes: '卖家撤回审核' });
    expect(res.body, res.text).toMatchObject({ code: 200 });
    expect(goods(11)).toMatchObject({ saleState: 4, downDes: '卖家撤回审核', needsAudit: true });
    const row = ((await seller.get('/need/myConsignment', { saleState: 4, pageSize: 100 })).body.rows as GoodsRow[]).find((g) => g.id === 11);
    expect(row).toMatchObject({ saleState: 4, needsAudit: true });
    // Buyers never see the flag.
    expect(await listedIds(goods(11).gameId)).not.toContain(11);
    expect((await seller.get('/goods/info/upGoods/11')).body).toEqual({ code: 200, msg: '已重新提交审核' });
    expect(goods(11).saleState).toBe(0);
    await mock.client.post('/__mock/goods/11/audit', { pass: true });
    expect(goods(11)).toMatchObject({ saleState: 1 });
    expect(goods(11).needsAudit).toBeUndefined();
  });

  it('a withdrawn listing can be edited and resubmitted; another user cannot withdraw it', async () => {
    expect((await buyer.post('/goods/info/downGoods', { id: 12 })).body.code).toBe(403);
    expect(goods(12).saleState).toBe(0);
    await seller.post('/goods/info/downGoods', { id: 12 });
    expect(goods(12)).toMatchObject({ saleState: 4, downDes: '卖家撤回审核' });
    const res = await seller.post('/need/consignment', { ...editBody(goods(12)), title: '撤回后改好的标题' });
    expect(res.body.code, res.text).toBe(200);
    expect(goods(12)).toMatchObject({ saleState: 0, title: '撤回后改好的标题' });
    expect(goods(12).downDes).toBeUndefined();
    expect(goods(12).needsAudit).toBeUndefined();
  });
});

describe('the audit timer', () => {
  it('restarts after an edit: only the latest round approves', async () => {
    const timed = await startTestMock({ auditMs: 60_000 });
    const advance = async (ms: number) => expect((await timed.client.post('/__mock/clock', { advanceMs: ms })).body.code).toBe(200);
    try {
      const s = await login(timed.client, 'seller');
      expect((await s.post('/need/consignment', editBody(goods(27, timed)))).body.code).toBe(200);
      await advance(30_000);
      expect((await s.post('/need/consignment', { ...editBody(goods(27, timed)), title: '第二次修改的标题' })).body.code).toBe(200);
      // One round pending: the edit's, 60 s after it (the first round's job went with the edit).
      expect(timed.ctx.scheduler.find('listing.audit', { goodsId: 27 })).toHaveLength(1);
      // Past the first round's time: still 审核中.
      await advance(40_000);
      expect(goods(27, timed).saleState).toBe(0);
      await advance(20_000);
      expect(goods(27, timed)).toMatchObject({ saleState: 1, title: '第二次修改的标题' });
      expect(timed.ctx.scheduler.find('listing.audit')).toEqual([]);
    } finally {
      await timed.close();
    }
  });
});
