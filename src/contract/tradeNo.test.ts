import { describe, expect, it } from 'vitest';
import { backOrderNo } from './recycleDeal.ts';
import { TRADE_NO_LENGTH, tradeNo } from './tradeNo.ts';

describe('tradeNo: one form for 订单号 and 回收单号', () => {
  it('is the prefix, the 14 digits of the time and the id on 4 digits', () => {
    expect(tradeNo('DD', '2026-11-27 10:30:00', 6)).toBe('DD202611271030000006');
    expect(backOrderNo('2026-11-27 10:30:00', 6)).toBe('HS202611271030000006');
  });

  it('keeps its length whatever the id', () => {
    for (const id of [1, 42, 9999, 10_000, 123_456]) expect(tradeNo('DD', '2026-01-02 03:04:05', id)).toHaveLength(TRADE_NO_LENGTH);
    expect(tradeNo('DD', '2026-01-02 03:04:05', 123_456)).toBe('DD202601020304053456');
  });
});
