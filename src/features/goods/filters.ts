// goodList's filters ↔ the URL's search params ↔ the allList body. The URL is the source of truth (a shared
// link restores the list); these pure functions are the only place that knows the parameter names.
//
// URL parameters (named as the API's fields): gameId, keyWord, sortRank, priceStart, priceEnd, systemId,
// carrierId, groupId, serverId, createId (one seller's goods: the goods page's seller card), f1…f20 (an option,
// "a,b" for multi chips, "角色:命座" for a nested choice), f1start…f20end (number ranges), and view=list (the 列表
// layout; 图文 is the default).
import type { GoodsListQuery, SortRank } from '@/contract/types.ts';

export type AttrParam = `f${number}` | `f${number}start` | `f${number}end`;

/** The list's filters: the allList fields a user can set, plus the attribute filters by parameter name. */
export interface GoodsFilters extends Pick<GoodsListQuery,
  'gameId' | 'keyWord' | 'sortRank' | 'priceStart' | 'priceEnd' | 'systemId' | 'carrierId' | 'groupId' | 'serverId' | 'createId'> {
  /** Attribute filters by parameter name, values as they go on the wire. */
  attrs: Record<string, string>;
}

export type ViewMode = 'grid' | 'list';

export interface SortOption {
  value: SortRank | undefined;
  label: string;
  short: string;
}

/** 排序: label in the choices and chips, short on the bar. The default (no sortRank in the URL) comes first. */
export const SORT_OPTIONS: SortOption[] = [
  { value: undefined, label: '综合排序', short: '综合' },
  { value: 'priceasc', label: '价格从低到高', short: '价格↑' },
  { value: 'pricedesc', label: '价格从高到低', short: '价格↓' },
  { value: 'timedesc', label: '最新上架', short: '最新' },
  { value: 'timeasc', label: '最早上架', short: '最早' },
];

/**
 * The default with a keyword, from a backend that ranks by it (its rows carry `relevance`): 相关度 takes 综合's
 * place. The URL never holds it (it is the default), so a shared link stays the live site's.
 */
const RELEVANCE_OPTIONS: SortOption[] = [{ value: undefined, label: '相关度', short: '相关度' }, ...SORT_OPTIONS.slice(1)];

/** The sort choices (the same array each time, for memoised menus): with a keyword and a backend that ranks by
 *  it, 相关度 first instead of 综合. */
export function sortOptions(byRelevance: boolean): SortOption[] {
  return byRelevance ? RELEVANCE_OPTIONS : SORT_OPTIONS;
}

// relevance is not among them: it is only ever the default with a keyword (toListQuery).
const SORTS = new Set<string>(['priceasc', 'pricedesc', 'timeasc', 'timedesc']);
const ATTR_PARAM = /^f([1-9]|1\d|20)(start|end)?$/;
const ID_KEYS = ['gameId', 'systemId', 'carrierId', 'groupId', 'serverId', 'createId'] as const;
const PRICE_KEYS = ['priceStart', 'priceEnd'] as const;

export function isAttrParam(key: string): key is AttrParam {
  return ATTR_PARAM.test(key);
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}

