// How a screen that shows a state the server changes by itself (an order's 验号 / 换绑, an audit, a valuation,
// merchants' bids, new messages) keeps it current without a reload: react-query's refetchInterval, asked
// again after every fetch.
// - While answers keep coming back the same, the interval grows from LIVE_POLL_MS to LIVE_POLL_MAX_MS; a changed
//   answer starts it over. The maximum stays under 5 s: a change shows within 5 s, as the product promises.
// - After failed fetches it backs off (doubling, up to LIVE_POLL_FAILING_MS) so a down server is not hammered.
// - A hidden tab does not poll (react-query's refetchIntervalInBackground is false by default) and catches up
//   when it is shown again (refetchOnWindowFocus would not: the app turns it off).
// - `until` stops it once the state can no longer change (an order paid out, a request closed).
// The browser journeys build with VITE_LIVE_POLL_MS=300 (playwright.config.ts): they play the platform's part
// through the mock and then wait for the screen to see it, so the pace scales down with the first interval.
// Failures back off at the production pace whatever the build: a failing screen keeps its message and 重试
// for a few seconds.
const PRODUCTION_POLL_MS = 2000;
export const LIVE_POLL_MS = Number(import.meta.env.VITE_LIVE_POLL_MS) || PRODUCTION_POLL_MS;
export const LIVE_POLL_MAX_MS = Math.round(LIVE_POLL_MS * 2.25);
export const LIVE_POLL_FAILING_MS = 60_000;

interface Pace {
  data: unknown;
  ms: number;
}

// Per query: the answer seen last time and the interval that followed it.
const paces = new WeakMap<object, Pace>();

/** The part of a react-query Query the interval reads. */
interface PolledQuery<T> {
  state: { data: T | undefined; fetchFailureCount: number };
}

/** refetchInterval for react-query; `whileTrue` limits polling to the states that can still change. */
export function livePollInterval<T>(whileTrue?: (data: T) => boolean) {
  return (query: PolledQuery<T>): number | false => {
    const { data, fetchFailureCount } = query.state;
    if (whileTrue && data !== undefined && !whileTrue(data)) return false;
    if (fetchFailureCount > 0) return Math.min(PRODUCTION_POLL_MS * 2 ** fetchFailureCount, LIVE_POLL_FAILING_MS);
    const last = paces.get(query);
    // react-query keeps the same object for an answer that did not change (structural sharing).
    const ms = last && last.data === data ? Math.min(Math.round(last.ms * 1.5), LIVE_POLL_MAX_MS) : LIVE_POLL_MS;
    paces.set(query, { data, ms });
    return ms;
  };
}

/**
 * Options to spread into a query that shows a live state: `...livePoll()` or
 * `...livePoll((order: Order) => order.orderStatus === OrderStatus.trading)`. A tab shown again fetches at once.
 */
export function livePoll<T>(whileTrue?: (data: T) => boolean) {
  return { refetchInterval: livePollInterval(whileTrue), refetchOnWindowFocus: true } as const;
}
