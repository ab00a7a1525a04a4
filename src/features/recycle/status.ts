// Texts and tones of valuation / bid-recycle requests, bids and back orders.
import type { BackOrder, BacklistItem, BidRecycleMode, BidRow } from '@/contract/types.ts';
import {
  BacklistStatus, BackOrderStatus, backOrderStatusLabel, BidStatus, BuyerPayStatus, SaleMode, SupplyPay,
} from '@/contract/statuses.ts';
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
    case BacklistStatus.open: return { label: '待估价', tone: 'warning' };
    case BacklistStatus.done: return { label: '已估价', tone: 'success' };
    case BacklistStatus.cancelled: return { label: '已取消', tone: 'muted' };
    case BacklistStatus.refused: return { label: '已拒绝', tone: 'danger' };
    default: return { label: '处理中', tone: 'info' };
  }
}

/** A bid-recycle request: 报价中, 已接受报价, 已完成, 已取消, 已拒绝. */
export function requestStatus(status: number): StatusView {
  switch (status) {
    case BacklistStatus.open: return { label: '报价中', tone: 'warning' };
    case BacklistStatus.accepted: return { label: '已接受报价', tone: 'info' };
    case BacklistStatus.done: return { label: '已完成', tone: 'success' };
    case BacklistStatus.cancelled: return { label: '已取消', tone: 'muted' };
    case BacklistStatus.refused: return { label: '已拒绝', tone: 'danger' };
    default: return { label: '未知状态', tone: 'muted' };
  }
}

/** A bid: 待处理, 已接受, 已拒绝, 已完成, 已失效 (accepted, but its merchant did not pay in time). */
export function bidStatus(status: BidRow['status'] | number): StatusView {
  switch (status) {
    case BidStatus.open: return { label: '待处理', tone: 'warning' };
    case BidStatus.accepted: return { label: '已接受', tone: 'success' };
    case BidStatus.refused: return { label: '已拒绝', tone: 'muted' };
    case BidStatus.done: return { label: '已完成', tone: 'success' };
    case BidStatus.lapsed: return { label: '已失效', tone: 'muted' };
    default: return { label: '未知状态', tone: 'muted' };
  }
}

/** 竞价中心's tabs: the first (报价中) reads my requests still open, the others the deals by BackOrderStatus. */
export type CenterTab = typeof BacklistStatus.open | BackOrderStatus;

/** In the order of their values (0–5), so a tab's value is its index. */
export const CENTER_TABS: readonly { value: CenterTab; label: string }[] = [
  { value: BacklistStatus.open, label: '报价中' },
  ...[BackOrderStatus.trading, BackOrderStatus.checking, BackOrderStatus.checked, BackOrderStatus.success, BackOrderStatus.failed]
    .map((value) => ({ value, label: backOrderStatusLabel[value] })),
];

export function backOrderStatus(status: number): StatusView {
  switch (status) {
    case BackOrderStatus.trading: return { label: '交易中', tone: 'info' };
    case BackOrderStatus.checking: return { label: '待审核', tone: 'warning' };
    case BackOrderStatus.checked: return { label: '已审核', tone: 'info' };
    case BackOrderStatus.success: return { label: '交易成功', tone: 'success' };
    case BackOrderStatus.failed: return { label: '交易失败', tone: 'danger' };
    default: return { label: '未知状态', tone: 'muted' };
  }
}

/** ?tab= of 竞价中心: one of the tabs' values, anything else the first (报价中). */
export function parseCenterTab(value: string | null | undefined): CenterTab {
  const n = Number(value);
  return CENTER_TABS.find((t) => t.value === n)?.value ?? BacklistStatus.open;
}

/** 竞价回收+官方代售 or 只代售 (`inType`). */
export const SALE_MODES: readonly { value: BidRecycleMode; label: string; explain: string }[] = [
  {
    value: SaleMode.bidAndConsign,
    label: '竞价回收+官方代售',
    explain: '提交后回收商在线报价，您可随时接受满意的报价，平台担保交易、验号后打款；同时账号在平台官方代售，先成交的一方为准，另一方自动取消。',
  },
  {
    value: SaleMode.consignOnly,
    label: '只代售',
    explain: '不接受回收商报价，账号只在平台官方代售，按您的期望价格挂售，买家购买后平台验号换绑、确认收货后结算货款。',
  },
];

export const TONE_PALETTE: Record<Tone, string> = { warning: 'orange', info: 'blue', success: 'green', muted: 'gray', danger: 'red' };

// ---------- the deal after 接受报价 (back order) ----------
// The live statuses mapped once into what the seller reads (deal page, 竞价中心's rows and tab notes):
//   BackOrderStatus.trading + BuyerPayStatus.unpaid → 等待回收商付款,  + BuyerPayStatus.paid → 回收商已付款 (客服 will
//   start 验号); checking 待审核 → 平台验号中; checked 已审核 → 验号通过、换绑中; success 交易成功; failed 交易失败.

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
    case BackOrderStatus.trading: return o.buyerPayStatus === BuyerPayStatus.paid ? 'paid' : 'awaitingPay';
    case BackOrderStatus.checking: return 'verifying';
    case BackOrderStatus.checked: return 'rebinding';
    case BackOrderStatus.success: return 'done';
    case BackOrderStatus.failed: return 'failed';
    default: return null;
  }
}

const UNKNOWN_DEAL: DealView = { label: '未知状态', tone: 'muted', next: '请联系客服了解交易进度。' };

/** 交易成功 and paid out (extension supllypay): the line says the money went, not that it will. */
const DEAL_PAID_OUT: DealView = { ...DEAL_PHASES.done, next: '货款已打款到您的收款账户，请注意查收；如有疑问请联系客服。' };

export function dealView(o: Pick<BackOrder, 'orderStatus' | 'buyerPayStatus'> & { supllypay?: BackOrder['supllypay'] }): DealView {
  const phase = dealPhase(o);
  if (phase === 'done' && String(o.supllypay) === SupplyPay.paid) return DEAL_PAID_OUT;
  return phase ? DEAL_PHASES[phase] : UNKNOWN_DEAL;
}

export const DEAL_STEPS = ['接受报价', '回收商付款', '平台验号', '换绑', '交易成功'] as const;

/** 接受报价 → 回收商付款 → 平台验号 → 换绑 → 交易成功; a failed deal stops at 回收商付款 (unpaid) or 平台验号 (paid). */
export function dealTimeline(o: Pick<BackOrder, 'orderStatus' | 'buyerPayStatus'>): TimelineStep[] {
  const paid = o.buyerPayStatus === BuyerPayStatus.paid;
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
  [BacklistStatus.open]: '回收商正在报价，接受满意的报价后进入「交易中」。',
  [BackOrderStatus.trading]: `${DEAL_PHASES.awaitingPay.label}，或${DEAL_PHASES.paid.label}、等待平台验号。`,
  [BackOrderStatus.checking]: `${DEAL_PHASES.verifying.label}：回收商已付款，平台正在核验账号。`,
  [BackOrderStatus.checked]: `${DEAL_PHASES.rebinding.label}：请配合客服完成换绑。`,
  [BackOrderStatus.success]: '交易完成，货款由平台核对后线下打款给您。',
  [BackOrderStatus.failed]: '交易未完成，账号仍归您所有，可重新发起竞价回收。',
};
