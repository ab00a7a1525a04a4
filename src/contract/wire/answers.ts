// Answer schemas: the one description of what the backend answers (docs/decisions/0013-contract-once.md). Each
// zod schema checks answers (the mock's tests, contract:check, the hybrid mock's drift log), writes its part of
// docs/api.md and the OpenAPI document (a field's `.meta({ description })`, in Chinese like the docs), and is the
// app's TypeScript type: `export type Goods = Answer<typeof goodsSchema>` beside it, which src/contract/types.ts
// re-exports to the app as a type only (so zod never reaches the bundle). A field's JSDoc comment is what an
// editor shows on hover: write a new field's meaning in its description, and in a comment when the app needs more.
// Every object is a looseObject (a backend may send more fields); `Answer` drops the index signature that adds.
import { z } from 'zod';

import {
  AfterSaleStatus, BacklistStatus, backlistStatusLabel, BackOrderStatus, backOrderStatusLabel, BidStatus,
  bidStatusLabel, BuyerPayStatus, buyerPayStatusLabel, DeliverState, deliverStateLabel, MerchantAudit, merchantAuditLabel,
  OrderStatus, orderStatusLabel, OrderStep, orderStepLabel, PayoutAccountType, payoutAccountTypeLabel, PayState, payStateLabel, PayWay, payWayLabel, ProblemStatus,
  ReadState, readStateLabel, RealNameStatus, realNameStatusLabel, RebindCode, rebindCodeLabel, SaleState, saleStateLabel, SupplyPay,
  supplyPayLabel,
} from '../statuses.ts';

// The status types are the named codes' (statuses.ts): the schemas below are made from them.
export type {
  BacklistStatus, BackOrderStatus, DeliverState, OrderStatus, OrderStep, PayState, PayWay, SaleState, SupplyPay,
} from '../statuses.ts';

/** A status field: the codes named in statuses.ts, described with their labels there ("0 待审核，1 已上架…"); a
 *  status whose codes are the words themselves (售后 处理中…) has no labels. */
function statusOf<const T extends Record<string, string | number>>(status: T, labels?: { readonly [K in T[keyof T]]: string }, what?: string) {
  const codes = Object.values(status) as T[keyof T][];
  if (!labels) return z.literal(codes);
  const listed = codes.map((code) => `${code} ${labels[code]}`).join('，');
  return z.literal(codes).meta({ description: what ? `${what}：${listed}` : listed });
}

/** T without index signatures, recursively (a looseObject's output carries `[k: string]: unknown`). */
type Plain<T> = T extends readonly (infer E)[] ? Plain<E>[]
  : T extends object ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Plain<T[K]> }
    : T;

/** The TypeScript type of an answer schema: its output with only the fields it names, so app code stays strict. */
export type Answer<S extends z.ZodType> = Plain<z.output<S>>;

const int = () => z.number().int();
/** A record's id (database key): an integer from 1. */
const recordId = () => int().min(1);
/** Money travels as a JSON number of yuan (the live backend's BigDecimal): never negative, at most two decimals. */
const yuan = (what: string) => z.number().min(0).multipleOf(0.01).meta({ description: `${what}（元）` });
/** How the backend writes a time (RuoYi's @JsonFormat): `yyyy-MM-dd HH:mm:ss`, server time (Asia/Shanghai). */
export const TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const time = (what: string) => z.string().regex(TIME_PATTERN).meta({ description: `${what}（yyyy-MM-dd HH:mm:ss）` });
/** A live optional time the backend may also send empty ("" until it happens): accepted, the app shows —. */
const laterTime = (what: string) => z.union([z.string().regex(TIME_PATTERN), z.literal('')])
  .meta({ description: `${what}（yyyy-MM-dd HH:mm:ss，未发生时可为空串）` });

/**
 * A field of ours that the live backend does not send (docs/api.md "Our extensions"): always optional, marked
 * `x-origin: extension` in the OpenAPI document, and reported by contract:check as an extension, never as
 * breaking, when a backend leaves it out. The app shows what the live site shows when it is absent.
 * `extension(int(), '…')`, or `extension(schema)` for a schema that already has its description.
 */
export function extension<S extends z.ZodType>(schema: S, description?: string) {
  return schema.optional().meta({ ...(description ? { description } : {}), 'x-origin': 'extension' });
}

// ---------- games ----------

