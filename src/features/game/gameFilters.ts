// Pure helpers of the game picker and the home game grid: filter by tab and name, group by pinyin initial.
import type { Game } from '@/contract/types.ts';
import { GameType } from '@/contract/statuses.ts';
import type { RecentGame } from './recentGames.ts';

export type GameTab = 'all' | 'mobile' | 'pc';

export const GAME_TABS: { key: GameTab; label: string; type?: GameType }[] = [
  { key: 'all', label: '全部' },
  { key: 'mobile', label: '手游', type: GameType.mobile },
  { key: 'pc', label: '端游', type: GameType.pc },
];

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Games of a tab whose name contains the keyword (case-insensitive). A single Latin letter also matches the
 *  pinyin initial, so "w" finds 王者荣耀. Full-width letters and spaces are tolerated. */
export function filterGames(games: readonly Game[], tab: GameTab, keyword = ''): Game[] {
  const type = GAME_TABS.find((t) => t.key === tab)?.type;
  const needle = normalize(keyword);
  return games.filter((g) => {
    if (type !== undefined && g.type !== type) return false;
    if (!needle) return true;
    if (normalize(String(g.name ?? '')).includes(needle)) return true;
    return /^[a-z]$/.test(needle) && String(g.initial ?? '').toLowerCase() === needle;
  });
}

function normalize(text: string): string {
  // Full-width ASCII (Ａ, ｗ …) to half-width, then lower case without spaces.
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\s+/g, '')
    .toLowerCase();
}

export interface LetterGroup {
  letter: string;
  games: Game[];
}

/** Sections A–Z (only letters that have games), games in each by hot first, then by goods count, then name.
 *  A game whose initial is not A–Z goes under "#" at the end. */
export function groupByInitial(games: readonly Game[]): LetterGroup[] {
  const groups = new Map<string, Game[]>();
  for (const game of games) {
    const initial = String(game.initial ?? '').toUpperCase();
    const letter = initial && LETTERS.includes(initial) ? initial : '#';
    const list = groups.get(letter) ?? [];
    list.push(game);
    groups.set(letter, list);
  }
  const order = [...LETTERS, '#'];
  return order.filter((l) => groups.has(l)).map((letter) => ({
    letter,
    games: (groups.get(letter) ?? []).slice().sort(byPopularity),
  }));
}

export function byPopularity(a: Game, b: Game): number {
  if (a.hot !== b.hot) return a.hot ? -1 : 1;
  if (a.goodsCount !== b.goodsCount) return b.goodsCount - a.goodsCount;
  // A game without a name (a drifted answer) sorts last rather than breaking the grid.
  return String(a.name ?? '\uffff').localeCompare(String(b.name ?? '\uffff'), 'zh-CN');
}

/** The home grid's tabs. */
export type HomeGameTab = 'hot' | 'mobile' | 'pc' | 'recent';

/** Games shown by a home grid tab: hot ones, 手游, 端游 (most goods first), or the remembered ones completed
 *  with the list's icon (a game no longer in the list is still shown, by name). */
export function homeGames(games: readonly Game[], tab: HomeGameTab, recent: readonly RecentGame[], limit: number): RecentGame[] {
  if (tab === 'recent') {
    const byId = new Map(games.map((g) => [g.id, g]));
    return recent.slice(0, limit).map((r) => {
      const g = byId.get(r.id);
      return g ? { id: g.id, name: g.name, icon: g.icon, type: g.type } : r;
    });
  }
  const picked = tab === 'hot' ? games.filter((g) => g.hot) : games.filter((g) => g.type === (tab === 'mobile' ? GameType.mobile : GameType.pc));
  return picked.slice().sort(byPopularity).slice(0, limit);
}
