// Query options for the service domain: official staff accounts, QQ groups, and the trust lookups' keys.
import { queryOptions } from '@tanstack/react-query';
import { allQQGroups, staffAccounts } from './service.ts';

export const serviceKeys = {
  all: ['service'] as const,
  staff: (gameId?: number) => ['service', 'staff', gameId ?? 'all'] as const,
  allQQGroups: () => ['service', 'qqGroups', 'all'] as const,
  /** 客服验证 and 黑号查询 lookups; the entry looked up is appended. */
  staffCheck: ['service', 'staffCheck'] as const,
  blackCheck: ['service', 'blackCheck'] as const,
};

export function staffAccountsQuery(gameId?: number) {
  return queryOptions({
    queryKey: serviceKeys.staff(gameId),
    queryFn: () => staffAccounts(gameId),
    staleTime: 5 * 60_000,
  });
}

export function allQQGroupsQuery() {
  return queryOptions({
    queryKey: serviceKeys.allQQGroups(),
    queryFn: () => allQQGroups(),
    staleTime: 5 * 60_000,
  });
}
