// 竞价中心 (myJingjiahuishou): tabs 报价中 / 交易中 / 待审核 / 已审核 / 交易成功 / 交易失败, with a line under the strip
// saying what the chosen one means. 报价中 lists my bid-recycle requests still collecting bids (bid count, 查看报价);
// the other tabs the deals with the merchant whose bid I accepted (where the deal stands, 查看交易 opens it).
// Tab and page live in the URL (?tab=&page=), so coming back from 报价列表 restores them.
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { BackOrder, BacklistItem, Page as ListPage } from '@/contract/types.ts';
import { BacklistStatus, BackOrderStatus, SupplyPay, supplyPayLabel } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { StickyTabs } from '@/components/ListPager.tsx';
import { TabStrip } from '@/components/TabStrip.tsx';
import { Pagination } from '@/components/Pagination.tsx';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { formatDate } from '@/lib/format.ts';
import { useListSearch } from '@/lib/useListSearch.ts';
import { pageParam } from '@/lib/urlParams.ts';
import { RequestSummary, StatusBadge } from './parts.tsx';
import { backOrdersQuery, quotingQuery, RECYCLE_PAGE_SIZE } from '@/api/recycle.queries.ts';
import {
  backOrderStatus, CENTER_TAB_NOTES, CENTER_TABS, dealView, parseCenterTab, requestStatus, TONE_PALETTE, type CenterTab,
} from './status.ts';

function QuotingRow({ item }: { item: BacklistItem }) {
  return (
    <Box as="li" listStyleType="none" bg="bg.surface" borderRadius="xl" px="4" py="3" data-testid="quoting-row" data-id={item.id}>
      <Flex justify="space-between" align="center" mb="2" gap="2">
        <Text fontSize="xs" color="fg.muted" truncate>提交于 {formatDate(item.createTime)}</Text>
        <StatusBadge view={requestStatus(item.status)} />
      </Flex>
      <RequestSummary img={item.img} gameName={item.gameName} region={item.region} des={item.des} price={item.expprice} />
      <Flex justify="space-between" align="center" mt="2.5" gap="2">
        <Text fontSize="xs" color={item.bcountt > 0 ? 'brand.fg' : 'fg.muted'} data-testid="bid-count">
          {item.bcountt > 0 ? `已收到 ${item.bcountt} 个报价` : '暂无报价，回收商报价后会通知您'}
        </Text>
        <Button asChild size="xs" flexShrink="0">
          <Link to={paths.jingjiahuishouPriceList(item.id)}>查看报价</Link>
        </Button>
      </Flex>
    </Box>
  );
}

/** 待打款 / 已打款 beside the price of a 交易成功 deal, when the backend says (extension `supllypay`). */
function PayoutBadge({ order }: { order: BackOrder }) {
  const pay = String(order.supllypay ?? '');
  if (order.orderStatus !== BackOrderStatus.success || (pay !== SupplyPay.paid && pay !== SupplyPay.pending)) return null;
  return (
    <Badge size="sm" variant="subtle" colorPalette={pay === SupplyPay.paid ? 'green' : 'orange'} ml="2" verticalAlign="middle"
      data-testid="payout-state">
      {supplyPayLabel[pay]}
    </Badge>
  );
}

function DealRow({ order }: { order: BackOrder }) {
  const view = dealView(order);
  return (
    <Box as="li" listStyleType="none" bg="bg.surface" borderRadius="xl" px="4" py="3" data-testid="deal-row" data-id={order.id}>
      <Flex justify="space-between" align="center" mb="2" gap="2">
        <Text fontSize="xs" color="fg.muted" truncate>回收商 {order.buyerName}</Text>
        <StatusBadge view={backOrderStatus(order.orderStatus)} />
      </Flex>
      <RequestSummary img={order.img} gameName={order.gameName} region={order.qufu} des={order.title} price={order.changeAmount}
        priceLabel="成交价" extra={<PayoutBadge order={order} />} />
      <Flex justify="space-between" align="center" mt="2.5" gap="2">
        <Stack gap="0" minW="0">
          {/* Inside 交易中 / 待审核 / 已审核 where the deal stands; an ended one says it in its badge already. */}
          {order.orderStatus <= BackOrderStatus.checked && (
            <Text fontSize="xs" fontWeight="medium" color={`${TONE_PALETTE[view.tone]}.600`} data-testid="deal-phase" truncate>{view.label}</Text>
          )}
          {order.orderStatus === BackOrderStatus.failed && order.failReason && (
            <Text fontSize="xs" color="red.600" data-testid="deal-row-fail-reason" lineClamp={2}>失败原因：{order.failReason}</Text>
          )}
          <Text fontSize="2xs" color="fg.subtle">{formatDate(order.createTime)}</Text>
        </Stack>
        <Button asChild size="xs" variant="outline" flexShrink="0">
          <Link to={paths.jingjiahuishouPriceList(order.backId)}>查看交易</Link>
        </Button>
      </Flex>
    </Box>
  );
}

