// goodList's memory across a visit to goodDetail. Coming BACK from goodDetail (a POP onto the very history
// entry the list was left from, while the detail is still on screen) restores the filters (they are in the
// URL), the loaded pages (react-query's cache, kept fresh long enough not to refetch) and the scroll offset;
// any other arrival starts fresh: page 1, at the top.
//
// Module state, not React state: it has to outlive the list's unmount.

export interface ListSnapshot {
  /** React Router's key of the history entry the list was left from. */
  locationKey: string;
  /** filtersKey() of the filters shown then. */
  filtersKey: string;
  scrollY: number;
  /** How many pages were loaded. */
  pages: number;
}

let snapshot: ListSnapshot | null = null;
let detailsOnScreen = 0;
/**
 * The list query the page-start request (app/earlyList.ts) fetched for this document, if any. goodList's first
 * render keeps that page instead of asking again (an arrival otherwise starts from a fresh page 1).
 */
let earlyListKey: string | null = null;

export function saveListSnapshot(next: ListSnapshot): void {
  earlyListKey = null; // leaving the list: a later arrival starts fresh
  snapshot = next;
}

export function readListSnapshot(): ListSnapshot | null {
  return snapshot;
}

export function clearListSnapshot(): void {
  snapshot = null;
}

/** goodDetail calls this while mounted (an effect): when the list renders on a back navigation, the detail is
 *  still mounted (React renders the new screen before it removes the old one), which tells the list where the
 *  user came from. Returns the cleanup. */
export function markDetailOnScreen(): () => void {
  detailsOnScreen += 1;
  return () => {
    detailsOnScreen = Math.max(0, detailsOnScreen - 1);
  };
}

export function isDetailOnScreen(): boolean {
  return detailsOnScreen > 0;
}

export interface RestoreInput {
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  locationKey: string;
  filtersKey: string;
  fromDetail: boolean;
  /** Pages of this filter in react-query's cache (0 when none). */
  cachedPages: number;
}

/** The snapshot to restore, or null to start fresh. */
export function decideRestore(saved: ListSnapshot | null, input: RestoreInput): ListSnapshot | null {
  if (!saved) return null;
  if (input.navigationType !== 'POP' || !input.fromDetail) return null;
  if (saved.locationKey !== input.locationKey || saved.filtersKey !== input.filtersKey) return null;
  if (input.cachedPages < saved.pages || input.cachedPages === 0) return null;
  return saved;
}

export function markEarlyList(key: string): void {
  earlyListKey = key;
}

/** Whether `key` is the list the page-start request fetched (until the user first leaves goodList). */
export function isEarlyList(key: string): boolean {
  return earlyListKey === key;
}
