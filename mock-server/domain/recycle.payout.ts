// 竞价回收's money to the seller, like an order's (docs/product.md, 竞价中心): at 交易成功 the deal gets 到手 (the
// accepted price less the seller's fee, the rule of 代售) and 待打款; staff pay the seller offline MOCK_AUDIT_MS
// later (or at once by the control API), then it is 已打款 with its time and the seller is told the amount.
// Kept apart from recycle.backOrder.ts (the deal's steps), which calls settleBackOrder at 交易成功.
import type { BackOrder } from '../../src/contract/types.ts';
import { sellerFee, sellerReceives } from '../../src/contract/pricing.ts';
import { BackOrderStatus, SupplyPay } from '../../src/contract/statuses.ts';
import { formatYuan } from '../../src/contract/money.ts';
import type { MockContext } from '../context.ts';
import { formatTime } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';
import { payoutTo } from './account.payout.ts';

function tell(ctx: MockContext, o: BackOrder, title: string, content: string): void {
  ctx.store.addMessage(o.sellerId, { sendTitle: title, sendContent: content, sendTypeName: '交易消息', relatedDataId: o.backId, relatedType: 'backlist' });
}

/** 交易成功: 到手 and 待打款 on the deal; the payout follows MOCK_AUDIT_MS later. Returns the words for the message. */
export function settleBackOrder(ctx: MockContext, o: BackOrder): string {
  o.supplyDiscountPrice = sellerReceives(o.changeAmount);
  o.supllypay = SupplyPay.pending;
  if (ctx.opts.auditMs > 0) ctx.scheduler.after('backOrder.payout', ctx.opts.auditMs, { backOrderId: o.id });
  return `成交价 ${formatYuan(o.changeAmount)}，手续费 ${formatYuan(sellerFee(o.changeAmount))}，到手 ${formatYuan(o.supplyDiscountPrice)}`;
}

/** The payout's job (backOrder.payout): a 交易成功 deal still 待打款 is paid. */
export function backOrderPayoutDue(ctx: MockContext, { backOrderId }: { backOrderId: number }): void {
  const row = ctx.store.db.backOrders.find((x) => x.id === backOrderId);
  if (row && row.orderStatus === BackOrderStatus.success && row.supllypay === SupplyPay.pending) payoutBackOrder(ctx, row);
}

/** Staff paid the seller of a 交易成功 deal offline: 已打款 with its time, and the seller told the amount. */
export function payoutBackOrder(ctx: MockContext, o: BackOrder): BackOrder {
  if (o.orderStatus !== BackOrderStatus.success) fail('回收交易未成功，不能打款');
  if (o.supllypay === SupplyPay.paid) fail('该回收订单已打款');
  ctx.scheduler.cancel('backOrder.payout', { backOrderId: o.id });
  o.supplyDiscountPrice ??= sellerReceives(o.changeAmount);
  o.supllypay = SupplyPay.paid;
  o.payoutTime = formatTime(ctx.now());
  const to = payoutTo(ctx.store.usersById.get(o.sellerId));
  if (to) o.payoutTo = to;
  tell(ctx, o, '回收货款已打款', `您的${o.gameName}账号回收货款 ${formatYuan(o.supplyDiscountPrice)} 已打款到${to ? `您的收款账户（${to}）` : '您实名的收款账户'}，请注意查收。`);
  ctx.store.changed();
  return o;
}
