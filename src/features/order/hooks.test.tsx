import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { Order } from '@/contract/types.ts';
import { usePaymentCountdown } from './hooks.ts';

const order = (over: Partial<Order> = {}): Order => ({
  orderId: 1, no: 'DD1', buyerId: 1, sellerId: 2, goodsId: 3, titleImg: '', des: '', title: 't', qufu: '', gameName: 'g',
  goodsAmount: 100, guaranteeType: 3, guaranteeAmount: 0, serviceAmount: 0, salePrice: 100, paidAmount: 0, refundAmount: 0,
  depositAmount: 0, payState: 0, orderStatus: 3, step: 0, createTime: '2026-11-21 10:00:00',
  closeTime: '2026-11-21 10:15:00', serverTime: '2026-11-21 10:14:57', ...over,
});

describe('usePaymentCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down from what the server says is left and expires at zero', () => {
    const receivedAt = Date.now();
    const { result } = renderHook(() => usePaymentCountdown(order(), receivedAt));
    expect(result.current).toEqual({ remaining: 3000, expired: false, active: true });
    act(() => { vi.advanceTimersByTime(1000); });
    expect(result.current.remaining).toBe(2000);
    act(() => { vi.advanceTimersByTime(2000); });
    expect(result.current).toEqual({ remaining: 0, expired: true, active: true });
    // It stops ticking once expired.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the deadline of the first answer when a later answer arrives (no reset)', () => {
    const first = Date.now();
    const { result, rerender } = renderHook(({ o, at }) => usePaymentCountdown(o, at), {
      initialProps: { o: order(), at: first },
    });
    act(() => { vi.advanceTimersByTime(1000); });
    rerender({ o: order({ serverTime: '2026-11-21 10:14:58' }), at: first + 1000 });
    act(() => { vi.advanceTimersByTime(0); });
    expect(result.current.remaining).toBe(2000);
  });

  it('does not apply to paid or closed orders', () => {
    const { result } = renderHook(() => usePaymentCountdown(order({ orderStatus: 4, payState: 2 }), Date.now()));
    expect(result.current).toEqual({ remaining: 0, expired: false, active: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});
