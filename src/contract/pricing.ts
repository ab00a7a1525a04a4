// The business numbers (product.md), in one place: the app shows them and the mock charges them.
import { GuaranteeFlag, GuaranteeType } from './statuses.ts';

/** Round to fen (2 decimals) without floating drift. */
export function toFen(yuan: number): number {
  return Math.round(yuan * 100) / 100;
}

/** Seller fee: 5 % of the price, at least ¥50. */
export const SELLER_FEE_RATE = 0.05;
export const SELLER_FEE_MIN = 50;
export function sellerFee(price: number): number {
  return toFen(Math.max(price * SELLER_FEE_RATE, SELLER_FEE_MIN));
}

/** Orders of ¥200 or more may pay a deposit of 10 % (at least ¥50) first. */
export const DEPOSIT_THRESHOLD = 200;
export const DEPOSIT_RATE = 0.1;
export const DEPOSIT_MIN = 50;
export function canPayDeposit(total: number): boolean {
  return total >= DEPOSIT_THRESHOLD;
}
export function depositAmount(total: number): number {
  return toFen(Math.min(total, Math.max(total * DEPOSIT_RATE, DEPOSIT_MIN)));
}

/**
 * 包赔, priced as the live server charges it when the order is made: 找回包赔 10 % of the goods price, at least
 * ¥50; 人脸包赔 15 %, at least ¥100; free when the goods include it (免费包赔). Their names are guaranteeTypeLabel's.
 */
export const GUARANTEE_OPTIONS: { type: GuaranteeType; rate: number; min: number; desc: string }[] = [
  { type: GuaranteeType.reclaim, rate: 0.1, min: 50, desc: '账号被原号主找回，平台全额赔付' },
  { type: GuaranteeType.face, rate: 0.15, min: 100, desc: '因人脸验证无法登录或换绑，平台全额赔付' },
  { type: GuaranteeType.none, rate: 0, min: 0, desc: '不购买包赔服务，自行承担找回风险' },
];

export function guaranteePrice(goodsPrice: number, type: GuaranteeType, flag: GuaranteeFlag): number {
  if (type === GuaranteeType.none) return 0;
  if (flag === GuaranteeFlag.free) return 0;
  const option = GUARANTEE_OPTIONS.find((o) => o.type === type);
  return option ? toFen(Math.max(goodsPrice * option.rate, option.min)) : 0;
}

/** Which guarantee types the buyer may choose: none can be bought on 无包赔 goods. */
export function guaranteeChoices(flag: GuaranteeFlag): GuaranteeType[] {
  return flag === GuaranteeFlag.none ? [GuaranteeType.none] : [GuaranteeType.reclaim, GuaranteeType.face, GuaranteeType.none];
}

/** Buyers pay no service fee on this platform; the line stays in the breakdown to say so. */
export function buyerServiceFee(_goodsPrice: number): number {
  return 0;
}

export function orderTotal(goodsPrice: number, type: GuaranteeType, flag: GuaranteeFlag): number {
  return toFen(goodsPrice + guaranteePrice(goodsPrice, type, flag) + buyerServiceFee(goodsPrice));
}

/** Unpaid orders close 15 minutes after creation. */
export const PAYMENT_WINDOW_MS = 15 * 60 * 1000;


/** What the seller receives for a price: the price less sellerFee (never below 0). */
export function sellerReceives(price: number): number {
  return toFen(Math.max(0, price - sellerFee(price)));
}

/** After delivery the buyer has 15 minutes to log in and report a mismatch. */
export const CHECK_WINDOW_MS = 15 * 60 * 1000;

/** 包赔有效期 (找回包赔 and 人脸包赔): 365 days from the account's delivery, as the 包赔 notices say. */
export const GUARANTEE_DAYS = 365;
