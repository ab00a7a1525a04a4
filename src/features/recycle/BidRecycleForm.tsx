// 竞价回收 (jingjiahuishou?gameId=): two steps like the consign form. Step 1: the game (重新选择) and its 区服.
// Step 2: 游戏账号 (no Chinese), 联系电话, 期望价格, 描述, 实名截图, 游戏截图 (up to 9), 真实姓名, 出售模式 with the
// 出售说明 dialog. Sends POST /h5/goods/back's live shape, then goes to 竞价中心. From 我的评估 (?valuation=) the form
// starts filled from the valuation (prefill.ts).
import { lazy, Suspense, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Game, GameAttribute } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/states.tsx';
import { gamesQuery } from '@/api/game.queries.ts';
import { bidsQuery } from '@/api/recycle.queries.ts';
import { keptFor } from '@/components/realnameGate.ts';
import { GameHeader, StepTitle } from './formParts.tsx';
import { bidRecycleKey, type KeptBidRecycle } from './payload.ts';
import { recycleFromValuation } from './prefill.ts';
import { regionText, type RegionValue } from './region.ts';
import { RegionPicker } from './RegionPicker.tsx';

const loadDetails = () => import('./BidRecycleDetails.tsx');
const StepDetails = lazy(loadDetails);

function StepRegion({ game, region, onNext }: { game: Game; region: RegionValue | null; onNext: (r: RegionValue) => void }) {
  const [value, setValue] = useState<RegionValue | null>(region);
  const [draftFirst, setDraftFirst] = useState<GameAttribute | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="3">
      <StepTitle n={1} title="选择游戏和区服" />
      <GameHeader game={game} />
      <Box bg="bg.surface" borderRadius="xl" px="4" py="3">
        <Text fontSize="sm" fontWeight="medium" mb="2">选择区服</Text>
        <RegionPicker game={game} value={value} draftFirst={draftFirst} invalid={Boolean(error)}
          onDraftFirst={(a) => { setDraftFirst(a); setError(null); }}
          onChange={(v) => { setValue(v); setDraftFirst(null); setError(null); void loadDetails(); }} />
        {value && <Text fontSize="sm" color="brand.fg" mt="3" data-testid="region-picked">已选：{regionText(value)}</Text>}
        {error && <Text fontSize="xs" color="fg.error" mt="2" role="alert">{error}</Text>}
      </Box>
      <Button size="lg" w="full" onClick={() => {
        if (!value || (draftFirst && draftFirst.id !== value.first.id)) {
          setError('请选择区服');
          return;
        }
        onNext(value);
      }}>
        下一步
      </Button>
    </Stack>
  );
}

export function BidRecycleForm({ gameId, valuationId = null }: { gameId: number | null; valuationId?: number | null }) {
  // Back from the 实名 detour: step 2 again, with the 区服 and what was typed.
  const kept = gameId === null ? undefined : keptFor<KeptBidRecycle>(bidRecycleKey(gameId));
  const fromValuation = !kept && valuationId !== null;
  const valuation = useQuery({ ...bidsQuery(valuationId ?? 0), enabled: fromValuation, refetchInterval: false });
  if (fromValuation && valuation.isPending) return <LoadingState />;
  // A valuation of another game (or one that cannot be read) fills nothing: the form starts empty.
  const back = fromValuation && valuation.data?.back.gameId === gameId ? valuation.data.back : undefined;
  const prefill = back ? recycleFromValuation(back) : undefined;
  const start = kept ?? (prefill ? { region: prefill.region, values: prefill.values, carried: prefill.carried } : undefined);
  return <RecycleSteps gameId={gameId} start={start} />;
}

function RecycleSteps({ gameId, start }: {
  gameId: number | null;
  start?: { region: RegionValue | null } & Omit<KeptBidRecycle, 'region'>;
}) {
  const games = useQuery(gamesQuery());
  const kept = start;
  const [step, setStep] = useState<1 | 2>(kept?.region ? 2 : 1);
  const [region, setRegion] = useState<RegionValue | null>(kept?.region ?? null);
  if (gameId === null) {
    return (
      <EmptyState text="请先选择要竞价回收的游戏" action={(
        <Button asChild size="sm" minW="28"><Link to={paths.accountOrder('jingjia')} replace>选择游戏</Link></Button>
      )} />
    );
  }
  if (games.isPending) return <LoadingState />;
  if (games.isError) return <ErrorState error={games.error} onRetry={() => void games.refetch()} />;
  const game = games.data.find((g) => g.id === gameId);
  if (!game) {
    return (
      <EmptyState text="没有找到该游戏，请重新选择" action={(
        <Button asChild size="sm" minW="28"><Link to={paths.accountOrder('jingjia')} replace>选择游戏</Link></Button>
      )} />
    );
  }
  if (step === 2 && region) {
    return (
      <Suspense fallback={<LoadingState />}>
        <StepDetails game={game} region={region} kept={kept?.values} carried={kept?.carried} onBack={() => { setStep(1); window.scrollTo({ top: 0 }); }} />
      </Suspense>
    );
  }
  return <StepRegion game={game} region={region} onNext={(r) => { setRegion(r); setStep(2); window.scrollTo({ top: 0 }); }} />;
}
