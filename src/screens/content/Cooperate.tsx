// 商务合作 (cooperate): the business contact block (QQ / 微信 / 邮箱, copyable), the shhz notices, 申请商户入驻.
import { Page } from '@/components/Page.tsx';
import { Cooperate as CooperatePage } from '@/features/content/ContentPages.tsx';

export default function Cooperate() {
  return (
    <Page>
      <CooperatePage />
    </Page>
  );
}
