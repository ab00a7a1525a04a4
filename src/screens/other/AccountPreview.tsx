// 商品预览 (accountPreview?id=): one of my listings as buyers will see it, with its audit state on top.
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { EmptyState } from '@/components/states.tsx';
import { parseGoodsId } from '@/features/goods/parseId.ts';
import { ListingPreview } from '@/features/listing/ListingPreview.tsx';

export default function AccountPreview() {
  const [search] = useSearchParams();
  const id = parseGoodsId(search.get('id'));
  return (
    <Page padding={false}>
      {id === null ? <EmptyState text="商品不存在或链接有误" /> : <ListingPreview key={id} id={id} />}
    </Page>
  );
}
