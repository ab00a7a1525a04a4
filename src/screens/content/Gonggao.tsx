// 公告中心 (gonggao?type=&page=): notices by type, paged, → newsDetail.
import { Page } from '@/components/Page.tsx';
import { NoticeCenter } from '@/features/content/NoticeCenter.tsx';

export default function Gonggao() {
  return (
    <Page>
      <NoticeCenter />
    </Page>
  );
}
