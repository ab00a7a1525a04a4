// Answer schemas: the user, 实名 and the payout account (common/answers.ts says how a schema is written and used).
import { z } from 'zod';
import { PayoutAccountType, payoutAccountTypeLabel, RealNameStatus, realNameStatusLabel } from '../statuses.ts';
import { type Answer, int, named, recordId, statusOf, time } from '../common/answerFields.ts';

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

export const realNameResultSchema = z.looseObject({
  realName: userSchema.shape.realName,
  idNumber: userSchema.shape.idNumber,
  realNameStatus: userSchema.shape.realNameStatus,
});

export const payoutAccountSchema = named('PayoutAccount', z.looseObject({
  type: statusOf(PayoutAccountType, payoutAccountTypeLabel, '收款方式'),
  /** The verified 实名, masked: payouts go only to the seller's own name. */
  name: z.string().meta({ description: '收款人：实名认证的姓名（已打码）' }),
  account: z.string().meta({ description: '收款账号（已打码，如 ***1234）' }),
  bankName: z.string().optional().meta({ description: '开户银行（银行卡）' }),
  updateTime: time('设置时间'),
}));

/** GET/POST /account/payoutAccount (extension): where the seller's payouts go, masked. */
export type PayoutAccount = Answer<typeof payoutAccountSchema>;

export const payoutAccountAnswerSchema = z.looseObject({
  account: payoutAccountSchema.optional().meta({ description: '未设置时没有此字段' }),
});
