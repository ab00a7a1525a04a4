// The status codes of the wire, each named once with its Chinese label: `o.orderStatus === OrderStatus.trading`
// reads where `o.orderStatus === 4` did not. Both sides of the wire (src/, mock-server/, fixtures/) compare against
// these names; the numbers themselves appear only here and in the fixtures' seeded data.
//
// Each status is a plain `as const` object (the codes by name) and, beside it, its labels by code: the labels a
// screen shows only where it has no wording of its own (a screen may say more, e.g. 待付尾款 for a deposit paid).
// The codes are the live backend's (docs/api.md); the fields marked extension are ours.

/** The code type of a status object: `OrderStatus` is `1 | 2 | 3 | 4 | 5`. */
export type Code<T> = T[keyof T];

type Labels<C extends string | number> = { readonly [K in C]: string };

// ---------- games (Game.type, Goods.gameType) ----------

/** A game's 游戏类型 (`Game.type`, `Goods.gameType`): its accounts' 区服 are 系统/运营商 (手游) or 大区/服务器 (端游). */
export const GameType = {
  /** 手游. */
  mobile: 0,
  /** 端游. */
  pc: 1,
} as const;
export type GameType = Code<typeof GameType>;
export const gameTypeLabel: Labels<GameType> = { 0: '手游', 1: '端游' };

// ---------- goods (Goods.saleState) ----------

/** A goods' 商品状态 (`saleState`). */
export const SaleState = {
  /** 待审核: submitted, waiting for the platform's audit. */
  pending: 0,
  /** 已上架: buyers can see and buy it. */
  listed: 1,
  /** 交易中: an order for it is open. */
  trading: 2,
  /** 已出售. */
  sold: 3,
  /** 已下架: withdrawn by the seller (or the platform). */
  unlisted: 4,
  /** 问题账号. */
  problem: 5,
  /** 找回账号: reclaimed by its original owner. */
  reclaimed: 6,
  /** 审核失败: refused at audit, with a reason. */
  refused: 99,
} as const;
export type SaleState = Code<typeof SaleState>;
export const saleStateLabel: Labels<SaleState> = {
  0: '待审核', 1: '已上架', 2: '交易中', 3: '已出售', 4: '已下架', 5: '问题账号', 6: '找回账号', 99: '审核失败',
};

/**
 * Who took a screenshot (`GoodsImage.shotType`, extension): 官方截图 the platform's staff (a 自营 account, or 验号),
 * 自主截图 the seller, who uploaded it. Buyers trust the first more; the leaders mark both.
 */
export const ShotType = {
  official: 1,
  seller: 2,
} as const;
export type ShotType = Code<typeof ShotType>;
export const shotTypeLabel: Labels<ShotType> = { 1: '官方截图', 2: '自主截图' };

/** Who sells a goods (`Goods.accountType`): the platform itself, or a seller through it. */
export const AccountType = {
  /** 自营: the platform's own account. */
  own: 1,
  /** 官方代售: a seller's account, sold by the platform (代售). */
  consignment: 2,
} as const;
export type AccountType = Code<typeof AccountType>;
export const accountTypeLabel: Labels<AccountType> = { 1: '自营', 2: '官方代售' };

/** The 包赔 a goods offers (`Goods.isGuarantee`); an order's choice is its `GuaranteeType`. */
export const GuaranteeFlag = {
  /** 无包赔: the buyer cannot buy any. */
  none: 0,
  /** 可买包赔: at checkout, for a fee. */
  paid: 1,
  /** 免费包赔: included in the price. */
  free: 2,
} as const;
export type GuaranteeFlag = Code<typeof GuaranteeFlag>;
export const guaranteeFlagLabel: Labels<GuaranteeFlag> = { 0: '无包赔', 1: '可买包赔', 2: '免费包赔' };

/** Where a seller's account comes from (`accountSource`, the 发布 body). */
export const AccountSource = {
  /** 自己注册. */
  self: 1,
  /** 他人注册. */
  other: 2,
} as const;
export type AccountSource = Code<typeof AccountSource>;
export const accountSourceLabel: Labels<AccountSource> = { 1: '自己注册', 2: '他人注册' };

// ---------- orders (Order) ----------

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

/** Where the seller's payouts go (`PayoutAccount.type`, extension). */
export const PayoutAccountType = {
  alipay: 1,
  bank: 2,
} as const;
export type PayoutAccountType = Code<typeof PayoutAccountType>;
export const payoutAccountTypeLabel: Labels<PayoutAccountType> = { 1: '支付宝', 2: '银行卡' };

/** An after-sales request's 处理状态 (`AfterSale.status`: the live backend sends the words themselves). */
export const AfterSaleStatus = {
  open: '处理中',
  resolved: '已解决',
  rejected: '已驳回',
} as const;
export type AfterSaleStatus = Code<typeof AfterSaleStatus>;

