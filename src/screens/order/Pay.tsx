// 支付测试 (pay): pick an order and drive payment outcomes against the backend (QA).
import { Page } from '@/components/Page.tsx';
import { PayTestView } from '@/features/order/PayTestView.tsx';

export default function Pay() {
  return (
    <Page padding={false}>
      <PayTestView />
    </Page>
  );
}
