// Answer schemas: users and sessions (answers.ts says how a schema is written and used).
import { z } from 'zod';
import { RealNameStatus, realNameStatusLabel } from '../../statuses.ts';
import { type Answer, int, recordId, statusOf, time, named } from './base.ts';

export const userSchema = named('User', z.looseObject({
  userId: recordId(),
  userName: z.string().meta({ description: '登录账号（手机号）' }),
  nickName: z.string(),
  phonenumber: z.string(),
  avatar: z.string(),
  sex: z.enum(['0', '1', '2']).meta({ description: '0 男，1 女，2 未知' }),
  email: z.string(),
  realNameStatus: statusOf(RealNameStatus, realNameStatusLabel),
  /** Masked, e.g. 张*. */
  realName: z.string().optional().meta({ description: '已打码，如 张*' }),
  /** Masked, e.g. 1101**********1234. */
  idNumber: z.string().optional().meta({ description: '已打码，如 1101**********1234' }),
  createTime: time('注册时间'),
}));
export type User = Answer<typeof userSchema>;

export const profileResultSchema = named('ProfileResult', z.looseObject({
  code: int(),
  msg: z.string(),
  data: userSchema,
  roleGroup: z.string(),
  postGroup: z.string(),
}));
export type ProfileResult = Answer<typeof profileResultSchema>;

export const loginResultSchema = named('LoginResult', z.looseObject({
  code: int(),
  msg: z.string(),
  token: z.string().meta({ description: '会话令牌：之后每个请求带 token 与 Authorization: Bearer' }),
}));
export type LoginResult = Answer<typeof loginResultSchema>;

export const captchaResultSchema = named('CaptchaResult', z.looseObject({
  code: int(),
  msg: z.string(),
  captchaEnabled: z.boolean(),
  uuid: z.string().meta({ description: '登录时回传' }),
  /** base64 image without the data: prefix. */
  img: z.string().meta({ description: 'base64 图片，不带 data: 前缀' }),
}));
export type CaptchaResult = Answer<typeof captchaResultSchema>;

export const realNameResultSchema = z.looseObject({
  realName: userSchema.shape.realName,
  idNumber: userSchema.shape.idNumber,
  realNameStatus: userSchema.shape.realNameStatus,
});
