import { beforeEach, describe, expect, it } from 'vitest';
import { clearSearches, recentSearches, rememberSearch, SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX } from './searchHistory.ts';

describe('searchHistory', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, once each, at most ten', () => {
    for (let i = 1; i <= 12; i++) rememberSearch(`词${i}`);
    rememberSearch(' 词5 ');
    const words = recentSearches();
    expect(words).toHaveLength(SEARCH_HISTORY_MAX);
    expect(words.slice(0, 3)).toEqual(['词5', '词12', '词11']);
    expect(words.filter((w) => w === '词5')).toHaveLength(1);
  });

  it('ignores empty words and a damaged store, and clears', () => {
    rememberSearch('  ');
    expect(recentSearches()).toEqual([]);
    localStorage.setItem(SEARCH_HISTORY_KEY, '{oops');
    expect(recentSearches()).toEqual([]);
    rememberSearch('李白');
    clearSearches();
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });
});
