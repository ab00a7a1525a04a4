// 帮助详情 (helpdetail?id=): one notice — title, type, date and its sanitised content.
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { NoticeArticle, HELP_BACK } from '@/features/content/NoticeArticle.tsx';

export default function Helpdetail() {
  const [params] = useSearchParams();
  return (
    <Page>
      <NoticeArticle rawId={params.get('id')} back={HELP_BACK} />
    </Page>
  );
}
