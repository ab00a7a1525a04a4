// Selling: consignment validated against the template, audit (timer and control), my listings, up/down, price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaleState } from '../../src/contract/statuses.ts';
import type { AttributeTemplate, GameAttribute, Goods, Message } from '../../src/contract/types.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { advanceClock, login, startSignedIn, startTestMock, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => ({ mock, buyer, seller } = await startSignedIn()));
afterAll(() => mock.close());

/** A valid draft for 王者荣耀 (game 1) built from its template and 区服 tree. */
function draft(m: TestMock = mock): Record<string, unknown> {
  const templates = m.store.templatesByGame.get(1) as AttributeTemplate[];
  const system = m.store.db.gameAttributes.find((a) => a.gameId === 1 && a.systemKey === 'system') as GameAttribute;
  const carrier = m.store.db.gameAttributes.find((a) => a.gameId === 1 && a.systemKey === 'carrier' && a.parentId === system.id) as GameAttribute;
  const body: Record<string, unknown> = {
    gameId: 1, systemId: system.id, carrierId: carrier.id, accountSource: 1, contactType: 'qq', contact: '12345678',
    title: '全皮肤 V8 贵族 王者荣耀账号', des: '自己注册，可换绑', price: 1288.5, canGuarantee: true,
    titleImg: '/profile/img/goods/1-1.svg', urlArr: [{ url: '/profile/img/goods/1-2.svg', name: '英雄' }],
    accountNumber: '123456789', accountPassword: 'secret-pass',
  };
  for (const t of templates) {
    if (t.fieldType === 'number') body[t.aavName] = '88';
    if (t.fieldType === 'radio') body[t.aavName] = t.childAttributes[0].fieldName;
    if (t.fieldType === 'checkbox') body[t.aavName] = t.childAttributes.slice(0, 2).map((o) => o.fieldName).join(',');
  }
  return body;
}

