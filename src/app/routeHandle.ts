// What each route declares about itself (router.tsx sets it as the route's `handle`), and how the layouts
// read it. The router runs in declarative mode (routing.tsx explains why), which has no useMatches(): the
// route table is put in context by <RoutesView> and matched against the location here.
import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import type { TabKey } from '@/stores/badges.ts';

export type { TabKey };

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

/** The route table being rendered (set by <RoutesView>). */
export const RouteTableContext = createContext<RouteObject[]>([]);

/** The handle of the deepest route matching `pathname` that has one. */
export function handleFor(routes: RouteObject[], pathname: string): RouteHandle | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle: unknown = matches[i].route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** The current route's handle. */
export function useRouteHandle(): RouteHandle | undefined {
  const routes = useContext(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(() => handleFor(routes, pathname), [routes, pathname]);
}
