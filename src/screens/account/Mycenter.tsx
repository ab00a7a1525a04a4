// 个人资料 (mycenter, signed in): avatar, nickname, sex, email.
import { Page } from '@/components/Page.tsx';
import { ErrorState, LoadingState } from '@/components/states.tsx';
import { ProfileForm } from '@/features/account/ProfileForm.tsx';
import { useCurrentUser } from '@/features/account/useCurrentUser.ts';

export default function Mycenter() {
  const { user, failed, retry } = useCurrentUser();
  return (
    <Page>
      {user ? <ProfileForm key={user.userId} user={user} />
        : failed ? <ErrorState message="个人资料加载失败" onRetry={retry} /> : <LoadingState />}
    </Page>
  );
}
