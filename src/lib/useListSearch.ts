// The URL state of a paged personal list: ?page= (1 leaves it out) and its filters (?tab=, ?state=…).
import { useSearchParams } from 'react-router-dom';

/** The query as the URL is now, not as of the last render: two quick changes (a tab, then a date before the
 *  list re-rendered) must both land — building on the render's copy dropped the first. */
function urlNow(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

export function useListSearch() {
  const [search, setSearch] = useSearchParams();
  /** To page n (a new history entry), back at the top. */
  const goPage = (n: number) => {
    const next = urlNow();
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    setSearch(next);
    window.scrollTo({ top: 0 });
  };
  /** Sets a filter (undefined removes it) and goes back to page 1, replacing the history entry. */
  const setFilter = (key: string, value: string | undefined) => {
    const next = urlNow();
    if (value === undefined) next.delete(key);
    else next.set(key, value);
    next.delete('page');
    setSearch(next, { replace: true });
  };
  /** Changes the query as the URL is now, replacing the history entry. */
  const updateSearch = (change: (now: URLSearchParams) => URLSearchParams) => setSearch(change(urlNow()), { replace: true });
  return { search, setSearch, goPage, setFilter, updateSearch };
}
