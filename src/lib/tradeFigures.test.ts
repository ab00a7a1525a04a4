import { describe, expect, it } from 'vitest';
import { tradeFigures } from './tradeFigures.ts';

describe('tradeFigures', () => {
  it('成交 with its thousands separator, 好评率 when sent, nothing for an unreadable count', () => {
    expect(tradeFigures(1873, 99.4)).toEqual(['成交 1,873 单', '好评率 99.4%']);
    expect(tradeFigures(12)).toEqual(['成交 12 单']);
    expect(tradeFigures(0, 100)).toEqual(['成交 0 单', '好评率 100%']);
    expect(tradeFigures(undefined, 99)).toBeNull();
    expect(tradeFigures(Number.NaN)).toBeNull();
  });
});
