import { describe, expect, it } from 'vitest';
import {
  activeFilterCount, filtersKey, filtersToSearch, normalizeKeyword, parseFilters, parseView, resetFilters, sortOptions, toListQuery, withGame,
  type GoodsFilters,
} from './filters.ts';

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('parseFilters (URL → filters)', () => {
  it('reads every filter a shared link can carry', () => {
    const filters = parse('gameId=3&keyWord=胡桃%20满命&sortRank=priceasc&priceStart=100&priceEnd=2000&systemId=13&carrierId=14'
      + '&f1start=30&f1end=60&f3=护摩之杖,雾切之回光&f2=胡桃:2命&f5=12层满星');
    expect(filters).toEqual({
      gameId: 3, keyWord: '胡桃 满命', sortRank: 'priceasc', priceStart: 100, priceEnd: 2000, systemId: 13, carrierId: 14,
      attrs: { f1start: '30', f1end: '60', f2: '胡桃:2命', f3: '护摩之杖,雾切之回光', f5: '12层满星' },
    });
  });

  it('drops malformed values instead of failing', () => {
    expect(parse('gameId=abc&sortRank=cheap&priceStart=-5&priceEnd=x&systemId=0&f99=1&f1start=lots&fx=1&keyWord=%20%20')).toEqual({ attrs: {} });
  });

  it('normalises keywords and option lists (full-width spaces, commas and colons)', () => {
    expect(parse('keyWord=%E3%80%80李白%20%20%20凤求凰%20').keyWord).toBe('李白 凤求凰');
    expect(parse('f3=护摩之杖，雾切之回光,护摩之杖').attrs.f3).toBe('护摩之杖,雾切之回光');
    expect(parse('f2=胡桃：2命').attrs.f2).toBe('胡桃:2命');
    expect(normalizeKeyword('   ')).toBeUndefined();
  });

  it('reads the view (图文 by default)', () => {
    expect(parseView(new URLSearchParams('view=list'))).toBe('list');
    expect(parseView(new URLSearchParams('view=anything'))).toBe('grid');
  });
});

describe('filtersToSearch (filters → URL)', () => {
  it('round-trips: what is written is read back the same', () => {
    const filters: GoodsFilters = {
      gameId: 1, keyWord: '李白 V8', sortRank: 'timedesc', priceStart: 0, priceEnd: 500, groupId: 18, serverId: 20,
      attrs: { f10: 'x', f2start: '100', f5: '李白·凤求凰,韩信·白龙吟', f2end: '300' },
    };
    const search = filtersToSearch(filters, 'list');
    expect(parseFilters(search)).toEqual(filters);
    expect(search.get('view')).toBe('list');
  });

  it('writes a stable order, so equal filters make equal URLs and cache keys', () => {
    const a: GoodsFilters = { gameId: 1, attrs: { f10: 'x', f2end: '9', f2start: '1', f2: 'y' } };
    const b: GoodsFilters = { attrs: { f2: 'y', f2start: '1', f2end: '9', f10: 'x' }, gameId: 1 };
    expect(filtersToSearch(a).toString()).toBe('gameId=1&f2=y&f2start=1&f2end=9&f10=x');
    expect(filtersKey(a)).toBe(filtersKey(b));
  });

  it('leaves out empty values and the default view', () => {
    expect(filtersToSearch({ keyWord: '  ', attrs: { f1: '', f3: ' , ' } }).toString()).toBe('');
  });
});

describe('toListQuery (filters → allList body)', () => {
  it('sends ranges as numbers and options as the server expects them', () => {
    expect(toListQuery(parse('gameId=3&f1start=30&f1end=60&f2=胡桃:2命&f3=a,b&priceStart=100'))).toEqual({
      gameId: 3, priceStart: 100, f1start: 30, f1end: 60, f2: '胡桃:2命', f3: 'a,b',
    });
  });

  it('puts a reversed price range the right way round', () => {
    expect(toListQuery(parse('priceStart=900&priceEnd=100'))).toEqual({ priceStart: 100, priceEnd: 900 });
  });

  it('is empty without filters (all games, default order)', () => {
    expect(toListQuery(parse(''))).toEqual({});
  });

  it('asks for 相关度 with a keyword and no sort chosen; a chosen sort wins; the URL never holds relevance', () => {
    expect(toListQuery(parse('keyWord=韩信'))).toEqual({ keyWord: '韩信', sortRank: 'relevance' });
    expect(toListQuery(parse('keyWord=韩信&sortRank=priceasc'))).toEqual({ keyWord: '韩信', sortRank: 'priceasc' });
    expect(parse('keyWord=韩信&sortRank=relevance').sortRank).toBeUndefined();
    expect(filtersToSearch(parse('keyWord=韩信')).toString()).toBe('keyWord=%E9%9F%A9%E4%BF%A1');
  });
});

describe('sortOptions', () => {
  it('puts 相关度 in 综合\'s place when the list is ranked by the keyword, the other sorts kept', () => {
    expect(sortOptions(false).map((o) => o.label)).toEqual(['综合排序', '价格从低到高', '价格从高到低', '最新上架', '最早上架']);
    expect(sortOptions(true).map((o) => o.label)).toEqual(['相关度', '价格从低到高', '价格从高到低', '最新上架', '最早上架']);
    expect(sortOptions(true)[0].value).toBeUndefined();
    expect(sortOptions(true)).toBe(sortOptions(true));
  });
});

describe('active filters, 重置 and switching game', () => {
  const filters = parse('gameId=3&keyWord=胡桃&sortRank=priceasc&priceStart=1&systemId=13&carrierId=14&f1start=1&f1end=2&f2=胡桃');

  it('counts what narrows the list (a range counts once, 区服 once)', () => {
    expect(activeFilterCount(filters)).toBe(5);
    expect(activeFilterCount(parse('gameId=3&keyWord=x'))).toBe(0);
  });

  it('重置 keeps the game and the keyword only', () => {
    expect(resetFilters(filters)).toEqual({ gameId: 3, keyWord: '胡桃', attrs: {} });
  });

  it('a new game drops the old game\'s 区服 and attributes', () => {
    expect(withGame(filters, 1)).toEqual({ gameId: 1, keyWord: '胡桃', sortRank: 'priceasc', priceStart: 1, priceEnd: undefined, attrs: {} });
    expect(withGame(filters, 3)).toBe(filters);
  });
});

describe('one seller\'s goods (the goods page\'s seller card: 在售 N 件)', () => {
  it('createId goes from the URL to the allList body, and back', () => {
    const filters = parse('createId=2&sortRank=priceasc');
    expect(filters).toEqual({ createId: 2, sortRank: 'priceasc', attrs: {} });
    expect(toListQuery(filters)).toEqual({ createId: 2, sortRank: 'priceasc' });
    expect(filtersToSearch(filters).toString()).toBe('sortRank=priceasc&createId=2');
    expect(parse('createId=abc').createId).toBeUndefined();
  });

  it('is the list\'s scope like the game: 重置 and a new game keep it, it does not count as a narrowing filter', () => {
    const filters = parse('createId=7&gameId=3&priceStart=100');
    expect(activeFilterCount(filters)).toBe(1);
    expect(resetFilters(filters)).toEqual({ gameId: 3, createId: 7, attrs: {} });
    expect(withGame(filters, 1)).toMatchObject({ gameId: 1, createId: 7 });
  });
});
