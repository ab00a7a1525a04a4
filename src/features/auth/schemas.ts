// Field rules of the sign-in and registration forms, with the Chinese messages the user sees.
import { z } from 'zod';

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

export const phoneField = z.string().trim().min(1, '请输入手机号').regex(PHONE_PATTERN, '手机号格式不正确');
export const smsCodeField = z.string().trim().min(1, '请输入短信验证码').regex(SMS_CODE_PATTERN, '请输入6位数字验证码');

/** New passwords: 8–20 characters with both letters and digits (symbols allowed). */
export const newPasswordField = z.string()
  .min(8, '密码至少8位')
  .max(20, '密码最多20位')
  .regex(/[A-Za-z]/, '密码需同时包含字母和数字')
  .regex(/\d/, '密码需同时包含字母和数字');

export function passwordLoginSchema(captchaEnabled: boolean) {
  return z.object({
    username: z.string().trim().min(1, '请输入手机号或用户名'),
    password: z.string().min(1, '请输入密码'),
    code: captchaEnabled ? z.string().trim().min(1, '请输入图形验证码') : z.string(),
  });
}
export type PasswordLoginValues = z.infer<ReturnType<typeof passwordLoginSchema>>;

export const smsLoginSchema = z.object({ phone: phoneField, code: smsCodeField });
export type SmsLoginValues = z.infer<typeof smsLoginSchema>;

export const registerSchema = z.object({
  phone: phoneField,
  code: smsCodeField,
  password: newPasswordField,
  confirmPassword: z.string().min(1, '请再次输入密码'),
  agree: z.boolean().refine((value) => value, '请阅读并同意《隐私政策》'),
}).refine((values) => values.password === values.confirmPassword, {
  path: ['confirmPassword'],
  message: '两次输入的密码不一致',
});
export type RegisterValues = z.infer<typeof registerSchema>;