const EMPTY_TEXT: Record<CenterTab, string> = {
  [BacklistStatus.open]: '暂无报价中的竞价回收',
  [BackOrderStatus.trading]: '暂无交易中的回收订单',
  [BackOrderStatus.checking]: '暂无待审核的回收订单',
  [BackOrderStatus.checked]: '暂无已审核的回收订单',
  [BackOrderStatus.success]: '暂无交易成功的回收订单',
  [BackOrderStatus.failed]: '暂无交易失败的回收订单',
};

function ListBody<T>({ query, tab, pageNum, goPage, children }: {
  query: UseQueryResult<ListPage<T>>;
  tab: CenterTab;
  pageNum: number;
  goPage: (n: number) => void;
  children: (row: T) => ReactNode;
}) {
  return (
    <QueryBoundary query={query} emptyText={EMPTY_TEXT[tab]}
      emptyAction={tab === BacklistStatus.open ? <Button asChild size="sm" minW="28"><Link to={paths.accountOrder('jingjia')}>发布竞价回收</Link></Button> : undefined}>
      {(page) => (
        <Stack gap="2.5">
          <Text fontSize="xs" color="fg.muted" px="1">共 {page.total} 条</Text>
          <Stack as="ul" gap="2.5" aria-label={CENTER_TABS[tab].label}>{page.rows.map(children)}</Stack>
          {page.total > RECYCLE_PAGE_SIZE && (
            <Pagination page={pageNum} pageSize={RECYCLE_PAGE_SIZE} total={page.total} onPageChange={goPage} />
          )}
        </Stack>
      )}
    </QueryBoundary>
  );
}

function QuotingList({ pageNum, goPage }: { pageNum: number; goPage: (n: number) => void }) {
  const query = useQuery(quotingQuery(pageNum));
  return (
    <ListBody query={query} tab={BacklistStatus.open} pageNum={pageNum} goPage={goPage}>
      {(item: BacklistItem) => <QuotingRow key={item.id} item={item} />}
    </ListBody>
  );
}

function DealList({ status, pageNum, goPage }: { status: BackOrderStatus; pageNum: number; goPage: (n: number) => void }) {
  const query = useQuery(backOrdersQuery(status, pageNum));
  return (
    <ListBody query={query} tab={status} pageNum={pageNum} goPage={goPage}>
      {(order: BackOrder) => <DealRow key={order.id} order={order} />}
    </ListBody>
  );
}

export function BidCenter() {
  const { search, goPage, setFilter } = useListSearch();
  const tab = parseCenterTab(search.get('tab'));
  const pageNum = pageParam(search.get('page'));
  const setTab = (value: string) => setFilter('tab', value === String(BacklistStatus.open) ? undefined : value);
  return (
    <Box pb="4">
      <StickyTabs tabs={(
        <TabStrip label="竞价状态" idPrefix="bid-center" fitted value={String(tab)} onChange={setTab}
          items={CENTER_TABS.map((t) => ({ value: String(t.value), label: t.label }))} />
      )} />
      <Box px="3" role="tabpanel" aria-labelledby={`bid-center-tab-${tab}`}>
        <Text fontSize="xs" color="fg.muted" bg="bg.surface" borderRadius="lg" px="3" py="2" mt="2.5" mb="2" lineHeight="1.5"
          data-testid="tab-note">
          {CENTER_TAB_NOTES[tab]}
        </Text>
        {tab === BacklistStatus.open ? <QuotingList pageNum={pageNum} goPage={goPage} />
          : <DealList key={tab} status={tab} pageNum={pageNum} goPage={goPage} />}
      </Box>
    </Box>
  );
}
