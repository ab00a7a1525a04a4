// Where a suggested hero, skin or attribute value leads: its game's goods with the name as the keyword, or
// filtered by the attribute.
import { describe, expect, it } from 'vitest';
import type { SuggestTerm } from '@/contract/types.ts';
import { parseFilters } from './filters.ts';
import { termKeyword, termTarget } from './suggestTarget.ts';

const term = (kind: SuggestTerm['kind'], name: string, field: SuggestTerm['field'] = 'f5'): SuggestTerm =>
  ({ kind, name, gameId: 1, gameName: '王者荣耀', attrName: kind === 'attr' ? '段位' : '限定皮肤', field });

describe('termTarget', () => {
  it('searches a hero or a skin by its name within its game', () => {
    expect(termTarget(term('hero', '韩信'))).toBe('/index/goodList?gameId=1&keyWord=%E9%9F%A9%E4%BF%A1');
    expect(termKeyword(term('skin', '韩信·白龙吟'))).toBe('韩信·白龙吟');
  });

  it('filters by an attribute value (its column), with no keyword', () => {
    const url = termTarget(term('attr', '最强王者', 'f4'));
    expect(parseFilters(new URL(url, 'http://x').searchParams)).toEqual({ gameId: 1, attrs: { f4: '最强王者' } });
    expect(termKeyword(term('attr', '最强王者', 'f4'))).toBeUndefined();
  });
});
