// 我的代售: the tabs, each saleState's text and colour, what the seller may do with a listing in each state,
// and the audit line the preview shows on top.
import type { MyListing } from '@/contract/types.ts';
import { SaleState } from '@/contract/statuses.ts';

export type ListingTone = 'warning' | 'success' | 'info' | 'done' | 'muted' | 'danger';

/** Tabs in the live order: 全部 / 上架 / 交易中 / 已下架 / 待审核 / 审核失败 / 已出售. */
export const LISTING_TABS: readonly { label: string; state?: SaleState }[] = [
  { label: '全部' },
  { label: '上架', state: SaleState.listed },
  { label: '交易中', state: SaleState.trading },
  { label: '已下架', state: SaleState.unlisted },
  { label: '待审核', state: SaleState.pending },
  { label: '审核失败', state: SaleState.refused },
  { label: '已出售', state: SaleState.sold },
];

const TAB_STATES = new Set<number>(LISTING_TABS.flatMap((t) => (t.state === undefined ? [] : [t.state])));

/** The tab's saleState from the URL (`?state=`); anything unknown is 全部. */
export function tabStateParam(raw: string | null): SaleState | undefined {
  if (raw === null || !/^\d{1,2}$/.test(raw)) return undefined;
  const n = Number(raw);
  return TAB_STATES.has(n) ? (n as SaleState) : undefined;
}

const STATE_VIEW: Record<SaleState, { text: string; tone: ListingTone }> = {
  [SaleState.pending]: { text: '审核中', tone: 'warning' },
  [SaleState.listed]: { text: '已上架', tone: 'success' },
  // The live text is 出售中; it sits under the 交易中 tab and a buyer has ordered it, so the tab's word.
  [SaleState.trading]: { text: '交易中', tone: 'info' },
  [SaleState.sold]: { text: '交易成功', tone: 'done' },
  [SaleState.unlisted]: { text: '已下架', tone: 'muted' },
  [SaleState.problem]: { text: '问题账号', tone: 'danger' },
  [SaleState.reclaimed]: { text: '找回账号', tone: 'danger' },
  [SaleState.refused]: { text: '审核失败', tone: 'danger' },
};

/** The saleState as the seller reads it (live texts); — when the answer has none. */
export function listingStateText(state: SaleState | undefined): string {
  return state === undefined || state === null ? '—' : STATE_VIEW[state]?.text ?? '未知状态';
}

export function listingTone(state: SaleState | undefined): ListingTone {
  return STATE_VIEW[state as SaleState]?.tone ?? 'muted';
}

export type ListingAction = 'order' | 'preview' | 'price' | 'withdraw' | 'edit' | 'down' | 'up' | 'resubmit' | 'fix';

/**
 * The row's buttons, in display order. 修改价格 while 审核中 / 已上架 / 已下架; 撤回 while 审核中 (it becomes
 * 已下架, where it can be edited and put up again through a new audit); 编辑 (the consign form with its values,
 * saving sends it to audit again) and 下架 while 已上架; 编辑 and 上架 for 已下架 unless the system took it down
 * after a 竞价回收 deal (recycleDown: no 上架, no 改价, no 编辑); 审核失败 (its reason is on the card) can be
 * resubmitted as it is or 修改后重新提交; a deal (交易中 / 已出售) links to its order and cannot be edited.
 */
export function listingActions(g: Pick<MyListing, 'saleState' | 'recycleDown' | 'orderRecId'>): ListingAction[] {
  const out: ListingAction[] = [];
  if ((g.saleState === SaleState.trading || g.saleState === SaleState.sold) && g.orderRecId !== undefined) out.push('order');
  out.push('preview');
  if ((g.saleState === SaleState.pending || g.saleState === SaleState.listed || g.saleState === SaleState.unlisted) && !g.recycleDown) {
    out.push('price');
  }
  if (g.saleState === SaleState.pending) out.push('withdraw');
  if ((g.saleState === SaleState.listed || g.saleState === SaleState.unlisted) && !g.recycleDown) out.push('edit');
  if (g.saleState === SaleState.listed) out.push('down');
  if (g.saleState === SaleState.unlisted && !g.recycleDown) out.push('up');
  if (g.saleState === SaleState.refused) out.push('resubmit', 'fix');
  return out;
}

/** The line under a row's meta explaining its state ('' when none): 审核失败 shows its reason on the card. */
export function listingNote(g: Pick<MyListing, 'saleState' | 'auditDes' | 'downDes' | 'recycleDown'>): string {
  if (g.saleState === SaleState.refused) return `失败原因：${g.auditDes || '未填写原因，请联系客服了解详情'}`;
  if (g.saleState === SaleState.unlisted) {
    if (g.recycleDown) return `${g.downDes || '已通过竞价回收成交'}，不能重新上架`;
    return g.downDes ? `下架原因：${g.downDes}` : '';
  }
  if ((g.saleState === SaleState.problem || g.saleState === SaleState.reclaimed) && g.auditDes) return g.auditDes;
  return '';
}
