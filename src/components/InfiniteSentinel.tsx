// The end of an infinite list: loads the next page when it comes near the viewport (IntersectionObserver),
// with a 加载更多 button as a fallback, a spinner while loading, 没有更多了 at the end, and 重试 when the
// next page failed (the pages already shown stay).
import { useEffect, useRef } from 'react';
import { Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { zhCN } from '@/locales/zh-CN.ts';

export interface InfiniteSentinelProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => void;
  /** Shown under the last page (default 没有更多了). */
  endText?: string;
}

export function InfiniteSentinel({ hasNextPage, isFetchingNextPage, isError, fetchNextPage, endText }: InfiniteSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(fetchNextPage);
  useEffect(() => {
    load.current = fetchNextPage;
  }, [fetchNextPage]);

  const active = hasNextPage && !isFetchingNextPage && !isError;
  useEffect(() => {
    const node = ref.current;
    if (!active || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load.current();
    }, { rootMargin: '400px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);

  return (
    <Flex ref={ref} justify="center" align="center" py="4" minH="14" color="fg.muted" fontSize="xs" data-testid="list-end">
      {isFetchingNextPage ? (
        <Flex align="center" gap="2"><Spinner size="sm" color="brand.solid" />{zhCN.common.loading}…</Flex>
      ) : isError && hasNextPage ? (
        <Flex align="center" gap="2">
          <Text>{zhCN.errors.loadFailed}</Text>
          <Button size="xs" variant="outline" onClick={fetchNextPage}>{zhCN.common.retry}</Button>
        </Flex>
      ) : hasNextPage ? (
        <Button size="xs" variant="ghost" onClick={fetchNextPage}>{zhCN.common.loadMore}</Button>
      ) : (
        <Text>{endText ?? zhCN.common.noMore}</Text>
      )}
    </Flex>
  );
}
