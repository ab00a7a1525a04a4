// Step 2 (fillInformation): the summary of step 1 (重新选择 → step 1, the draft kept), contacts, the game's
// attribute fields, the price with the live fee, 包赔材料 (with the bpzl notice), title, the description written
// from the choices (editable; once edited it is left alone), 主图 and 详情图. Every change is saved in the
// draft; 提交 checks everything first, shows each message beside its field and scrolls to the first one.
// In mode pinggu the same form submits a valuation (no 标题, 包赔材料 or 主图; 游戏账号 added; 期望价格).
// Editing a listing (?edit=): the same form with its values, a banner (its 审核失败 reason), the account and its
// password (kept by the platform: the account is shown to its seller, the password only typed again), 提交修改;
// a listing on sale asks first, as saving takes it off the market until it is approved again.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { AttributeTemplate, Game, GoodsFieldKey } from '@/contract/types.ts';
import { SaleState } from '@/contract/statuses.ts';
import { paths, type SellMode, type SellSource } from '@/config/paths.ts';
import { Textarea } from '@/components/chakra/textarea.ts';
import { confirmDialog } from '@/components/dialogs/index.ts';
import { PasswordInput } from '@/components/PasswordInput.tsx';
import { keptFor, passRealnameGate } from '@/components/realnameGate.ts';
import { FormField } from '@/components/FormField.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/states.tsx';
import { toast } from '@/components/toast.ts';
import { gameTemplateQuery } from '@/api/game.queries.ts';
import { ImageUploader } from '@/components/ImageUploader.tsx';
import { pendingUploadProblem } from '@/components/pendingUploads.ts';
import { formatPrice } from '@/lib/format.ts';
import { titlePlaceholder } from '@/lib/templateExamples.ts';
import { patchDraft, sellDraftState, setDraftField, type SellDraft } from './draft.ts';
import { AttributeField } from './AttributeField.tsx';
import { useSubmitSell } from './hooks.ts';
import { usePhonePrefill } from './usePhonePrefill.ts';
import { MODE_TEXT } from './params.ts';
import { BottomBar, Card, Chip, EditBanner, GameHeader, PickGameFirst, PrefillProblem, useSellGame } from './parts.tsx';
import { accountSourceText, FEE_RULE, feeLine } from './payload.ts';
import { describeDraft, formTemplates } from './template.ts';
import { DETAIL_IMAGES_MAX, TITLE_MAX, validateDraft, type DraftErrors } from './validate.ts';
import { usePrefilledDraft } from './useDraft.ts';

// The 包赔材料 sheet (and the HTML sanitiser) loads when first opened, not with the form.
const NoticeSheet = lazy(() => import('@/features/content/NoticeSheet.tsx').then((m) => ({ default: m.NoticeSheet })));

/** A form row that can be scrolled to: label, the control, and its message. */
function Row({ name, label, error, helper, required, children }: {
  name: string;
  label: ReactNode;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Box id={`field-${name}`} data-testid={`field-${name}`} scrollMarginTop="16">
      <FormField error={error} helper={helper} required={required} label={label}>
        {children}
      </FormField>
    </Box>
  );
}

function Fee({ price }: { price: string }) {
  const line = feeLine(price);
  return (
    <Flex justify="space-between" fontSize="xs" color="fg.muted" mt="2" data-testid="sell-fee-line">
      <Text>手续费 {line ? formatPrice(line.fee) : '—'}</Text>
      <Text>到手 <Text as="span" color="price" fontWeight="semibold">{line ? formatPrice(line.receive) : '—'}</Text></Text>
    </Flex>
  );
}

