// Signing in and up as the platform runs it: image captchas (single use), SMS codes (one a minute per number and
// purpose, valid 5 minutes, single use), sessions (the sandbox client's), a new user registered. Routes
// (routes/auth.ts) call these; they change state and nothing else. A user's own changes (profile, 实名, password):
// domain/account.ts. Signing in runs on the host's clock (opts.now), like the sessions: a tester moving the space's
// clock (POST /__mock/clock) must not see a code just sent expire.
import crypto from 'node:crypto';
import { RealNameStatus } from '../../src/contract/statuses.ts';
import type { MockContext } from '../context.ts';
import { captchaCode } from '../lib/captcha.ts';
import { formatTime, hashPassword, verifyPassword } from '../lib/fixtures.ts';
import type { UserRow } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
export const SMS_TTL_MS = 5 * 60 * 1000;
export const SMS_INTERVAL_MS = 60 * 1000;
const SMS_LOG_SIZE = 50;

export type SmsPurpose = 'login' | 'register' | 'pwd';

/** A new image captcha: its id and answer (kept CAPTCHA_TTL_MS; expired ones are dropped on the way). */
export function newCaptcha(ctx: MockContext): { uuid: string; code: string } {
  const now = ctx.opts.now();
  // Drop expired answers so a long-running mock does not grow without bound.
  for (const [k, v] of ctx.captchas) if (v.expiresAt <= now) ctx.captchas.delete(k);
  const code = captchaCode();
  const uuid = crypto.randomUUID().replace(/-/g, '');
  ctx.captchas.set(uuid, { code, expiresAt: now + CAPTCHA_TTL_MS });
  return { uuid, code };
}

/** Checks an image captcha's answer (case-insensitive). Single use: any attempt burns it, right or wrong, as RuoYi does. */
export function checkCaptcha(ctx: MockContext, uuid: string, answer: string): void {
  const entry = ctx.captchas.get(uuid);
  ctx.captchas.delete(uuid);
  if (!entry || entry.expiresAt <= ctx.opts.now()) fail('验证码已失效');
  if (entry.code.toLowerCase() !== answer.trim().toLowerCase()) fail('验证码错误');
}

/** "Sends" an SMS code (the fixed MOCK_SMS_CODE, logged): once a minute per number and purpose, to a number that fits it. */
export function sendSmsCode(ctx: MockContext, phone: string, type: SmsPurpose): void {
  const now = ctx.opts.now();
  const key = `${phone}:${type}`;
  const last = ctx.sms.get(key);
  if (last && now - last.sentAt < SMS_INTERVAL_MS) fail('发送过于频繁，请60秒后再试');
  const exists = ctx.store.usersByLogin.has(phone);
  if (type === 'register' && exists) fail('该手机号已注册');
  if (type !== 'register' && !exists) fail('该手机号未注册');
  const code = ctx.opts.smsCode;
  ctx.sms.set(key, { code, sentAt: now, expiresAt: now + SMS_TTL_MS });
  ctx.smsLog.unshift({ time: formatTime(now), phone, type, code });
  ctx.smsLog.length = Math.min(ctx.smsLog.length, SMS_LOG_SIZE);
  ctx.opts.log(`[sms] ${phone} ${type} ${code}`);
}

/** Checks and consumes an SMS code; a wrong code leaves it valid for another try. */
export function useSmsCode(ctx: MockContext, phone: string, type: SmsPurpose, code: string): void {
  const entry = ctx.sms.get(`${phone}:${type}`);
  if (!entry || entry.expiresAt <= ctx.opts.now() || entry.code !== code) fail('验证码错误或已过期');
  // Keep sentAt for the 60 s rate limit, but the code itself is single-use.
  entry.expiresAt = 0;
}

/** The user of a phone number (or userName), or 该手机号未注册. */
export function registeredUser(ctx: MockContext, phone: string): UserRow {
  const user = ctx.store.usersByLogin.get(phone);
  if (!user) fail('该手机号未注册');
  return user;
}

/** The user signing in with a password; the same answer for an unknown user and a wrong password. */
export async function userByPassword(ctx: MockContext, username: string, password: string): Promise<UserRow> {
  const user = ctx.store.usersByLogin.get(username);
  if (!user || !(await verifyPassword(password, user.passwordHash))) fail('用户不存在/密码错误');
  return user;
}

/** A session for the user, belonging to the sandbox client that signed in (使会话过期 there ends only its own). */
export function signIn(ctx: MockContext, user: UserRow, client: string | undefined): string {
  return ctx.store.sessions.create(user.userId, ctx.opts.sessionTtlSec, client).token;
}

export function signOut(ctx: MockContext, token: string): void {
  ctx.store.sessions.end(token);
}

/** 使会话过期 (the control API): every session of the sandbox client, and the caller's own token (a browser signed
 *  in before it had a client id, or by a pasted token); no client = every session. Answers how many ended. */
export function expireSessions(ctx: MockContext, client: string | undefined, token: string | undefined): number {
  const sessions = ctx.store.sessions;
  const own = client !== undefined && token !== undefined && sessions.get(token)?.client !== client && sessions.end(token) ? 1 : 0;
  return sessions.endAll(client) + own;
}

/** 注册 with the number's SMS code: a new user (not 实名-verified), welcomed in 消息. */
export async function register(ctx: MockContext, phone: string, password: string, code: string): Promise<UserRow> {
  const store = ctx.store;
  if (store.usersByLogin.has(phone)) fail('该手机号已注册');
  useSmsCode(ctx, phone, 'register', code);
  const passwordHash = await hashPassword(password);
  // Re-check after the await: two sign-ups of one number must not both land.
  if (store.usersByLogin.has(phone)) fail('该手机号已注册');
  const userId = store.nextId('users', () => Math.max(0, ...store.db.users.map((u) => u.userId)));
  const user: UserRow = {
    userId, userName: phone, nickName: `用户${phone.slice(-4)}`, phonenumber: phone,
    avatar: `/profile/img/avatar/${userId}.svg`, sex: '2', email: '', realNameStatus: RealNameStatus.unverified,
    createTime: formatTime(ctx.now()), passwordHash,
  };
  store.db.users.push(user);
  store.indexUser(user);
  store.changed();
  store.addMessage(userId, {
    sendTitle: '欢迎加入', sendContent: '注册成功！完成实名认证后即可买卖账号，交易请认准官方客服。', sendTypeName: '系统通知',
  });
  return user;
}
