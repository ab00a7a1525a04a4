// The listed-goods index behind POST /web/good/allList.
//
// Why: at 100 000 goods a filter + sort over the whole table per request (what json-server's router does)
// costs tens of ms. Instead every game (and key 0 = all games) keeps its listed goods (saleState 1) in two
// arrays kept sorted on every mutation: by price ascending, by 上架时间 descending, and (for 综合) the
// 置顶/特价 goods and the others each by 上架时间 descending. A query picks the arrays matching its sort,
// narrows a price range by binary search when sorting by price, then walks them once, testing the
// remaining filters and keeping only the requested page. With no other filter the total is the range length
// and the page is a slice: no walk at all. Totals of filtered queries are cached per filter until the listed
// set changes, so the next pages of an infinite scroll stop walking as soon as their page is full.
// 相关度 (a keyword search) cannot stop early: its first page walks the 综合 order once, scores every match and
// sorts them (stable, so equal scores keep 综合 order); the ranking is cached like a total, and the next pages
// are slices of it.
import type { GoodsRow } from '../lib/fixtures.ts';
import type { SortRank } from '../../src/contract/types.ts';
import { SaleState } from '../../src/contract/statuses.ts';

export type Predicate = (g: GoodsRow) => boolean;

export interface ListFilter {
  gameId?: number;
  priceMin?: number;
  priceMax?: number;
  /** Extra tests (区服, keywords, attributes …), all must pass. */
  tests: Predicate[];
  /** Identifies the filter (not the sort or page), for caching its total. */
  signature?: string;
  /** 相关度 of a goods that passes the tests (a keyword search): sort 'relevance' puts the highest first. */
  relevance?: (g: GoodsRow) => number;
}

const TOTAL_CACHE_SIZE = 500;
/** Rankings hold a row per match (up to every listed goods): fewer of them. */
const RANKING_CACHE_SIZE = 20;

export type ListSort = SortRank | 'default';

export interface ListResult {
  rows: GoodsRow[];
  total: number;
}

const ALL = 0;

function byPrice(a: GoodsRow, b: GoodsRow): number {
  return a.newPrice - b.newPrice || a.id - b.id;
}

/** Newest first; the 'YYYY-MM-DD HH:mm:ss' strings compare in time order. */
function byTimeDesc(a: GoodsRow, b: GoodsRow): number {
  if (a.recoveryTime !== b.recoveryTime) return a.recoveryTime < b.recoveryTime ? 1 : -1;
  return b.id - a.id;
}

