// 收款账户's account rules, shared by the app's form and the mock's check (common/requests.ts), without zod; and how a
// payout names the account it went to (the mock's payouts, the seeded ones alike).
import { PayoutAccountType, payoutAccountTypeLabel } from './statuses.ts';

/** 支付宝: a mainland mobile number or an e-mail. */
export const ALIPAY_ACCOUNT_RE = /^(1\d{10}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;
/** A bank card: 12–19 digits. */
export const BANK_CARD_RE = /^\d{12,19}$/;

/** An account shown only by its last four characters: 「***1234」. */
export const maskedAccount = (account: string): string => `***${account.slice(-4)}`;

/** Where a payout went, as the payout line says it: 「支付宝 ***1234」 / 「招商银行 ***1234」. */
export function payoutToText(payout: { type: PayoutAccountType; account: string; bankName?: string }): string {
  return `${payout.type === PayoutAccountType.bank && payout.bankName ? payout.bankName : payoutAccountTypeLabel[payout.type]} ${maskedAccount(payout.account)}`;
}
