// The framework half of the start (React, Chakra, the router), loaded by main.tsx in parallel with the
// current screen's code.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@/lib/format.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

function render(): void {
  // A transition render is time-sliced: the first tree (Chakra styles for every element) is built in short
  // slices instead of one long task that blocks input (Lighthouse's TBT).
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

// index.html paints a static shell (top bar, skeleton, tab bar) inside #root. The router loads the first
// route's code and runs its loader on its own; rendering only once that is done replaces the shell with the
// page itself, instead of with the router's loading spinner first (one render less at start, no flash).
if (router.state.initialized) {
  render();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
