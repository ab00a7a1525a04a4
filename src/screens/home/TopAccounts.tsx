// 顶级账号: listed goods priced at TOP_ACCOUNT_PRICE (contract/topAccounts.ts, ¥6000) or more, six at a time, by game
// (chips: 全部 and the hot games). Switching games keeps the previous cards until the new ones arrive (no jump).
import { useState } from 'react';
import { Box, Button, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { EmptyState, ErrorState } from '@/components/states.tsx';
import { TabStrip } from '@/components/TabStrip.tsx';
import { gamesQuery } from '@/api/game.queries.ts';
import { byPopularity } from '@/features/game/gameFilters.ts';
import { GoodsCard } from '@/features/goods/GoodsCard.tsx';
import { goodsPageQuery } from '@/api/goods.queries.ts';
import { useDeferredQuery } from '@/lib/useDeferredQuery.ts';

export const TOP_PAGE_SIZE = 6;

/** The body of home's 顶级账号 section (loaded when the section comes near, see HomeSections.tsx). */
export default function TopAccounts() {
  const [gameId, onGame] = useState<string>('all');
  const games = useQuery(gamesQuery());
  const selected = gameId === 'all' ? undefined : Number(gameId);
  const query = useDeferredQuery(useQuery({
    ...goodsPageQuery({ isTop: true, gameId: selected, pageSize: TOP_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  }));
  const chips = [{ value: 'all', label: '全部' },
    ...(games.data ?? []).filter((g) => g.hot).sort(byPopularity).map((g) => ({ value: String(g.id), label: g.name }))];

  let body;
  if (query.isPending) {
    body = (
      <Grid templateColumns="1fr 1fr" gap="2.5" role="status" aria-label="加载中">
        {Array.from({ length: 4 }, (_, i) => (
          <Stack key={i} gap="2">
            <Skeleton aspectRatio={4 / 3} borderRadius="lg" />
            <Skeleton h="3.5" />
            <Skeleton h="3.5" w="50%" />
          </Stack>
        ))}
      </Grid>
    );
  } else if (query.isError) {
    body = <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data.rows.length === 0) {
    body = <EmptyState compact text="该游戏暂无顶级账号" />;
  } else {
    body = (
      <Grid templateColumns="1fr 1fr" gap="2.5" opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s"
        aria-busy={query.isPlaceholderData}>
        {query.data.rows.map((goods) => (
          <Box key={goods.id} borderWidth="1px" borderColor="border.muted" borderRadius="lg" overflow="hidden">
            <GoodsCard goods={goods} layout="grid" />
          </Box>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <Box mb="3">
        <TabStrip label="按游戏筛选顶级账号" items={chips} value={gameId} onChange={onGame} variant="pill" />
      </Box>
      <Box role="tabpanel" aria-label="顶级账号列表">{body}</Box>
      <Button asChild variant="ghost" size="sm" w="full" mt="2" color="fg.muted">
        <Link to={paths.goodList({ gameId: selected })}>查看更多{chips.find((c) => c.value === gameId && selected)?.label ?? ''}账号</Link>
      </Button>
    </>
  );
}
