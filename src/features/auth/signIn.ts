// What happens after any successful sign-in, and on sign-out.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '@/api/auth.ts';
import { paths } from '@/config/paths.ts';
import { refreshUserInfo } from '@/api/account.queries.ts';
import { setUserInfo } from '@/stores/app.ts';
import { clearTabBadges } from '@/stores/badges.ts';
import { setToken, signOut } from '@/stores/session.ts';

/** Only in-app paths are followed (no //host or absolute URLs); the auth pages themselves lead home. */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return paths.home;
  if (redirect.startsWith('/login') || redirect.startsWith('/register')) return paths.home;
  return redirect;
}

/** Saves the token, drops data cached for the previous visitor and fills userInfo from the profile. */
export function useCompleteSignIn(): (token: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async (token: string) => {
    setToken(token);
    queryClient.clear();
    await refreshUserInfo();
  }, [queryClient]);
}

/** Ends the session on the server (best effort) and locally. Used by 退出登录 (geren). */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Signing out locally is what matters; the server session expires by itself.
    }
    // Signing out on purpose (not a 401 detour): what the app registered with onSignOut goes too (the sell drafts).
    const forgotten = signOut();
    setUserInfo(null);
    clearTabBadges();
    queryClient.clear();
    await forgotten;
  }, [queryClient]);
}
