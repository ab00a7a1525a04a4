// The frame every screen sits in: a column capped at 540 px and centred (grey outside on wide screens), the
// sticky top bar, the screen, and — on top-level screens — the fixed tab bar, with safe-area padding. Plain elements
// (Shell.module.css): every page draws them in its first commit.
// What shows is decided by the current route's handle (routeHandle.ts); screens talk to it via <Page>.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { createShell, ShellContext, useShellState } from '@/components/shell.ts';
import { LoadingState } from '@/components/states.tsx';
import { zhCN } from '@/locales/zh-CN.ts';
import { useRouteHandle } from '../routeHandle.ts';
import { TabBar } from './TabBar.tsx';
import { TopBar } from './TopBar.tsx';
import { UserChip } from './UserChip.tsx';
import { useTabBadges } from '@/stores/badges.ts';
import css from './Shell.module.css';

export interface AppShellProps {
  /** false never shows the tab bar (screens outside /index). */
  allowTabBar?: boolean;
  /** Floating pieces over the content (e.g. the 客服 button), shown with the tab bar. */
  floating?: ReactNode;
}

export function AppShell({ allowTabBar = true, floating }: AppShellProps) {
  const handle = useRouteHandle();
  const badges = useTabBadges();
  const [shell] = useState(createShell);

  const routeTitle = handle?.title ?? '';
  const showTabBar = allowTabBar && Boolean(handle?.tabBar);
  const showTopBar = handle?.topBar !== false;

  return (
    <ShellContext.Provider value={shell}>
      <DocumentTitle routeTitle={routeTitle} />
      <div className={css.frame}>
        {showTopBar && (
          <TopBar routeTitle={routeTitle} showBack={handle?.back !== false} actionsRef={shell.setActionsTarget}
            extra={showTabBar ? <UserChip /> : undefined} />
        )}
        <main className={showTabBar ? `${css.main} ${css.aboveTabBar}` : css.main}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
        {showTabBar && floating}
        {showTabBar && <TabBar active={handle?.tab} badges={badges} />}
      </div>
    </ShellContext.Provider>
  );
}

/** The document's title: the screen's over the route's. (No reset on route change needed: <Page> clears its
 *  override when it unmounts.) */
function DocumentTitle({ routeTitle }: { routeTitle: string }) {
  const title = useShellState('title') ?? routeTitle;
  useEffect(() => {
    document.title = title ? `${title} - ${zhCN.appName}` : zhCN.appName;
  }, [title]);
  return null;
}
