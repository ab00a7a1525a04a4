// 收款账户 (extension): where the seller's payouts go. Apart from account.ts, which every page loads at start: only
// 我的 and the forms that set it load this.
import { queryOptions } from '@tanstack/react-query';
import type { PayoutAccount, PayoutAccountType } from '@/contract/types.ts';
import { get, post } from './client.ts';

export interface PayoutAccountBody {
  type: PayoutAccountType;
  account: string;
  bankName?: string;
}

/** GET /api/account/payoutAccount — mine, masked; undefined when none is set. */
export async function payoutAccount(): Promise<PayoutAccount | undefined> {
  return (await get<{ account?: PayoutAccount }>('/api/account/payoutAccount'))?.account;
}

/** POST /api/account/payoutAccount — 支付宝 or a bank card, in my verified 实名. */
export function setPayoutAccount(body: PayoutAccountBody): Promise<PayoutAccount> {
  return post<PayoutAccount>('/api/account/payoutAccount', body);
}

export const payoutAccountKeys = { mine: ['account', 'payoutAccount'] as const };

/** Mine; a backend without the endpoint (the live one) fails it, and the section says what the live site does. */
export const payoutAccountQuery = () => queryOptions({
  queryKey: payoutAccountKeys.mine,
  queryFn: async () => (await payoutAccount()) ?? null,
  retry: false,
});
