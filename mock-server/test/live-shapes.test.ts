// The live client's selling shapes (api.md "Live payload shapes"): POST /need/consignment with importantRemark
// and assurance, POST /account/backlist (估价) with type = game name, tel as one text and img as a JSON string.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttributeTemplate, Backlist, GameAttribute } from '../../src/contract/types.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { backlistImgJson, normaliseBacklistImg } from '../domain/recycle.fields.ts';
import { parseImportantRemark } from '../domain/listing.contacts.ts';
import { BizError } from '../lib/envelope.ts';
import { startSignedIn, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => ({ mock, buyer, seller } = await startSignedIn()));
afterAll(() => mock.close());

/** The live goods DTO for 王者荣耀 (game 1), built from its template and 区服 tree. */
function liveDraft(): Record<string, unknown> {
  const templates = mock.store.templatesByGame.get(1) as AttributeTemplate[];
  const system = mock.store.db.gameAttributes.find((a) => a.gameId === 1 && a.systemKey === 'system') as GameAttribute;
  const carrier = mock.store.db.gameAttributes.find((a) => a.gameId === 1 && a.systemKey === 'carrier' && a.parentId === system.id) as GameAttribute;
  const body: Record<string, unknown> = {
    gameId: 1, gameName: '王者荣耀', gameType: 0, systemId: system.id, carrierId: carrier.id, groupId: undefined, serverId: undefined,
    title: '王者荣耀 V8 贵族 全英雄账号', price: '2680', des: '王者荣耀 iOS QQ区，英雄数量 88',
    titleImg: '/profile/img/goods/1-1.svg', urlArr: [{ url: '/profile/img/goods/1-2.svg', name: '1-2.svg' }],
    assurance: 1, importantRemark: '联系QQ：12345678;联系微信：laoli_2024;联系电话：13900139000;账号来源：他人注册',
    accountNumber: 'wz_live_01', accountPassword: 'Live#2026',
  };
  for (const t of templates) {
    if (t.fieldType === 'number') body[t.aavName] = '88';
    if (t.fieldType === 'radio') body[t.aavName] = t.childAttributes[0].fieldName;
    if (t.fieldType === 'checkbox') body[t.aavName] = t.childAttributes.slice(0, 2).map((o) => o.fieldName).join(',');
  }
  return body;
}

function friendlyDraft(): Record<string, unknown> {
  const { importantRemark: _r, assurance: _a, gameName: _n, gameType: _t, ...rest } = liveDraft();
  return { ...rest, accountSource: 1, contactType: 'wechat', contact: 'laoli_2024', canGuarantee: false };
}

