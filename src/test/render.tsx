// Test helpers: render inside the app's Chakra system with a fresh query client, optionally with routes.
import type { ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router-dom';
import { preloadRoute, RoutesView } from '@/app/routing.tsx';
import { appSystem } from '@/app/system.ts';

export function renderWithChakra(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={appSystem()}>{children}</ChakraProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

/**
 * Renders a route table (the app's, or a small one) at `path`, the way boot.tsx does: once the page's screen
 * has loaded. A test that navigates to another lazy screen preloads it first. `location()` reads where the
 * router is now. The render is an awaited act(): a lazy screen calls use() even when loaded, and React's act()
 * warns about any use() of a promise inside an act that is not awaited.
 */
export async function renderRoutes(routes: RouteObject[], path: string) {
  await preloadRoute(routes, path);
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  let result: ReturnType<typeof renderWithChakra> | undefined;
  await act(async () => {
    result = renderWithChakra(
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <RoutesView routes={routes} />
      </MemoryRouter>,
    );
  });
  return { ...result!, location: () => current! };
}
