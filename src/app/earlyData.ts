// The data half of earlyStart.ts, in its own chunk: react-query's core and the API client, without React.
import { assetUrl } from '@/api/client.ts';
import { parseGoodsId } from '@/features/goods/parseId.ts';
import { goodsDetailQuery } from '@/features/goods/queries.ts';
import { prefetchHome } from '@/features/home/prefetch.ts';
import { bannersQuery } from '@/features/home/queries.ts';
import { queryClient } from './queryClient.ts';

/** Preloads an image at high priority (the browser shares the fetch with the <img> rendered later). */
function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

export function prefetchHomeEarly(): void {
  prefetchHome(queryClient);
  // The first banner is home's LCP image: fetch it as soon as its URL is known, not when the carousel
  // renders (which waits for React and the screen's code).
  void queryClient.fetchQuery(bannersQuery()).then(
    (banners) => { if (banners[0]?.img) preloadImage(assetUrl(banners[0].img)); },
    () => undefined, // the carousel shows its own error state
  );
}

/** goodDetail?id=: the goods (the screen finds it in the cache) and its first picture. */
export function prefetchGoodsDetailEarly(rawId: string | null): void {
  const id = parseGoodsId(rawId);
  if (id === null) return;
  void queryClient.fetchQuery(goodsDetailQuery(id)).then(
    (goods) => {
      const first = goods.urlArr?.[0]?.url || goods.titleImg;
      if (first) preloadImage(assetUrl(first));
    },
    () => undefined, // the screen asks again and shows the error
  );
}
