// What an order's state means on screen: its status name, the step timeline, and which actions each side
// may take. Pure functions, shared by orderDetail, the order lists and the payment test page.
import type { DeliverInfo, GuaranteeType, Order, OrderStatus, PayOrderBody, PayWay } from '@/contract/types.ts';
import { canPayDeposit } from '@/contract/pricing.ts';
import type { StepState, TimelineStep } from '@/components/StepTimeline.tsx';
import { parseServerTime } from './time.ts';
import type { OrderSide } from '@/api/order.queries.ts';

export type PayType = PayOrderBody['payType'];

export const PAY_WAY_NAMES: Record<PayWay, string> = { 1: '微信支付', 2: '支付宝' };
export const PAY_TYPE_NAMES: Record<PayType, string> = { deposit: '定金', full: '全款', balance: '尾款' };
export const GUARANTEE_NAMES: Record<GuaranteeType, string> = { 1: '找回包赔', 2: '人脸包赔', 3: '不买包赔' };

/** The list tabs: 全部 and one per status, in the order a buyer thinks of them. */
export const ORDER_STATUS_TABS: { label: string; status?: OrderStatus }[] = [
  { label: '全部' },
  { label: '待支付', status: 3 },
  { label: '交易中', status: 4 },
  { label: '交易成功', status: 1 },
  { label: '已取消', status: 2 },
  { label: '已退款', status: 5 },
];

export type StatusTone = 'warning' | 'info' | 'success' | 'muted' | 'danger';

export interface StatusView {
  label: string;
  tone: StatusTone;
  /** One line under the status: what happens next. */
  hint: string;
}

/** Cancelled by reaching its payment deadline rather than by the buyer. */
export function closedByTimeout(order: Pick<Order, 'orderStatus' | 'cancelTime' | 'closeTime'>): boolean {
  if (order.orderStatus !== 2 || !order.cancelTime) return false;
  return parseServerTime(order.cancelTime) >= parseServerTime(order.closeTime);
}

const STEP_HINTS: Record<number, string> = {
  0: '已付款，平台客服即将为您验号',
  1: '平台客服正在验号，核对账号与描述是否一致',
  2: '验号通过，正在换绑手机、邮箱与实名信息',
  3: '换绑完成，请登录账号检查无误后确认收货',
  4: '交易完成',
};

/**
 * The status as shown. `expired` is true when the local countdown of an unpaid order reached zero: the
 * order counts as closed at once, before the server has been asked again.
 */
export function orderStatusView(order: Order, side: OrderSide = 'buy', expired = false): StatusView {
  const buyer = side === 'buy';
  switch (order.orderStatus) {
    case 3:
      // One word for orderStatus 2, as its tab and the live backend say it: 已取消; the hint says why.
      if (expired) return { label: '已取消', tone: 'muted', hint: '订单超时未支付，已自动取消' };
      return { label: '待支付', tone: 'warning', hint: buyer ? '请在支付截止前完成付款，超时订单将自动关闭' : '等待买家付款' };
    case 4:
      if (order.payState === 1) {
        return { label: '交易中', tone: 'info', hint: buyer ? '已支付定金，请尽快支付尾款，付清后平台开始验号' : '买家已付定金，等待买家支付尾款' };
      }
      if (order.step === 3 && order.deliverState === 2) {
        return { label: '交易中', tone: 'info', hint: buyer ? '账号已交付，请登录核对无误后确认收货' : '账号已交付买家，等待买家确认收货' };
      }
      // A backend without delivery fields (the live one): staff hand the account over in the 交易客服 chat.
      if (order.step === 3 && buyer && order.deliverState === undefined) {
        return { label: '交易中', tone: 'info', hint: '换绑完成，请联系客服获取账号，登录核对无误后确认收货' };
      }
      return { label: '交易中', tone: 'info', hint: STEP_HINTS[order.step] ?? STEP_HINTS[1] };
    case 1:
      if (buyer) return { label: '交易成功', tone: 'success', hint: '交易已完成，感谢您的信任' };
      return {
        label: '交易成功', tone: 'success',
        hint: String(order.supllypay) === '1' ? '交易已完成，货款已打款到您的实名收款账户' : '交易已完成，平台核对后线下打款给您',
      };
    case 2:
      return closedByTimeout(order)
        ? { label: '已取消', tone: 'muted', hint: '订单超时未支付，已自动取消，商品已重新上架' }
        : { label: '已取消', tone: 'muted', hint: '订单已取消，商品已重新上架' };
    case 5:
      return { label: '已退款', tone: 'danger', hint: '款项已原路退回，请留意到账通知' };
    default:
      return { label: order.orderStatus == null ? '—' : '未知状态', tone: 'muted', hint: '' };
  }
}

export type { StepState, TimelineStep };

const STEP_LABELS = ['下单', '付款', '验号', '换绑', '完成'] as const;

