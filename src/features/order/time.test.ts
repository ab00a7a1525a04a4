import { describe, expect, it } from 'vitest';
import { formatCountdown, formatCountdownText, parseServerTime, paymentDeadline, remainingMs } from './time.ts';

describe('parseServerTime', () => {
  it('reads the server wall clock as Asia/Shanghai (UTC+8)', () => {
    expect(parseServerTime('2026-11-21 18:00:00')).toBe(Date.UTC(2026, 10, 21, 10, 0, 0));
    expect(parseServerTime('2026-11-21')).toBe(Date.UTC(2026, 10, 20, 16, 0, 0));
  });
  it('gives NaN for nothing or garbage', () => {
    expect(parseServerTime(undefined)).toBeNaN();
    expect(parseServerTime('')).toBeNaN();
    expect(parseServerTime('soon')).toBeNaN();
  });
});

describe('paymentDeadline', () => {
  const order = { closeTime: '2026-11-21 18:15:00', serverTime: '2026-11-21 18:05:00' };

  it('is receipt time plus what the server says is left, whatever the browser clock says', () => {
    // A phone clock three hours wrong still sees ten minutes left.
    const receivedAt = Date.UTC(2030, 0, 1, 3, 0, 0);
    expect(paymentDeadline(order, receivedAt)).toBe(receivedAt + 10 * 60_000);
  });

  it('does not reset on reload: a later answer gives the same deadline', () => {
    const first = paymentDeadline(order, 1_000_000);
    const later = paymentDeadline({ ...order, serverTime: '2026-11-21 18:09:30' }, 1_000_000 + 270_000);
    expect(later).toBe(first);
  });

  it('falls back to the absolute close time without serverTime', () => {
    expect(paymentDeadline({ closeTime: '2026-11-21 18:15:00' }, 0)).toBe(Date.UTC(2026, 10, 21, 10, 15, 0));
  });

  it('is NaN for an unreadable close time, which counts as no time left', () => {
    const deadline = paymentDeadline({ closeTime: 'x', serverTime: '2026-11-21 18:05:00' }, 0);
    expect(deadline).toBeNaN();
    expect(remainingMs(deadline, 0)).toBe(0);
  });
});

describe('remainingMs and formatting', () => {
  it('never goes below zero', () => {
    expect(remainingMs(1000, 5000)).toBe(0);
    expect(remainingMs(5000, 1000)).toBe(4000);
  });
  it('shows minutes and seconds, rounding up so 00:00 means the time is up', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(400)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdownText(125_000)).toBe('2 分 05 秒');
  });
});
