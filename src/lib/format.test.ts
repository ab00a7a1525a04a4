import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatDate, formatPrice, fromNow, maskPhone, weekdayName } from './format.ts';

describe('formatPrice', () => {
  it('shows yuan with the symbol, grouping and two decimals', () => {
    expect(formatPrice(1234)).toBe('¥1,234.00');
    expect(formatPrice(1234567.5)).toBe('¥1,234,567.50');
    expect(formatPrice(0.1 + 0.2)).toBe('¥0.30');
    expect(formatPrice('88')).toBe('¥88.00');
    expect(formatPrice(undefined)).toBe('¥0.00');
    expect(formatPrice(-50)).toBe('-¥50.00');
    expect(formatPrice(999, false)).toBe('999.00');
  });
});

describe('maskPhone', () => {
  it('hides the middle four digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
  });
});

describe('dates', () => {
  it('formats server times and ignores empty values', () => {
    expect(formatDate('2025-11-21 10:30:15')).toBe('2025-11-21 10:30');
    expect(formatDate('2025-11-21 10:30:15', 'YYYY年M月D日')).toBe('2025年11月21日');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('speaks Chinese relative times', () => {
    const now = dayjs('2025-11-21 12:00:00');
    expect(fromNow(now.subtract(20, 'second'), now)).toBe('刚刚');
    expect(fromNow(now.subtract(5, 'minute'), now)).toBe('5分钟前');
    expect(fromNow(now.subtract(3, 'hour'), now)).toBe('3小时前');
    expect(fromNow(now.subtract(2, 'day'), now)).toBe('2天前');
    expect(fromNow(now.subtract(30, 'day'), now)).toBe('2025-10-22');
  });

  it('names weekdays in Chinese (dayjs uses zh-cn globally)', () => {
    expect(weekdayName('2025-11-21')).toBe('星期五');
    expect(weekdayName('2025-11-23', true)).toBe('周日');
    expect(dayjs('2025-11-21').format('dddd')).toBe('星期五');
  });
});
