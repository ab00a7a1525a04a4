// 商户入驻: apply, see the latest application (approved automatically after MOCK_AUDIT_MS; approved or refused at
// once through POST /__mock/merchants/:id/audit).
import type { MerchantApplication } from '../../src/contract/types.ts';
import { formatTime } from '../lib/fixtures.ts';
import { fail, ok } from '../middleware/envelope.ts';
import { parse } from '../lib/validate.ts';
import { merchantApplyBody } from '../../src/contract/wire/requests.ts';
import type { MockContext } from '../context.ts';
import type { Routes } from './registry.ts';

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

export function merchantRoutes(routes: Routes): void {
  const r = routes.domain('merchant');
  const ctx = routes.ctx;
  const store = ctx.store;
  const latestOf = (userId: number): MerchantApplication | undefined =>
    store.db.merchants.filter((m) => m.userId === userId).sort((a, b) => b.id - a.id)[0];

  r.post('/need/merchant/apply', (c) => {
    const user = c.me();
    const body = parse(merchantApplyBody, c.body);
    const latest = latestOf(user.userId);
    if (latest?.auditState === 0) fail('已有待审核的入驻申请，请耐心等待');
    if (latest?.auditState === 1) fail('您已是入驻商户');
    const row: MerchantApplication = {
      id: store.nextId('merchants', () => Math.max(0, ...store.db.merchants.map((m) => m.id))),
      userId: user.userId, shopName: body.shopName, contact: body.contact, games: body.games, auditState: 0,
      createTime: formatTime(ctx.now()),
    };
    store.db.merchants.push(row);
    store.changed();
    if (ctx.opts.auditMs > 0) {
      ctx.scheduler.after(ctx.opts.auditMs, () => {
        if (row.auditState !== 0 || !store.db.merchants.includes(row)) return;
        auditMerchant(ctx, row, true);
      });
    }
    return ok({ id: row.id }, '提交成功，请等待审核');
  });

  r.get('/need/merchant/latest', (c) => ok(latestOf(c.me().userId) ?? null));
}
