// The seller's money of a deal (live fields suplyprice, supplyDiscountPrice, supllypay; payoutTime is ours):
// 成交价, 手续费, 到手 and whether the platform has paid it out. A backend without supplyDiscountPrice gets
// 预计到手 from sellerFee; without a price there is nothing to show.
import { sellerReceives, toFen } from '@/contract/pricing.ts';
import { SupplyPay } from '@/contract/statuses.ts';

export interface SellerMoneyFields {
  suplyprice?: number;
  supplyDiscountPrice?: number;
  supllypay?: SupplyPay;
  payoutTime?: string;
}

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
  return money;
}
