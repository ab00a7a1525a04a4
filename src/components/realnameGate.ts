// 实名 before trading (下单, 发布寄售, 竞价回收). An unverified user is asked to verify first; 去认证 opens 实名认证,
// which brings them back here (?redirect=) when done. What they had entered waits in memory for the return
// (`keep` → `keptFor`) until the trade goes through: a reload loses it, and nothing typed is written to the device
// for this.
// A profile without realNameStatus (a backend that does not send it) is not gated — the live site lets such a
// user trade — and a server that refuses anyway has its own message shown.
import type { NavigateFunction } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { refreshUserInfo } from '@/api/account.queries.ts';
import { RealNameStatus } from '@/contract/statuses.ts';
import { appState } from '@/stores/app.ts';
import { confirmDialog } from './dialogs/index.ts';

const kept = new Map<string, unknown>();

/** What a form kept before the detour (read as often as React renders; dropped once the gate lets it through). */
export function keptFor<T>(key: string): T | undefined {
  return kept.get(key) as T | undefined;
}

/** Whether the signed-in user must verify first; asks for the profile when it has not arrived yet (a tap right
 *  after the page opened), so the gate never lets the server be the first to say no. */
async function needsRealname(): Promise<boolean> {
  const user = appState.userInfo ?? await refreshUserInfo();
  return user?.realNameStatus === RealNameStatus.unverified;
}

/**
 * True when the user may go on with `action` (e.g. 提交订单). Otherwise asks; on 去认证 keeps `keep.value` under
 * `keep.key` and opens 实名认证 with the way back to this page; answers false.
 */
export async function passRealnameGate(action: string, navigate: NavigateFunction, keep?: { key: string; value: unknown }): Promise<boolean> {
  if (!(await needsRealname())) {
    if (keep) kept.delete(keep.key);
    return true;
  }
  const answer = await confirmDialog({
    title: '请先完成实名认证',
    message: `根据国家相关规定，${action}前须完成实名认证（约 1 分钟）。认证后自动回到这里，已填写的内容会保留。`,
    confirmText: '去认证',
    cancelText: '稍后',
  });
  if (answer !== 'confirm') return false;
  if (keep) kept.set(keep.key, keep.value);
  navigate(paths.realnameFor(`${window.location.pathname}${window.location.search}`));
  return false;
}
