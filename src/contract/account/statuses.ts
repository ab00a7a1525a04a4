// The status codes of the user and the seller's payout account, by name with their labels.
// The app imports them from the one door, src/contract/statuses.ts, which says how a status is written.
import type { Code, Labels } from '../common/codes.ts';

/** Where the seller's payouts go (`PayoutAccount.type`, extension). */
export const PayoutAccountType = {
  alipay: 1,
  bank: 2,
} as const;
export type PayoutAccountType = Code<typeof PayoutAccountType>;
export const payoutAccountTypeLabel: Labels<PayoutAccountType> = { 1: '支付宝', 2: '银行卡' };

/** 实名认证 (`User.realNameStatus`). */
export const RealNameStatus = {
  unverified: 0,
  verified: 1,
} as const;
export type RealNameStatus = Code<typeof RealNameStatus>;
export const realNameStatusLabel: Labels<RealNameStatus> = { 0: '未实名', 1: '已实名' };
