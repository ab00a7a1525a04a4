import { describe, expect, it } from 'vitest';
import { LIVE_POLL_FAILING_MS, LIVE_POLL_MAX_MS, LIVE_POLL_MS, LIVE_POLL_SLOW_MS, livePollInterval, type Liveness } from './livePoll.ts';
import { liveliest, liveRows } from './liveRows.ts';

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
    const next = livePollInterval((o: { open: boolean }): Liveness => (o.open ? 'fast' : 'final'));
    expect(next(queryWith({ open: true }))).toBe(LIVE_POLL_MS);
    expect(next(queryWith({ open: false }))).toBe(false);
    // Not loaded yet: keep asking.
    expect(next(queryWith<{ open: boolean } | undefined>(undefined))).toBe(LIVE_POLL_MS);
  });

  it('polls a slow state every LIVE_POLL_SLOW_MS, under 30 s, and a turn to fast starts at the first interval', () => {
    expect(LIVE_POLL_SLOW_MS).toBeGreaterThan(LIVE_POLL_MAX_MS);
    // The promise for a change nobody schedules (a claim filed on a paid-out order): within 30 s, fetch included.
    expect(LIVE_POLL_SLOW_MS).toBeLessThanOrEqual(20_000);
    const next = livePollInterval((o: { level: Liveness }) => o.level);
    const q = queryWith<{ level: Liveness }>({ level: 'fast' });
    next(q);
    next(q);
    expect(next(q)).toBeGreaterThan(LIVE_POLL_MS);
    q.state.data = { level: 'slow' };
    expect(next(q)).toBe(LIVE_POLL_SLOW_MS);
    expect(next(q)).toBe(LIVE_POLL_SLOW_MS);
    q.state.data = { level: 'fast' };
    expect(next(q)).toBe(LIVE_POLL_MS);
    q.state.data = { level: 'final' };
    expect(next(q)).toBe(false);
  });

  it('backs off a failing slow state as a fast one, and stops a final one even while failing', () => {
    const next = livePollInterval((o: { level: Liveness }) => o.level);
    expect(next(queryWith({ level: 'slow' as Liveness }, 1))).toBe(LIVE_POLL_MS * 2);
    expect(next(queryWith({ level: 'slow' as Liveness }, 20))).toBe(LIVE_POLL_FAILING_MS);
    expect(next(queryWith({ level: 'final' as Liveness }, 1))).toBe(false);
  });

  it('a page is as live as the liveliest thing on it; a list is slow at least', () => {
    expect(liveliest([])).toBe('final');
    expect(liveliest(['final', 'slow'])).toBe('slow');
    expect(liveliest(['slow', 'fast', 'final'])).toBe('fast');
    const rows = liveRows((r: { level: Liveness }) => r.level);
    expect(rows({ rows: [] })).toBe('slow');
    expect(rows({ rows: [{ level: 'final' }] })).toBe('slow');
    expect(rows({ rows: [{ level: 'final' }, { level: 'fast' }] })).toBe('fast');
    // An answer without rows (drift) reads as an empty page.
    expect(rows({})).toBe('slow');
    expect(liveRows((r: { level: Liveness }) => r.level, 'final')({ rows: [{ level: 'final' }] })).toBe('final');
  });
});
