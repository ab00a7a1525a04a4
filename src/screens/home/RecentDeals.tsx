// 最近成交: the latest deals rolling upwards (a continuous ticker, paused while pointed at or touched; still
// under reduced motion), with 更多 → finish.
import { useEffect, useRef } from 'react';
import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState } from '@/components/states.tsx';
import { recentDealsQuery } from '@/api/goods.queries.ts';
import { DealRow } from '@/features/goods/DealRow.tsx';
import { useReducedMotion } from '@/lib/useReducedMotion.ts';
import { useDeferredQuery } from '@/lib/useDeferredQuery.ts';

const VISIBLE_ROWS = 4;
/** Time each row takes to pass. */
const ROW_MS = 2500;

/** The body of home's 最近成交 section (loaded when the section comes near, see HomeSections.tsx). */
export default function DealsTicker() {
  const query = useDeferredQuery(useQuery(recentDealsQuery()));
  const listRef = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const deals = query.data ?? [];
  const rolling = deals.length > VISIBLE_ROWS && !reduced;

  useEffect(() => {
    const list = listRef.current;
    if (!rolling || !list || typeof list.animate !== 'function') return undefined;
    // The list is there twice: moving up by half of it brings the second copy exactly where the first began.
    const animation = list.animate([{ transform: 'translateY(0)' }, { transform: 'translateY(-50%)' }],
      { duration: deals.length * ROW_MS, iterations: Infinity });
    const pause = () => animation.pause();
    const play = () => animation.play();
    const box = list.parentElement;
    box?.addEventListener('pointerenter', pause);
    box?.addEventListener('pointerleave', play);
    box?.addEventListener('touchstart', pause, { passive: true });
    box?.addEventListener('touchend', play);
    return () => {
      animation.cancel();
      box?.removeEventListener('pointerenter', pause);
      box?.removeEventListener('pointerleave', play);
      box?.removeEventListener('touchstart', pause);
      box?.removeEventListener('touchend', play);
    };
  }, [rolling, deals.length]);

  if (query.isPending) {
    return (
      <Stack gap="0" h="32" justify="space-around" role="status" aria-label="加载中">
        {Array.from({ length: VISIBLE_ROWS }, (_, i) => <Skeleton key={i} h="4" />)}
      </Stack>
    );
  }
  if (query.isError) return <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  if (deals.length === 0) return <EmptyState compact text="暂无成交记录" />;

  const now = query.dataUpdatedAt;
  return (
    <Box h="32" overflow="hidden" position="relative" aria-label="最近成交列表">
      <Box ref={listRef} willChange={rolling ? 'transform' : undefined}>
        {deals.map((deal, i) => <DealRow key={`a${i}`} deal={deal} now={now} dense />)}
        {rolling && (
          <Box aria-hidden>
            {deals.map((deal, i) => <DealRow key={`b${i}`} deal={deal} now={now} dense />)}
          </Box>
        )}
      </Box>
    </Box>
  );
}
