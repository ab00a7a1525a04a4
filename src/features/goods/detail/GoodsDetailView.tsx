// The goods detail, shared by goodDetail and the stand-alone /pages/detail/index: gallery, price and badges,
// status, 区服, the seller, attributes, guarantees, tabs, recommendations, and the buy bar.
import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Button, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { errorMessage, isApiError } from '@/api/client.ts';
import type { Goods } from '@/contract/types.ts';
import { SaleState } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { EyeIcon } from '@/components/eyeIcons.tsx';
import { RenderLater } from '@/components/RenderLater.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/states.tsx';
import { formatDate, formatPrice, orDash } from '@/lib/format.ts';
import { useDeferredQuery } from '@/lib/useDeferredQuery.ts';
import { useToken } from '@/stores/useToken.ts';
import { qufuLine } from '../attributes.ts';
import { copyWithToast } from '@/components/copy.ts';
import { GoodsBadges } from '../GoodsBadges.tsx';
import { GoodsCard } from '../GoodsCard.tsx';
import { goodsPictures } from '../pictures.ts';
import { goodsDetailQuery, goodsKeys, recommendQuery } from '@/api/goods.queries.ts';
import { saleStatus } from '../saleStatus.ts';
import { AttributeTable } from './AttributeTable.tsx';
import { BUY_BAR_HEIGHT, BuyBar } from './BuyBar.tsx';
import { DetailTabs } from './DetailTabs.tsx';
import { Gallery } from './Gallery.tsx';
import { Guarantees } from './Guarantees.tsx';
import { SellerCard } from './SellerCard.tsx';

function Card({ title, children, ...rest }: { title?: string; children: ReactNode } & Record<string, unknown>) {
  return (
    <Box bg="bg.surface" px="4" py="3.5" {...rest}>
      {title && <Heading as="h2" fontSize="sm" fontWeight="semibold" mb="2.5">{title}</Heading>}
      {children}
    </Box>
  );
}

function StatusBanner({ goods }: { goods: Goods }) {
  const status = saleStatus(goods.saleState);
  if (status.buyable) return null;
  const sold = goods.saleState === SaleState.sold;
  return (
    <Flex role="status" align="center" justify="center" gap="2" py="2.5" px="4" fontSize="sm" fontWeight="semibold"
      bg={sold ? 'gray.700' : 'orange.50'} color={sold ? 'white' : 'orange.700'} data-testid="sale-status">
      {status.message}
      {sold && <Text as="span" fontWeight="normal" fontSize="xs" opacity={0.85}>· 看看下面的相似商品</Text>}
    </Flex>
  );
}

function Recommendations({ id, sold }: { id: number; sold: boolean }) {
  const query = useDeferredQuery(useQuery(recommendQuery(id)));
  if (query.isPending) return <LoadingState compact />;
  if (query.isError) return <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState compact text="暂无相似商品" />;
  return (
    <Stack gap="2.5" as="section" aria-label={sold ? '相似商品' : '相似推荐'} px="2" pb="3" data-testid="recommendations">
      <Heading as="h2" fontSize="sm" fontWeight="semibold" px="2" pt="3">{sold ? '该商品已出售，看看相似商品' : '相似推荐'}</Heading>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
        {query.data.map((g) => <GoodsCard key={g.id} goods={g} layout="grid" />)}
      </Grid>
    </Stack>
  );
}

