// 招募中心 (zhaomu): partner streamers (zhubo type 1), 认证商户 → 商户入驻, and the zmgg notices.
import { Page } from '@/components/Page.tsx';
import { Recruit } from '@/features/content/ContentPages.tsx';

export default function Zhaomu() {
  return (
    <Page>
      <Recruit />
    </Page>
  );
}
