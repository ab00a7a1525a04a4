// Query options for 估价 / 竞价回收: one key hierarchy (['recycle', …]).
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { backOrderDetail, backOrders, myBacklists, myBids } from './recycle.ts';
import type { BackOrder } from '@/contract/types.ts';
import { BacklistStatus, BackOrderStatus, SaleMode } from '@/contract/statuses.ts';
import { livePoll } from '@/lib/livePoll.ts';

/** 我的评估 and 竞价中心 page with 上一页 / 下一页. */
export const RECYCLE_PAGE_SIZE = 10;

export const recycleKeys = {
  all: ['recycle'] as const,
  valuations: (pageNum: number) => [...recycleKeys.all, 'valuations', pageNum] as const,
  /** My bid-recycle requests in 报价中 (竞价中心's first tab). */
  quoting: (pageNum: number) => [...recycleKeys.all, 'quoting', pageNum] as const,
  backOrders: () => [...recycleKeys.all, 'backOrders'] as const,
  backOrderPage: (status: BackOrderStatus, pageNum: number) => [...recycleKeys.backOrders(), status, pageNum] as const,
  bids: (backId: number) => [...recycleKeys.all, 'bids', backId] as const,
  /** The deal of one request (by the request's id). */
  deal: (backId: number) => [...recycleKeys.backOrders(), 'deal', backId] as const,
};

/** My plain valuations (no sale mode: inType SaleMode.none), newest first. staleTime 0: the 估价员's result may have arrived. */
export const valuationsQuery = (pageNum: number) => queryOptions({
  queryKey: recycleKeys.valuations(pageNum),
  queryFn: ({ signal }) => myBacklists({ inType: SaleMode.none, pageNum, pageSize: RECYCLE_PAGE_SIZE }, signal),
  staleTime: 0,
  placeholderData: keepPreviousData,
  ...livePoll(),
});

/** 报价中: the live call GET /account/backlist/allList?status=0&pageNum&pageSize. */
export const quotingQuery = (pageNum: number) => queryOptions({
  queryKey: recycleKeys.quoting(pageNum),
  queryFn: ({ signal }) => myBacklists({ status: BacklistStatus.open, pageNum, pageSize: RECYCLE_PAGE_SIZE }, signal),
  staleTime: 0,
  placeholderData: keepPreviousData,
  ...livePoll(),
});

export const backOrdersQuery = (status: BackOrderStatus, pageNum: number) => queryOptions({
  queryKey: recycleKeys.backOrderPage(status, pageNum),
  queryFn: ({ signal }) => backOrders({ orderStatus: status, pageNum, pageSize: RECYCLE_PAGE_SIZE }, signal),
  staleTime: 0,
  placeholderData: keepPreviousData,
  ...livePoll(),
});

/** One request and its bids (merchants keep bidding: always fresh). */
export const bidsQuery = (backId: number) => queryOptions({
  queryKey: recycleKeys.bids(backId),
  queryFn: ({ signal }) => myBids(backId, signal),
  staleTime: 0,
  ...livePoll(),
});

/** The deal after 接受报价, polled until it ends (交易成功 / 交易失败). */
export const dealQuery = (backId: number) => queryOptions({
  queryKey: recycleKeys.deal(backId),
  queryFn: ({ signal }) => backOrderDetail(backId, signal),
  staleTime: 0,
  ...livePoll((order: BackOrder) => order.orderStatus !== BackOrderStatus.success && order.orderStatus !== BackOrderStatus.failed),
});

/** After accepting a bid or submitting a request: every recycle list and the request's bids. */
export function invalidateRecycle(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: recycleKeys.all });
}
