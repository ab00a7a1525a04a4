// Query options of home's own data (banners, stats). Goods, games, notices, streamers and deals come from
// their domains' factories (features/goods, features/game, features/content).
import { queryOptions } from '@tanstack/react-query';
import { homeBanners, homeStats } from './service.ts';

export const homeKeys = {
  all: ['home'] as const,
  banners: () => [...homeKeys.all, 'banners'] as const,
  stats: () => [...homeKeys.all, 'stats'] as const,
};

// Banners change a few times a day: no refetch while the visit lasts.
const SLOW = { staleTime: 5 * 60_000 } as const;

/** The banner carousel. */
export const bannersQuery = () =>
  queryOptions({ queryKey: homeKeys.banners(), queryFn: async () => (await homeBanners()).rows, ...SLOW });

export const homeStatsQuery = () =>
  queryOptions({ queryKey: homeKeys.stats(), queryFn: () => homeStats(), staleTime: 60_000 });
