// 商户入驻: apply, see the latest application (approved automatically after MOCK_AUDIT_MS; approved or refused at
// once through POST /__mock/merchants/:id/audit). The rules are domain/merchant.ts.
import { ok } from '../lib/envelope.ts';
import { parse } from '../lib/validate.ts';
import { merchantApplyBody } from '../../src/contract/common/requests.ts';
import { applyMerchant, latestMerchantOf } from '../domain/merchant.ts';
import type { Routes } from './registry.ts';

export function merchantRoutes(routes: Routes): void {
  const r = routes.domain('merchant');
  const ctx = routes.ctx;

  r.post('/need/merchant/apply', (c) => {
    const user = c.me();
    const body = parse(merchantApplyBody, c.body);
    const row = applyMerchant(ctx, user, body);
    return ok({ id: row.id }, '提交成功，请等待审核');
  });

  r.get('/need/merchant/latest', (c) => ok(latestMerchantOf(ctx, c.me().userId) ?? null));
}
