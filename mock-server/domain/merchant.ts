// 商户入驻 as the platform runs it: an application (one waiting at a time, none once approved), approved
// automatically after MOCK_AUDIT_MS (the job merchant.audit) or decided through the control API, the applicant
// told. Routes, the control API and the job call these; they change state and nothing else.
import type { MerchantApplication } from '../../src/contract/types.ts';
import { MerchantAudit } from '../../src/contract/statuses.ts';
import { fail } from '../lib/envelope.ts';
import { formatTime } from '../lib/fixtures.ts';
import type { UserRow } from '../lib/fixtures.ts';
import type { MockContext } from '../context.ts';

const DEFAULT_REFUSAL = '经营资料不完整，请补充后重新提交';

/** The user's latest application, if any. */
export function latestMerchantOf(ctx: MockContext, userId: number): MerchantApplication | undefined {
  return ctx.store.db.merchants.filter((m) => m.userId === userId).sort((a, b) => b.id - a.id)[0];
}

/** An application: 待审核, refused while another waits or once approved; approved after MOCK_AUDIT_MS. */
export function applyMerchant(ctx: MockContext, user: UserRow, form: Pick<MerchantApplication, 'shopName' | 'contact' | 'games'>): MerchantApplication {
  const store = ctx.store;
  const latest = latestMerchantOf(ctx, user.userId);
  if (latest?.auditState === MerchantAudit.pending) fail('已有待审核的入驻申请，请耐心等待');
  if (latest?.auditState === MerchantAudit.approved) fail('您已是入驻商户');
  const row: MerchantApplication = {
    id: store.nextId('merchants', () => Math.max(0, ...store.db.merchants.map((m) => m.id))),
    userId: user.userId, shopName: form.shopName, contact: form.contact, games: form.games, auditState: MerchantAudit.pending,
    createTime: formatTime(ctx.now()),
  };
  store.db.merchants.push(row);
  store.changed();
  if (ctx.opts.auditMs > 0) ctx.scheduler.after('merchant.audit', ctx.opts.auditMs, { merchantId: row.id });
  return row;
}

/** The approval's job (merchant.audit): an application still 待审核 is approved. */
export function merchantAuditDue(ctx: MockContext, { merchantId }: { merchantId: number }): void {
  const row = ctx.store.db.merchants.find((m) => m.id === merchantId);
  // Decided meanwhile (control endpoint): leave it.
  if (row && row.auditState === MerchantAudit.pending) auditMerchant(ctx, row, true);
}

/** Decides a waiting application and tells the applicant in 消息. */
export function auditMerchant(ctx: MockContext, row: MerchantApplication, pass: boolean, reason?: string): void {
  ctx.scheduler.cancel('merchant.audit', { merchantId: row.id });
  row.auditState = pass ? MerchantAudit.approved : MerchantAudit.rejected;
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
  if (row.auditState !== MerchantAudit.pending) fail('该入驻申请已审核');
  return row;
}
