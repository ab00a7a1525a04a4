// Request schemas: the profile, 实名 and the payout account.
// common/requests.ts says how a request schema is written and used.
import { z } from 'zod';
import { PayoutAccountType } from '../statuses.ts';
import { imagePath, optional, str } from '../common/fields.ts';
import { ALIPAY_ACCOUNT_RE, BANK_CARD_RE } from '../payoutAccount.ts';

export const profileBody = z.object({
  // An empty nickname is an error, an empty email clears it.
  nickName: z.string({ error: '昵称（nickName）应为字符串' }).trim().min(1, { error: '昵称不能为空' })
    .max(20, { error: '昵称不能超过 20 个字符' }).optional(),
  email: z.string({ error: '邮箱（email）应为字符串' }).trim().max(50, { error: '邮箱不能超过 50 个字符' })
    .refine((e) => e === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e), { error: '邮箱格式不正确' }).optional(),
  sex: optional(z.enum(['0', '1', '2'], { error: '性别（sex）的取值无效，可选：0 男 / 1 女 / 2 未知' }).meta({ description: '0 男，1 女，2 未知' })),
  avatar: optional(imagePath),
});

export type ProfileUpdateBody = z.input<typeof profileBody>;

export const realNameBody = z.object({
  // The live client sends the signed-in user's id; someone else's is refused.
  id: optional(z.preprocess<unknown, z.ZodNumber, number>((v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: '用户编号（id）应为数字' }).int({ error: '用户编号（id）应为数字' }).meta({ description: '当前用户的 userId' }))),
  name: str('姓名').trim()
    .regex(/^[\u4e00-\u9fa5·]{2,20}$/, { error: '姓名须为 2–20 个汉字（少数民族姓名可含 ·）' }),
  idNumber: str('身份证号').trim().min(1, { error: '身份证号不能为空' }),
});

/** 收款账户 (extension POST /account/payoutAccount): 支付宝 (a phone or an e-mail) or a bank card (12–19 digits). */
export const payoutAccountBody = z.object({
  type: z.union([z.literal(1), z.literal(2)], { error: '收款方式（type）应为 1 支付宝 或 2 银行卡' }).meta({ description: '1 支付宝，2 银行卡' }),
  account: str('收款账号（account）').trim().min(1, { error: '请填写收款账号' }).max(50, { error: '收款账号不能超过 50 个字符' }),
  bankName: optional(str('开户银行（bankName）').trim().max(20, { error: '开户银行不能超过 20 个字' })),
}).superRefine((b, ctx) => {
  const account = b.account.replace(/\s/g, '');
  if (b.type === PayoutAccountType.alipay && !ALIPAY_ACCOUNT_RE.test(account)) ctx.addIssue({ code: 'custom', path: ['account'], message: '支付宝账号应为手机号或邮箱' });
  if (b.type === PayoutAccountType.bank && !BANK_CARD_RE.test(account)) ctx.addIssue({ code: 'custom', path: ['account'], message: '银行卡号应为 12–19 位数字' });
  if (b.type === PayoutAccountType.bank && !b.bankName) ctx.addIssue({ code: 'custom', path: ['bankName'], message: '请填写开户银行' });
});
