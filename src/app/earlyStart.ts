// Starts the current page's own code and first data before the framework chunk has arrived and run.
// Without this the screen's chunk is requested only once React, Chakra and the router have evaluated and
// the router has matched the route: a waterfall of two round trips plus the framework's start-up on a
// phone. The imports are the very ones router.tsx uses, so the router finds them already loading (the
// browser's module map shares one fetch); Vite adds <link rel="modulepreload"> for each one's chunks.
// Only the pages people land on are listed; any other page simply loads after the router.

const starts: Record<string, (search: string) => void> = {
  '/index/home': () => {
    void import('@/screens/home/Home.tsx');
    // Home's data (banners: the LCP image) — see screens/home/prefetch.ts.
    void import('./earlyHome.ts').then((m) => m.prefetchHomeEarly());
  },
  '/index/goodList': (search) => {
    void import('@/screens/goods/GoodList.tsx');
    // The first page of the list in the URL, and the first card's picture (the LCP image).
    void import('./earlyList.ts').then((m) => m.prefetchGoodsListEarly(search));
  },
  '/index/goodDetail': (search) => {
    void import('@/screens/goods/GoodDetail.tsx');
    // The goods itself, and its first picture (the LCP image), without waiting for the screen to ask.
    void import('./earlyDetail.ts').then((m) => m.prefetchGoodsDetailEarly(new URLSearchParams(search).get('id')));
  },
};
// '/' and '/index' redirect to home.
starts['/'] = starts['/index/home'];
starts['/index'] = starts['/index/home'];

export function startCurrentRoute({ pathname, search }: { pathname: string; search: string }): void {
  starts[pathname]?.(search);
}
