// How a screen that shows a state the server changes by itself (an order's 验号 / 换绑, an audit, a valuation,
// merchants' bids, new messages, a payout, a buyer's claim) keeps it current without a reload: react-query's
// refetchInterval, asked again after every fetch. One rule per screen says how live its data is (`Liveness`):
// - 'fast' while the platform is moving it (an order in 交易中, a payout due, a claim being handled, bids coming):
//   from LIVE_POLL_MS, growing to LIVE_POLL_MAX_MS while answers keep coming back the same (a changed answer
//   starts it over). The maximum stays under 5 s: such a change shows within 5 s, as the product promises.
// - 'slow' while it may still change, but only when someone acts and not on the platform's clock (a finished
//   order, paid out, on which its buyer may still file a claim; a list that may gain a row): every
//   LIVE_POLL_SLOW_MS, so that such a change shows within 30 s.
// - 'final' once nothing on the page can change any more (an order cancelled or refunded with no claim open, a
//   recycle deal paid out or failed): no polling.
// - After failed fetches it backs off (doubling, up to LIVE_POLL_FAILING_MS) so a down server is not hammered.
// - A hidden tab does not poll (react-query's refetchIntervalInBackground is false by default) and catches up
//   when it is shown again (refetchOnWindowFocus would not: the app turns it off).
// The browser journeys build with VITE_LIVE_POLL_MS=300 (playwright.config.ts): they play the platform's part
// through the mock and then wait for the screen to see it, so the pace (the slow one too) scales down with the
// first interval. Failures back off at the production pace whatever the build: a failing screen keeps its
// message and 重试 for a few seconds.
const PRODUCTION_POLL_MS = 2000;
export const LIVE_POLL_MS = Number(import.meta.env.VITE_LIVE_POLL_MS) || PRODUCTION_POLL_MS;
export const LIVE_POLL_MAX_MS = Math.round(LIVE_POLL_MS * 2.25);
/** 20 s in production: a change nobody on the platform's side schedules still shows within 30 s. */
export const LIVE_POLL_SLOW_MS = LIVE_POLL_MS * 10;
export const LIVE_POLL_FAILING_MS = 60_000;

/** How live a screen's data is: see the top of this file. A list's rule: `liveRows` (lib/liveRows.ts). */
export type Liveness = 'fast' | 'slow' | 'final';

interface Pace {
  data: unknown;
  ms: number;
}

// Per query: the answer seen last time and the fast interval that followed it.
const paces = new WeakMap<object, Pace>();

/** The part of a react-query Query the interval reads. */
interface PolledQuery<T> {
  state: { data: T | undefined; fetchFailureCount: number };
}

/** A screen's rule: how live an answer is. */
export type LiveRule<T> = (data: T) => Liveness;

/** refetchInterval for react-query; `rule` says how live each answer is (fast without one, and before the first). */
export function livePollInterval<T>(rule?: LiveRule<T>) {
  return (query: PolledQuery<T>): number | false => {
    const { data, fetchFailureCount } = query.state;
    const level = rule && data !== undefined ? rule(data) : 'fast';
    if (level === 'final') return false;
    // A slow state, failing, backs off as a fast one does: from 4 s, the sooner to show that the server is back.
    if (fetchFailureCount > 0) return Math.min(PRODUCTION_POLL_MS * 2 ** fetchFailureCount, LIVE_POLL_FAILING_MS);
    if (level === 'slow') return LIVE_POLL_SLOW_MS;
    const last = paces.get(query);
    // react-query keeps the same object for an answer that did not change (structural sharing); a turn from slow
    // to fast is a changed answer, so it starts at the first interval.
    const ms = last && last.data === data ? Math.min(Math.round(last.ms * 1.5), LIVE_POLL_MAX_MS) : LIVE_POLL_MS;
    paces.set(query, { data, ms });
    return ms;
  };
}

/**
 * Options to spread into a query that shows a live state: `...livePoll()` (always fast), or with the screen's
 * rule, `...livePoll(orderLiveness)`, `...livePoll(liveRows(dealLiveness))`. A tab shown again fetches at once.
 */
export function livePoll<T>(rule?: LiveRule<T>) {
  return { refetchInterval: livePollInterval(rule), refetchOnWindowFocus: true } as const;
}
