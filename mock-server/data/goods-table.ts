// The goods, in the data file and not in memory: at 1 000 000 goods a space opens without reading one. A lookup
// by id is a primary-key read (a few hundred rows kept parsed); the goods list (POST /web/good/allList) is one
// indexed query — the filters the file's generated columns index (listed, game, price, seller), the others as
// conditions on the row's JSON, keywords with instr() on the keyword text stored with the row (lib/search-text.ts),
// 相关度 as an SQL expression — and only the page's rows are parsed. What SQL cannot say (a checkbox that must
// hold every option, 角色 at a 命座 or higher) is tested on the parsed rows of the ordered query.
//
// Changes are written before any query reads the table (doc-table.ts). Totals of a filter are cached until a row
// changes; the listed count per game is kept up to date by the mutations (the home page asks for it on every visit).
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { DocTable, type DocRow } from './doc-table.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import type { SortRank } from '../../src/contract/types.ts';
import { SaleState } from '../../src/contract/statuses.ts';
import { goodsValues, PUT_GOODS, PUT_GOODS_TEXT } from '../persist/sqlite.ts';

export type Predicate = (g: GoodsRow) => boolean;

/** A condition of the goods list in SQL over the goods table (its columns, or `doc ->> '$.field'`). */
export interface Cond {
  sql: string;
  params: SQLInputValue[];
}

export interface ListFilter {
  gameId?: number;
  priceMin?: number;
  priceMax?: number;
  conds: Cond[];
  /** What SQL cannot say, tested on the parsed rows; all must pass. */
  tests: Predicate[];
  /** Keywords, lower-cased: each must be in the keyword text; 相关度 ranks where. */
  words: string[];
  /** Identifies the filter (not the sort or page), for caching its total. */
  signature?: string;
}

export type ListSort = SortRank | 'default';

export interface ListResult {
  rows: GoodsRow[];
  total: number;
  /** 相关度 of each row (sort 'relevance'). */
  scores?: number[];
}

/** The order of each sort, ties broken by id the way each direction reads. 综合: 置顶/特价 first, newest first. */
const ORDER: Record<Exclude<ListSort, 'relevance'>, string> = {
  default: 'featured DESC, listed_at DESC, goods.id DESC',
  priceasc: 'price ASC, goods.id ASC',
  pricedesc: 'price DESC, goods.id DESC',
  timedesc: 'listed_at DESC, goods.id DESC',
  timeasc: 'listed_at ASC, goods.id ASC',
};

/** 相关度 of one word (lib/search-text.ts relevanceOf, in SQL): 100 when first found in the title, 1 in an attribute. */
const WORD_SCORE = '(CASE WHEN instr(t.kw, ?) BETWEEN 1 AND t.kw_title_end THEN 100 WHEN instr(t.kw_attrs, ?) > 0 THEN 1 ELSE 0 END)';

const TOTAL_CACHE_SIZE = 500;
const PAGE_CACHE_SIZE = 200;
/** Key of the count of every game's listed goods. */
const ALL = 0;

type ScoredRow = DocRow & { score?: number };

export class GoodsTable extends DocTable<GoodsRow> {
  private readonly listed = new Map<number, number>();
  private readonly totals = new Map<string, number>();
  /** The ids of pages asked for, by filter, sort and page; valid while `revision` is theirs. */
  private readonly pages = new Map<string, { revision: number; ids: number[]; total: number; scores?: number[] }>();
  private readonly putDoc: StatementSync;
  private readonly putText: StatementSync;

  constructor(sql: DatabaseSync) {
    super(sql, 'goods');
    this.putDoc = sql.prepare(PUT_GOODS);
    this.putText = sql.prepare(PUT_GOODS_TEXT);
    this.recount();
  }

  protected idOf(g: GoodsRow): number {
    return g.id;
  }

  protected put(g: GoodsRow): void {
    const v = goodsValues(g);
    this.putDoc.run(...v.doc);
    this.putText.run(...v.text);
  }

  override reload(): void {
    super.reload();
    this.totals.clear();
    this.recount();
  }

