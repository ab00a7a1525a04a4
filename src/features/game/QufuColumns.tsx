// The 区服 columns side by side (a skipped level is not shown): each a radio group of its nodes, the second one
// saying 请先选择系统 / 大区 until the first is chosen. Loading rows are skeletons; a failed list offers 重试.
import { chakra, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { GameAttribute } from '@/contract/types.ts';
import { ErrorState, LoadingState } from '@/components/states.tsx';
import { levelSkipped, type QufuLevel, type QufuLevelKey } from './qufu.ts';

const Row = chakra('button');

function LevelColumn({ level, value, onPick, waitingFor, testId }: {
  level: QufuLevel;
  value: number | undefined;
  onPick: (node: GameAttribute) => void;
  waitingFor?: string;
  testId: string;
}) {
  const q = level.query;
  return (
    <Stack gap="0" minW="0" role="radiogroup" aria-label={level.label} data-testid={testId}>
      <Text fontSize="xs" color="fg.muted" px="2" pb="1.5">{level.label}</Text>
      {q === null ? (
        <Text fontSize="xs" color="fg.subtle" px="2" py="3">请先选择{waitingFor}</Text>
      ) : q.isPending ? (
        <Stack gap="1.5" px="1">{[0, 1, 2].map((i) => <Skeleton key={i} h="9" borderRadius="md" />)}</Stack>
      ) : q.isError ? (
        <ErrorState compact error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Stack gap="1" maxH="80" overflowY="auto">
          {q.data.map((node) => {
            const checked = node.id === value;
            return (
              <Row key={node.id} type="button" role="radio" aria-checked={checked} onClick={() => onPick(node)}
                textAlign="left" px="3" py="2" borderRadius="md" fontSize="sm" borderWidth="1px"
                borderColor={checked ? 'brand.solid' : 'transparent'} bg={checked ? 'brand.subtle' : 'bg.muted'}
                color={checked ? 'brand.fg' : 'fg'} fontWeight={checked ? 'medium' : 'normal'}>
                {node.fieldName}
              </Row>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

export function QufuColumns({ levels, values, onPickFirst, onPickSecond, testIds, noneText = '该游戏无需选择区服' }: {
  levels: [QufuLevel, QufuLevel];
  /** The chosen node of each level, by key. */
  values: Partial<Record<QufuLevelKey, number>>;
  onPickFirst: (node: GameAttribute) => void;
  onPickSecond: (node: GameAttribute) => void;
  /** The columns' test ids (default qufu-<key>). */
  testIds?: [string, string];
  /** Shown when the game has neither level. */
  noneText?: string;
}) {
  const [first, second] = levels;
  const visible = levels.filter((l) => !levelSkipped(l));
  if (visible.length === 0) {
    return first.query?.isSuccess && second.query?.isSuccess
      ? <Text fontSize="sm" color="fg.muted">{noneText}</Text>
      : <LoadingState compact />;
  }
  return (
    <Grid templateColumns={visible.length === 2 ? '1fr 1fr' : '1fr'} gap="3">
      {visible.map((level) => (
        <LevelColumn key={level.key} level={level} value={values[level.key]} waitingFor={first.label}
          testId={testIds ? testIds[level === first ? 0 : 1] : `qufu-${level.key}`}
          onPick={level === first ? onPickFirst : onPickSecond} />
      ))}
    </Grid>
  );
}
