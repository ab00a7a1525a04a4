// Query options for 估价 / 竞价回收: one key hierarchy (['recycle', …]).
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { backOrderDetail, backOrders, myBacklists, myBids } from './recycle.ts';
import type { BackOrder, BacklistItem, MyBids } from '@/contract/types.ts';
import { BacklistStatus, BackOrderStatus, SaleMode, SupplyPay } from '@/contract/statuses.ts';
import { livePoll, type Liveness } from '@/lib/livePoll.ts';
import { liveRows } from '@/lib/liveRows.ts';

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

/**
 * How a bid-recycle request may still change (src/lib/livePoll.ts): 报价中, merchants bid; 已接受报价, its deal runs
 * and may give the request back (the merchant did not pay in time: 报价中 again); 已完成, 已取消 and 已拒绝 are final
 * (the deal's money after 交易成功 is the deal's: dealLiveness).
 */
export function requestLiveness(request: Pick<BacklistItem, 'status'>): Liveness {
  return request.status === BacklistStatus.open || request.status === BacklistStatus.accepted ? 'fast' : 'final';
}

/**
 * How a 竞价回收 deal may still change: fast through its steps, and at 交易成功 until the seller is paid (待打款 →
 * 已打款); final once paid out, at 交易成功 from a backend without the payout (nothing more will come), and at
 * 交易失败.
 */
export function dealLiveness(deal: Pick<BackOrder, 'orderStatus' | 'supllypay'>): Liveness {
  if (deal.orderStatus === BackOrderStatus.failed) return 'final';
  if (deal.orderStatus === BackOrderStatus.success) return String(deal.supllypay) === SupplyPay.pending ? 'fast' : 'final';
  return 'fast';
}

/** 报价中: the live call GET /account/backlist/allList?status=0&pageNum&pageSize. */
export const quotingQuery = (pageNum: number) => queryOptions({
  queryKey: recycleKeys.quoting(pageNum),
  queryFn: ({ signal }) => myBacklists({ status: BacklistStatus.open, pageNum, pageSize: RECYCLE_PAGE_SIZE }, signal),
  staleTime: 0,
  placeholderData: keepPreviousData,
  ...livePoll(liveRows(requestLiveness)),
});

/** A tab of deals: as live as its liveliest row, slowly at least (a deal may move into this tab). */
export const backOrdersQuery = (status: BackOrderStatus, pageNum: number) => queryOptions({
  queryKey: recycleKeys.backOrderPage(status, pageNum),
  queryFn: ({ signal }) => backOrders({ orderStatus: status, pageNum, pageSize: RECYCLE_PAGE_SIZE }, signal),
  staleTime: 0,
  placeholderData: keepPreviousData,
  ...livePoll(liveRows(dealLiveness)),
});

/** One request and its bids: polled while merchants may bid or its deal may give it back (requestLiveness). */
export const bidsQuery = (backId: number) => queryOptions({
  queryKey: recycleKeys.bids(backId),
  queryFn: ({ signal }) => myBids(backId, signal),
  staleTime: 0,
  ...livePoll((data: MyBids) => (data.back ? requestLiveness(data.back) : 'final')),
});

/** The deal after 接受报价, polled until nothing can change (dealLiveness: 已打款 or 交易失败). */
export const dealQuery = (backId: number) => queryOptions({
  queryKey: recycleKeys.deal(backId),
  queryFn: ({ signal }) => backOrderDetail(backId, signal),
  staleTime: 0,
  ...livePoll(dealLiveness),
});

/** After accepting a bid or submitting a request: every recycle list and the request's bids. */
export function invalidateRecycle(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: recycleKeys.all });
}
