// 报价列表 (jingjiahuishouPriceList?id=): one bid-recycle request, the merchants' bids, 接受报价.
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { positiveId } from '@/lib/urlParams.ts';
import { PriceListView } from '@/features/recycle/PriceListView.tsx';

export default function JingjiahuishouPriceList() {
  const [search] = useSearchParams();
  return (
    <Page>
      <PriceListView backId={positiveId(search.get('id'))} />
    </Page>
  );
}
