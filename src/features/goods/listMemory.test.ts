import { describe, expect, it } from 'vitest';
import { decideRestore, isDetailOnScreen, isEarlyList, markDetailOnScreen, markEarlyList, saveListSnapshot, type ListSnapshot, type RestoreInput } from './listMemory.ts';

const saved: ListSnapshot = { locationKey: 'k1', filtersKey: 'gameId=1', scrollY: 1234, pages: 2 };
const back: RestoreInput = { navigationType: 'POP', locationKey: 'k1', filtersKey: 'gameId=1', fromDetail: true, cachedPages: 2 };

describe('decideRestore', () => {
  it('restores a back navigation from goodDetail onto the same entry with the pages cached', () => {
    expect(decideRestore(saved, back)).toBe(saved);
  });

  it('starts fresh on any other arrival', () => {
    expect(decideRestore(null, back)).toBeNull();
    expect(decideRestore(saved, { ...back, navigationType: 'PUSH' })).toBeNull();
    expect(decideRestore(saved, { ...back, navigationType: 'REPLACE' })).toBeNull();
    expect(decideRestore(saved, { ...back, fromDetail: false })).toBeNull();
    expect(decideRestore(saved, { ...back, locationKey: 'other' })).toBeNull();
    expect(decideRestore(saved, { ...back, filtersKey: 'gameId=2' })).toBeNull();
  });

  it('starts fresh when the cache lost the pages (garbage-collected)', () => {
    expect(decideRestore(saved, { ...back, cachedPages: 0 })).toBeNull();
    expect(decideRestore(saved, { ...back, cachedPages: 1 })).toBeNull();
  });
});

describe('markDetailOnScreen', () => {
  it('counts mounted details (StrictMode mounts twice)', () => {
    const a = markDetailOnScreen();
    const b = markDetailOnScreen();
    a();
    expect(isDetailOnScreen()).toBe(true);
    b();
    expect(isDetailOnScreen()).toBe(false);
  });
});

describe('the page-start list', () => {
  it('is kept for the first arrival only: leaving goodList ends it', () => {
    markEarlyList('["goods","list",{}]');
    expect(isEarlyList('["goods","list",{}]')).toBe(true);
    expect(isEarlyList('["goods","list",{"gameId":1}]')).toBe(false);
    saveListSnapshot({ locationKey: 'a', filtersKey: '', scrollY: 0, pages: 1 });
    expect(isEarlyList('["goods","list",{}]')).toBe(false);
  });
});
