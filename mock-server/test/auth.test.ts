// Sign-in, sign-up, password reset, sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../lib/fixtures.ts';
import { login, SMS_CODE, startTestMock, type TestMock } from './helpers.ts';

let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock();
});
afterAll(async () => {
  await mock.close();
});

describe('captcha and password login', () => {
  it('captchaImage answers a base64 SVG with 4 characters whose answer the control API reveals', async () => {
    const res = await mock.client.get('/captchaImage');
    expect(res.body).toMatchObject({ code: 200, captchaEnabled: true });
    const img = String(res.body.img);
    expect(img.startsWith('data:')).toBe(false);
    const svg = Buffer.from(img, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const answer = await mock.client.get(`/__mock/captcha/${String(res.body.uuid)}`);
    const code = (answer.body.data as { code: string }).code;
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
    // The four characters are drawn as text, one per <text>.
    expect([...svg.matchAll(/<text[^>]*>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('')).toBe(code);
  });

  it('logs in with the right answer (case-insensitive) and returns a 64-hex token', async () => {
    const cap = await mock.client.get('/captchaImage');
    const uuid = String(cap.body.uuid);
    const code = ((await mock.client.get(`/__mock/captcha/${uuid}`)).body.data as { code: string }).code.toLowerCase();
    const res = await mock.client.post('/login', { username: DEMO_USERS.buyer.phone, password: DEMO_USERS.password, code, uuid });
    expect(res.body.code).toBe(200);
    expect(res.body.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a captcha answer works once only', async () => {
    const cap = await mock.client.get('/captchaImage');
    const uuid = String(cap.body.uuid);
    const code = ((await mock.client.get(`/__mock/captcha/${uuid}`)).body.data as { code: string }).code;
    const wrong = await mock.client.post('/login', { username: DEMO_USERS.buyer.phone, password: 'nope1234', code, uuid });
    expect(wrong.body).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    const again = await mock.client.post('/login', { username: DEMO_USERS.buyer.phone, password: DEMO_USERS.password, code, uuid });
    expect(again.body).toEqual({ code: 500, msg: '验证码已失效' });
  });

  it('a wrong captcha answer says 验证码错误; a missing one names the field', async () => {
    const cap = await mock.client.get('/captchaImage');
    const res = await mock.client.post('/login', { username: DEMO_USERS.buyer.phone, password: DEMO_USERS.password, code: '????', uuid: cap.body.uuid });
    expect(res.body).toEqual({ code: 500, msg: '验证码错误' });
    const missing = await mock.client.post('/login', { username: DEMO_USERS.buyer.phone, password: DEMO_USERS.password, uuid: cap.body.uuid });
    expect(missing.body).toEqual({ code: 500, msg: '验证码不能为空' });
  });

  it('accepts the userName as well as the phone, and refuses unknown users with one message', async () => {
    const seller = await login(mock.client, 'seller');
    expect((await seller.get('/system/user/profile')).body.code).toBe(200);
    const cap = await mock.client.get('/captchaImage');
    const uuid = String(cap.body.uuid);
    const code = ((await mock.client.get(`/__mock/captcha/${uuid}`)).body.data as { code: string }).code;
    const res = await mock.client.post('/login', { username: 'nobody', password: 'x1234567', code, uuid });
    expect(res.body).toEqual({ code: 500, msg: '用户不存在/密码错误' });
  });
});

describe('SMS', () => {
  it('validates the phone, rate-limits per phone and type, and logs the code', async () => {
    expect((await mock.client.get('/sms/sendYzm', { phone: '12345', type: 'login' })).body).toEqual({ code: 500, msg: '手机号格式不正确' });
    expect((await mock.client.get('/sms/sendYzm', { phone: '12800138000', type: 'login' })).body).toEqual({ code: 500, msg: '手机号格式不正确' });
    expect((await mock.client.get('/sms/sendYzm', { phone: DEMO_USERS.buyer.phone, type: 'hack' })).body.msg).toContain('短信类型');
    const first = await mock.client.get('/sms/sendYzm', { phone: DEMO_USERS.buyer.phone, type: 'login' });
    expect(first.body).toEqual({ code: 200, msg: '发送成功' });
    expect(mock.logs).toContain(`[sms] ${DEMO_USERS.buyer.phone} login ${SMS_CODE}`);
    const second = await mock.client.get('/sms/sendYzm', { phone: DEMO_USERS.buyer.phone, type: 'login' });
    expect(second.body).toEqual({ code: 500, msg: '发送过于频繁，请60秒后再试' });
    // Another type for the same phone is its own limit.
    expect((await mock.client.get('/sms/sendYzm', { phone: DEMO_USERS.buyer.phone, type: 'pwd' })).body.code).toBe(200);
    const log = await mock.client.get('/__mock/sms');
    expect((log.body.data as { phone: string }[])[0]).toMatchObject({ phone: DEMO_USERS.buyer.phone, type: 'pwd', code: SMS_CODE });
  });

  it('h5/login: unknown phone, wrong code, then success; the code is single-use', async () => {
    expect((await mock.client.post('/h5/login', { phone: '13012345678', code: SMS_CODE })).body).toEqual({ code: 500, msg: '该手机号未注册' });
    await mock.client.get('/sms/sendYzm', { phone: DEMO_USERS.seller.phone, type: 'login' });
    expect((await mock.client.post('/h5/login', { phone: DEMO_USERS.seller.phone, code: '000000' })).body).toEqual({ code: 500, msg: '验证码错误或已过期' });
    const ok = await mock.client.post('/h5/login', { phone: DEMO_USERS.seller.phone, code: SMS_CODE });
    expect(ok.body.code).toBe(200);
    expect(ok.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await mock.client.post('/h5/login', { phone: DEMO_USERS.seller.phone, code: SMS_CODE })).body.msg).toBe('验证码错误或已过期');
  });

  it('sendYzm refuses register for a taken number and login/pwd for an unknown one', async () => {
    expect((await mock.client.get('/sms/sendYzm', { phone: DEMO_USERS.seller.phone, type: 'register' })).body.msg).toBe('该手机号已注册');
    expect((await mock.client.get('/sms/sendYzm', { phone: '13099990000', type: 'pwd' })).body.msg).toBe('该手机号未注册');
  });
});

describe('register and password reset', () => {
  const phone = '15011112222';

  it('register validates the password, needs the SMS code, creates the user once', async () => {
    const weak = await mock.client.post('/register', { username: phone, password: 'abcdefgh', code: SMS_CODE });
    expect(weak.body).toEqual({ code: 500, msg: '密码至少 8 位，且须同时包含字母和数字' });
    const short = await mock.client.post('/register', { username: phone, password: 'ab12', code: SMS_CODE });
    expect(short.body.msg).toBe('密码至少 8 位，且须同时包含字母和数字');
    const noCode = await mock.client.post('/register', { username: phone, password: 'abc12345', code: SMS_CODE });
    expect(noCode.body).toEqual({ code: 500, msg: '验证码错误或已过期' });
    expect((await mock.client.get('/sms/sendYzm', { phone, type: 'register' })).body.code).toBe(200);
    const ok = await mock.client.post('/register', { username: phone, password: 'abc12345', code: SMS_CODE });
    expect(ok.body).toEqual({ code: 200, msg: '注册成功' });
    const again = await mock.client.post('/register', { username: phone, password: 'abc12345', code: SMS_CODE });
    expect(again.body).toEqual({ code: 500, msg: '该手机号已注册' });
    const me = await login(mock.client, phone, 'abc12345');
    const profile = await me.get('/system/user/profile');
    expect(profile.body.data).toMatchObject({ userName: phone, phonenumber: phone, realNameStatus: 0 });
    expect(JSON.stringify(profile.body)).not.toContain('passwordHash');
    // A welcome message waits for the new user.
    const messages = await me.get('/need/message/list');
    expect(messages.body).toMatchObject({ total: 1, unread: 1 });
  });

  it('SmsforPwd changes the password: the old one stops working', async () => {
    await mock.client.get('/sms/sendYzm', { phone, type: 'pwd' });
    const res = await mock.client.post('/h5/SmsforPwd', { phone, code: SMS_CODE, password: 'newpass99' });
    expect(res.body).toEqual({ code: 200, msg: '修改成功' });
    await expect(login(mock.client, phone, 'abc12345')).rejects.toThrow(/用户不存在\/密码错误/);
    await expect(login(mock.client, phone, 'newpass99')).resolves.toBeTruthy();
  });
});

describe('sessions', () => {
  it('protected endpoints answer body code 401 without a token, with a stale token, and after logout', async () => {
    expect((await mock.client.get('/system/user/profile')).body).toEqual({ code: 401, msg: '登录状态已过期' });
    expect((await mock.client.as('f'.repeat(64)).get('/need/myBrowse')).body.code).toBe(401);
    const buyer = await login(mock.client, 'buyer');
    expect((await buyer.get('/system/user/profile')).body.code).toBe(200);
    expect((await buyer.post('/logout')).body).toEqual({ code: 200, msg: '退出成功' });
    const after = await buyer.get('/system/user/profile');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ code: 401, msg: '登录状态已过期' });
  });

  it('the token header alone is accepted, as is Authorization alone', async () => {
    const buyer = await login(mock.client, 'buyer');
    const token = (buyer as unknown as { token: string }).token;
    expect((await mock.client.get('/system/user/profile', undefined, { token })).body.code).toBe(200);
    expect((await mock.client.get('/system/user/profile', undefined, { Authorization: `Bearer ${token}` })).body.code).toBe(200);
  });

  it('POST /__mock/sessions/expire ends every session', async () => {
    const a = await login(mock.client, 'buyer');
    const b = await login(mock.client, 'seller');
    const res = await mock.client.post('/__mock/sessions/expire');
    expect((res.body.data as { count: number }).count).toBeGreaterThanOrEqual(2);
    expect((await a.get('/need/myBrowse')).body.code).toBe(401);
    expect((await b.get('/need/myConsignment')).body.code).toBe(401);
  });

  it('a public endpoint with an expired token answers as signed out, not 401', async () => {
    const a = await login(mock.client, 'buyer');
    await mock.client.post('/__mock/sessions/expire');
    const res = await a.get('/web/good/info/1');
    expect(res.body.code).toBe(200);
    expect((res.body.data as Record<string, unknown>).collected).toBeUndefined();
  });
});

describe('session TTL', () => {
  it('expires after MOCK_SESSION_TTL seconds and slides on use', async () => {
    // Sign-in runs on the host's clock, injected here and moved by the test (nothing waits in real time).
    let now = Date.now();
    const short = await startTestMock({ sessionTtlSec: 1, now: () => now });
    try {
      const buyer = await login(short.client, 'buyer');
      // Used every 300 ms, the session outlives its 1 s TTL …
      for (let i = 0; i < 5; i++) {
        now += 300;
        expect((await buyer.get('/system/user/profile')).body.code).toBe(200);
      }
      // … is still alive 999 ms after a use, and dead 1 s after its last use.
      now += 999;
      expect((await buyer.get('/system/user/profile')).body.code).toBe(200);
      now += 1000;
      expect((await buyer.get('/system/user/profile')).body).toEqual({ code: 401, msg: '登录状态已过期' });
    } finally {
      await short.close();
    }
  });

  it('with MOCK_CAPTCHA=0 captchaImage says disabled and login needs no code', async () => {
    const open = await startTestMock({ captchaEnabled: false });
    try {
      expect((await open.client.get('/captchaImage')).body).toMatchObject({ code: 200, captchaEnabled: false });
      const res = await open.client.post('/login', { username: DEMO_USERS.buyer.phone, password: DEMO_USERS.password });
      expect(res.body.code).toBe(200);
    } finally {
      await open.close();
    }
  });
});
