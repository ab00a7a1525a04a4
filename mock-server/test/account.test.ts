// Account pages: 实名认证 (live shape, 403, checksum), profile edits, password change by SMS (ends every
// session). 商户入驻: merchant.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCheckChar, makeIdNumber } from '../../src/contract/idcard.ts';
import { DEMO_USERS } from '../lib/fixtures.ts';
import { login, newUser, SMS_CODE, startTestMock, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock();
});
afterAll(async () => {
  await mock.close();
});

interface Me { userId: number; nickName: string; email: string; sex: string; avatar: string; realNameStatus: number; realName?: string; idNumber?: string }
const me = async (client: Client) => (await client.get('/system/user/profile')).body.data as Me;


/** A valid ID number whose check character is X. */
function idEndingInX(): string {
  for (let seq = 1; seq < 1000; seq++) {
    const id = makeIdNumber('110105', { y: 1990, m: 3, d: 7 }, seq, seq % 2 === 1 ? '0' : '1');
    if (id.endsWith('X')) return id;
  }
  throw new Error('no X');
}

describe('POST /realname/auth', () => {
  it('accepts the live shape {id, name, idNumber} (X in lower case) and the profile shows it masked', async () => {
    const buyer = await newUser(mock.client, '15800000002');
    const before = await me(buyer);
    expect(before.realNameStatus).toBe(0);
    const id = idEndingInX();

    // A wrong check character: refused, nothing written.
    const wrongCheck = id.slice(0, 17) + (id[17] === 'X' ? '0' : 'X');
    const bad = await buyer.post('/realname/auth', { id: before.userId, name: '张三', idNumber: wrongCheck });
    expect(bad.body).toEqual({ code: 500, msg: '身份证号码校验失败' });
    const badName = await buyer.post('/realname/auth', { id: before.userId, name: 'Zhang', idNumber: id });
    expect(badName.body).toEqual({ code: 500, msg: '姓名须为 2–20 个汉字（少数民族姓名可含 ·）' });
    expect((await me(buyer)).realNameStatus).toBe(0);

    const res = await buyer.post('/realname/auth', { id: before.userId, name: '张三', idNumber: id.toLowerCase() });
    expect(res.body).toMatchObject({ code: 200, msg: '认证成功', data: { realNameStatus: 1, realName: '张*' } });
    const after = await me(buyer);
    expect(after).toMatchObject({ realNameStatus: 1, realName: '张*', idNumber: `${id.slice(0, 4)}**********${id.slice(-4)}` });
    expect(JSON.stringify(after)).not.toContain(id.slice(4, 14));

    const twice = await buyer.post('/realname/auth', { id: before.userId, name: '张三', idNumber: id });
    expect(twice.body).toEqual({ code: 500, msg: '已完成实名认证' });
  });

  it('refuses another user\'s id with 403 and changes nothing; a missing id means the signed-in user', async () => {
    const user = await newUser(mock.client, '15800000003');
    const mine = await me(user);
    expect(mine.realNameStatus).toBe(0);
    const good = makeIdNumber('310101', { y: 1985, m: 12, d: 31 }, 12, '1');
    expect(idCheckChar(good.slice(0, 17))).toBe(good[17]);

    const other = await user.post('/realname/auth', { id: mine.userId + 1, name: '李四', idNumber: good });
    expect(other.body).toEqual({ code: 403, msg: '只能为自己的账号实名认证' });
    const junk = await user.post('/realname/auth', { id: 'abc', name: '李四', idNumber: good });
    expect(junk.body).toEqual({ code: 500, msg: '用户编号（id）应为数字' });
    expect((await me(user)).realNameStatus).toBe(0);

    const asString = await user.post('/realname/auth', { id: String(mine.userId), name: '欧阳·娜娜', idNumber: good });
    expect(asString.body.code).toBe(200);
    expect(await me(user)).toMatchObject({ realNameStatus: 1, realName: '欧阳***' });

    const noId = await (await newUser(mock.client, '15800000004')).post('/realname/auth', { name: '王五', idNumber: makeIdNumber('440301', { y: 2000, m: 1, d: 1 }, 5, '0') });
    expect(noId.body).toMatchObject({ code: 200, msg: '认证成功' });
  });

  it('needs a session', async () => {
    const res = await mock.client.post('/realname/auth', { name: '张三', idNumber: idEndingInX() });
    expect(res.body.code).toBe(401);
  });
});

