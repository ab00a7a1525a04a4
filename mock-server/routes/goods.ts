// Browsing goods: the filtered list, detail, recommendations, favourites and browse history. A view and a
// favourite change the goods (domain/goods.ts).
import type { AttributeTemplate, GoodsFieldKey } from '../../src/contract/types.ts';
import { SaleState } from '../../src/contract/statuses.ts';
import { TOP_ACCOUNT_PRICE } from '../../src/contract/topAccounts.ts';
import type { MockContext } from '../context.ts';
import type { Predicate } from '../data/goods-index.ts';
import { HOT_SEARCH_WORDS } from '../lib/fixtures.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { isRecord } from '../lib/json.ts';
import { fail, ok, page } from '../lib/envelope.ts';
import { pageOf, pageQuery, parse } from '../lib/validate.ts';
import { accountIdBody, goodsListBody, goodsSuggestQuery } from '../../src/contract/wire/requests.ts';
import { goodsOrFail, idParam } from './common.ts';
import { gameOrFail } from './game.ts';
import { collectGoods, uncollectGoods, viewGoods } from '../domain/goods.ts';
import { suggestGoods } from '../domain/suggest.ts';
import { loadPinyin } from '../lib/pinyin.ts';
import { relevanceOf } from '../data/search-text.ts';
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

/**
 * Attribute filters (documented in the report):
 * - number: fNstart / fNend inclusive range; fN alone = that exact number.
 * - radio: fN exact. input: fN contained (case-insensitive).
 * - checkbox: fN = "a,b" → the goods has ALL of a and b.
 * - boxradio: fN = "角色:命座" → the goods has 角色 at that 命座 or higher; "角色" alone → has 角色 at all;
 *   several pairs comma-separated must all hold.
 * Without a gameId (no template) a value is matched as a checkbox/boxradio list, which also covers radio.
 */