describe('POST /need/consignment — live shape', () => {
  it('accepts the goods DTO, reads the contacts and 账号来源 out of importantRemark, assurance → 包赔材料', async () => {
    const res = await seller.post('/need/consignment', liveDraft());
    expect(res.body).toMatchObject({ code: 200, msg: '发布成功，请等待管理员审核' });
    const id = (res.body.data as { id: number }).id;
    const g = mock.store.goods.get(id) as GoodsRow;
    expect(g).toMatchObject({
      saleState: 0, accountType: 2, createId: 2, gameName: '王者荣耀', price: 2680, isGuarantee: 1, canGuarantee: true,
      accountSource: 2, contactType: 'phone', contact: '13900139000',
      importantRemark: '联系QQ：12345678;联系微信：laoli_2024;联系电话：13900139000;账号来源：他人注册',
      urlArr: [{ url: '/profile/img/goods/1-2.svg', name: '1-2.svg' }],
    });
    expect(g.systemName).toBe('iOS');
    // Shown to the seller in 我的代售 as 审核中 (saleState 0), never to buyers.
    const mine = (await seller.get('/need/myConsignment', { saleState: 0, pageSize: 100 })).body.rows as GoodsRow[];
    expect(mine.some((x) => x.id === id)).toBe(true);
    expect((await buyer.get(`/web/good/info/${id}`)).text).not.toContain('laoli_2024');
  });

  it('takes importantRemark with half-width colons and empty QQ / 微信; assurance 0 = no 包赔材料', async () => {
    const res = await seller.post('/need/consignment', {
      ...liveDraft(), assurance: 0, importantRemark: '联系QQ：;联系微信：;联系电话:13900139000;账号来源：自己注册',
    });
    expect(res.body.code, res.text).toBe(200);
    const g = mock.store.goods.get((res.body.data as { id: number }).id) as GoodsRow;
    expect(g).toMatchObject({ isGuarantee: 0, canGuarantee: false, accountSource: 1, contact: '13900139000' });
    expect(g.importantRemark).toBe('联系QQ：;联系微信：;联系电话：13900139000;账号来源：自己注册');
  });

  it('still accepts the friendly shape, and stores the live importantRemark for it', async () => {
    const res = await seller.post('/need/consignment', friendlyDraft());
    expect(res.body.code, res.text).toBe(200);
    const g = mock.store.goods.get((res.body.data as { id: number }).id) as GoodsRow;
    expect(g).toMatchObject({ contactType: 'wechat', contact: 'laoli_2024', accountSource: 1, isGuarantee: 0 });
    expect(g.importantRemark).toBe('联系QQ：;联系微信：laoli_2024;联系电话：;账号来源：自己注册');
  });

  it('refuses each bad input with its Chinese message and writes nothing', async () => {
    const templates = mock.store.templatesByGame.get(1) as AttributeTemplate[];
    const must = templates.find((t) => t.must) as AttributeTemplate;
    const remark = (phone: string, qq = '', wx = '', source = '自己注册') => `联系QQ：${qq};联系微信：${wx};联系电话：${phone};账号来源：${source}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ importantRemark: remark('123') }, '联系电话格式不正确'],
      [{ importantRemark: remark('') }, '请填写联系电话'],
      [{ importantRemark: '联系QQ：12345' }, '请填写联系电话'],
      [{ importantRemark: remark('13900139000', '12') }, 'QQ 号格式不正确'],
      [{ importantRemark: remark('13900139000', '', '1abc') }, '微信号格式不正确'],
      [{ importantRemark: remark('13900139000', '', '', '买来的') }, '账号来源（importantRemark 的「账号来源」）的取值无效'],
      [{ importantRemark: 12345 }, '联系方式（importantRemark）应为字符串'],
      [{ importantRemark: undefined }, '请填写联系方式（importantRemark）'],
      [{ assurance: 2 }, '包赔材料（assurance）的取值无效'],
      [{ gameType: 5 }, '游戏类型（gameType）的取值无效'],
      [{ [must.aavName]: '' }, `请填写「${must.fieldName}」`],
      [{ price: 0 }, '价格（price）必须在 1 到 9999999 元之间'],
      [{ price: -5 }, '价格（price）必须在 1 到 9999999 元之间'],
      [{ price: '十块' }, '价格（price）必须是数字'],
      [{ title: '短标题' }, '标题（title）至少 5 个字'],
      [{ titleImg: '' }, '请上传主图（titleImg）'],
    ];
    const before = mock.store.goods.all().length;
    const mineBefore = (await seller.get('/need/myConsignment', { pageSize: 1 })).body.total;
    for (const [patch, msg] of cases) {
      const res = await seller.post('/need/consignment', { ...liveDraft(), ...patch });
      expect(res.body.code, JSON.stringify(patch)).toBe(500);
      expect(res.body.msg, JSON.stringify(patch)).toContain(msg);
    }
    expect(mock.store.goods.all().length).toBe(before);
    expect((await seller.get('/need/myConsignment', { pageSize: 1 })).body.total).toBe(mineBefore);
  });

  it('editing another seller’s goods with the live shape is refused with 403 and changes nothing', async () => {
    const id = ((await seller.post('/need/consignment', liveDraft())).body.data as { id: number }).id;
    const before = JSON.stringify(mock.store.goods.get(id));
    const res = await buyer.post('/need/consignment', { ...liveDraft(), id, title: '买家改的标题哈哈' });
    expect(res.body.code).toBe(403);
    expect(JSON.stringify(mock.store.goods.get(id))).toBe(before);
  });

  it('needs sign-in', async () => {
    expect((await mock.client.post('/need/consignment', liveDraft())).body.code).toBe(401);
  });
});

describe('POST /account/backlist — live 估价 shape', () => {
  const live = {
    type: '原神', des: '原神 安卓 官服，冒险等级 58', region: '安卓 / 官服', expprice: '1500', account: 'ys_player01',
    tel: '电话：13900139000，微信：laoli_2024，QQ：12345678',
    img: JSON.stringify([{ url: '/profile/img/shot/3-1.svg', name: '3-1.svg' }, { url: '/profile/img/shot/3-2.svg', name: '3-2.svg' }]),
  };

  it('finds the game by its name, keeps tel as one text, stores img so it can be answered as the JSON string', async () => {
    const res = await seller.post('/account/backlist', live);
    expect(res.body).toMatchObject({ code: 200, msg: '提交成功，请等待估价员进行估价' });
    const id = (res.body.data as { id: number }).id;
    const row = mock.store.db.backlists.find((b) => b.id === id) as Backlist;
    expect(row).toMatchObject({
      userId: 2, gameId: 3, gameName: '原神', region: '安卓 / 官服', expprice: 1500, account: 'ys_player01',
      tel: '电话：13900139000，微信：laoli_2024，QQ：12345678', img: ['/profile/img/shot/3-1.svg', '/profile/img/shot/3-2.svg'],
    });
    expect(row.inType).toBeUndefined();
    expect(JSON.parse(backlistImgJson(row.img))).toEqual([
      { url: '/profile/img/shot/3-1.svg', name: '3-1.svg' }, { url: '/profile/img/shot/3-2.svg', name: '3-2.svg' },
    ]);
    const rows = (await seller.get('/account/backlist/allList', { inType: 0, pageSize: 100 })).body.rows as { id: number }[];
    expect(rows.some((b) => b.id === id)).toBe(true);
  });

  it('accepts img as a JSON string of URLs, or an array (friendly), and a bare phone as tel', async () => {
    for (const img of [JSON.stringify(['/profile/img/shot/3-1.svg']), ['/profile/img/shot/3-1.svg'], [{ url: '/profile/img/shot/3-1.svg', name: 'a' }]]) {
      const res = await seller.post('/account/backlist', { ...live, img, tel: '13900139000' });
      expect(res.body.code, res.text).toBe(200);
      const row = mock.store.db.backlists.find((b) => b.id === (res.body.data as { id: number }).id) as Backlist;
      expect(row.img).toEqual(['/profile/img/shot/3-1.svg']);
    }
  });

  it('refuses each bad input with its Chinese message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: '不存在的游戏' }, '游戏不存在：不存在的游戏'],
      [{ type: undefined }, '请选择游戏（type）'],
      [{ tel: '电话：123，微信：，QQ：' }, '手机号格式不正确'],
      [{ tel: '微信：laoli_2024，QQ：12345678' }, '请填写联系电话'],
      [{ tel: '电话：13900139000，微信：1x，QQ：' }, '微信号格式不正确'],
      [{ tel: '' }, '联系电话（tel）不能为空'],
      [{ img: '[not json' }, '截图（img）格式不正确'],
      [{ img: JSON.stringify([{ url: '../../etc/passwd', name: 'x' }]) }, '图片地址不合法'],
      [{ img: JSON.stringify(Array(10).fill('/profile/img/a.svg')) }, '截图（img）最多 9 张'],
      [{ img: '{"url":"/profile/img/a.svg"}' }, '截图（img）应为图片列表'],
      [{ expprice: 0 }, '期望价格（expprice）必须在'],
      [{ expprice: 'abc' }, '期望价格（expprice）必须是数字'],
      [{ account: '中文账号' }, '游戏账号（account）不能包含中文'],
      [{ region: '' }, '区服（region）不能为空'],
    ];
    const before = mock.store.db.backlists.length;
    for (const [patch, msg] of cases) {
      const res = await seller.post('/account/backlist', { ...live, ...patch });
      expect(res.body.code, JSON.stringify(patch)).toBe(500);
      expect(res.body.msg, JSON.stringify(patch)).toContain(msg);
    }
    expect(mock.store.db.backlists.length).toBe(before);
  });

  it('needs sign-in', async () => {
    expect((await mock.client.post('/account/backlist', live)).body.code).toBe(401);
  });
});

describe('the live text fields: a listing\'s contacts and a backlist\'s tel and img', () => {
  it('parseImportantRemark reads the live text; normaliseBacklistImg takes every accepted form', () => {
    expect(parseImportantRemark('联系QQ：12345;联系微信：abcdef;联系电话：13800138000;账号来源：他人注册'))
      .toEqual({ phone: '13800138000', qq: '12345', wechat: 'abcdef', accountSource: 2 });
    expect(() => parseImportantRemark('联系电话：1380013800;账号来源：自己注册')).toThrow(BizError);
    expect(normaliseBacklistImg(undefined)).toEqual([]);
    expect(normaliseBacklistImg('[]')).toEqual([]);
    expect(normaliseBacklistImg('[{"url":"/profile/upload/a.png","name":"a.png"}]')).toEqual(['/profile/upload/a.png']);
  });
});
