// The entry, kept tiny on purpose: it sizes the root font, starts the current page's screen and data
// (app/earlyStart.ts) and then the framework (app/boot.tsx) that renders the app: at once on most pages, and on
// the landing pages once their first picture is drawn (docs/decisions/0014-first-screen-before-the-framework.md).
// On the mock backend only, a reproduction link (?mockRepro=…) is opened first (dev/repro.ts reloads the page).
import { installRem } from '@/lib/rem.ts';
import { startCurrentRoute } from '@/app/earlyStart.ts';

if (import.meta.env.VITE_BACKEND_KIND === 'mock' && new URLSearchParams(window.location.search).has('mockRepro')) {
  void import('@/dev/repro.ts').then((m) => m.openRepro());
} else {
  installRem();
  void startCurrentRoute(window.location).then(() => import('@/app/boot.tsx'));
}
