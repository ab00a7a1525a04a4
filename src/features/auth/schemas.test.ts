import { describe, expect, it } from 'vitest';
import { passwordLoginSchema, registerSchema, smsLoginSchema } from './schemas.ts';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  // The first message per field, as react-hook-form shows it.
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('auth form rules', () => {
  it('checks the phone and the 6-digit code', () => {
    expect(messages(smsLoginSchema.safeParse({ phone: '12345', code: '12' }))).toEqual({
      phone: '手机号格式不正确',
      code: '请输入6位数字验证码',
    });
    expect(messages(smsLoginSchema.safeParse({ phone: '', code: '' }))).toMatchObject({ phone: '请输入手机号', code: '请输入短信验证码' });
    expect(smsLoginSchema.safeParse({ phone: '13800138000', code: '123456' }).success).toBe(true);
  });

  it('asks for the captcha only when it is enabled', () => {
    expect(messages(passwordLoginSchema(true).safeParse({ username: 'a', password: 'b', code: '' }))).toEqual({ code: '请输入图形验证码' });
    expect(passwordLoginSchema(false).safeParse({ username: 'a', password: 'b', code: '' }).success).toBe(true);
  });

  it('wants a strong password typed twice and the agreement', () => {
    const base = { phone: '13800138000', code: '123456', password: 'abc12345', confirmPassword: 'abc12345', agree: true };
    expect(registerSchema.safeParse(base).success).toBe(true);
    expect(messages(registerSchema.safeParse({ ...base, password: 'abc123', confirmPassword: 'abc123' }))).toEqual({ password: '密码至少8位' });
    expect(messages(registerSchema.safeParse({ ...base, password: 'abcdefgh', confirmPassword: 'abcdefgh' }))).toEqual({ password: '密码需同时包含字母和数字' });
    expect(messages(registerSchema.safeParse({ ...base, confirmPassword: 'abc12346' }))).toEqual({ confirmPassword: '两次输入的密码不一致' });
    expect(messages(registerSchema.safeParse({ ...base, agree: false }))).toEqual({ agree: '请阅读并同意《隐私政策》' });
  });
});
