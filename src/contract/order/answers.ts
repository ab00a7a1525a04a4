// Answer schemas: orders, payment, delivery and 售后 (common/answers.ts says how a schema is written and used).
import { z } from 'zod';
import { AccountRealName, accountRealNameLabel, AfterSaleStatus, BindingType, bindingTypeLabel, DeliverState, deliverStateLabel, OrderStatus, orderStatusLabel, OrderStep, orderStepLabel, PayState, payStateLabel, PayWay, payWayLabel, RebindCode, rebindCodeLabel, SupplyPay, supplyPayLabel } from '../statuses.ts';
import { type Answer, extension, laterTime, named, recordId, statusOf, time, yuan } from '../common/answerFields.ts';
import { goodsImageSchema } from '../goods/answers.ts';

export const afterSaleSchema = named('AfterSale', z.looseObject({
  id: recordId(),
  orderId: recordId(),
  type: z.enum(['找回', '描述不符', '其他']),
  reason: z.string(),
  images: z.array(z.string()),
  status: statusOf(AfterSaleStatus),
  reply: z.string().optional(),
  createTime: time('申请时间'),
  /** Extension: when the platform answered. */
  replyTime: extension(time('平台处理时间（已解决 / 已驳回时）')),
}));

export type AfterSale = Answer<typeof afterSaleSchema>;

export type AfterSaleType = AfterSale['type'];

export const deliverInfoSchema = named('DeliverInfo', z.looseObject({
  /** Login name. */
  account: z.string().meta({ description: '游戏账号（登录名）' }),
  /** The new password set at 换绑. */
  password: z.string().meta({ description: '换绑后的新密码' }),
  /** The phone the account is now bound to (masked). */
  bindPhone: z.string().meta({ description: '换绑后绑定的手机（打码）' }),
  remark: z.string(),
  deliverTime: time('交付时间'),
}));

/** The account as handed to the buyer at 换绑 (extension). */
export type DeliverInfo = Answer<typeof deliverInfoSchema>;

export const verifyReportSchema = named('VerifyReport', z.looseObject({
  checkTime: time('验号时间'),
  inspector: z.string().meta({ description: '验号的交易客服' }),
  /** What was bound when staff logged in (the seller's): 换绑 then moves each to the buyer. */
  bindings: z.array(z.looseObject({
    type: statusOf(BindingType, bindingTypeLabel, '绑定项'),
    name: z.string().meta({ description: '绑定项名称，如 手机、邮箱、QQ、微信' }),
    bound: z.boolean().meta({ description: '验号时是否已绑定' }),
    detail: z.string().meta({ description: '已打码的绑定内容（如 139****1234），未绑定时为空串' }),
  })).meta({ description: '验号时账号的绑定情况（换绑时改为买家的）：每项 {type 1 手机 / 2 邮箱 / 3 第三方, name, bound 是否已绑定, detail 打码的内容}' }),
  realNameState: statusOf(AccountRealName, accountRealNameLabel, '游戏账号的实名情况'),
  /** The listing's key attributes, each as the listing says and as staff found it in the game. */
  attributes: z.array(z.looseObject({
    name: z.string().meta({ description: '属性名' }),
    listed: z.string().meta({ description: '商品描述的值' }),
    checked: z.string().meta({ description: '验号看到的值' }),
    match: z.boolean().meta({ description: '两者一致' }),
  })).meta({ description: '关键属性与商品描述的核对：每项 {name, listed 商品描述的值, checked 验号看到的值, match 是否一致}' }),
  screenshots: z.array(goodsImageSchema).meta({ description: '验号截图（shotType 1 官方截图：验号时客服截取；2 自主截图：卖家发布时上传）' }),
  summary: z.string().meta({ description: '验号结论' }),
}));

/** The 验号 report (extension): what staff checked before the account moved on to 换绑. */
export type VerifyReport = Answer<typeof verifyReportSchema>;

