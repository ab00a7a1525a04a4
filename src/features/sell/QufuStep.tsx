// Step 1 (BasicInformation): the chosen game (重新选择 → the game picker), its 区服 columns — 手游: 系统 +
// 运营商, 端游: 大区 + 服务器 (a level the game does not have is skipped) — and 账号来源. 下一步 is enabled once
// the 区服 is complete and leads to step 2; every choice goes into the draft at once.
import { useState } from 'react';
import { Button, chakra, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { Game, GameAttribute } from '@/api/types.ts';
import { paths, type SellMode } from '@/app/paths.ts';
import { ErrorState, LoadingState } from '@/components/states.tsx';
import { ChoiceGroup } from '@/features/order/ChoiceGroup.tsx';
import { districtQuery, gameKeysQuery } from '@/features/game/queries.ts';
import { patchDraft, sellDraftState, type SellDraft } from './draft.ts';
import { BottomBar, Card, GameHeader, pickTargetOf, PickGameFirst, useSellGame } from './parts.tsx';
import { ACCOUNT_SOURCES } from './payload.ts';
import { useOpenDraft } from './useDraft.ts';

type LevelKey = 'systemId' | 'carrierId' | 'groupId' | 'serverId';

interface Level {
  key: LevelKey;
  label: string;
  query: UseQueryResult<GameAttribute[]> | null;
}

const Row = chakra('button');

function LevelColumn({ level, value, onPick, waitingFor }: {
  level: Level;
  value: number | undefined;
  onPick: (node: GameAttribute) => void;
  waitingFor?: string;
}) {
  const q = level.query;
  return (
    <Stack gap="0" minW="0" role="radiogroup" aria-label={level.label} data-testid={`qufu-${level.key}`}>
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

/** The two 区服 levels of a game, each with its list query (null while it waits for the level above). */
function useLevels(game: Game, draft: Readonly<SellDraft> | null): [Level, Level] {
  const mobile = game.type === 0;
  const first = useQuery(gameKeysQuery(game.id, mobile ? 'system' : 'group', 0));
  const firstId = mobile ? draft?.systemId : draft?.groupId;
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
function levelDone(level: Level, value: number | undefined): boolean {
  const q = level.query;
  if (!q || !q.isSuccess) return false;
  return q.data.length === 0 || q.data.some((n) => n.id === value);
}

function levelName(level: Level, value: number | undefined): string | undefined {
  return level.query?.data?.find((n) => n.id === value)?.fieldName;
}

function QufuForm({ game, mode, draft }: { game: Game; mode: SellMode; draft: Readonly<SellDraft> }) {
  const navigate = useNavigate();
  const [first, second] = useLevels(game, draft);
  const [sourceError, setSourceError] = useState<string | null>(null);
  const complete = levelDone(first, draft[first.key]) && levelDone(second, draft[second.key]);
  const visible = [first, second].filter((l) => !(l.query?.isSuccess && l.query.data.length === 0));
  const missing = [first, second].filter((l) => !levelDone(l, draft[l.key])).map((l) => l.label);

  // Handlers read the live draft (a snapshot may be a tap behind: valtio notifies after the event).
  const live = () => sellDraftState.draft ?? draft;
  const pickFirst = (node: GameAttribute) => {
    if (node.id === live()[first.key]) return;
    patchDraft({ [first.key]: node.id, [second.key]: undefined, regionNames: [node.fieldName], basicDone: false });
  };
  const pickSecond = (node: GameAttribute) => {
    const names = [levelName(first, live()[first.key]), node.fieldName].filter((x): x is string => Boolean(x));
    patchDraft({ [second.key]: node.id, regionNames: names, basicDone: false });
  };
  const next = () => {
    const now = live();
    if (!levelDone(first, now[first.key]) || !levelDone(second, now[second.key])) return;
    if (now.accountSource === undefined) {
      setSourceError('请选择账号来源');
      return;
    }
    const names = [levelName(first, now[first.key]), levelName(second, now[second.key])].filter((x): x is string => Boolean(x));
    patchDraft({ regionNames: names, basicDone: true });
    navigate(paths.fillInformation(game.id, mode));
  };

  return (
    <Stack gap="3" pb="20">
      <GameHeader game={game} mode={mode} onChange={(
        <Button asChild size="xs" variant="outline"><Link to={pickTargetOf(mode)}>重新选择</Link></Button>
      )} />
      <Card title="选择区服">
        {visible.length === 0 ? (
          first.query?.isSuccess && second.query?.isSuccess
            ? <Text fontSize="sm" color="fg.muted">该游戏无需选择区服</Text>
            : <LoadingState compact />
        ) : (
          <Grid templateColumns={visible.length === 2 ? '1fr 1fr' : '1fr'} gap="3">
            {visible.map((level) => (
              <LevelColumn key={level.key} level={level} value={draft[level.key]} waitingFor={first.label}
                onPick={level === first ? pickFirst : pickSecond} />
            ))}
          </Grid>
        )}
      </Card>
      <Card title="账号来源">
        <ChoiceGroup label="账号来源" columns={2} value={draft.accountSource ?? 0}
          choices={ACCOUNT_SOURCES.map((s) => ({ value: s.value, title: s.label }))}
          onChange={(value) => {
            patchDraft({ accountSource: value as 1 | 2 });
            setSourceError(null);
          }} />
        {sourceError && <Text color="fg.error" fontSize="xs" mt="2" role="alert">{sourceError}</Text>}
      </Card>
      <BottomBar>
        <Text flex="1" fontSize="xs" color="fg.muted" truncate data-testid="qufu-summary">
          {complete ? `已选：${draft.regionNames.join(' · ') || '无需区服'}` : `请选择${missing.join('、')}`}
        </Text>
        <Button onClick={next} disabled={!complete} minW="32" data-testid="qufu-next">下一步</Button>
      </BottomBar>
    </Stack>
  );
}

export function QufuStep({ gameId, mode }: { gameId: number | null; mode: SellMode }) {
  const { query, game } = useSellGame(gameId);
  const draft = useOpenDraft(gameId, mode);
  if (gameId === null) return <PickGameFirst mode={mode} />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!game) return <PickGameFirst mode={mode} text="该游戏不存在，请重新选择" />;
  if (!draft) return <LoadingState />;
  return <QufuForm game={game} mode={mode} draft={draft} />;
}
