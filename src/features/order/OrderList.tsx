// 我的买单 (buyList) and 我的卖单 (sellerList): status tabs, a date range, rows with the actions of each side,
// and 上一页 / 下一页. Tab, dates and page live in the URL, so coming back from an order restores them.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { Link } from 'react-router-dom';
import type { Order, OrderListQuery } from '@/contract/types.ts';
import { OrderStatus, PayState } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { ListPager, StickyTabs } from '@/components/ListPager.tsx';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { SellerMoneyLines } from '@/components/SellerMoneyLines.tsx';
import { TabStrip } from '@/components/TabStrip.tsx';
import { TextInput } from '@/components/TextInput.tsx';
import { zhCN } from '@/locales/zh-CN.ts';
import { formatDate } from '@/lib/format.ts';
import { sellerMoney } from '@/lib/sellerMoney.ts';
import { useListSearch } from '@/lib/useListSearch.ts';
import { AfterSaleSheet } from './lazySheets.ts';
import { OrderGoodsBox } from './parts.tsx';
import { awaitsSellerCode } from './sellerHandover.ts';
import { dateParam, pageParam } from '@/lib/urlParams.ts';
import { orderStatusParam } from './params.ts';
import { ORDER_PAGE_SIZE, orderListQuery, type OrderSide } from '@/api/order.queries.ts';
import { claimInProgress, orderActions, orderStatusView, ORDER_STATUS_TABS, type StatusTone } from './status.ts';

const STATUS_TAB_ITEMS = ORDER_STATUS_TABS.map((tab) => ({ value: String(tab.status ?? 'all'), label: tab.label }));

const TONE_PALETTE: Record<StatusTone, string> = { warning: 'orange', info: 'blue', success: 'green', muted: 'gray', danger: 'red' };

/** The list query from the URL (status, start, end, page). */
export function listQueryFromSearch(search: URLSearchParams): OrderListQuery & { pageNum: number } {
  return {
    orderStatus: orderStatusParam(search.get('status')),
    saleTimeStart: dateParam(search.get('start')),
    saleTimeEnd: dateParam(search.get('end')),
    pageNum: pageParam(search.get('page')),
    pageSize: ORDER_PAGE_SIZE,
  };
}

