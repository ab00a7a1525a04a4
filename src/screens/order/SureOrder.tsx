// 确认订单 (sureOrder?id=goodsId): 包赔 choice, price breakdown, 交易须知, 提交订单 → orderDetail.
import { Button } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { Page } from '@/components/Page.tsx';
import { EmptyState } from '@/components/states.tsx';
import { SureOrderView } from '@/features/order/SureOrderView.tsx';
import { positiveId } from '@/lib/urlParams.ts';

export default function SureOrder() {
  const [search] = useSearchParams();
  const goodsId = positiveId(search.get('id'));
  return (
    <Page padding={false}>
      {goodsId === null ? (
        <EmptyState text="未指定要购买的商品" action={<Button asChild size="sm"><Link to={paths.goodList()}>去逛逛</Link></Button>} />
      ) : (
        <SureOrderView key={goodsId} goodsId={goodsId} />
      )}
    </Page>
  );
}
