// Mutations of the account pages: 实名认证, 个人资料, 修改密码, 商户入驻.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { smsForPwd, type SmsPasswordBody } from '@/api/auth.ts';
import type { ProfileUpdateBody, User } from '@/contract/types.ts';
import { RealNameStatus } from '@/contract/statuses.ts';
import { realname, updateProfile } from '@/api/account.ts';
import { paths } from '@/config/paths.ts';
import { toast } from '@/components/toast.ts';
import { profileQuery, refreshUserInfo } from '@/api/account.queries.ts';
import { appState, setUserInfo } from '@/stores/app.ts';
import { clearTabBadges } from '@/stores/badges.ts';
import { merchantKeys } from '@/api/merchant.queries.ts';
import { clearToken, getToken } from '@/stores/session.ts';
import { safeRedirect } from '@/features/auth/signIn.ts';
import { normalizeIdNumber } from './idcard.ts';

/** What a successful edit changed, shown at once (the profile query and the store) before the server's full word. */
export function patchProfile(client: QueryClient, patch: Partial<User>): void {
  // The store's copy when this client has not fetched the profile itself (a test's own client).
  const user = client.getQueryData(profileQuery().queryKey) ?? (appState.userInfo as User | null);
  if (!user) return;
  const next = { ...user, ...patch } as User; // a patch leaves out what it does not change
  client.setQueryData(profileQuery().queryKey, next);
  setUserInfo(next);
}

/** 实名认证 → 认证成功, the user refreshed everywhere (geren's badge, 安全中心), back to 个人中心 — or to the trade
 *  that sent them here (`redirect`: 确认订单, 发布, 竞价回收), where what they entered is waiting. */
export function useRealname(redirect?: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (values: { userId: number; name: string; idNumber: string }) =>
      realname({ id: values.userId, name: values.name.trim(), idNumber: normalizeIdNumber(values.idNumber) }),
    onSuccess: async (result) => {
      // Shown at once from the answer, then the server's full word.
      if (result) patchProfile(queryClient, { realNameStatus: RealNameStatus.verified, realName: result.realName, idNumber: result.idNumber });
      toast.success(redirect ? '认证成功，请继续刚才的操作' : '认证成功');
      navigate(redirect ? safeRedirect(redirect) : paths.geren, { replace: true });
      // The other account data the pages read (商户入驻's latest application).
      void queryClient.invalidateQueries({ queryKey: merchantKeys.all });
      await refreshUserInfo();
    },
    onError: (error) => toast.fromError(error),
  });
}

/** 个人资料 → 修改成功; the new nickname and avatar show at once (geren, the top bar's chip). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => updateProfile(body),
    onSuccess: async (_data, body) => {
      patchProfile(queryClient, body);
      toast.success('修改成功');
      // The other account data the pages read (商户入驻's latest application).
      void queryClient.invalidateQueries({ queryKey: merchantKeys.all });
      await refreshUserInfo();
    },
    onError: (error) => toast.fromError(error),
  });
}

/**
 * 修改密码 / 忘记密码 by SMS. The server ends every session of the account, so a signed-in visitor is signed
 * out here too and sent to 登录 (密码已修改，请重新登录); a signed-out one goes to 登录 with the phone filled in.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: SmsPasswordBody) => smsForPwd(body),
    onSuccess: (_data, body) => {
      const wasSignedIn = Boolean(getToken());
      if (wasSignedIn) {
        clearToken();
        setUserInfo(null);
        clearTabBadges();
        queryClient.clear();
      }
      navigate(paths.login(), { replace: true, state: { username: body.phone } });
      toast.success(wasSignedIn ? '密码已修改，请重新登录' : '修改成功，请使用新密码登录');
    },
    onError: (error) => toast.fromError(error),
  });
}