export const gameSchema = z.looseObject({
  id: recordId(),
  name: z.string(),
  icon: z.string().meta({ description: '图标地址' }),
  type: z.literal([0, 1]).meta({ description: '0 手游，1 端游' }),
  /** Pinyin first letter, upper case, for the A–Z strip. */
  initial: z.string().meta({ description: '拼音首字母（大写）' }),
  hot: z.boolean(),
  goodsCount: int().meta({ description: '在售商品数' }),
});
export type Game = Answer<typeof gameSchema>;
/** 0 手游 (mobile), 1 端游 (PC). */
export type GameType = Game['type'];

export const gameAttributeSchema = z.looseObject({
  id: recordId(),
  gameId: recordId(),
  systemKey: z.enum(['system', 'carrier', 'group', 'server']).meta({ description: 'system 系统，carrier 运营商，group 大区，server 服务器' }),
  fieldName: z.string().meta({ description: '显示名称' }),
  parentId: int().meta({ description: '上级节点编号，顶层为 0' }),
  sort: int(),
});
/** A node of the 区服 tree. */
export type GameAttribute = Answer<typeof gameAttributeSchema>;
/** The level of a 区服 node: system + carrier for 手游, group (大区) + server for 端游. */
export type SystemKey = GameAttribute['systemKey'];

// One level of nesting (boxradio: e.g. 五星角色 → 命座) is all the app reads.
const nestedOption = z.looseObject({ id: recordId(), fieldName: z.string() });
export const templateOptionSchema = z.looseObject({
  id: recordId(),
  fieldName: z.string(),
  /** For boxradio: the nested choice (e.g. 命座 of a 五星角色). */
  childAttributes: z.array(nestedOption).optional().meta({ description: 'boxradio 的下一级选项' }),
});
export type TemplateOption = Answer<typeof templateOptionSchema>;

export const attributeTemplateSchema = z.looseObject({
  id: recordId(),
  gameId: recordId(),
  /** Which goods column it fills: 'f1' … 'f20'. */
  aavName: z.templateLiteral(['f', z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])])
    .meta({ description: '填入商品的哪一列：f1 … f20' }),
  fieldName: z.string(),
  fieldType: z.enum(['input', 'number', 'radio', 'checkbox', 'boxradio']).meta({ description: 'input 文字，number 数字，radio 单选，checkbox 多选，boxradio 单选带下一级' }),
  childAttributes: z.array(templateOptionSchema),
  /** Unit shown after numbers (e.g. 个). */
  unit: z.string().optional().meta({ description: '数字后的单位（如 个）' }),
  must: z.boolean().meta({ description: '发布时必填' }),
  isSearch: z.boolean().meta({ description: '作为列表筛选项' }),
  isShow: z.boolean().meta({ description: '在详情中显示' }),
  sort: int(),
});
/** One attribute of a game's template: drives both the list filters and the sell form. */
export type AttributeTemplate = Answer<typeof attributeTemplateSchema>;
export type FieldType = AttributeTemplate['fieldType'];
/** A goods column of template values: 'f1' … 'f20'. */
export type GoodsFieldKey = AttributeTemplate['aavName'];

// ---------- goods ----------

export const goodsImageSchema = z.looseObject({ url: z.string(), name: z.string() });
export type GoodsImage = Answer<typeof goodsImageSchema>;

const fieldKeys = Array.from({ length: 20 }, (_, i) => `f${i + 1}` as GoodsFieldKey);
/** f1 … f20: the template's attribute values (numbers as digit strings, checkbox values comma-separated). */
const goodsFields = Object.fromEntries(fieldKeys.map((k) => [k, z.string().optional().meta({ description: `模板属性 ${k} 的值` })])) as
  Record<GoodsFieldKey, z.ZodOptional<z.ZodString>>;

