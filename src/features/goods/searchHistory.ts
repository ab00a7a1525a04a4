// 最近搜索: the keywords this device searched, newest first, at most 10, in localStorage. A storage that refuses
// (private mode, a full quota) reads as empty and forgets quietly. A 401 clears localStorage, and this with it.
export const SEARCH_HISTORY_KEY = 'searchHistory';
export const SEARCH_HISTORY_MAX = 10;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function recentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((w): w is string => typeof w === 'string' && w !== '').slice(0, SEARCH_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

function write(words: string[]): void {
  try {
    if (words.length) storage()?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(words));
    else storage()?.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // Not kept: the search itself still works.
  }
}

/** Puts a keyword first (moving it up when it is there already). */
export function rememberSearch(word: string): void {
  const keyword = word.trim();
  if (!keyword) return;
  write([keyword, ...recentSearches().filter((w) => w !== keyword)].slice(0, SEARCH_HISTORY_MAX));
}

export function clearSearches(): void {
  write([]);
}
