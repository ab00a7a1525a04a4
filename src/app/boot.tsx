// The framework half of the start (React, Chakra, the router), loaded by main.tsx in parallel with the
// current screen's code.
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router-dom';
// Chakra's global styles, made at build time (see app/provider.tsx): fetched together with this chunk.
import 'virtual:chakra-global.css';
import { AppProvider } from './provider.tsx';
import { setNavigator } from '@/lib/navigation.ts';
import { routes } from './router.tsx';
import { preloadRoute, redirectFor, RoutesView } from './routing.tsx';
import { installSessionHandlers } from './sessionHandlers.ts';
import { markFrameworkRendering } from './earlyPicture.ts';
import { makeAppSystem } from './system.ts';
import { nextTask } from '@/lib/nextTask.ts';
import { reloadOnStaleChunk } from '@/lib/staleChunks.ts';
import { handEarlyAnswers } from '@/api/earlyQueries.ts';
import { queryClient } from '@/api/queryClient.ts';

// What a 401 shows and what 退出登录 forgets: the lower layers call these handlers (api/client, stores/session).
installSessionHandlers();
// A lazy screen of the build this page came with, gone after a deploy: the page loads again once (lib/staleChunks.ts).
reloadOnStaleChunk();

/** Lets code outside React (the 401 handler, sessionHandlers.ts) navigate with the router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

function render(): void {
  // A landing page's first picture, not drawn into the shell yet, is the screen's to draw from now on.
  markFrameworkRendering();
  // A transition render is time-sliced: the first tree (Chakra styles for every element) is built in short
  // slices instead of one long task that blocks input (Lighthouse's TBT).
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider>
          <BrowserRouter>
            <NavigatorBridge />
            <RoutesView routes={routes} />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    );
  });
}

/** '/' and '/index' are home, '/index/other' is 公告: go there before the first render rather than after it. */
function redirectFirst(): void {
  const { pathname, search, hash } = window.location;
  const redirect = redirectFor(routes, pathname);
  if (redirect) window.history.replaceState(window.history.state, '', redirect + search + hash);
}

// index.html paints a static shell (top bar, skeleton, tab bar; on a landing page its first picture, see
// earlyPicture.ts) inside #root. Rendering once the first page's code is here replaces the shell with the page
// itself in one commit, instead of with a loading spinner first. This chunk's modules are evaluated, the page-start
// answers handed to the query client (api/earlyQueries.ts), the redirect applied, the route matched (react-router
// ranks the whole table: a redirected path, '/', is matched twice) and the screen's chunks evaluated, the Chakra
// system made (in four tasks, app/system.ts) and the first render started in tasks of their own (lib/nextTask.ts):
// on a phone at 4× CPU each was over 50 ms with its neighbours, a task that blocks input (Lighthouse's TBT).
void nextTask()
  .then(() => handEarlyAnswers(queryClient))
  .then(nextTask)
  .then(redirectFirst)
  .then(nextTask)
  .then(() => preloadRoute(routes, window.location.pathname))
  .then(nextTask)
  .then(() => makeAppSystem(nextTask))
  .then(nextTask)
  .then(render);
