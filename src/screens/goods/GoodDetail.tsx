// 商品详情 (goodDetail?id=): the shared detail view inside the app. While it is on screen, goodList knows a
// back navigation comes from here (and restores itself).
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { EmptyState } from '@/components/states.tsx';
import { GoodsDetailView } from '@/features/goods/detail/GoodsDetailView.tsx';
import { markDetailOnScreen } from '@/features/goods/listMemory.ts';
import { parseGoodsId } from '@/features/goods/parseId.ts';

export default function GoodDetail() {
  const [search] = useSearchParams();
  const id = parseGoodsId(search.get('id'));
  useEffect(() => markDetailOnScreen(), []);
  return (
    <Page padding={false}>
      {id === null ? <EmptyState text="商品不存在或链接有误" /> : <GoodsDetailView key={id} id={id} />}
    </Page>
  );
}
