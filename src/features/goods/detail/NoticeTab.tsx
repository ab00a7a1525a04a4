// A notice (交易须知 / 包赔介绍) as sanitised HTML. Its own chunk: the sanitiser is only needed once the buyer
// opens one of these tabs.
import { useQuery } from '@tanstack/react-query';
import type { NoticeType } from '@/contract/types.ts';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { RichText } from '@/components/RichText.tsx';
import { latestNoticeQuery } from '@/features/content/queries.ts';

export default function NoticeTab({ type, empty }: { type: NoticeType; empty: string }) {
  const query = useQuery(latestNoticeQuery(type));
  return (
    <QueryBoundary query={query} compact emptyText={empty}>
      {(notice) => (notice ? <RichText html={notice.noticeContent} /> : null)}
    </QueryBoundary>
  );
}
