// goodList's filters and view, read from the URL and written back to it (replace: the back button leaves the
// list rather than undoing filters one by one). The valtio search state mirrors the keyword and game name.
import { useCallback, useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { afterPaint } from '@/lib/afterPaint.ts';
import { KEEP_SCROLL } from '@/lib/keepScroll.ts';
import { setSearchText } from '@/stores/app.ts';
import { goodsKeys } from '@/api/goods.queries.ts';
import { filtersToSearch, parseFilters, parseView, toListQuery, type GoodsFilters, type ViewMode } from '../filters.ts';

export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const key = search.toString();
  const filters = useMemo(() => parseFilters(new URLSearchParams(key)), [key]);
  const view = useMemo(() => parseView(new URLSearchParams(key)), [key]);

  useEffect(() => {
    setSearchText(filters.keyWord ?? '');
  }, [filters.keyWord]);

  const setFilters = useCallback((next: GoodsFilters) => {
    // A new filter starts at page 1: forget any pages an earlier visit left for the same filter.
    queryClient.removeQueries({ queryKey: goodsKeys.list(toListQuery(next)), exact: true });
    // After the tap has painted (the sort choices or the sheet closing): the URL update and the list's render
    // would otherwise hold that paint up (npm run bench:interactions).
    const search = filtersToSearch(next, view);
    afterPaint(() => setSearch(search, { replace: true }));
  }, [queryClient, setSearch, view]);

  const setView = useCallback((next: ViewMode) => {
    setSearch(filtersToSearch(filters, next), { replace: true, state: KEEP_SCROLL });
  }, [filters, setSearch]);

  return { filters, view, setFilters, setView };
}
