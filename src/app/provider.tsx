// Everything the screens rely on, once: the emotion cache and the Chakra system, react-query, the dialog host, the toaster, the profile
// bootstrap, and — outside production builds — the backend badge and the QA panel.
// No Ark LocaleProvider: its locale feeds the Intl formatting of date pickers, number inputs and the like, which
// the app doesn't use (our texts are Chinese already, dates go through lib/format.ts), and providing it costs a
// right-to-left check (Intl.Locale#maximize) on every start — about 17 ms of a throttled phone's first render.
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyDialogHost } from '@/components/dialogs/index.ts';
import { onToastRequested, toastRequested } from '@/components/toast.ts';
import { refreshUserInfo } from '@/api/account.queries.ts';
import { getToken } from '@/stores/session.ts';
import { queryClient } from '@/api/queryClient.ts';
import { createAppEmotionCache } from './emotionCache.ts';
import { appSystem } from './system.ts';

// The global CSS (cascade-layer order, preflight, global styles, token variables) is a static stylesheet made
// at build time from this system and app/globalStyles.ts (scripts/chakra-css-plugin.ts, imported by
// app/boot.tsx). ChakraProvider would inject it through emotion, serialising thousands of declarations on the
// main thread at start-up, so it is given the system with nothing to inject: no `_global` styles and no layer
// order (`disableLayers` only tells the provider to skip the latter; the recipes' layers come from
// `system.layers`, which is untouched).
let provided: SystemContext | undefined;
function providedSystem(): SystemContext {
  const system = appSystem();
  return (provided ??= { ...system, _global: [], _config: { ...system._config, disableLayers: true } });
}

// A compile-time condition: in a production build MODE is the literal 'production', the branch is dead and
// the dev tools' chunk is never emitted (checked by grepping dist after `vite build`).
const DevTools = import.meta.env.MODE !== 'production' ? lazy(() => import('@/dev/DevTools.tsx')) : null;

// Loaded with the first toast (see components/toast.ts).
const Toaster = lazy(() => import('@/components/Toaster.tsx'));

function LazyToaster() {
  const needed = useSyncExternalStore(onToastRequested, toastRequested, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

let profileRequested = false;

/** At start with a stored token, fill userInfo from the profile (once, even under StrictMode). */
function useProfileBootstrap(): void {
  useEffect(() => {
    if (profileRequested || !getToken()) return;
    profileRequested = true;
    void refreshUserInfo();
  }, []);
}

// Chakra's styles go through this cache: its recipes unlayered (see emotionCache.ts).
const emotionCache = createAppEmotionCache();

export function AppProvider({ children }: { children: ReactNode }) {
  useProfileBootstrap();
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={providedSystem()}>
        <QueryClientProvider client={queryClient}>
          {children}
          <LazyDialogHost />
          <LazyToaster />
          {DevTools && (
            <Suspense fallback={null}>
              <DevTools />
            </Suspense>
          )}
        </QueryClientProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
