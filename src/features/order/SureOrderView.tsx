// sureOrder: the goods, the 包赔 choice (only what the goods allows, prices from pricing.ts; nothing paid is chosen
// for the buyer), the price breakdown, the 交易须知 agreement beside 提交订单 (which says what is missing while it
// cannot be pressed) → orderDetail. A goods that cannot be bought any more (taken,
// sold, off the shelf, or lost in a race at submit time) says why and leads to similar goods.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { Separator } from '@/components/chakra/separator.ts';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/client.ts';
import type { Goods } from '@/contract/types.ts';
import { GuaranteeFlag, GuaranteeType, guaranteeTypeLabel, SaleState } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { AlertIcon, ShieldIcon } from '@/components/icons.tsx';
import { NativeCheckbox } from '@/components/NativeCheckbox.tsx';
import { keptFor, passRealnameGate } from '@/components/realnameGate.ts';
import { goodsDetailQuery } from '@/api/goods.queries.ts';
import { formatPrice } from '@/lib/format.ts';
import { useAppState } from '@/stores/app.ts';
import { defaultGuarantee, guaranteeChoicesFor, quoteOrder } from './amounts.ts';
import { ChoiceGroup, type Choice } from '@/components/ChoiceGroup.tsx';
import { NoticeSheet } from './lazySheets.ts';
import { InfoRow, OrderGoodsBox, Section } from './parts.tsx';
import { useCreateOrder } from './hooks.ts';

/** Why a goods cannot be ordered now, or null when it can. */
export function unavailableReason(goods: Pick<Goods, 'saleState' | 'createId'>, myUserId?: number): string | null {
  if (myUserId !== undefined && goods.createId === myUserId) return '这是您自己发布的商品，不能购买';
  switch (goods.saleState) {
    case SaleState.listed: return null;
    case SaleState.trading: return '手慢了，该商品已被其他买家下单';
    case SaleState.sold: return '该商品已出售';
    default: return '该商品已下架，当前不可购买';
  }
}

export function qufuOf(goods: Pick<Goods, 'systemName' | 'carrierName' | 'groupName' | 'serverName'>): string {
  const parts = goods.systemName || goods.carrierName ? [goods.systemName, goods.carrierName] : [goods.groupName, goods.serverName];
  return parts.filter(Boolean).join(' / ');
}

function Unavailable({ goods, message }: { goods: Goods; message: string }) {
  return (
    <Section textAlign="center" py="8" data-testid="goods-unavailable" role="alert">
      <Stack align="center" gap="3">
        <Box color="orange.400"><AlertIcon boxSize="12" /></Box>
        <Text fontSize="md" fontWeight="semibold">{message}</Text>
        <Text fontSize="sm" color="fg.muted">看看同款游戏的其他账号吧</Text>
        {goods.saleState === SaleState.trading && (
          <Text fontSize="xs" color="fg.muted">
            如果是您自己下的单，请到<Link to={paths.myProducts}><Text as="span" color="brand.fg">我的买单</Text></Link>中完成支付
          </Text>
        )}
        <Flex gap="3" mt="1">
          <Button asChild variant="outline" minW="28">
            <Link to={paths.goodDetail(goods.id)}>查看商品</Link>
          </Button>
          <Button asChild minW="28">
            <Link to={paths.goodList({ gameId: goods.gameId })}>看看同类商品</Link>
          </Button>
        </Flex>
      </Stack>
    </Section>
  );
}

function guaranteeChoiceItems(goods: Goods): Choice<GuaranteeType>[] {
  return guaranteeChoicesFor(goods.newPrice, goods.isGuarantee).map((c) => ({
    value: c.type,
    title: c.name,
    label: c.name,
    desc: c.type === GuaranteeType.none ? c.desc : `${c.desc}${c.included ? '' : `（号价 ${c.ratePercent}%，最低 ¥${c.min}）`}`,
    aside: (
      <Text fontSize="sm" fontWeight="semibold" color={c.included ? 'trust' : c.price > 0 ? 'price' : 'fg.muted'} flexShrink="0">
        {c.included ? '已包含' : formatPrice(c.price)}
      </Text>
    ),
  }));
}

interface CheckoutChoice { guarantee: GuaranteeType | null; agreed: boolean }
const checkoutKey = (goodsId: number) => `checkout:${goodsId}`;

