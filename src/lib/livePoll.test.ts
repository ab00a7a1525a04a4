import { describe, expect, it } from 'vitest';
import { LIVE_POLL_FAILING_MS, LIVE_POLL_MAX_MS, LIVE_POLL_MS, livePollInterval } from './livePoll.ts';

const queryWith = <T,>(data: T, fetchFailureCount = 0) => ({ state: { data, fetchFailureCount } });

describe('livePollInterval', () => {
  it('polls fast, slows down while nothing changes, never past 5 s, and starts over on a change', () => {
    const next = livePollInterval();
    const q = queryWith<{ a: number }>({ a: 1 });
    const seen = Array.from({ length: 8 }, () => next(q));
    expect(seen[0]).toBe(LIVE_POLL_MS);
    expect(seen[1]).toBeGreaterThan(LIVE_POLL_MS);
    expect(Math.max(...(seen as number[]))).toBe(LIVE_POLL_MAX_MS);
    expect(LIVE_POLL_MAX_MS).toBeLessThan(5000);
    q.state.data = { a: 2 };
    expect(next(q)).toBe(LIVE_POLL_MS);
  });

  it('backs off after failures, up to a minute', () => {
    const next = livePollInterval();
    expect(next(queryWith(undefined, 1))).toBe(LIVE_POLL_MS * 2);
    expect(next(queryWith(undefined, 3))).toBe(LIVE_POLL_MS * 8);
    expect(next(queryWith(undefined, 20))).toBe(LIVE_POLL_FAILING_MS);
  });

  it('stops once the state can no longer change', () => {
    const next = livePollInterval((o: { open: boolean }) => o.open);
    expect(next(queryWith({ open: true }))).toBe(LIVE_POLL_MS);
    expect(next(queryWith({ open: false }))).toBe(false);
    // Not loaded yet: keep asking.
    expect(next(queryWith<{ open: boolean } | undefined>(undefined))).toBe(LIVE_POLL_MS);
  });
});
