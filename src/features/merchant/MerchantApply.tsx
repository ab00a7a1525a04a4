// 商户入驻: what a merchant gets, then either the application form (店铺名称, 联系方式, 经营游戏 picked as chips
// from the game list) or the state of my latest application (待审核 / 已通过 / 已驳回 with the reason and
// 重新申请, which opens the form filled with the rejected application).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import type { Game, MerchantApplication } from '@/contract/types.ts';
import { MerchantAudit } from '@/contract/statuses.ts';
import { FormField } from '@/components/FormField.tsx';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { gamesQuery } from '@/api/game.queries.ts';
import { formatDate, orDash } from '@/lib/format.ts';
import { useMerchantApply } from './hooks.ts';
import { Card, InfoRow } from '@/components/InfoCard.tsx';
import { merchantLatestQuery } from '@/api/merchant.queries.ts';
import { validateContact, validateGames, validateShopName } from './validate.ts';

export const AUDIT_STATES: Record<MerchantAudit, { label: string; palette: string; note: string }> = {
  [MerchantAudit.pending]: { label: '待审核', palette: 'orange', note: '申请已提交，工作人员将在1–3个工作日内完成审核，结果会通过消息通知您。' },
  [MerchantAudit.approved]: { label: '已通过', palette: 'green', note: '恭喜，您已成为平台入驻商户，可参与竞价回收报价并享受商户专属服务。' },
  [MerchantAudit.rejected]: { label: '已驳回', palette: 'red', note: '很抱歉，您的申请未通过审核，请根据驳回原因修改后重新申请。' },
};

/** The names a stored application lists (joined by 、 or commas). */
export function splitGames(games: string): string[] {
  return String(games ?? '').split(/[、,，]/).map((g) => g.trim()).filter(Boolean);
}

const BENEFITS = ['竞价回收优先报价，货源稳定', '专属商户标识，买家更信任', '一对一客服对接，结算快捷'];

function Benefits() {
  return (
    <Box borderRadius="xl" px="4" py="3.5" color="white" bgGradient="to-br" gradientFrom="brand.solid" gradientTo="orange.400">
      <Text fontSize="md" fontWeight="semibold">成为平台入驻商户</Text>
      <Stack as="ul" gap="1" mt="2" fontSize="xs" listStyleType="none">
        {BENEFITS.map((b) => <Text as="li" key={b}>✓ {b}</Text>)}
      </Stack>
    </Box>
  );
}

function ApplicationState({ application, onReapply }: { application: MerchantApplication; onReapply: () => void }) {
  // An application without a known auditState (a drifted answer) shows —, not a crash.
  const state = AUDIT_STATES[application.auditState] ?? { label: '—', palette: 'gray', note: '' };
  return (
    <Card title="我的入驻申请" extra={<Badge colorPalette={state.palette} size="md" data-testid="merchant-state">{state.label}</Badge>}
      testId="merchant-application">
      <Text fontSize="xs" color="fg.muted" mb="1">{state.note}</Text>
      <InfoRow label="店铺名称">{orDash(application.shopName)}</InfoRow>
      <InfoRow label="联系方式">{orDash(application.contact)}</InfoRow>
      <InfoRow label="经营游戏"><Text lineClamp={2}>{orDash(splitGames(application.games).join('、'))}</Text></InfoRow>
      {application.createTime && <InfoRow label="提交时间">{formatDate(application.createTime)}</InfoRow>}
      {application.auditState !== MerchantAudit.pending && application.auditDes && (
        <InfoRow label={application.auditState === MerchantAudit.rejected ? '驳回原因' : '审核意见'} testId="merchant-audit-des">
          <Text color={application.auditState === MerchantAudit.rejected ? 'red.600' : undefined}>{application.auditDes}</Text>
        </InfoRow>
      )}
      {application.auditState === MerchantAudit.rejected && (
        <Button mt="3" w="full" onClick={onReapply}>重新申请</Button>
      )}
    </Card>
  );
}

