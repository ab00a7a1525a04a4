// A personal goods list (favourites, browse history): infinite, newest first, each row a GoodsCard with an
// optional footer and actions under it; a goods no longer on sale says so (已出售 / 交易中 / 已下架), its picture greyed;
// an empty state that leads to goodList.
import type { ReactNode } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Goods, Page } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { LoadMoreFooter } from '@/components/LoadMore.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/states.tsx';
import { GoodsCard } from './GoodsCard.tsx';
import { saleStatus } from './saleStatus.ts';

export function PersonalGoodsList({ query, emptyText, footer, actions, testId }: {
  query: UseInfiniteQueryResult<InfiniteData<Page<Goods>>>;
  emptyText: string;
  footer?: (goods: Goods) => ReactNode;
  actions?: (goods: Goods) => ReactNode;
  testId: string;
}) {
  if (query.isPending) return <LoadingState />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((p) => p.rows);
  if (rows.length === 0) {
    return (
      <EmptyState text={emptyText} action={(
        <Button asChild size="sm" minW="28"><Link to={paths.goodList()}>去逛逛</Link></Button>
      )} />
    );
  }
  const total = query.data.pages[0]?.total ?? rows.length;
  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted" px="1">共 {total} 件</Text>
      {rows.map((g) => {
        const status = saleStatus(g.saleState);
        return (
          <Box key={g.id} bg="bg.surface" borderRadius="lg" overflow="hidden" data-testid={`${testId}-row`}>
            {/* Only the picture fades: dimmed text would fail contrast for users who need it most. */}
            <Box css={status.buyable ? undefined : { '& img': { filter: 'grayscale(1)', opacity: 0.6 } }}>
              <GoodsCard goods={g} layout="list" footer={footer?.(g)} />
            </Box>
            {(actions || !status.buyable) && (
              <Flex px="3" pb="2.5" justify="flex-end" align="center" gap="2">
                {!status.buyable && (
                  <Badge colorPalette="gray" variant="solid" mr="auto" data-testid="goods-unavailable-badge">{status.short}</Badge>
                )}
                {actions?.(g)}
              </Flex>
            )}
          </Box>
        );
      })}
      <LoadMoreFooter query={query} />
    </Stack>
  );
}
