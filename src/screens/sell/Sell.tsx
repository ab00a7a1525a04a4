// 我要卖号 (sell, tab): the sell hub — 我要卖, 估价, 竞价回收, my lists, the fee rule and the selling guide.
import { Page } from '@/components/Page.tsx';
import { SellHub } from '@/features/sell/SellHub.tsx';

export default function Sell() {
  return (
    <Page>
      <SellHub />
    </Page>
  );
}
