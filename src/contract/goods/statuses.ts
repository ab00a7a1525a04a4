// The status codes of goods, by name with their labels.
// The app imports them from the one door, src/contract/statuses.ts, which says how a status is written.
import type { Code, Labels } from '../common/codes.ts';

/** A goods' 商品状态 (`saleState`). */
export const SaleState = {
  /** 待审核: submitted, waiting for the platform's audit. */
  pending: 0,
  /** 已上架: buyers can see and buy it. */
  listed: 1,
  /** 交易中: an order for it is open. */
  trading: 2,
  /** 已出售. */
  sold: 3,
  /** 已下架: withdrawn by the seller (or the platform). */
  unlisted: 4,
  /** 问题账号. */
  problem: 5,
  /** 找回账号: reclaimed by its original owner. */
  reclaimed: 6,
  /** 审核失败: refused at audit, with a reason. */
  refused: 99,
} as const;
export type SaleState = Code<typeof SaleState>;
export const saleStateLabel: Labels<SaleState> = {
  0: '待审核', 1: '已上架', 2: '交易中', 3: '已出售', 4: '已下架', 5: '问题账号', 6: '找回账号', 99: '审核失败',
};

/**
 * Who took a screenshot (`GoodsImage.shotType`, extension): 官方截图 the platform's staff (a 自营 account, or 验号),
 * 自主截图 the seller, who uploaded it. Buyers trust the first more; the leaders mark both.
 */
export const ShotType = {
  official: 1,
  seller: 2,
} as const;
export type ShotType = Code<typeof ShotType>;
export const shotTypeLabel: Labels<ShotType> = { 1: '官方截图', 2: '自主截图' };

/** Who sells a goods (`Goods.accountType`): the platform itself, or a seller through it. */
export const AccountType = {
  /** 自营: the platform's own account. */
  own: 1,
  /** 官方代售: a seller's account, sold by the platform (代售). */
  consignment: 2,
} as const;
export type AccountType = Code<typeof AccountType>;
export const accountTypeLabel: Labels<AccountType> = { 1: '自营', 2: '官方代售' };

/** The 包赔 a goods offers (`Goods.isGuarantee`); an order's choice is its `GuaranteeType`. */
export const GuaranteeFlag = {
  /** 无包赔: the buyer cannot buy any. */
  none: 0,
  /** 可买包赔: at checkout, for a fee. */
  paid: 1,
  /** 免费包赔: included in the price. */
  free: 2,
} as const;
export type GuaranteeFlag = Code<typeof GuaranteeFlag>;
export const guaranteeFlagLabel: Labels<GuaranteeFlag> = { 0: '无包赔', 1: '可买包赔', 2: '免费包赔' };
