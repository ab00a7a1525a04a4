// The goods of goodList, 10 a page: a sentinel near the bottom loads the next page (IntersectionObserver),
// 没有更多了 at the end. After a restore the sentinel waits for the user to scroll, so going back never loads
// a page by itself.
import { useEffect, useState, type ReactNode } from 'react';
import { Grid, Stack, Text } from '@chakra-ui/react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Goods, Page } from '@/contract/types.ts';
import { LoadMoreFooter } from '@/components/LoadMore.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/states.tsx';
import { GoodsCard } from '../GoodsCard.tsx';
import type { ViewMode } from '../filters.ts';

type ListQuery = UseInfiniteQueryResult<InfiniteData<Page<Goods>>>;

/** Cards loaded eagerly (above the fold on a phone). */
const EAGER = 4;

/** false after a restore until the user scrolls away from the restored offset. */
function useArmed(restoredY: number | null): boolean {
  const [armed, setArmed] = useState(restoredY === null);
  useEffect(() => {
    if (armed || restoredY === null) return undefined;
    const arm = () => {
      if (Math.abs(window.scrollY - restoredY) > 40) setArmed(true);
    };
    const armNow = () => setArmed(true);
    window.addEventListener('scroll', arm, { passive: true });
    window.addEventListener('wheel', armNow, { passive: true });
    window.addEventListener('touchmove', armNow, { passive: true });
    return () => {
      window.removeEventListener('scroll', arm);
      window.removeEventListener('wheel', armNow);
      window.removeEventListener('touchmove', armNow);
    };
  }, [armed, restoredY]);
  return armed;
}

export function GoodsInfiniteList({ query, view, marks, restoredY, empty, onCardClick }: {
  query: ListQuery;
  view: ViewMode;
  /** A keyword search's words, marked in the cards' titles. */
  marks?: readonly string[];
  restoredY: number | null;
  empty: ReactNode;
  onCardClick: () => void;
}) {
  const armed = useArmed(restoredY);

  if (query.isPending) return <LoadingState />;
  // A failed next page keeps the loaded ones (the query is then in error with data): retry at the bottom.
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const pages = query.data.pages;
  const rows = pages.flatMap((p) => p.rows);
  const total = pages[0]?.total ?? 0;
  if (rows.length === 0) return <>{empty}</>;

  const cards = rows.map((g, i) => <GoodsCard key={g.id} goods={g} layout={view} priority={i < EAGER} marks={marks} />);
  return (
    <Stack gap="2" pb="4" onClickCapture={onCardClick}>
      <Text px="3" pt="2" fontSize="xs" color="fg.muted" data-testid="goods-total">共 {total} 件商品</Text>
      {view === 'grid' ? (
        <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2" px="2" data-testid="goods-list" data-view="grid">
          {cards}
        </Grid>
      ) : (
        <Stack gap="2" px="2" data-testid="goods-list" data-view="list">{cards}</Stack>
      )}
      <LoadMoreFooter query={query} armed={armed} minH="12" data-testid="list-end" data-loading={query.isFetchingNextPage || undefined} />
    </Stack>
  );
}

export function NoGoods({ children }: { children?: ReactNode }) {
  return <EmptyState text="没有找到符合条件的商品" action={children} />;
}
