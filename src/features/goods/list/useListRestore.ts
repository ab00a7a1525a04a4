// Restores goodList on a back navigation from goodDetail (see listMemory.ts) and remembers where the user was
// when they leave. Returns the snapshot being restored (null when starting fresh) and a click-capture handler
// that records the scroll offset the moment a card is tapped.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { Goods, GoodsListQuery, Page } from '@/contract/types.ts';
import { goodsInfiniteQuery, goodsKeys } from '@/api/goods.queries.ts';
import { decideRestore, isDetailOnScreen, readListSnapshot, saveListSnapshot, isEarlyList, type ListSnapshot } from '../listMemory.ts';

export function useListRestore(listQuery: GoodsListQuery, filtersKey: string) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const queryClient = useQueryClient();

  // Decided once, on the first render (before the list query reads the cache).
  const [restored] = useState<ListSnapshot | null>(() => {
    const cached = queryClient.getQueryData<InfiniteData<Page<Goods>>>(goodsKeys.list(listQuery));
    const decision = decideRestore(readListSnapshot(), {
      navigationType, locationKey: location.key, filtersKey, fromDetail: isDetailOnScreen(), cachedPages: cached?.pages.length ?? 0,
    });
    // Arriving fresh: page 1 again, not the pages an earlier visit left in the cache. The request starts
    // here, on the first render, rather than after the whole screen has rendered and committed — unless the
    // page-start request (app/earlyList.ts) already asked for exactly this list.
    if (!decision && !isEarlyList(JSON.stringify(goodsKeys.list(listQuery)))) {
      queryClient.removeQueries({ queryKey: goodsKeys.list(listQuery), exact: true });
      void queryClient.prefetchInfiniteQuery(goodsInfiniteQuery(listQuery));
    }
    return decision;
  });

  const scrollY = useRef(restored?.scrollY ?? 0);
  const latest = useRef({ key: location.key, filtersKey, listQuery });
  useLayoutEffect(() => {
    latest.current = { key: location.key, filtersKey, listQuery };
  });

  // Scroll: back to where the user was, or the top. Again after paint, because the router's own scroll
  // restoration (a parent's layout effect) runs after ours.
  useLayoutEffect(() => {
    window.scrollTo(0, restored?.scrollY ?? 0);
  }, [restored]);
  useEffect(() => {
    window.scrollTo(0, restored?.scrollY ?? 0);
  }, [restored]);

  // Track the offset while mounted; save the snapshot when leaving (layout cleanup: before the next screen
  // resets the scroll).
  useLayoutEffect(() => {
    const onScroll = () => { scrollY.current = window.scrollY; };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      const { key, filtersKey: fk, listQuery: q } = latest.current;
      const data = queryClient.getQueryData<InfiniteData<Page<Goods>>>(goodsKeys.list(q));
      saveListSnapshot({ locationKey: key, filtersKey: fk, scrollY: scrollY.current, pages: data?.pages.length ?? 0 });
    };
  }, [queryClient]);

  const recordScroll = () => {
    scrollY.current = window.scrollY;
  };

  return { restored, recordScroll };
}
