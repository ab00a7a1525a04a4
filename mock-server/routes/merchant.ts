// 商户入驻: apply, see the latest application (approved automatically after MOCK_AUDIT_MS).
import { z } from 'zod';
import type { MerchantApplication } from '../../src/contract/types.ts';
import { formatTime } from '../lib/fixtures.ts';
import { fail, ok } from '../middleware/envelope.ts';
import { parse, str } from '../lib/validate.ts';
import type { Routes } from './registry.ts';

export function merchantRoutes(routes: Routes): void {
  const r = routes.domain('merchant');
  const ctx = routes.ctx;
  const store = ctx.store;
  const latestOf = (userId: number): MerchantApplication | undefined =>
    store.db.merchants.filter((m) => m.userId === userId).sort((a, b) => b.id - a.id)[0];

  r.post('/need/merchant/apply', (c) => {
    const user = c.me();
    const body = parse(z.object({
      shopName: str('店铺名称（shopName）').trim().min(2, { error: '店铺名称（shopName）至少 2 个字' })
        .max(30, { error: '店铺名称（shopName）不能超过 30 个字' }),
      contact: str('联系方式（contact）').trim().min(5, { error: '联系方式（contact）至少 5 个字符' })
        .max(50, { error: '联系方式（contact）不能超过 50 个字符' }),
      // The app sends the chosen game names joined by 、; a list of names is accepted too.
      games: z.preprocess(
        (v) => (Array.isArray(v) && v.every((g) => typeof g === 'string') ? v.map((g) => g.trim()).filter(Boolean).join('、') : v),
        str('经营游戏（games）').trim().min(1, { error: '经营游戏（games）不能为空' })
          .max(200, { error: '经营游戏（games）不能超过 200 个字' }),
      ),
    }), c.body);
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
        row.auditState = 1;
        row.auditDes = '资料齐全，欢迎入驻';
        store.addMessage(row.userId, { sendTitle: '商户入驻审核通过', sendContent: `「${row.shopName}」已通过入驻审核。`, sendTypeName: '审核结果' });
      });
    }
    return ok({ id: row.id }, '提交成功，请等待审核');
  });

  r.get('/need/merchant/latest', (c) => ok(latestOf(c.me().userId) ?? null));
}
