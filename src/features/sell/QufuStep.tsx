// Step 1 (BasicInformation): the chosen game (重新选择 → the game picker), its 区服 columns — 手游: 系统 +
// 运营商, 端游: 大区 + 服务器 (a level the game does not have is skipped) — and 账号来源. 下一步 is enabled once
// the 区服 is complete and leads to step 2; every choice goes into the draft at once. Editing a listing (?edit=)
// the game stays (no 重新选择: another game would be another listing) and the edit's banner is on top.
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import type { Game, GameAttribute } from '@/contract/types.ts';
import { paths, type SellMode, type SellSource } from '@/config/paths.ts';
import { ErrorState, LoadingState } from '@/components/states.tsx';
import { ChoiceGroup } from '@/components/ChoiceGroup.tsx';
import { levelDone, levelNode, useQufuLevels } from '@/features/game/qufu.ts';
import { QufuColumns } from '@/features/game/QufuColumns.tsx';
import { patchDraft, sellDraftState, type SellDraft } from './draft.ts';
import { BottomBar, Card, EditBanner, GameHeader, pickTargetOf, PickGameFirst, PrefillProblem, useSellGame } from './parts.tsx';
import { ACCOUNT_SOURCES } from './payload.ts';
import { usePrefilledDraft } from './useDraft.ts';
import { AccountSource, GameType } from '@/contract/statuses.ts';

function QufuForm({ game, mode, draft }: { game: Game; mode: SellMode; draft: Readonly<SellDraft> }) {
  const navigate = useNavigate();
  const [first, second] = useQufuLevels(game, game.type === GameType.mobile ? draft.systemId : draft.groupId);
  const [sourceError, setSourceError] = useState<string | null>(null);
  const complete = levelDone(first, draft[first.key]) && levelDone(second, draft[second.key]);
  const missing = [first, second].filter((l) => !levelDone(l, draft[l.key])).map((l) => l.label);

  // Handlers read the live draft (a snapshot may be a tap behind: valtio notifies after the event).
  const live = () => sellDraftState.draft ?? draft;
  const pickFirst = (node: GameAttribute) => {
    if (node.id === live()[first.key]) return;
    patchDraft({ [first.key]: node.id, [second.key]: undefined, regionNames: [node.fieldName], basicDone: false });
  };
  const pickSecond = (node: GameAttribute) => {
    const names = [levelNode(first, live()[first.key])?.fieldName, node.fieldName].filter((x): x is string => Boolean(x));
    patchDraft({ [second.key]: node.id, regionNames: names, basicDone: false });
  };
  const next = () => {
    const now = live();
    if (!levelDone(first, now[first.key]) || !levelDone(second, now[second.key])) return;
    if (now.accountSource === undefined) {
      setSourceError('请选择账号来源');
      return;
    }
    const names = [levelNode(first, now[first.key])?.fieldName, levelNode(second, now[second.key])?.fieldName].filter((x): x is string => Boolean(x));
    patchDraft({ regionNames: names, basicDone: true });
    navigate(paths.fillInformation(game.id, mode, now.edit ? { edit: now.edit.id } : {}));
  };

  return (
    <Stack gap="3" pb="20">
      {draft.edit && <EditBanner edit={draft.edit} />}
      <GameHeader game={game} mode={mode} onChange={draft.edit ? null : (
        <Button asChild size="xs" variant="outline"><Link to={pickTargetOf(mode)}>重新选择</Link></Button>
      )} />
      <Card title="选择区服">
        <QufuColumns levels={[first, second]} values={draft} onPickFirst={pickFirst} onPickSecond={pickSecond} />
      </Card>
      <Card title="账号来源">
        <ChoiceGroup label="账号来源" columns={2} value={draft.accountSource ?? 0}
          choices={ACCOUNT_SOURCES.map((s) => ({ value: s.value, title: s.label }))}
          onChange={(value) => {
            patchDraft({ accountSource: value as AccountSource });
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

export function QufuStep({ gameId, mode, source = {} }: { gameId: number | null; mode: SellMode; source?: SellSource }) {
  const { query, game } = useSellGame(gameId);
  const { draft, fill } = usePrefilledDraft(gameId, mode, source);
  if (gameId === null) return <PickGameFirst mode={mode} />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!game) return <PickGameFirst mode={mode} text="该游戏不存在，请重新选择" />;
  if (fill.isError) return <PrefillProblem source={source} error={fill.error} onRetry={() => void fill.refetch()} />;
  if (!draft) return <LoadingState />;
  return <QufuForm game={game} mode={mode} draft={draft} />;
}
