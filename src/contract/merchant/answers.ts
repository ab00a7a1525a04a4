// Answer schemas: 商户入驻 (common/answers.ts says how a schema is written and used).
import { z } from 'zod';
import { MerchantAudit, merchantAuditLabel } from '../statuses.ts';
import { type Answer, named, recordId, statusOf, time } from '../common/answerFields.ts';

export const merchantApplicationSchema = named('MerchantApplication', z.looseObject({
  id: recordId(),
  userId: recordId(),
  shopName: z.string(),
  contact: z.string(),
  games: z.string().meta({ description: '经营的游戏，逗号分隔' }),
  auditState: statusOf(MerchantAudit, merchantAuditLabel),
  auditDes: z.string().optional(),
  createTime: time('提交时间'),
}));

export type MerchantApplication = Answer<typeof merchantApplicationSchema>;
