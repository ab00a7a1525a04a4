// Query keys and options of 商户入驻 (my latest application).
import { queryOptions } from '@tanstack/react-query';
import { merchantLatest } from './merchant.ts';

export const merchantKeys = {
  all: ['merchant'] as const,
  latest: () => ['merchant', 'latest'] as const,
};

/** My latest 商户入驻 application, or null (never applied). */
export function merchantLatestQuery() {
  return queryOptions({
    queryKey: merchantKeys.latest(),
    queryFn: ({ signal }) => merchantLatest(signal),
  });
}
