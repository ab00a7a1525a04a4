// A bridge for code outside React (the 401 handler of app/sessionHandlers.ts, which the API client calls) to
// navigate with the app's router.
// boot.tsx registers the router's navigate at start; before that (or in unit tests without a router) it
// falls back to a full page load.

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** Where the user is now, as a path with its query (used as the login page's redirect). */
export function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`;
}
