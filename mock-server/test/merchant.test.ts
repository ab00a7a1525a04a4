// 商户入驻: validation of every field, one application while it waits, the latest one, QA's decision (with a reason)
// and the applicant told. (The approval timer: recycle-valuation.test.ts, on the same timed mock as the bids.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, MerchantApplication } from '../../src/contract/types.ts';
import { login, newUser, startTestMock, type TestMock } from './helpers.ts';

let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock();
});
afterAll(async () => {
  await mock.close();
});

describe('商户入驻', () => {
  it('validates every field with its Chinese name and writes nothing when one is bad', async () => {
    const user = await newUser(mock.client, '15800000006');
    const cases: [Record<string, unknown>, string][] = [
      [{ contact: '13800000006', games: '原神' }, '店铺名称（shopName）不能为空'],
      [{ shopName: '店', contact: '13800000006', games: '原神' }, '店铺名称（shopName）至少 2 个字'],
      [{ shopName: '小店', contact: '123', games: '原神' }, '联系方式（contact）至少 5 个字符'],
      [{ shopName: '小店', contact: '13800000006', games: '' }, '经营游戏（games）不能为空'],
      [{ shopName: '小店', contact: '13800000006', games: [] }, '经营游戏（games）不能为空'],
      [{ shopName: '小店', contact: '13800000006', games: 'x'.repeat(201) }, '经营游戏（games）不能超过 200 个字'],
    ];
    for (const [body, msg] of cases) {
      const res = await user.post('/need/merchant/apply', body);
      expect(res.body, msg).toEqual({ code: 500, msg });
    }
    expect((await user.get('/need/merchant/latest')).body).toMatchObject({ code: 200 });
    expect((await user.get('/need/merchant/latest')).body.data ?? null).toBeNull();
  });

  it('applies once (names as a string or a list), shows 待审核, refuses a second application while it waits', async () => {
    const user = await newUser(mock.client, '15800000007');
    const res = await user.post('/need/merchant/apply', { shopName: '星辰游戏工作室', contact: 'QQ 12345678', games: ['原神', ' 王者荣耀 '] });
    expect(res.body).toMatchObject({ code: 200, msg: '提交成功，请等待审核' });
    const latest = await user.get('/need/merchant/latest');
    expect(latest.body.data).toMatchObject({ shopName: '星辰游戏工作室', contact: 'QQ 12345678', games: '原神、王者荣耀', auditState: 0 });
    const again = await user.post('/need/merchant/apply', { shopName: '另一家', contact: '13800000007', games: '原神' });
    expect(again.body).toEqual({ code: 500, msg: '已有待审核的入驻申请，请耐心等待' });
    expect((await mock.client.post('/need/merchant/apply', { shopName: '小店', contact: '13800000007', games: '原神' })).body.code).toBe(401);
  });

  it('merchant apply once while pending; latest shows it; approved later', async () => {
    const other = await login(mock.client, mock.store.usersById.get(6)?.phonenumber ?? '');
    expect((await other.get('/need/merchant/latest')).body).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await other.post('/need/merchant/apply', { shopName: 'A', contact: '13800000000', games: '王者荣耀' })).body.msg).toBe('店铺名称（shopName）至少 2 个字');
    const res = await other.post('/need/merchant/apply', { shopName: '阿强游戏号铺', contact: '13800000000', games: '王者荣耀,原神' });
    expect(res.body.code).toBe(200);
    expect(((await other.get('/need/merchant/latest')).body.data as MerchantApplication)).toMatchObject({ shopName: '阿强游戏号铺', auditState: 0 });
    expect((await other.post('/need/merchant/apply', { shopName: '阿强游戏号铺', contact: '13800000000', games: '王者荣耀' })).body.msg).toBe('已有待审核的入驻申请，请耐心等待');
  });

  it('QA refuses a waiting merchant application with a reason; the applicant reads it and may apply again', async () => {
    const other = await login(mock.client, mock.store.usersById.get(7)?.phonenumber ?? '');
    await other.post('/need/merchant/apply', { shopName: '小林游戏号', contact: '13800000001', games: '原神' });
    const id = ((await other.get('/need/merchant/latest')).body.data as MerchantApplication).id;
    expect((await mock.client.post(`/__mock/merchants/${id}/audit`, { pass: 'yes' })).body.code).toBe(500);
    const refused = await mock.client.post(`/__mock/merchants/${id}/audit`, { pass: false, reason: '请补充店铺营业执照' });
    expect(refused.body).toMatchObject({ code: 200, msg: '已驳回', data: { id, auditState: 2, auditDes: '请补充店铺营业执照' } });
    expect((await other.get('/need/merchant/latest')).body.data).toMatchObject({ auditState: 2, auditDes: '请补充店铺营业执照' });
    expect(((await other.get('/need/message/list')).body.rows as Message[])[0])
      .toMatchObject({ sendTitle: '商户入驻未通过', sendContent: '「小林游戏号」未通过入驻审核：请补充店铺营业执照' });
    expect((await mock.client.post(`/__mock/merchants/${id}/audit`, { pass: true })).body)
      .toMatchObject({ code: 500, msg: '该入驻申请已审核' });
    expect((await mock.client.post('/__mock/merchants/99999/audit', { pass: true })).body).toMatchObject({ code: 500, msg: '入驻申请不存在' });
    expect((await other.post('/need/merchant/apply', { shopName: '小林游戏号', contact: '13800000001', games: '原神' })).body.code).toBe(200);
  });
});
