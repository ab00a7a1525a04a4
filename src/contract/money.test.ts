import { describe, expect, it } from 'vitest';
import { formatYuan } from './money.ts';

describe('formatYuan: the one money format', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(formatYuan(1582.7)).toBe('¥1,582.70');
    expect(formatYuan(1140)).toBe('¥1,140.00');
    expect(formatYuan(0.1 + 0.2)).toBe('¥0.30');
    expect(formatYuan(1234567.5)).toBe('¥1,234,567.50');
    expect(formatYuan(-50)).toBe('-¥50.00');
  });
});
