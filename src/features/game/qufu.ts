// A game's two 区服 levels — 手游: 系统 → 运营商 (/web/keylist), 端游: 大区 (/web/keylist) → 服务器 (/web/districtSuit) —
// each with its list query (null while it waits for the level above). A level the game does not have (an empty
// first list) is skipped: the second then lists the game's own 运营商 / 服务器. Shared by 我要卖号 and 竞价回收.
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { Game, GameAttribute } from '@/contract/types.ts';
import { districtQuery, gameKeysQuery } from '@/api/game.queries.ts';
import { GameType } from '@/contract/statuses.ts';

export type QufuLevelKey = 'systemId' | 'carrierId' | 'groupId' | 'serverId';

export interface QufuLevel {
  key: QufuLevelKey;
  label: string;
  query: UseQueryResult<GameAttribute[]> | null;
}

/** The two levels of `game`, the second listing the children of `firstId` (the chosen 系统 / 大区). */
export function useQufuLevels(game: Pick<Game, 'id' | 'type'>, firstId: number | undefined): [QufuLevel, QufuLevel] {
  const mobile = game.type === GameType.mobile;
  const first = useQuery(gameKeysQuery(game.id, mobile ? 'system' : 'group', 0));
  const firstEmpty = first.isSuccess && first.data.length === 0;
  // 运营商 of the chosen system (or of the game, without systems); servers of the chosen 大区 (or of the game).
  const secondOptions = (mobile
    ? gameKeysQuery(game.id, 'carrier', firstEmpty ? 0 : firstId ?? -1)
    : firstEmpty ? gameKeysQuery(game.id, 'server', 0) : districtQuery(firstId ?? -1)
  ) as unknown as UseQueryOptions<GameAttribute[], Error, GameAttribute[], readonly unknown[]>;
  const secondEnabled = firstEmpty || firstId !== undefined;
  const second = useQuery({ ...secondOptions, enabled: secondEnabled });
  return [
    { key: mobile ? 'systemId' : 'groupId', label: mobile ? '系统' : '大区', query: first },
    { key: mobile ? 'carrierId' : 'serverId', label: mobile ? '运营商' : '服务器', query: secondEnabled ? second : null },
  ];
}

/** A level is done when its list is loaded and either empty (skipped) or has the chosen id. */
export function levelDone(level: QufuLevel, value: number | undefined): boolean {
  const q = level.query;
  if (!q || !q.isSuccess) return false;
  return q.data.length === 0 || q.data.some((n) => n.id === value);
}

/** The chosen node's name in a level's list. */
export function levelNode(level: QufuLevel, value: number | undefined): GameAttribute | undefined {
  return level.query?.data?.find((n) => n.id === value);
}

/** A level the game does not have (loaded, empty). */
export function levelSkipped(level: QufuLevel): boolean {
  return Boolean(level.query?.isSuccess && level.query.data.length === 0);
}
