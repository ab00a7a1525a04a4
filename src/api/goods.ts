// Goods (accounts for sale): list, detail, favourites, history, recommendations, the seller's own goods.
import { get, getPage, post, postPage, type RequestOptions } from './client.ts';
import type { DealRecord, Goods, GoodsListQuery, Page, PageQuery, SaleState } from '@/contract/types.ts';

/** POST /api/web/good/allList — listed goods, filtered, sorted and paged. */
export function goodsList(query: GoodsListQuery, options?: RequestOptions): Promise<Page<Goods>> {
  return postPage<Goods>('/api/web/good/allList', query, options);
}

/** GET /api/web/good/info/{id} — one goods (extension); records the visit for a signed-in user. */
export function goodsDetail(id: number, options?: RequestOptions): Promise<Goods> {
  return get<Goods>(`/api/web/good/info/${id}`, undefined, options);
}

/** GET /api/web/recommend/{id} — similar goods of the same game. */
export function recommendGoods(id: number): Promise<Goods[]> {
  return get<Goods[]>(`/api/web/recommend/${id}`);
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
  return getPage<Goods>('/api/web/goods/collect/list', { ...query });
}

/** GET /api/need/myBrowse — my browse history, newest first (rows carry browseTime). */
export function browseList(query: PageQuery = {}): Promise<Page<Goods>> {
  return getPage<Goods>('/api/need/myBrowse', { ...query });
}

/** GET /api/web/recentlydeal — the latest deals, masked. */
export function recentDeals(): Promise<DealRecord[]> {
  return get<DealRecord[]>('/api/web/recentlydeal');
}

/** GET /api/need/myConsignment — my goods (我的代售), by sale state. */
export function myConsignment(query: PageQuery & { saleState?: SaleState } = {}): Promise<Page<Goods>> {
  return getPage<Goods>('/api/need/myConsignment', { ...query });
}

/** GET /api/goods/info/upGoods/{id} — put my goods back on sale. */
export function upGoods(id: number): Promise<void> {
  return get<void>(`/api/goods/info/upGoods/${id}`);
}

/** POST /api/goods/info/downGoods — take my goods off sale, with a note. */
export function downGoods(id: number, downDes: string): Promise<void> {
  return post<void>('/api/goods/info/downGoods', { id, downDes });
}

/** POST /api/need/goods/editPrice — change my goods' price. */
export function editPrice(id: number, price: number): Promise<void> {
  return post<void>('/api/need/goods/editPrice', { id, price });
}