function attributeTests(body: Record<string, unknown>, templates: AttributeTemplate[] | undefined): Predicate[] {
  const tests: Predicate[] = [];
  const ranges = new Map<GoodsFieldKey, { min?: number; max?: number }>();
  for (const [key, raw] of Object.entries(body)) {
    const m = ATTR_KEY.exec(key);
    if (!m || raw === undefined || raw === null || raw === '') continue;
    if (typeof raw !== 'string' && typeof raw !== 'number') fail(`属性筛选 ${key} 应为字符串或数字`);
    const field = `f${m[1]}` as GoodsFieldKey;
    const template = templates?.find((t) => t.aavName === field);
    if (templates && !template) fail(`属性筛选 ${field} 不是该游戏的属性`);
    const value = String(raw).trim();
    if (m[2]) {
      const n = Number(value);
      if (!Number.isFinite(n)) fail(`属性筛选 ${key} 必须是数字`);
      if (template && template.fieldType !== 'number') fail(`属性「${template.fieldName}」不是数值，不能按范围筛选`);
      const range = ranges.get(field) ?? {};
      if (m[2] === 'start') range.min = n;
      else range.max = n;
      ranges.set(field, range);
      continue;
    }
    const type = template?.fieldType;
    if (type === 'number') {
      const n = Number(value);
      if (!Number.isFinite(n)) fail(`属性筛选 ${key} 必须是数字`);
      tests.push((g) => Number(g[field]) === n);
    } else if (type === 'radio') {
      tests.push((g) => g[field] === value);
    } else if (type === 'input') {
      const needle = value.toLowerCase();
      tests.push((g) => (g[field] ?? '').toLowerCase().includes(needle));
    } else {
      const wanted = items(value).map((item) => {
        const colon = item.search(/[:：]/);
        return colon < 0 ? { option: item, nested: undefined } : { option: item.slice(0, colon), nested: item.slice(colon + 1) };
      });
      if (type === 'checkbox' && wanted.some((w) => w.nested !== undefined)) fail(`属性筛选 ${key} 的格式不正确`);
      tests.push((g) => {
        const have = g[field];
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
  for (const [field, { min, max }] of ranges) {
    tests.push((g) => {
      const v = g[field];
      if (v === undefined || v === '') return false;
      const n = Number(v);
      return (min === undefined || n >= min) && (max === undefined || n <= max);
    });
  }
  return tests;
}

export function listGoods(ctx: MockContext, rawBody: unknown) {
  const body = parse(goodsListBody, rawBody);
  const rest = isRecord(rawBody) ? rawBody : {};
  const p = pageOf(body);
  const templates = body.gameId === undefined ? undefined : (gameOrFail(ctx, body.gameId), ctx.store.templatesByGame.get(body.gameId) ?? []);
  const tests: Predicate[] = [];
  const eq = <K extends 'systemId' | 'carrierId' | 'groupId' | 'serverId' | 'accountType' | 'createId'>(k: K) => {
    const want = body[k];
    if (want !== undefined) tests.push((g) => g[k] === want);
  };
  eq('systemId');
  eq('carrierId');
  eq('groupId');
  eq('serverId');
  eq('accountType');
  // One seller's goods (the seller card's 在售 N 件, extension).
  eq('createId');
  if (body.hire) tests.push((g) => g.hireHourPrice !== undefined || g.hireDayPrice !== undefined);
  tests.push(...attributeTests(rest, templates));
  // Keywords last: the cheap equality tests above rule most goods out first. A word matches the title, an
  // attribute value, des, 商品编号 or the game name; 相关度 (sortRank relevance, ours) ranks where it is found.
  const words = [...new Set((body.keyWord ?? '').toLowerCase().split(/\s+/).filter(Boolean))];
  let relevance: ((g: GoodsRow) => number) | undefined;
  if (words.length) {
    tests.push((g) => {
      const text = ctx.store.goodsText(g);
      return words.every((w) => text.includes(w));
    });
    relevance = (g) => relevanceOf(ctx.store.goodsText(g), ctx.store.goodsTextParts(g), words);
  }
  let priceMin = body.priceStart;
  if (body.isTop) priceMin = Math.max(priceMin ?? 0, TOP_ACCOUNT_PRICE);
  // The filter without its page and sort: the same filter on the next page reuses the cached total.
  const signature = JSON.stringify(Object.keys(rest).filter((k) => !PAGE_KEYS.has(k)).sort().map((k) => [k, rest[k]]));
  const sort = body.sortRank ?? 'default';
  const result = ctx.store.goodsIndex.query(
    { gameId: body.gameId, priceMin, priceMax: body.priceEnd, tests, signature, relevance }, sort, p.start, p.pageSize,
  );
  // The stored rows: the registry shapes each by goodsSchema, which names none of the seller's secrets. In 相关度
  // order each carries its score: that is how the app knows this backend ranks (a live one would answer 综合).
  const score = sort === 'relevance' ? relevance : undefined;
  return page(score ? result.rows.map((g) => ({ ...g, relevance: score(g) })) : result.rows, result.total);
}

/** Listed goods of the same game nearest in price, the goods itself excluded. */
function recommend(ctx: MockContext, g: GoodsRow): GoodsRow[] {
  const arr = ctx.store.goodsIndex.byPrice(g.gameId);
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (arr[mid].newPrice < g.newPrice) lo = mid + 1;
    else hi = mid;
  }
  const out: GoodsRow[] = [];
  let left = lo - 1;
  let right = lo;
  while (out.length < RECOMMEND_SIZE && (left >= 0 || right < arr.length)) {
    const takeLeft = right >= arr.length
      || (left >= 0 && g.newPrice - arr[left].newPrice <= arr[right].newPrice - g.newPrice);
    const pick = takeLeft ? arr[left--] : arr[right++];
    if (pick.id !== g.id) out.push(pick);
  }
  return out;
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
    const goods = rows.map((x) => store.goodsById.get(x.goodsId)).filter((g): g is GoodsRow => g !== undefined);
    return page(goods.slice(p.start, p.start + p.pageSize).map((g) => ({ ...g, collected: true })), goods.length);
  });

  r.get('/need/myBrowse', (c) => {
    const user = c.me();
    const p = pageOf(parse(pageQuery, c.query));
    const rows = newestFirst([...store.userMap(store.browses, user.userId).values()], (x) => x.browseTime);
    const visible = rows.filter((x) => store.goodsById.has(x.goodsId));
    return page(visible.slice(p.start, p.start + p.pageSize).map((x) => {
      const g = store.goodsById.get(x.goodsId) as GoodsRow;
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
