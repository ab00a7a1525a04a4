// Query options for goods: one key hierarchy (['goods', …]) shared by lists, detail and the order flow.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { browseList, collectList, goodsDetail, goodsList, hotSearchWords, recommendGoods, recentDeals } from './goods.ts';
import { qqGroups } from './service.ts';
import type { GoodsListQuery } from '@/contract/types.ts';

export const GOODS_PAGE_SIZE = 10;

export const goodsKeys = {
  all: ['goods'] as const,
  lists: () => [...goodsKeys.all, 'list'] as const,
  list: (filters: GoodsListQuery) => [...goodsKeys.lists(), filters] as const,
  detail: (id: number) => [...goodsKeys.all, 'detail', id] as const,
  recommend: (id: number) => [...goodsKeys.all, 'recommend', id] as const,
  collect: () => [...goodsKeys.all, 'collect'] as const,
  browse: () => [...goodsKeys.all, 'browse'] as const,
  deals: () => [...goodsKeys.all, 'deals'] as const,
  /** A game's official QQ groups, as the detail's 官方交流群 tab shows them. */
  qqGroups: (gameId: number) => [...goodsKeys.all, 'qqGroups', gameId] as const,
  hotWords: () => [...goodsKeys.all, 'hotWords'] as const,
};

/** 热门搜索: an operator's list, changed rarely. */
export const hotWordsQuery = () =>
  queryOptions({ queryKey: goodsKeys.hotWords(), queryFn: ({ signal }) => hotSearchWords({ signal }), staleTime: 30 * 60_000 });

/**
 * Listed goods, 10 a page, for infinite scroll. `filters` must not contain pageNum/pageSize.
 * Kept fresh for 10 minutes and in memory for 30: going back from goodDetail shows the loaded pages again
 * without a request (goodList drops the cache itself when the user arrives fresh; see listMemory.ts).
 */
export const goodsInfiniteQuery = (filters: GoodsListQuery) =>
  infiniteQueryOptions({
    queryKey: goodsKeys.list(filters),
    queryFn: ({ pageParam, signal }) => goodsList({ ...filters, pageNum: pageParam, pageSize: GOODS_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * GOODS_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    staleTime: 10 * 60_000,
    gcTime: 30 * 60_000,
  });

/** One page of listed goods (home sections, recommendations by filter). */
export const goodsPageQuery = (filters: GoodsListQuery) =>
  queryOptions({ queryKey: goodsKeys.list(filters), queryFn: ({ signal }) => goodsList(filters, { signal }) });

export const goodsDetailQuery = (id: number) =>
  queryOptions({ queryKey: goodsKeys.detail(id), queryFn: ({ signal }) => goodsDetail(id, { signal }) });

export const recommendQuery = (id: number) =>
  queryOptions({ queryKey: goodsKeys.recommend(id), queryFn: () => recommendGoods(id) });

/** Official QQ groups of a game (the detail's 官方交流群 tab). They change rarely. */
export const gameQQGroupsQuery = (gameId: number) =>
  queryOptions({
    queryKey: goodsKeys.qqGroups(gameId),
    queryFn: () => qqGroups(gameId),
    staleTime: 10 * 60_000,
  });

export const collectInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: goodsKeys.collect(),
    queryFn: ({ pageParam }) => collectList({ pageNum: pageParam, pageSize: GOODS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * GOODS_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });

export const browseInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: goodsKeys.browse(),
    queryFn: ({ pageParam }) => browseList({ pageNum: pageParam, pageSize: GOODS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * GOODS_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });

export const recentDealsQuery = () => queryOptions({ queryKey: goodsKeys.deals(), queryFn: () => recentDeals() });
