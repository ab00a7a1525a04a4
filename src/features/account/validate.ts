// Field rules of the account forms (个人资料, 修改密码, 商户入驻), as small plain functions: each returns the
// Chinese message shown under its field, or null when the value is fine. (No schema library: bundle budget.)
import { CN_MOBILE } from '@/contract/phone.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const length = (value: string) => Array.from(value).length;

/** 昵称: 2–20 characters. */
export function validateNickName(value: string): string | null {
  const v = value.trim();
  if (!v) return '请输入昵称';
  if (length(v) < 2) return '昵称至少2个字';
  if (length(v) > 20) return '昵称最多20个字';
  return null;
}

/** 邮箱: optional; when given, a valid address of at most 50 characters. */
export function validateEmail(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (v.length > 50) return '邮箱最多50个字符';
  if (!EMAIL_PATTERN.test(v)) return '邮箱格式不正确';
  return null;
}

export function validatePhone(value: string): string | null {
  const v = value.trim();
  if (!v) return '请输入手机号';
  if (!CN_MOBILE.test(v)) return '手机号格式不正确';
  return null;
}

export function validateSmsCode(value: string): string | null {
  const v = value.trim();
  if (!v) return '请输入短信验证码';
  if (!/^\d{6}$/.test(v)) return '请输入6位数字验证码';
  return null;
}

/** The rule registration enforces, said once for the helper text. */
export const PASSWORD_RULE = '8–20位，需同时包含字母和数字';

/** New password: 8–20 characters with both letters and digits (symbols allowed), as registration. */
export function validateNewPassword(value: string): string | null {
  if (!value) return '请输入新密码';
  if (value.length < 8) return '密码至少8位';
  if (value.length > 20) return '密码最多20位';
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return '密码需同时包含字母和数字';
  return null;
}

export function validateConfirmPassword(value: string, password: string): string | null {
  if (!value) return '请再次输入新密码';
  if (value !== password) return '两次输入的密码不一致';
  return null;
}

/** How strong a valid-looking password is, for the hint under the field: 0 none, 1 弱, 2 中, 3 强. */
export function passwordStrength(value: string): 0 | 1 | 2 | 3 {
  if (!value) return 0;
  let kinds = 0;
  if (/[a-z]/.test(value)) kinds++;
  if (/[A-Z]/.test(value)) kinds++;
  if (/\d/.test(value)) kinds++;
  if (/[^A-Za-z\d]/.test(value)) kinds++;
  if (validateNewPassword(value) !== null) return 1;
  if (kinds >= 3 && value.length >= 10) return 3;
  return kinds >= 3 || value.length >= 12 ? 2 : 1;
}
