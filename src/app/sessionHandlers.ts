// What the app does when a session ends, registered at start (boot.tsx) with the lower layers that notice it:
// - the API client meets a 401 (onSessionExpired): one 提示 dialog; 确认 goes to the login page, which comes back
//   to where the user is then; 取消 stays (RequireAuth shows 请先登录 on a guarded page, also on one the user
//   moved to while the dialog was open: isAskingToSignInAgain);
// - 退出登录 (onSignOut): the sell drafts are forgotten, contact numbers included, so the next person on the device
//   starts clean. A 401 detour keeps them. The drafts' module is loaded only then, not at start.
import { onSessionExpired } from '@/api/client.ts';
import { confirmDialog } from '@/components/dialogs/store.ts';
import { paths } from '@/config/paths.ts';
import { currentLocation, navigateTo } from '@/lib/navigation.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { onSignOut } from '@/stores/session.ts';

let asking = false;

/** Whether the 提示 dialog is open, not answered yet: a personal page the user reaches meanwhile (the back
 *  button, a link) keeps them there signed out (RequireAuth) instead of sending them to the login page. */
export function isAskingToSignInAgain(): boolean {
  return asking;
}

/** The 提示 dialog after a 401; resolves when it is answered (and the login page asked for on 确认). */
export async function askToSignInAgain(): Promise<void> {
  asking = true;
  const answer = await confirmDialog({
    title: zhCN.errors.sessionExpiredTitle,
    message: zhCN.errors.sessionExpired,
    confirmText: zhCN.common.confirm,
    cancelText: zhCN.common.cancel,
  });
  asking = false;
  if (answer !== 'confirm') return;
  // Where the user is now, which may not be where the session ended: they may have moved while 提示 was open.
  const from = currentLocation();
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
