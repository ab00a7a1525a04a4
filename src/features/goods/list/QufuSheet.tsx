// 区服 sheet: 手游 pick a system (iOS / 安卓 …) then a carrier under it (官服, QQ区 …: carrier nodes hang under
// their system, parentId = system id); 端游 pick a 大区 then a server (districtSuit).
import { memo, useState } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Game, GameAttribute } from '@/contract/types.ts';
import { LoadingState, ErrorState } from '@/components/states.tsx';
import { districtQuery, gameKeysQuery } from '@/api/game.queries.ts';
import { BottomSheet } from '@/components/BottomSheet.tsx';
import type { GoodsFilters } from '../filters.ts';
import { ChipGroup, ResetConfirm } from './sheetParts.tsx';
import { GameType } from '@/contract/statuses.ts';

interface Pick2 {
  root?: number;
  leaf?: number;
}

function Level({ title, query, selected, onSelect }: {
  title: string;
  query: { data?: GameAttribute[]; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}) {
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="semibold">{title}</Text>
      {query.isPending ? <LoadingState compact /> : query.isError ? (
        <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />
      ) : (query.data?.length ?? 0) === 0 ? (
        <Text fontSize="xs" color="fg.muted">暂无可选项</Text>
      ) : (
        <ChipGroup label={title}
          options={[{ value: 0, label: '不限' }, ...[...(query.data ?? [])].sort((a, b) => a.sort - b.sort).map((n) => ({ value: n.id, label: n.fieldName }))]}
          isSelected={(v) => (v === 0 ? selected === undefined : v === selected)}
          onToggle={(v) => onSelect(v === 0 || v === selected ? undefined : v)} />
      )}
    </Stack>
  );
}

// Memoised: the bar re-renders on its own taps (排序), which do not concern a closed sheet.
export default memo(function QufuSheet({ open, game, filters, onClose, onApply }: {
  open: boolean;
  game: Game;
  filters: GoodsFilters;
  onClose: () => void;
  onApply: (next: GoodsFilters) => void;
}) {
  const mobile = game.type === GameType.mobile;
  const current: Pick2 = mobile ? { root: filters.systemId, leaf: filters.carrierId } : { root: filters.groupId, leaf: filters.serverId };
  const [draft, setDraft] = useState<Pick2>(current);
  // Each opening starts from what is applied (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(current);
  }

  const roots = useQuery(gameKeysQuery(game.id, mobile ? 'system' : 'group', 0));
  const carriers = useQuery({ ...gameKeysQuery(game.id, 'carrier', draft.root ?? 0), enabled: mobile && draft.root !== undefined });
  const servers = useQuery({ ...districtQuery(draft.root ?? 0), enabled: !mobile && draft.root !== undefined });

  const confirm = () => {
    const next = { ...filters, systemId: undefined, carrierId: undefined, groupId: undefined, serverId: undefined };
    if (mobile) onApply({ ...next, systemId: draft.root, carrierId: draft.root ? draft.leaf : undefined });
    else onApply({ ...next, groupId: draft.root, serverId: draft.root ? draft.leaf : undefined });
  };

  return (
    <BottomSheet open={open} title={`选择区服 · ${game.name}`} onOpenChange={(next) => { if (!next) onClose(); }}
      footer={<ResetConfirm onReset={() => setDraft({})} onConfirm={confirm} />}>
      <Stack gap="5">
        <Level title={mobile ? '系统' : '大区'} query={roots} selected={draft.root}
          onSelect={(root) => setDraft({ root, leaf: undefined })} />
        {draft.root !== undefined && (
          <Box>
            <Level title={mobile ? '运营商' : '服务器'} query={mobile ? carriers : servers} selected={draft.leaf}
              onSelect={(leaf) => setDraft((d) => ({ ...d, leaf }))} />
          </Box>
        )}
      </Stack>
    </BottomSheet>
  );
});