const goodsShape = {
  id: recordId(),
  /** 商品编号 shown to users. */
  no: z.string().meta({ description: '商品编号（展示给用户）' }),
  createId: recordId().meta({ description: '卖家用户编号' }),
  gameId: recordId(),
  gameName: z.string(),
  gameType: z.literal([0, 1]).meta({ description: '0 手游，1 端游' }),
  title: z.string(),
  des: z.string(),
  /** Seller's asking price (yuan). */
  price: yuan('卖家标价'),
  /** Price shown to buyers (yuan). */
  newPrice: yuan('展示给买家的价格'),
  titleImg: z.string().meta({ description: '主图地址' }),
  urlArr: z.array(goodsImageSchema).meta({ description: '详情图' }),
  saleState: statusOf(SaleState, saleStateLabel),
  accountType: z.literal([1, 2]).meta({ description: '1 自营，2 官方代售' }),
  isGuarantee: z.literal([0, 1, 2]).meta({ description: '0 无包赔，1 可买包赔，2 免费包赔' }),
  isOnSpecialOffer: z.boolean(),
  isTop: z.boolean().meta({ description: '顶级账号' }),
  browseNum: int(),
  collectNum: int(),
  /** 上架时间. */
  recoveryTime: time('上架时间'),
  createTime: time('发布时间'),
  auditDes: z.string().optional().meta({ description: '审核失败原因' }),
  downDes: z.string().optional().meta({ description: '下架原因' }),
  /** Taken down by the system after a 竞价回收 deal: the seller cannot put it on sale again (no 上架). */
  recycleDown: z.boolean().optional().meta({ description: '竞价回收成交后被系统下架，不能再上架' }),
  /** Rent price per hour (yuan) when the account can be hired. */
  hireHourPrice: yuan('租号时价').optional(),
  /** Rent price per day (yuan) when the account can be hired. */
  hireDayPrice: yuan('租号日价').optional(),
  /** Set on detail answers for a signed-in viewer. */
  collected: z.boolean().optional().meta({ description: '已收藏（登录用户看详情时）' }),
  /** Set on myBrowse rows. */
  browseTime: laterTime('浏览时间（我的浏览）').optional(),
  // Where an account lives: system + carrier for 手游, group (大区) + server for 端游.
  systemId: recordId().optional().meta({ description: '系统（手游）' }), systemName: z.string().optional(),
  carrierId: recordId().optional().meta({ description: '运营商（手游）' }), carrierName: z.string().optional(),
  groupId: recordId().optional().meta({ description: '大区（端游）' }), groupName: z.string().optional(),
  serverId: recordId().optional().meta({ description: '服务器（端游）' }), serverName: z.string().optional(),
  ...goodsFields,
};

export const goodsSchema = z.looseObject(goodsShape);
export type Goods = Answer<typeof goodsSchema>;
/** 1 自营, 2 官方代售. */
export type AccountType = Goods['accountType'];
/** 0 无包赔, 1 可买包赔, 2 免费包赔. */
export type GuaranteeFlag = Goods['isGuarantee'];
/**
 * Attribute values: numbers are stored as strings of digits; checkbox values are comma-separated option
 * names; boxradio values are "option:nested" pairs, comma-separated.
 */
export type GoodsFields = Pick<Goods, GoodsFieldKey>;
/** Where an account lives: system + carrier for 手游, group (大区) + server for 端游. */
export type QufuFields = Pick<Goods, 'systemId' | 'systemName' | 'carrierId' | 'carrierName' | 'groupId' | 'groupName' | 'serverId' | 'serverName'>;

export const myListingSchema = z.looseObject({
  ...goodsShape,
  /** The order of a 交易中 / 已出售 goods (live field name). */
  orderRecId: recordId().optional().meta({ description: '交易中 / 已出售商品的订单编号' }),
  /** When that order was placed. */
  orderTime: laterTime('下单时间').optional(),
  /** A sold row's money (live names, see Order): 成交价. */
  suplyprice: yuan('卖家成交价').optional(),
  /** A sold row's money (live names, see Order): 到手, after the fee. */
  supplyDiscountPrice: yuan('卖家到手').optional(),
  /** A sold row's payout state (live strings, see Order): "1" 已打款, "2" 待打款. */
  supllypay: statusOf(SupplyPay, supplyPayLabel).optional(),
  /** Extension: when the platform paid the seller. */
  payoutTime: extension(time('打款时间')),
  /** Extension: withdrawn from audit (撤回) and never approved since: 上架 sends it to audit again. */
  needsAudit: extension(z.boolean(), '撤回审核后未再通过审核：上架 = 重新提交审核'),
});
/** A row of GET /need/myConsignment (live shape): the seller's goods; 交易中 / 已出售 rows carry their deal. */
export type MyListing = Answer<typeof myListingSchema>;

