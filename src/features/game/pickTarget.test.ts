import { describe, expect, it } from 'vitest';
import { parsePickTarget, pickTargetPath } from './pickTarget.ts';

describe('pick target (?to=)', () => {
  it('defaults to buy for a missing or unknown value', () => {
    expect(parsePickTarget(null)).toBe('buy');
    expect(parsePickTarget('toString')).toBe('buy');
    expect(parsePickTarget('hack')).toBe('buy');
    expect(parsePickTarget('sell')).toBe('sell');
  });

  it('leads each entry to its screen with the picked game', () => {
    expect(pickTargetPath('buy', 3)).toBe('/index/goodList?gameId=3');
    expect(pickTargetPath('sell', 3)).toBe('/index/BasicInformation?gameId=3&mode=sale');
    expect(pickTargetPath('pinggu', 3)).toBe('/index/BasicInformation?gameId=3&mode=pinggu');
    expect(pickTargetPath('jingjia', 3)).toBe('/index/jingjiahuishou?gameId=3');
    expect(pickTargetPath('kefu', 3)).toBe('/index/other/contactkefu?gameId=3');
  });
});
