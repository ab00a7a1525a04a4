// 竞价中心 (myJingjiahuishou): my bid-recycle requests in 报价中 and the deals with merchants by status.
import { Page } from '@/components/Page.tsx';
import { BidCenter } from '@/features/recycle/BidCenter.tsx';

export default function MyJingjiahuishou() {
  return (
    <Page padding={false}>
      <BidCenter />
    </Page>
  );
}
