// 最近浏览的游戏: the games the user opened lately (home's 最近浏览 tab, the picker's recent row), newest first,
// kept in localStorage so they survive a reload. Any screen that opens a game records it:
//
//   rememberGame({ id: goods.gameId, name: goods.gameName, type: goods.gameType });
//
// A small external store (no valtio needed): read with useRecentGames(), which re-renders on every change,
// including changes made in another tab.
import { useSyncExternalStore } from 'react';
import type { Game } from '@/contract/types.ts';
import { GameType } from '@/contract/statuses.ts';

export interface RecentGame {
  id: number;
  name: string;
  /** Optional: callers that only know the goods' gameId/gameName leave it out; views fill it from the list. */
  icon?: string;
  type?: GameType;
}

export const RECENT_GAMES_KEY = 'recentGames';
export const RECENT_GAMES_MAX = 10;

const EMPTY: RecentGame[] = [];
let cache: RecentGame[] | null = null;
const listeners = new Set<() => void>();

function isRecentGame(value: unknown): value is RecentGame {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && Number.isFinite(v.id) && typeof v.name === 'string' && v.name !== '';
}

/** Parses what localStorage holds; anything broken counts as empty (a hand-edited value must not crash home). */
export function parseRecentGames(raw: string | null): RecentGame[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return value.filter(isRecentGame).slice(0, RECENT_GAMES_MAX).map(({ id, name, icon, type }) => ({
      id, name, ...(typeof icon === 'string' && icon ? { icon } : {}), ...(type === GameType.mobile || type === GameType.pc ? { type } : {}),
    }));
  } catch {
    return EMPTY;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered games, newest first (a stable array until the next change). */
export function recentGames(): RecentGame[] {
  if (cache === null) cache = parseRecentGames(storage()?.getItem(RECENT_GAMES_KEY) ?? null);
  return cache;
}

function write(next: RecentGame[]): void {
  cache = next;
  try {
    const store = storage();
    if (next.length) store?.setItem(RECENT_GAMES_KEY, JSON.stringify(next));
    else store?.removeItem(RECENT_GAMES_KEY);
  } catch {
    // Private mode or a full quota: the list still works for this visit.
  }
  for (const listener of listeners) listener();
}

/** Puts a game first in the list (moving it up when it is already there); keeps the newest ten. */
export function rememberGame(game: Pick<Game, 'id' | 'name'> & Partial<Pick<Game, 'icon' | 'type'>>): void {
  if (!Number.isFinite(game.id) || !game.name) return;
  const current = recentGames();
  const previous = current.find((g) => g.id === game.id);
  const entry: RecentGame = {
    id: game.id,
    name: game.name,
    ...(game.icon || previous?.icon ? { icon: game.icon || previous?.icon } : {}),
    ...(game.type === GameType.mobile || game.type === GameType.pc ? { type: game.type } : previous?.type !== undefined ? { type: previous.type } : {}),
  };
  if (current[0] && current[0].id === entry.id && current[0].icon === entry.icon && current[0].type === entry.type
    && current[0].name === entry.name) return;
  write([entry, ...current.filter((g) => g.id !== game.id)].slice(0, RECENT_GAMES_MAX));
}

export function clearRecentGames(): void {
  write([]);
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== RECENT_GAMES_KEY) return;
  cache = null;
  for (const listener of listeners) listener();
}

export function subscribeRecentGames(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function useRecentGames(): RecentGame[] {
  return useSyncExternalStore(subscribeRecentGames, recentGames, () => EMPTY);
}

/** Test seam: forget the in-memory copy so the next read comes from localStorage. */
export function resetRecentGamesCache(): void {
  cache = null;
}