  private recount(): void {
    this.listed.clear();
    let all = 0;
    const rows = this.statement('SELECT game_id AS gameId, COUNT(*) AS n FROM goods WHERE sale_state = ? GROUP BY game_id')
      .all(SaleState.listed) as { gameId: number; n: number }[];
    for (const r of rows) {
      this.listed.set(r.gameId, r.n);
      all += r.n;
    }
    this.listed.set(ALL, all);
  }

  /** A row changed (or new); `listedChange` when a list may show it differently (not a view counter). */
  override mark(g: GoodsRow, listedChange = true): void {
    super.mark(g, listedChange);
    if (listedChange) this.totals.clear();
  }

  /** Moves the listed counts for a row whose 在售 state or game changed (`before` undefined: a new row). */
  moved(before: { saleState: number; gameId: number } | undefined, after: GoodsRow): void {
    if (before?.saleState === SaleState.listed) this.count(before.gameId, -1);
    if (after.saleState === SaleState.listed) this.count(after.gameId, 1);
  }

  private count(gameId: number, by: number): void {
    this.listed.set(gameId, (this.listed.get(gameId) ?? 0) + by);
    this.listed.set(ALL, (this.listed.get(ALL) ?? 0) + by);
  }

  listedCount(gameId?: number): number {
    return this.listed.get(gameId ?? ALL) ?? 0;
  }

  /** How many goods are in a state (counted again only after a change of the list). */
  countInState(saleState: number): number {
    return this.cachedCount(`state:${saleState}`, 'SELECT COUNT(*) AS n FROM goods WHERE sale_state = ?', saleState);
  }

  /** A seller's goods (我的代售), newest 发布 first, optionally in one state: a page and the total. */
  bySeller(sellerId: number, saleState: number | undefined, start: number, size: number): ListResult {
    const where = saleState === undefined ? 'seller_id = ?' : 'seller_id = ? AND sale_state = ?';
    const params = saleState === undefined ? [sellerId] : [sellerId, saleState];
    const rows = this.rows(`SELECT id, doc FROM goods WHERE ${where} ORDER BY doc ->> '$.createTime' DESC, id DESC LIMIT ? OFFSET ?`, ...params, size, start);
    const { n } = this.statement(`SELECT COUNT(*) AS n FROM goods WHERE ${where}`).get(...params) as { n: number };
    return { rows, total: n };
  }

  /** Listed goods of the goods' game nearest to it in price, itself excluded: `size` of them. */
  nearestInPrice(g: GoodsRow, size: number): GoodsRow[] {
    const above = this.rows('SELECT id, doc FROM goods WHERE sale_state = ? AND game_id = ? AND price >= ? AND id <> ? ORDER BY price ASC, id ASC LIMIT ?',
      SaleState.listed, g.gameId, g.newPrice, g.id, size);
    const below = this.rows('SELECT id, doc FROM goods WHERE sale_state = ? AND game_id = ? AND price < ? AND id <> ? ORDER BY price DESC, id DESC LIMIT ?',
      SaleState.listed, g.gameId, g.newPrice, g.id, size);
    const out: GoodsRow[] = [];
    let a = 0;
    let b = 0;
    while (out.length < size && (a < above.length || b < below.length)) {
      const takeBelow = a >= above.length || (b < below.length && g.newPrice - below[b].newPrice <= above[a].newPrice - g.newPrice);
      out.push(takeBelow ? below[b++] : above[a++]);
    }
    return out;
  }

  /**
   * A page of the listed goods matching `filter` in `sort`'s order, and how many match. The same page asked again
   * with no change of the list since (a screen refetching it, many buyers on one page) reuses its ids — the query
   * was a sixth of the mock's CPU under list load — and its rows are read by id as always, so a view counter or a
   * row just written is never stale.
   */
  query(filter: ListFilter, sort: ListSort, start: number, size: number): ListResult {
    const key = filter.signature === undefined ? undefined : `${filter.signature}\n${sort}\n${start}\n${size}`;
    const known = key === undefined ? undefined : this.pages.get(key);
    if (known && known.revision === this.revision) {
      const rows = known.ids.map((id) => this.get(id)).filter((g): g is GoodsRow => g !== undefined);
      return { rows, total: known.total, ...(known.scores ? { scores: known.scores } : {}) };
    }
    const result = this.search(filter, sort, start, size);
    if (key !== undefined) {
      keepNewest(this.pages, key, { revision: this.revision, ids: result.rows.map((g) => g.id), total: result.total, scores: result.scores }, PAGE_CACHE_SIZE);
    }
    return result;
  }

