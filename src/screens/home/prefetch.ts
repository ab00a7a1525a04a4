// Home's first-screen data (banners — the LCP image —, stats, games), started by the route's loader so the
// requests go out together with the screen's code instead of after it. Never awaited: the loader returns at
// once and the sections show their own loading states.
import type { QueryClient } from '@tanstack/react-query';
import { gamesQuery } from '@/api/game.queries.ts';
import { bannersQuery, homeStatsQuery } from '@/api/home.queries.ts';

export function prefetchHome(client: QueryClient): null {
  void client.prefetchQuery(bannersQuery());
  void client.prefetchQuery(homeStatsQuery());
  void client.prefetchQuery(gamesQuery());
  return null;
}
