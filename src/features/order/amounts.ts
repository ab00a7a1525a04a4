// Money shown by the order screens, always computed from src/contract/pricing.ts (the numbers the mock charges).
import type { Order } from '@/contract/types.ts';
import { GuaranteeFlag, GuaranteeType, guaranteeTypeLabel, OrderStatus } from '@/contract/statuses.ts';
import {
  buyerServiceFee, depositAmount, GUARANTEE_OPTIONS, guaranteeChoices, guaranteePrice, orderTotal, toFen,
} from '@/contract/pricing.ts';
import type { PayType } from './status.ts';

export interface Quote {
  /** 号价. */
  goods: number;
  /** 包赔. */
  guarantee: number;
  /** 服务费. */
  service: number;
  /** 合计. */
  total: number;
}

/** The price breakdown of sureOrder for one 包赔 choice. */
export function quoteOrder(goodsPrice: number, type: GuaranteeType, flag: GuaranteeFlag): Quote {
  return {
    goods: toFen(goodsPrice),
    guarantee: guaranteePrice(goodsPrice, type, flag),
    service: buyerServiceFee(goodsPrice),
    total: orderTotal(goodsPrice, type, flag),
  };
}

export interface GuaranteeChoice {
  type: GuaranteeType;
  name: string;
  desc: string;
  price: number;
  /** 免费包赔 goods: included in the price. */
  included: boolean;
  /** As a percentage for the label ("10%"), 0 for 不买包赔. */
  ratePercent: number;
  /** The least it costs (¥). */
  min: number;
}

/** The 包赔 choices the goods allows (pricing.guaranteeChoices), with their prices. */
export function guaranteeChoicesFor(goodsPrice: number, flag: GuaranteeFlag): GuaranteeChoice[] {
  const allowed = guaranteeChoices(flag);
  return GUARANTEE_OPTIONS.filter((o) => allowed.includes(o.type)).map((o) => ({
    type: o.type,
    name: guaranteeTypeLabel[o.type],
    desc: o.desc,
    price: guaranteePrice(goodsPrice, o.type, flag),
    included: flag === GuaranteeFlag.free && o.type !== GuaranteeType.none,
    ratePercent: Math.round(o.rate * 100),
    min: o.min,
  }));
}

/**
 * The preselected choice, never a paid one: 找回包赔 when the goods include it for free, 不买包赔 when nothing
 * can be bought, otherwise none — the buyer chooses (null).
 */
export function defaultGuarantee(flag: GuaranteeFlag): GuaranteeType | null {
  if (flag === GuaranteeFlag.free) return GuaranteeType.reclaim;
  return guaranteeChoices(flag).length === 1 ? GuaranteeType.none : null;
}

/**
 * A 包赔 the goods included (免费包赔): chosen but charged ¥0. The order does not carry the goods' flag, but a
 * bought one never costs ¥0 (pricing.ts: at least ¥50 / ¥100), so ¥0 with 找回 / 人脸包赔 can only be this.
 */
export function guaranteeIncluded(order: Pick<Order, 'guaranteeType' | 'guaranteeAmount'>): boolean {
  return order.guaranteeType !== GuaranteeType.none && toFen(order.guaranteeAmount) === 0;
}

/** 已付 and 待付 of an order (待付 is 0 once closed, cancelled or refunded). */
export function paidAndDue(order: Pick<Order, 'salePrice' | 'paidAmount' | 'orderStatus'>): { paid: number; due: number } {
  const paid = toFen(order.paidAmount);
  const open = order.orderStatus === OrderStatus.unpaid || order.orderStatus === OrderStatus.trading;
  return { paid, due: open ? toFen(Math.max(0, order.salePrice - paid)) : 0 };
}

/** What a payment of this type charges now. */
export function payTypeAmount(order: Pick<Order, 'salePrice' | 'paidAmount'>, payType: PayType): number {
  if (payType === 'deposit') return depositAmount(order.salePrice);
  if (payType === 'balance') return toFen(order.salePrice - order.paidAmount);
  return toFen(order.salePrice);
}
