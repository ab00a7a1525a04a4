import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedFlag } from './storedFlag.ts';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('storedFlag', () => {
  it('is unset until set, then stays set under its key (another key is untouched)', () => {
    const flag = storedFlag('test.flag');
    expect(flag.isSet()).toBe(false);
    flag.set();
    expect(flag.isSet()).toBe(true);
    expect(window.localStorage.getItem('test.flag')).toBe('1');
    expect(storedFlag('test.other').isSet()).toBe(false);
    // A second reader of the same key agrees (a reload).
    expect(storedFlag('test.flag').isSet()).toBe(true);
  });

  it('reads only "1" as set', () => {
    window.localStorage.setItem('test.flag', 'true');
    expect(storedFlag('test.flag').isSet()).toBe(false);
  });

  it('storage that refuses reads as unset and forgets without throwing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => { throw new Error('SecurityError'); });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new Error('QuotaExceededError'); });
    const flag = storedFlag('test.flag');
    expect(() => flag.set()).not.toThrow();
    expect(flag.isSet()).toBe(false);
  });
});
