// 追回案例 (zhaohui?page=): recovery cases (notices of type zhgg), paged, each → its article (articleDetail).
import { paths } from '@/config/paths.ts';
import { Page } from '@/components/Page.tsx';
import { PagedNotices } from '@/features/content/PagedNotices.tsx';

export default function Zhaohui() {
  return (
    <Page>
      <PagedNotices type="zhgg" linkTo={paths.articleDetail} emptyText="暂无追回案例" testId="case-list" />
    </Page>
  );
}
