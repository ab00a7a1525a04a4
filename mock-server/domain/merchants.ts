// 商户入驻 as the platform decides it: approve or refuse a waiting application and tell the applicant. Routes,
// the control API and the timer call these.
import type { MerchantApplication } from '../../src/contract/types.ts';
import { fail } from '../lib/envelope.ts';
import type { MockContext } from '../context.ts';

const DEFAULT_REFUSAL = '经营资料不完整，请补充后重新提交';

/** Decides a waiting application and tells the applicant in 消息. */
export function auditMerchant(ctx: MockContext, row: MerchantApplication, pass: boolean, reason?: string): void {
  row.auditState = pass ? 1 : 2;
  row.auditDes = reason || (pass ? '资料齐全，欢迎入驻' : DEFAULT_REFUSAL);
  ctx.store.addMessage(row.userId, pass
    ? { sendTitle: '商户入驻审核通过', sendContent: `「${row.shopName}」已通过入驻审核。`, sendTypeName: '审核结果' }
    : { sendTitle: '商户入驻未通过', sendContent: `「${row.shopName}」未通过入驻审核：${row.auditDes}`, sendTypeName: '审核结果' });
  ctx.store.changed();
}

/** A waiting application by id, or a Chinese failure. */
export function pendingMerchantOrFail(ctx: MockContext, id: number): MerchantApplication {
  const row = ctx.store.db.merchants.find((m) => m.id === id);
  if (!row) fail('入驻申请不存在');
  if (row.auditState !== 0) fail('该入驻申请已审核');
  return row;
}
