// Home's half of earlyStart.ts, in its own chunk: react-query's core and the API client, without React.
import { assetUrl } from '@/api/client.ts';
import { prefetchHome } from '@/features/home/prefetch.ts';
import { bannersQuery } from '@/features/home/queries.ts';
import { preloadImage } from '@/lib/preloadImage.ts';
import { queryClient } from './queryClient.ts';

export function prefetchHomeEarly(): void {
  prefetchHome(queryClient);
  // The first banner is home's LCP image: fetch it as soon as its URL is known, not when the carousel
  // renders (which waits for React and the screen's code).
  void queryClient.fetchQuery(bannersQuery()).then(
    (banners) => { if (banners[0]?.img) preloadImage(assetUrl(banners[0].img)); },
    () => undefined, // the carousel shows its own error state
  );
}
