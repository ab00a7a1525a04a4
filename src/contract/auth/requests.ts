// Request schemas: sign-in, registration and SMS codes.
// common/requests.ts says how a request schema is written and used.
import { z } from 'zod';
import { CN_MOBILE, phoneField, str } from '../common/fields.ts';

export const smsQuery = z.object({
  phone: phoneField,
  type: z.enum(['login', 'register', 'pwd'], { error: '短信类型（type）不正确，可选：login / register / pwd' })
    .meta({ description: 'login 登录，register 注册，pwd 找回密码' }),
});

/** What an SMS code is for: login 登录, register 注册, pwd 找回密码. */
export type SmsType = z.output<typeof smsQuery>['type'];

/** Letters and digits, 8–20 characters (RuoYi's default length cap is 20). */
const passwordField = str('密码')
  .min(8, { error: '密码至少 8 位，且须同时包含字母和数字' })
  .max(20, { error: '密码不能超过 20 位' })
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), { error: '密码至少 8 位，且须同时包含字母和数字' });

const smsCodeField = str('验证码').trim().min(1, { error: '验证码不能为空' });

/** POST /login with the image captcha (as the app and the live backend have it). */
const passwordLoginBody = z.object({
  username: str('账号').trim().min(1, { error: '账号不能为空' }).max(30, { error: '账号长度不能超过 30 个字符' }),
  password: str('密码').min(1, { error: '密码不能为空' }).max(64, { error: '密码长度不能超过 64 个字符' }),
  code: str('验证码').trim().min(1, { error: '验证码不能为空' }),
  uuid: z.string({ error: '验证码已失效，请刷新后重试' }).min(1, { error: '验证码已失效，请刷新后重试' })
    .meta({ description: 'captchaImage 给的 uuid' }),
});

export type PasswordLoginBody = z.input<typeof passwordLoginBody>;

/** POST /login; with the image captcha off (MOCK_CAPTCHA=0) code and uuid are not asked. */
export function loginBody(captchaEnabled: boolean) {
  return captchaEnabled ? passwordLoginBody : passwordLoginBody.extend({ code: z.unknown().optional(), uuid: z.unknown().optional() });
}

export const smsLoginBody = z.object({ phone: phoneField, code: smsCodeField });

export type SmsLoginBody = z.input<typeof smsLoginBody>;

export const registerBody = z.object({
  username: str('手机号').trim().regex(CN_MOBILE, { error: '手机号格式不正确' }),
  password: passwordField,
  code: smsCodeField,
});

export type RegisterBody = z.input<typeof registerBody>;

export const smsPasswordBody = z.object({ phone: phoneField, code: smsCodeField, password: passwordField });