describe('POST /need/consignment', () => {
  it('publishes a goods waiting for audit, with the seller’s secrets stored but never shown to buyers', async () => {
    const res = await seller.post('/need/consignment', draft());
    expect(res.body).toMatchObject({ code: 200, msg: '发布成功，请等待管理员审核' });
    const id = (res.body.data as { id: number }).id;
    const g = mock.store.goods.get(id) as GoodsRow;
    expect(g).toMatchObject({ saleState: 0, createId: 2, price: 1288.5, newPrice: 1288.5, accountPassword: 'secret-pass', isGuarantee: 1 });
    expect(g.systemName).toBe('iOS');
    // 我的代售's row is the listing without its secrets; its edit form's call has the account and the contacts.
    const mine = await seller.get('/need/myConsignment', { saleState: 0, pageSize: 100 });
    const row = (mine.body.rows as (Goods & Record<string, unknown>)[]).find((x) => x.id === id);
    expect(row).toMatchObject({ id, saleState: 0 });
    for (const key of ['accountNumber', 'accountPassword', 'contact', 'contactType']) expect(row).not.toHaveProperty(key);
    const edit = await seller.get(`/need/myConsignment/${id}`);
    expect(edit.body.data).toMatchObject({ accountNumber: '123456789', importantRemark: expect.stringContaining('联系QQ：12345678') });
    expect(edit.text).not.toContain('secret-pass');
    const pub = await buyer.get(`/web/good/info/${id}`);
    expect(pub.text).not.toContain('123456789');
    expect(pub.text).not.toContain('secret-pass');
  });

  it('validates against the template and names the field', async () => {
    const templates = mock.store.templatesByGame.get(1) as AttributeTemplate[];
    const must = templates.find((t) => t.must) as AttributeTemplate;
    const num = templates.find((t) => t.fieldType === 'number') as AttributeTemplate;
    const radio = templates.find((t) => t.fieldType === 'radio') as AttributeTemplate;
    const check = templates.find((t) => t.fieldType === 'checkbox') as AttributeTemplate;
    const before = mock.store.goods.all().length;
    const cases: [Record<string, unknown>, string][] = [
      [{ [must.aavName]: '' }, `请填写「${must.fieldName}」（${must.aavName}）`],
      [{ [num.aavName]: '12a' }, `「${num.fieldName}」（${num.aavName}）必须是非负整数`],
      [{ [radio.aavName]: '不存在的选项' }, `「${radio.fieldName}」（${radio.aavName}）的选项「不存在的选项」不存在`],
      [{ [check.aavName]: `${check.childAttributes[0].fieldName},假的` }, '的选项「假的」不存在'],
      [{ f19: 'x' }, 'f19 不是该游戏的属性'],
      [{ price: 0 }, '价格（price）必须在 1 到 9999999 元之间'],
      [{ price: 10_000_000 }, '价格（price）必须在 1 到 9999999 元之间'],
      [{ price: 12.345 }, '价格（price）最多保留两位小数'],
      [{ price: 'abc' }, '价格（price）必须是数字'],
      [{ title: '短' }, '标题（title）至少 5 个字'],
      [{ title: '长'.repeat(61) }, '标题（title）不能超过 60 个字'],
      [{ titleImg: '' }, '请上传主图（titleImg）'],
      [{ titleImg: '../../etc/passwd' }, '图片地址不合法'],
      [{ urlArr: Array.from({ length: 13 }, (_, i) => `/profile/img/x${i}.svg`) }, '详情图（urlArr）最多 12 张'],
      [{ gameId: 4242 }, '游戏不存在'],
      [{ systemId: undefined }, '请选择系统（systemId）'],
      [{ carrierId: 99999 }, '运营商（carrierId）不存在或不属于该游戏'],
      [{ contactType: 'phone', contact: '123' }, '联系电话格式不正确'],
      [{ contactType: 'email' }, '联系方式类型（contactType）的取值无效'],
      [{ accountSource: 3 }, '账号来源（accountSource）的取值无效'],
    ];
    for (const [patch, msg] of cases) {
      const res = await seller.post('/need/consignment', { ...draft(), ...patch });
      expect(res.body.code, JSON.stringify(patch)).toBe(500);
      expect(res.body.msg, JSON.stringify(patch)).toContain(msg);
    }
    // Nothing half-written.
    expect(mock.store.goods.all().length).toBe(before);
  });

  it('validates boxradio pairs (原神 五星角色:命座)', async () => {
    const templates = mock.store.templatesByGame.get(3) as AttributeTemplate[];
    const system = mock.store.db.gameAttributes.find((a) => a.gameId === 3 && a.systemKey === 'system') as GameAttribute;
    const carrier = mock.store.db.gameAttributes.find((a) => a.gameId === 3 && a.parentId === system.id) as GameAttribute;
    const body: Record<string, unknown> = { ...draft(), gameId: 3, systemId: system.id, carrierId: carrier.id };
    for (let i = 1; i <= 20; i++) delete body[`f${i}`];
    for (const t of templates) {
      if (t.fieldType === 'number') body[t.aavName] = '55';
      if (t.fieldType === 'radio') body[t.aavName] = t.childAttributes[0].fieldName;
    }
    const box = templates.find((t) => t.fieldType === 'boxradio') as AttributeTemplate;
    const role = box.childAttributes[0];
    body[box.aavName] = `${role.fieldName}:${role.childAttributes?.[2].fieldName}`;
    const ok = await seller.post('/need/consignment', body);
    expect(ok.body.code, ok.text).toBe(200);
    body[box.aavName] = `${role.fieldName}:9命`;
    expect((await seller.post('/need/consignment', body)).body.msg).toContain('需要选择有效的子选项');
    body[box.aavName] = `${role.fieldName}:0命,${role.fieldName}:1命`;
    expect((await seller.post('/need/consignment', body)).body.msg).toContain('有重复的选项');
  });

  it('auto-audits after MOCK_AUDIT_MS and tells the seller', async () => {
    // The delay long: nothing falls due in real time while the test runs; the space's clock is moved instead.
    const auditMs = 60_000;
    const timed = await startTestMock({ auditMs });
    try {
      const s = await login(timed.client, 'seller');
      const id = ((await s.post('/need/consignment', draft(timed))).body.data as { id: number }).id;
      expect((await advanceClock(timed.client, auditMs / 2)).kinds).not.toContain('listing.audit');
      expect(timed.store.goods.get(id)?.saleState).toBe(SaleState.pending);
      expect((await advanceClock(timed.client, auditMs / 2)).kinds).toContain('listing.audit');
      expect(timed.store.goods.get(id)?.saleState).toBe(SaleState.listed);
      const messages = (await s.get('/need/message/list')).body.rows as Message[];
      expect(messages[0]).toMatchObject({ sendTypeName: '审核结果', sendTitle: '商品审核通过', relatedDataId: id, relatedType: 'goods' });
      const listed = await timed.client.post('/web/good/allList', { sortRank: 'timedesc', pageSize: 1 });
      expect((listed.body.rows as Goods[])[0].id).toBe(id);
    } finally {
      await timed.close();
    }
  });

  it('/__mock/goods/:id/audit rejects with a reason; upGoods resubmits; editing an own goods re-audits it', async () => {
    const id = ((await seller.post('/need/consignment', draft())).body.data as { id: number }).id;
    const res = await mock.client.post(`/__mock/goods/${id}/audit`, { pass: false, reason: '截图模糊' });
    expect(res.body.data).toMatchObject({ id, saleState: 99, auditDes: '截图模糊' });
    expect((await mock.client.post(`/__mock/goods/${id}/audit`, { pass: true })).body.msg).toBe('该商品不在待审核状态');
    const failed = (await seller.get('/need/myConsignment', { saleState: 99, pageSize: 100 })).body.rows as Goods[];
    expect(failed.find((g) => g.id === id)?.auditDes).toBe('截图模糊');
    expect((await seller.get(`/goods/info/upGoods/${id}`)).body).toEqual({ code: 200, msg: '已重新提交审核' });
    expect(mock.store.goods.get(id)?.saleState).toBe(0);
    await mock.client.post(`/__mock/goods/${id}/audit`, { pass: true });
    expect(mock.store.goods.get(id)?.saleState).toBe(1);
    const edit = await seller.post('/need/consignment', { ...draft(), id, title: '改过标题的王者账号' });
    expect((edit.body.data as { id: number }).id).toBe(id);
    expect(mock.store.goods.get(id)).toMatchObject({ saleState: 0, title: '改过标题的王者账号' });
    expect((await buyer.post('/need/consignment', { ...draft(), id })).body.code).toBe(403);
  });
});