export const dealRecordSchema = z.looseObject({
  gameName: z.string(),
  title: z.string().meta({ description: '已打码' }),
  price: yuan('成交价'),
  dealTime: time('成交时间'),
});
export type DealRecord = Answer<typeof dealRecordSchema>;

// ---------- orders ----------

export const afterSaleSchema = z.looseObject({
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
});
export type AfterSale = Answer<typeof afterSaleSchema>;
export type AfterSaleType = AfterSale['type'];

export const deliverInfoSchema = z.looseObject({
  /** Login name. */
  account: z.string().meta({ description: '游戏账号（登录名）' }),
  /** The new password set at 换绑. */
  password: z.string().meta({ description: '换绑后的新密码' }),
  /** The phone the account is now bound to (masked). */
  bindPhone: z.string().meta({ description: '换绑后绑定的手机（打码）' }),
  remark: z.string(),
  deliverTime: time('交付时间'),
});
/** The account as handed to the buyer at 换绑 (extension). */
export type DeliverInfo = Answer<typeof deliverInfoSchema>;

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
  afterSale: afterSaleSchema.optional().meta({ description: '最近一次售后申请（订单详情）' }),
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
export const orderAnswerSchema = orderSchema.partial(BUYER_SIDE);
export type OrderAnswer = Answer<typeof orderAnswerSchema>;
/** 1 找回包赔, 2 人脸包赔, 3 不买包赔. */
export type GuaranteeType = Order['guaranteeType'];

export const payResultSchema = z.looseObject({
  orderId: recordId(),
  payWay: statusOf(PayWay, payWayLabel),
  amount: yuan('本次支付金额'),
  formStr: z.string().meta({ description: '支付宝：自动提交的 HTML 表单；微信：code_url' }),
});
/** data of /saleOrder/pay: an HTML form for 支付宝, a code_url for 微信. */
export type PayResult = Answer<typeof payResultSchema>;

export const queryOrderSchema = z.looseObject({
  orderStatus: orderSchema.shape.orderStatus,
  payState: orderSchema.shape.payState,
  paidAmount: yuan('已付'),
  step: orderSchema.shape.step,
});
export type QueryOrderResult = Answer<typeof queryOrderSchema>;

// ---------- users and sessions ----------

export const userSchema = z.looseObject({
  userId: recordId(),
  userName: z.string().meta({ description: '登录账号（手机号）' }),
  nickName: z.string(),
  phonenumber: z.string(),
  avatar: z.string(),
  sex: z.enum(['0', '1', '2']).meta({ description: '0 男，1 女，2 未知' }),
  email: z.string(),
  realNameStatus: statusOf(RealNameStatus, realNameStatusLabel),
  /** Masked, e.g. 张*. */
  realName: z.string().optional().meta({ description: '已打码，如 张*' }),
  /** Masked, e.g. 1101**********1234. */
  idNumber: z.string().optional().meta({ description: '已打码，如 1101**********1234' }),
  createTime: time('注册时间'),
});
export type User = Answer<typeof userSchema>;

export const profileResultSchema = z.looseObject({
  code: int(),
  msg: z.string(),
  data: userSchema,
  roleGroup: z.string(),
  postGroup: z.string(),
});
export type ProfileResult = Answer<typeof profileResultSchema>;

export const loginResultSchema = z.looseObject({
  code: int(),
  msg: z.string(),
  token: z.string().meta({ description: '会话令牌：之后每个请求带 token 与 Authorization: Bearer' }),
});
export type LoginResult = Answer<typeof loginResultSchema>;

export const captchaResultSchema = z.looseObject({
  code: int(),
  msg: z.string(),
  captchaEnabled: z.boolean(),
  uuid: z.string().meta({ description: '登录时回传' }),
  /** base64 image without the data: prefix. */
  img: z.string().meta({ description: 'base64 图片，不带 data: 前缀' }),
});
export type CaptchaResult = Answer<typeof captchaResultSchema>;

export const realNameResultSchema = z.looseObject({
  realName: userSchema.shape.realName,
  idNumber: userSchema.shape.idNumber,
  realNameStatus: userSchema.shape.realNameStatus,
});

// ---------- messages, notices, content ----------

