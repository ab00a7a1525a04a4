// 公告中心: one tab per notice type, a paged list of that type's notices. The tab and the page live in the URL
// (?type=xwgg&page=2), so a shared link — or coming back from a notice — shows the same list.
import { useEffect, useRef } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { Pagination } from '@/components/Pagination.tsx';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { TabStrip } from '@/components/TabStrip.tsx';
import { NoticeRows } from './NoticeRows.tsx';
import { GONGGAO_TYPES, NOTICE_TYPE_LABELS, parseGonggaoType, parsePage, type GonggaoType } from './noticeTypes.ts';
import { noticeListQuery } from '@/api/content.queries.ts';

const PAGE_SIZE = 10;
const TABS = GONGGAO_TYPES.map((value) => ({ value, label: NOTICE_TYPE_LABELS[value] }));

export function NoticeCenter() {
  const [params, setParams] = useSearchParams();
  const type = parseGonggaoType(params.get('type'));
  const page = parsePage(params.get('page'));
  const query = useQuery({ ...noticeListQuery(type, page, PAGE_SIZE), placeholderData: keepPreviousData });
  // While the next page loads, the previous one stays (dimmed) — but never another tab's rows.
  const stale = query.isPlaceholderData && query.data?.rows[0]?.noticeType !== type;

  // A link straight to a later tab (?type=aqzx): bring its tab into view in the scrolling strip.
  const stripRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = stripRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [type]);

  const setType = (next: GonggaoType) => setParams({ type: next }, { replace: true });
  const setPage = (next: number) => {
    setParams(next > 1 ? { type, page: String(next) } : { type }, { replace: true });
    window.scrollTo({ top: 0 });
  };

  return (
    <Box>
      <Box ref={stripRef} position="sticky" top="var(--chakra-sizes-top-bar)" zIndex="docked" bg="bg.surface" mx="-4" mt="-3" px="2" borderBottomWidth="1px" borderColor="border.muted">
        <TabStrip label="公告分类" items={TABS} value={type} onChange={setType} idPrefix="gonggao" />
      </Box>
      <Box role="tabpanel" aria-labelledby={`gonggao-tab-${type}`} mt="3" bg="bg.surface" borderRadius="xl" px="4"
        opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s" data-testid="notice-list">
        <QueryBoundary query={stale ? { ...query, isPending: true, data: undefined } : query}
          emptyText={page > 1 ? '这一页没有内容了' : `暂无${NOTICE_TYPE_LABELS[type]}`}
          emptyAction={page > 1 ? <Button size="sm" variant="outline" onClick={() => setPage(1)}>回到第一页</Button> : undefined}>
          {(data) => <NoticeRows notices={data.rows} linkTo={paths.newsDetail} />}
        </QueryBoundary>
      </Box>
      {query.data && !stale && query.data.total > PAGE_SIZE && (
        <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPageChange={setPage} />
      )}
    </Box>
  );
}
