// 新闻资讯 (xinwen?page=): news (notices of type xwgg), paged, each → newsDetail.
import { paths } from '@/config/paths.ts';
import { Page } from '@/components/Page.tsx';
import { PagedNotices } from '@/features/content/PagedNotices.tsx';

export default function Xinwen() {
  return (
    <Page>
      <PagedNotices type="xwgg" linkTo={paths.newsDetail} emptyText="暂无新闻资讯" testId="news-list" />
    </Page>
  );
}
