// What an order's state means on screen: its status name, the step timeline, and which actions each side
// may take. Pure functions, shared by orderDetail, the order lists and the payment test page.
import type { DeliverInfo, Order, PayOrderBody } from '@/contract/types.ts';
import {
  AfterSaleStatus, DeliverState, deliverStateLabel, OrderStatus, orderStatusLabel, OrderStep, PayState, RebindCode, SupplyPay,
} from '@/contract/statuses.ts';
import { canPayDeposit } from '@/contract/pricing.ts';
import type { StepState, TimelineStep } from '@/components/StepTimeline.tsx';
import { parseServerTime } from './time.ts';
import type { OrderSide } from '@/api/order.queries.ts';

export type PayType = PayOrderBody['payType'];

export const PAY_TYPE_NAMES: Record<PayType, string> = { deposit: '定金', full: '全款', balance: '尾款' };

/** The list tabs: 全部 and one per status, in the order a buyer thinks of them. */
export const ORDER_STATUS_TABS: { label: string; status?: OrderStatus }[] = [
  { label: '全部' },
  ...[OrderStatus.unpaid, OrderStatus.trading, OrderStatus.success, OrderStatus.cancelled, OrderStatus.refunded]
    .map((status) => ({ label: orderStatusLabel[status], status })),
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
  if (order.orderStatus !== OrderStatus.cancelled || !order.cancelTime) return false;
  return parseServerTime(order.cancelTime) >= parseServerTime(order.closeTime);
}

const STEP_HINTS: Record<number, string> = {
  [OrderStep.none]: '已付款，平台客服即将为您验号',
  [OrderStep.verify]: '平台客服正在验号，核对账号与描述是否一致',
  [OrderStep.rebind]: '验号通过，正在换绑手机、邮箱与实名信息',
  [OrderStep.receive]: '换绑完成，请登录账号检查无误后确认收货',
  [OrderStep.done]: '交易完成',
};

/**
 * The status as shown. `expired` is true when the local countdown of an unpaid order reached zero: the
 * order counts as closed at once, before the server has been asked again.
 */
