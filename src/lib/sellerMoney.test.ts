import { describe, expect, it } from 'vitest';
import { OrderStatus, SupplyPay } from '@/contract/statuses.ts';
import { sellerMoney } from './sellerMoney.ts';

describe('sellerMoney', () => {
  it('成交价, 手续费 and 到手 as sent, with the payout state', () => {
    expect(sellerMoney({ suplyprice: 1000, supplyDiscountPrice: 950, supllypay: SupplyPay.pending }))
      .toEqual({ price: 1000, fee: 50, net: 950, estimated: false, payout: SupplyPay.pending });
    expect(sellerMoney({ suplyprice: 2000, supplyDiscountPrice: 1900, supllypay: SupplyPay.paid, payoutTime: '2026-11-20 10:00:00' }))
      .toEqual({ price: 2000, fee: 100, net: 1900, estimated: false, payout: SupplyPay.paid, payoutTime: '2026-11-20 10:00:00' });
  });

  it('no supplyDiscountPrice (live drift): 预计到手 from sellerFee (5 %, at least ¥50)', () => {
    expect(sellerMoney({ suplyprice: 3000 })).toEqual({ price: 3000, fee: 150, net: 2850, estimated: true });
    expect(sellerMoney({ suplyprice: 300 })).toEqual({ price: 300, fee: 50, net: 250, estimated: true });
    // Numeric strings are read as numbers.
    expect(sellerMoney({ suplyprice: '3000' as unknown as number, supplyDiscountPrice: '2850.00' as unknown as number })?.net).toBe(2850);
  });

  it('no price: no money lines at all; an unknown payout value shows no state', () => {
    expect(sellerMoney({})).toBeNull();
    expect(sellerMoney({ supplyDiscountPrice: 950 })).toBeNull();
    expect(sellerMoney({ suplyprice: 1000, supplyDiscountPrice: 950, supllypay: '9' as SupplyPay })?.payout).toBeUndefined();
  });
});

describe('sellerMoney after a claim', () => {
  const paid = { suplyprice: 2000, supplyDiscountPrice: 1900, supllypay: SupplyPay.paid, payoutTime: '2026-11-20 10:00:00' };
  it('upheld after the payout: 需退回 (recover); before it: 停止打款 (stopped)', () => {
    expect(sellerMoney({ ...paid, orderStatus: OrderStatus.refunded })?.settlement).toBe('recover');
    expect(sellerMoney({ suplyprice: 2000, supplyDiscountPrice: 1900, orderStatus: OrderStatus.refunded })?.settlement).toBe('stopped');
    expect(sellerMoney({ suplyprice: 2000, supllypay: SupplyPay.pending, orderStatus: OrderStatus.refunded })?.settlement).toBe('stopped');
  });
  it('open before the payout: held; open after it, rejected or none: nothing changes', () => {
    expect(sellerMoney({ suplyprice: 2000, supllypay: SupplyPay.pending, orderStatus: OrderStatus.success, claimOpen: true })?.settlement).toBe('held');
    expect(sellerMoney({ ...paid, orderStatus: OrderStatus.success, claimOpen: true })?.settlement).toBeUndefined();
    expect(sellerMoney({ ...paid, orderStatus: OrderStatus.success })?.settlement).toBeUndefined();
  });
});
