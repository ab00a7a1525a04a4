import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  RECENT_GAMES_KEY, RECENT_GAMES_MAX, clearRecentGames, parseRecentGames, recentGames, rememberGame, resetRecentGamesCache,
  useRecentGames,
} from './recentGames.ts';
import { GameType } from '@/contract/statuses.ts';

beforeEach(() => {
  localStorage.clear();
  resetRecentGamesCache();
});
afterEach(() => clearRecentGames());

describe('recent games', () => {
  it('puts the latest game first, moves a known one up, and keeps ten', () => {
    rememberGame({ id: 1, name: '王者荣耀', icon: '/profile/img/game/1.svg', type: GameType.mobile });
    rememberGame({ id: 3, name: '原神' });
    rememberGame({ id: 1, name: '王者荣耀' });
    expect(recentGames().map((g) => g.id)).toEqual([1, 3]);
    // Recording it again from a goods (no icon) keeps the icon it had.
    expect(recentGames()[0]).toEqual({ id: 1, name: '王者荣耀', icon: '/profile/img/game/1.svg', type: GameType.mobile });

    for (let id = 10; id < 25; id += 1) rememberGame({ id, name: `游戏${id}` });
    expect(recentGames()).toHaveLength(RECENT_GAMES_MAX);
    expect(recentGames()[0].id).toBe(24);
  });

  it('survives a reload through localStorage', () => {
    rememberGame({ id: 5, name: '穿越火线', type: GameType.pc });
    resetRecentGamesCache();
    expect(recentGames()).toEqual([{ id: 5, name: '穿越火线', type: GameType.pc }]);
    expect(JSON.parse(localStorage.getItem(RECENT_GAMES_KEY)!)).toHaveLength(1);
  });

  it('ignores broken or hand-edited storage', () => {
    expect(parseRecentGames('{oops')).toEqual([]);
    expect(parseRecentGames('{"id":1}')).toEqual([]);
    expect(parseRecentGames('[{"id":"1","name":"x"},{"id":2,"name":"原神","type":7},null]')).toEqual([{ id: 2, name: '原神' }]);
  });

  it('ignores a game without id or name', () => {
    rememberGame({ id: Number.NaN, name: '坏数据' });
    rememberGame({ id: 2, name: '' });
    expect(recentGames()).toEqual([]);
  });

  it('re-renders readers on every change', () => {
    const { result } = renderHook(() => useRecentGames());
    expect(result.current).toEqual([]);
    act(() => rememberGame({ id: 2, name: '和平精英' }));
    expect(result.current.map((g) => g.name)).toEqual(['和平精英']);
    act(() => clearRecentGames());
    expect(result.current).toEqual([]);
  });
});
