import { describe, expect, it } from 'vitest';
import { slideIndex } from './BannerCarousel.tsx';
import { normalizeKeyword } from './HomeSearch.tsx';
import { formatCount } from '@/lib/format.ts';

describe('home helpers', () => {
  it('finds the banner nearest to the scroll position', () => {
    expect(slideIndex(0, 343, 4)).toBe(0);
    expect(slideIndex(180, 343, 4)).toBe(1);
    expect(slideIndex(5000, 343, 4)).toBe(3);
    expect(slideIndex(-20, 343, 4)).toBe(0);
    expect(slideIndex(100, 0, 4)).toBe(0);
  });

  it('tidies a search keyword', () => {
    expect(normalizeKeyword('  王者荣耀 \u3000 V8  ')).toBe('王者荣耀 V8');
    expect(normalizeKeyword('x'.repeat(80))).toHaveLength(50);
  });

  it('groups stats numbers', () => {
    expect(formatCount(1701)).toBe('1,701');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(-3)).toBe('0');
  });
});
