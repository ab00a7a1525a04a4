import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/query-core';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { askEarly, askEarlyInfinite, handEarlyAnswers, resetEarlyQueriesForTests } from './earlyQueries.ts';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

let restore: () => void;
beforeEach(() => {
  restore = resetEarlyQueriesForTests();
});
afterEach(() => restore());

describe('page-start requests before the query client exists', () => {
  it('are asked once: the client made later has the answer under its key and does not ask again', async () => {
    const queryFn = vi.fn(() => Promise.resolve(['横幅']));
    const banners = queryOptions({ queryKey: ['home', 'banners'], queryFn, staleTime: 60_000 });
    await expect(askEarly(banners)).resolves.toEqual(['横幅']);
    const later = client();
    handEarlyAnswers(later);
    await expect(later.fetchQuery(banners)).resolves.toEqual(['横幅']);
    expect(later.getQueryData(banners.queryKey)).toEqual(['横幅']);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('hand over an answer still on its way: the screen waits for that one request', async () => {
    let answer!: (rows: string[]) => void;
    const queryFn = vi.fn(() => new Promise<string[]>((resolve) => { answer = resolve; }));
    const banners = queryOptions({ queryKey: ['home', 'banners'], queryFn });
    void askEarly(banners);
    const later = client();
    handEarlyAnswers(later);
    const screen = later.fetchQuery(banners);
    answer(['横幅']);
    await expect(screen).resolves.toEqual(['横幅']);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('leave a failure to the screen: no unhandled rejection, the query in error, and a retry asks again', async () => {
    const queryFn = vi.fn().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue({ total: 3 });
    const stats = queryOptions({ queryKey: ['home', 'stats'], queryFn: queryFn as () => Promise<{ total: number }> });
    void askEarly(stats);
    await Promise.resolve();
    const later = client();
    handEarlyAnswers(later);
    await vi.waitFor(() => expect(later.getQueryState(stats.queryKey)?.status).toBe('error'));
    await expect(later.fetchQuery(stats)).resolves.toEqual({ total: 3 });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('ask an infinite query for its first page; the next page is asked by the screen with its own params', async () => {
    const queryFn = vi.fn(({ pageParam }: { pageParam: number }) => Promise.resolve({ rows: [`第${pageParam}页`], total: 2 }));
    const list = infiniteQueryOptions({
      queryKey: ['goods', 'list'], queryFn, initialPageParam: 1,
      getNextPageParam: (_last: { total: number }, pages: unknown[]) => (pages.length < 2 ? pages.length + 1 : undefined),
    });
    await expect(askEarlyInfinite(list)).resolves.toEqual({ pages: [{ rows: ['第1页'], total: 2 }], pageParams: [1] });
    const later = client();
    handEarlyAnswers(later);
    const observer = new InfiniteQueryObserver(later, list);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
    await observer.fetchNextPage();
    expect(observer.getCurrentResult().data?.pages.map((page) => page.rows[0])).toEqual(['第1页', '第2页']);
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});

describe('page-start requests once the query client exists', () => {
  it('go through it: an answer the cache has fresh is not asked again, and a failure is left to the screen', async () => {
    const queryFn = vi.fn(() => Promise.resolve([{ id: 1 }]));
    const games = queryOptions({ queryKey: ['games'], queryFn, staleTime: 60_000 });
    const made = client();
    handEarlyAnswers(made);
    await made.fetchQuery(games);
    await expect(askEarly(games)).resolves.toEqual([{ id: 1 }]);
    expect(queryFn).toHaveBeenCalledTimes(1);
    // Asked and not awaited (home's stats and games), then cancelled: no unhandled rejection.
    void askEarly(queryOptions({ queryKey: ['home', 'stats'], queryFn: () => new Promise<number>(() => undefined) }));
    made.clear();
  });
});
