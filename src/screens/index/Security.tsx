// 安全中心 (security, public): account safety, anti-fraud checks and guide.
import { Page } from '@/components/Page.tsx';
import { SecurityCenter } from '@/features/account/SecurityCenter.tsx';

export default function Security() {
  return (
    <Page>
      <SecurityCenter />
    </Page>
  );
}
