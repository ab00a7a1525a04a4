// 我的买单 (MyProducts, dataType 'buy') and 我的卖单 (mySaleOrder, dataType 'sale'): one screen, two routes
// (router.tsx passes the data type).
import type { OrderListType } from '@/config/paths.ts';
import { Page } from '@/components/Page.tsx';
import { OrderListView } from '@/features/order/OrderList.tsx';

export interface MyProductsProps {
  /** 'buy': my purchases (/api/saleOrder/web/buyList); 'sale': my sales (/api/saleOrder/web/sellerList). */
  dataType: OrderListType;
}

export default function MyProducts({ dataType }: MyProductsProps) {
  return (
    <Page padding={false}>
      <OrderListView key={dataType} side={dataType} />
    </Page>
  );
}