describe('PUT /system/user/profile', () => {
  it('an empty body or only unknown keys: 没有可修改的内容, nothing changes', async () => {
    const seller = await login(mock.client, 'seller');
    const before = await me(seller);
    for (const body of [{}, { foo: 'bar', userId: 99 }, { nickName: undefined }]) {
      const res = await seller.put('/system/user/profile', body);
      expect(res.body).toEqual({ code: 500, msg: '没有可修改的内容' });
    }
    const noBody = await seller.raw('PUT', '/system/user/profile');
    expect(noBody.body).toEqual({ code: 500, msg: '没有可修改的内容' });
    expect(await me(seller)).toEqual(before);
  });

  it('changes the given fields only and validates them', async () => {
    const seller = await login(mock.client, 'seller');
    const before = await me(seller);
    const bad = await seller.put('/system/user/profile', { nickName: '新昵称', email: 'not-an-email' });
    expect(bad.body).toEqual({ code: 500, msg: '邮箱格式不正确' });
    const badSex = await seller.put('/system/user/profile', { sex: '5' });
    expect(badSex.body.code).toBe(500);
    expect(await me(seller)).toEqual(before);

    const res = await seller.put('/system/user/profile', { nickName: '老李的店', sex: '1', email: 'li@example.com', avatar: '/profile/upload/a.png' });
    expect(res.body).toEqual({ code: 200, msg: '修改成功' });
    expect(await me(seller)).toMatchObject({ nickName: '老李的店', sex: '1', email: 'li@example.com', avatar: '/profile/upload/a.png' });
    await seller.put('/system/user/profile', { nickName: before.nickName, sex: before.sex, email: before.email, avatar: before.avatar });
  });
});

describe('POST /h5/SmsforPwd', () => {
  const phone = '15800000005';

  it('checks the code and the password rule, then ends every session of the user; only the new password signs in', async () => {
    const b = await newUser(mock.client, phone);
    const a = await login(mock.client, phone);
    const bystander = await login(mock.client, 'seller');

    const weak = await mock.client.post('/h5/SmsforPwd', { phone, code: SMS_CODE, password: 'abcdefgh' });
    expect(weak.body).toEqual({ code: 500, msg: '密码至少 8 位，且须同时包含字母和数字' });
    const noCode = await mock.client.post('/h5/SmsforPwd', { phone, code: SMS_CODE, password: 'Newpass123' });
    expect(noCode.body).toEqual({ code: 500, msg: '验证码错误或已过期' });
    expect((await a.get('/system/user/profile')).body.code).toBe(200);

    expect((await mock.client.get('/sms/sendYzm', { phone, type: 'pwd' })).body.code).toBe(200);
    const wrong = await mock.client.post('/h5/SmsforPwd', { phone, code: '000000', password: 'Newpass123' });
    expect(wrong.body).toEqual({ code: 500, msg: '验证码错误或已过期' });
    // Sent as the signed-in app sends it (with its token).
    const res = await a.post('/h5/SmsforPwd', { phone, code: SMS_CODE, password: 'Newpass123' });
    expect(res.body).toEqual({ code: 200, msg: '修改成功' });

    // Both old sessions end; someone else's stays.
    for (const old of [a, b]) {
      const after = await old.get('/system/user/profile');
      expect(after.body.code).toBe(401);
    }
    expect((await bystander.get('/system/user/profile')).body.code).toBe(200);

    await expect(login(mock.client, phone, DEMO_USERS.password)).rejects.toThrow(/用户不存在\/密码错误/);
    const fresh = await login(mock.client, phone, 'Newpass123');
    expect((await fresh.get('/system/user/profile')).body.code).toBe(200);

    // The code was single-use.
    const reuse = await mock.client.post('/h5/SmsforPwd', { phone, code: SMS_CODE, password: 'Other1234' });
    expect(reuse.body).toEqual({ code: 500, msg: '验证码错误或已过期' });
  });

  it('refuses an unregistered number', async () => {
    const res = await mock.client.post('/h5/SmsforPwd', { phone: '13311112222', code: SMS_CODE, password: 'Newpass123' });
    expect(res.body).toEqual({ code: 500, msg: '该手机号未注册' });
  });
});
