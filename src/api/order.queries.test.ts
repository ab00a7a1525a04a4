import { describe, expect, it } from 'vitest';
import { AfterSaleStatus, OrderStatus, SupplyPay } from '@/contract/statuses.ts';
import type { AfterSale } from '@/contract/types.ts';
import { orderCanChange } from './order.queries.ts';

const claim = (status: AfterSale['status']) => ({ status }) as AfterSale;

describe('orderCanChange (the order page polls while it is true)', () => {
  it('polls 待支付 and 交易中', () => {
    expect(orderCanChange({ orderStatus: OrderStatus.unpaid })).toBe(true);
    expect(orderCanChange({ orderStatus: OrderStatus.trading })).toBe(true);
  });

  it('polls 交易成功 until the seller is paid, and stops where the answer has no payout (the buyer’s)', () => {
    expect(orderCanChange({ orderStatus: OrderStatus.success, supllypay: SupplyPay.pending })).toBe(true);
    expect(orderCanChange({ orderStatus: OrderStatus.success, supllypay: SupplyPay.paid })).toBe(false);
    expect(orderCanChange({ orderStatus: OrderStatus.success })).toBe(false);
  });

  it('polls while a claim is open, whatever the order’s state, and stops once it is answered', () => {
    expect(orderCanChange({ orderStatus: OrderStatus.success, supllypay: SupplyPay.paid, afterSale: claim(AfterSaleStatus.open) })).toBe(true);
    expect(orderCanChange({ orderStatus: OrderStatus.success, afterSale: claim(AfterSaleStatus.rejected) })).toBe(false);
    expect(orderCanChange({ orderStatus: OrderStatus.refunded, afterSale: claim(AfterSaleStatus.resolved) })).toBe(false);
  });

  it('stops at 已取消 and 已退款', () => {
    expect(orderCanChange({ orderStatus: OrderStatus.cancelled })).toBe(false);
    expect(orderCanChange({ orderStatus: OrderStatus.refunded, supllypay: SupplyPay.paid })).toBe(false);
  });
});
