// How this document was loaded.

/**
 * Whether this document was loaded by reload or back/forward (the browser restores the scroll position),
 * rather than by following a link or typing the address (it starts at the top).
 */
export function documentLoadRestores(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}
