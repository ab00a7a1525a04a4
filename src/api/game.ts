// Games, their 区服 trees and attribute templates.
import { getList } from './client.ts';
import type { AttributeTemplate, Game, GameAttribute, GameType, SystemKey } from '@/contract/types.ts';

export interface GameListQuery {
  type?: GameType;
  name?: string;
  initial?: string;
}

/** GET /api/web/game/list — every game (extension), filtered by type, name or initial. */
export function gameList(query: GameListQuery = {}): Promise<Game[]> {
  return getList<Game>('/api/web/game/list', { ...query });
}

/** GET /api/web/keylist — 区服 nodes of a game by kind (system / carrier / group / server) and parent. */
export function keyList(gameId: number, systemKey: SystemKey, parentId = 0): Promise<GameAttribute[]> {
  return getList<GameAttribute>('/api/web/keylist', { gameId, systemKey, parentId });
}

/** GET /api/web/districtSuit — the servers of one 大区 (端游). */
export function districtSuit(parentId: number): Promise<GameAttribute[]> {
  return getList<GameAttribute>('/api/web/districtSuit', { parentId });
}

/** GET /api/need/operator/list — 运营商 of a game (sell form). */
export function operatorList(gameId: number): Promise<GameAttribute[]> {
  return getList<GameAttribute>('/api/need/operator/list', { gameId });
}

/** GET /api/need/area/list — 大区 of a game (sell form). */
export function areaList(gameId: number): Promise<GameAttribute[]> {
  return getList<GameAttribute>('/api/need/area/list', { gameId });
}

/** GET /api/need/server/list — servers of a 大区 (sell form). */
export function serverList(gameId: number, parentId: number): Promise<GameAttribute[]> {
  return getList<GameAttribute>('/api/need/server/list', { gameId, parentId });
}

/** GET /api/web/gameTempAttr — the game's attribute template (list filters and sell form). */
export function gameTemplate(gameId: number): Promise<AttributeTemplate[]> {
  return getList<AttributeTemplate>('/api/web/gameTempAttr', { gameId });
}