function OrderForm({ goods }: { goods: Goods }) {
  const navigate = useNavigate();
  const { userInfo } = useAppState();
  // Back from the 实名 detour: the choices made before it.
  const kept = keptFor<CheckoutChoice>(checkoutKey(goods.id));
  const [guarantee, setGuarantee] = useState<GuaranteeType | null>(() => kept ? kept.guarantee : defaultGuarantee(goods.isGuarantee));
  const [agreed, setAgreed] = useState(kept?.agreed ?? false);
  const [sheet, setSheet] = useState<'jyxz' | 'bpjs' | null>(null);
  const [lost, setLost] = useState<string | null>(null);
  const quote = quoteOrder(goods.newPrice, guarantee ?? 3, goods.isGuarantee);
  // What 提交订单 still needs, said on the bar while the button cannot be pressed.
  const missing = guarantee === null ? '请先选择包赔服务' : !agreed ? '请先阅读并同意《交易须知》' : null;
  const reason = lost ?? unavailableReason(goods, userInfo?.userId);

  const submit = useCreateOrder();
  const placeOrder = async () => {
    if (guarantee === null) return;
    const choice: CheckoutChoice = { guarantee, agreed };
    if (!(await passRealnameGate('提交订单', navigate, { key: checkoutKey(goods.id), value: choice }))) return;
    submit.mutate({ goodsId: goods.id, guaranteeType: guarantee }, {
      onSuccess: (order) => navigate(paths.orderDetail(order.orderId), { replace: true }),
      // Lost a race or the goods changed meanwhile: say so on the page (the hook refreshes what we know).
      onError: (error) => setLost(errorMessage(error)),
    });
  };

  const goodsBox = (
    <Section title="商品信息">
      <OrderGoodsBox goods={{ goodsId: goods.id, title: goods.title, titleImg: goods.titleImg, gameName: goods.gameName, qufu: qufuOf(goods), price: goods.newPrice }} />
      <Text fontSize="xs" color="fg.muted" mt="2">商品编号：{goods.no}</Text>
    </Section>
  );

  if (reason) {
    return (
      <Box pb="4">
        <Unavailable goods={goods} message={reason} />
        {goodsBox}
      </Box>
    );
  }

  return (
    <Box>
      {goodsBox}
      <Section title={(
        <Flex align="center" gap="1.5">
          <Box color="trust"><ShieldIcon boxSize="4" /></Box>
          包赔服务
          {goods.isGuarantee === GuaranteeFlag.free && <Badge colorPalette="green" size="sm">免费包赔</Badge>}
        </Flex>
      )} extra={(
        <Button variant="plain" size="xs" color="brand.fg" px="0" onClick={() => setSheet('bpjs')}>包赔介绍 ›</Button>
      )}>
        <Text fontSize="xs" color="fg.muted" mb="2.5">
          {goods.isGuarantee === GuaranteeFlag.none ? '该商品不支持购买包赔，请谨慎交易。'
            : goods.isGuarantee === GuaranteeFlag.free ? '本商品已包含包赔服务，无需额外付费。'
              : '账号被找回或无法登录时，平台按包赔约定全额赔付。'}
        </Text>
        <ChoiceGroup label="包赔服务" choices={guaranteeChoiceItems(goods)} value={guarantee} onChange={setGuarantee} />
        {guarantee === null && (
          <Text fontSize="xs" color="orange.fg" mt="2">请选择是否购买包赔：找回包赔保障账号被原号主找回时全额赔付。</Text>
        )}
      </Section>

      <Section title="价格明细" data-testid="quote">
        <InfoRow label="号价">{formatPrice(quote.goods)}</InfoRow>
        <InfoRow label={guarantee === null ? '包赔（未选择）' : `包赔（${guaranteeTypeLabel[guarantee]}）`}>
          {quote.guarantee > 0 ? formatPrice(quote.guarantee) : goods.isGuarantee === GuaranteeFlag.free && guarantee !== null && guarantee !== GuaranteeType.none ? '免费' : formatPrice(0)}
        </InfoRow>
        <InfoRow label="服务费">{quote.service > 0 ? formatPrice(quote.service) : '¥0.00（买家免服务费）'}</InfoRow>
        <Separator my="1.5" borderColor="border.muted" />
        <InfoRow label="合计" strong tone="price"><Box as="span" data-testid="quote-total">{formatPrice(quote.total)}</Box></InfoRow>
      </Section>

      <Text mx="4" mt="3" fontSize="xs" color="fg.muted" lineHeight="1.6">
        下单后商品为您保留 15 分钟，请在时限内完成支付；请勿脱离平台私下交易，谨防冒充客服诈骗。
      </Text>

      {/* The agreement sits with the button it unlocks, so neither is below the fold without the other. */}
      <Box position="sticky" bottom="0" zIndex="docked" mt="4" bg="bg.surface" borderTopWidth="1px" borderColor="border.muted"
        px="4" pt="2" pb="2.5" boxShadow="0 -2px 10px rgba(0,0,0,0.04)">
        {/* Right-aligned, above the button it unlocks (the left corner is where the demo's QA button floats). */}
        <Flex align="center" justify="flex-end" gap="0.5" flexWrap="wrap" fontSize="sm">
          <NativeCheckbox checked={agreed} onCheckedChange={setAgreed} color="fg.muted">我已阅读并同意</NativeCheckbox>
          <Button variant="plain" size="sm" px="0" h="auto" color="brand.fg" onClick={() => setSheet('jyxz')}>《交易须知》</Button>
        </Flex>
        <Flex gap="3" align="center" mt="1.5">
          <Box flex="1" minW="0">
            <Text fontSize="xs" color="fg.muted">合计</Text>
            <Text fontSize="lg" fontWeight="bold" color="price" lineHeight="1.2">{formatPrice(quote.total)}</Text>
          </Box>
          <Button minW="32" disabled={missing !== null} aria-describedby={missing ? 'submit-missing' : undefined}
            loading={submit.isPending} loadingText="提交中" onClick={() => void placeOrder()}>
            提交订单
          </Button>
        </Flex>
        {missing && <Text id="submit-missing" data-testid="submit-missing" fontSize="xs" color="orange.fg" textAlign="right" mt="1">{missing}</Text>}
      </Box>

      <NoticeSheet type="jyxz" title="交易须知" open={sheet === 'jyxz'} onOpenChange={(open) => setSheet(open ? 'jyxz' : null)}
        exclude={/卖家/} confirmText="我已阅读并同意" onConfirm={() => setAgreed(true)} />
      <NoticeSheet type="bpjs" title="包赔介绍" open={sheet === 'bpjs'} onOpenChange={(open) => setSheet(open ? 'bpjs' : null)} />
    </Box>
  );
}

export function SureOrderView({ goodsId }: { goodsId: number }) {
  const query = useQuery(goodsDetailQuery(goodsId));
  return (
    <QueryBoundary query={query} emptyText="商品不存在">
      {(goods) => <OrderForm goods={goods} />}
    </QueryBoundary>
  );
}
