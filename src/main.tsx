// The entry, kept tiny on purpose: it sizes the root font, starts the current page's screen and data
// (app/earlyStart.ts) and, in parallel, the framework (app/boot.tsx) that renders the app.
// On the mock backend only, a reproduction link (?mockRepro=…) is opened first (dev/repro.ts reloads the page).
import { installRem } from '@/lib/rem.ts';
import { startCurrentRoute } from '@/app/earlyStart.ts';

if (import.meta.env.VITE_BACKEND_KIND === 'mock' && new URLSearchParams(window.location.search).has('mockRepro')) {
  void import('@/dev/repro.ts').then((m) => m.openRepro());
} else {
  installRem();
  startCurrentRoute(window.location);
  void import('@/app/boot.tsx');
}
