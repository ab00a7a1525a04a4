// 我的收藏 (collect): favourites, newest first, each with 取消收藏 (confirmed); the list updates at once.
import { Button } from '@chakra-ui/react';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { uncollectGoods } from '@/api/goods.ts';
import type { Goods, Page as GoodsPage } from '@/contract/types.ts';
import { confirmDialog } from '@/components/dialogs/index.ts';
import { Page } from '@/components/Page.tsx';
import { toast } from '@/components/toast.ts';
import { PersonalGoodsList } from '@/features/goods/PersonalGoodsList.tsx';
import { collectInfiniteQuery, goodsKeys } from '@/features/goods/queries.ts';

export default function Collect() {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(collectInfiniteQuery());
  const remove = useMutation({
    mutationFn: (goods: Goods) => uncollectGoods(goods.id),
    onSuccess: (_data, goods) => {
      // Out of the list at once (pages and total), then the server's word.
      queryClient.setQueryData<InfiniteData<GoodsPage<Goods>>>(goodsKeys.collect(), (old) => old && ({
        ...old,
        pages: old.pages.map((p) => ({ rows: p.rows.filter((g) => g.id !== goods.id), total: Math.max(0, p.total - 1) })),
      }));
      queryClient.setQueryData<Goods>(goodsKeys.detail(goods.id), (old) => old && { ...old, collected: false });
      toast.success('已取消收藏');
      void queryClient.invalidateQueries({ queryKey: goodsKeys.collect() });
    },
    onError: (error) => toast.fromError(error),
  });

  const confirmRemove = async (goods: Goods) => {
    const answer = await confirmDialog({ title: '取消收藏', message: `确定不再收藏「${goods.title}」吗？`, confirmText: '取消收藏', cancelText: '再想想' });
    if (answer === 'confirm') remove.mutate(goods);
  };

  return (
    <Page>
      <PersonalGoodsList query={query} testId="collect-list" emptyText="还没有收藏的商品，看到喜欢的账号点「收藏」就会出现在这里"
        actions={(g) => (
          <Button size="xs" variant="outline" onClick={() => void confirmRemove(g)}
            loading={remove.isPending && remove.variables?.id === g.id} aria-label={`取消收藏：${g.title}`}>
            取消收藏
          </Button>
        )} />
    </Page>
  );
}