export const orderSchema = z.looseObject({
  orderId: recordId(),
  no: z.string().meta({ description: '订单号' }),
  buyerId: recordId(),
  sellerId: recordId(),
  goodsId: recordId(),
  titleImg: z.string(),
  des: z.string(),
  title: z.string(),
  qufu: z.string().meta({ description: '区服文字' }),
  gameName: z.string(),
  goodsAmount: yuan('商品金额'),
  guaranteeType: z.literal([1, 2, 3]).meta({ description: '1 找回包赔，2 人脸包赔，3 不买包赔；仅买家的回答' }),
  guaranteeAmount: yuan('包赔费；仅买家的回答'),
  serviceAmount: yuan('服务费；仅买家的回答'),
  /** Total to pay. */
  salePrice: yuan('应付总额；仅买家的回答'),
  paidAmount: yuan('已付；仅买家的回答'),
  refundAmount: yuan('已退款；仅买家的回答'),
  /** Deposit chosen at payment time (0 when paying in full). */
  depositAmount: yuan('定金（全款支付时为 0）；仅买家的回答'),
  payWay: statusOf(PayWay, payWayLabel, '支付方式（仅买家的回答）').optional(),
  payState: statusOf(PayState, payStateLabel),
  orderStatus: statusOf(OrderStatus, orderStatusLabel),
  step: statusOf(OrderStep, orderStepLabel, '交易中的步骤'),
  createTime: time('下单时间'),
  /** Payment deadline (server time). */
  closeTime: time('支付截止时间'),
  payEndTime: laterTime('支付时间').optional(),
  finishTime: laterTime('完成时间').optional(),
  cancelTime: laterTime('取消时间').optional(),
  /** Server clock when the answer was made, for the countdown's offset. */
  serverTime: laterTime('服务器当前时间，用于倒计时').optional(),
  /** Whether an after-sales request exists: its id. */
  afterSaleId: recordId().optional().meta({ description: '有售后申请时为其编号' }),
  /** The latest after-sales request, on the detail answer. */
  afterSale: afterSaleSchema.optional().meta({ description: '最近一次售后申请（订单详情；列表中为扩展：实网列表不带，此时列表不显示售后状态）' }),
  /** The game account's login name, copied from the goods (live field). */
  account: z.string().optional().meta({ description: '游戏账号（登录名，下单时从商品复制）' }),
  /** The seller's price, 成交价 (live `suplyprice`; the seller's answers only in the mock). */
  suplyprice: yuan('卖家成交价（卖家标价）；仅卖家的回答').optional(),
  /** What the seller receives after the fee, 到手 (live). */
  supplyDiscountPrice: yuan('卖家到手（成交价减手续费）；仅卖家的回答').optional(),
  /** Payout to the seller (live strings): "1" 已打款, "2" 待打款; set once the deal is complete. */
  supllypay: statusOf(SupplyPay, supplyPayLabel, '给卖家打款（交易成功后）').optional(),
  /** Extension: when the platform paid the seller. */
  payoutTime: extension(time('给卖家打款的时间')),
  /** Extension: delivery inside 交易中 — 0 待验号, 1 换绑中, 2 已交付. */
  deliverState: extension(statusOf(DeliverState, deliverStateLabel, '交易中的交付')),
  /** Extension: the account handed over at 换绑 (the buyer's own detail only). */
  deliverInfo: extension(deliverInfoSchema, '交付的账号（仅买家本人的订单详情；已交付后）'),
  /** Extension: end of the 15-minute window to report a mismatch after delivery. */
  checkEndTime: extension(time('核对截止：交付后 15 分钟内发现问题立即联系客服')),
  /** Extension: end of the 包赔 term (找回包赔 / 人脸包赔 orders), 365 days after delivery. */
  protectEndTime: extension(time('包赔有效期截止（找回包赔 / 人脸包赔订单，交付后 365 天）')),
  /** Extension: where the payout went, masked (the seller's answers only, once 已打款). */
  payoutTo: extension(z.string(), '打款去向，如「支付宝 ***1234」（仅卖家的回答，已打款后）'),
  /** Extension: the 验号 report, made when the order passed 验号 (the buyer's own detail only). */
  verifyReport: extension(verifyReportSchema, '验号报告（仅买家本人的订单详情；验号通过后）'),
  /** Extension: the seller's part in 换绑 — 1 待提交验证码, 2 已提交 (the seller's answers only, while 换绑中). */
  rebindCodeState: extension(statusOf(RebindCode, rebindCodeLabel, '换绑验证码（仅卖家的回答；换绑中时卖家在订单页提交）')),
});

/** An order as the platform keeps it (the mock's row; the buyer's own detail is this less the seller's money). */
export type Order = Answer<typeof orderSchema>;

/**
 * The buyer's side of an order: 包赔 choice, total, payment and refund. Each side sees its own (issue 30): the
 * seller's answers (detail, sellerList) carry none of these, the buyer's none of the seller's money.
 */
const BUYER_SIDE = {
  guaranteeType: true, guaranteeAmount: true, serviceAmount: true, salePrice: true, paidAmount: true, refundAmount: true,
  depositAmount: true,
} as const;

export const BUYER_ORDER_FIELDS = Object.keys(BUYER_SIDE) as (keyof typeof BUYER_SIDE)[];

/**
 * An order as answered (detail, lists, create): the buyer's fields are absent from the seller's answers, the
 * seller's (suplyprice, supplyDiscountPrice, supllypay, payoutTime, rebindCodeState) from the buyer's.
 */
export const orderAnswerSchema = named('Order', orderSchema.partial(BUYER_SIDE));

export type OrderAnswer = Answer<typeof orderAnswerSchema>;

export const payResultSchema = named('PayResult', z.looseObject({
  orderId: recordId(),
  payWay: statusOf(PayWay, payWayLabel),
  amount: yuan('本次支付金额'),
  formStr: z.string().meta({ description: '支付宝：自动提交的 HTML 表单；微信：code_url（weixin://…，扫码），H5 支付（tradeType MWEB，扩展）时为跳转到微信支付的地址（https:// 或站内路径）' }),
}));

/** data of /saleOrder/pay: an HTML form for 支付宝, a code_url for 微信 (or, H5 pay, the wallet's address). */
export type PayResult = Answer<typeof payResultSchema>;

export const queryOrderSchema = named('QueryOrderResult', z.looseObject({
  orderStatus: orderSchema.shape.orderStatus,
  payState: orderSchema.shape.payState,
  paidAmount: yuan('已付'),
  step: orderSchema.shape.step,
}));

export type QueryOrderResult = Answer<typeof queryOrderSchema>;
