// Suggestions while typing (GET /web/goods/suggest, an extension): a module of its own, loaded with the search
// suggestions' lazy chunk only (goods.ts and goods.queries.ts ride in home's start chunk).
import { queryOptions } from '@tanstack/react-query';
import { get, type RequestOptions } from './client.ts';
import type { GoodsSuggestions, SuggestTerm } from '@/contract/types.ts';

const TERM_KINDS = new Set<string>(['hero', 'skin', 'attr']);
const FIELD = /^f([1-9]|1\d|20)$/;

/** A term the app can act on: a known kind, a name, its game, and (for an attribute value) a goods column. */
function isTerm(t: Partial<SuggestTerm> | null | undefined): t is SuggestTerm {
  return Boolean(t) && TERM_KINDS.has(String(t?.kind)) && typeof t?.name === 'string' && t.name.trim() !== ''
    && Number.isInteger(Number(t.gameId)) && Number(t.gameId) > 0 && (t.kind !== 'attr' || FIELD.test(String(t.field)));
}

/**
 * GET /api/web/goods/suggest?keyword=&gameId= — games, the templates' heroes, skins and attribute values, and hot
 * words matching what is typed (extension; `terms` is newer, absent from a backend without it). `gameId` (the list
 * the box is on) puts that game's names first.
 */
export async function goodsSuggest(keyword: string, gameId?: number, options?: RequestOptions): Promise<GoodsSuggestions> {
  const query: Record<string, string | number> = { keyword };
  if (gameId !== undefined) query.gameId = gameId;
  const data = await get<Partial<GoodsSuggestions> | null>('/api/web/goods/suggest', query, options);
  const games = Array.isArray(data?.games) ? data.games.filter((g) => g && typeof g.name === 'string' && Number.isInteger(Number(g.id))) : [];
  const words = Array.isArray(data?.words) ? data.words.filter((w): w is string => typeof w === 'string' && w.trim() !== '') : [];
  const terms = Array.isArray(data?.terms) ? data.terms.filter(isTerm) : [];
  return {
    games: games.map((g) => ({ ...g, id: Number(g.id), goodsCount: Number(g.goodsCount) || 0 })),
    terms: terms.map((t) => ({ ...t, gameId: Number(t.gameId), gameName: String(t.gameName ?? ''), attrName: String(t.attrName ?? '') })),
    words,
  };
}

/** Suggestions for what is typed: kept a minute; no retry (a backend without it falls back at once). */
export const suggestQuery = (keyword: string, gameId?: number) =>
  queryOptions({
    queryKey: ['goods', 'suggest', keyword, gameId ?? null] as const,
    queryFn: ({ signal }) => goodsSuggest(keyword, gameId, { signal }),
    staleTime: 60_000, retry: false, enabled: keyword !== '',
  });
