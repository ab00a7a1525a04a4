// 成交记录 (finish): the platform's totals and its latest completed deals (titles masked by the server).
import { Page } from '@/components/Page.tsx';
import { DealList } from '@/features/goods/DealList.tsx';

export default function Finish() {
  return (
    <Page>
      <DealList />
    </Page>
  );
}
