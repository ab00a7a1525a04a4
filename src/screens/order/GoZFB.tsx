// 支付宝支付 (goZFB?orderId=&payType=deposit|full|balance): hands the 支付宝 form to the browser.
import { Button } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { Page } from '@/components/Page.tsx';
import { EmptyState } from '@/components/states.tsx';
import { AlipayRedirect } from '@/features/order/AlipayRedirect.tsx';
import { payTypeParam } from '@/features/order/params.ts';
import { positiveId } from '@/lib/urlParams.ts';

export default function GoZFB() {
  const [search] = useSearchParams();
  const orderId = positiveId(search.get('orderId'));
  const payType = payTypeParam(search.get('payType'));
  return (
    <Page padding={false}>
      {orderId === null ? (
        <EmptyState text="未指定要支付的订单" action={<Button asChild size="sm"><Link to={paths.myProducts}>我的买单</Link></Button>} />
      ) : (
        <AlipayRedirect key={`${orderId}-${payType}`} orderId={orderId} payType={payType} />
      )}
    </Page>
  );
}
