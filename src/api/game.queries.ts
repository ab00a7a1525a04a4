// Query options for games: one key hierarchy, shared by every screen that reads them.
import { queryOptions } from '@tanstack/react-query';
import { gameList, gameTemplate, keyList, districtSuit } from './game.ts';
import type { SystemKey } from '@/contract/types.ts';

export const gameKeys = {
  all: ['game'] as const,
  list: () => [...gameKeys.all, 'list'] as const,
  template: (gameId: number) => [...gameKeys.all, 'template', gameId] as const,
  keys: (gameId: number, systemKey: SystemKey, parentId: number) => [...gameKeys.all, 'keys', gameId, systemKey, parentId] as const,
  servers: (parentId: number) => [...gameKeys.all, 'servers', parentId] as const,
};

// Templates and 区服 trees change rarely: keep them for the whole visit.
const STATIC = { staleTime: 10 * 60_000, gcTime: 30 * 60_000 } as const;

/**
 * Every game (filter on the client: the list is short). Each carries its 在售 count, which moves with every sale
 * and listing: kept fresh for 30 s only, so the picker's 在售 N agrees with the list's 共 N a tap later.
 */
export const gamesQuery = () => queryOptions({ queryKey: gameKeys.list(), queryFn: () => gameList(), staleTime: 30_000, gcTime: STATIC.gcTime });

export const gameTemplateQuery = (gameId: number) =>
  queryOptions({ queryKey: gameKeys.template(gameId), queryFn: () => gameTemplate(gameId), ...STATIC });

export const gameKeysQuery = (gameId: number, systemKey: SystemKey, parentId = 0) =>
  queryOptions({ queryKey: gameKeys.keys(gameId, systemKey, parentId), queryFn: () => keyList(gameId, systemKey, parentId), ...STATIC });

export const districtQuery = (parentId: number) =>
  queryOptions({ queryKey: gameKeys.servers(parentId), queryFn: () => districtSuit(parentId), ...STATIC });
