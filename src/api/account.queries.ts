// The signed-in user's profile in the query cache: its key, its query, and how the spec's user info
// (stores/app.ts `userInfo`, "filled by the profile call") follows it. Every layer reads the profile from here:
// `refreshUserInfo` outside React (sign-in, start, the 实名 gate), `useCurrentUser` (features/account) in render.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { User } from '@/contract/types.ts';
import { appState, setUserInfo } from '@/stores/app.ts';
import { getToken } from '@/stores/session.ts';
import { profile } from './account.ts';
import { queryClient } from './queryClient.ts';

export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
};

/** GET profile → the user, written to the store as it arrives. A failure is only logged (spec §7): with
 *  console.warn, because a console.error fails unit and browser tests, and a 401 is the client's dialog. */
export const profileQuery = () =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: async (): Promise<User> => {
      try {
        const user = (await profile()).data;
        setUserInfo(user);
        return user;
      } catch (error) {
        console.warn('[profile] 获取用户信息失败', error);
        throw error;
      }
    },
  });

/**
 * Asks for the profile now (after sign-in, at start when a token is stored, the 实名 gate's first tap) and
 * resolves with the user, or null when signed out or on failure. Concurrent calls share one request.
 */
export async function refreshUserInfo(): Promise<User | null> {
  if (!getToken()) {
    setUserInfo(null);
    return null;
  }
  try {
    return await queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 });
  } catch {
    return null;
  }
}

/** What a successful edit changed, shown at once (cache and store) before the server's full word arrives. */
export function patchProfile(client: QueryClient, patch: Partial<User>): void {
  // The store's copy when this client has not fetched the profile itself (a test's own client).
  const user = client.getQueryData(profileQuery().queryKey) ?? (appState.userInfo as User | null);
  if (!user) return;
  const next = { ...user, ...patch } as User; // a patch leaves out what it does not change
  client.setQueryData(profileQuery().queryKey, next);
  setUserInfo(next);
}