export const messageSchema = z.looseObject({
  id: recordId(),
  sendTitle: z.string(),
  sendContent: z.string(),
  sendTime: time('发送时间'),
  sendTypeName: z.enum(['系统通知', '交易消息', '审核结果']),
  /** 1 未读, 2 已读. */
  readState: statusOf(ReadState, readStateLabel),
  /** Related goods or order id. */
  relatedDataId: recordId().optional().meta({ description: '相关的商品或订单编号' }),
  relatedType: z.enum(['goods', 'order', 'backlist', 'problem']).optional().meta({ description: 'relatedDataId 指向：goods 商品，order 订单，backlist 估价或竞价回收申请，problem 反馈' }),
});
export type Message = Answer<typeof messageSchema>;

export const messagePageSchema = z.looseObject({
  code: int(),
  msg: z.string(),
  rows: z.array(messageSchema),
  total: int(),
  unread: int().meta({ description: '未读条数' }),
});
export type MessagePage = Answer<typeof messagePageSchema>;

export const noticeSchema = z.looseObject({
  noticeId: recordId(),
  noticeTitle: z.string(),
  noticeType: z.enum(['jyxz', 'ywjs', 'bpjs', 'bpzl', 'cjwt', 'xwgg', 'zhgg', 'gmzn', 'mhzn', 'shhz', 'zmgg', 'ptjs', 'yszc', 'aqzx'])
    .meta({ description: 'jyxz 交易须知，ywjs 业务介绍，bpjs 包赔介绍，bpzl 包赔材料，cjwt 常见问题，xwgg 新闻公告，zhgg 追回案例，gmzn 购买指南，mhzn 卖号指南，shhz 商户合作，zmgg 招募，ptjs 平台介绍，yszc 隐私政策，aqzx 安全中心' }),
  /** HTML: sanitise before display. */
  noticeContent: z.string().meta({ description: 'HTML，显示前须净化' }),
  titleImg: z.string().optional(),
  createTime: time('发布时间'),
});
export type Notice = Answer<typeof noticeSchema>;
export type NoticeType = Notice['noticeType'];

export const blackRecordSchema = z.looseObject({
  account: z.string(),
  gameName: z.string(),
  reason: z.enum(['找回', '诈骗']),
  createTime: time('记录时间'),
});
export type BlackRecord = Answer<typeof blackRecordSchema>;

export const blackCheckSchema = z.looseObject({
  exists: z.boolean().meta({ description: '是否在黑号库中' }),
  records: z.array(blackRecordSchema),
});
export type BlackCheckResult = Answer<typeof blackCheckSchema>;

export const staffCheckSchema = z.looseObject({
  name: z.string(),
  type: z.enum(['qq', 'wechat']).meta({ description: 'qq QQ 客服，wechat 微信客服' }),
  workTime: z.string(),
});
export type StaffCheckResult = Answer<typeof staffCheckSchema>;

export const staffAccountSchema = z.looseObject({
  name: z.string(),
  qq: z.string().optional(),
  wechat: z.string().optional(),
  qrCode: z.string().meta({ description: '二维码图片地址' }),
  workTime: z.string(),
  gameId: recordId().optional(),
  /** Extension: 交易客服 (trade staff: 验号, 换绑, handing over the account) or 咨询客服. */
  staffType: extension(z.enum(['交易客服', '咨询客服']), '交易客服（验号、换绑、交付账号）或咨询客服'),
});
export type StaffAccount = Answer<typeof staffAccountSchema>;
/** Extension: what a staff account does. */
export type StaffType = NonNullable<StaffAccount['staffType']>;

export const qqGroupSchema = z.looseObject({
  name: z.string(),
  qq: z.string().meta({ description: '群号' }),
  /** Join link. */
  lianxi: z.string().meta({ description: '加群链接' }),
  gameId: recordId().optional(),
  gameName: z.string().optional(),
});
export type QQGroup = Answer<typeof qqGroupSchema>;

export const zhuboSchema = z.looseObject({
  id: recordId(),
  img: z.string(),
  name: z.string(),
  jump: z.string().meta({ description: '点击后打开的链接' }),
  content: z.string(),
  type: z.literal([1, 2]).meta({ description: '1 主播，2 轮播图' }),
});
/** zhubo rows: type 1 主播 (partner streamer), 2 轮播图 (banner). */
export type Zhubo = Answer<typeof zhuboSchema>;

export const socialAccountSchema = z.looseObject({
  type: z.enum(['抖音', '快手']),
  name: z.string(),
  fans: int().meta({ description: '粉丝数' }),
  account: z.string(),
  avatar: z.string(),
  jump: z.string(),
});
export type SocialAccount = Answer<typeof socialAccountSchema>;

