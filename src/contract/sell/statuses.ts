// The status codes of selling (卖号), by name with their labels.
// The app imports them from the one door, src/contract/statuses.ts, which says how a status is written.
import type { Code, Labels } from '../common/codes.ts';

/** Where a seller's account comes from (`accountSource`, the 发布 body). */
export const AccountSource = {
  /** 自己注册. */
  self: 1,
  /** 他人注册. */
  other: 2,
} as const;
export type AccountSource = Code<typeof AccountSource>;
export const accountSourceLabel: Labels<AccountSource> = { 1: '自己注册', 2: '他人注册' };

/** Whether the seller can provide 包赔材料 (`assurance`, the 寄售 body). */
export const Assurance = {
  /** 能提供. */
  provided: 1,
  /** 不能提供. */
  none: 0,
} as const;
export type Assurance = Code<typeof Assurance>;
export const assuranceLabel: Labels<Assurance> = { 1: '能提供', 0: '不能提供' };
