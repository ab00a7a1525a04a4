// Browsing goods: the filtered list, detail, recommendations, favourites and browse history. A view and a
// favourite change the goods (domain/goods.ts).
import type { AttributeTemplate, GoodsFieldKey } from '../../src/contract/types.ts';
import { SaleState } from '../../src/contract/statuses.ts';
import { TOP_ACCOUNT_PRICE } from '../../src/contract/topAccounts.ts';
import type { MockContext } from '../context.ts';
import type { Cond, Predicate } from '../data/goods-table.ts';
import { HOT_SEARCH_WORDS } from '../lib/fixtures.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { isRecord } from '../lib/json.ts';
import { fail, ok, page } from '../lib/envelope.ts';
import { pageOf, pageQuery, parse } from '../lib/validate.ts';
import { accountIdBody, goodsListBody, goodsSuggestQuery } from '../../src/contract/common/requests.ts';
import { goodsOrFail, idParam } from './common.ts';
import { gameOrFail } from './game.ts';
import { collectGoods, uncollectGoods, viewGoods } from '../domain/goods.ts';
import { suggestGoods } from '../domain/suggest.ts';
import { loadPinyin } from '../lib/pinyin.ts';
import { sellerCard } from '../domain/goods.seller.ts';
import type { Routes } from './registry.ts';

const RECOMMEND_SIZE = 6;
/** Goods only their seller may open: 待审核, 已下架, 审核失败. */
const UNLISTED_STATES = new Set<number>([SaleState.pending, SaleState.unlisted, SaleState.refused]);


const PAGE_KEYS = new Set(['pageNum', 'pageSize', 'sortRank']);
const ATTR_KEY = /^f([1-9]|1\d|20)(start|end)?$/;
/** Option lists arrive comma-separated; accept the full-width comma Chinese keyboards type too. */
const LIST_SPLIT = /[,，]/;

function items(value: string): string[] {
  return value.split(LIST_SPLIT).map((s) => s.trim()).filter(Boolean);
}

/** Rank of a nested choice (命座): its place in the template's list, else the number in it ("2命" → 2). */
function nestedRank(template: AttributeTemplate | undefined, option: string, nested: string): number {
  const opt = template?.childAttributes.find((o) => o.fieldName === option);
  const i = opt?.childAttributes?.findIndex((n) => n.fieldName === nested) ?? -1;
  if (i >= 0) return i;
  const m = /\d+/.exec(nested);
  return m ? Number(m[0]) : Number.NaN;
}

/** The value of a goods field in SQL (the row's JSON document). */
const field = (f: GoodsFieldKey) => `doc ->> '$.${f}'`;

/**
 * Attribute filters (documented in the report), as SQL conditions where SQL can say them and tests otherwise:
 * - number: fNstart / fNend inclusive range; fN alone = that exact number.
 * - radio: fN exact. input: fN contained (case-insensitive).
 * - checkbox: fN = "a,b" → the goods has ALL of a and b.
 * - boxradio: fN = "角色:命座" → the goods has 角色 at that 命座 or higher; "角色" alone → has 角色 at all;
 *   several pairs comma-separated must all hold.
 * Without a gameId (no template) a value is matched as a checkbox/boxradio list, which also covers radio.
 */
