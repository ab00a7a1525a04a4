// 实名 before trading: 下单, 发布寄售 and 竞价回收 refuse an unverified user with a Chinese msg and write nothing;
// once verified, the same call goes through. The demo users are verified and trade at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeIdNumber } from '../../src/contract/idcard.ts';
import { realnameRequired } from '../routes/registry.ts';
import { login, newUser, startTestMock, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let fresh: Client;
beforeAll(async () => {
  mock = await startTestMock();
  fresh = await newUser(mock.client, '15800000021');
});
afterAll(() => mock.close());

const LISTED_GOODS = 1;

describe('the 实名 gate', () => {
  it('refuses the three trading calls of an unverified user, naming the place to verify, and stores nothing', async () => {
    const orders = mock.store.orders.all().length;
    const goods = mock.store.goods.all().length;
    const backlists = mock.store.db.backlists.length;

    const order = await fresh.post('/saleOrder/create', { goodsId: LISTED_GOODS, guaranteeType: 3 });
    expect(order.body).toEqual({ code: 500, msg: realnameRequired('下单') });
    expect(order.body.msg).toBe('根据国家相关规定，下单前须完成实名认证，请前往“我的 - 实名认证”完成后再试');
    expect((await fresh.post('/need/consignment', { gameId: 1, title: '测试', price: 100 })).body)
      .toEqual({ code: 500, msg: realnameRequired('发布寄售') });
    expect((await fresh.post('/h5/goods/back', { gameId: 1 })).body).toEqual({ code: 500, msg: realnameRequired('竞价回收') });

    expect(mock.store.orders.all()).toHaveLength(orders);
    expect(mock.store.goods.all()).toHaveLength(goods);
    expect(mock.store.db.backlists).toHaveLength(backlists);
    expect(mock.store.goods.get(LISTED_GOODS)?.saleState).toBe(1);
  });

  it('lets the same user order once verified', async () => {
    const id = makeIdNumber('320102', { y: 1999, m: 5, d: 4 }, 77, '1');
    expect((await fresh.post('/realname/auth', { name: '赵敏', idNumber: id })).body.code).toBe(200);
    const order = await fresh.post('/saleOrder/create', { goodsId: LISTED_GOODS, guaranteeType: 3 });
    expect(order.body).toMatchObject({ code: 200, msg: '下单成功' });
  });

  it('the demo buyer is verified and orders without a detour', async () => {
    const buyer = await login(mock.client, 'buyer');
    const profile = (await buyer.get('/system/user/profile')).body.data as { realNameStatus: number; realName: string };
    expect(profile).toMatchObject({ realNameStatus: 1, realName: '王**' });
    expect((await buyer.post('/saleOrder/create', { goodsId: 2, guaranteeType: 3 })).body.code).toBe(200);
  });
});
