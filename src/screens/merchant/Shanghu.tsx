// 商户入驻 (shanghu, signed in): apply, then see the audit state of the latest application.
import { Page } from '@/components/Page.tsx';
import { MerchantApply } from '@/features/merchant/MerchantApply.tsx';
import { useAppState } from '@/stores/app.ts';

export default function Shanghu() {
  const { userInfo } = useAppState();
  return (
    <Page>
      <MerchantApply contact={userInfo?.phonenumber ?? ''} />
    </Page>
  );
}
