// Sign-in, sign-up and password reset: image captcha, SMS codes, sessions.
import crypto from 'node:crypto';
import type { Request } from 'express';
import type { MockContext } from '../context.ts';
import { captchaCode, captchaSvg } from '../lib/captcha.ts';
import { clientOf } from '../lib/client-id.ts';
import { formatTime, hashPassword, verifyPassword } from '../lib/fixtures.ts';
import type { UserRow } from '../lib/fixtures.ts';
import { fail, ok } from '../lib/envelope.ts';
import { parse } from '../lib/validate.ts';
import { loginBody, registerBody, smsLoginBody, smsPasswordBody, smsQuery } from '../../src/contract/wire/requests.ts';
import { stateOf } from '../middleware/state.ts';
import { tokenOf, type Routes } from './registry.ts';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
export const SMS_TTL_MS = 5 * 60 * 1000;
export const SMS_INTERVAL_MS = 60 * 1000;
const SMS_LOG_SIZE = 50;

function loginAnswer(ctx: MockContext, user: UserRow, req: Request) {
  // The session belongs to the sandbox client that signed in: 使会话过期 from that browser ends only its own.
  const session = ctx.store.sessions.create(user.userId, ctx.opts.sessionTtlSec, clientOf(req));
  return { code: 200, msg: '登录成功', token: session.token };
}

/** Checks and consumes an SMS code; a wrong code leaves it valid for another try. */
function useSmsCode(ctx: MockContext, phone: string, type: string, code: string): void {
  const key = `${phone}:${type}`;
  const entry = ctx.sms.get(key);
  if (!entry || entry.expiresAt <= ctx.now() || entry.code !== code) fail('验证码错误或已过期');
  // Keep sentAt for the 60 s rate limit, but the code itself is single-use.
  entry.expiresAt = 0;
}

export function authRoutes(routes: Routes): void {
  const r = routes.domain('auth');
  const ctx = routes.ctx;

  r.get('/captchaImage', () => {
    if (!ctx.opts.captchaEnabled) return { code: 200, msg: '操作成功', captchaEnabled: false };
    const now = ctx.now();
    // Drop expired answers so a long-running mock does not grow without bound.
    for (const [k, v] of ctx.captchas) if (v.expiresAt <= now) ctx.captchas.delete(k);
    const code = captchaCode();
    const uuid = crypto.randomUUID().replace(/-/g, '');
    ctx.captchas.set(uuid, { code, expiresAt: now + CAPTCHA_TTL_MS });
    return { code: 200, msg: '操作成功', captchaEnabled: true, uuid, img: Buffer.from(captchaSvg(code)).toString('base64') };
  });

  r.get('/sms/sendYzm', (c) => {
    const q = parse(smsQuery, c.query);
    const now = ctx.now();
    const key = `${q.phone}:${q.type}`;
    const last = ctx.sms.get(key);
    if (last && now - last.sentAt < SMS_INTERVAL_MS) fail('发送过于频繁，请60秒后再试');
    const exists = ctx.store.usersByLogin.has(q.phone);
    if (q.type === 'register' && exists) fail('该手机号已注册');
    if (q.type !== 'register' && !exists) fail('该手机号未注册');
    const code = ctx.opts.smsCode;
    ctx.sms.set(key, { code, sentAt: now, expiresAt: now + SMS_TTL_MS });
    ctx.smsLog.unshift({ time: formatTime(now), phone: q.phone, type: q.type, code });
    ctx.smsLog.length = Math.min(ctx.smsLog.length, SMS_LOG_SIZE);
    ctx.opts.log(`[sms] ${q.phone} ${q.type} ${code}`);
    return ok(undefined, '发送成功');
  });

  r.post('/login', async (c) => {
    const body = parse(loginBody(ctx.opts.captchaEnabled), c.body);
    if (ctx.opts.captchaEnabled) {
      const entry = ctx.captchas.get(String(body.uuid));
      // Single use: any attempt burns the answer, right or wrong, as RuoYi does.
      ctx.captchas.delete(String(body.uuid));
      if (!entry || entry.expiresAt <= ctx.now()) fail('验证码已失效');
      if (entry.code.toLowerCase() !== String(body.code).trim().toLowerCase()) fail('验证码错误');
    }
    const user = ctx.store.usersByLogin.get(body.username);
    if (!user || !(await verifyPassword(body.password, user.passwordHash))) fail('用户不存在/密码错误');
    return loginAnswer(ctx, user, c.req);
  });

  r.post('/h5/login', (c) => {
    const body = parse(smsLoginBody, c.body);
    const user = ctx.store.usersByLogin.get(body.phone);
    if (!user) fail('该手机号未注册');
    useSmsCode(ctx, body.phone, 'login', body.code);
    return loginAnswer(ctx, user, c.req);
  });

  r.post('/register', async (c) => {
    const body = parse(registerBody, c.body);
    if (ctx.store.usersByLogin.has(body.username)) fail('该手机号已注册');
    useSmsCode(ctx, body.username, 'register', body.code);
    const passwordHash = await hashPassword(body.password);
    // Re-check after the await: two sign-ups of one number must not both land.
    if (ctx.store.usersByLogin.has(body.username)) fail('该手机号已注册');
    const userId = ctx.store.nextId('users', () => Math.max(0, ...ctx.store.db.users.map((u) => u.userId)));
    const user: UserRow = {
      userId, userName: body.username, nickName: `用户${body.username.slice(-4)}`, phonenumber: body.username,
      avatar: `/profile/img/avatar/${userId}.svg`, sex: '2', email: '', realNameStatus: 0,
      createTime: formatTime(ctx.now()), passwordHash,
    };
    ctx.store.db.users.push(user);
    ctx.store.indexUser(user);
    ctx.store.addMessage(userId, {
      sendTitle: '欢迎加入', sendContent: '注册成功！完成实名认证后即可买卖账号，交易请认准官方客服。', sendTypeName: '系统通知',
    });
    return ok(undefined, '注册成功');
  });

  r.post('/h5/SmsforPwd', async (c) => {
    const body = parse(smsPasswordBody, c.body);
    const user = ctx.store.usersByLogin.get(body.phone);
    if (!user) fail('该手机号未注册');
    useSmsCode(ctx, body.phone, 'pwd', body.code);
    user.passwordHash = await hashPassword(body.password);
    // A new password signs the account out everywhere: every token of this user stops working (401).
    for (const s of [...ctx.store.sessions.values()]) if (s.userId === user.userId) ctx.store.sessions.end(s.token);
    ctx.store.changed();
    return ok(undefined, '修改成功');
  });

  r.post('/logout', (c) => {
    const token = tokenOf(c.req);
    if (token) ctx.store.sessions.end(token);
    stateOf(c.req).user = undefined;
    return ok(undefined, '退出成功');
  });
}
