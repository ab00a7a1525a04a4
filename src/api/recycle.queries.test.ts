import { describe, expect, it } from 'vitest';
import { BacklistStatus, BackOrderStatus, SupplyPay } from '@/contract/statuses.ts';
import type { BackOrder } from '@/contract/types.ts';
import { liveRows } from '@/lib/liveRows.ts';
import { dealLiveness, requestLiveness } from './recycle.queries.ts';

describe('dealLiveness (the 竞价回收 deal page and 竞价中心’s deal tabs)', () => {
  it('polls fast through the steps', () => {
    for (const orderStatus of [BackOrderStatus.trading, BackOrderStatus.checking, BackOrderStatus.checked]) {
      expect(dealLiveness({ orderStatus })).toBe('fast');
    }
  });

  it('keeps polling at 交易成功 until 已打款, and stops at 交易失败', () => {
    expect(dealLiveness({ orderStatus: BackOrderStatus.success, supllypay: SupplyPay.pending })).toBe('fast');
    expect(dealLiveness({ orderStatus: BackOrderStatus.success, supllypay: SupplyPay.paid })).toBe('final');
    expect(dealLiveness({ orderStatus: BackOrderStatus.failed })).toBe('final');
  });

  it('stops at 交易成功 from a backend without the payout (nothing more will come)', () => {
    expect(dealLiveness({ orderStatus: BackOrderStatus.success })).toBe('final');
  });

  it('a tab of deals: fast while a row waits for its payout, slow otherwise', () => {
    const rule = liveRows(dealLiveness);
    const deal = (o: Partial<BackOrder>) => ({ orderStatus: BackOrderStatus.success, supllypay: SupplyPay.paid, ...o }) as BackOrder;
    expect(rule({ rows: [deal({}), deal({ supllypay: SupplyPay.pending })] })).toBe('fast');
    expect(rule({ rows: [deal({}), deal({ orderStatus: BackOrderStatus.failed })] })).toBe('slow');
  });
});

describe('requestLiveness (the bids page and 报价中)', () => {
  it('polls while merchants may bid or the deal may give the request back; stops once it ended', () => {
    expect(requestLiveness({ status: BacklistStatus.open })).toBe('fast');
    expect(requestLiveness({ status: BacklistStatus.accepted })).toBe('fast');
    expect(requestLiveness({ status: BacklistStatus.done })).toBe('final');
    expect(requestLiveness({ status: BacklistStatus.cancelled })).toBe('final');
    expect(requestLiveness({ status: BacklistStatus.refused })).toBe('final');
  });
});
