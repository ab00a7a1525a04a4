import { describe, expect, it } from 'vitest';
import type { AttributeTemplate } from '@/contract/types.ts';
import { activeChips, rangeLabel } from './chips.ts';
import { parseFilters } from './filters.ts';

const template = [
  { id: 1, gameId: 3, aavName: 'f1', fieldName: '冒险等级', fieldType: 'number', unit: '级', childAttributes: [], must: true, isSearch: true, isShow: true, sort: 1 },
  { id: 2, gameId: 3, aavName: 'f2', fieldName: '五星角色', fieldType: 'boxradio', childAttributes: [], must: false, isSearch: true, isShow: true, sort: 2 },
  { id: 3, gameId: 3, aavName: 'f3', fieldName: '五星武器', fieldType: 'checkbox', childAttributes: [], must: false, isSearch: true, isShow: true, sort: 3 },
] as AttributeTemplate[];

describe('activeChips', () => {
  it('names every applied filter in words, 区服 and price first, sort last', () => {
    const filters = parseFilters(new URLSearchParams('gameId=3&sortRank=pricedesc&priceStart=100&priceEnd=2000&systemId=13&f1start=30&f2=胡桃:2命&f3=a,b'));
    expect(activeChips(filters, template, 'iOS / 官服').map((c) => c.label)).toEqual([
      'iOS / 官服', '价格 ¥100–¥2,000', '冒险等级 30级 以上', '五星角色 胡桃(2命及以上)', '五星武器 a、b', '价格从高到低',
    ]);
  });

  it('removes one filter at a time', () => {
    const filters = parseFilters(new URLSearchParams('gameId=3&f1start=30&f1end=40&f2=胡桃&systemId=13&carrierId=14'));
    const chips = activeChips(filters, template, '');
    expect(chips.find((c) => c.id === 'f1')?.without(filters).attrs).toEqual({ f2: '胡桃' });
    expect(chips.find((c) => c.id === 'qufu')?.without(filters)).toMatchObject({ systemId: undefined, carrierId: undefined, gameId: 3 });
  });

  it('a seller\'s goods (from the seller card) come first, as 只看该卖家, removable alone', () => {
    const filters = parseFilters(new URLSearchParams('createId=2&priceStart=100'));
    const chips = activeChips(filters, undefined, '');
    expect(chips.map((c) => c.label)).toEqual(['只看该卖家', '价格 ¥100 以上']);
    expect(chips[0]?.without(filters)).toEqual({ priceStart: 100, attrs: {} });
  });

  it('labels ranges open at either end', () => {
    expect(rangeLabel(undefined, 500)).toBe('¥500 以下');
    expect(rangeLabel(500, 100)).toBe('¥100–¥500');
  });
});