describe('my listings: myConsignment, upGoods, downGoods, editPrice', () => {
  it('myConsignment lists my goods newest first, filtered by saleState', async () => {
    const all = await seller.get('/need/myConsignment', { pageSize: 100 });
    const rows = all.body.rows as Goods[];
    expect(all.body.total).toBe(mock.store.goods.all().filter((g) => g.createId === 2).length);
    expect(rows.every((g) => g.createId === 2)).toBe(true);
    const listedOnly = (await seller.get('/need/myConsignment', { saleState: 1, pageSize: 100 })).body.rows as Goods[];
    expect(listedOnly.length).toBeGreaterThan(0);
    expect(listedOnly.every((g) => g.saleState === 1)).toBe(true);
    expect((await seller.get('/need/myConsignment', { saleState: 7 })).body.msg).toContain('商品状态（saleState）的取值无效');
  });

  it('downGoods from 1 → 4 with a note; upGoods from 4 → 1; refused in other states and for others’ goods', async () => {
    const g = mock.store.goods.all().find((x) => x.createId === 2 && x.saleState === SaleState.listed) as GoodsRow;
    expect((await buyer.post('/goods/info/downGoods', { id: g.id, downDes: 'x' })).body.code).toBe(403);
    expect((await seller.post('/goods/info/downGoods', { id: g.id, downDes: '暂时不卖了' })).body).toEqual({ code: 200, msg: '下架成功' });
    expect(g).toMatchObject({ saleState: 4, downDes: '暂时不卖了' });
    expect((await seller.post('/goods/info/downGoods', { id: g.id })).body.msg).toBe('当前状态不可下架');
    expect((await buyer.get(`/goods/info/upGoods/${g.id}`)).body.code).toBe(403);
    expect((await seller.get(`/goods/info/upGoods/${g.id}`)).body).toEqual({ code: 200, msg: '上架成功' });
    expect(g.saleState).toBe(1);
    expect((await seller.get(`/goods/info/upGoods/${g.id}`)).body).toEqual({ code: 500, msg: '当前状态不可上架' });
    expect((await seller.get('/goods/info/upGoods/999999')).body).toEqual({ code: 500, msg: '商品不存在' });
  });

  it('editPrice validates the price and the state', async () => {
    const g = mock.store.goods.all().find((x) => x.createId === 2 && x.saleState === SaleState.listed) as GoodsRow;
    expect((await seller.post('/need/goods/editPrice', { id: g.id, price: 666.66 })).body).toEqual({ code: 200, msg: '改价成功' });
    expect(g).toMatchObject({ price: 666.66, newPrice: 666.66 });
    expect((await seller.post('/need/goods/editPrice', { id: g.id, price: -1 })).body.msg).toContain('价格（price）必须在');
    expect((await seller.post('/need/goods/editPrice', { id: g.id })).body.msg).toBe('价格（price）不能为空');
    expect((await buyer.post('/need/goods/editPrice', { id: g.id, price: 1 })).body.code).toBe(403);
    const sold = mock.store.goods.all().find((x) => x.createId === 2 && x.saleState === SaleState.sold) as GoodsRow;
    expect((await seller.post('/need/goods/editPrice', { id: sold.id, price: 100 })).body.msg).toBe('当前状态不可改价');
  });
});
