// What a buyer may do with a goods in each sale state, and how the detail says it.
import { SaleState } from '@/contract/statuses.ts';

export interface SaleStatus {
  buyable: boolean;
  /** On the disabled buy button. */
  short: string;
  /** The banner on the detail ('' when on sale). */
  message: string;
}

export function saleStatus(state: SaleState): SaleStatus {
  switch (state) {
    case SaleState.listed:
      return { buyable: true, short: '立即购买', message: '' };
    case SaleState.trading:
      return { buyable: false, short: '交易中', message: '该商品正在交易中，暂不可购买' };
    case SaleState.sold:
      return { buyable: false, short: '已出售', message: '该商品已出售' };
    case SaleState.pending:
      return { buyable: false, short: '不可购买', message: '该商品正在审核中，暂不可购买' };
    default:
      return { buyable: false, short: '已下架', message: '该商品已下架，不可购买' };
  }
}
