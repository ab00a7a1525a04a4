// 竞价回收 (jingjiahuishou?gameId=&valuation=): the bid-recycle form in two steps; submitted requests appear in 竞价中心.
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { positiveId } from '@/lib/urlParams.ts';
import { BidRecycleForm } from '@/features/recycle/BidRecycleForm.tsx';

export default function Jingjiahuishou() {
  const [search] = useSearchParams();
  const gameId = positiveId(search.get('gameId'));
  // From 我的评估's 去竞价回收: the valuation fills the form.
  const valuationId = positiveId(search.get('valuation'));
  return (
    <Page>
      <BidRecycleForm key={gameId ?? 0} gameId={gameId} valuationId={valuationId} />
    </Page>
  );
}
