// 实名认证 (Realname, signed in): the form, or the masked result once verified.
import { Page } from '@/components/Page.tsx';
import { ErrorState, LoadingState } from '@/components/states.tsx';
import { RealnameForm, RealnameVerified } from '@/features/account/Realname.tsx';
import { useCurrentUser } from '@/features/account/useCurrentUser.ts';

export default function Realname() {
  const { user, failed, retry } = useCurrentUser();
  return (
    <Page>
      {user ? (user.realNameStatus === 1 ? <RealnameVerified user={user} /> : <RealnameForm user={user} />)
        : failed ? <ErrorState message="账号信息加载失败" onRetry={retry} /> : <LoadingState />}
    </Page>
  );
}