/** First index whose element is not before `g` under cmp. */
function lowerBound(arr: GoodsRow[], g: GoodsRow, cmp: (a: GoodsRow, b: GoodsRow) => number): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(arr[mid], g) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index with newPrice >= price (or > price when `after`). */
function priceBound(arr: GoodsRow[], price: number, after: boolean): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const p = arr[mid].newPrice;
    if (p < price || (after && p === price)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** 综合 puts 置顶 and 特价 goods first. */
export function isFeatured(g: GoodsRow): boolean {
  return g.isTop || g.isOnSpecialOffer;
}

export class GoodsIndex {
  private readonly priceAsc = new Map<number, GoodsRow[]>();
  private readonly timeDesc = new Map<number, GoodsRow[]>();
  private readonly featuredTime = new Map<number, GoodsRow[]>();
  private readonly plainTime = new Map<number, GoodsRow[]>();
  /** filter signature → total, valid while `revision` is unchanged (Map order = LRU order). */
  private readonly totals = new Map<string, { revision: number; total: number }>();
  /** filter signature → its matches in 相关度 order, valid while `revision` is unchanged (LRU like totals). */
  private readonly rankings = new Map<string, { revision: number; rows: GoodsRow[] }>();
  /** Bumped whenever the listed set or an indexed value changes. */
  revision = 0;

  /** Builds every array with one sort each (O(n log n)), not n inserts. */
  rebuild(goods: readonly GoodsRow[]): void {
    for (const m of [this.priceAsc, this.timeDesc, this.featuredTime, this.plainTime]) m.clear();
    this.totals.clear();
    this.rankings.clear();
    this.revision++;
    const listed = goods.filter((g) => g.saleState === SaleState.listed);
    const byPriceAll = listed.slice().sort(byPrice);
    const byTimeAll = listed.sort(byTimeDesc);
    this.priceAsc.set(ALL, byPriceAll);
    this.timeDesc.set(ALL, byTimeAll);
    this.featuredTime.set(ALL, []);
    this.plainTime.set(ALL, []);
    // Splitting the already sorted arrays keeps the other arrays sorted without sorting again.
    for (const g of byPriceAll) this.bucket(this.priceAsc, g.gameId).push(g);
    for (const g of byTimeAll) {
      this.bucket(this.timeDesc, g.gameId).push(g);
      const split = isFeatured(g) ? this.featuredTime : this.plainTime;
      this.bucket(split, ALL).push(g);
      this.bucket(split, g.gameId).push(g);
    }
  }

  private arrays(g: GoodsRow): [Map<number, GoodsRow[]>, (a: GoodsRow, b: GoodsRow) => number][] {
    return [[this.priceAsc, byPrice], [this.timeDesc, byTimeDesc], [isFeatured(g) ? this.featuredTime : this.plainTime, byTimeDesc]];
  }

  private bucket(map: Map<number, GoodsRow[]>, key: number): GoodsRow[] {
    let arr = map.get(key);
    if (!arr) {
      arr = [];
      map.set(key, arr);
    }
    return arr;
  }

  /** Call while the row still has the values it was indexed with (saleState, price, time, game, flags). */
  remove(g: GoodsRow): void {
    this.revision++;
    // Rankings are whole lists of rows: let them go at once rather than when the LRU reaches them.
    this.rankings.clear();
    if (g.saleState !== SaleState.listed) return;
    for (const [map, cmp] of this.arrays(g)) {
      for (const key of [ALL, g.gameId]) removeFrom(this.bucket(map, key), g, cmp);
    }
  }

  add(g: GoodsRow): void {
    this.revision++;
    this.rankings.clear();
    if (g.saleState !== SaleState.listed) return;
    for (const [map, cmp] of this.arrays(g)) {
      for (const key of [ALL, g.gameId]) insertInto(this.bucket(map, key), g, cmp);
    }
  }

  private cachedTotal(signature: string | undefined): number | undefined {
    if (signature === undefined) return undefined;
    const hit = this.totals.get(signature);
    if (!hit || hit.revision !== this.revision) return undefined;
    // Refresh its place in the LRU order.
    this.totals.delete(signature);
    this.totals.set(signature, hit);
    return hit.total;
  }

  private remember(signature: string | undefined, total: number): void {
    if (signature === undefined) return;
    this.totals.delete(signature);
    this.totals.set(signature, { revision: this.revision, total });
    if (this.totals.size > TOTAL_CACHE_SIZE) this.totals.delete(this.totals.keys().next().value as string);
  }

  listedCount(gameId?: number): number {
    return this.priceAsc.get(gameId ?? ALL)?.length ?? 0;
  }

  /** Listed goods of a game ordered by price (read-only view for recommendations). */
  byPrice(gameId: number): readonly GoodsRow[] {
    return this.priceAsc.get(gameId) ?? [];
  }

  query(filter: ListFilter, sort: ListSort, start: number, size: number): ListResult {
    // 相关度 without a keyword has nothing to rank: 综合.
    if (sort === 'relevance' && !filter.relevance) sort = 'default';
    const key = filter.gameId ?? ALL;
    const end = start + size;
    const tests = [...filter.tests];
    const { priceMin, priceMax } = filter;
    if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) return { rows: [], total: 0 };

    if (sort === 'priceasc' || sort === 'pricedesc') {
      const arr = this.priceAsc.get(key) ?? [];
      const lo = priceMin === undefined ? 0 : priceBound(arr, priceMin, false);
      const hi = priceMax === undefined ? arr.length : priceBound(arr, priceMax, true);
      const asc = sort === 'priceasc';
      if (tests.length === 0) {
        const total = Math.max(0, hi - lo);
        const rows: GoodsRow[] = [];
        for (let k = start; k < Math.min(end, total); k++) rows.push(asc ? arr[lo + k] : arr[hi - 1 - k]);
        return { rows, total };
      }
      return this.walk([{ arr, lo, hi }], asc, combine(tests), start, end, filter.signature);
    }

    if (priceMin !== undefined) tests.push((g) => g.newPrice >= priceMin);
    if (priceMax !== undefined) tests.push((g) => g.newPrice <= priceMax);
    const test = tests.length ? combine(tests) : null;
    // 综合 (and 相关度's ties): the 置顶/特价 goods, then the others, each newest first.
    const parts = sort === 'default' || sort === 'relevance'
      ? [this.featuredTime.get(key) ?? [], this.plainTime.get(key) ?? []]
      : [this.timeDesc.get(key) ?? []];
    if (sort === 'relevance' && filter.relevance) return this.ranked(parts, test, filter.relevance, start, end, filter.signature);
    const forward = sort !== 'timeasc';
    const ordered = forward ? parts : parts.reverse();
    if (!test) {
      const total = ordered.reduce((n, a) => n + a.length, 0);
      const rows: GoodsRow[] = [];
      for (let pos = start; pos < Math.min(end, total); pos++) {
        let k = pos;
        for (const a of ordered) {
          if (k < a.length) {
            rows.push(forward ? a[k] : a[a.length - 1 - k]);
            break;
          }
          k -= a.length;
        }
      }
      return { rows, total };
    }
    return this.walk(ordered.map((arr) => ({ arr, lo: 0, hi: arr.length })), forward, test, start, end, filter.signature);
  }

  /** The matches in 相关度 order, highest first, equal scores in 综合 order; the page is a slice of them. */
  private ranked(
    parts: GoodsRow[][], test: Predicate | null, score: (g: GoodsRow) => number,
    start: number, end: number, signature: string | undefined,
  ): ListResult {
    let rows = this.cachedRanking(signature);
    if (!rows) {
      const found: { g: GoodsRow; s: number }[] = [];
      for (const arr of parts) for (const g of arr) if (!test || test(g)) found.push({ g, s: score(g) });
      // Array.prototype.sort is stable: equal scores keep the walk's (综合) order.
      found.sort((a, b) => b.s - a.s);
      rows = found.map((x) => x.g);
      this.rememberRanking(signature, rows);
      this.remember(signature, rows.length);
    }
    return { rows: rows.slice(start, end), total: rows.length };
  }

  private cachedRanking(signature: string | undefined): GoodsRow[] | undefined {
    if (signature === undefined) return undefined;
    const hit = this.rankings.get(signature);
    if (!hit || hit.revision !== this.revision) return undefined;
    this.rankings.delete(signature);
    this.rankings.set(signature, hit);
    return hit.rows;
  }

  private rememberRanking(signature: string | undefined, rows: GoodsRow[]): void {
    if (signature === undefined) return;
    this.rankings.delete(signature);
    this.rankings.set(signature, { revision: this.revision, rows });
    if (this.rankings.size > RANKING_CACHE_SIZE) this.rankings.delete(this.rankings.keys().next().value as string);
  }

  /**
   * Walks the ranges in order, keeping matches at positions [start, end). When the filter's total is cached
   * the walk stops at `end`; otherwise it runs to the end to count, and caches the count.
   */
  private walk(
    ranges: { arr: GoodsRow[]; lo: number; hi: number }[], forward: boolean, test: Predicate,
    start: number, end: number, signature: string | undefined,
  ): ListResult {
    const known = this.cachedTotal(signature);
    const rows: GoodsRow[] = [];
    let seen = 0;
    for (const { arr, lo, hi } of ranges) {
      for (let k = 0; k < hi - lo; k++) {
        const g = forward ? arr[lo + k] : arr[hi - 1 - k];
        if (!test(g)) continue;
        if (seen >= start && seen < end) rows.push(g);
        seen++;
        if (known !== undefined && seen >= end) return { rows, total: known };
      }
    }
    this.remember(signature, seen);
    return { rows, total: seen };
  }
}

function combine(tests: Predicate[]): Predicate {
  if (tests.length === 1) return tests[0];
  return (g) => {
    for (const t of tests) if (!t(g)) return false;
    return true;
  };
}

function insertInto(arr: GoodsRow[], g: GoodsRow, cmp: (a: GoodsRow, b: GoodsRow) => number): void {
  const at = lowerBound(arr, g, cmp);
  if (arr[at] === g) return;
  arr.splice(at, 0, g);
}

function removeFrom(arr: GoodsRow[], g: GoodsRow, cmp: (a: GoodsRow, b: GoodsRow) => number): void {
  const at = lowerBound(arr, g, cmp);
  if (arr[at] === g) {
    arr.splice(at, 1);
    return;
  }
  // Defensive: a row mutated outside Store.updateGoods would be out of place; find it the slow way.
  const i = arr.indexOf(g);
  if (i >= 0) arr.splice(i, 1);
}

