// Query keys and options of the account pages (商户入驻's latest application).
import { queryOptions } from '@tanstack/react-query';
import { merchantLatest } from '@/api/account.ts';

export const accountKeys = {
  all: ['account'] as const,
  merchantLatest: () => ['account', 'merchant', 'latest'] as const,
};

/** My latest 商户入驻 application, or null (never applied). */
export function merchantLatestQuery() {
  return queryOptions({
    queryKey: accountKeys.merchantLatest(),
    queryFn: ({ signal }) => merchantLatest(signal),
  });
}
