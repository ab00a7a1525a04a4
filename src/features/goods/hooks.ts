// Mutations on goods (their queries: api/goods.queries.ts). 收藏 / 取消收藏 is one hook, used by the detail's
// favourite button and by 我的收藏's 取消收藏: it owns every cache it touches and the toasts.
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { collectGoods, uncollectGoods } from '@/api/goods.ts';
import type { Goods, Page } from '@/contract/types.ts';
import { toast } from '@/components/toast.ts';
import { goodsKeys } from '@/api/goods.queries.ts';

export interface CollectChange {
  id: number;
  /** true = 收藏, false = 取消收藏. */
  collect: boolean;
}

/** The detail shows the new state at once (favourite flag and count); the caller rolls back with the snapshot. */
export function markCollected(queryClient: QueryClient, { id, collect }: CollectChange): Goods | undefined {
  const key = goodsKeys.detail(id);
  const previous = queryClient.getQueryData<Goods>(key);
  if (previous && Boolean(previous.collected) !== collect) {
    queryClient.setQueryData<Goods>(key, {
      ...previous, collected: collect, collectNum: Math.max(0, previous.collectNum + (collect ? 1 : -1)),
    });
  }
  return previous;
}

/** 我的收藏 without the goods at once (pages and total), before the server's word. */
export function dropFromCollectList(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<InfiniteData<Page<Goods>>>(goodsKeys.collect(), (old) => {
    if (!old || !old.pages.some((p) => p.rows.some((g) => g.id === id))) return old;
    return {
      ...old,
      pages: old.pages.map((p) => ({ rows: p.rows.filter((g) => g.id !== id), total: Math.max(0, p.total - 1) })),
    };
  });
}

/**
 * 收藏 / 取消收藏 a goods: `mutate({ id, collect })`. The detail's flag and count change at once (rolled back on
 * failure), a removed goods leaves 我的收藏 when the server agrees, and the favourites are fetched again after.
 */
export function useCollectGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, collect }: CollectChange) => (collect ? collectGoods(id) : uncollectGoods(id)),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: goodsKeys.detail(change.id) });
      return { previous: markCollected(queryClient, change) };
    },
    onError: (error, change, context) => {
      if (context?.previous) queryClient.setQueryData(goodsKeys.detail(change.id), context.previous);
      toast.fromError(error);
    },
    onSuccess: (_data, change) => {
      if (!change.collect) dropFromCollectList(queryClient, change.id);
      toast.success(change.collect ? '已收藏' : '已取消收藏');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodsKeys.collect() }),
  });
}