interface MerchantValues {
  shopName: string;
  contact: string;
  games: string[];
}

function GameChips({ games, value, onChange, invalid }: { games: Game[]; value: string[]; onChange: (next: string[]) => void; invalid: boolean }) {
  const toggle = (name: string) => onChange(value.includes(name) ? value.filter((g) => g !== name) : [...value, name]);
  return (
    <Flex wrap="wrap" gap="2" role="group" aria-label="经营游戏" data-testid="merchant-games">
      {games.map((g) => {
        const on = value.includes(g.name);
        return (
          <Button key={g.id} type="button" size="xs" borderRadius="full" aria-pressed={on}
            variant={on ? 'solid' : 'outline'} colorPalette={on ? 'brand' : 'gray'}
            borderColor={invalid && !on ? 'border.error' : undefined} onClick={() => toggle(g.name)}>
            {g.name}
          </Button>
        );
      })}
    </Flex>
  );
}

function ApplyForm({ initial, defaultContact, onCancel }: { initial?: MerchantApplication; defaultContact: string; onCancel?: () => void }) {
  const mutation = useMerchantApply();
  const gamesResult = useQuery(gamesQuery());
  const { register, control, handleSubmit, getValues, setValue, formState: { errors } } = useForm<MerchantValues>({
    defaultValues: {
      shopName: initial?.shopName ?? '', contact: initial?.contact ?? defaultContact, games: initial ? splitGames(initial.games) : [],
    },
  });
  // The profile may arrive after the form: fill the contact in then, unless the user has typed one.
  useEffect(() => {
    if (defaultContact && !getValues('contact')) setValue('contact', defaultContact);
  }, [defaultContact, getValues, setValue]);
  const submit = handleSubmit((values) => mutation.mutate({
    shopName: values.shopName.trim(), contact: values.contact.trim(), games: values.games.join('、'),
  }));

  return (
    <Card title={initial ? '重新申请' : '填写入驻申请'}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="商户入驻申请">
        <Stack gap="4">
          <FormField label="店铺名称" error={errors.shopName?.message}>
            <Input placeholder="例如：星辰游戏工作室" maxLength={30}
              {...register('shopName', { validate: (v) => validateShopName(v) ?? true })} />
          </FormField>
          <FormField label="联系方式" error={errors.contact?.message} helper="手机号、QQ或微信，审核人员将与您联系">
            <Input placeholder="请输入手机号、QQ或微信" maxLength={50}
              {...register('contact', { validate: (v) => validateContact(v) ?? true })} />
          </FormField>
          <FormField label="经营游戏（可多选）" error={errors.games?.message}>
            <QueryBoundary query={gamesResult} compact emptyText="暂无可选游戏">
              {(games) => (
                <Controller control={control} name="games" rules={{ validate: (v) => validateGames(v) ?? true }}
                  render={({ field }) => <GameChips games={games} value={field.value} onChange={field.onChange} invalid={Boolean(errors.games)} />} />
              )}
            </QueryBoundary>
          </FormField>
          <Button type="submit" size="lg" w="full" loading={mutation.isPending} loadingText="提交中">提交申请</Button>
          {onCancel && <Button variant="ghost" w="full" onClick={onCancel}>取消</Button>}
        </Stack>
      </form>
    </Card>
  );
}

export function MerchantApply({ contact }: { contact: string }) {
  const query = useQuery(merchantLatestQuery());
  const [reapplying, setReapplying] = useState(false);
  return (
    <Stack gap="3">
      <Benefits />
      <QueryBoundary query={query} isEmpty={() => false}>
        {(latest) => (!latest ? <ApplyForm defaultContact={contact} />
          : reapplying && latest.auditState === MerchantAudit.rejected
            ? <ApplyForm initial={latest} defaultContact={contact} onCancel={() => setReapplying(false)} />
            : <ApplicationState application={latest} onReapply={() => setReapplying(true)} />)}
      </QueryBoundary>
    </Stack>
  );
}
