// 竞价回收 step 2 (its own chunk: react-hook-form, the uploader and the choice rows load once the 区服 is chosen):
// 游戏账号, 联系电话, 期望价格, 描述, 真实姓名, 实名截图, 游戏截图, 出售模式 with 出售说明; sends the live body.
import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Game } from '@/contract/types.ts';
import { SaleMode } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { Textarea } from '@/components/chakra/textarea.ts';
import { confirmDialog } from '@/components/dialogs/index.ts';
import { passRealnameGate } from '@/components/realnameGate.ts';
import { FormField } from '@/components/FormField.tsx';
import { toast } from '@/components/toast.ts';
import { pendingUploadProblem } from '@/components/pendingUploads.ts';
import { ChoiceGroup } from '@/components/ChoiceGroup.tsx';
import { ImageUploader } from '@/components/ImageUploader.tsx';
import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '@/api/account.queries.ts';
import { useToken } from '@/stores/useToken.ts';
import { GameHeader, StepTitle } from './formParts.tsx';
import { useSubmitBidRecycle } from './hooks.ts';
import { bidRecycleBody, bidRecycleKey, type BidRecycleValues, type KeptBidRecycle } from './payload.ts';
import { regionText, type RegionValue } from './region.ts';
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

export default function StepDetails({ game, region, kept, carried, onBack }: {
  game: Game;
  region: RegionValue;
  /** What was typed before the 实名 detour, or what a valuation filled in. */
  kept?: BidRecycleValues;
  /** A valuation's attributes and 账号来源, sent on in the content. */
  carried?: Record<string, string | number>;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const submit = useSubmitBidRecycle();
  const { register, control, handleSubmit, getValues, setValue, formState: { errors } } = useForm<BidRecycleValues>({
    defaultValues: kept ?? { account: '', tel: '', price: '', des: '', relname: '', relnameImg: [], img: [], inType: SaleMode.bidAndConsign },
    mode: 'onTouched',
  });
  // 联系电话 starts as the signed-in user's phone (once it is known), unless something is there already.
  const token = useToken();
  const phone = useQuery({ ...profileQuery(), enabled: Boolean(token) }).data?.phonenumber ?? '';
  useEffect(() => {
    if (phone && !getValues('tel')) setValue('tel', phone);
  }, [phone, getValues, setValue]);
  const onSubmit = handleSubmit(async (values) => {
    const uploadProblem = pendingUploadProblem();
    if (uploadProblem) {
      toast.error(uploadProblem);
      return;
    }
    const keep: KeptBidRecycle = { region, values, ...(carried ? { carried } : {}) };
    if (!(await passRealnameGate('竞价回收', navigate, { key: bidRecycleKey(game.id), value: keep }))) return;
    try {
      await submit.mutateAsync(bidRecycleBody(values, game, region, carried));
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

