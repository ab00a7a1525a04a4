// Starts the current page's first data and code before the framework chunk has arrived and run. Without this
// the page's data is asked for only once React, Chakra and the router have evaluated and the screen has
// rendered, and the screen's chunk only once the router has matched the route: a waterfall of round trips plus
// the framework's start-up on a phone. Only the pages people land on are listed (the same in vite.config.ts
// LANDING_PAGES: index.html preloads their code); any other page simply loads after the router.
//
// On those pages the framework waits for the first screen (docs/decisions/0014): their first data is fetched
// and their LCP picture drawn into index.html's shell (earlyPicture.ts) before the framework, the screen's code
// and their stylesheets are asked for, so that the picture has the network to itself; at most
// FIRST_PICTURE_WAIT_MS. index.html's inline script left their <link rel="modulepreload"> out for this (it
// linked only the page-start module's, scripts/preload-plugin.ts); `addFirstLoadLinks` adds them, all at once,
// when the wait is over, and the router imports the screen those links fetched.

/**
 * The longest the framework waits for a landing page's first picture (a slow answer or picture). Measured with
 * applied slow-4G throttling (docs/measurements/2026-11-28-first-screen.md): waiting up to 1 s made home
 * interactive 1.8 s later than before; 500 ms keeps it where it was, and the picture still comes first.
 */
export const FIRST_PICTURE_WAIT_MS = 500;

/** A landing page's first data; resolves when its first picture is drawn (earlyPicture.ts) or will not be. */
type Start = (search: string) => Promise<void>;

const starts: Record<string, Start> = {
  // Home's data (banners: the LCP picture; stats and games once it is on screen).
  '/index/home': () => import('./earlyHome.ts').then((m) => m.prefetchHomeEarly()),
  // The first page of the list in the URL, and the first row's pictures (the LCP picture).
  '/index/goodList': (search) => import('./earlyList.ts').then((m) => m.prefetchGoodsListEarly(search)),
  // The goods itself, and its first picture (the LCP picture), without waiting for the screen to ask.
  '/index/goodDetail': (search) => import('./earlyDetail.ts')
    .then((m) => m.prefetchGoodsDetailEarly(new URLSearchParams(search).get('id'))),
};
// '/' and '/index' redirect to home.
starts['/'] = starts['/index/home'];
starts['/index'] = starts['/index/home'];

/**
 * The modulepreload links of the start chunks, their stylesheet and the screen of `pathname`, from the lists the
 * build wrote into index.html (#first-load, scripts/preload-plugin.ts), in one insertion: Vite's preload helper
 * then finds them there instead of adding them one by one. Nothing in development (no lists).
 */
export function addFirstLoadLinks(pathname: string): void {
  const lists = document.getElementById('first-load');
  if (!lists) return;
  const { s, c, l, p } = JSON.parse(lists.textContent ?? '') as { s: string[]; c: string[]; l: string[][]; p: Record<string, number[]> };
  // Already there: index.html's script added them (a reload or back/forward, where no picture is drawn first).
  if (document.querySelector(`link[href="/assets/${s[0]}"]`)) return;
  const link = (file: string) => `<link rel="${file.endsWith('.css') ? 'preload" as="style' : 'modulepreload'}" crossorigin href="/assets/${file}">`;
  document.head.insertAdjacentHTML('beforeend', [...c, ...s, ...(l[p[pathname]?.[1] ?? -1] ?? [])].map(link).join(''));
}

/**
 * Starts the page's first data and, once the first screen is drawn (or FIRST_PICTURE_WAIT_MS has passed), the
 * fetching of its code. Resolves then: the caller loads the framework.
 */
export function startCurrentRoute({ pathname, search }: { pathname: string; search: string }): Promise<void> {
  const start = starts[pathname];
  if (!start) return Promise.resolve();
  const drawn = start(search).catch(() => undefined);
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_PICTURE_WAIT_MS));
  return Promise.race([drawn, waited]).then(() => addFirstLoadLinks(pathname));
}
