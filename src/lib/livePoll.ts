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

/** How live a screen's data is: see the top of this file. */
export type Liveness = 'fast' | 'slow' | 'final';

const RANK: Record<Liveness, number> = { final: 0, slow: 1, fast: 2 };

/** The liveliest of several: a page is as live as the liveliest thing on it. */
export function liveliest(levels: Iterable<Liveness>): Liveness {
  let best: Liveness = 'final';
  for (const level of levels) if (RANK[level] > RANK[best]) best = level;
  return best;
}

/**
 * The rule of a page of rows (a list screen): as live as its liveliest row, and at least `floor` — 'slow' by
 * default, because a list may gain a row nobody on it can announce (a new sale, a row that moves into this tab
 * from another).
 */
export function liveRows<T>(rowRule: (row: T) => Liveness, floor: Liveness = 'slow') {
  return (page: { rows?: readonly T[] }): Liveness => liveliest([floor, ...(Array.isArray(page.rows) ? page.rows.map(rowRule) : [])]);
}

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

/** A rule answers a Liveness; a yes/no rule (`true` while the state can change) reads as 'fast' / 'final'. */
export type LiveRule<T> = (data: T) => Liveness | boolean;

function levelOf<T>(rule: LiveRule<T> | undefined, data: T | undefined): Liveness {
  // Not loaded yet: keep asking.
  if (!rule || data === undefined) return 'fast';
  const level = rule(data);
  return level === true ? 'fast' : level === false ? 'final' : level;
}

/** refetchInterval for react-query; `rule` says how live each answer is (fast without one). */
export function livePollInterval<T>(rule?: LiveRule<T>) {
  return (query: PolledQuery<T>): number | false => {
    const { data, fetchFailureCount } = query.state;
    const level = levelOf(rule, data);
    if (level === 'final') return false;
    if (fetchFailureCount > 0) {
      const backoff = Math.min(PRODUCTION_POLL_MS * 2 ** fetchFailureCount, LIVE_POLL_FAILING_MS);
      return level === 'slow' ? Math.max(backoff, LIVE_POLL_SLOW_MS) : backoff;
    }
    if (level === 'slow') {
      // A later turn to fast (a claim filed) starts at the first interval.
      paces.delete(query);
      return LIVE_POLL_SLOW_MS;
    }
    const last = paces.get(query);
    // react-query keeps the same object for an answer that did not change (structural sharing).
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
