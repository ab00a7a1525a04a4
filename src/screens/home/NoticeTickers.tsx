// Notice tickers: one line each for 常见问题 (cjwt), 新闻公告 (xwgg) and 追回案例 (zhgg), each rolling through
// its five newest titles (paused while pointed at or focused; still under reduced motion). A title opens
// newsDetail; the label opens the announcement centre on that type.
import { useEffect, useState } from 'react';
import { Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { NoticeType } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { noticeListQuery } from '@/api/content.queries.ts';
import { formatDate } from '@/lib/format.ts';
import { useReducedMotion } from '@/lib/useReducedMotion.ts';

export const TICKER_TYPES: { type: NoticeType; label: string; palette: string }[] = [
  { type: 'cjwt', label: '常见问题', palette: 'blue' },
  { type: 'xwgg', label: '新闻公告', palette: 'brand' },
  { type: 'zhgg', label: '追回案例', palette: 'green' },
];

export const TICKER_MS = 4000;
const TICKER_SIZE = 5;

/** The body of home's 平台公告 section (loaded when the section comes near, see HomeSections.tsx). */
export default function NoticeTickers() {
  return (
    <Stack gap="2.5">
      {TICKER_TYPES.map((t, i) => <TickerRow key={t.type} {...t} delay={i * 1300} />)}
    </Stack>
  );
}

function TickerRow({ type, label, palette, delay }: { type: NoticeType; label: string; palette: string; delay: number }) {
  const query = useQuery(noticeListQuery(type, 1, TICKER_SIZE));
  const rows = query.data?.rows ?? [];
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const reduced = useReducedMotion();
  const count = rows.length;

  useEffect(() => {
    if (count < 2 || held || reduced) return undefined;
    // Rows start at different moments so the three lines do not all move together.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), index === 0 ? TICKER_MS + delay : TICKER_MS);
    return () => window.clearTimeout(timer);
  }, [count, held, reduced, index, delay]);

  const notice = rows[index % Math.max(count, 1)];
  return (
    <Flex align="center" gap="2" h="6" data-testid={`ticker-${type}`}
      onPointerEnter={() => setHeld(true)} onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)} onBlur={() => setHeld(false)}>
      <Link to={paths.gonggao(type)} style={{ flexShrink: 0 }}>
        <Text as="span" fontSize="2xs" fontWeight="semibold" colorPalette={palette} color="colorPalette.fg"
          bg="colorPalette.subtle" px="1.5" py="0.5" borderRadius="sm" whiteSpace="nowrap">
          {label}
        </Text>
      </Link>
      <Box flex="1" minW="0" overflow="hidden" h="full" aria-live="off">
        {query.isPending ? (
          <Skeleton h="3.5" w="80%" mt="1" />
        ) : query.isError ? (
          <Flex align="center" h="full" gap="2" fontSize="xs" color="fg.muted">
            加载失败
            <Text as="button" color="brand.fg" onClick={() => void query.refetch()}>重试</Text>
          </Flex>
        ) : !notice ? (
          <Flex align="center" h="full" fontSize="xs" color="fg.muted">暂无{label}</Flex>
        ) : (
          <Link key={notice.noticeId} to={paths.newsDetail(notice.noticeId)}>
            <Flex align="center" gap="2" h="full" animationName={reduced ? undefined : 'slide-from-bottom, fade-in'}
              animationDuration="0.35s" animationTimingFunction="ease-out">
              <Text fontSize="sm" truncate flex="1" minW="0">{notice.noticeTitle}</Text>
              <Text fontSize="2xs" color="fg.muted" flexShrink={0}>{formatDate(notice.createTime, 'MM-DD')}</Text>
            </Flex>
          </Link>
        )}
      </Box>
    </Flex>
  );
}
