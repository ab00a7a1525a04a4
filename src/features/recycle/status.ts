// Texts and tones of valuation / bid-recycle requests, bids and back orders.
import type { BackOrder, BackOrderStatus, BacklistItem, BidRow } from '@/contract/types.ts';

export type Tone = 'warning' | 'info' | 'success' | 'muted' | 'danger';

export interface StatusView {
  label: string;
  tone: Tone;
}

/** A plain 估价: waiting for the 估价员 or valued (the result is there). */
export function valuationStatus(b: Pick<BacklistItem, 'status' | 'valuationMin'>): StatusView {
  if (b.valuationMin !== undefined && b.valuationMin !== null) return { label: '已估价', tone: 'success' };
  switch (b.status) {
    case 0: return { label: '待估价', tone: 'warning' };
    case 3: return { label: '已估价', tone: 'success' };
    case 4: return { label: '已取消', tone: 'muted' };
    case 5: return { label: '已拒绝', tone: 'danger' };
    default: return { label: '处理中', tone: 'info' };
  }
}

/** A bid-recycle request: 0 报价中, 2 已接受报价, 3 已完成, 4 已取消, 5 已拒绝. */
export function requestStatus(status: number): StatusView {
  switch (status) {
    case 0: return { label: '报价中', tone: 'warning' };
    case 2: return { label: '已接受报价', tone: 'info' };
    case 3: return { label: '已完成', tone: 'success' };
    case 4: return { label: '已取消', tone: 'muted' };
    case 5: return { label: '已拒绝', tone: 'danger' };
    default: return { label: '未知状态', tone: 'muted' };
  }
}

/** A bid: 0 待处理, 1 已接受, 2 已拒绝, 3 已完成. */
export function bidStatus(status: BidRow['status'] | number): StatusView {
  switch (status) {
    case 0: return { label: '待处理', tone: 'warning' };
    case 1: return { label: '已接受', tone: 'success' };
    case 2: return { label: '已拒绝', tone: 'muted' };
    case 3: return { label: '已完成', tone: 'success' };
    default: return { label: '未知状态', tone: 'muted' };
  }
}

/** 1 等待买家付款, 2 买家已付款 (the merchant is the buyer). */
export function buyerPayText(status: BackOrder['buyerPayStatus'] | number): string {
  return status === 2 ? '买家已付款' : status === 1 ? '等待买家付款' : '付款状态未知';
}

export type CenterTab = 0 | BackOrderStatus;

/** 竞价中心's tabs: 0 reads my requests in 报价中, 1–5 the deals by orderStatus. */
export const CENTER_TABS: readonly { value: CenterTab; label: string }[] = [
  { value: 0, label: '报价中' },
  { value: 1, label: '交易中' },
  { value: 2, label: '待审核' },
  { value: 3, label: '已审核' },
  { value: 4, label: '交易成功' },
  { value: 5, label: '交易失败' },
];

export function backOrderStatus(status: number): StatusView {
  switch (status) {
    case 1: return { label: '交易中', tone: 'info' };
    case 2: return { label: '待审核', tone: 'warning' };
    case 3: return { label: '已审核', tone: 'info' };
    case 4: return { label: '交易成功', tone: 'success' };
    case 5: return { label: '交易失败', tone: 'danger' };
    default: return { label: '未知状态', tone: 'muted' };
  }
}

/** ?tab= of 竞价中心: 0–5, anything else 0. */
export function parseCenterTab(value: string | null | undefined): CenterTab {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 5 && value !== '' && value !== null && value !== undefined ? (n as CenterTab) : 0;
}

/** 1 竞价回收+官方代售, 2 只代售. */
export const SALE_MODES: readonly { value: 1 | 2; label: string; explain: string }[] = [
  {
    value: 1,
    label: '竞价回收+官方代售',
    explain: '提交后回收商在线报价，您可随时接受满意的报价，平台担保交易、验号后打款；同时账号在平台官方代售，先成交的一方为准，另一方自动取消。',
  },
  {
    value: 2,
    label: '只代售',
    explain: '不接受回收商报价，账号只在平台官方代售，按您的期望价格挂售，买家购买后平台验号换绑、确认收货后结算货款。',
  },
];

export const TONE_PALETTE: Record<Tone, string> = { warning: 'orange', info: 'blue', success: 'green', muted: 'gray', danger: 'red' };