export function orderStatusView(order: Order, side: OrderSide = 'buy', expired = false): StatusView {
  const buyer = side === 'buy';
  switch (order.orderStatus) {
    case OrderStatus.unpaid:
      // One word for OrderStatus.cancelled, as its tab and the live backend say it: 已取消; the hint says why.
      if (expired) return { label: '已取消', tone: 'muted', hint: '订单超时未支付，已自动取消' };
      return { label: '待支付', tone: 'warning', hint: buyer ? '请在支付截止前完成付款，超时订单将自动关闭' : '等待买家付款' };
    case OrderStatus.trading:
      if (order.payState === PayState.deposit) {
        return { label: '交易中', tone: 'info', hint: buyer ? '已支付定金，请尽快支付尾款，付清后平台开始验号' : '买家已付定金，等待买家支付尾款' };
      }
      if (order.step === OrderStep.receive && order.deliverState === DeliverState.delivered) {
        return { label: '交易中', tone: 'info', hint: buyer ? '账号已交付，请登录核对无误后确认收货' : '账号已交付买家，等待买家确认收货' };
      }
      // A backend without delivery fields (the live one): staff hand the account over in the 交易客服 chat.
      if (order.step === OrderStep.receive && buyer && order.deliverState === undefined) {
        return { label: '交易中', tone: 'info', hint: '换绑完成，请联系客服获取账号，登录核对无误后确认收货' };
      }
      if (!buyer && order.step === OrderStep.rebind) {
        return { label: '交易中', tone: 'info', hint: order.rebindCodeState === RebindCode.submitted ? '验证码已提交，客服正在完成换绑' : '验号通过，请接收换绑验证码并提交' };
      }
      return { label: '交易中', tone: 'info', hint: STEP_HINTS[order.step] ?? STEP_HINTS[OrderStep.verify] };
    case OrderStatus.success:
      if (buyer) return { label: '交易成功', tone: 'success', hint: '交易已完成，感谢您的信任' };
      return {
        label: '交易成功', tone: 'success',
        hint: order.afterSale?.status === AfterSaleStatus.open
          ? (String(order.supllypay) === SupplyPay.paid ? '买家申请了售后，客服核实中；售后成立时，已打款的货款需退回平台' : '买家申请了售后，处理完成前暂缓打款')
          : String(order.supllypay) === SupplyPay.paid ? '交易已完成，货款已打款到您的实名收款账户' : '交易已完成，平台核对后线下打款给您',
      };
    case OrderStatus.cancelled:
      return closedByTimeout(order)
        ? { label: '已取消', tone: 'muted', hint: '订单超时未支付，已自动取消，商品已重新上架' }
        : { label: '已取消', tone: 'muted', hint: '订单已取消，商品已重新上架' };
    case OrderStatus.refunded:
      if (buyer) return { label: '已退款', tone: 'danger', hint: '款项已原路退回，请留意到账通知' };
      // The seller's story (docs/product.md, "After 交易成功"): paid out → to be returned; not yet → stopped.
      return {
        label: '已退款', tone: 'danger',
        hint: String(order.supllypay) === SupplyPay.paid ? '买家售后成立，平台已退款给买家，已打款的货款需退回平台'
          : '买家售后成立，平台已退款给买家，本单货款不再打款',
      };
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
    case OrderStatus.unpaid:
      return expired ? build(0, { 1: '超时取消' }, 1) : build(1);
    case OrderStatus.trading:
      if (order.payState === PayState.deposit) return build(1, { 1: '待付尾款' });
      // step 1 验号 → node 2, step 2 换绑 → node 3, step 3 待确认收货 → node 4.
      return build(Math.min(4, Math.max(2, order.step + 1)), deliveryNotes(order));
    case OrderStatus.success:
      return build(5);
    case OrderStatus.cancelled:
      return build(0, { 1: closedByTimeout(order) ? '超时取消' : '已取消' }, 1);
    case OrderStatus.refunded: {
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
    case DeliverState.verifying: return { 2: deliverStateLabel[order.deliverState] };
    case DeliverState.rebinding: return { 3: deliverStateLabel[order.deliverState] };
    case DeliverState.delivered: return { 4: deliverStateLabel[order.deliverState] };
    default: return { 4: order.step >= OrderStep.receive ? '待确认' : '' };
  }
}

export type DeliveryView =
  /** The account as handed over: shown beside 确认收货; `checkOpen` while the 15-minute window lasts. */
  | { kind: 'delivered'; info: DeliverInfo; checkEndTime?: string; checkOpen: boolean; protectEndTime?: string }
  /** The backend sends no delivery (the live one): the buyer gets the account from 客服 with the order number. */
  | { kind: 'contact'; no: string };

/** What the buyer's order shows about the account. `now` in ms, for the check window. */
export function deliveryView(order: Order, side: OrderSide | null, now: number): DeliveryView | null {
  if (side !== 'buy' || order.payState !== PayState.full) return null;
  if (order.deliverInfo && (order.orderStatus === OrderStatus.trading || order.orderStatus === OrderStatus.success)) {
    const end = order.checkEndTime ? parseServerTime(order.checkEndTime) : NaN;
    return {
      kind: 'delivered',
      info: order.deliverInfo,
      // After 交易成功 the check window is history: not shown.
      checkEndTime: order.orderStatus === OrderStatus.trading ? order.checkEndTime : undefined,
      checkOpen: order.orderStatus === OrderStatus.trading && Number.isFinite(end) && now < end,
      protectEndTime: order.protectEndTime,
    };
  }
  if (order.orderStatus === OrderStatus.trading && order.deliverState === undefined && order.deliverInfo === undefined) return { kind: 'contact', no: order.no };
  return null;
}

/** 联系客服 on the order: from 交易中 on (交易中, 交易成功, 已退款) and whenever there is an after-sale. */
export function offersService(order: Pick<Order, 'orderStatus' | 'afterSaleId'>): boolean {
  return order.orderStatus === OrderStatus.trading || order.orderStatus === OrderStatus.success || order.orderStatus === OrderStatus.refunded
    || order.afterSaleId !== undefined;
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
  return order.afterSale ? order.afterSale.status === AfterSaleStatus.open : order.afterSaleId !== undefined;
}

/** A claim known to be 处理中 (its detail came with the order: the detail, and the mock's lists). What is said of the
 *  money and shown as 售后处理中 needs this; a backend whose lists carry no claim shows no claim state there. */
export function claimInProgress(order: Pick<Order, 'afterSale'>): boolean {
  return order.afterSale?.status === AfterSaleStatus.open;
}

/** What the viewing side may do. Sellers only look; buyers act on their own order; null (not known yet) does nothing. */
export function orderActions(order: Order, side: OrderSide | null, expired = false): OrderActions {
  const none: OrderActions = { pay: false, payBalance: false, afterSale: false, confirm: false };
  if (side !== 'buy') return none;
  return {
    pay: order.orderStatus === OrderStatus.unpaid && !expired,
    payBalance: order.orderStatus === OrderStatus.trading && order.payState === PayState.deposit,
    // One claim at a time: none while one is 处理中 (an afterSaleId without its detail counts as open).
    afterSale: order.payState > PayState.unpaid && (order.orderStatus === OrderStatus.trading || order.orderStatus === OrderStatus.success)
      && !claimOpen(order),
    confirm: order.orderStatus === OrderStatus.trading && order.payState === PayState.full && order.step === OrderStep.receive,
  };
}

/** The payment types offered for an unpaid order (定金 only from ¥200). */
export function payTypesFor(order: Pick<Order, 'salePrice' | 'orderStatus' | 'payState'>): PayType[] {
  if (order.orderStatus === OrderStatus.trading && order.payState === PayState.deposit) return ['balance'];
  if (order.orderStatus !== OrderStatus.unpaid) return [];
  return canPayDeposit(order.salePrice) ? ['deposit', 'full'] : ['full'];
}
