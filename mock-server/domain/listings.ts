// A consignment's audit as the platform runs it: approved (上架) or refused (审核失败) with a message to the
// seller; automatic MOCK_AUDIT_MS after the latest submit or edit. Routes, the control API and the timer call these.
// Also what a seller sees of a listing (我的代售 rows with their deal) and when it may be edited.
import type { MyListing, Order } from '../../src/contract/types.ts';
import type { MockContext } from '../context.ts';
import { importantRemarkOf } from '../lib/sell-wire.ts';
import { formatTime } from '../lib/fixtures.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';

function message(ctx: MockContext, g: GoodsRow, title: string, content: string): void {
  ctx.store.addMessage(g.createId, { sendTitle: title, sendContent: content, sendTypeName: '审核结果', relatedDataId: g.id, relatedType: 'goods' });
}

/** Approves (→ 1 已上架) or rejects (→ 99 审核失败) a goods waiting for audit. */
export function auditGoods(ctx: MockContext, g: GoodsRow, pass: boolean, reason?: string): void {
  if (g.saleState !== 0) fail('该商品不在待审核状态');
  const now = formatTime(ctx.now());
  ctx.store.updateGoods(g, (x) => {
    delete x.needsAudit;
    if (pass) {
      x.saleState = 1;
      x.recoveryTime = now;
      delete x.auditDes;
    } else {
      x.saleState = 99;
      x.auditDes = reason?.trim() || '商品信息与截图不符，请修改后重新提交';
    }
  });
  if (pass) message(ctx, g, '商品审核通过', `您的商品「${g.title}」已通过审核并上架。`);
  else message(ctx, g, '商品审核未通过', `您的商品「${g.title}」未通过审核：${g.auditDes ?? ''}`);
}

/** The latest audit round of each goods, per mock: an edit starts a new round and the older timers do nothing. */
const auditRounds = new WeakMap<MockContext, Map<number, number>>();

/** (Re)starts the goods' automatic audit: it passes MOCK_AUDIT_MS after its latest submit or edit. */
export function scheduleAudit(ctx: MockContext, goodsId: number): void {
  if (ctx.opts.auditMs <= 0) return;
  let rounds = auditRounds.get(ctx);
  if (!rounds) auditRounds.set(ctx, rounds = new Map());
  const round = (rounds.get(goodsId) ?? 0) + 1;
  rounds.set(goodsId, round);
  ctx.scheduler.after(ctx.opts.auditMs, () => {
    if (rounds.get(goodsId) !== round) return;
    rounds.delete(goodsId);
    const g = ctx.store.goodsById.get(goodsId);
    if (g && g.saleState === 0) auditGoods(ctx, g, true);
  });
}

/** Why a listing cannot be edited now (交易中 / 已出售 / suspended / recycled), or null. */
export function editRefusal(g: GoodsRow): string | null {
  if (g.saleState === 2) return '商品交易中，不能修改';
  if (g.saleState === 3) return '商品已出售，不能修改';
  if (g.recycleDown) return '该商品已通过竞价回收成交，不能修改';
  return [0, 1, 4, 99].includes(g.saleState) ? null : '当前状态不可修改，如有疑问请联系客服';
}

/** The live contact text of a stored listing (rows published in the friendly shape keep contactType / contact). */
export function liveRemark(g: GoodsRow): string | undefined {
  if (g.importantRemark && /联系电话[:：]/.test(g.importantRemark)) return g.importantRemark;
  if (!g.contactType || !g.accountSource) return undefined;
  return importantRemarkOf({ [g.contactType]: g.contact, accountSource: g.accountSource });
}

/**
 * 我的代售 rows (live shape): the seller's view of the goods; a 交易中 / 已出售 goods carries its deal
 * (orderRecId, orderTime = when it was ordered). Only the page's rows are looked up.
 */
export function listingRows(ctx: MockContext, rows: GoodsRow[]): MyListing[] {
  const want = new Set(rows.filter((g) => g.saleState === 2 || g.saleState === 3).map((g) => g.id));
  const deals = new Map<number, Order>();
  if (want.size) {
    for (const o of ctx.store.db.orders) {
      // The live deal: 待支付 / 交易中 / 交易成功; of several, the latest.
      if (!want.has(o.goodsId) || ![1, 3, 4].includes(o.orderStatus)) continue;
      const seen = deals.get(o.goodsId);
      if (!seen || seen.createTime <= o.createTime) deals.set(o.goodsId, o);
    }
  }
  return rows.map((g) => {
    const row = sellerGoods(g) as MyListing;
    const deal = deals.get(g.id);
    if (!deal) return row;
    const out: MyListing = { ...row, orderRecId: deal.orderId, orderTime: deal.createTime };
    // The seller's money of the deal (live names; payoutTime ours): 成交价, 到手, payout once complete.
    if (deal.suplyprice !== undefined) out.suplyprice = deal.suplyprice;
    if (deal.supplyDiscountPrice !== undefined) out.supplyDiscountPrice = deal.supplyDiscountPrice;
    if (deal.supllypay !== undefined) out.supllypay = deal.supllypay;
    if (deal.payoutTime !== undefined) out.payoutTime = deal.payoutTime;
    return out;
  });
}

/** Goods as their seller sees them: everything but the account password. */
export function sellerGoods(g: GoodsRow): Omit<GoodsRow, 'accountPassword'> {
  const { accountPassword: _password, ...rest } = g;
  return rest;
}
