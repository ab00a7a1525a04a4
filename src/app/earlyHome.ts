// Home's half of earlyStart.ts, in its own chunk: react-query's core and the API client, without React.
import { prefetchHome } from '@/screens/home/prefetch.ts';
import { bannersQuery } from '@/api/home.queries.ts';
import { preloadPictureOf } from './earlyPicture.ts';
import { queryClient } from '@/api/queryClient.ts';

export function prefetchHomeEarly(): void {
  prefetchHome(queryClient);
  // The first banner is home's LCP image.
  preloadPictureOf(queryClient.fetchQuery(bannersQuery()), (banners) => banners[0]?.img);
}
