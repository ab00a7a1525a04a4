import { describe, expect, it } from 'vitest';
import { AfterSaleStatus, OrderStatus, SupplyPay } from '@/contract/statuses.ts';
import type { AfterSale, Order } from '@/contract/types.ts';
import { liveRows } from '@/lib/liveRows.ts';
import { orderLiveness } from './order.queries.ts';

const claim = (status: AfterSale['status']) => ({ status }) as AfterSale;

describe('orderLiveness (how the order page and its list rows poll)', () => {
  it('polls 待支付 and 交易中 fast', () => {
    expect(orderLiveness({ orderStatus: OrderStatus.unpaid })).toBe('fast');
    expect(orderLiveness({ orderStatus: OrderStatus.trading })).toBe('fast');
  });

  it('polls 交易成功 fast until the seller is paid, then slowly: a claim may still be filed', () => {
    expect(orderLiveness({ orderStatus: OrderStatus.success, supllypay: SupplyPay.pending })).toBe('fast');
    expect(orderLiveness({ orderStatus: OrderStatus.success, supllypay: SupplyPay.paid })).toBe('slow');
    // The buyer's answer has no payout: the buyer may still claim (from another device too).
    expect(orderLiveness({ orderStatus: OrderStatus.success })).toBe('slow');
    // A backend sending the code as a number.
    expect(orderLiveness({ orderStatus: OrderStatus.success, supllypay: 2 as unknown as SupplyPay })).toBe('fast');
  });

  it('polls fast while a claim is open, whatever the order’s state; a 驳回 one leaves a finished order slow', () => {
    expect(orderLiveness({ orderStatus: OrderStatus.success, supllypay: SupplyPay.paid, afterSale: claim(AfterSaleStatus.open) })).toBe('fast');
    expect(orderLiveness({ orderStatus: OrderStatus.refunded, afterSale: claim(AfterSaleStatus.open) })).toBe('fast');
    expect(orderLiveness({ orderStatus: OrderStatus.success, afterSale: claim(AfterSaleStatus.rejected) })).toBe('slow');
  });

  it('stops at 已取消 and 已退款 with no claim open (追回 included: 已退款 with the payout kept)', () => {
    expect(orderLiveness({ orderStatus: OrderStatus.cancelled })).toBe('final');
    expect(orderLiveness({ orderStatus: OrderStatus.refunded, supllypay: SupplyPay.paid })).toBe('final');
    expect(orderLiveness({ orderStatus: OrderStatus.refunded, afterSale: claim(AfterSaleStatus.resolved) })).toBe('final');
  });

  it('a list of orders is as live as its liveliest row, and slow when every row is final (a new sale may come)', () => {
    const rule = liveRows(orderLiveness);
    const row = (o: Partial<Order>) => ({ orderStatus: OrderStatus.cancelled, ...o }) as Order;
    expect(rule({ rows: [row({}), row({ orderStatus: OrderStatus.refunded })] })).toBe('slow');
    expect(rule({ rows: [] })).toBe('slow');
    expect(rule({ rows: [row({}), row({ orderStatus: OrderStatus.success, supllypay: SupplyPay.paid })] })).toBe('slow');
    expect(rule({ rows: [row({}), row({ orderStatus: OrderStatus.success, supllypay: SupplyPay.pending })] })).toBe('fast');
  });
});
