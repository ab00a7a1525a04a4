// 估价 (valuation) and 竞价回收 (bid recycling): my requests, the bids on one, accepting a bid, submitting a
// bid-recycle request, and 竞价中心's deals with merchants. Live shapes: api.md "Live payload shapes".
import { get, getPage, listOf, numberedPage, numbers, post, postRaw } from './client.ts';
import type {
  AcceptBidBody, BackOrder, BackOrderStatus, BacklistItem, BidRecycleBody, BidRow, MyBids, Page, ValuationBody,
} from '@/contract/types.ts';
import type { BacklistStatus, SaleMode } from '@/contract/statuses.ts';
import * as NUMERIC_FIELDS from '@/contract/numericFields.ts';

export interface MyBacklistQuery {
  /** 待报价 / 待估价, 已接受报价, 已完成 / 已估价, 已取消, 已拒绝. */
  status?: BacklistStatus;
  /** SaleMode.none = plain valuations only; otherwise that sale mode. */
  inType?: SaleMode;
  pageNum: number;
  pageSize: number;
}

/** GET /api/account/backlist/allList — my valuation / bid-recycle requests (img is a JSON string, bcountt = bids). */
export function myBacklists(query: MyBacklistQuery, signal?: AbortSignal): Promise<Page<BacklistItem>> {
  return numberedPage(getPage<BacklistItem>('/api/account/backlist/allList', { ...query }, { signal }),
    NUMERIC_FIELDS.BacklistItem);
}

/** GET /api/account/quotation/mybprice — one of my requests and the merchants' bids on it ({back, rlist}). */
export async function myBids(backId: number, signal?: AbortSignal): Promise<MyBids> {
  const bids = await get<MyBids>('/api/account/quotation/mybprice', { backId }, { signal });
  numbers(listOf<BidRow>(bids?.rlist), NUMERIC_FIELDS.BidRow);
  numbers(bids.back, NUMERIC_FIELDS.BacklistItem);
  return bids;
}

/** POST /api/account/backlist/accept — accept a bid {id: the request, supplyUserId: the bid's createId}; answers the server's msg. */
export async function acceptBid(body: AcceptBidBody): Promise<string> {
  const answer = await postRaw<{ msg?: string }>('/api/account/backlist/accept', body);
  return answer.msg ?? '';
}

/** POST /api/h5/goods/back — 竞价回收 request (img / relnameImg / content as JSON strings). */
export function submitBidRecycle(body: BidRecycleBody): Promise<{ id: number } | undefined> {
  return post<{ id: number } | undefined>('/api/h5/goods/back', body);
}

export interface BackOrderQuery {
  orderStatus: BackOrderStatus;
  pageNum: number;
  pageSize: number;
}

/** GET /api/backOrder/list — 竞价中心's deals with merchants (dataType sell: my requests), by status. */
export function backOrders(query: BackOrderQuery, signal?: AbortSignal): Promise<Page<BackOrder>> {
  return numberedPage(getPage<BackOrder>('/api/backOrder/list', { dataType: 'sell', ...query }, { signal }),
    NUMERIC_FIELDS.BackOrder);
}

/** GET /api/backOrder/detail — the deal that followed accepting a bid on my request (extension: ?backId=). */
export async function backOrderDetail(backId: number, signal?: AbortSignal): Promise<BackOrder> {
  const order = await get<BackOrder>('/api/backOrder/detail', { backId }, { signal });
  return numbers(order, NUMERIC_FIELDS.BackOrder);
}

/** POST /api/account/backlist — a plain 估价 request (live shape: type = game name, tel text, img JSON string). */
export function submitValuation(body: ValuationBody): Promise<{ id: number } | undefined> {
  return post<{ id: number } | undefined>('/api/account/backlist', body);
}
