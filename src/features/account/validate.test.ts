import { describe, expect, it } from 'vitest';
import {
  passwordStrength, validateConfirmPassword, validateEmail, validateNewPassword,
  validateNickName, validatePhone, validateSmsCode,
} from './validate.ts';

describe('profile fields', () => {
  it('nickname: 2–20 characters after trimming', () => {
    expect(validateNickName('小王')).toBeNull();
    expect(validateNickName('  ')).toBe('请输入昵称');
    expect(validateNickName('王')).toBe('昵称至少2个字');
    expect(validateNickName(' 王 ')).toBe('昵称至少2个字');
    expect(validateNickName('好'.repeat(20))).toBeNull();
    expect(validateNickName('好'.repeat(21))).toBe('昵称最多20个字');
  });

  it('email: optional, else a valid address', () => {
    expect(validateEmail('')).toBeNull();
    expect(validateEmail('wang@example.com')).toBeNull();
    expect(validateEmail('wang@')).toBe('邮箱格式不正确');
    expect(validateEmail('wang example@a.com')).toBe('邮箱格式不正确');
    expect(validateEmail(`${'a'.repeat(45)}@a.com`)).toBe('邮箱最多50个字符');
  });
});

describe('password change fields', () => {
  it('phone and SMS code', () => {
    expect(validatePhone('13800138000')).toBeNull();
    expect(validatePhone('')).toBe('请输入手机号');
    expect(validatePhone('12800138000')).toBe('手机号格式不正确');
    expect(validateSmsCode('123456')).toBeNull();
    expect(validateSmsCode('')).toBe('请输入短信验证码');
    expect(validateSmsCode('12345a')).toBe('请输入6位数字验证码');
  });

  it('new password: the rule registration enforces (8–20, letters and digits)', () => {
    expect(validateNewPassword('Newpass123')).toBeNull();
    expect(validateNewPassword('')).toBe('请输入新密码');
    expect(validateNewPassword('ab12')).toBe('密码至少8位');
    expect(validateNewPassword('abcdefgh')).toBe('密码需同时包含字母和数字');
    expect(validateNewPassword('12345678')).toBe('密码需同时包含字母和数字');
    expect(validateNewPassword(`a1${'x'.repeat(19)}`)).toBe('密码最多20位');
    expect(validateConfirmPassword('', 'Newpass123')).toBe('请再次输入新密码');
    expect(validateConfirmPassword('Newpass12', 'Newpass123')).toBe('两次输入的密码不一致');
    expect(validateConfirmPassword('Newpass123', 'Newpass123')).toBeNull();
  });

  it('strength: weak until the rule holds, strong with three kinds and 10+ characters', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('abcd1234')).toBe(1);
    expect(passwordStrength('Abcd1234')).toBe(2);
    expect(passwordStrength('Abcd123456')).toBe(3);
  });
});
