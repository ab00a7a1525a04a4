// One notice type as a paged list (新闻资讯 xwgg, 追回案例 zhgg): title, excerpt, date and cover, 上一页 / 下一页
// with 共 N 条. The page lives in the URL (?page=2), so coming back from a notice shows the same page.
import { Box, Button } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { NoticeType } from '@/contract/types.ts';
import { Pagination } from '@/components/Pagination.tsx';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { NoticeRows } from './NoticeRows.tsx';
import { parsePage } from './noticeTypes.ts';
import { noticeListQuery } from '@/api/content.queries.ts';

export const NOTICE_PAGE_SIZE = 10;

export function PagedNotices({ type, linkTo, emptyText, testId }: {
  type: NoticeType;
  linkTo: (id: number) => string;
  emptyText: string;
  testId: string;
}) {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useQuery({ ...noticeListQuery(type, page, NOTICE_PAGE_SIZE), placeholderData: keepPreviousData });
  const setPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {}, { replace: true });
    window.scrollTo({ top: 0 });
  };
  return (
    <Box>
      <Box bg="bg.surface" borderRadius="xl" px="4" opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s"
        data-testid={testId}>
        <QueryBoundary query={query} emptyText={page > 1 ? '这一页没有内容了' : emptyText}
          emptyAction={page > 1 ? <Button size="sm" variant="outline" onClick={() => setPage(1)}>回到第一页</Button> : undefined}>
          {(data) => <NoticeRows notices={data.rows} linkTo={linkTo} />}
        </QueryBoundary>
      </Box>
      {query.data && query.data.total > NOTICE_PAGE_SIZE && (
        <Pagination page={page} pageSize={NOTICE_PAGE_SIZE} total={query.data.total} onPageChange={setPage} />
      )}
    </Box>
  );
}
