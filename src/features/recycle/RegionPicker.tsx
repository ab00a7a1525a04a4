// 区服 for the 竞价回收 form: the shared columns (features/game/QufuColumns: 系统 → 运营商 for 手游, 大区 → 服务器
// for 端游) holding the left choice as a draft until the right one completes the RegionValue.
import { Box } from '@chakra-ui/react';
import type { Game, GameAttribute } from '@/contract/types.ts';
import { levelNode, useQufuLevels } from '@/features/game/qufu.ts';
import { QufuColumns } from '@/features/game/QufuColumns.tsx';
import type { RegionValue } from './region.ts';

export function RegionPicker({ game, value, draftFirst, onDraftFirst, onChange, invalid }: {
  game: Pick<Game, 'id' | 'type'>;
  value: RegionValue | null;
  /** The left choice while the right one is not made yet. */
  draftFirst: GameAttribute | null;
  onDraftFirst: (a: GameAttribute) => void;
  onChange: (v: RegionValue) => void;
  invalid?: boolean;
}) {
  const firstId = draftFirst?.id ?? value?.first.id;
  const levels = useQufuLevels(game, firstId);
  const [first, second] = levels;
  const kind: RegionValue['kind'] = first.key === 'systemId' ? 'system' : 'group';
  return (
    <Box borderRadius="lg" borderWidth={invalid ? '1px' : '0'} borderColor="border.error" p={invalid ? '2' : '0'}>
      <QufuColumns levels={levels} testIds={['region-first', 'region-second']} noneText="该游戏暂无区服信息"
        values={{ [first.key]: firstId, [second.key]: value && value.first.id === firstId ? value.second.id : undefined }}
        onPickFirst={onDraftFirst}
        onPickSecond={(node) => {
          const picked = levelNode(first, firstId);
          if (picked) onChange({ kind, first: { id: picked.id, fieldName: picked.fieldName }, second: { id: node.id, fieldName: node.fieldName } });
        }} />
    </Box>
  );
}