export const appVersionSchema = z.looseObject({
  appType: z.enum(['android', 'ios']).meta({ description: 'android 安卓，ios 苹果' }),
  versionName: z.string(),
  versionCode: int(),
  downloadUrl: z.string(),
  updateContent: z.string(),
  createTime: time('发布时间'),
});
export type AppVersion = Answer<typeof appVersionSchema>;

export const homeStatsSchema = z.looseObject({
  /** 安全成交 (all time). */
  dealCount: int().meta({ description: '安全成交（累计）' }),
  /** 昨日成交. */
  yesterdayCount: int().meta({ description: '昨日成交' }),
  /** 商品数量 (listed). */
  goodsCount: int().meta({ description: '商品数量（在售）' }),
});
export type HomeStats = Answer<typeof homeStatsSchema>;

export const businessContactSchema = z.looseObject({
  qq: z.string(),
  wechat: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  workTime: z.string(),
});
/** 商务合作 contact block (extension GET /web/cooperate/contact). */
export type BusinessContact = Answer<typeof businessContactSchema>;

// ---------- feedback, valuation, bids, merchants, uploads ----------

export const problemSchema = z.looseObject({
  id: recordId(),
  type: z.enum(['投诉', '建议', '问题']),
  content: z.string(),
  contact: z.string(),
  images: z.array(z.string()),
  reply: z.string().optional(),
  /** When the platform replied (mock and newer backends; absent on older rows). */
  replyTime: laterTime('回复时间').optional(),
  status: statusOf(ProblemStatus),
  createTime: time('提交时间'),
});
export type Problem = Answer<typeof problemSchema>;
export type ProblemType = Problem['type'];

export const backlistItemSchema = z.looseObject({
  id: recordId(),
  userId: recordId(),
  gameId: recordId(),
  gameName: z.string(),
  type: z.string().optional().meta({ description: '游戏名称（实网字段）' }),
  region: z.string().meta({ description: '区服文字' }),
  des: z.string(),
  account: z.string(),
  tel: z.string().meta({ description: '电话：…，微信：…，QQ：…' }),
  expprice: yuan('期望价格'),
  /** The JSON string of the file list [{url, name}]. */
  img: z.string().meta({ description: '图片列表 [{url, name}] 的 JSON 字符串' }),
  inType: z.literal([1, 2]).optional().meta({ description: '1 竞价回收+官方代售，2 只代售；普通估价无此字段' }),
  status: statusOf(BacklistStatus, backlistStatusLabel),
  bidCount: int(),
  /** Number of bids (live field). */
  bcountt: int().meta({ description: '报价数（实网字段）' }),
  maxPrice: yuan('最高报价').optional(),
  /** Valuation result for a plain 估价: the range. */
  valuationMin: yuan('估价下限').optional(),
  valuationMax: yuan('估价上限').optional(),
  /** Valuation result for a plain 估价: the valuer's note. */
  valuationNote: z.string().optional().meta({ description: '估价说明（普通估价的结果）' }),
  /** 竞价回收 (POST /h5/goods/back): 真实姓名. */
  relname: z.string().optional().meta({ description: '真实姓名（竞价回收）' }),
  /** 竞价回收: 实名截图. */
  relnameImg: z.string().optional().meta({ description: '实名截图（竞价回收）' }),
  /** 竞价回收: the goods DTO as its JSON string. */
  content: z.string().optional().meta({ description: '商品信息的 JSON 字符串（竞价回收）' }),
  createTime: time('提交时间'),
});
/** A row of GET /account/backlist/allList: `img` is the JSON string of the file list, `bcountt` = number of bids. */
export type BacklistItem = Answer<typeof backlistItemSchema>;
/** 1 竞价回收+官方代售, 2 只代售; absent for a plain 估价. */
export type InType = NonNullable<BacklistItem['inType']>;

