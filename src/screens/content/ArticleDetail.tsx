// 文章详情 (articleDetail?id=): one notice — title, type, date and its sanitised content.
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { NoticeArticle, GONGGAO_BACK } from '@/features/content/NoticeArticle.tsx';

export default function ArticleDetail() {
  const [params] = useSearchParams();
  return (
    <Page>
      <NoticeArticle rawId={params.get('id')} back={GONGGAO_BACK} />
    </Page>
  );
}
