// Texts and tones of valuation / bid-recycle requests, bids and back orders.
import type { BackOrder, BackOrderStatus, BacklistItem, BidRow } from '@/contract/types.ts';
import type { StepState, TimelineStep } from '@/components/StepTimeline.tsx';

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

// ---------- the deal after 接受报价 (back order) ----------
// The live statuses mapped once into what the seller reads (deal page, 竞价中心's rows and tab notes):
//   orderStatus 1 + buyerPayStatus 1 → 等待回收商付款     1 + 2 → 回收商已付款 (客服 will start 验号)
//   2 待审核 → 平台验号中     3 已审核 → 验号通过、换绑中     4 交易成功     5 交易失败

export type DealPhase = 'awaitingPay' | 'paid' | 'verifying' | 'rebinding' | 'done' | 'failed';

export interface DealView extends StatusView {
  /** What the seller does now. */
  next: string;
}

export const DEAL_PHASES: Record<DealPhase, DealView> = {
  awaitingPay: { label: '等待回收商付款', tone: 'warning', next: '回收商付款后平台客服会联系您核对账号，请留意电话和消息。' },
  paid: { label: '回收商已付款', tone: 'info', next: '请配合客服完成验号与换绑，勿修改密码。' },
  verifying: { label: '平台验号中', tone: 'info', next: '平台正在核验账号，请保持账号原状，勿登录或修改密码。' },
  rebinding: { label: '验号通过、换绑中', tone: 'info', next: '请配合客服完成换绑，换绑完成前勿修改密码。' },
  done: { label: '交易成功', tone: 'success', next: '货款由平台核对后线下打款给您，如有疑问请联系客服。' },
  failed: { label: '交易失败', tone: 'danger', next: '交易已关闭，账号仍归您所有，可重新发起竞价回收。' },
};

export function dealPhase(o: Pick<BackOrder, 'orderStatus' | 'buyerPayStatus'>): DealPhase | null {
  switch (o.orderStatus) {
    case 1: return o.buyerPayStatus === 2 ? 'paid' : 'awaitingPay';
    case 2: return 'verifying';
    case 3: return 'rebinding';
    case 4: return 'done';
    case 5: return 'failed';
    default: return null;
  }
}

const UNKNOWN_DEAL: DealView = { label: '未知状态', tone: 'muted', next: '请联系客服了解交易进度。' };

export function dealView(o: Pick<BackOrder, 'orderStatus' | 'buyerPayStatus'>): DealView {
  const phase = dealPhase(o);
  return phase ? DEAL_PHASES[phase] : UNKNOWN_DEAL;
}

export const DEAL_STEPS = ['接受报价', '回收商付款', '平台验号', '换绑', '交易成功'] as const;

/** 接受报价 → 回收商付款 → 平台验号 → 换绑 → 交易成功; a failed deal stops at 回收商付款 (unpaid) or 平台验号 (paid). */
export function dealTimeline(o: Pick<BackOrder, 'orderStatus' | 'buyerPayStatus'>): TimelineStep[] {
  const paid = o.buyerPayStatus === 2;
  const build = (current: number, notes: Record<number, string>, stopped = false): TimelineStep[] => DEAL_STEPS.map((label, i) => {
    const state: StepState = i < current ? 'done' : i > current ? 'todo' : stopped ? 'stopped' : 'current';
    return { label, state, note: notes[i] };
  });
  switch (dealPhase(o)) {
    case 'awaitingPay': return build(1, { 1: '待付款' });
    case 'paid': return build(2, { 1: '已付款', 2: '待验号' });
    case 'verifying': return build(2, { 1: '已付款', 2: '验号中' });
    case 'rebinding': return build(3, { 1: '已付款', 2: '已通过', 3: '换绑中' });
    case 'done': return build(DEAL_STEPS.length, { 1: '已付款' });
    case 'failed': return paid ? build(2, { 1: '已付款', 2: '未通过' }, true) : build(1, { 1: '未付款' }, true);
    default: return build(0, {});
  }
}

/** 竞价中心: one line under the tab strip saying what the chosen tab's state means, in the deal's words. */
export const CENTER_TAB_NOTES: Record<CenterTab, string> = {
  0: '回收商正在报价，接受满意的报价后进入「交易中」。',
  1: `${DEAL_PHASES.awaitingPay.label}，或${DEAL_PHASES.paid.label}、等待平台验号。`,
  2: `${DEAL_PHASES.verifying.label}：回收商已付款，平台正在核验账号。`,
  3: `${DEAL_PHASES.rebinding.label}：请配合客服完成换绑。`,
  4: '交易完成，货款由平台核对后线下打款给您。',
  5: '交易未完成，账号仍归您所有，可重新发起竞价回收。',
};
