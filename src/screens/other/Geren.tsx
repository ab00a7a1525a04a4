// 个人中心 (geren, tab 我的): profile, order counters, shortcuts and 退出登录.
import { Page } from '@/components/Page.tsx';
import { PersonalCenter } from '@/features/account/PersonalCenter.tsx';

export default function Geren() {
  return (
    <Page padding={false}>
      <PersonalCenter />
    </Page>
  );
}
