// 商品预览's banner: the listing's audit state and its reason, as the seller must read it before buyers do.
// Self-contained (no import of status.ts): the preview's route loads only what it shows.
import type { Goods } from '@/contract/types.ts';
import { SaleState } from '@/contract/statuses.ts';

/** A Chakra colour palette: the banner is its .50 background with .800 text. */
export type BannerPalette = 'orange' | 'green' | 'blue' | 'purple' | 'gray' | 'red';

export interface PreviewBanner {
  title: string;
  detail: string;
  palette: BannerPalette;
}

export function previewBanner(g: Pick<Goods, 'saleState' | 'auditDes' | 'downDes'>): PreviewBanner {
  switch (g.saleState) {
    case SaleState.pending:
      return { title: '审核中', detail: '审核通过后自动上架，买家届时看到的页面如下', palette: 'orange' };
    case SaleState.listed:
      return { title: '已上架', detail: '买家正在看到的页面如下', palette: 'green' };
    case SaleState.trading:
      return { title: '交易中', detail: '买家已下单，交易进行中', palette: 'blue' };
    case SaleState.sold:
      return { title: '交易成功', detail: '该商品已售出', palette: 'purple' };
    case SaleState.unlisted:
      return { title: `已下架：${g.downDes || '卖家主动下架'}`, detail: '重新上架后买家才能看到', palette: 'gray' };
    case SaleState.refused:
      return { title: `审核失败：${g.auditDes || '未通过审核'}`, detail: '请按原因修改后重新提交', palette: 'red' };
    default:
      return {
        title: `${g.saleState === SaleState.problem ? '问题账号' : '找回账号'}${g.auditDes ? `：${g.auditDes}` : ''}`,
        detail: '该商品暂停展示，如有疑问请联系客服',
        palette: 'red',
      };
  }
}