function attributeFilters(body: Record<string, unknown>, templates: AttributeTemplate[] | undefined): { conds: Cond[]; tests: Predicate[] } {
  const conds: Cond[] = [];
  const tests: Predicate[] = [];
  const ranges = new Map<GoodsFieldKey, { min?: number; max?: number }>();
  for (const [key, raw] of Object.entries(body)) {
    const m = ATTR_KEY.exec(key);
    if (!m || raw === undefined || raw === null || raw === '') continue;
    if (typeof raw !== 'string' && typeof raw !== 'number') fail(`属性筛选 ${key} 应为字符串或数字`);
    const f = `f${m[1]}` as GoodsFieldKey;
    const template = templates?.find((t) => t.aavName === f);
    if (templates && !template) fail(`属性筛选 ${f} 不是该游戏的属性`);
    const value = String(raw).trim();
    if (m[2]) {
      const n = Number(value);
      if (!Number.isFinite(n)) fail(`属性筛选 ${key} 必须是数字`);
      if (template && template.fieldType !== 'number') fail(`属性「${template.fieldName}」不是数值，不能按范围筛选`);
      const range = ranges.get(f) ?? {};
      if (m[2] === 'start') range.min = n;
      else range.max = n;
      ranges.set(f, range);
      continue;
    }
    const type = template?.fieldType;
    if (type === 'number') {
      const n = Number(value);
      if (!Number.isFinite(n)) fail(`属性筛选 ${key} 必须是数字`);
      conds.push({ sql: `CAST(${field(f)} AS REAL) = ?`, params: [n] });
    } else if (type === 'radio') {
      conds.push({ sql: `${field(f)} = ?`, params: [value] });
    } else if (type === 'input') {
      conds.push({ sql: `instr(lower(${field(f)}), ?) > 0`, params: [value.toLowerCase()] });
    } else {
      const wanted = items(value).map((item) => {
        const colon = item.search(/[:：]/);
        return colon < 0 ? { option: item, nested: undefined } : { option: item.slice(0, colon), nested: item.slice(colon + 1) };
      });
      if (type === 'checkbox' && wanted.some((w) => w.nested !== undefined)) fail(`属性筛选 ${key} 的格式不正确`);
      // Narrowed in SQL to the rows whose value names every option at all; the exact test reads the list.
      for (const w of wanted) conds.push({ sql: `instr(${field(f)}, ?) > 0`, params: [w.option] });
      tests.push((g) => {
        const have = g[f];
        if (!have) return false;
        const owned = items(have);
        return wanted.every((w) => owned.some((o) => {
          if (w.nested === undefined) return o === w.option || o.startsWith(`${w.option}:`);
          if (!o.startsWith(`${w.option}:`)) return false;
          return nestedRank(template, w.option, o.slice(w.option.length + 1)) >= nestedRank(template, w.option, w.nested);
        }));
      });
    }
  }
  for (const [f, { min, max }] of ranges) {
    const sql = [`${field(f)} IS NOT NULL AND ${field(f)} <> ''`];
    const params: number[] = [];
    if (min !== undefined) {
      sql.push(`CAST(${field(f)} AS REAL) >= ?`);
      params.push(min);
    }
    if (max !== undefined) {
      sql.push(`CAST(${field(f)} AS REAL) <= ?`);
      params.push(max);
    }
    conds.push({ sql: sql.join(' AND '), params });
  }
  return { conds, tests };
}

/** Goods list fields compared as they are; the seller's has an indexed column. */
const EQUAL_FIELDS = { systemId: "doc ->> '$.systemId'", carrierId: "doc ->> '$.carrierId'", groupId: "doc ->> '$.groupId'", serverId: "doc ->> '$.serverId'", accountType: "doc ->> '$.accountType'", createId: 'seller_id' } as const;

export function listGoods(ctx: MockContext, rawBody: unknown) {
  const body = parse(goodsListBody, rawBody);
  const rest = isRecord(rawBody) ? rawBody : {};
  const p = pageOf(body);
  const templates = body.gameId === undefined ? undefined : (gameOrFail(ctx, body.gameId), ctx.store.templatesByGame.get(body.gameId) ?? []);
  const { conds, tests } = attributeFilters(rest, templates);
  // createId: one seller's goods (the seller card's 在售 N 件, extension).
  for (const [k, column] of Object.entries(EQUAL_FIELDS) as [keyof typeof EQUAL_FIELDS, string][]) {
    const want = body[k];
    if (want !== undefined) conds.push({ sql: `${column} = ?`, params: [want] });
  }
  if (body.hire) conds.push({ sql: "(doc ->> '$.hireHourPrice' IS NOT NULL OR doc ->> '$.hireDayPrice' IS NOT NULL)", params: [] });
  // A word matches the title, an attribute value, des, 商品编号 or the game name (the keyword text, lib/search-text.ts);
  // 相关度 (sortRank relevance, ours) ranks where it is found.
  const words = [...new Set((body.keyWord ?? '').toLowerCase().split(/\s+/).filter(Boolean))];
  let priceMin = body.priceStart;
  if (body.isTop) priceMin = Math.max(priceMin ?? 0, TOP_ACCOUNT_PRICE);
  // The filter without its page and sort: the same filter on the next page reuses the cached total.
  const signature = JSON.stringify(Object.keys(rest).filter((k) => !PAGE_KEYS.has(k)).sort().map((k) => [k, rest[k]]));
  const sort = body.sortRank ?? 'default';
  const result = ctx.store.goods.query({ gameId: body.gameId, priceMin, priceMax: body.priceEnd, conds, tests, words, signature }, sort, p.start, p.pageSize);
  // The stored rows: the registry shapes each by goodsSchema, which names none of the seller's secrets. In 相关度
  // order each carries its score: that is how the app knows this backend ranks (a live one would answer 综合).
  const { scores } = result;
  return page(scores ? result.rows.map((g, i) => ({ ...g, relevance: scores[i] })) : result.rows, result.total);
}

