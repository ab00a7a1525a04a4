// The rentable accounts (goodsList with hire: true), filtered by game chips kept in the URL (?gameId=), with
// infinite scroll. Each account shows its hourly / daily rent and a button to rent it through 客服.
import { Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { Goods } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { EmptyState, ErrorState } from '@/components/states.tsx';
import { TabStrip } from '@/components/TabStrip.tsx';
import { byPopularity } from '@/features/game/gameFilters.ts';
import { gamesQuery } from '@/api/game.queries.ts';
import { GoodsCard } from '@/features/goods/GoodsCard.tsx';
import { goodsInfiniteQuery } from '@/api/goods.queries.ts';
import { daySaving, hireFilters, parseGameId, rentOptions, rentPrice } from './hire.ts';
import { InfiniteSentinel } from '@/components/InfiniteSentinel.tsx';

export function HireList() {
  const [params, setParams] = useSearchParams();
  const gameId = parseGameId(params.get('gameId'));
  const games = useQuery(gamesQuery());
  const query = useInfiniteQuery(goodsInfiniteQuery(hireFilters(gameId)));

  const chips = [{ value: 'all', label: '全部' },
    ...(games.data ?? []).slice().sort(byPopularity).map((g) => ({ value: String(g.id), label: g.name }))];
  const pickGame = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('gameId');
    else next.set('gameId', value);
    setParams(next, { replace: true });
  };

  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="3">
      <Box mx="-4" px="4" position="sticky" top="var(--chakra-sizes-top-bar)" zIndex="1" bg="bg.page" py="2">
        <TabStrip label="按游戏筛选" items={chips} value={gameId === undefined ? 'all' : String(gameId)} onChange={pickGame}
          variant="pill" />
      </Box>
      {query.isPending ? (
        <Stack gap="3" role="status" aria-label="加载中">
          {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h="40" borderRadius="xl" />)}
        </Stack>
      ) : query.isError && rows.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text="该游戏暂无可租账号" action={(
          <Button asChild size="sm" variant="outline"><Link to={paths.contactkefu(gameId)}>咨询客服预约</Link></Button>
        )} />
      ) : (
        <>
          <Text fontSize="xs" color="fg.muted">共 {total} 个可租账号</Text>
          <Stack gap="3" data-testid="hire-list">
            {rows.map((goods) => <HireItem key={goods.id} goods={goods} />)}
          </Stack>
          <InfiniteSentinel hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage}
            isError={query.isFetchNextPageError} fetchNextPage={() => void query.fetchNextPage()} />
        </>
      )}
    </Stack>
  );
}

function HireItem({ goods }: { goods: Goods }) {
  const options = rentOptions(goods);
  const saving = daySaving(goods);
  return (
    <Box bg="bg.surface" borderRadius="xl" overflow="hidden" data-testid="hire-item">
      <GoodsCard goods={goods} layout="list" />
      <Flex align="center" gap="2" px="3" py="2.5" borderTopWidth="1px" borderColor="border.muted" bg="brand.subtle/40">
        <HStack gap="2" flex="1" minW="0" flexWrap="wrap" aria-label="租金">
          <Text fontSize="xs" color="fg.muted">租金</Text>
          {options.map((o) => (
            <Text key={o.unit} fontSize="sm" fontWeight="bold" color="price" data-testid="rent-price">
              {o.text}
            </Text>
          ))}
          {saving > 0 && <Text fontSize="2xs" color="trust">包天省{rentPrice(saving)}</Text>}
        </HStack>
        <Button asChild size="xs" borderRadius="full" px="3" flexShrink={0}>
          <Link to={paths.contactkefu(goods.gameId)} aria-label={`联系客服租号：${goods.title}`}>联系客服租号</Link>
        </Button>
      </Flex>
    </Box>
  );
}