export const bidRowSchema = z.looseObject({
  id: recordId(),
  /** 回收商 (merchant name). */
  createName: z.string().meta({ description: '回收商' }),
  /** The merchant's user id: POST /account/backlist/accept's supplyUserId. */
  createId: recordId().meta({ description: '回收商用户编号：接受报价时作 supplyUserId' }),
  /** 报价 (yuan). */
  bprice: yuan('报价'),
  /** 0 待处理, 1 已接受, 2 已拒绝, 3 已完成. */
  status: statusOf(BidStatus, bidStatusLabel),
  createTime: time('报价时间'),
  /** The merchant's 成交量, deals done on the platform (extension: the live rows name the merchant only). */
  dealCount: extension(int(), '回收商的成交量（平台上完成的回收交易数）；不返回时应用只显示回收商名称'),
  /** The merchant's 好评率 in per cent, 0–100 (extension). */
  goodRate: extension(z.number(), '回收商的好评率（百分数 0–100）'),
});
/** A bid as GET /account/quotation/mybprice answers it (rlist). */
export type BidRow = Answer<typeof bidRowSchema>;

export const myBidsSchema = z.looseObject({
  back: backlistItemSchema,
  rlist: z.array(bidRowSchema).meta({ description: '报价，从高到低' }),
});
/** GET /account/quotation/mybprice?backId= → the request and its bids, highest first. */
export type MyBids = Answer<typeof myBidsSchema>;

export const backOrderSchema = z.looseObject({
  id: recordId(),
  backId: recordId(),
  /** The selling user (owner of the request). */
  sellerId: recordId().meta({ description: '卖家（回收申请人）的用户编号' }),
  /** The merchant. */
  buyerId: recordId().meta({ description: '回收商的用户编号' }),
  buyerName: z.string().meta({ description: '回收商' }),
  gameId: recordId(),
  gameName: z.string(),
  title: z.string(),
  /** JSON string of the file list, like the request's img. */
  img: z.string().meta({ description: '图片列表的 JSON 字符串' }),
  qufu: z.string(),
  /** The accepted bid's price (yuan). */
  changeAmount: yuan('成交价（所接受的报价）'),
  /** 1 等待买家付款, 2 买家已付款. */
  buyerPayStatus: statusOf(BuyerPayStatus, buyerPayStatusLabel),
  orderStatus: statusOf(BackOrderStatus, backOrderStatusLabel),
  createTime: time('成交时间'),
  /** The merchant's 成交量 (extension). */
  buyerDealCount: extension(int(), '回收商的成交量'),
  /** The merchant's 好评率 in per cent (extension). */
  buyerGoodRate: extension(z.number(), '回收商的好评率（百分数 0–100）'),
  /** When the merchant paid (extension). */
  payTime: extension(time('回收商付款时间')),
  /** When the deal ended, 交易成功 or 交易失败 (extension). */
  finishTime: extension(time('交易结束时间（成功或失败）')),
  /** Why a 交易失败 deal failed (extension). */
  failReason: extension(z.string(), '交易失败的原因'),
  /** The seller's money at 交易成功, as on an order (extension here): 到手 = 成交价 less the fee. */
  supplyDiscountPrice: extension(yuan('卖家到手（成交价减手续费，交易成功后）')),
  /** Payout to the seller (extension here, the order's live strings): "1" 已打款, "2" 待打款. */
  supllypay: extension(statusOf(SupplyPay, supplyPayLabel, '给卖家打款（交易成功后）')),
  /** When the platform paid the seller (extension). */
  payoutTime: extension(time('给卖家打款的时间')),
  /** Where the payout went, masked (extension). */
  payoutTo: extension(z.string(), '打款去向，如「支付宝 ***1234」（已打款后）'),
  /** The 回收单号 shown and given to 客服 (extension): HS + the digits of createTime + the id on 4 digits. */
  no: extension(z.string().regex(/^HS\d{18,}$/), '回收单号（HS + 成交时间的数字 + 4 位编号，与订单号 DD… 同形）；不返回时应用显示编号 id'),
  /** Until when the merchant may pay (extension): past it, unpaid, the deal fails and the request is 报价中 again. */
  payDeadline: extension(time('回收商付款截止：接受报价后 2 小时内未付款，交易自动关闭（交易失败），估价单恢复报价中')),
});
/** A row of GET /backOrder/list?dataType=sell&orderStatus= (a deal with a merchant after accepting a bid). */
export type BackOrder = Answer<typeof backOrderSchema>;

export const merchantApplicationSchema = z.looseObject({
  id: recordId(),
  userId: recordId(),
  shopName: z.string(),
  contact: z.string(),
  games: z.string().meta({ description: '经营的游戏，逗号分隔' }),
  auditState: statusOf(MerchantAudit, merchantAuditLabel),
  auditDes: z.string().optional(),
  createTime: time('提交时间'),
});
export type MerchantApplication = Answer<typeof merchantApplicationSchema>;

