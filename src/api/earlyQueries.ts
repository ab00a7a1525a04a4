// The page-start requests (app/earlyStart.ts) without react-query's core. The core (≈ 8 KB compressed, the query
// cache, its observers and mutations) sat in the chunk a landing page needs before it can ask for its first
// answer, so on a phone its download and evaluation came before the LCP picture's answer and the picture
// (docs/decisions/0017). A page-start request now calls its query's own `queryFn`, and the query client, once it
// exists (queryClient.ts, with the framework), takes each answer over under its key: the screen finds it asked
// for, or in its cache, and does not ask again. Once the client exists, an early request simply goes through it.
import type { InfiniteData, QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/query-core';

/** A query's options as `queryOptions(...)` makes them (api/*.queries.ts); T is what its queryFn answers. */
interface Query<T> {
  queryKey: QueryKey;
  /** A symbol is query-core's skipToken (never one of ours here). */
  queryFn?: ((context: never) => T | Promise<T>) | symbol;
}

/** An infinite query's options as `infiniteQueryOptions(...)` makes them: its first page is asked for. */
interface InfiniteQuery<T, P> extends Query<T> {
  initialPageParam: P;
  getNextPageParam: (last: T, pages: T[], lastParam: P, params: P[]) => P | undefined | null;
}

type QueryFn = (context: QueryFunctionContext) => Promise<unknown>;

interface Asked {
  options: Query<unknown>;
  /** The answer, before it is handed over; the query's own queryFn asks for any later one (a retry, a refetch). */
  answer: Promise<unknown>;
  infinite: boolean;
}

let asked: Asked[] = [];
let client: QueryClient | undefined;

/** The first call of the query's queryFn, as query-core would make it (no client yet: none of ours reads it). */
function callQueryFn(options: Query<unknown>, pageParam?: unknown): Promise<unknown> {
  const context = { queryKey: options.queryKey, signal: new AbortController().signal, meta: undefined, pageParam, direction: 'forward' };
  return (options.queryFn as QueryFn)(context as unknown as QueryFunctionContext);
}

function handOver(to: QueryClient, { options, answer, infinite }: Asked): void {
  let first: Promise<unknown> | undefined = answer;
  const queryFn = (context: QueryFunctionContext) => {
    const taken = first ?? (options.queryFn as QueryFn)(context);
    first = undefined;
    return taken;
  };
  // prefetch*: a failed early answer is the query's error state, which the screen shows (and retries) itself.
  if (infinite) void to.prefetchInfiniteQuery({ ...(options as InfiniteQuery<unknown, unknown>), queryFn });
  else void to.prefetchQuery({ ...options, queryFn });
}

/** A failure is the screen's to show (the query's error state): the caller need not wait for the answer. */
function handled<T>(answer: Promise<T>): Promise<T> {
  answer.catch(() => undefined);
  return answer;
}

/** Asks for a query's answer before the query client exists (else through it); resolves with its data. */
export function askEarly<T>(options: Query<T>): Promise<T> {
  if (client) return handled(client.fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0]) as Promise<T>);
  const answer = handled(callQueryFn(options));
  asked.push({ options, answer, infinite: false });
  return answer as Promise<T>;
}

/** askEarly for an infinite query: its first page, resolving with the query's data (one page). */
export function askEarlyInfinite<T, P>(options: InfiniteQuery<T, P>): Promise<InfiniteData<T, P>> {
  if (client) {
    return handled(client.fetchInfiniteQuery(options as Parameters<QueryClient['fetchInfiniteQuery']>[0]) as Promise<InfiniteData<T, P>>);
  }
  const page = handled(callQueryFn(options, options.initialPageParam));
  asked.push({ options, answer: page, infinite: true });
  return handled(page.then((first) => ({ pages: [first as T], pageParams: [options.initialPageParam] })));
}

/** Called once the app's query client is made: it takes the answers asked for so far, and every later request. */
export function handEarlyAnswers(to: QueryClient): void {
  client = to;
  for (const early of asked) handOver(to, early);
  asked = [];
}

/**
 * Tests only: no client yet, nothing asked. Answers what puts the state back: the unit tests share one module
 * graph (vitest.config.ts), where the app's client (queryClient.ts) may already have taken over.
 */
export function resetEarlyQueriesForTests(): () => void {
  const before = { client, asked };
  client = undefined;
  asked = [];
  return () => {
    ({ client, asked } = before);
  };
}
