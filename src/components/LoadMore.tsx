// The bottom of an infinite list: a sentinel that loads the next page as it nears the viewport
// (IntersectionObserver), a spinner while loading, 加载失败，点击重试 after a failed page, 加载更多 as a manual
// fallback and 没有更多了 at the end.
import { useEffect, useState } from 'react';
import { Box, Button, Spinner, Text, type BoxProps } from '@chakra-ui/react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { zhCN } from '@/locales/zh-CN.ts';

export type NextPageQuery = Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'>;

/** A ref callback: its element loads the next page when it comes within 320 px of the viewport (while `armed`). */
export function useNextPageSentinel(query: NextPageQuery, armed = true) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    if (!node || !armed || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return undefined;
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
    }, { rootMargin: '0px 0px 320px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, armed, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return setNode;
}

/** The list's last line (and its sentinel). Box props (minH, data-testid…) go on the line. */
export function LoadMoreFooter({ query, armed = true, ...rest }: { query: NextPageQuery; armed?: boolean } & BoxProps) {
  const sentinel = useNextPageSentinel(query, armed);
  return (
    <Box ref={sentinel} minH="10" display="flex" alignItems="center" justifyContent="center" {...rest}>
      {query.isFetchingNextPage ? (
        <Spinner size="sm" color="brand.solid" aria-label={zhCN.common.loading} />
      ) : query.isFetchNextPageError ? (
        <Button size="xs" variant="outline" onClick={() => void query.fetchNextPage()}>加载失败，点击重试</Button>
      ) : query.hasNextPage ? (
        <Button size="xs" variant="ghost" color="fg.muted" onClick={() => void query.fetchNextPage()}>{zhCN.common.loadMore}</Button>
      ) : (
        <Text fontSize="xs" color="fg.subtle">{zhCN.common.noMore}</Text>
      )}
    </Box>
  );
}
