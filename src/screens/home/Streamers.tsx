// 合作主播 (zhubo type 1): a horizontal row of cards (photo, name, what they do), each leading to its jump.
import { Box, Flex, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import type { Zhubo } from '@/contract/types.ts';
import { EmptyState, ErrorState } from '@/components/states.tsx';
import { streamersQuery } from '@/api/content.queries.ts';
import { useDeferredQuery } from '@/lib/useDeferredQuery.ts';


const scrollRow = { scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' }, scrollSnapType: 'x proximity' } as const;

/** The body of home's 合作主播 section (loaded when the section comes near, see HomeSections.tsx). */
export default function StreamerRow() {
  const query = useDeferredQuery(useQuery(streamersQuery()));
  if (query.isPending) {
    return (
      <Flex gap="2.5" px="4" overflow="hidden" role="status" aria-label="加载中">
        {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} w="32" flexShrink={0} aspectRatio={3 / 5} borderRadius="lg" />)}
      </Flex>
    );
  }
  if (query.isError) return <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState compact text="暂无合作主播" />;
  return (
    <Flex gap="2.5" px="4" overflowX="auto" css={scrollRow}>
      {query.data.map((s) => <StreamerCard key={s.id} streamer={s} />)}
    </Flex>
  );
}

function StreamerCard({ streamer }: { streamer: Zhubo }) {
  const jump = streamer.jump?.trim() ?? '';
  const card = (
    <Stack gap="0" w="32" h="full" borderRadius="lg" overflow="hidden" borderWidth="1px" borderColor="border.muted"
      bg="bg.surface" data-testid="streamer-card">
      <Box aspectRatio={3 / 4} bg="gray.100">
        <Image src={assetUrl(streamer.img)} alt={streamer.name} width={300} height={400} loading="lazy" decoding="async"
          w="full" h="full" objectFit="cover" />
      </Box>
      <Stack gap="0.5" p="2">
        <Text fontSize="sm" fontWeight="semibold" truncate>{streamer.name}</Text>
        <Text fontSize="2xs" color="fg.muted" lineClamp={3} lineHeight="short">{streamer.content}</Text>
      </Stack>
    </Stack>
  );
  const style = { flexShrink: 0, scrollSnapAlign: 'start' } as const;
  if (jump.startsWith('/') && !jump.startsWith('//')) return <Link to={jump} style={style}>{card}</Link>;
  if (/^https?:/i.test(jump)) return <a href={jump} target="_blank" rel="noopener noreferrer" style={style}>{card}</a>;
  return <Box style={style}>{card}</Box>;
}
