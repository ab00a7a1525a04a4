import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, reloadOnStaleChunk } from './staleChunks.ts';

describe('reloadOnStaleChunk', () => {
  let remove = () => {};
  afterEach(() => {
    remove();
    window.sessionStorage.clear();
  });

  it('loads the page again once when a chunk of the old build is gone, and not again right after', () => {
    let now = 1_000_000;
    const reload = vi.fn();
    remove = reloadOnStaleChunk(() => now, reload);
    const fail = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails too: a real error, left to RouteError (the event is not cancelled, Vite throws it).
    now += 2_000;
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Much later (another deploy): again once.
    now += RELOAD_GUARD_MS;
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
