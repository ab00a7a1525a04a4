// goodList's half of earlyStart.ts, in its own chunk (no React): the list's first page for the filters in the
// URL, and the first card's picture (goodList's LCP image), without waiting for the screen to ask.
import { parseFilters, toListQuery } from '@/features/goods/filters.ts';
import { markEarlyList } from '@/features/goods/listMemory.ts';
import { goodsInfiniteQuery, goodsKeys } from '@/api/goods.queries.ts';
import { preloadPictureOf } from './earlyPicture.ts';
import { queryClient } from '@/api/queryClient.ts';

export function prefetchGoodsListEarly(search: string): void {
  const listQuery = toListQuery(parseFilters(new URLSearchParams(search)));
  markEarlyList(JSON.stringify(goodsKeys.list(listQuery)));
  preloadPictureOf(queryClient.fetchInfiniteQuery(goodsInfiniteQuery(listQuery)), (data) => data.pages[0]?.rows[0]?.titleImg);
}
