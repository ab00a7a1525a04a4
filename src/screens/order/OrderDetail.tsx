// 订单详情 (orderDetail?orderId=): for the buyer and the seller of the order (the seller only looks).
import { Button } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { Page } from '@/components/Page.tsx';
import { EmptyState } from '@/components/states.tsx';
import { OrderDetailView } from '@/features/order/OrderDetailView.tsx';
import { positiveId } from '@/lib/urlParams.ts';

export default function OrderDetail() {
  const [search] = useSearchParams();
  const orderId = positiveId(search.get('orderId'));
  return (
    <Page padding={false}>
      {orderId === null ? (
        <EmptyState text="订单不存在" action={<Button asChild size="sm"><Link to={paths.myProducts}>我的买单</Link></Button>} />
      ) : (
        <OrderDetailView key={orderId} orderId={orderId} />
      )}
    </Page>
  );
}