function build(current: number, notes: Record<number, string> = {}, stoppedAt?: number): TimelineStep[] {
  return STEP_LABELS.map((label, i) => {
    let state: StepState = i < current ? 'done' : i === current ? 'current' : 'todo';
    if (stoppedAt !== undefined) state = i < stoppedAt ? 'done' : i === stoppedAt ? 'stopped' : 'todo';
    return { label, state, note: notes[i] };
  });
}

/** 下单 → 付款 → 验号 → 换绑 → 完成, from orderStatus, step and payState. */
export function orderTimeline(order: Order, expired = false): TimelineStep[] {
  switch (order.orderStatus) {
    case 3:
      return expired ? build(0, { 1: '超时取消' }, 1) : build(1);
    case 4:
      if (order.payState === 1) return build(1, { 1: '待付尾款' });
      // step 1 验号 → node 2, step 2 换绑 → node 3, step 3 待确认收货 → node 4.
      return build(Math.min(4, Math.max(2, order.step + 1)), deliveryNotes(order));
    case 1:
      return build(5);
    case 2:
      return build(0, { 1: closedByTimeout(order) ? '超时取消' : '已取消' }, 1);
    case 5: {
      const at = Math.min(4, Math.max(2, order.step + 1));
      return build(at, { [at]: '已退款' }, at);
    }
    default:
      return build(0);
  }
}

/** The notes of 交易中: 待验号 / 换绑中 / 已交付 from deliverState; without it (live) only 待确认 at the end. */
function deliveryNotes(order: Order): Record<number, string> {
  switch (order.deliverState) {
    case 0: return { 2: '待验号' };
    case 1: return { 3: '换绑中' };
    case 2: return { 4: '已交付' };
    default: return { 4: order.step >= 3 ? '待确认' : '' };
  }
}

export type DeliveryView =
  /** The account as handed over: shown beside 确认收货; `checkOpen` while the 15-minute window lasts. */
  | { kind: 'delivered'; info: DeliverInfo; checkEndTime?: string; checkOpen: boolean; protectEndTime?: string }
  /** The backend sends no delivery (the live one): the buyer gets the account from 客服 with the order number. */
  | { kind: 'contact'; no: string };

/** What the buyer's order shows about the account. `now` in ms, for the check window. */
export function deliveryView(order: Order, side: OrderSide | null, now: number): DeliveryView | null {
  if (side !== 'buy' || order.payState !== 2) return null;
  if (order.deliverInfo && (order.orderStatus === 4 || order.orderStatus === 1)) {
    const end = order.checkEndTime ? parseServerTime(order.checkEndTime) : NaN;
    return {
      kind: 'delivered',
      info: order.deliverInfo,
      // After 交易成功 the check window is history: not shown.
      checkEndTime: order.orderStatus === 4 ? order.checkEndTime : undefined,
      checkOpen: order.orderStatus === 4 && Number.isFinite(end) && now < end,
      protectEndTime: order.protectEndTime,
    };
  }
  if (order.orderStatus === 4 && order.deliverState === undefined && order.deliverInfo === undefined) return { kind: 'contact', no: order.no };
  return null;
}

/** 联系客服 on the order: from 交易中 on (交易中, 交易成功, 已退款) and whenever there is an after-sale. */
export function offersService(order: Pick<Order, 'orderStatus' | 'afterSaleId'>): boolean {
  return order.orderStatus === 4 || order.orderStatus === 1 || order.orderStatus === 5 || order.afterSaleId !== undefined;
}

export interface OrderActions {
  /** 立即支付 (定金 or 全款) and 取消订单 and 我已支付，点击刷新. */
  pay: boolean;
  /** 支付尾款. */
  payBalance: boolean;
  /** 申请售后. */
  afterSale: boolean;
  /** 确认收货. */
  confirm: boolean;
}

export function claimOpen(order: Pick<Order, 'afterSaleId' | 'afterSale'>): boolean {
  return order.afterSale ? order.afterSale.status === '处理中' : order.afterSaleId !== undefined;
}

/** What the viewing side may do. Sellers only look; buyers act on their own order; null (not known yet) does nothing. */
export function orderActions(order: Order, side: OrderSide | null, expired = false): OrderActions {
  const none: OrderActions = { pay: false, payBalance: false, afterSale: false, confirm: false };
  if (side !== 'buy') return none;
  return {
    pay: order.orderStatus === 3 && !expired,
    payBalance: order.orderStatus === 4 && order.payState === 1,
    // One claim at a time: none while one is 处理中 (an afterSaleId without its detail counts as open).
    afterSale: order.payState > 0 && (order.orderStatus === 4 || order.orderStatus === 1) && !claimOpen(order),
    confirm: order.orderStatus === 4 && order.payState === 2 && order.step === 3,
  };
}

/** The payment types offered for an unpaid order (定金 only from ¥200). */
export function payTypesFor(order: Pick<Order, 'salePrice' | 'orderStatus' | 'payState'>): PayType[] {
  if (order.orderStatus === 4 && order.payState === 1) return ['balance'];
  if (order.orderStatus !== 3) return [];
  return canPayDeposit(order.salePrice) ? ['deposit', 'full'] : ['full'];
}
