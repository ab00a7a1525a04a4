import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDeferredQuery } from './useDeferredQuery.ts';

interface FakeQuery { data: string[] | undefined; isPending: boolean; isError: boolean }

function renderDeferred(initial: FakeQuery) {
  const seen: FakeQuery[] = [];
  const hook = renderHook(({ query }: { query: FakeQuery }) => {
    const shown = useDeferredQuery(query);
    seen.push(shown);
    return shown;
  }, { initialProps: { query: initial } });
  return { ...hook, seen };
}

describe('useDeferredQuery', () => {
  it('shows data already there on the first render, without a second render', () => {
    const ready = { data: ['a'], isPending: false, isError: false };
    const { result, seen } = renderDeferred(ready);
    expect(result.current).toBe(ready);
    expect(seen).toHaveLength(1);
  });

  it('keeps the loading state in the urgent render and shows the arrived data in the deferred one', async () => {
    const { result, seen, rerender } = renderDeferred({ data: undefined, isPending: true, isError: false });
    const arrived = { data: ['a', 'b'], isPending: false, isError: false };
    await act(async () => rerender({ query: arrived }));
    const afterArrival = seen.slice(1);
    // First the urgent render: still pending, no data (so no "empty" state flashes)…
    expect(afterArrival[0]).toMatchObject({ data: undefined, isPending: true, isError: false });
    // …then the deferred render with the data.
    expect(result.current).toBe(arrived);
  });

  it('keeps the previous data on screen until the new data is rendered', async () => {
    const { result, seen, rerender } = renderDeferred({ data: ['old'], isPending: false, isError: false });
    const fresh = { data: ['new'], isPending: false, isError: false };
    await act(async () => rerender({ query: fresh }));
    expect(seen[1]).toMatchObject({ data: ['old'], isPending: false });
    expect(result.current).toBe(fresh);
  });

  it('passes an error through at once: the first render after it already shows it', async () => {
    const { seen, rerender } = renderDeferred({ data: undefined, isPending: true, isError: false });
    const failed = { data: undefined, isPending: false, isError: true };
    await act(async () => rerender({ query: failed }));
    // Not a deferred render later: the urgent one (the first after the error) carries it.
    expect(seen[1]).toBe(failed);
  });
});
