// Field rules of the sign-in, registration and password forms, with the Chinese messages the user sees.
// Plain functions (lib/formRules.ts says why): each answers a field's message, or undefined when it passes.
import type { FormErrors } from '@/lib/formRules.ts';
import { CN_MOBILE } from '@/contract/phone.ts';

export const SMS_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_RULE = '8–20 位，需同时包含字母和数字';

export function phoneError(phone: string): string | undefined {
  if (!phone.trim()) return '请输入手机号';
  if (!CN_MOBILE.test(phone.trim())) return '手机号格式不正确';
  return undefined;
}

export function smsCodeError(code: string): string | undefined {
  if (!code.trim()) return '请输入短信验证码';
  if (!SMS_CODE_PATTERN.test(code.trim())) return '请输入6位数字验证码';
  return undefined;
}

/** New passwords: 8–20 characters with both letters and digits (symbols allowed). */
export function newPasswordError(password: string): string | undefined {
  if (password.length < 8) return '密码至少8位';
  if (password.length > 20) return '密码最多20位';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '密码需同时包含字母和数字';
  return undefined;
}

/** The second password field of a form. */
export function confirmPasswordError(password: string, confirm: string): string | undefined {
  if (!confirm) return '请再次输入密码';
  if (confirm !== password) return '两次输入的密码不一致';
  return undefined;
}

export interface PasswordLoginValues {
  username: string;
  password: string;
  code: string;
}

export function checkPasswordLogin(captchaEnabled: boolean) {
  return (v: PasswordLoginValues): FormErrors<PasswordLoginValues> => ({
    username: v.username.trim() ? undefined : '请输入手机号或用户名',
    password: v.password ? undefined : '请输入密码',
    code: captchaEnabled && !v.code.trim() ? '请输入图形验证码' : undefined,
  });
}

export interface SmsLoginValues {
  phone: string;
  code: string;
}

export function checkSmsLogin(v: SmsLoginValues): FormErrors<SmsLoginValues> {
  return { phone: phoneError(v.phone), code: smsCodeError(v.code) };
}

export interface RegisterValues {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
}

export function checkRegister(v: RegisterValues): FormErrors<RegisterValues> {
  const password = newPasswordError(v.password);
  return {
    phone: phoneError(v.phone),
    code: smsCodeError(v.code),
    password,
    // A weak first password is what to fix first; the second one is checked against it afterwards.
    confirmPassword: !v.confirmPassword ? '请再次输入密码' : password ? undefined : confirmPasswordError(v.password, v.confirmPassword),
    agree: v.agree ? undefined : '请阅读并同意《隐私政策》',
  };
}
