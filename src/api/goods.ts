// Goods (accounts for sale): list, detail, favourites, history, recommendations, deals, hot words. The seller's
// own goods (我的代售) are api/listing.ts.
import { get, getList, getPage, numberedPage, numbers, post, postPage, type RequestOptions } from './client.ts';
import type { DealRecord, Goods, GoodsDetail, GoodsListQuery, Page, PageQuery } from '@/contract/types.ts';

/** The goods fields the app computes or compares with: a numeric string there ("1234.00") is read as a number. */
export const NUMERIC: readonly (keyof Goods)[] = [
  'price', 'newPrice', 'saleState', 'browseNum', 'collectNum', 'isGuarantee', 'accountType', 'gameType', 'hireHourPrice', 'hireDayPrice',
];

/** POST /api/web/good/allList — listed goods, filtered, sorted and paged. */
export function goodsList(query: GoodsListQuery, options?: RequestOptions): Promise<Page<Goods>> {
  return numberedPage(postPage<Goods>('/api/web/good/allList', query, options), NUMERIC);
}

/** GET /api/web/good/info/{id} — one goods (extension), with its seller's card from our backend; records the visit
 *  for a signed-in user. */
export async function goodsDetail(id: number, options?: RequestOptions): Promise<GoodsDetail> {
  return numbers(await get<GoodsDetail>(`/api/web/good/info/${id}`, undefined, options), NUMERIC);
}

/** GET /api/web/recommend/{id} — similar goods of the same game. */
export async function recommendGoods(id: number): Promise<Goods[]> {
  return numbers(await getList<Goods>(`/api/web/recommend/${id}`), NUMERIC);
}

/** POST /api/web/goods/collect — add to favourites (idempotent). */
export function collectGoods(accountId: number): Promise<void> {
  return post<void>('/api/web/goods/collect', { accountId });
}

/** POST /api/web/goods/collect/remove — remove from favourites (idempotent). */
export function uncollectGoods(accountId: number): Promise<void> {
  return post<void>('/api/web/goods/collect/remove', { accountId });
}

/** GET /api/web/goods/collect/list — my favourites. */
export function collectList(query: PageQuery = {}): Promise<Page<Goods>> {
  return numberedPage(getPage<Goods>('/api/web/goods/collect/list', { ...query }), NUMERIC);
}

/** GET /api/need/myBrowse — my browse history, newest first (rows carry browseTime). */
export function browseList(query: PageQuery = {}): Promise<Page<Goods>> {
  return numberedPage(getPage<Goods>('/api/need/myBrowse', { ...query }), NUMERIC);
}

/** GET /api/web/recentlydeal — the latest deals, masked. */
export async function recentDeals(): Promise<DealRecord[]> {
  return numbers(await getList<DealRecord>('/api/web/recentlydeal'), ['price']);
}

/** GET /api/web/search/hotWords — 热门搜索 (extension): the words the search box offers on focus. */
export async function hotSearchWords(options?: RequestOptions): Promise<string[]> {
  return (await getList<unknown>('/api/web/search/hotWords', undefined, options)).filter((w): w is string => typeof w === 'string' && w.trim() !== '');
}
