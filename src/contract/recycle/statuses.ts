// The status codes of valuation and bid recycling (Backlist, Bid, BackOrder), by name with their labels.
// The app imports them from the one door, src/contract/statuses.ts, which says how a status is written.
import type { Code, Labels } from '../common/codes.ts';

/** A valuation or bid-recycle request's status (`Backlist.status`). */
export const BacklistStatus = {
  /** 待报价 (估价: 估价中). */
  open: 0,
  /** 已接受报价: its deal (back order) is running. */
  accepted: 2,
  /** 已完成 (估价: the result is there). */
  done: 3,
  /** 已取消. */
  cancelled: 4,
  /** 已拒绝. */
  refused: 5,
} as const;
export type BacklistStatus = Code<typeof BacklistStatus>;
export const backlistStatusLabel: Labels<BacklistStatus> = { 0: '待报价', 2: '已接受报价', 3: '已完成', 4: '已取消', 5: '已拒绝' };

/** A merchant's bid (报价) status (`Bid.status`, `BidRow.status`). */
export const BidStatus = {
  open: 0,
  accepted: 1,
  refused: 2,
  /** 已完成: its deal succeeded. */
  done: 3,
  /** 已失效 (extension): accepted, but the merchant did not pay in time; the request is 报价中 again. */
  lapsed: 4,
} as const;
export type BidStatus = Code<typeof BidStatus>;
export const bidStatusLabel: Labels<BidStatus> = { 0: '待处理', 1: '已接受', 2: '已拒绝', 3: '已完成', 4: '已失效' };

/** A deal with a merchant after an accepted bid (`BackOrder.orderStatus`, 竞价中心's tabs). */
export const BackOrderStatus = {
  /** 交易中: waiting for the merchant's payment, then for the platform's check. */
  trading: 1,
  /** 待审核: the platform checks the account. */
  checking: 2,
  /** 已审核: checked, 换绑 with the merchant. */
  checked: 3,
  /** 交易成功. */
  success: 4,
  /** 交易失败. */
  failed: 5,
} as const;
export type BackOrderStatus = Code<typeof BackOrderStatus>;
export const backOrderStatusLabel: Labels<BackOrderStatus> = { 1: '交易中', 2: '待审核', 3: '已审核', 4: '交易成功', 5: '交易失败' };

/** Whether the merchant has paid the platform (`BackOrder.buyerPayStatus`). */
export const BuyerPayStatus = {
  unpaid: 1,
  paid: 2,
} as const;
export type BuyerPayStatus = Code<typeof BuyerPayStatus>;
export const buyerPayStatusLabel: Labels<BuyerPayStatus> = { 1: '等待回收商付款', 2: '回收商已付款' };

/**
 * A bid-recycle request's 出售模式 (`inType`: the 竞价回收 body, `Backlist.inType`); a plain 估价 has none. `none` is
 * only a value of allList's `inType` filter: the plain valuations.
 */
export const SaleMode = {
  none: 0,
  /** 竞价回收+官方代售. */
  bidAndConsign: 1,
  /** 只代售. */
  consignOnly: 2,
} as const;
export type SaleMode = Code<typeof SaleMode>;