// ---------- valuation and bid recycling (Backlist, Bid, BackOrder) ----------

/** A valuation or bid-recycle request's status (`Backlist.status`). */
export const BacklistStatus = {
  /** 待报价 (估价: 估价中). */
  open: 0,
  /** 已接受报价: its deal (back order) is running. */
  accepted: 2,
  /** 已完成 (估价: the result is there). */
  done: 3,
  /** 已取消. */
  cancelled: 4,
  /** 已拒绝. */
  refused: 5,
} as const;
export type BacklistStatus = Code<typeof BacklistStatus>;
export const backlistStatusLabel: Labels<BacklistStatus> = { 0: '待报价', 2: '已接受报价', 3: '已完成', 4: '已取消', 5: '已拒绝' };

/** A merchant's bid (报价) status (`Bid.status`, `BidRow.status`). */
export const BidStatus = {
  open: 0,
  accepted: 1,
  refused: 2,
  /** 已完成: its deal succeeded. */
  done: 3,
  /** 已失效 (extension): accepted, but the merchant did not pay in time; the request is 报价中 again. */
  lapsed: 4,
} as const;
export type BidStatus = Code<typeof BidStatus>;
export const bidStatusLabel: Labels<BidStatus> = { 0: '待处理', 1: '已接受', 2: '已拒绝', 3: '已完成', 4: '已失效' };

/** A deal with a merchant after an accepted bid (`BackOrder.orderStatus`, 竞价中心's tabs). */
export const BackOrderStatus = {
  /** 交易中: waiting for the merchant's payment, then for the platform's check. */
  trading: 1,
  /** 待审核: the platform checks the account. */
  checking: 2,
  /** 已审核: checked, 换绑 with the merchant. */
  checked: 3,
  /** 交易成功. */
  success: 4,
  /** 交易失败. */
  failed: 5,
} as const;
export type BackOrderStatus = Code<typeof BackOrderStatus>;
export const backOrderStatusLabel: Labels<BackOrderStatus> = { 1: '交易中', 2: '待审核', 3: '已审核', 4: '交易成功', 5: '交易失败' };

/** Whether the merchant has paid the platform (`BackOrder.buyerPayStatus`). */
export const BuyerPayStatus = {
  unpaid: 1,
  paid: 2,
} as const;
export type BuyerPayStatus = Code<typeof BuyerPayStatus>;
export const buyerPayStatusLabel: Labels<BuyerPayStatus> = { 1: '等待回收商付款', 2: '回收商已付款' };

/**
 * A bid-recycle request's 出售模式 (`inType`: the 竞价回收 body, `Backlist.inType`); a plain 估价 has none. `none` is
 * only a value of allList's `inType` filter: the plain valuations.
 */
export const SaleMode = {
  none: 0,
  /** 竞价回收+官方代售. */
  bidAndConsign: 1,
  /** 只代售. */
  consignOnly: 2,
} as const;
export type SaleMode = Code<typeof SaleMode>;

// ---------- people and what they send ----------

/** A 商户入驻 application's audit (`MerchantApplication.auditState`). */
export const MerchantAudit = {
  pending: 0,
  approved: 1,
  rejected: 2,
} as const;
export type MerchantAudit = Code<typeof MerchantAudit>;
export const merchantAuditLabel: Labels<MerchantAudit> = { 0: '待审核', 1: '已通过', 2: '已驳回' };

/** 实名认证 (`User.realNameStatus`). */
export const RealNameStatus = {
  unverified: 0,
  verified: 1,
} as const;
export type RealNameStatus = Code<typeof RealNameStatus>;
export const realNameStatusLabel: Labels<RealNameStatus> = { 0: '未实名', 1: '已实名' };

/** A message's 已读 state (`Message.readState`). */
export const ReadState = {
  unread: 1,
  read: 2,
} as const;
export type ReadState = Code<typeof ReadState>;
export const readStateLabel: Labels<ReadState> = { 1: '未读', 2: '已读' };

/** A feedback's (投诉建议 / 意见反馈) state (`Problem.status`: the words themselves on the wire). */
export const ProblemStatus = {
  open: '待处理',
  replied: '已回复',
} as const;
export type ProblemStatus = Code<typeof ProblemStatus>;

/** What a 主播 row is (`Zhubo.type`): a partner streamer, or a banner of the home page's carousel. */
export const ZhuboType = {
  /** 主播. */
  streamer: 1,
  /** 轮播图. */
  banner: 2,
} as const;
export type ZhuboType = Code<typeof ZhuboType>;
export const zhuboTypeLabel: Labels<ZhuboType> = { 1: '主播', 2: '轮播图' };

// ---------- the mock's request journal (mock mode only) ----------

/** The HTTP status the mock's journal gives a call whose connection was dropped before an answer (JournalEntry.status). */
export const DROPPED_CALL = 0;
