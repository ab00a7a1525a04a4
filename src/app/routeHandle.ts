// What each route declares about itself (router.tsx sets it as the route's `handle`); the layouts read it.
import { useMatches } from 'react-router-dom';

export type TabKey = 'home' | 'buy' | 'sell' | 'messages' | 'mine';

export interface RouteHandle {
  /** Chinese title: the top bar and the document title. A screen may override it with <Page title>. */
  title: string;
  /** Shows the bottom tab bar (the five top-level screens). */
  tabBar?: boolean;
  /** Which tab is highlighted (defaults to none). */
  tab?: TabKey;
  /** Needs sign-in: signed-out users are sent to /login?redirect=<where they were>. */
  auth?: boolean;
  /** false hides the top bar (a screen with its own header). Default true. */
  topBar?: boolean;
  /** false hides the back button (home). Default true. */
  back?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
