// 竞价回收 (jingjiahuishou?gameId=): two steps like the consign form. Step 1: the game (重新选择) and its 区服.
// Step 2: 游戏账号 (no Chinese), 联系电话, 期望价格, 描述, 实名截图, 游戏截图 (up to 9), 真实姓名, 出售模式 with the
// 出售说明 dialog. Sends POST /h5/goods/back's live shape, then goes to 竞价中心.
import { useState } from 'react';
import { Box, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { Game, GameAttribute } from '@/api/types.ts';
import { paths } from '@/app/paths.ts';
import { Textarea } from '@/components/chakra/textarea.ts';
import { confirmDialog } from '@/components/dialogs/index.ts';
import { FormField } from '@/components/FormField.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/states.tsx';
import { toast } from '@/components/toast.ts';
import { GameIcon } from '@/features/game/GameIcon.tsx';
import { gamesQuery } from '@/features/game/queries.ts';
import { ChoiceGroup } from '@/features/order/ChoiceGroup.tsx';
import { ImageUploader } from '@/features/upload/ImageUploader.tsx';
import { useSubmitBidRecycle } from './hooks.ts';
import { bidRecycleBody, type BidRecycleValues } from './payload.ts';
import { regionText, type RegionValue } from './region.ts';
import { RegionPicker } from './RegionPicker.tsx';
import { SALE_MODES } from './status.ts';
import { validateAccount, validateDes, validateImages, validatePrice, validateRelname, validateTel } from './validate.ts';

export const SUBMITTED_MSG = '提交成功，可以在个人中心查询';
const MAX_SHOTS = 9;
const MAX_ID_SHOTS = 1;

function showSaleModeHelp() {
  void confirmDialog({
    title: '出售说明',
    message: SALE_MODES.map((m) => `【${m.label}】${m.explain}`).join('\n\n'),
    confirmText: '我知道了',
    showCancel: false,
  });
}

function GameHeader({ game, region, onEditRegion }: { game: Game; region?: string; onEditRegion?: () => void }) {
  return (
    <Flex bg="bg.surface" borderRadius="xl" px="4" py="3" align="center" gap="3">
      <GameIcon name={game.name} icon={game.icon} boxSize="11" eager />
      <Box flex="1" minW="0">
        <Text fontSize="md" fontWeight="semibold" truncate>{game.name}</Text>
        <Text fontSize="xs" color="fg.muted" truncate>{region ? `区服：${region}` : game.type === 0 ? '手游' : '端游'}</Text>
      </Box>
      {onEditRegion ? (
        <Button size="xs" variant="outline" onClick={onEditRegion}>修改区服</Button>
      ) : (
        <Button asChild size="xs" variant="outline"><Link to={paths.accountOrder('jingjia')} replace>重新选择</Link></Button>
      )}
    </Flex>
  );
}

function StepTitle({ n, title }: { n: 1 | 2; title: string }) {
  return (
    <Flex align="center" gap="2" px="1">
      <Flex boxSize="5" borderRadius="full" bg="brand.solid" color="white" fontSize="xs" align="center" justify="center">{n}</Flex>
      <Heading as="h2" fontSize="sm" fontWeight="semibold">{title}</Heading>
      <Text fontSize="xs" color="fg.muted" ml="auto">第 {n} / 2 步</Text>
    </Flex>
  );
}

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
        <RegionPicker gameId={game.id} value={value} draftFirst={draftFirst} invalid={Boolean(error)}
          onDraftFirst={(a) => { setDraftFirst(a); setError(null); }}
          onChange={(v) => { setValue(v); setDraftFirst(null); setError(null); }} />
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

function StepDetails({ game, region, onBack }: { game: Game; region: RegionValue; onBack: () => void }) {
  const navigate = useNavigate();
  const submit = useSubmitBidRecycle();
  const { register, control, handleSubmit, formState: { errors } } = useForm<BidRecycleValues>({
    defaultValues: { account: '', tel: '', price: '', des: '', relname: '', relnameImg: [], img: [], inType: 1 },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(bidRecycleBody(values, game, region));
      toast.success(SUBMITTED_MSG);
      navigate(paths.myJingjiahuishou, { replace: true });
    } catch (error) {
      toast.fromError(error);
    }
  }, () => toast.error('请完善标红的信息后再提交'));

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="竞价回收">
      <Stack gap="3">
        <StepTitle n={2} title="填写账号信息" />
        <GameHeader game={game} region={regionText(region)} onEditRegion={onBack} />
        <Stack bg="bg.surface" borderRadius="xl" px="4" py="4" gap="4">
          <FormField label="游戏账号" required error={errors.account?.message} helper="仅限字母、数字和符号，不能包含中文">
            <Input placeholder="请输入游戏账号" autoComplete="off" {...register('account', { validate: validateAccount })} />
          </FormField>
          <FormField label="联系电话" required error={errors.tel?.message}>
            <Input type="tel" inputMode="numeric" maxLength={11} placeholder="回收商和客服将通过此号码联系您"
              {...register('tel', { validate: validateTel })} />
          </FormField>
          <FormField label="期望价格（元）" required error={errors.price?.message}>
            <Input inputMode="decimal" placeholder="请输入期望价格" {...register('price', { validate: validatePrice })} />
          </FormField>
          <FormField label="账号描述" required error={errors.des?.message}>
            <Textarea rows={4} placeholder="段位、英雄/角色、皮肤、是否可二次实名等" maxLength={500}
              {...register('des', { validate: validateDes })} />
          </FormField>
        </Stack>
        <Stack bg="bg.surface" borderRadius="xl" px="4" py="4" gap="4">
          <FormField label="真实姓名" required error={errors.relname?.message} helper="与实名截图中的姓名一致，仅用于交易核验">
            <Input placeholder="请输入账号实名人的姓名" autoComplete="name" {...register('relname', { validate: validateRelname })} />
          </FormField>
          <Controller control={control} name="relnameImg"
            rules={{ validate: (v) => validateImages(v.length, '实名截图', MAX_ID_SHOTS) }}
            render={({ field, fieldState }) => (
              <FormField label="实名截图" required error={fieldState.error?.message} helper="游戏内实名认证信息页面的截图">
                <ImageUploader label="实名截图" value={field.value} onChange={(next) => { field.onChange(next); field.onBlur(); }}
                  max={MAX_ID_SHOTS} testId="relname-img" invalid={Boolean(fieldState.error)} />
              </FormField>
            )} />
          <Controller control={control} name="img"
            rules={{ validate: (v) => validateImages(v.length, '游戏截图', MAX_SHOTS) }}
            render={({ field, fieldState }) => (
              <FormField label={`游戏截图（最多 ${MAX_SHOTS} 张）`} required error={fieldState.error?.message}
                helper="角色、皮肤、背包等截图，第一张将作为封面">
                <ImageUploader label="游戏截图" value={field.value} onChange={(next) => { field.onChange(next); field.onBlur(); }}
                  max={MAX_SHOTS} testId="game-img" invalid={Boolean(fieldState.error)} />
              </FormField>
            )} />
        </Stack>
        <Box bg="bg.surface" borderRadius="xl" px="4" py="4">
          <Flex align="center" justify="space-between" mb="2">
            <Text fontSize="sm" color="fg.muted">出售模式</Text>
            <Button size="xs" variant="ghost" colorPalette="brand" onClick={showSaleModeHelp}>出售说明</Button>
          </Flex>
          <Controller control={control} name="inType" render={({ field }) => (
            <ChoiceGroup label="出售模式" value={field.value} onChange={field.onChange}
              choices={SALE_MODES.map((m) => ({ value: m.value, title: m.label, label: m.label }))} />
          )} />
        </Box>
        <Button type="submit" size="lg" w="full" loading={submit.isPending} loadingText="提交中">提交</Button>
        <Button variant="ghost" size="sm" onClick={onBack}>上一步</Button>
      </Stack>
    </form>
  );
}

export function BidRecycleForm({ gameId }: { gameId: number | null }) {
  const games = useQuery(gamesQuery());
  const [step, setStep] = useState<1 | 2>(1);
  const [region, setRegion] = useState<RegionValue | null>(null);
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
    return <StepDetails game={game} region={region} onBack={() => { setStep(1); window.scrollTo({ top: 0 }); }} />;
  }
  return <StepRegion game={game} region={region} onNext={(r) => { setRegion(r); setStep(2); window.scrollTo({ top: 0 }); }} />;
}
