// 我的代售 (listing): the seller's own goods, by sale state; 上架, 下架, 改价; one of them for its edit form.
import { get, getPage, numberedPage, numbers, post, type RequestOptions } from './client.ts';
import type { MyListing, MyListingDetail, Page, PageQuery, SaleState } from '@/contract/types.ts';
import * as NUMERIC_FIELDS from '@/contract/numericFields.ts';

/** GET /api/need/myConsignment — my goods (我的代售), by sale state. */
export function myListings(query: PageQuery & { saleState?: SaleState } = {}): Promise<Page<MyListing>> {
  return numberedPage(getPage<MyListing>('/api/need/myConsignment', { ...query }), NUMERIC_FIELDS.MyListing);
}

/** GET /api/goods/info/upGoods/{id} — put my goods back on sale. */
export function relistListing(id: number): Promise<void> {
  return get<void>(`/api/goods/info/upGoods/${id}`);
}

/** POST /api/goods/info/downGoods — take my goods off sale, with a note. */
export function unlistListing(id: number, downDes: string): Promise<void> {
  return post<void>('/api/goods/info/downGoods', { id, downDes });
}

/** POST /api/need/goods/editPrice — change my goods' price. */
export function setListingPrice(id: number, price: number): Promise<void> {
  return post<void>('/api/need/goods/editPrice', { id, price });
}

/** GET /api/need/myConsignment/{id} — one of my goods with its contact text and account number (extension; 403 if not mine). */
export async function myListing(id: number, options?: RequestOptions): Promise<MyListingDetail> {
  return numbers(await get<MyListingDetail>(`/api/need/myConsignment/${id}`, undefined, options), NUMERIC_FIELDS.MyListingDetail);
}
