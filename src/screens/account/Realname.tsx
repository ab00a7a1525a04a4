// 实名认证 (Realname, signed in): the form, or the masked result once verified. ?redirect= is the trade that sent
// the user here (the 实名 gate); they go back to it once verified.
import { useSearchParams } from 'react-router-dom';
import { RealNameStatus } from '@/contract/statuses.ts';
import { Page } from '@/components/Page.tsx';
import { ErrorState, LoadingState } from '@/components/states.tsx';
import { RealnameForm, RealnameVerified } from '@/features/account/Realname.tsx';
import { useCurrentUser } from '@/features/account/useCurrentUser.ts';

export default function Realname() {
  const { user, failed, retry } = useCurrentUser();
  const [params] = useSearchParams();
  return (
    <Page>
      {user ? (user.realNameStatus === RealNameStatus.verified ? <RealnameVerified user={user} redirect={params.get('redirect')} /> : <RealnameForm user={user} redirect={params.get('redirect')} />)
        : failed ? <ErrorState message="账号信息加载失败" onRetry={retry} /> : <LoadingState />}
    </Page>
  );
}
