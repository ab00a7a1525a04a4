// 商品列表 (goodList): search, game switcher, 区服 / 排序 / 筛选, 图文·列表, infinite scroll. Filters live in
// the URL (and the valtio search state); coming back from goodDetail restores pages and scroll exactly. A keyword
// search is in 相关度 order by default where the backend ranks (its rows carry `relevance`), its words marked.
import { useMemo } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Page } from '@/components/Page.tsx';
import { gameTemplateQuery } from '@/api/game.queries.ts';
import { activeFilterCount, filtersKey, normalizeKeyword, resetFilters, toListQuery } from '@/features/goods/filters.ts';
import { keywordWords } from '@/features/goods/highlight.ts';
import { FilterBar } from '@/features/goods/list/FilterBar.tsx';
import { GoodsInfiniteList, NoGoods } from '@/features/goods/list/GoodsInfiniteList.tsx';
import { ListHeader, useCurrentGame } from '@/features/goods/list/ListHeader.tsx';
import { useListParams } from '@/features/goods/list/useListParams.ts';
import { useListRestore } from '@/features/goods/list/useListRestore.ts';
import { useQufuLabel } from '@/features/goods/list/useQufuLabel.ts';
import { goodsInfiniteQuery } from '@/api/goods.queries.ts';

export default function GoodList() {
  const { filters, view, setFilters, setView } = useListParams();
  const listQuery = useMemo(() => toListQuery(filters), [filters]);
  const { restored, recordScroll } = useListRestore(listQuery, filtersKey(filters));
  const query = useInfiniteQuery({ ...goodsInfiniteQuery(listQuery), refetchOnMount: restored ? false : true });
  const game = useCurrentGame(filters.gameId);
  const template = useQuery({ ...gameTemplateQuery(filters.gameId ?? 0), enabled: filters.gameId !== undefined }).data;
  const qufuLabel = useQufuLabel(game, filters);
  const narrowed = activeFilterCount(filters) > 0;
  const marks = useMemo(() => keywordWords(filters.keyWord), [filters.keyWord]);
  // 相关度 is the default only where the answer shows it was applied: a backend without it answered 综合.
  const byRelevance = !filters.sortRank && marks.length > 0 && query.data?.pages[0]?.rows.some((g) => g.relevance !== undefined) === true;

  return (
    <Page padding={false} title={game ? `${game.name} · 商品列表` : undefined}>
      <ListHeader game={game} gameId={filters.gameId} keyWord={filters.keyWord}
        onSearch={(text) => setFilters({ ...filters, keyWord: normalizeKeyword(text) })} />
      <FilterBar filters={filters} game={game} template={filters.gameId === undefined ? undefined : template}
        qufuLabel={qufuLabel} view={view} byRelevance={byRelevance} onChange={setFilters} onView={setView} />
      <GoodsInfiniteList query={query} view={view} marks={marks} restoredY={restored?.scrollY ?? null} onCardClick={recordScroll}
        empty={(
          <NoGoods>
            <HStack gap="2">
              {narrowed && <Button size="sm" variant="outline" onClick={() => setFilters(resetFilters(filters))}>重置筛选</Button>}
              {filters.keyWord && (
                <Button size="sm" variant="outline" onClick={() => setFilters({ ...filters, keyWord: undefined })}>清空关键词</Button>
              )}
              {!narrowed && !filters.keyWord && filters.gameId !== undefined && (
                <Button size="sm" variant="outline" onClick={() => setFilters({ attrs: {} })}>看看全部游戏</Button>
              )}
            </HStack>
          </NoGoods>
        )} />
    </Page>
  );
}
