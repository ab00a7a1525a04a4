// 我的收藏 (collect): favourites, newest first, each with 取消收藏 (confirmed); the list updates at once.
import { Button } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Goods } from '@/contract/types.ts';
import { confirmDialog } from '@/components/dialogs/index.ts';
import { Page } from '@/components/Page.tsx';
import { PersonalGoodsList } from '@/features/goods/PersonalGoodsList.tsx';
import { useCollectGoods } from '@/features/goods/hooks.ts';
import { collectInfiniteQuery } from '@/api/goods.queries.ts';

export default function Collect() {
  const query = useInfiniteQuery(collectInfiniteQuery());
  const remove = useCollectGoods();

  const confirmRemove = async (goods: Goods) => {
    const answer = await confirmDialog({ title: '取消收藏', message: `确定不再收藏「${goods.title}」吗？`, confirmText: '取消收藏', cancelText: '再想想' });
    if (answer === 'confirm') remove.mutate({ id: goods.id, collect: false });
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
