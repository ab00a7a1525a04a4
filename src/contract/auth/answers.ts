// Answer schemas: sign-in and the captcha (common/answers.ts says how a schema is written and used).
import { z } from 'zod';
import { type Answer, int, named } from '../common/answerFields.ts';

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
