// 售后 (a buyer's claim on a paid order) as the platform handles it: one open claim per order; the platform
// answers it (已解决 / 已驳回 with a reply); a 找回 or 描述不符 claim upheld refunds the order (已退款) and marks the
// goods (找回账号 / 问题账号); at each step the buyer and the seller each get a message written for them, opening
// the order. Routes, the control API and the job (afterSale.answer) call these; they change state and nothing else.
import type { AfterSale, AfterSaleType, Order } from '../../src/contract/types.ts';
import { AfterSaleStatus, GuaranteeType, OrderStatus, PayState, SaleState, SupplyPay } from '../../src/contract/statuses.ts';
import { formatYuan } from '../../src/contract/money.ts';
import { formatTime } from '../lib/fixtures.ts';
import type { MockContext } from '../context.ts';
import { fail } from '../lib/envelope.ts';
import { settleRebindCode } from './order.delivery.ts';

export type AfterSaleAnswer = typeof AfterSaleStatus.resolved | typeof AfterSaleStatus.rejected;

const DEFAULT_REPLIES: Record<AfterSaleAnswer, Record<AfterSaleType, string>> = {
  [AfterSaleStatus.resolved]: {
    找回: '经核实账号确被原号主找回，平台已按包赔约定全额赔付，款项原路退回。',
    描述不符: '经验号核实账号与描述不符，平台已与卖家协商，为您办理退款。',
    其他: '问题已处理，如仍有疑问请联系客服。',
  },
  [AfterSaleStatus.rejected]: {
    找回: '经核实账号仍在您的名下，未发现被找回的记录。如有新的证据，请联系客服补充。',
    描述不符: '经核对商品描述与截图，账号内容与描述一致，本次申请未通过。如有异议请联系客服。',
    其他: '经核实未发现异常，本次申请未通过。如有疑问请联系客服。',
  },
};

function tell(ctx: MockContext, userId: number, o: Order, title: string, content: string): void {
  ctx.store.addMessage(userId, { sendTitle: title, sendContent: content, sendTypeName: '交易消息', relatedDataId: o.orderId, relatedType: 'order' });
}

export function openClaimOf(ctx: MockContext, orderId: number): AfterSale | undefined {
  return ctx.store.db.afterSales.find((a) => a.orderId === orderId && a.status === AfterSaleStatus.open);
}

/** The order's latest claim (open or answered), which travels with the order in its detail and in the lists. */
export function latestAfterSale(ctx: MockContext, o: Order): AfterSale | undefined {
  return o.afterSaleId ? ctx.store.db.afterSales.find((a) => a.id === o.afterSaleId) : undefined;
}

export function afterSaleOrFail(ctx: MockContext, id: number): AfterSale {
  const row = ctx.store.db.afterSales.find((a) => a.id === id);
  if (!row) fail('售后申请不存在');
  return row;
}

/** The buyer's claim on a paid order: refused while another is open; both parties told. The caller has checked who may claim. */
export function openAfterSale(ctx: MockContext, o: Order, claim: { type: AfterSaleType; reason: string; images: string[] }, summary: string): AfterSale {
  if (o.payState === PayState.unpaid) fail('订单未支付，不能申请售后');
  if (openClaimOf(ctx, o.orderId)) fail('该订单已有处理中的售后申请');
  const store = ctx.store;
  const row: AfterSale = {
    id: store.nextId('afterSales', () => Math.max(0, ...store.db.afterSales.map((a) => a.id))),
    orderId: o.orderId, type: claim.type, reason: claim.reason, images: claim.images, status: AfterSaleStatus.open,
    createTime: formatTime(ctx.now()),
  };
  store.db.afterSales.push(row);
  o.afterSaleId = row.id;
  tell(ctx, o.buyerId, o, '售后申请已提交',
    `订单 ${o.no} 的售后申请（${claim.type}）已提交，售后单号 ${row.id}。客服将在 24 小时内处理，处理结果会通过消息通知您。`);
  const held = o.orderStatus === OrderStatus.success && o.supllypay === SupplyPay.pending ? '处理完成前暂缓打款，驳回后照常打款。' : '';
  tell(ctx, o.sellerId, o, '买家申请售后',
    `订单 ${o.no} 买家申请售后（${claim.type}）：${summary.replace(/[\s。．.！!？?，,；;、…]+$/u, '')}。${held}客服会联系您核实，请保持电话畅通，勿与买家私下交易。`);
  store.changed();
  if (ctx.opts.auditMs > 0) ctx.scheduler.after('afterSale.answer', ctx.opts.auditMs, { afterSaleId: row.id });
  return row;
}

