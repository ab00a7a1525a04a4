// A bridge for code outside React (the API client's 401 dialog) to navigate with the app's router. It sits in
// lib/ so that the client (a lower layer) need not import the app.
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
