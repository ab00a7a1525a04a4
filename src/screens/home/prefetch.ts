// Home's first-screen data (banners — the LCP image —, stats, games), asked for before the framework has loaded
// (app/earlyHome.ts: the banners first, the rest with the framework), so that the screen finds it in the cache
// instead of asking after its first render. Never awaited: the sections show their own loading states.
import type { QueryClient } from '@tanstack/react-query';
import { gamesQuery } from '@/api/game.queries.ts';
import { bannersQuery, homeStatsQuery } from '@/api/home.queries.ts';

export function prefetchHome(client: QueryClient): null {
  void client.prefetchQuery(bannersQuery());
  void client.prefetchQuery(homeStatsQuery());
  void client.prefetchQuery(gamesQuery());
  return null;
}
