// 商户入驻: apply, see the latest application (approved automatically after MOCK_AUDIT_MS; approved or refused at
// once through POST /__mock/merchants/:id/audit).
import type { MerchantApplication } from '../../src/contract/types.ts';
import { formatTime } from '../lib/fixtures.ts';
import { fail, ok } from '../lib/envelope.ts';
import { parse } from '../lib/validate.ts';
import { merchantApplyBody } from '../../src/contract/wire/requests.ts';
import { auditMerchant } from '../domain/merchants.ts';
import type { Routes } from './registry.ts';

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
