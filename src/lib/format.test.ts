import { describe, expect, it } from 'vitest';
import { formatYuan } from '@/contract/money.ts';
import { formatDate, formatPrice, fromNow, maskPhone, orDash, parseDate, weekdayName } from './format.ts';

describe('orDash', () => {
  it('shows strings and finite numbers, and — for anything missing or broken', () => {
    expect(orDash('账号')).toBe('账号');
    expect(orDash(0)).toBe('0');
    expect(orDash(12.5)).toBe('12.5');
    for (const missing of [undefined, null, '', NaN, Infinity, { list: [] }, [], true]) expect(orDash(missing)).toBe('—');
  });
});

describe('formatPrice', () => {
  it('shows yuan with the symbol, grouping and two decimals', () => {
    expect(formatPrice(1234)).toBe('¥1,234.00');
    expect(formatPrice(1234567.5)).toBe('¥1,234,567.50');
    expect(formatPrice(0.1 + 0.2)).toBe('¥0.30');
    expect(formatPrice('88')).toBe('¥88.00');
    expect(formatPrice(undefined)).toBe('—');
    expect(formatPrice(null)).toBe('—');
    expect(formatPrice('')).toBe('—');
    expect(formatPrice('1234.00')).toBe('¥1,234.00');
    expect(formatPrice('abc')).toBe('—');
    expect(formatPrice(0)).toBe('¥0.00');
    expect(formatPrice(-50)).toBe('-¥50.00');
    expect(formatPrice(999, false)).toBe('999.00');
  });

  it('is the contract’s one money format, the one the mock’s messages write (¥1,582.70, never ¥1582.7)', () => {
    for (const n of [0, 50, 950, 1582.7, 4276.8, 88888]) expect(formatPrice(n)).toBe(formatYuan(n));
  });
});

describe('maskPhone', () => {
  it('hides the middle four digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
    expect(maskPhone({ phone: 1 } as unknown as string)).toBe('');
  });
});

describe('dates', () => {
  it('formats server times and ignores empty values', () => {
    expect(formatDate('2025-11-21 10:30:15')).toBe('2025-11-21 10:30');
    expect(formatDate('2025-11-21 10:30:15', 'YYYY年M月D日')).toBe('2025年11月21日');
    expect(formatDate('2025-03-04 08:05:09', 'YYYY-MM-DD HH:mm:ss')).toBe('2025-03-04 08:05:09');
    expect(formatDate('2025-03-04 08:05:09', 'MM-DD')).toBe('03-04');
    expect(formatDate('2025-03-04', 'HH:mm')).toBe('00:00');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2025-13-45 10:00')).toBe('');
  });

  it('reads server strings as wall-clock times, and numbers and Dates as moments', () => {
    expect(parseDate('2025-11-21 10:30:15')).toEqual(new Date(2025, 10, 21, 10, 30, 15));
    expect(parseDate('2025-11-21T10:30')).toEqual(new Date(2025, 10, 21, 10, 30));
    expect(parseDate(Date.UTC(2025, 0, 1))?.getTime()).toBe(Date.UTC(2025, 0, 1));
    expect(parseDate(new Date(2025, 0, 1))).toEqual(new Date(2025, 0, 1));
    expect(parseDate('2025-11-21T02:30:00Z')?.getTime()).toBe(Date.UTC(2025, 10, 21, 2, 30));
    expect(parseDate('soon')).toBeNull();
  });

  it('speaks Chinese relative times', () => {
    const now = new Date(2025, 10, 21, 12, 0, 0).getTime();
    expect(fromNow(now - 20_000, now)).toBe('刚刚');
    expect(fromNow(now - 5 * 60_000, now)).toBe('5分钟前');
    expect(fromNow('2025-11-21 09:00:00', now)).toBe('3小时前');
    expect(fromNow('2025-11-19 12:00:00', now)).toBe('2天前');
    expect(fromNow('2025-10-22 12:00:00', now)).toBe('2025-10-22');
    expect(fromNow('2025-11-22 12:00:00', now)).toBe('2025-11-22 12:00');
    expect(fromNow('', now)).toBe('');
  });

  it('names weekdays in Chinese', () => {
    expect(weekdayName('2025-11-21')).toBe('星期五');
    expect(weekdayName('2025-11-23', true)).toBe('周日');
    expect(weekdayName('never')).toBe('');
  });
});
