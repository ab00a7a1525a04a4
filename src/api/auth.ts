// Sign-in, registration and SMS codes. Endpoints per api.md; paths are written with /api (client.ts maps it).
import { get, getRaw, post, postRaw } from './client.ts';
import type { CaptchaResult, LoginResult, PasswordLoginBody, RegisterBody, SmsLoginBody, SmsType } from '@/contract/types.ts';

/** GET /api/captchaImage — { captchaEnabled, uuid, img (base64 without the data: prefix) }. */
export function captchaImage(): Promise<CaptchaResult> {
  return getRaw<CaptchaResult>('/api/captchaImage');
}

/** POST /api/login — password sign-in; answers { token }. */
export async function login(body: PasswordLoginBody): Promise<string> {
  return (await postRaw<LoginResult>('/api/login', body)).token;
}

/** POST /api/h5/login — phone + SMS code sign-in; answers { token }. */
export async function h5Login(body: SmsLoginBody): Promise<string> {
  return (await postRaw<LoginResult>('/api/h5/login', body)).token;
}

/** GET /api/sms/sendYzm — sends a 6-digit code (one per phone per 60 s). */
export function sendSms(phone: string, type: SmsType): Promise<void> {
  return get<void>('/api/sms/sendYzm', { phone, type });
}

/** POST /api/register — username is the phone. Sent with an EMPTY token (spec §6). */
export function register(body: RegisterBody): Promise<void> {
  return post<void>('/api/register', body, { isToken: false });
}

export interface SmsPasswordBody {
  phone: string;
  code: string;
  password: string;
}

/** POST /api/h5/SmsforPwd — sets a new password with an SMS code (修改密码 / 忘记密码). */
export function smsForPwd(body: SmsPasswordBody): Promise<void> {
  // Signed in, the server ends every session of the account: the device's own polls may meet it first.
  return post<void>('/api/h5/SmsforPwd', body, { endsSession: true });
}

/** POST /api/logout — ends the session on the server (extension). */
export function logout(): Promise<void> {
  return post<void>('/api/logout', undefined, { endsSession: true });
}
