// The status codes of orders (Order), payment, delivery and payout, by name with their labels.
// The app imports them from the one door, src/contract/statuses.ts, which says how a status is written.
import type { Code, Labels } from '../common/codes.ts';

/** An order's 订单状态 (`orderStatus`). */
export const OrderStatus = {
  /** 交易成功: received by the buyer (确认收货), or delivered and not disputed. */
  success: 1,
  /** 已取消: unpaid and cancelled or closed at its deadline. */
  cancelled: 2,
  /** 待支付. */
  unpaid: 3,
  /** 交易中: paid; `step` and `deliverState` say where the handover is. */
  trading: 4,
  /** 已退款. */
  refunded: 5,
} as const;
export type OrderStatus = Code<typeof OrderStatus>;
export const orderStatusLabel: Labels<OrderStatus> = { 1: '交易成功', 2: '已取消', 3: '待支付', 4: '交易中', 5: '已退款' };

/** The buyer's 包赔 choice (`guaranteeType`, the buyer's answers only). */
export const GuaranteeType = {
  /** 找回包赔: the platform pays if the original owner reclaims the account. */
  reclaim: 1,
  /** 人脸包赔: the platform pays if a face check (人脸验证) keeps the buyer from logging in or 换绑. */
  face: 2,
  /** 不买包赔. */
  none: 3,
} as const;
export type GuaranteeType = Code<typeof GuaranteeType>;
export const guaranteeTypeLabel: Labels<GuaranteeType> = { 1: '找回包赔', 2: '人脸包赔', 3: '不买包赔' };

/** The step inside 交易中 (`step`). */
export const OrderStep = {
  /** Not paid yet. */
  none: 0,
  /** 验号: the platform checks the account. */
  verify: 1,
  /** 换绑: the account is bound to the buyer. */
  rebind: 2,
  /** 待确认收货: delivered, waiting for the buyer's 确认收货. */
  receive: 3,
  /** 完成. */
  done: 4,
} as const;
export type OrderStep = Code<typeof OrderStep>;
export const orderStepLabel: Labels<OrderStep> = { 0: '未开始', 1: '验号', 2: '换绑', 3: '待确认收货', 4: '完成' };

/** What the buyer has paid (`payState`). */
export const PayState = {
  unpaid: 0,
  /** 已付定金: the balance (尾款) is still due. */
  deposit: 1,
  /** 已付全款. */
  full: 2,
} as const;
export type PayState = Code<typeof PayState>;
export const payStateLabel: Labels<PayState> = { 0: '未付款', 1: '已付定金', 2: '已付全款' };

/** How the buyer pays (`payWay`). */
export const PayWay = {
  /** 微信支付: a QR code to scan. */
  wechat: 1,
  /** 支付宝: its cashier page. */
  alipay: 2,
} as const;
export type PayWay = Code<typeof PayWay>;
export const payWayLabel: Labels<PayWay> = { 1: '微信支付', 2: '支付宝' };

/** The handover inside 交易中 (`deliverState`, extension). */
export const DeliverState = {
  /** 待验号. */
  verifying: 0,
  /** 换绑中. */
  rebinding: 1,
  /** 已交付: the buyer has the account and its new password. */
  delivered: 2,
} as const;
export type DeliverState = Code<typeof DeliverState>;
export const deliverStateLabel: Labels<DeliverState> = { 0: '待验号', 1: '换绑中', 2: '已交付' };

/**
 * The seller's part in 换绑 (`rebindCodeState`, extension, the seller's answers only): at 换绑中 the platform
 * waits for the verification code the seller receives when staff bind the account to the buyer.
 */
export const RebindCode = {
  /** 待提交: the seller must log in, receive the code and submit it on the order page. */
  needed: 1,
  /** 已提交: staff are finishing 换绑 with it. */
  submitted: 2,
} as const;
export type RebindCode = Code<typeof RebindCode>;
export const rebindCodeLabel: Labels<RebindCode> = { 1: '待提交验证码', 2: '已提交验证码' };

/** What a 验号 report lists as bound to the account (`VerifyReport.bindings[].type`, extension). */
export const BindingType = {
  phone: 1,
  email: 2,
  /** A third-party login: QQ, 微信, Apple ID… (`name` says which). */
  thirdParty: 3,
} as const;
export type BindingType = Code<typeof BindingType>;
export const bindingTypeLabel: Labels<BindingType> = { 1: '手机', 2: '邮箱', 3: '第三方' };

/**
 * The game account's own 实名 as staff found it at 验号 (`VerifyReport.realNameState`, extension), in the trade's
 * words: 可二次实名 = the game lets it be changed, so 换绑 moves it to the buyer; 不可二次实名 = it stays the original
 * owner's (the risk 人脸包赔 covers). A listing's 实名情况 attribute says the same, and the report agrees with it.
 */
export const AccountRealName = {
  /** 未实名: 换绑 puts the buyer's 实名 on it. */
  none: 0,
  /** 已实名，可二次实名. */
  changeable: 1,
  /** 已实名，不可二次实名. */
  locked: 2,
} as const;
export type AccountRealName = Code<typeof AccountRealName>;
export const accountRealNameLabel: Labels<AccountRealName> = { 0: '未实名', 1: '已实名，可二次实名', 2: '已实名，不可二次实名' };

/** The payout to the seller once the deal is complete (`supllypay`, live strings). */
export const SupplyPay = {
  /** 已打款. */
  paid: '1',
  /** 待打款. */
  pending: '2',
} as const;
export type SupplyPay = Code<typeof SupplyPay>;
export const supplyPayLabel: Labels<SupplyPay> = { 1: '已打款', 2: '待打款' };

/** An after-sales request's 处理状态 (`AfterSale.status`: the live backend sends the words themselves). */
export const AfterSaleStatus = {
  open: '处理中',
  resolved: '已解决',
  rejected: '已驳回',
} as const;
export type AfterSaleStatus = Code<typeof AfterSaleStatus>;
