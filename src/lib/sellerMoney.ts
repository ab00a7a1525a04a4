// The seller's money of a deal (live fields suplyprice, supplyDiscountPrice, supllypay; payoutTime is ours):
// 成交价, 手续费, 到手 and whether the platform has paid it out. A backend without supplyDiscountPrice gets
// 预计到手 from sellerFee; without a price there is nothing to show. After a buyer's claim (docs/product.md,
// "After 交易成功"): held while it is open, stopped when it is upheld before the payout, to be returned to the
// platform (追回) when it is upheld after it; a rejected claim changes nothing.
import { sellerReceives, toFen } from '@/contract/pricing.ts';
import { OrderStatus, SupplyPay } from '@/contract/statuses.ts';

export interface SellerMoneyFields {
  suplyprice?: number;
  supplyDiscountPrice?: number;
  supllypay?: SupplyPay;
  payoutTime?: string;
  /** Where it was paid, masked (「支付宝 ***1234」, extension). */
  payoutTo?: string;
  /** The order's status: 已退款 turns the payout into 停止打款 or 需退回. */
  orderStatus?: number;
  /** A buyer's claim is 处理中 (the caller knows it from the order's afterSale). */
  claimOpen?: boolean;
}

/**
 * What a claim did to the payout: `held` 暂缓打款 while it is open and unpaid, `stopped` 停止打款 when upheld before
 * the payout, `recover` 需退回 when upheld after it (the platform recovers 到手 from the seller, offline).
 */
export type Settlement = 'held' | 'stopped' | 'recover';

export interface SellerMoney {
  /** 成交价. */
  price: number;
  /** 手续费 = 成交价 − 到手. */
  fee: number;
  /** 到手 (or 预计到手 when estimated). */
  net: number;
  /** Computed with sellerFee because the backend sent no supplyDiscountPrice. */
  estimated: boolean;
  /** 待打款 / 已打款 (supplyPayLabel), undefined before the deal completes. */
  payout?: SupplyPay;
  payoutTime?: string;
  payoutTo?: string;
  settlement?: Settlement;
}

const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

export function sellerMoney(fields: SellerMoneyFields): SellerMoney | null {
  const price = num(fields.suplyprice);
  if (price === undefined) return null;
  const sent = num(fields.supplyDiscountPrice);
  const net = sent ?? sellerReceives(price);
  const pay = String(fields.supllypay ?? '');
  const money: SellerMoney = { price, fee: toFen(price - net), net, estimated: sent === undefined };
  if (pay === SupplyPay.paid || pay === SupplyPay.pending) money.payout = pay;
  if (money.payout === SupplyPay.paid && fields.payoutTime) money.payoutTime = fields.payoutTime;
  if (money.payout === SupplyPay.paid && fields.payoutTo) money.payoutTo = fields.payoutTo;
  if (num(fields.orderStatus) === OrderStatus.refunded) money.settlement = money.payout === SupplyPay.paid ? 'recover' : 'stopped';
  else if (fields.claimOpen && money.payout === SupplyPay.pending) money.settlement = 'held';
  return money;
}
