// The rule of a page of rows for livePoll (lib/livePoll.ts): a list is as live as its liveliest row. Apart from
// livePoll.ts because only the list screens need it, and livePoll.ts is on home's first load (the 消息 badge).
import type { Liveness } from './livePoll.ts';

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
