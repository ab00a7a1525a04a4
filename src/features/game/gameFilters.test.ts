import { describe, expect, it } from 'vitest';
import { filterGames, groupByInitial, homeGames } from './gameFilters.ts';
import { TEST_GAMES } from './testGames.ts';

const names = (games: { name: string }[]) => games.map((g) => g.name);

describe('filterGames', () => {
  it('keeps a tab’s games: 全部, 手游 (type 0), 端游 (type 1)', () => {
    expect(filterGames(TEST_GAMES, 'all')).toHaveLength(TEST_GAMES.length);
    expect(names(filterGames(TEST_GAMES, 'mobile'))).toEqual(['王者荣耀', '和平精英', '原神', '第五人格']);
    expect(names(filterGames(TEST_GAMES, 'pc'))).toEqual(['英雄联盟', '穿越火线', '地下城与勇士', '梦幻西游']);
  });

  it('matches part of the name, ignoring spaces, case and full-width letters', () => {
    expect(names(filterGames(TEST_GAMES, 'all', '英雄'))).toEqual(['英雄联盟']);
    expect(names(filterGames(TEST_GAMES, 'all', ' 梦幻 '))).toEqual(['梦幻西游']);
    expect(names(filterGames(TEST_GAMES, 'mobile', '英雄'))).toEqual([]);
  });

  it('matches a single letter against the pinyin initial', () => {
    expect(names(filterGames(TEST_GAMES, 'all', 'w'))).toEqual(['王者荣耀']);
    expect(names(filterGames(TEST_GAMES, 'all', 'Ｄ'))).toEqual(['地下城与勇士', '第五人格']);
    expect(filterGames(TEST_GAMES, 'all', 'wz')).toEqual([]);
  });
});

describe('a drifted game list', () => {
  it('keeps games without a name or initial (they sort last, under #) rather than breaking', () => {
    const broken = [...TEST_GAMES, { ...TEST_GAMES[0], id: 99, name: null, initial: undefined } as unknown as (typeof TEST_GAMES)[number]];
    expect(filterGames(broken, 'all', '王者')).toHaveLength(1);
    expect(filterGames(broken, 'all', 'w')).toHaveLength(1);
    const groups = groupByInitial(broken);
    expect(groups.at(-1)?.letter).toBe('#');
    expect(groups.at(-1)?.games.map((g) => g.id)).toContain(99);
  });
});

describe('groupByInitial', () => {
  it('makes A–Z sections of the letters that have games, hot and busy games first', () => {
    const groups = groupByInitial(TEST_GAMES);
    expect(groups.map((g) => g.letter)).toEqual(['C', 'D', 'H', 'M', 'W', 'Y']);
    expect(names(groups.find((g) => g.letter === 'Y')!.games)).toEqual(['原神', '英雄联盟']);
    expect(names(groups.find((g) => g.letter === 'D')!.games)).toEqual(['地下城与勇士', '第五人格']);
  });

  it('puts a game without a Latin initial under # at the end', () => {
    const odd = { ...TEST_GAMES[0], id: 99, name: '未知', initial: '' };
    const groups = groupByInitial([odd, TEST_GAMES[1]]);
    expect(groups.map((g) => g.letter)).toEqual(['H', '#']);
  });
});

describe('homeGames', () => {
  it('gives hot games, 手游 or 端游 by popularity, limited', () => {
    expect(names(homeGames(TEST_GAMES, 'hot', [], 10))).toEqual(['王者荣耀', '和平精英', '原神', '英雄联盟', '穿越火线']);
    expect(names(homeGames(TEST_GAMES, 'mobile', [], 2))).toEqual(['王者荣耀', '和平精英']);
    expect(names(homeGames(TEST_GAMES, 'pc', [], 10))).toEqual(['英雄联盟', '穿越火线', '地下城与勇士', '梦幻西游']);
  });

  it('gives the remembered games in their order, with the list’s icon, and keeps unknown ones by name', () => {
    const recent = [{ id: 7, name: '梦幻西游' }, { id: 42, name: '已下架的游戏' }, { id: 1, name: '王者荣耀' }];
    const games = homeGames(TEST_GAMES, 'recent', recent, 10);
    expect(names(games)).toEqual(['梦幻西游', '已下架的游戏', '王者荣耀']);
    expect(games[0].icon).toBe('/profile/img/game/7.svg');
    expect(games[1].icon).toBeUndefined();
  });
});
