// The signed-in user for the account pages: the profile query (api/account.queries.ts), asked again on each
// arrival (实名 or the nickname may have changed elsewhere). Signed out: user null, nothing asked.
import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '@/api/account.queries.ts';
import type { User } from '@/contract/types.ts';
import { useToken } from '@/stores/useToken.ts';

export interface CurrentUser {
  user: User | null;
  /** Signed in and the profile call failed (with no user to show). */
  failed: boolean;
  signedIn: boolean;
  retry: () => void;
}

export function useCurrentUser(): CurrentUser {
  const token = useToken();
  const query = useQuery({ ...profileQuery(), enabled: Boolean(token), refetchOnMount: 'always' });
  const user = token ? query.data ?? null : null;
  return {
    user,
    failed: Boolean(token) && query.isError && !user,
    signedIn: Boolean(token),
    retry: () => void query.refetch(),
  };
}