export const uploadResultSchema = z.looseObject({
  url: z.string().meta({ description: '图片地址（实网答 filePath，应用两者都读）' }),
  fileName: z.string(),
});
export type UploadResult = Answer<typeof uploadResultSchema>;

/** `data {id}` of a create: the new record's id. */
export const createdSchema = z.looseObject({ id: recordId().meta({ description: '新记录的编号' }) });

/** GET /need/myConsignment/:id: my listing with its contacts and account number (never the password). */
export const myListingDetailSchema = myListingSchema.extend({
  /** The live DTO's contact text (联系QQ：…;联系微信：…;联系电话：…;账号来源：…). */
  importantRemark: extension(z.string(), '联系QQ：…;联系微信：…;联系电话：…;账号来源：…（发布时的实网字段）'),
  /** The seller's own account number (the password is never answered). */
  accountNumber: extension(z.string(), '游戏账号（卖家本人可见；密码从不返回）'),
});
/** GET /need/myConsignment/:id (extension): one of my listings with what its edit form needs. */
export type MyListingDetail = Answer<typeof myListingDetailSchema>;

export const payoutAccountSchema = z.looseObject({
  type: statusOf(PayoutAccountType, payoutAccountTypeLabel, '收款方式'),
  /** The verified 实名, masked: payouts go only to the seller's own name. */
  name: z.string().meta({ description: '收款人：实名认证的姓名（已打码）' }),
  account: z.string().meta({ description: '收款账号（已打码，如 ***1234）' }),
  bankName: z.string().optional().meta({ description: '开户银行（银行卡）' }),
  updateTime: time('设置时间'),
});
/** GET/POST /account/payoutAccount (extension): where the seller's payouts go, masked. */
export type PayoutAccount = Answer<typeof payoutAccountSchema>;
export const payoutAccountAnswerSchema = z.looseObject({
  account: payoutAccountSchema.optional().meta({ description: '未设置时没有此字段' }),
});
export const goodsSuggestionsSchema = z.looseObject({
  games: z.array(z.looseObject({
    id: recordId(),
    name: z.string(),
    goodsCount: int().meta({ description: '在售商品数' }),
  })).meta({ description: '名称含关键词的游戏（最多 5 个，热门在前）' }),
  words: z.array(z.string()).meta({ description: '含关键词的热门搜索词（最多 6 个）' }),
});
/** GET /web/goods/suggest?keyword= (extension): games and hot words matching what is typed. */
export type GoodsSuggestions = Answer<typeof goodsSuggestionsSchema>;

/** The answer schemas by the name of their type (src/contract/types.ts): the OpenAPI document's components. */
export const NAMED_ANSWERS: Record<string, z.ZodType> = {
  Game: gameSchema, GameAttribute: gameAttributeSchema, AttributeTemplate: attributeTemplateSchema, GoodsImage: goodsImageSchema,
  Goods: goodsSchema, MyListing: myListingSchema, DealRecord: dealRecordSchema, AfterSale: afterSaleSchema, Order: orderAnswerSchema,
  PayResult: payResultSchema, QueryOrderResult: queryOrderSchema, User: userSchema, ProfileResult: profileResultSchema,
  LoginResult: loginResultSchema, CaptchaResult: captchaResultSchema, Message: messageSchema, MessagePage: messagePageSchema,
  Notice: noticeSchema, BlackRecord: blackRecordSchema, BlackCheckResult: blackCheckSchema, StaffCheckResult: staffCheckSchema,
  StaffAccount: staffAccountSchema, QQGroup: qqGroupSchema, Zhubo: zhuboSchema, SocialAccount: socialAccountSchema,
  AppVersion: appVersionSchema, HomeStats: homeStatsSchema, BusinessContact: businessContactSchema, Problem: problemSchema,
  BacklistItem: backlistItemSchema, BidRow: bidRowSchema, MyBids: myBidsSchema, BackOrder: backOrderSchema,
  MerchantApplication: merchantApplicationSchema, UploadResult: uploadResultSchema,
  DeliverInfo: deliverInfoSchema,
  MyListingDetail: myListingDetailSchema,
  PayoutAccount: payoutAccountSchema,
  GoodsSuggestions: goodsSuggestionsSchema,
};
