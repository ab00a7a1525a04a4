// What the app does when a session ends, registered at start (boot.tsx) with the lower layers that notice it:
// - the API client meets a 401 (onSessionExpired): one 提示 dialog; 确认 goes to the login page, which comes back
//   to where the user was; 取消 stays (RequireAuth shows 请先登录 on a guarded page);
// - 退出登录 (onSignOut): the sell drafts are forgotten, contact numbers included, so the next person on the device
//   starts clean. A 401 detour keeps them. The drafts' module is loaded only then, not at start.
import { onSessionExpired } from '@/api/client.ts';
import { confirmDialog } from '@/components/dialogs/store.ts';
import { paths } from '@/config/paths.ts';
import { currentLocation, navigateTo } from '@/lib/navigation.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { onSignOut } from '@/stores/session.ts';

/** The 提示 dialog after a 401; resolves when it is answered (and the login page asked for on 确认). */
export async function askToSignInAgain(): Promise<void> {
  const from = currentLocation();
  const answer = await confirmDialog({
    title: zhCN.errors.sessionExpiredTitle,
    message: zhCN.errors.sessionExpired,
    confirmText: zhCN.common.confirm,
    cancelText: zhCN.common.cancel,
  });
  if (answer !== 'confirm') return;
  const onLoginPage = from.startsWith('/login') || from === '/register';
  navigateTo(paths.login(onLoginPage ? undefined : from));
}

/** Forgets every sell draft (loads the drafts' module when needed). */
export async function forgetSellDrafts(): Promise<void> {
  const { clearAllDrafts } = await import('@/features/sell/draft.ts');
  clearAllDrafts();
}

/** Registers the handlers above; returns what undoes it (tests). */
export function installSessionHandlers(): () => void {
  onSessionExpired(askToSignInAgain);
  const forgetDrafts = onSignOut(forgetSellDrafts);
  return () => {
    onSessionExpired(null);
    forgetDrafts();
  };
}
