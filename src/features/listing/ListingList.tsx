// 我的代售 (my listings): status tabs (全部 / 上架 / 交易中 / 已下架 / 待审核 / 审核失败 / 已出售), rows with the
// state's text, 浏览 count and times, the deal of a sold row, a refused row's reason, the actions of its state,
// and 上一页 / 下一页. 编辑 / 修改后重新提交 open the consign form filled with the listing (?edit=).
// Tab and page live in the URL (?state=&page=), so a reload or coming back keeps them.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { Link } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import type { MyListing } from '@/contract/types.ts';
import { SaleState } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { ListPager, StickyTabs } from '@/components/ListPager.tsx';
import { TabStrip } from '@/components/TabStrip.tsx';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { SellerMoneyLines } from '@/components/SellerMoneyLines.tsx';
import { qufuLine } from '@/features/goods/attributes.ts';
import { formatDate, formatPrice, orDash } from '@/lib/format.ts';
import { useListSearch } from '@/lib/useListSearch.ts';
import { useListingActions } from './hooks.ts';
import { LISTING_PAGE_SIZE, listingsQuery, type ListingQuery } from '@/api/listing.queries.ts';
import { LISTING_TABS, listingActions, listingNote, listingStateText, listingTone, tabStateParam, type ListingAction, type ListingTone } from './status.ts';

const TONE_PALETTE: Record<ListingTone, string> = {
  warning: 'orange', success: 'green', info: 'blue', done: 'purple', muted: 'gray', danger: 'red',
};

const ACTION_LABEL: Record<ListingAction, string> = {
  order: '查看订单', preview: '预览', price: '修改价格', withdraw: '撤回', edit: '编辑', down: '下架', up: '上架',
  resubmit: '重新提交', fix: '修改后重新提交',
};

