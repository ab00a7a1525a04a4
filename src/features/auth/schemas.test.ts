import { describe, expect, it } from 'vitest';
import { checkPasswordLogin, checkRegister, checkSmsLogin, newPasswordError, phoneError } from './schemas.ts';

/** Only the failing fields, as react-hook-form shows them. */
const failing = (errors: Record<string, string | undefined>) => Object.fromEntries(Object.entries(errors).filter(([, m]) => m));

describe('auth form rules', () => {
  it('checks the phone and the 6-digit code', () => {
    expect(failing(checkSmsLogin({ phone: '12345', code: '12' }))).toEqual({ phone: '手机号格式不正确', code: '请输入6位数字验证码' });
    expect(failing(checkSmsLogin({ phone: '', code: '' }))).toEqual({ phone: '请输入手机号', code: '请输入短信验证码' });
    expect(failing(checkSmsLogin({ phone: '13800138000', code: '123456' }))).toEqual({});
    expect(phoneError(' 13800138000 ')).toBeUndefined();
  });

  it('asks for the captcha only when it is enabled', () => {
    expect(failing(checkPasswordLogin(true)({ username: 'a', password: 'b', code: '' }))).toEqual({ code: '请输入图形验证码' });
    expect(failing(checkPasswordLogin(false)({ username: 'a', password: 'b', code: '' }))).toEqual({});
    expect(failing(checkPasswordLogin(false)({ username: ' ', password: '', code: '' }))).toEqual({ username: '请输入手机号或用户名', password: '请输入密码' });
  });

  it('wants a strong password typed twice and the agreement', () => {
    const base = { phone: '13800138000', code: '123456', password: 'abc12345', confirmPassword: 'abc12345', agree: true };
    expect(failing(checkRegister(base))).toEqual({});
    expect(failing(checkRegister({ ...base, password: 'abc123', confirmPassword: 'abc123' }))).toEqual({ password: '密码至少8位' });
    expect(failing(checkRegister({ ...base, password: 'abcdefgh', confirmPassword: 'abcdefgh' }))).toEqual({ password: '密码需同时包含字母和数字' });
    expect(failing(checkRegister({ ...base, confirmPassword: 'abc12346' }))).toEqual({ confirmPassword: '两次输入的密码不一致' });
    expect(failing(checkRegister({ ...base, confirmPassword: '' }))).toEqual({ confirmPassword: '请再次输入密码' });
    expect(failing(checkRegister({ ...base, agree: false }))).toEqual({ agree: '请阅读并同意《隐私政策》' });
    expect(newPasswordError('a1'.repeat(11))).toBe('密码最多20位');
  });
});