/** A changed filter starts again from page 1. */
export function withFilter(search: URLSearchParams, patch: Partial<Record<'status' | 'start' | 'end', string | undefined>>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

function OrderRow({ order, side, onAfterSale }: { order: Order; side: OrderSide; onAfterSale: (order: Order) => void }) {
  const view = orderStatusView(order, side);
  const actions = orderActions(order, side);
  const detail = paths.orderDetail(order.orderId);
  const dealDone = order.orderStatus === OrderStatus.trading || order.orderStatus === OrderStatus.success
    || order.orderStatus === OrderStatus.refunded;
  // The money lines start with 成交价: then the goods box does not say it again.
  const moneyLines = side === 'sale' && dealDone && sellerMoney(order) !== null;
  return (
    <Box as="li" bg="bg.surface" borderRadius="xl" px="4" py="3" listStyleType="none" data-testid="order-row" data-order-id={order.orderId}>
      <Flex justify="space-between" align="center" mb="2" gap="2">
        <Text fontSize="xs" color="fg.muted" truncate>订单编号 {order.no}</Text>
        <Badge colorPalette={TONE_PALETTE[view.tone]} variant="subtle" flexShrink="0">
          {order.orderStatus === OrderStatus.trading && order.payState === PayState.deposit ? '待付尾款' : view.label}
        </Badge>
      </Flex>
      {side === 'sale' ? (
        // The seller's row: the seller's price and money, not the buyer's total with its 包赔.
        <>
          <OrderGoodsBox goods={{ goodsId: order.goodsId, title: order.title, titleImg: order.titleImg, gameName: order.gameName, qufu: order.qufu, price: moneyLines ? undefined : order.suplyprice ?? order.goodsAmount }}
            priceLabel={dealDone ? '成交价' : '标价'} link={false} />
          {/* A refunded sale says what became of the money (停止打款 / 需退回), in the seller's words. */}
          {moneyLines && <Box mt="2"><SellerMoneyLines deal={{ ...order, claimOpen: claimInProgress(order) }} /></Box>}
        </>
      ) : (
        <OrderGoodsBox goods={{ goodsId: order.goodsId, title: order.title, titleImg: order.titleImg, gameName: order.gameName, qufu: order.qufu, price: order.salePrice }}
          priceLabel="订单金额" link={false} />
      )}
      {/* The seller's turn: at 换绑中 the platform waits for the code they receive (submitted on the order page). */}
      {side === 'sale' && awaitsSellerCode(order) && (
        <Text fontSize="xs" color="orange.700" fontWeight="medium" mt="2" data-testid="seller-turn">待您提交换绑验证码：请打开订单提交</Text>
      )}
      {side === 'buy' && claimInProgress(order) && (
        <Text fontSize="xs" color="orange.700" mt="2" data-testid="claim-in-progress">售后处理中：结果会通过消息通知您</Text>
      )}
      <Flex justify="space-between" align="center" mt="2.5" gap="2" wrap="wrap">
        <Text fontSize="xs" color="fg.muted">
          {order.orderStatus !== OrderStatus.unpaid ? `下单 ${formatDate(order.createTime)}`
            : side === 'buy' ? `请在 ${formatDate(order.closeTime, zhCN.date.formats.time)} 前支付`
              : `等待买家付款（${formatDate(order.closeTime, zhCN.date.formats.time)} 截止）`}
        </Text>
        <HStack gap="2" ml="auto">
          {actions.afterSale && (
            <Button size="xs" variant="outline" colorPalette="gray" onClick={() => onAfterSale(order)}>申请售后</Button>
          )}
          <Button asChild size="xs" variant="outline" colorPalette="gray">
            <Link to={detail}>查看</Link>
          </Button>
          {actions.pay && <Button asChild size="xs"><Link to={detail}>去支付</Link></Button>}
          {actions.payBalance && <Button asChild size="xs"><Link to={detail}>支付尾款</Link></Button>}
        </HStack>
      </Flex>
    </Box>
  );
}

function DateRange({ start, end, onChange }: {
  start?: string;
  end?: string;
  onChange: (patch: { start?: string; end?: string }) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const set = (key: 'start' | 'end', value: string) => {
    const nextStart = key === 'start' ? value : start;
    const nextEnd = key === 'end' ? value : end;
    if (nextStart && nextEnd && nextStart > nextEnd) {
      setError('开始日期不能晚于结束日期');
      return;
    }
    setError(null);
    onChange({ [key]: value || undefined });
  };
  return (
    <Box px="3" pt="2.5">
      <HStack gap="2">
        <TextInput type="date" size="sm" bg="bg.surface" flex="1" minW="0" aria-label={zhCN.date.startDate} value={start ?? ''}
          max={end} onChange={(e) => set('start', e.currentTarget.value)} />
        <Text fontSize="sm" color="fg.muted" flexShrink="0">{zhCN.date.to}</Text>
        <TextInput type="date" size="sm" bg="bg.surface" flex="1" minW="0" aria-label={zhCN.date.endDate} value={end ?? ''}
          min={start} onChange={(e) => set('end', e.currentTarget.value)} />
        {(start || end) && (
          <Button size="sm" variant="ghost" flexShrink="0" px="2"
            onClick={() => { setError(null); onChange({ start: undefined, end: undefined }); }}>
            {zhCN.common.reset}
          </Button>
        )}
      </HStack>
      {error && <Text fontSize="xs" color="red.500" mt="1" role="alert">{error}</Text>}
    </Box>
  );
}

export function OrderListView({ side }: { side: OrderSide }) {
  const { search, updateSearch, goPage } = useListSearch();
  const query = listQueryFromSearch(search);
  const list = useQuery(orderListQuery(side, query));
  const [afterSale, setAfterSale] = useState<Order | null>(null);
  const total = list.data?.total ?? 0;
  const setDates = (patch: { start?: string; end?: string }) => updateSearch((now) => withFilter(now, patch));

  return (
    <Box pb="4">
      <StickyTabs tabs={(
        <TabStrip label="订单状态" fitted items={STATUS_TAB_ITEMS} value={String(query.orderStatus ?? 'all')}
          onChange={(value) => updateSearch((now) => withFilter(now, { status: value === 'all' ? undefined : value }))} />
      )}>
        {/* A refused date's message belongs to the tab it was picked on: another tab starts without it. */}
        <DateRange key={query.orderStatus ?? 'all'} start={query.saleTimeStart} end={query.saleTimeEnd} onChange={setDates} />
      </StickyTabs>
      <Box px="3" opacity={list.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s">
        <QueryBoundary query={list} emptyText={side === 'buy' ? '暂无买单' : '暂无卖单'}
          emptyAction={side === 'buy' ? <Button asChild size="sm" variant="outline"><Link to={paths.goodList()}>去逛逛</Link></Button> : undefined}>
          {(page) => (
            <Stack as="ul" gap="2.5" aria-label={side === 'buy' ? '我的买单' : '我的卖单'}>
              {page.rows.map((order) => <OrderRow key={order.orderId} order={order} side={side} onAfterSale={setAfterSale} />)}
            </Stack>
          )}
        </QueryBoundary>
        <ListPager page={query.pageNum} pageSize={ORDER_PAGE_SIZE} total={total} onPageChange={goPage} />
      </Box>
      {afterSale && (
        <AfterSaleSheet order={afterSale} open onOpenChange={(open) => { if (!open) setAfterSale(null); }} />
      )}
    </Box>
  );
}
