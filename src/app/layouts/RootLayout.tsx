// The root route: every screen below, with scroll positions restored on back/forward and an error page for a
// screen that fails to load or render.
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../RouteError.tsx';
import { ScrollManager } from '../ScrollManager.tsx';

export function RootLayout() {
  const { key } = useLocation();
  return (
    <>
      <ScrollManager />
      <RouteErrorBoundary resetKey={key}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}
