// The entry, kept tiny on purpose: it sizes the root font, starts the current page's first data
// (app/earlyStart.ts) and then the framework (app/boot.tsx) that renders the app: at once on most pages, and on
// the landing pages once their first picture is drawn (docs/decisions/0014-first-screen-before-the-framework.md).
// React and the router are evaluated in a task of their own, then the rest of the start (lib/nextTask.ts).
// On the mock backend only, a reproduction link (?mockRepro=…) is opened first (dev/repro.ts reloads the page).
import { installRem } from '@/lib/rem.ts';
import { startCurrentRoute } from '@/app/earlyStart.ts';

// lib/nextTask.ts, written again: a module this entry imported and app/boot.tsx too would land in the start chunk
// (vite.config.ts), and the entry would then import, and evaluate, the whole start before the first picture.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (import.meta.env.VITE_BACKEND_KIND === 'mock' && new URLSearchParams(window.location.search).has('mockRepro')) {
  void import('@/dev/repro.ts').then((m) => m.openRepro());
} else {
  installRem();
  void startCurrentRoute(window.location)
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('@/app/boot.tsx'));
}
