import { describe, expect, it } from 'vitest';
import type { Order } from '@/contract/types.ts';
import { OrderStatus } from '@/contract/statuses.ts';
import { defaultGuarantee, guaranteeChoicesFor, paidAndDue, payTypeAmount, quoteOrder } from './amounts.ts';

describe('quoteOrder', () => {
  it('adds 找回包赔 at 10 % of the price, as the live server charges it', () => {
    expect(quoteOrder(1000, 1, 1)).toEqual({ goods: 1000, guarantee: 100, service: 0, total: 1100 });
    expect(quoteOrder(1666, 1, 1).guarantee).toBe(166.6);
  });
  it('charges at least ¥50 for 找回包赔 and ¥100 for 人脸包赔', () => {
    expect(quoteOrder(120, 1, 1)).toEqual({ goods: 120, guarantee: 50, service: 0, total: 170 });
    expect(quoteOrder(500, 2, 1).guarantee).toBe(100);
  });
  it('adds 人脸包赔 at 15 % and nothing for 不买包赔', () => {
    expect(quoteOrder(2680, 2, 1).guarantee).toBe(402);
    expect(quoteOrder(2680, 3, 1)).toEqual({ goods: 2680, guarantee: 0, service: 0, total: 2680 });
  });
  it('costs nothing extra on 免费包赔 goods', () => {
    expect(quoteOrder(888.8, 1, 2)).toEqual({ goods: 888.8, guarantee: 0, service: 0, total: 888.8 });
  });
  it('keeps fen exact', () => {
    expect(quoteOrder(1234.56, 1, 1)).toEqual({ goods: 1234.56, guarantee: 123.46, service: 0, total: 1358.02 });
  });
});

describe('guaranteeChoicesFor', () => {
  it('offers only 不买包赔 on goods without 包赔', () => {
    expect(guaranteeChoicesFor(500, 0).map((c) => c.name)).toEqual(['不买包赔']);
    expect(defaultGuarantee(0)).toBe(3);
  });
  it('offers the three choices with prices on 可买包赔 goods and chooses none of the paid ones', () => {
    const choices = guaranteeChoicesFor(1000, 1);
    expect(choices.map((c) => [c.name, c.price, c.included])).toEqual([
      ['找回包赔', 100, false], ['人脸包赔', 150, false], ['不买包赔', 0, false],
    ]);
    expect(choices.map((c) => [c.ratePercent, c.min])).toEqual([[10, 50], [15, 100], [0, 0]]);
    expect(defaultGuarantee(1)).toBeNull();
  });
  it('marks the 包赔 as included on 免费包赔 goods, and preselects it (it costs nothing)', () => {
    expect(guaranteeChoicesFor(500, 2).map((c) => [c.name, c.price, c.included])).toEqual([
      ['找回包赔', 0, true], ['人脸包赔', 0, true], ['不买包赔', 0, false],
    ]);
    expect(defaultGuarantee(2)).toBe(1);
  });
});


describe('paid and due', () => {
  const base = { salePrice: 2814, paidAmount: 0, orderStatus: OrderStatus.unpaid } as Pick<Order, 'salePrice' | 'paidAmount' | 'orderStatus'>;
  it('is all due before payment and nothing once paid in full', () => {
    expect(paidAndDue(base)).toEqual({ paid: 0, due: 2814 });
    expect(paidAndDue({ ...base, paidAmount: 2814, orderStatus: OrderStatus.trading })).toEqual({ paid: 2814, due: 0 });
  });
  it('leaves the balance due after a deposit', () => {
    expect(paidAndDue({ ...base, paidAmount: 281.4, orderStatus: OrderStatus.trading })).toEqual({ paid: 281.4, due: 2532.6 });
  });
  it('owes nothing on a closed order', () => {
    expect(paidAndDue({ ...base, orderStatus: OrderStatus.cancelled })).toEqual({ paid: 0, due: 0 });
  });
  it('charges 10 % (at least ¥50) as deposit, the rest as balance', () => {
    expect(payTypeAmount(base, 'deposit')).toBe(281.4);
    expect(payTypeAmount({ ...base, salePrice: 300 }, 'deposit')).toBe(50);
    expect(payTypeAmount({ salePrice: 2814, paidAmount: 281.4 }, 'balance')).toBe(2532.6);
    expect(payTypeAmount(base, 'full')).toBe(2814);
  });
});
