// The signed-in user's profile in the query cache: its key, its query, and how the spec's user info
// (stores/app.ts `userInfo`, "filled by the profile call") follows it. Every layer reads the profile from here:
// `refreshUserInfo` outside React (sign-in, start, the 实名 gate), `useCurrentUser` (features/account) in render;
// an edit shows at once with `patchProfile` (features/account/hooks.ts).
import { queryOptions } from '@tanstack/react-query';
import type { User } from '@/contract/types.ts';
import { setUserInfo } from '@/stores/app.ts';
import { getToken } from '@/stores/session.ts';
import { profile } from './account.ts';
import { queryClient } from './queryClient.ts';

export const accountKeys = {
  profile: ['account', 'profile'] as const,
};

/** GET profile → the user, written to the store as it arrives. */
export const profileQuery = () =>
  queryOptions({
    queryKey: accountKeys.profile,
    queryFn: async (): Promise<User> => {
      const user = (await profile()).data;
      setUserInfo(user);
      return user;
    },
  });

/**
 * Asks for the profile now (after sign-in, at start when a token is stored, the 实名 gate's first tap) and
 * resolves with the user, or null when signed out or on failure. Concurrent calls share one request. A failure
 * is only logged (spec §7): with console.warn, because a console.error fails unit and browser tests, and a 401
 * is the client's dialog.
 */
export async function refreshUserInfo(): Promise<User | null> {
  if (!getToken()) {
    setUserInfo(null);
    return null;
  }
  return queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 }).catch((error: unknown) => {
    console.warn('[profile] 获取用户信息失败', error);
    return null;
  });
}
