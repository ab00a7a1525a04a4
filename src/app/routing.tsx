// The pieces router.tsx builds the route table from.
//
// Why declarative routing (<BrowserRouter> + useRoutes) and not createBrowserRouter: the data router is
// ≈ 17 KB gzip more code on every first load (its loader/action/fetcher machinery), and home must fit in
// 170 KB. What we used it for is small and lives here instead: lazy screens (lazyScreen), the sign-in guard
// (RequireAuth), route handles (routeHandle.ts), scroll restoration (ScrollManager.tsx) and the error page
// (RouteError.tsx).
import { createElement, use, useEffect, useState, type ComponentType, type ReactNode, type ReactPromise } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link, matchRoutes, Navigate, useLocation, useRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { zhCN } from '@/locales/zh-CN.ts';
import { forgetSessionEnd, isSignedIn, sessionEndedAt } from '@/stores/session.ts';
import { useToken } from '@/stores/useToken.ts';
import { paths } from '@/config/paths.ts';
import { RouteTableContext, type RouteHandle } from './routeHandle.ts';
import { isAskingToSignInAgain } from './sessionHandlers.ts';

type ScreenModule<P> = { default: ComponentType<P> };

/** A route whose screen loads lazily: `preload` starts (or joins) the load of its code. */
export type AppRoute = RouteObject & {
  preload?: () => Promise<unknown>;
  /** Where an index route sends its parent's path (see redirectRoute). */
  redirect?: string;
  children?: AppRoute[];
};

export interface LazyScreen<P extends object> {
  (props: P): ReactNode;
  preload: () => Promise<unknown>;
}

/** A promise that says how it settled, the way React's use() reads it: a fulfilled one is not awaited again. */
type Tracked<T> = Promise<T> & ReactPromise<T>;

/**
 * A screen loaded on first use. Unlike React.lazy it renders at once, without suspending, when its code has
 * already been loaded (by `preload`): boot.tsx preloads the first page so the first render is the page itself.
 * It calls use() on every render (React warns in development when a component that suspended on use() later
 * renders without it); the promise carries its own status, so a loaded screen's use() returns at once.
 */
export function lazyScreen<P extends object>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let loading: Tracked<ComponentType<P>> | undefined;
  const preload = () => {
    if (!loading) {
      const promise: Tracked<ComponentType<P>> = Object.assign(load().then((module) => module.default), { status: 'pending' as const });
      promise.then(
        (value) => { Object.assign(promise, { status: 'fulfilled', value }); },
        (reason: unknown) => {
          Object.assign(promise, { status: 'rejected', reason });
          loading = undefined; // a later visit tries again (e.g. after going back online)
        },
      );
      loading = promise;
    }
    return loading;
  };
  function Screen(props: P) {
    // Suspends while loading; a failed load reaches the route error boundary. The component is the module's,
    // the same on every render (createElement: the static-components rule can't see that through use()).
    return createElement(use(preload()), props);
  }
  Screen.preload = preload;
  return Screen;
}

/**
 * Signed-out visitors of a personal page go to the login page, which brings them back afterwards. Checked
 * when the route renders (on every navigation to it), like a loader would.
 *
 * A session that ends on the page itself (a 401: the API client clears storage and asks 提示 …) moves nobody:
 * while the dialog is open, and after 取消, the page stays where it is and shows itself signed out (a 请先登录
 * prompt instead of its content, top bar and tab bar still there); 确认 is what goes to the login page. The
 * same when it ends on the way there (the URL changed, the screen still loading, its first calls answered 401):
 * that render's state is thrown away, so the address where the session ended comes from the session store. And
 * the same on a personal page reached while 提示 is still open (the session ended on another page, the user went
 * back or followed a link): the dialog has not been answered, so nobody is sent anywhere yet.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const signedIn = Boolean(useToken());
  const here = pathname + search;
  const keepHere = sessionEndedAt() === here || isAskingToSignInAgain();
  // The page this guard last showed signed in (or where the session ended, or reached while 提示 was open):
  // losing the session there keeps the user there.
  const [shownSignedInAt, setShownSignedInAt] = useState(signedIn || keepHere ? here : null);
  if ((signedIn || keepHere) && shownSignedInAt !== here) setShownSignedInAt(here);
  useEffect(() => () => forgetSessionEnd(here), [here]);
  if (signedIn) return children;
  if (shownSignedInAt === here || keepHere) return <SignedOutPrompt redirect={here} />;
  return <Navigate to={paths.login(here)} replace />;
}

/** What a personal page shows once its session has ended there: a way to sign in and come back. */
function SignedOutPrompt({ redirect }: { redirect: string }) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="16" px="6" data-testid="signed-out">
      <Text fontSize="md" fontWeight="medium">{zhCN.auth.loginFirst}</Text>
      <Text fontSize="sm" color="fg.muted">登录状态已失效，登录后将回到本页</Text>
      <Button asChild minW="32">
        <Link to={paths.login(redirect)}>{zhCN.auth.login}</Link>
      </Button>
    </Stack>
  );
}

/** An index route that sends its parent's path on to `to`. */
export function redirectRoute(to: string): AppRoute {
  return { index: true, element: <Navigate to={to} replace />, redirect: to };
}

let lastMatch: { routes: AppRoute[]; pathname: string; matches: RouteMatch[] } | undefined;
/** matchRoutes, remembered for the last path: boot asks twice (redirect, preload), and each match ranks the table. */
function matchOnce(routes: AppRoute[], pathname: string): RouteMatch[] {
  if (lastMatch?.routes !== routes || lastMatch.pathname !== pathname) {
    lastMatch = { routes, pathname, matches: matchRoutes(routes, pathname) ?? [] };
  }
  return lastMatch.matches;
}

/** Where a redirect route sends `pathname`, if it lands on one (applied before the first render). */
export function redirectFor(routes: AppRoute[], pathname: string): string | undefined {
  const matches = matchOnce(routes, pathname);
  return (matches[matches.length - 1]?.route as AppRoute | undefined)?.redirect;
}

/** Renders the route table and gives it to the layouts (useRouteHandle). */
export function RoutesView({ routes }: { routes: RouteObject[] }) {
  return <RouteTableContext value={routes}>{useRoutes(routes)}</RouteTableContext>;
}

/** Starts loading the screens `pathname` shows; resolves when they are ready (or failed: the page says so). */
export function preloadRoute(routes: AppRoute[], pathname: string): Promise<unknown> {
  const matches = matchOnce(routes, pathname);
  // A guarded screen a signed-out visitor won't see (they go to the login page) isn't worth loading.
  const guarded = matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.auth) && !isSignedIn();
  if (guarded) return Promise.resolve();
  return Promise.allSettled(matches.map(({ route }) => (route as AppRoute).preload?.()));
}
