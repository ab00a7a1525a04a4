// 我的评估: my valuation requests (allList inType 0), newest first, each with its picture, game, 区服, 期望价格,
// state, and once the 估价员 has answered, the estimated range and note with the next steps: 按此价寄售 (the consign
// form filled from the valuation, ?valuation=) and 去竞价回收 (the 竞价回收 form filled from it, ?valuation=).
// Paged in the URL (?page=).
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { BacklistItem } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { Pagination } from '@/components/Pagination.tsx';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { formatDate, formatPrice } from '@/lib/format.ts';
import { useListSearch } from '@/lib/useListSearch.ts';
import { pageParam } from '@/lib/urlParams.ts';
import { RequestSummary, StatusBadge } from './parts.tsx';
import { RECYCLE_PAGE_SIZE, valuationsQuery } from '@/api/recycle.queries.ts';
import { valuationStatus } from './status.ts';

function ValuationRow({ item }: { item: BacklistItem }) {
  const valued = item.valuationMin !== undefined && item.valuationMin !== null;
  return (
    <Box as="li" listStyleType="none" bg="bg.surface" borderRadius="xl" px="4" py="3" data-testid="valuation-row" data-id={item.id}>
      <Flex justify="space-between" align="center" mb="2" gap="2">
        <Text fontSize="xs" color="fg.muted" truncate>提交于 {formatDate(item.createTime)}</Text>
        <StatusBadge view={valuationStatus(item)} />
      </Flex>
      <RequestSummary img={item.img} gameName={item.gameName} region={item.region} des={item.des} price={item.expprice} />
      {valued ? (
        <Box mt="3" bg="brand.subtle" borderRadius="lg" px="3" py="2.5" data-testid="valuation-result">
          <Flex align="baseline" gap="2" wrap="wrap">
            <Text fontSize="xs" color="fg.muted">估价结果</Text>
            <Text fontSize="md" fontWeight="semibold" color="price">
              {formatPrice(item.valuationMin)} – {formatPrice(item.valuationMax)}
            </Text>
          </Flex>
          {item.valuationNote && <Text fontSize="xs" color="fg.muted" mt="1" lineHeight="1.6">{item.valuationNote}</Text>}
          <Flex gap="2" mt="2.5">
            <Button asChild size="sm" flex="1" data-testid="valuation-consign">
              <Link to={paths.basicInformation(item.gameId, 'sale', { valuation: item.id })}>按此价寄售</Link>
            </Button>
            <Button asChild size="sm" flex="1" variant="outline" bg="bg.surface" data-testid="valuation-recycle">
              <Link to={paths.jingjiahuishou(item.gameId, item.id)}>去竞价回收</Link>
            </Button>
          </Flex>
        </Box>
      ) : (
        <Text mt="2.5" fontSize="xs" color="fg.muted">估价员正在评估，结果出来后会通过消息通知您。</Text>
      )}
    </Box>
  );
}

export function EvaluationList() {
  const { search, goPage } = useListSearch();
  const pageNum = pageParam(search.get('page'));
  const list = useQuery(valuationsQuery(pageNum));
  return (
    <Box opacity={list.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s">
      <QueryBoundary query={list} emptyText="还没有估价记录，提交账号信息即可获得专业估价"
        emptyAction={<Button asChild size="sm" minW="28"><Link to={paths.accountOrder('pinggu')}>去估价</Link></Button>}>
        {(page) => (
          <Stack gap="2.5">
            <Flex justify="space-between" align="center" px="1">
              <Text fontSize="xs" color="fg.muted">共 {page.total} 条估价</Text>
              <Button asChild size="xs" variant="ghost" colorPalette="brand"><Link to={paths.accountOrder('pinggu')}>再估一个</Link></Button>
            </Flex>
            <Stack as="ul" gap="2.5" aria-label="我的评估">
              {page.rows.map((item) => <ValuationRow key={item.id} item={item} />)}
            </Stack>
            {page.total > RECYCLE_PAGE_SIZE && (
              <Pagination page={pageNum} pageSize={RECYCLE_PAGE_SIZE} total={page.total} onPageChange={goPage} />
            )}
          </Stack>
        )}
      </QueryBoundary>
    </Box>
  );
}