  private search(filter: ListFilter, sort: ListSort, start: number, size: number): ListResult {
    this.write();
    const { priceMin, priceMax, words } = filter;
    // 相关度 without a keyword has nothing to rank: 综合.
    if (sort === 'relevance' && words.length === 0) sort = 'default';
    if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) return { rows: [], total: 0 };
    const where = ['sale_state = ?'];
    const params: SQLInputValue[] = [SaleState.listed];
    if (filter.gameId !== undefined) {
      where.push('game_id = ?');
      params.push(filter.gameId);
    }
    if (priceMin !== undefined) {
      where.push('price >= ?');
      params.push(priceMin);
    }
    if (priceMax !== undefined) {
      where.push('price <= ?');
      params.push(priceMax);
    }
    for (const c of filter.conds) {
      where.push(`(${c.sql})`);
      params.push(...c.params);
    }
    // Keywords: the matching ids from one pass over goods_text (narrow rows), then the list's index walk keeps those.
    if (words.length) {
      where.push(`goods.id IN (SELECT id FROM goods_text WHERE ${words.map(() => 'instr(kw, ?) > 0').join(' AND ')})`);
      params.push(...words);
    }
    const whereSql = where.join(' AND ');
    const ranked = sort === 'relevance';
    const score = ranked ? `, ${words.map(() => WORD_SCORE).join(' + ')} AS score` : '';
    const scoreParams = ranked ? words.flatMap((w) => [w, w]) : [];
    const order = ranked ? `score DESC, ${ORDER.default}` : ORDER[sort as Exclude<ListSort, 'relevance'>];
    const from = ranked ? 'goods JOIN goods_text t ON t.id = goods.id' : 'goods';
    const select = `SELECT goods.id AS id, doc${score} FROM ${from} WHERE ${whereSql} ORDER BY ${order}`;
    const known = filter.signature === undefined ? undefined : this.totals.get(filter.signature);

    if (filter.tests.length === 0) {
      // The page's ids only: its rows are mostly parsed already (the next request asks for the same page), and a
      // document read for nothing costs more than the query (≈ 2.5 KB of text each).
      const ids = this.statement(`SELECT goods.id AS id${score} FROM ${from} WHERE ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`)
        .all(...scoreParams, ...params, size, start) as { id: number; score?: number }[];
      const total = known ?? (this.statement(`SELECT COUNT(*) AS n FROM goods WHERE ${whereSql}`).get(...params) as { n: number }).n;
      this.remember(filter.signature, total);
      const rows = ids.map((r) => this.get(r.id)).filter((g): g is GoodsRow => g !== undefined);
      return { rows, total, ...(ranked ? { scores: ids.map((r) => r.score ?? 0) } : {}) };
    }

    // Tests in JavaScript: walk the ordered rows, keep the page; count them all unless the total is known.
    const tests = filter.tests;
    const rows: GoodsRow[] = [];
    const scores: number[] = [];
    const end = start + size;
    let seen = 0;
    for (const r of this.statement(select).iterate(...scoreParams, ...params) as Iterable<ScoredRow>) {
      const g = this.peek(r);
      if (!tests.every((t) => t(g))) continue;
      if (seen >= start && seen < end) {
        rows.push(this.rowOf(r));
        scores.push(r.score ?? 0);
      }
      seen++;
      if (known !== undefined && seen >= end) break;
    }
    const total = known ?? seen;
    this.remember(filter.signature, total);
    return { rows, total, ...(ranked ? { scores } : {}) };
  }

  private remember(signature: string | undefined, total: number): void {
    if (signature !== undefined) keepNewest(this.totals, signature, total, TOTAL_CACHE_SIZE);
  }
}

/** Puts `key` last in a map kept to `max` entries, dropping the one put there longest ago. */
function keepNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}