/** The answer's job (afterSale.answer): a claim still open gets the platform's usual answer (likelyAnswer). */
export function answerDue(ctx: MockContext, { afterSaleId }: { afterSaleId: number }): void {
  const row = ctx.store.db.afterSales.find((a) => a.id === afterSaleId);
  // Answered meanwhile (control endpoint): leave it.
  if (!row || row.status !== AfterSaleStatus.open) return;
  const o = ctx.store.orders.get(row.orderId);
  answerAfterSale(ctx, row, o ? likelyAnswer(o, row) : AfterSaleStatus.resolved);
}

/** What the timer decides: a finished deal without 包赔 is not covered against 找回; the rest is upheld. */
function likelyAnswer(o: Order, row: AfterSale): AfterSaleAnswer {
  return row.type === '找回' && o.guaranteeType === GuaranteeType.none && o.orderStatus === OrderStatus.success ? AfterSaleStatus.rejected : AfterSaleStatus.resolved;
}

/**
 * An upheld 找回 / 描述不符 claim: the buyer's money back, the goods marked, no payout for a deal undone. Paid
 * out already: the platform refunds the buyer first and recovers 到手 from the seller offline (追回,
 * docs/product.md "After 交易成功"): the order keeps supllypay "1", which with 已退款 reads 需退回.
 */
function refund(ctx: MockContext, o: Order, type: AfterSaleType): void {
  o.orderStatus = OrderStatus.refunded;
  o.refundAmount = o.paidAmount;
  ctx.scheduler.cancel('order.step', { orderId: o.orderId });
  // Refunded at 换绑中: the seller's code is not wanted any more.
  settleRebindCode(o);
  if (o.supllypay !== SupplyPay.paid) delete o.supllypay;
  const g = ctx.store.goods.get(o.goodsId);
  if (g) ctx.store.updateGoods(g, (x) => { x.saleState = type === '找回' ? SaleState.reclaimed : SaleState.problem; });
}

/** The seller's own story of the answer: what became of the payout, with the amount (never the buyer's refund). */
function sellerWords(o: Order, type: AfterSaleType, status: AfterSaleAnswer, refunded: boolean): { title: string; text: string } {
  const net = formatYuan(o.supplyDiscountPrice ?? 0);
  const goods = type === '找回' ? '找回账号' : '问题账号';
  if (refunded && o.supllypay === SupplyPay.paid) {
    return { title: '售后成立，货款需退回',
      text: `买家的售后申请（${type}）经核实成立，平台已先行退款给买家。已打款给您的到手 ${net} 需退回平台，客服会联系您办理；商品已转为${goods}。如有异议请联系客服。` };
  }
  if (refunded) {
    return { title: '售后成立，本单停止打款',
      text: `买家的售后申请（${type}）经核实成立，订单已撤销，本单到手 ${net} 不再打款给您；商品已转为${goods}。如有异议请联系客服。` };
  }
  if (status === AfterSaleStatus.rejected) {
    const money = o.orderStatus !== OrderStatus.success ? '交易继续进行。'
      : o.supllypay === SupplyPay.paid ? `已打款的到手 ${net} 不受影响。` : `到手 ${net} 照常打款。`;
    return { title: '买家售后已驳回', text: `买家的售后申请（${type}）经核实未通过，${money}` };
  }
  return { title: '买家售后已处理', text: `买家的售后申请（${type}）已处理，交易与货款不受影响。` };
}

/** The platform's answer to an open claim, told to the buyer and the seller. */
export function answerAfterSale(ctx: MockContext, row: AfterSale, status: AfterSaleAnswer, reply?: string): AfterSale {
  if (row.status !== AfterSaleStatus.open) fail('该售后申请已处理');
  ctx.scheduler.cancel('afterSale.answer', { afterSaleId: row.id });
  row.status = status;
  row.reply = reply?.trim() || DEFAULT_REPLIES[status][row.type];
  row.replyTime = formatTime(ctx.now());
  const o = ctx.store.orders.get(row.orderId);
  if (o) {
    const refunded = status === AfterSaleStatus.resolved && row.type !== '其他';
    if (refunded) refund(ctx, o, row.type);
    const money = refunded ? `${formatYuan(o.refundAmount)} 已原路退回。` : '';
    tell(ctx, o.buyerId, o, status === AfterSaleStatus.resolved ? '售后申请已处理' : '售后申请未通过',
      `订单 ${o.no} 的售后申请（${row.type}）${status}。${money}客服回复：${row.reply}`);
    const seller = sellerWords(o, row.type, status, refunded);
    tell(ctx, o.sellerId, o, seller.title, `订单 ${o.no} ${seller.text}`);
  }
  ctx.store.changed();
  return row;
}
