// 竞价回收 (jingjiahuishou?gameId=): the bid-recycle form in two steps; submitted requests appear in 竞价中心.
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { positiveId } from '@/lib/urlParams.ts';
import { BidRecycleForm } from '@/features/recycle/BidRecycleForm.tsx';

export default function Jingjiahuishou() {
  const [search] = useSearchParams();
  const gameId = positiveId(search.get('gameId'));
  return (
    <Page>
      <BidRecycleForm key={gameId ?? 0} gameId={gameId} />
    </Page>
  );
}
