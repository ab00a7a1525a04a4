// The chosen 区服 in words ("iOS / 官服", "电信 / 艾欧尼亚"), from the same cached 区服 queries as the sheet.
import { useQuery } from '@tanstack/react-query';
import type { Game } from '@/contract/types.ts';
import { districtQuery, gameKeysQuery } from '@/api/game.queries.ts';
import type { GoodsFilters } from '../filters.ts';
import { GameType } from '@/contract/statuses.ts';

export function useQufuLabel(game: Game | undefined, filters: GoodsFilters): string {
  const mobile = game?.type === GameType.mobile;
  const rootId = mobile ? filters.systemId : filters.groupId;
  const leafId = mobile ? filters.carrierId : filters.serverId;
  const gameId = game?.id ?? 0;
  const roots = useQuery({ ...gameKeysQuery(gameId, mobile ? 'system' : 'group', 0), enabled: Boolean(game && rootId) });
  const carriers = useQuery({ ...gameKeysQuery(gameId, 'carrier', rootId ?? 0), enabled: Boolean(game && mobile && rootId && leafId) });
  const servers = useQuery({ ...districtQuery(rootId ?? 0), enabled: Boolean(game && !mobile && rootId && leafId) });
  if (!game || !rootId) return '';
  const root = roots.data?.find((n) => n.id === rootId)?.fieldName;
  const leaf = (mobile ? carriers.data : servers.data)?.find((n) => n.id === leafId)?.fieldName;
  return [root, leaf].filter(Boolean).join(' / ');
}