function nonNegative(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Keywords are space-separated words: collapse runs of spaces (full-width too), trim the ends. */
export function normalizeKeyword(raw: string | null | undefined): string | undefined {
  const text = (raw ?? '').replace(/[\s\u3000]+/g, ' ').trim();
  return text ? text.slice(0, 100) : undefined;
}

/** Attribute values: trimmed; list items trimmed and de-duplicated (full-width commas accepted). */
function normalizeAttr(key: string, raw: string): string | undefined {
  if (/(start|end)$/.test(key)) {
    const n = nonNegative(raw);
    return n === undefined ? undefined : String(n);
  }
  const items = [...new Set(raw.split(/[,，]/).map((s) => s.replace(/：/g, ':').trim()).filter(Boolean))];
  return items.length ? items.join(',') : undefined;
}

/** Reads the filters from a URL's search params; anything malformed is dropped, never thrown. */
export function parseFilters(search: URLSearchParams): GoodsFilters {
  const filters: GoodsFilters = { attrs: {} };
  for (const key of ID_KEYS) {
    const v = positiveInt(search.get(key));
    if (v !== undefined) filters[key] = v;
  }
  for (const key of PRICE_KEYS) {
    const v = nonNegative(search.get(key));
    if (v !== undefined) filters[key] = v;
  }
  const keyWord = normalizeKeyword(search.get('keyWord'));
  if (keyWord) filters.keyWord = keyWord;
  const sort = search.get('sortRank');
  if (sort && SORTS.has(sort)) filters.sortRank = sort as SortRank;
  const attrKeys = [...new Set([...search.keys()].filter(isAttrParam))].sort(compareAttrKeys);
  for (const key of attrKeys) {
    const v = normalizeAttr(key, search.get(key) ?? '');
    if (v !== undefined) filters.attrs[key] = v;
  }
  return filters;
}

export function parseView(search: URLSearchParams): ViewMode {
  return search.get('view') === 'list' ? 'list' : 'grid';
}

/** f2 < f2start < f2end < f10: numeric order, so the same filters always give the same URL and key. */
function compareAttrKeys(a: string, b: string): number {
  const [, na, sa = ''] = ATTR_PARAM.exec(a) ?? [];
  const [, nb, sb = ''] = ATTR_PARAM.exec(b) ?? [];
  const rank: Record<string, number> = { '': 0, start: 1, end: 2 };
  return Number(na) - Number(nb) || rank[sa] - rank[sb];
}

/** The search params for the filters (fixed order; empty values left out). */
export function filtersToSearch(filters: GoodsFilters, view: ViewMode = 'grid'): URLSearchParams {
  const search = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') search.set(key, String(value));
  };
  set('gameId', filters.gameId);
  set('keyWord', normalizeKeyword(filters.keyWord));
  set('sortRank', filters.sortRank);
  set('priceStart', filters.priceStart);
  set('priceEnd', filters.priceEnd);
  set('systemId', filters.systemId);
  set('carrierId', filters.carrierId);
  set('groupId', filters.groupId);
  set('serverId', filters.serverId);
  set('createId', filters.createId);
  for (const key of Object.keys(filters.attrs).filter(isAttrParam).sort(compareAttrKeys)) {
    set(key, normalizeAttr(key, filters.attrs[key] ?? ''));
  }
  if (view === 'list') search.set('view', 'list');
  return search;
}

/** The allList body (without page): range bounds as numbers, the rest as given. A low > high price range is
 *  put the right way round rather than answering nothing. A keyword with no sort chosen asks for 相关度
 *  (sortRank relevance, ours); a backend without it is expected to read the unknown value as no sort (综合), and
 *  the list then says 综合 (its rows carry no `relevance`). */
export function toListQuery(filters: GoodsFilters): GoodsListQuery {
  const query: GoodsListQuery = {};
  if (filters.gameId) query.gameId = filters.gameId;
  if (filters.keyWord) query.keyWord = filters.keyWord;
  if (filters.sortRank) query.sortRank = filters.sortRank;
  else if (filters.keyWord) query.sortRank = 'relevance';
  let [lo, hi] = [filters.priceStart, filters.priceEnd];
  if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
  if (lo !== undefined) query.priceStart = lo;
  if (hi !== undefined) query.priceEnd = hi;
  for (const key of ['systemId', 'carrierId', 'groupId', 'serverId', 'createId'] as const) {
    if (filters[key]) query[key] = filters[key];
  }
  for (const key of Object.keys(filters.attrs).filter(isAttrParam).sort(compareAttrKeys)) {
    const value = filters.attrs[key];
    if (value === undefined || value === '') continue;
    query[key] = /(start|end)$/.test(key) ? Number(value) : value;
  }
  return query;
}

/** A stable string for the filters (the list's memory key). */
export function filtersKey(filters: GoodsFilters): string {
  return filtersToSearch(filters).toString();
}

/** The filters narrowing the list beyond game, keyword and seller (what 重置 clears). */
export function activeFilterCount(filters: GoodsFilters): number {
  let n = 0;
  if (filters.sortRank) n += 1;
  if (filters.priceStart !== undefined || filters.priceEnd !== undefined) n += 1;
  if (filters.systemId || filters.groupId) n += 1;
  const attrFields = new Set(Object.keys(filters.attrs).map((k) => k.replace(/(start|end)$/, '')));
  return n + attrFields.size;
}

/** 重置: keeps the game, the keyword and the seller (the list's scope, like the game: its chip removes it), drops
 *  everything else. */
export function resetFilters(filters: GoodsFilters): GoodsFilters {
  return { gameId: filters.gameId, keyWord: filters.keyWord, createId: filters.createId, attrs: {} };
}

/** Switching game drops the 区服 and attribute filters (they belong to the old game). */
export function withGame(filters: GoodsFilters, gameId: number | undefined): GoodsFilters {
  if (gameId === filters.gameId) return filters;
  return { keyWord: filters.keyWord, sortRank: filters.sortRank, priceStart: filters.priceStart, priceEnd: filters.priceEnd,
    createId: filters.createId, gameId, attrs: {} };
}

/** 区服 counts only with its root (system or group); a lone carrier or server is meaningless. */
export function hasQufu(filters: GoodsFilters): boolean {
  return Boolean(filters.systemId || filters.carrierId || filters.groupId || filters.serverId);
}
