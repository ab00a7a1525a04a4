import { describe, expect, it } from 'vitest';
import type { Order } from '@/contract/types.ts';
import { defaultGuarantee, guaranteeChoicesFor, paidAndDue, payTypeAmount, quoteOrder } from './amounts.ts';

describe('quoteOrder', () => {
  it('adds 找回包赔 at 8 % of the price', () => {
    expect(quoteOrder(1000, 1, 1)).toEqual({ goods: 1000, guarantee: 80, service: 0, total: 1080 });
  });
  it('charges at least ¥10 for a 包赔', () => {
    expect(quoteOrder(50, 1, 1)).toEqual({ goods: 50, guarantee: 10, service: 0, total: 60 });
    expect(quoteOrder(100, 2, 1).guarantee).toBe(10);
  });
  it('adds 人脸包赔 at 5 % and nothing for 不买包赔', () => {
    expect(quoteOrder(2680, 2, 1).guarantee).toBe(134);
    expect(quoteOrder(2680, 3, 1)).toEqual({ goods: 2680, guarantee: 0, service: 0, total: 2680 });
  });
  it('costs nothing extra on 免费包赔 goods', () => {
    expect(quoteOrder(888.8, 1, 2)).toEqual({ goods: 888.8, guarantee: 0, service: 0, total: 888.8 });
  });
  it('keeps fen exact', () => {
    expect(quoteOrder(123.45, 1, 1)).toEqual({ goods: 123.45, guarantee: 10, service: 0, total: 133.45 });
    expect(quoteOrder(1234.56, 1, 1).total).toBe(1333.32);
  });
});

describe('guaranteeChoicesFor', () => {
  it('offers only 不买包赔 on goods without 包赔', () => {
    expect(guaranteeChoicesFor(500, 0).map((c) => c.name)).toEqual(['不买包赔']);
    expect(defaultGuarantee(0)).toBe(3);
  });
  it('offers the three choices with prices on 可买包赔 goods, 找回包赔 first', () => {
    const choices = guaranteeChoicesFor(500, 1);
    expect(choices.map((c) => [c.name, c.price, c.included])).toEqual([
      ['找回包赔', 40, false], ['人脸包赔', 25, false], ['不买包赔', 0, false],
    ]);
    expect(choices.map((c) => c.ratePercent)).toEqual([8, 5, 0]);
    expect(defaultGuarantee(1)).toBe(1);
  });
  it('marks the 包赔 as included on 免费包赔 goods', () => {
    expect(guaranteeChoicesFor(500, 2).map((c) => [c.name, c.price, c.included])).toEqual([
      ['找回包赔', 0, true], ['人脸包赔', 0, true], ['不买包赔', 0, false],
    ]);
  });
});

describe('paid and due', () => {
  const base = { salePrice: 2814, paidAmount: 0, orderStatus: 3 } as Pick<Order, 'salePrice' | 'paidAmount' | 'orderStatus'>;
  it('is all due before payment and nothing once paid in full', () => {
    expect(paidAndDue(base)).toEqual({ paid: 0, due: 2814 });
    expect(paidAndDue({ ...base, paidAmount: 2814, orderStatus: 4 })).toEqual({ paid: 2814, due: 0 });
  });
  it('leaves the balance due after a deposit', () => {
    expect(paidAndDue({ ...base, paidAmount: 281.4, orderStatus: 4 })).toEqual({ paid: 281.4, due: 2532.6 });
  });
  it('owes nothing on a closed order', () => {
    expect(paidAndDue({ ...base, orderStatus: 2 })).toEqual({ paid: 0, due: 0 });
  });
  it('charges 10 % (at least ¥50) as deposit, the rest as balance', () => {
    expect(payTypeAmount(base, 'deposit')).toBe(281.4);
    expect(payTypeAmount({ ...base, salePrice: 300 }, 'deposit')).toBe(50);
    expect(payTypeAmount({ salePrice: 2814, paidAmount: 281.4 }, 'balance')).toBe(2532.6);
    expect(payTypeAmount(base, 'full')).toBe(2814);
  });
});
