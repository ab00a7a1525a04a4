// Suggestions while typing (GET /web/goods/suggest, an extension): a module of its own, loaded with the search
// suggestions' lazy chunk only (goods.ts and goods.queries.ts ride in home's start chunk).
import { queryOptions } from '@tanstack/react-query';
import { get, type RequestOptions } from './client.ts';
import type { GoodsSuggestions } from '@/contract/types.ts';

/** GET /api/web/goods/suggest?keyword= — games and hot words matching what is typed (extension). */
export async function goodsSuggest(keyword: string, options?: RequestOptions): Promise<GoodsSuggestions> {
  const data = await get<Partial<GoodsSuggestions> | null>('/api/web/goods/suggest', { keyword }, options);
  const games = Array.isArray(data?.games) ? data.games.filter((g) => g && typeof g.name === 'string' && Number.isInteger(Number(g.id))) : [];
  const words = Array.isArray(data?.words) ? data.words.filter((w): w is string => typeof w === 'string' && w.trim() !== '') : [];
  return { games: games.map((g) => ({ ...g, id: Number(g.id), goodsCount: Number(g.goodsCount) || 0 })), words };
}

/** Suggestions for what is typed: kept a minute; no retry (a backend without it falls back at once). */
export const suggestQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['goods', 'suggest', keyword] as const, queryFn: ({ signal }) => goodsSuggest(keyword, { signal }),
    staleTime: 60_000, retry: false, enabled: keyword !== '',
  });
