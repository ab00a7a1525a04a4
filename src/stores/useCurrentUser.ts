// The signed-in user for the account pages: the valtio userInfo, loaded again on arrival (实名 or the
// nickname may have changed elsewhere). Signed out: user null, nothing asked.
import { useEffect, useState } from 'react';
import type { User } from '@/contract/types.ts';
import { refreshUserInfo, useAppState } from './app.ts';
import { useToken } from './useToken.ts';

export interface CurrentUser {
  user: User | null;
  /** Signed in and the profile call failed (with no user to show). */
  failed: boolean;
  signedIn: boolean;
  retry: () => void;
}

export function useCurrentUser(): CurrentUser {
  const token = useToken();
  const { userInfo } = useAppState();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    void refreshUserInfo().then((user) => { if (live) setFailed(user === null); });
    return () => { live = false; };
  }, [token, attempt]);
  return {
    user: token ? (userInfo as User | null) : null,
    failed: Boolean(token) && failed && !userInfo,
    signedIn: Boolean(token),
    retry: () => { setFailed(false); setAttempt((n) => n + 1); },
  };
}
