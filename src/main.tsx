// The entry, kept tiny on purpose: it sizes the root font, starts the current page's screen and data
// (app/earlyStart.ts) and, in parallel, the framework (app/boot.tsx) that renders the app.
import { installRem } from '@/lib/rem.ts';
import { startCurrentRoute } from '@/app/earlyStart.ts';

installRem();
startCurrentRoute(window.location);
void import('@/app/boot.tsx');