function GoodsInfo({ goods }: { goods: Goods }) {
  const copyNo = async () => {
    await copyWithToast(goods.no, '商品编号已复制');
  };
  const qufu = qufuLine(goods);
  return (
    <Card>
      <Flex align="baseline" justify="space-between" gap="3">
        <Text color="price" fontSize="2xl" fontWeight="bold" data-testid="detail-price">{formatPrice(goods.newPrice)}</Text>
        <HStack gap="1" color="fg.muted" fontSize="xs" flexShrink={0}>
          <EyeIcon boxSize="3.5" />
          <Text as="span" data-testid="detail-views">{orDash(goods.browseNum)} 次浏览</Text>
        </HStack>
      </Flex>
      <Box mt="2"><GoodsBadges goods={goods} /></Box>
      <Heading as="h1" fontSize="md" fontWeight="semibold" lineHeight="short" mt="2" wordBreak="break-word" data-testid="detail-title">
        {orDash(goods.title)}
      </Heading>
      <Grid templateColumns="auto 1fr" columnGap="3" rowGap="1.5" mt="3" fontSize="xs" color="fg.muted" alignItems="center">
        <Text>游戏区服</Text>
        <Text color="fg">{[goods.gameName, qufu].filter(Boolean).join(' · ')}</Text>
        <Text>商品编号</Text>
        <Flex align="center" gap="2">
          <Text color="fg" data-testid="goods-no">{goods.no}</Text>
          <Button size="2xs" variant="ghost" colorPalette="brand" px="1" h="auto" minW="0" onClick={() => void copyNo()}>复制</Button>
        </Flex>
        <Text>上架时间</Text>
        <Text color="fg">{formatDate(goods.recoveryTime || goods.createTime)}</Text>
      </Grid>
    </Card>
  );
}

/** Loads and shows one goods. Visits are recorded by the detail call itself (signed in), so every opening
 *  asks again (after OPENING_MS: a detail fetched at page start — earlyDetail.ts — is this opening's) and the
 *  browse history is refreshed afterwards. */
const OPENING_MS = 5_000;

/** `preview`: the seller's 商品预览 — the page as buyers see it, without the buy bar (购买, 收藏) or the sale
 *  status banner (the preview shows the audit state above it instead). */
export function GoodsDetailView({ id, preview = false }: { id: number; preview?: boolean }) {
  const token = useToken();
  const queryClient = useQueryClient();
  const detail = useDeferredQuery(useQuery({ ...goodsDetailQuery(id), staleTime: OPENING_MS }));
  // Started together with the detail, not after it. A prefetch, not a subscription: the recommendations'
  // answer re-renders their own section, not this whole view.
  usePrefetchQuery(recommendQuery(id));
  const loadedAt = detail.dataUpdatedAt;

  // Signing in or out (in another tab, or the 401 dialog) changes `collected`: ask again.
  const { refetch } = detail;
  const seenToken = useRef(token);
  useEffect(() => {
    if (seenToken.current === token) return;
    seenToken.current = token;
    void refetch();
  }, [token, refetch]);

  useEffect(() => {
    if (token && loadedAt) void queryClient.invalidateQueries({ queryKey: goodsKeys.browse() });
  }, [token, loadedAt, queryClient]);

  if (detail.isPending) return <LoadingState />;
  if (detail.isError) {
    // A refusal (no such goods) will not change on retry: offer other goods instead.
    if (isApiError(detail.error) && detail.error.kind === 'business') {
      return (
        <EmptyState text={errorMessage(detail.error)} action={(
          <Button asChild size="sm" minW="28"><Link to={paths.goodList()}>去逛逛其他商品</Link></Button>
        )} />
      );
    }
    return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const goods = detail.data;
  const sold = goods.saleState === SaleState.sold;

  return (
    <Box pb={preview ? 'env(safe-area-inset-bottom)' : `calc(var(--chakra-sizes-${BUY_BAR_HEIGHT}) + env(safe-area-inset-bottom))`}
      data-testid="goods-detail">
      <Gallery images={goodsPictures(goods)} title={orDash(goods.title)} />
      {!preview && <StatusBanner goods={goods} />}
      <Stack gap="2" bg="bg.page">
        <GoodsInfo goods={goods} />
        {/* The lower half in two more commits of its own (see RenderLater). */}
        <RenderLater>
          {sold && <Recommendations id={goods.id} sold />}
          <SellerCard seller={goods.seller} sellerId={goods.createId} />
          <Card title="账号属性"><AttributeTable goods={goods} /></Card>
          <Card><Guarantees isGuarantee={goods.isGuarantee} /></Card>
          <RenderLater>
            <Box bg="bg.surface"><DetailTabs goods={goods} /></Box>
            {!sold && <Box bg="bg.surface"><Recommendations id={goods.id} sold={false} /></Box>}
          </RenderLater>
        </RenderLater>
      </Stack>
      {!preview && <BuyBar goods={goods} />}
    </Box>
  );
}
