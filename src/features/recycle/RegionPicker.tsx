// 区服 columns for the 竞价回收 form: a game has either 系统 → 运营商 (mobile) or 大区 → 服务器 (PC). The left
// column lists the first level, the right one the children of the chosen entry; picking both gives the 区服.
// (Built here because features/sell had no shared 区服 picker when this form was written.)
import { Box, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { GameAttribute } from '@/api/types.ts';
import { LoadingState, ErrorState } from '@/components/states.tsx';
import { gameKeysQuery } from '@/features/game/queries.ts';
import type { RegionValue } from './region.ts';

const Choice = chakra('button');

function Column({ title, items, selected, onPick, testId }: {
  title: string;
  items: GameAttribute[];
  selected?: number;
  onPick: (a: GameAttribute) => void;
  testId: string;
}) {
  return (
    <Stack gap="1.5" flex="1" minW="0" role="listbox" aria-label={title} data-testid={testId}>
      <Text fontSize="xs" color="fg.muted" px="1">{title}</Text>
      {items.map((a) => {
        const active = a.id === selected;
        return (
          <Choice key={a.id} type="button" role="option" aria-selected={active} onClick={() => onPick(a)}
            textAlign="left" px="3" py="2" fontSize="sm" borderRadius="md" borderWidth="1px"
            borderColor={active ? 'brand.solid' : 'border'} bg={active ? 'brand.subtle' : 'bg.surface'}
            color={active ? 'brand.fg' : 'fg'} fontWeight={active ? 'medium' : 'normal'} cursor="pointer" truncate>
            {a.fieldName}
          </Choice>
        );
      })}
    </Stack>
  );
}

export function RegionPicker({ gameId, value, draftFirst, onDraftFirst, onChange, invalid }: {
  gameId: number;
  value: RegionValue | null;
  /** The left choice while the right one is not made yet. */
  draftFirst: GameAttribute | null;
  onDraftFirst: (a: GameAttribute) => void;
  onChange: (v: RegionValue) => void;
  invalid?: boolean;
}) {
  const systems = useQuery(gameKeysQuery(gameId, 'system', 0));
  const groups = useQuery(gameKeysQuery(gameId, 'group', 0));
  const kind: RegionValue['kind'] = (systems.data?.length ?? 0) > 0 ? 'system' : 'group';
  const firstList = (kind === 'system' ? systems.data : groups.data) ?? [];
  const firstId = draftFirst?.id ?? value?.first.id;
  const children = useQuery({
    ...gameKeysQuery(gameId, kind === 'system' ? 'carrier' : 'server', firstId ?? 0),
    enabled: firstId !== undefined,
  });
  if (systems.isPending || groups.isPending) return <LoadingState compact />;
  if (systems.isError || groups.isError) {
    return <ErrorState compact error={systems.error ?? groups.error} onRetry={() => { void systems.refetch(); void groups.refetch(); }} />;
  }
  if (firstList.length === 0) return <Text fontSize="sm" color="fg.muted">该游戏暂无区服信息</Text>;
  const [firstTitle, secondTitle] = kind === 'system' ? ['系统', '运营商'] : ['大区', '服务器'];
  return (
    <Box borderRadius="lg" borderWidth={invalid ? '1px' : '0'} borderColor="border.error" p={invalid ? '2' : '0'}>
      <Flex gap="3" align="flex-start">
        <Column title={firstTitle} items={firstList} selected={firstId} onPick={onDraftFirst} testId="region-first" />
        <Box flex="1" minW="0">
          {firstId === undefined ? (
            <Text fontSize="xs" color="fg.muted" pt="6" px="1">请先选择{firstTitle}</Text>
          ) : children.isPending ? <LoadingState compact /> : children.isError ? (
            <ErrorState compact error={children.error} onRetry={() => void children.refetch()} />
          ) : (
            <Column title={secondTitle} items={children.data} selected={value?.first.id === firstId ? value.second.id : undefined}
              testId="region-second"
              onPick={(a) => {
                const first = firstList.find((f) => f.id === firstId);
                if (first) onChange({ kind, first: { id: first.id, fieldName: first.fieldName }, second: { id: a.id, fieldName: a.fieldName } });
              }} />
          )}
        </Box>
      </Flex>
    </Box>
  );
}
