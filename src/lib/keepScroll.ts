// The navigation state that tells the app's scroll manager (app/ScrollManager.tsx) to leave the scroll where it
// is. Here, in a lower layer, so that a feature can ask for it without importing the app.

/**
 * Navigation state for a change that stays on the same view (e.g. goodList's 图文 / 列表 toggle):
 * `navigate(to, { state: KEEP_SCROLL })` leaves the scroll where it is.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

/** Whether a location's state asks to keep the scroll. */
export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
