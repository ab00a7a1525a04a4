// Sign-in, sign-up and password reset: image captcha, SMS codes, sessions. The rules are domain/auth.ts (and
// domain/account.ts for the new password).
import type { Request } from 'express';
import type { MockContext } from '../context.ts';
import { captchaSvg } from '../lib/captcha.ts';
import { clientOf } from '../lib/client-id.ts';
import type { UserRow } from '../lib/fixtures.ts';
import { ok } from '../lib/envelope.ts';
import { parse } from '../lib/validate.ts';
import { loginBody, registerBody, smsLoginBody, smsPasswordBody, smsQuery } from '../../src/contract/common/requests.ts';
import { setPassword } from '../domain/account.ts';
import {
  checkCaptcha, newCaptcha, register, registeredUser, sendSmsCode, signIn, signOut, userByPassword, useSmsCode,
} from '../domain/auth.ts';
import { stateOf } from '../middleware/state.ts';
import { tokenOf, type Routes } from './registry.ts';

function loginAnswer(ctx: MockContext, user: UserRow, req: Request) {
  return { code: 200, msg: '登录成功', token: signIn(ctx, user, clientOf(req)) };
}

export function authRoutes(routes: Routes): void {
  const r = routes.domain('auth');
  const ctx = routes.ctx;

  r.get('/captchaImage', () => {
    if (!ctx.opts.captchaEnabled) return { code: 200, msg: '操作成功', captchaEnabled: false };
    const { uuid, code } = newCaptcha(ctx);
    return { code: 200, msg: '操作成功', captchaEnabled: true, uuid, img: Buffer.from(captchaSvg(code)).toString('base64') };
  });

  r.get('/sms/sendYzm', (c) => {
    const q = parse(smsQuery, c.query);
    sendSmsCode(ctx, q.phone, q.type);
    return ok(undefined, '发送成功');
  });

  r.post('/login', async (c) => {
    const body = parse(loginBody(ctx.opts.captchaEnabled), c.body);
    if (ctx.opts.captchaEnabled) checkCaptcha(ctx, String(body.uuid), String(body.code));
    return loginAnswer(ctx, await userByPassword(ctx, body.username, body.password), c.req);
  });

  r.post('/h5/login', (c) => {
    const body = parse(smsLoginBody, c.body);
    const user = registeredUser(ctx, body.phone);
    useSmsCode(ctx, body.phone, 'login', body.code);
    return loginAnswer(ctx, user, c.req);
  });

  r.post('/register', async (c) => {
    const body = parse(registerBody, c.body);
    await register(ctx, body.username, body.password, body.code);
    return ok(undefined, '注册成功');
  });

  r.post('/h5/SmsforPwd', async (c) => {
    const body = parse(smsPasswordBody, c.body);
    const user = registeredUser(ctx, body.phone);
    useSmsCode(ctx, body.phone, 'pwd', body.code);
    // A new password signs the account out everywhere: every token of this user stops working (401).
    await setPassword(ctx, user, body.password);
    return ok(undefined, '修改成功');
  });

  r.post('/logout', (c) => {
    const token = tokenOf(c.req);
    if (token) signOut(ctx, token);
    stateOf(c.req).user = undefined;
    return ok(undefined, '退出成功');
  });
}