/** Listed goods of the same game nearest in price, the goods itself excluded. */
function recommend(ctx: MockContext, g: GoodsRow): GoodsRow[] {
  return ctx.store.goods.nearestInPrice(g, RECOMMEND_SIZE);
}

export function goodsRoutes(routes: Routes): void {
  const r = routes.domain('goods');
  const ctx = routes.ctx;
  const store = ctx.store;

  r.post('/web/good/allList', (c) => listGoods(ctx, c.body));

  r.get('/web/search/hotWords', () => ok([...HOT_SEARCH_WORDS]));

  // Suggestions while typing (extension): games, the templates' heroes, skins and attribute values, and hot words,
  // by name, pinyin or initials.
  r.get('/web/goods/suggest', async (c) => {
    const { keyword, gameId } = parse(goodsSuggestQuery, c.query);
    await loadPinyin();
    return ok(suggestGoods(ctx, keyword, HOT_SEARCH_WORDS, gameId));
  });

  r.get('/web/recommend/:id', (c) => {
    const g = goodsOrFail(c, idParam(c, 'id', '商品'));
    return ok(recommend(ctx, g));
  });

  r.get('/web/good/info/:id', (c) => {
    const g = goodsOrFail(c, idParam(c, 'id', '商品'));
    const own = c.user !== undefined && c.user.userId === g.createId;
    // 待审核 / 已下架 / 审核失败 goods are their seller's business (商品预览); buyers never see them.
    if (!own && UNLISTED_STATES.has(g.saleState)) fail('商品不存在或已下架');
    // The seller card (extension), the same on the seller's own page as a buyer sees it. 在售 is the goods list's
    // total for the seller, so the card and the list it opens agree (and share the list's cached count).
    const seller = sellerCard(ctx, g.createId, listGoods(ctx, { createId: g.createId, pageSize: 1 }).total);
    // The seller's own visits (预览) are not counted and not put in their history.
    if (own) return ok({ ...g, seller });
    const collected = viewGoods(ctx, g, c.user);
    return ok(collected === undefined ? { ...g, seller } : { ...g, collected, seller });
  });


  r.post('/web/goods/collect', (c) => {
    const user = c.me();
    const { accountId } = parse(accountIdBody, c.body);
    collectGoods(ctx, user, goodsOrFail(c, accountId));
    return ok(undefined, '收藏成功');
  });

  r.post('/web/goods/collect/remove', (c) => {
    const user = c.me();
    const { accountId } = parse(accountIdBody, c.body);
    uncollectGoods(ctx, user, goodsOrFail(c, accountId));
    return ok(undefined, '已取消收藏');
  });

  r.get('/web/goods/collect/list', (c) => {
    const user = c.me();
    const p = pageOf(parse(pageQuery, c.query));
    const rows = newestFirst([...store.userMap(store.collects, user.userId).values()], (x) => x.createTime);
    const goods = rows.map((x) => store.goods.get(x.goodsId)).filter((g): g is GoodsRow => g !== undefined);
    return page(goods.slice(p.start, p.start + p.pageSize).map((g) => ({ ...g, collected: true })), goods.length);
  });

  r.get('/need/myBrowse', (c) => {
    const user = c.me();
    const p = pageOf(parse(pageQuery, c.query));
    const rows = newestFirst([...store.userMap(store.browses, user.userId).values()], (x) => x.browseTime);
    const visible = rows.filter((x) => store.goods.has(x.goodsId));
    return page(visible.slice(p.start, p.start + p.pageSize).map((x) => {
      const g = store.goods.get(x.goodsId) as GoodsRow;
      return { ...g, browseTime: x.browseTime };
    }), visible.length);
  });
}

/** Newest first by a time string; within one second, the later insertion first. */
export function newestFirst<T>(rows: T[], time: (row: T) => string): T[] {
  return rows.map((row, i) => ({ row, i }))
    .sort((a, b) => (time(a.row) < time(b.row) ? 1 : time(a.row) > time(b.row) ? -1 : b.i - a.i))
    .map((x) => x.row);
}