/** The list query from the URL (state, page). */
export function listingQueryFromSearch(search: URLSearchParams): ListingQuery {
  const page = Number(search.get('page'));
  return {
    saleState: tabStateParam(search.get('state')),
    pageNum: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

type Actions = ReturnType<typeof useListingActions>;

function ListingRow({ g, actions }: { g: MyListing; actions: Actions }) {
  const tone = listingTone(g.saleState);
  const note = listingNote(g);
  const dealt = g.saleState === SaleState.trading || g.saleState === SaleState.sold;
  const busy = actions.pending === g.id;
  const buttons = listingActions(g);
  const run: Record<ListingAction, (() => void) | undefined> = {
    withdraw: () => void actions.withdraw(g),
    price: () => void actions.changePrice(g),
    down: () => void actions.takeDown(g),
    up: () => actions.putUp(g),
    resubmit: () => actions.putUp(g),
    order: undefined,
    preview: undefined,
    edit: undefined,
    fix: undefined,
  };
  return (
    <Box as="li" listStyleType="none" bg="bg.surface" borderRadius="xl" px="4" py="3" data-testid="listing-row"
      data-goods-id={g.id} aria-label={orDash(g.title)}>
      <Flex justify="space-between" align="center" gap="2" mb="2">
        <Text fontSize="xs" color="fg.muted" truncate>商品编号 {orDash(g.no)}</Text>
        <Badge colorPalette={TONE_PALETTE[tone]} variant="subtle" flexShrink="0" data-testid="listing-state">
          {listingStateText(g.saleState)}
        </Badge>
      </Flex>
      <Flex gap="3" align="stretch">
        <Image src={assetUrl(g.titleImg) || undefined} alt={orDash(g.title)} boxSize="20" flexShrink="0" objectFit="cover" borderRadius="lg"
          bg="bg.muted" loading="lazy" decoding="async" />
        <Stack gap="1" flex="1" minW="0" justify="space-between">
          <Text fontSize="sm" fontWeight="medium" lineClamp="2" lineHeight="1.45" wordBreak="break-word">{orDash(g.title)}</Text>
          <Text fontSize="xs" color="fg.muted" truncate>{[g.gameName, qufuLine(g)].filter(Boolean).join(' · ')}</Text>
          <Flex justify="space-between" align="baseline" gap="2">
            <Text color="price" fontWeight="bold" fontSize="md" data-testid="listing-price">{formatPrice(g.newPrice)}</Text>
            <Text fontSize="xs" color="fg.muted" flexShrink="0">浏览 {orDash(g.browseNum)}</Text>
          </Flex>
        </Stack>
      </Flex>
      <Stack gap="0.5" mt="2" fontSize="xs" color="fg.muted">
        <Text>发布 {formatDate(g.createTime)}{g.saleState === SaleState.listed && g.recoveryTime ? ` · 上架 ${formatDate(g.recoveryTime)}` : ''}</Text>
        {dealt && g.orderTime && (
          <Text data-testid="listing-order-time">买家下单 {formatDate(g.orderTime)}</Text>
        )}
        {note && g.saleState !== SaleState.refused && <Text color={g.saleState === SaleState.unlisted ? 'fg.muted' : 'red.600'} lineClamp="2" data-testid="listing-note">{note}</Text>}
        {note && g.saleState === SaleState.refused && (
          <Text color="red.700" bg="red.50" borderRadius="md" px="2" py="1.5" mt="1" lineHeight="1.5" wordBreak="break-word" data-testid="listing-reason">
            {note}
          </Text>
        )}
      </Stack>
      {g.saleState === SaleState.sold && g.orderRecId !== undefined && <Box mt="2"><SellerMoneyLines deal={g} /></Box>}
      <HStack gap="2" mt="2.5" justify="flex-end" wrap="wrap">
        {buttons.map((a) => {
          const primary = a === 'up' || a === 'fix';
          const common = { size: 'xs', variant: primary ? 'solid' : 'outline', colorPalette: primary ? 'brand' : 'gray' } as const;
          if (a === 'preview') {
            return <Button key={a} asChild {...common}><Link to={paths.accountPreview(g.id)}>{ACTION_LABEL[a]}</Link></Button>;
          }
          if (a === 'edit' || a === 'fix') {
            return <Button key={a} asChild {...common}><Link to={paths.basicInformation(g.gameId, 'sale', { edit: g.id })}>{ACTION_LABEL[a]}</Link></Button>;
          }
          if (a === 'order') {
            return <Button key={a} asChild {...common}><Link to={paths.orderDetail(g.orderRecId ?? '')}>{ACTION_LABEL[a]}</Link></Button>;
          }
          return (
            <Button key={a} {...common} onClick={run[a]} disabled={busy} loading={busy && (a === 'up' || a === 'resubmit')}>
              {a === 'up' && g.needsAudit ? '提交审核' : ACTION_LABEL[a]}
            </Button>
          );
        })}
      </HStack>
    </Box>
  );
}

const EMPTY_TEXT: Partial<Record<SaleState, string>> = {
  [SaleState.listed]: '暂无上架中的商品',
  [SaleState.trading]: '暂无交易中的商品',
  [SaleState.unlisted]: '暂无已下架的商品',
  [SaleState.pending]: '暂无待审核的商品',
  [SaleState.refused]: '暂无审核失败的商品',
  [SaleState.sold]: '暂无已出售的商品',
};

export function ListingList() {
  const { search, setSearch, goPage, setFilter } = useListSearch();
  const query = listingQueryFromSearch(search);
  const list = useQuery(listingsQuery(query));
  const actions = useListingActions();
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  // Past the last page (the last row of a page moved to another tab, or an old link): go to the last one.
  const beyond = list.data !== undefined && !list.isPlaceholderData && list.data.rows.length === 0 && query.pageNum > 1;
  useEffect(() => {
    if (!beyond) return;
    const next = new URLSearchParams(search);
    if (pages > 1) next.set('page', String(pages));
    else next.delete('page');
    setSearch(next, { replace: true });
  }, [beyond, pages, search, setSearch]);

  const setTab = (value: string) => setFilter('state', value === 'all' ? undefined : value);

  return (
    <Box pb="4">
      <StickyTabs tabs={(
        <TabStrip label="商品状态" idPrefix="listing" fitted value={String(query.saleState ?? 'all')} onChange={setTab}
          items={LISTING_TABS.map((tab) => ({ value: String(tab.state ?? 'all'), label: tab.label }))} />
      )} />
      <Box px="3" opacity={list.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s" role="tabpanel"
        aria-labelledby={`listing-tab-${String(query.saleState ?? 'all')}`}>
        <QueryBoundary query={list}
          emptyText={query.saleState === undefined ? '还没有发布过商品' : EMPTY_TEXT[query.saleState]}
          emptyAction={<Button asChild size="sm" variant="outline" minW="28"><Link to={paths.sell}>我要卖号</Link></Button>}>
          {(page) => (
            <Stack as="ul" gap="2.5" aria-label="我的代售" data-testid="listing-list">
              {page.rows.map((g) => <ListingRow key={g.id} g={g} actions={actions} />)}
            </Stack>
          )}
        </QueryBoundary>
        <ListPager page={query.pageNum} pageSize={LISTING_PAGE_SIZE} total={total} onPageChange={goPage} />
      </Box>
    </Box>
  );
}