function FillForm({ game, mode, draft, templates }: {
  game: Game;
  mode: SellMode;
  draft: Readonly<SellDraft>;
  templates: AttributeTemplate[];
}) {
  const sale = mode === 'sale';
  const text = MODE_TEXT[mode];
  const submit = useSubmitSell(game);
  const navigate = useNavigate();
  const [tried, setTried] = useState(false);
  const [bpzlOpen, setBpzlOpen] = useState(false);
  const [bpzlOpened, setBpzlOpened] = useState(false);
  const edit = draft.edit;
  // 发布 waits for 实名: the password (never in the draft, which is on the device) waits in memory meanwhile.
  const passwordKey = `sellPassword:${game.id}:${edit?.id ?? 'new'}`;
  // Never in the draft (localStorage): typed again when the seller wants to change it.
  const [password, setPassword] = useState(() => keptFor<string>(passwordKey) ?? '');
  usePhonePrefill(draft);
  const errors: DraftErrors = tried ? validateDraft(draft as SellDraft, templates, password) : {};
  const fields = formTemplates(templates);

  // The description follows the choices until the seller writes their own.
  const auto = describeDraft({ gameName: game.name, regionNames: draft.regionNames, templates, fields: draft.fields });
  useEffect(() => {
    if (!draft.desEdited && draft.des !== auto) patchDraft({ des: auto });
  }, [auto, draft.desEdited, draft.des]);

  const onSubmit = async () => {
    // A picture still uploading (or failed, waiting for 重试) is not silently left out.
    const uploadProblem = pendingUploadProblem();
    if (uploadProblem) {
      toast.error(uploadProblem);
      return;
    }
    // The live draft: the snapshot may not have caught up with the last keystroke yet.
    const current = (sellDraftState.draft ?? draft) as SellDraft;
    const found = validateDraft(current, templates, password);
    const first = Object.keys(found)[0];
    if (first) {
      setTried(true);
      const el = document.getElementById(`field-${first}`);
      el?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      el?.querySelector<HTMLElement>('input, textarea, button')?.focus({ preventScroll: true });
      return;
    }
    if (current.edit?.saleState === SaleState.listed) {
      const answer = await confirmDialog({
        title: '保存修改',
        message: '保存后商品重新审核：审核通过前会从市场下架，买家看不到它。确定保存吗？',
        confirmText: '保存并重新审核',
      });
      if (answer !== 'confirm') return;
    }
    if (sale && !(await passRealnameGate(edit ? '修改寄售商品' : '发布寄售', navigate, { key: passwordKey, value: password }))) return;
    submit.mutate({ draft: JSON.parse(JSON.stringify(current)) as SellDraft, password });
  };

  return (
    <form noValidate aria-label={edit ? '修改商品信息' : text.step2} onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      <Stack gap="3" pb="24">
        {edit && <EditBanner edit={edit} />}
        <GameHeader game={game} mode={mode} onChange={(
          <Button asChild size="xs" variant="outline">
            <Link to={paths.basicInformation(game.id, mode, edit ? { edit: edit.id } : {})} data-testid="sell-reselect">重新选择</Link>
          </Button>
        )}>
          <Text fontSize="xs" color="fg.muted" truncate data-testid="sell-summary">
            {[draft.regionNames.join(' '), accountSourceText(draft.accountSource)].filter(Boolean).join(' · ')}
          </Text>
        </GameHeader>

        <Card title="联系方式">
          <Stack gap="3">
            <Row name="phone" label="联系电话" required error={errors.phone} helper="仅客服可见，用于审核和交易联系">
              <Input type="tel" inputMode="numeric" placeholder="请输入手机号" maxLength={11} value={draft.phone}
                onChange={(e) => patchDraft({ phone: e.target.value.trim() })} />
            </Row>
            <Row name="qq" label="QQ（选填）" error={errors.qq}>
              <Input inputMode="numeric" placeholder="请输入 QQ 号" maxLength={12} value={draft.qq}
                onChange={(e) => patchDraft({ qq: e.target.value.trim() })} />
            </Row>
            <Row name="wechat" label="微信（选填）" error={errors.wechat}>
              <Input placeholder="请输入微信号" maxLength={20} value={draft.wechat}
                onChange={(e) => patchDraft({ wechat: e.target.value.trim() })} />
            </Row>
            {!sale && (
              <Row name="account" label="游戏账号" required error={errors.account} helper="估价员核对账号用，不能包含中文">
                <Input placeholder="请输入游戏账号" maxLength={64} value={draft.account} autoComplete="off"
                  onChange={(e) => patchDraft({ account: e.target.value })} />
              </Row>
            )}
          </Stack>
        </Card>

        {sale && (
          <Card title="游戏账号（仅平台可见）">
            <Stack gap="3">
              <Row name="account" label="游戏账号" required error={errors.account} helper="售出后平台凭它登录验号、换绑，不能包含中文">
                <Input placeholder="请输入游戏账号" maxLength={64} value={draft.account} autoComplete="off"
                  onChange={(e) => patchDraft({ account: e.target.value })} />
              </Row>
              <Row name="accountPassword" label="账号密码" required={!edit} error={errors.accountPassword}
                helper={edit ? '出于安全不显示原密码；需要修改时重新输入，留空则保持不变' : '仅平台验号时使用，不会展示给买家；不保存在本机，刷新后需重新输入'}>
                <PasswordInput placeholder={edit ? '不修改请留空' : '请输入账号密码'} maxLength={64} value={password} autoComplete="new-password"
                  onChange={(e) => setPassword(e.target.value)} />
              </Row>
            </Stack>
          </Card>
        )}

        {fields.length > 0 && (
          <Card title="账号信息">
            <Stack gap="4">
              {fields.map((t) => (
                <Row key={t.id} name={t.aavName} label={t.fieldName} required={t.must} error={errors[t.aavName]}
                  helper={t.fieldType === 'checkbox' || t.fieldType === 'boxradio' ? '可多选' : undefined}>
                  <AttributeField template={t} value={draft.fields[t.aavName as GoodsFieldKey]} invalid={Boolean(errors[t.aavName])}
                    onChange={(next) => setDraftField(t.aavName as GoodsFieldKey, next)} />
                </Row>
              ))}
            </Stack>
          </Card>
        )}

        <Card title={text.price}>
          <Row name="price" label={`${text.price}（元）`} required error={errors.price}
            helper={sale ? FEE_RULE : '您希望卖出的价格，估价员会参考它报价'}>
            <Input inputMode="decimal" placeholder={`请输入${text.price}`} value={draft.price} maxLength={10}
              onChange={(e) => patchDraft({ price: e.target.value.replace(/[^\d.]/g, '') })} />
          </Row>
          {sale && <Fee price={draft.price} />}
        </Card>

        {sale && (
          <Card title="包赔材料" aside={(
            <Button variant="plain" size="xs" color="brand.fg" px="0" onClick={() => { setBpzlOpened(true); setBpzlOpen(true); }} data-testid="bpzl-open">
              什么是包赔材料？
            </Button>
          )}>
            <Row name="assurance" label="能否提供包赔材料" required error={errors.assurance}>
              <Flex gap="2" role="radiogroup" aria-label="能否提供包赔材料">
                <Chip selected={draft.assurance === true} onClick={() => patchDraft({ assurance: true })}>能提供</Chip>
                <Chip selected={draft.assurance === false} onClick={() => patchDraft({ assurance: false })}>不能提供</Chip>
              </Flex>
            </Row>
            <Text fontSize="xs" color="fg.muted" mt="2">能提供包赔材料的账号可开通包赔，更受买家信赖。</Text>
            {bpzlOpened && (
              <Suspense fallback={null}>
                <NoticeSheet type="bpzl" title="包赔材料" open={bpzlOpen} onOpenChange={setBpzlOpen} confirmText="我知道了" />
              </Suspense>
            )}
          </Card>
        )}

        <Card title={sale ? '标题与描述' : '账号描述'}>
          <Stack gap="3">
            {sale && (
              <Row name="title" label="标题" required error={errors.title}
                helper={`${draft.title.trim().length}/${TITLE_MAX}，5–${TITLE_MAX} 个字，写出账号亮点`}>
                <Input placeholder={titlePlaceholder(templates)} maxLength={TITLE_MAX} value={draft.title}
                  onChange={(e) => patchDraft({ title: e.target.value })} />
              </Row>
            )}
            <Row name="des" label="描述" required error={errors.des}
              helper={draft.desEdited ? '已按您的修改保存' : '根据所选信息自动生成，可直接修改'}>
              <Textarea rows={4} value={draft.des} maxLength={sale ? 2000 : 1000} placeholder="描述账号情况"
                onChange={(e) => patchDraft({ des: e.target.value, desEdited: true })} />
            </Row>
            {draft.desEdited && (
              <Button variant="ghost" size="xs" alignSelf="flex-start" color="brand.fg" px="0"
                onClick={() => patchDraft({ desEdited: false, des: auto })}>
                按所选信息重新生成描述
              </Button>
            )}
          </Stack>
        </Card>

        <Card title="账号截图">
          <Stack gap="4">
            {sale && (
              <Row name="titleImg" label="主图（1 张）" required error={errors.titleImg} helper="列表和详情页的封面">
                <Box w="full">
                  <ImageUploader label="主图" max={1} columns={4} testId="title-image" invalid={Boolean(errors.titleImg)}
                    value={draft.titleImg as SellDraft['titleImg']} onChange={(next) => patchDraft({ titleImg: next })} />
                </Box>
              </Row>
            )}
            <Row name="urlArr" label={`详情图（最多 ${DETAIL_IMAGES_MAX} 张）`} required error={errors.urlArr}
              helper="英雄、皮肤、段位、资产等截图，越全越好">
              <Box w="full">
                <ImageUploader label="详情图" max={DETAIL_IMAGES_MAX} testId="detail-images" invalid={Boolean(errors.urlArr)}
                  value={draft.urlArr as SellDraft['urlArr']} onChange={(next) => patchDraft({ urlArr: next })} />
              </Box>
            </Row>
          </Stack>
        </Card>

        <BottomBar>
          <Box flex="1" minW="0">
            {sale ? (
              <Text fontSize="xs" color="fg.muted" truncate>
                预计到手 <Text as="span" color="price" fontWeight="semibold" data-testid="sell-receive">
                  {feeLine(draft.price) ? formatPrice(feeLine(draft.price)!.receive) : '—'}
                </Text>
              </Text>
            ) : (
              <Text fontSize="xs" color="fg.muted" truncate>估价免费，通常 1 个工作日内出结果</Text>
            )}
          </Box>
          <Button type="submit" minW="32" loading={submit.isPending} loadingText="提交中" data-testid="sell-submit">
            {edit ? '提交修改' : text.submit}
          </Button>
        </BottomBar>
      </Stack>
    </form>
  );
}

export function FillStep({ gameId, mode, source = {} }: { gameId: number | null; mode: SellMode; source?: SellSource }) {
  const { query, game } = useSellGame(gameId);
  const { draft, fill } = usePrefilledDraft(gameId, mode, source);
  const templates = useQuery({ ...gameTemplateQuery(gameId ?? 0), enabled: gameId !== null });
  if (gameId === null) return <PickGameFirst mode={mode} />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!game) return <PickGameFirst mode={mode} text="该游戏不存在，请重新选择" />;
  if (fill.isError) return <PrefillProblem source={source} error={fill.error} onRetry={() => void fill.refetch()} />;
  if (!draft) return <LoadingState />;
  if (!draft.basicDone) {
    return (
      <EmptyState text="请先选择区服和账号来源" action={(
        <Button asChild size="sm"><Link to={paths.basicInformation(game.id, mode, source)}>去填写</Link></Button>
      )} />
    );
  }
  if (templates.isPending) return <LoadingState />;
  if (templates.isError) return <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />;
  return <FillForm game={game} mode={mode} draft={draft} templates={templates.data} />;
}
