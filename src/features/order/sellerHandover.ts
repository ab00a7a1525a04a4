// The seller's part in the handover (issue 30): what the seller's order page says and asks while 交易中. At 换绑中
// the platform needs the verification code the seller receives; a backend with the extension `rebindCodeState`
// takes it on the order page (POST /saleOrder/rebindCode), one without it (the live one) gets the instruction and
// 联系交易客服 with the order number, where the seller sends the code in the 交易客服 chat.
import type { Order } from '@/contract/types.ts';
import { OrderStatus, OrderStep, PayState, RebindCode } from '@/contract/statuses.ts';
import type { OrderSide } from '@/api/order.queries.ts';

export type SellerHandover =
  /** 验号: staff log in with the seller's credentials; the seller keeps the account as it is. */
  | { kind: 'verify' }
  /** 换绑中, the code is wanted: the field and 提交验证码. */
  | { kind: 'code' }
  /** 换绑中, the code was sent: staff are finishing. */
  | { kind: 'submitted' }
  /** 换绑中 on a backend without the extension: the instruction and 联系交易客服 with the order number. */
  | { kind: 'contact'; no: string };

/** What the seller's order shows about the handover, or null (not the seller, not paid in full, not 交易中). */
export function sellerHandoverView(
  order: Pick<Order, 'orderStatus' | 'step' | 'no' | 'rebindCodeState' | 'payState'>, side: OrderSide | null,
): SellerHandover | null {
  if (side !== 'sale' || order.orderStatus !== OrderStatus.trading) return null;
  // A deposit only: 验号 starts once the buyer has paid the balance.
  if (order.payState !== undefined && order.payState !== PayState.full) return null;
  if (order.step === OrderStep.verify) return { kind: 'verify' };
  if (order.step !== OrderStep.rebind) return null;
  if (order.rebindCodeState === RebindCode.needed) return { kind: 'code' };
  if (order.rebindCodeState === RebindCode.submitted) return { kind: 'submitted' };
  return { kind: 'contact', no: order.no };
}

/**
 * The seller's turn in 我的卖单 (待您提交换绑验证码): an order at 换绑中 whose code is still wanted, read from the
 * step and not from the flag alone (a flag left over from an order pushed past 换绑, or refunded, says nothing).
 */
export function awaitsSellerCode(order: Pick<Order, 'orderStatus' | 'step' | 'no' | 'rebindCodeState' | 'payState'>): boolean {
  return sellerHandoverView(order, 'sale')?.kind === 'code';
}

/** The code as typed: 4–8 digits (what game platforms send), spaces dropped. */
export const REBIND_CODE_PATTERN = /^\d{4,8}$/;

export interface RebindCodeValues {
  code: string;
}

export function checkRebindCode(values: RebindCodeValues): { code?: string } {
  const code = values.code.replace(/\s/g, '');
  if (!code) return { code: '请输入验证码' };
  if (!REBIND_CODE_PATTERN.test(code)) return { code: '验证码应为 4–8 位数字' };
  return {};
}
