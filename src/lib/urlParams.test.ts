import { describe, expect, it } from 'vitest';
import { dateParam, pageParam, positiveId } from './urlParams.ts';

describe('URL params', () => {
  it('an id is a positive whole number, anything else is none', () => {
    expect(positiveId('42')).toBe(42);
    expect(positiveId(' 7 ')).toBe(7);
    for (const raw of [null, undefined, '', '0', '-3', '1.5', 'abc', '1e3', '1234567890123']) {
      expect(positiveId(raw), String(raw)).toBeNull();
    }
  });

  it('a missing or malformed page is page 1', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('x')).toBe(1);
  });

  it('a date is YYYY-MM-DD or nothing', () => {
    expect(dateParam('2026-11-23')).toBe('2026-11-23');
    expect(dateParam('23.11.2026')).toBeUndefined();
    expect(dateParam(null)).toBeUndefined();
  });
});
