// Types of the API's answers: the one contract shared by the app (src/api) and the mock server.
// Names follow the RuoYi backend the product talks to; see docs/api.md and docs/product.md.

import type {
  AfterSaleStatus, BacklistStatus, BackOrderStatus, BidStatus, BuyerPayStatus, DeliverState, MerchantAudit, OrderStatus,
  OrderStep, PayState, ProblemStatus, ReadState, RealNameStatus, SaleState, SupplyPay,
} from './statuses.ts';

// The status codes are named in statuses.ts (with their labels); their types are re-exported from here.
export type {
  AfterSaleStatus, BacklistStatus, BackOrderStatus, BidStatus, BuyerPayStatus, DeliverState, MerchantAudit, OrderStatus,
  OrderStep, PayState, ProblemStatus, ReadState, RealNameStatus, SaleState, SupplyPay,
};

/** RuoYi envelope for a single value. */
export interface ApiResult<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** RuoYi envelope for one page of a list. */
export interface PageResult<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

/** What the app gets back from a page call after the client unwraps it. */
export interface Page<T> {
  rows: T[];
  total: number;
}

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

// ---------- games and their attributes ----------

/** 0 手游 (mobile), 1 端游 (PC). */
export type GameType = 0 | 1;

export interface Game {
  id: number;
  name: string;
  icon: string;
  type: GameType;
  /** Pinyin first letter, upper case, for the A–Z strip. */
  initial: string;
  hot: boolean;
  goodsCount: number;
}

/** A node of the 区服 tree. */
export type SystemKey = 'system' | 'carrier' | 'group' | 'server';

export interface GameAttribute {
  id: number;
  gameId: number;
  systemKey: SystemKey;
  fieldName: string;
  parentId: number;
  sort: number;
}

export type FieldType = 'input' | 'number' | 'radio' | 'checkbox' | 'boxradio';

export interface TemplateOption {
  id: number;
  fieldName: string;
  /** For boxradio: the nested choice (e.g. 命座 of a 五星角色). */
  childAttributes?: TemplateOption[];
}

/** One attribute of a game's template: drives both the list filters and the sell form. */
export interface AttributeTemplate {
  id: number;
  gameId: number;
  /** Which goods column it fills: 'f1' … 'f20'. */
  aavName: GoodsFieldKey;
  fieldName: string;
  fieldType: FieldType;
  childAttributes: TemplateOption[];
  /** Unit shown after numbers (e.g. 个). */
  unit?: string;
  must: boolean;
  isSearch: boolean;
  isShow: boolean;
  sort: number;
}

// ---------- goods ----------

export type GoodsFieldKey =
  | 'f1' | 'f2' | 'f3' | 'f4' | 'f5' | 'f6' | 'f7' | 'f8' | 'f9' | 'f10'
  | 'f11' | 'f12' | 'f13' | 'f14' | 'f15' | 'f16' | 'f17' | 'f18' | 'f19' | 'f20';

/** 1 自营, 2 官方代售. */
export type AccountType = 1 | 2;

/** 0 无包赔, 1 可买包赔, 2 免费包赔. */
export type GuaranteeFlag = 0 | 1 | 2;

export interface GoodsImage {
  url: string;
  name: string;
}

/**
 * Attribute values: numbers are stored as strings of digits; checkbox values are comma-separated option
 * names; boxradio values are "option:nested" pairs, comma-separated.
 */
export type GoodsFields = Partial<Record<GoodsFieldKey, string>>;

/** Where an account lives: system + carrier for 手游, group (大区) + server for 端游. */
export interface QufuFields {
  systemId?: number;
  systemName?: string;
  carrierId?: number;
  carrierName?: string;
  groupId?: number;
  groupName?: string;
  serverId?: number;
  serverName?: string;
}

export interface Goods extends GoodsFields, QufuFields {
  id: number;
  /** 商品编号 shown to users. */
  no: string;
  createId: number;
  gameId: number;
  gameName: string;
  gameType: GameType;
  title: string;
  des: string;
  /** Seller's asking price (yuan). */
  price: number;
  /** Price shown to buyers (yuan). */
  newPrice: number;
  titleImg: string;
  urlArr: GoodsImage[];
  saleState: SaleState;
  accountType: AccountType;
  isGuarantee: GuaranteeFlag;
  isOnSpecialOffer: boolean;
  isTop: boolean;
  browseNum: number;
  collectNum: number;
  /** 上架时间. */
  recoveryTime: string;
  createTime: string;
  auditDes?: string;
  downDes?: string;
  /** Taken down by the system after a 竞价回收 deal: the seller cannot put it on sale again (no 上架). */
  recycleDown?: boolean;
  /** Rent prices (yuan) when the account can be hired. */
  hireHourPrice?: number;
  hireDayPrice?: number;
  /** Set on detail answers for a signed-in viewer. */
  collected?: boolean;
  /** Set on myBrowse rows. */
  browseTime?: string;
}

export type SortRank = 'priceasc' | 'pricedesc' | 'timeasc' | 'timedesc';

/** Body of POST /web/good/allList. fN holds an option value, fNstart/fNend a number range. */
export interface GoodsListQuery extends PageQuery {
  gameId?: number;
  sortRank?: SortRank;
  keyWord?: string;
  priceStart?: number;
  priceEnd?: number;
  systemId?: number;
  carrierId?: number;
  groupId?: number;
  serverId?: number;
  accountType?: AccountType;
  /** Only goods priced at or above (e.g. 顶级账号). Extension. */
  isTop?: boolean;
  /** Only goods that can be hired (租号). Extension. */
  hire?: boolean;
  [attr: `f${number}` | `f${number}start` | `f${number}end`]: string | number | undefined;
}

/**
 * Body of POST /need/consignment: the live client's goods DTO (api.md "Live payload shapes"). The backend
 * fills in the 区服 names, forces saleState 0 (待审核) and accountType 2 (代售). (The mock also takes an older
 * friendly shape with contactType / contact / accountSource / canGuarantee; the app sends this one.)
 */
export interface GoodsDraft extends GoodsFields {
  id?: number;
  gameId: number;
  gameName: string;
  gameType: GameType;
  systemId?: number;
  carrierId?: number;
  groupId?: number;
  serverId?: number;
  title: string;
  price: number;
  des: string;
  titleImg: string;
  urlArr: GoodsImage[];
  /** 1 能提供包赔材料, 0 不能. */
  assurance: 0 | 1;
  /** `联系QQ：…;联系微信：…;联系电话：…;账号来源：自己注册|他人注册`. */
  importantRemark: string;
  /** The account the platform takes over (kept from the seller, never shown to buyers); an edit without it keeps the stored one. */
  accountNumber?: string;
  /** Its password: write-only (no answer carries it); an edit without it keeps the stored one. */
  accountPassword?: string;
}

// ---------- orders ----------

/** 1 找回包赔, 2 人脸包赔, 3 不买包赔. */
export type GuaranteeType = 1 | 2 | 3;

/** 1 微信, 2 支付宝. */
export type PayWay = 1 | 2;

export interface Order {
  orderId: number;
  no: string;
  buyerId: number;
  sellerId: number;
  goodsId: number;
  titleImg: string;
  des: string;
  title: string;
  qufu: string;
  gameName: string;
  goodsAmount: number;
  guaranteeType: GuaranteeType;
  guaranteeAmount: number;
  serviceAmount: number;
  /** Total to pay. */
  salePrice: number;
  paidAmount: number;
  refundAmount: number;
  /** Deposit chosen at payment time (0 when paying in full). */
  depositAmount: number;
  payWay?: PayWay;
  payState: PayState;
  orderStatus: OrderStatus;
  step: OrderStep;
  createTime: string;
  /** Payment deadline (server time). */
  closeTime: string;
  payEndTime?: string;
  finishTime?: string;
  cancelTime?: string;
  /** Server clock when the answer was made, for the countdown's offset. */
  serverTime?: string;
  /** Whether an after-sales request exists. */
  afterSaleId?: number;
  /** The latest after-sales request, on the detail answer. */
  afterSale?: AfterSale;
  /** The game account's login name, copied from the goods (live field). */
  account?: string;
  /** The seller's price, 成交价 (live `suplyprice`; the seller's answers only in the mock). */
  suplyprice?: number;
  /** What the seller receives after the fee, 到手 (live). */
  supplyDiscountPrice?: number;
  /** Payout to the seller (live strings): "1" 已打款, "2" 待打款; set once the deal is complete. */
  supllypay?: SupplyPay;
  /** Extension: when the platform paid the seller. */
  payoutTime?: string;
  /** Extension: delivery inside 交易中 — 0 待验号, 1 换绑中, 2 已交付. */
  deliverState?: DeliverState;
  /** Extension: the account handed over at 换绑 (the buyer's own detail only). */
  deliverInfo?: DeliverInfo;
  /** Extension: end of the 15-minute window to report a mismatch after delivery. */
  checkEndTime?: string;
  /** Extension: end of the 包赔 term (找回包赔 / 人脸包赔 orders), 365 days after delivery. */
  protectEndTime?: string;
}

/** The account as handed to the buyer at 换绑 (extension). */
export interface DeliverInfo {
  /** Login name. */
  account: string;
  /** The new password set at 换绑. */
  password: string;
  /** The phone the account is now bound to (masked). */
  bindPhone: string;
  remark: string;
  deliverTime: string;
}

export interface OrderListQuery extends PageQuery {
  orderStatus?: OrderStatus;
  saleTimeStart?: string;
  saleTimeEnd?: string;
}

export interface CreateOrderBody {
  goodsId: number;
  guaranteeType: GuaranteeType;
}

export interface PayOrderBody {
  orderId: number;
  payWay: PayWay;
  /** 'deposit' pays 10 % (≥ ¥50) first; 'full' pays all; 'balance' pays what is left. */
  payType: 'deposit' | 'full' | 'balance';
}

/** data of /saleOrder/pay: an HTML form for 支付宝, a code_url for 微信. */
export interface PayResult {
  orderId: number;
  payWay: PayWay;
  amount: number;
  formStr: string;
}

export interface QueryOrderResult {
  orderStatus: OrderStatus;
  payState: PayState;
  paidAmount: number;
  step: OrderStep;
}

export type AfterSaleType = '找回' | '描述不符' | '其他';

export interface AfterSale {
  id: number;
  orderId: number;
  type: AfterSaleType;
  reason: string;
  images: string[];
  status: AfterSaleStatus;
  reply?: string;
  createTime: string;
  /** Extension: when the platform answered. */
  replyTime?: string;
}

export interface DealRecord {
  gameName: string;
  title: string;
  price: number;
  dealTime: string;
}

// ---------- users and sessions ----------

export interface User {
  userId: number;
  userName: string;
  nickName: string;
  phonenumber: string;
  avatar: string;
  sex: '0' | '1' | '2';
  email: string;
  realNameStatus: RealNameStatus;
  /** Masked, e.g. 张*. */
  realName?: string;
  /** Masked, e.g. 1101**********1234. */
  idNumber?: string;
  createTime: string;
}

export interface ProfileResult {
  code: number;
  msg: string;
  data: User;
  roleGroup: string;
  postGroup: string;
}

export interface LoginResult {
  code: number;
  msg: string;
  token: string;
}

export interface CaptchaResult {
  code: number;
  msg: string;
  captchaEnabled: boolean;
  uuid: string;
  /** base64 image without the data: prefix. */
  img: string;
}

export interface PasswordLoginBody {
  username: string;
  password: string;
  code: string;
  uuid: string;
}

export interface SmsLoginBody {
  phone: string;
  code: string;
}

export type SmsType = 'login' | 'register' | 'pwd';

export interface RegisterBody {
  username: string;
  password: string;
  code: string;
}

export interface ProfileUpdateBody {
  nickName?: string;
  email?: string;
  sex?: '0' | '1' | '2';
  avatar?: string;
}

// ---------- messages, notices, content ----------

export interface Message {
  id: number;
  sendTitle: string;
  sendContent: string;
  sendTime: string;
  sendTypeName: '系统通知' | '交易消息' | '审核结果';
  /** 1 未读, 2 已读. */
  readState: ReadState;
  /** Related goods or order id. */
  relatedDataId?: number;
  relatedType?: 'goods' | 'order' | 'backlist' | 'problem';
}

export interface MessagePage extends PageResult<Message> {
  unread: number;
}

export type NoticeType =
  | 'jyxz' | 'ywjs' | 'bpjs' | 'bpzl' | 'cjwt' | 'xwgg' | 'zhgg'
  | 'gmzn' | 'mhzn' | 'shhz' | 'zmgg' | 'ptjs' | 'yszc' | 'aqzx';

export interface Notice {
  noticeId: number;
  noticeTitle: string;
  noticeType: NoticeType;
  /** HTML: sanitise before display. */
  noticeContent: string;
  titleImg?: string;
  createTime: string;
}

export interface BlackRecord {
  account: string;
  gameName: string;
  reason: '找回' | '诈骗';
  createTime: string;
}

export interface BlackCheckResult {
  exists: boolean;
  records: BlackRecord[];
}

export interface StaffCheckResult {
  name: string;
  type: 'qq' | 'wechat';
  workTime: string;
}

export interface StaffAccount {
  name: string;
  qq?: string;
  wechat?: string;
  qrCode: string;
  workTime: string;
  gameId?: number;
  /** Extension: 交易客服 (trade staff: 验号, 换绑, handing over the account) or 咨询客服. */
  staffType?: StaffType;
}

/** Extension: what a staff account does. */
export type StaffType = '交易客服' | '咨询客服';

export interface QQGroup {
  name: string;
  qq: string;
  /** Join link. */
  lianxi: string;
  gameId?: number;
  gameName?: string;
}

/** zhubo rows: type 1 主播 (partner streamer), 2 轮播图 (banner). */
export interface Zhubo {
  id: number;
  img: string;
  name: string;
  jump: string;
  content: string;
  type: 1 | 2;
}

export interface SocialAccount {
  type: '抖音' | '快手';
  name: string;
  fans: number;
  account: string;
  avatar: string;
  jump: string;
}

export interface AppVersion {
  appType: 'android' | 'ios';
  versionName: string;
  versionCode: number;
  downloadUrl: string;
  updateContent: string;
  createTime: string;
}

export interface HomeStats {
  /** 安全成交 (all time). */
  dealCount: number;
  /** 昨日成交. */
  yesterdayCount: number;
  /** 商品数量 (listed). */
  goodsCount: number;
}

// ---------- feedback, valuation, bids, merchants ----------

export interface Problem {
  id: number;
  type: '投诉' | '建议' | '问题';
  content: string;
  contact: string;
  images: string[];
  reply?: string;
  /** When the platform replied (mock and newer backends; absent on older rows). */
  replyTime?: string;
  status: ProblemStatus;
  createTime: string;
}

// ---------- feedback and content pages (H5: 投诉建议 / 意见反馈, 商务合作) ----------

export type ProblemType = Problem['type'];

/** POST /account/problem — the live shape: contact is a phone number or a QQ number, images are upload paths. */
export interface ProblemBody {
  type: ProblemType;
  content: string;
  contact: string;
  images: string[];
}

/** 商务合作 contact block (extension GET /web/cooperate/contact). */
export interface BusinessContact {
  qq: string;
  wechat: string;
  email: string;
  phone?: string;
  workTime: string;
}

/** 1 竞价回收+官方代售, 2 只代售; absent for a plain 估价. */
export type InType = 1 | 2;

export interface Backlist {
  id: number;
  userId: number;
  gameId: number;
  gameName: string;
  type?: string;
  region: string;
  des: string;
  account: string;
  tel: string;
  expprice: number;
  img: string[];
  inType?: InType;
  status: BacklistStatus;
  bidCount: number;
  maxPrice?: number;
  /** Valuation result for a plain 估价. */
  valuationMin?: number;
  valuationMax?: number;
  valuationNote?: string;
  /** 竞价回收 (POST /h5/goods/back): 真实姓名, 实名截图 and the goods DTO as its JSON string. */
  relname?: string;
  relnameImg?: string;
  content?: string;
  createTime: string;
}

export interface Bid {
  id: number;
  backId: number;
  bidderName: string;
  /** The bidding merchant's user id (the live wire's createId / supplyUserId). */
  bidderId: number;
  price: number;
  status: BidStatus;
  createTime: string;
}

// ---------- recycle wire shapes (估价结果 / 竞价回收 / 竞价中心; helper H3) ----------
// What the live backend answers and accepts (api.md "Live payload shapes"); the mock stores Backlist / Bid
// above and answers these.

/** A row of GET /account/backlist/allList: `img` is the JSON string of the file list, `bcountt` = number of bids. */
export type BacklistItem = Omit<Backlist, 'img'> & { img: string; bcountt: number };

/** A bid as GET /account/quotation/mybprice answers it (rlist). */
export interface BidRow {
  id: number;
  /** 回收商 (merchant name). */
  createName: string;
  /** The merchant's user id: POST /account/backlist/accept's supplyUserId. */
  createId: number;
  /** 报价 (yuan). */
  bprice: number;
  status: BidStatus;
  createTime: string;
  /** The merchant's 成交量, deals done on the platform (extension: the live rows name the merchant only). */
  dealCount?: number;
  /** The merchant's 好评率 in per cent, 0–100 (extension). */
  goodRate?: number;
}

/** GET /account/quotation/mybprice?backId= → the request and its bids, highest first. */
export interface MyBids {
  back: BacklistItem;
  rlist: BidRow[];
}

/** POST /account/backlist/accept (live shape): id = the request (back) id, supplyUserId = the bid's createId. */
export interface AcceptBidBody {
  id: number;
  supplyUserId: number;
}

/** 1 竞价回收+官方代售, 2 只代售. */
export type BidRecycleMode = 1 | 2;

/** POST /h5/goods/back (竞价回收), live shape: img is a JSON string of [{url, name}], content the goods DTO's JSON. */
export interface BidRecycleBody {
  gameId: number;
  /** The game's name. */
  type: string;
  des: string;
  /** 区服 text, e.g. "安卓 / QQ区". */
  region: string;
  account: string;
  tel: string;
  img: string;
  relname: string;
  relnameImg: string;
  inType: BidRecycleMode;
  content: string;
}

/** A row of GET /backOrder/list?dataType=sell&orderStatus= (a deal with a merchant after accepting a bid). */
export interface BackOrder {
  id: number;
  backId: number;
  /** The selling user (owner of the request). */
  sellerId: number;
  /** The merchant. */
  buyerId: number;
  buyerName: string;
  gameId: number;
  gameName: string;
  title: string;
  /** JSON string of the file list, like the request's img. */
  img: string;
  qufu: string;
  /** The accepted bid's price (yuan). */
  changeAmount: number;
  /** 1 等待买家付款, 2 买家已付款. */
  buyerPayStatus: BuyerPayStatus;
  orderStatus: BackOrderStatus;
  createTime: string;
  /** The merchant's 成交量 (extension). */
  buyerDealCount?: number;
  /** The merchant's 好评率 in per cent (extension). */
  buyerGoodRate?: number;
  /** When the merchant paid (extension). */
  payTime?: string;
  /** When the deal ended, 交易成功 or 交易失败 (extension). */
  finishTime?: string;
  /** Why a 交易失败 deal failed (extension). */
  failReason?: string;
}

export interface MerchantApplication {
  id: number;
  userId: number;
  shopName: string;
  contact: string;
  games: string;
  auditState: MerchantAudit;
  auditDes?: string;
  createTime: string;
}

// ---------- 我的代售 (my listings; helper H2) ----------

/** A row of GET /need/myConsignment (live shape): the seller's goods; 交易中 / 已出售 rows carry their deal. */
export interface MyListing extends Goods {
  /** The order of a 交易中 / 已出售 goods (live field name). */
  orderRecId?: number;
  /** When that order was placed. */
  orderTime?: string;
  /** A sold row's money (live names, see Order): 成交价, 到手, payout state; payoutTime is ours. */
  suplyprice?: number;
  supplyDiscountPrice?: number;
  supllypay?: SupplyPay;
  payoutTime?: string;
  /** Extension: withdrawn from audit (撤回) and never approved since: 上架 sends it to audit again. */
  needsAudit?: boolean;
}

/** A row of the mock's GET /__mock/log (mock mode only: the QA panel reads it). */
export interface MockLogEntry {
  time: string;
  method: string;
  path: string;
  status: number;
  code?: number;
  ms: number;
  scenario?: string;
  /** Hybrid mock (MOCK_LIVE): which backend answered. */
  backend?: 'mock' | 'live';
  /** A live answer that breaks the contract: one line per breaking difference. */
  drift?: string[];
}

export interface UploadResult {
  url: string;
  fileName: string;
}

// ---------- selling: valuation wire shape (helper H1) ----------

/**
 * Body of POST /account/backlist for a plain 估价 (api.md "Live payload shapes"): `type` names the game,
 * `tel` is one text `电话：…，微信：…，QQ：…`, `img` the JSON string of the uploaded file list [{url, name}].
 */
export interface ValuationBody {
  type: string;
  des: string;
  region: string;
  expprice: number;
  account: string;
  tel: string;
  img: string;
}

// ---------- 我的代售: editing one listing ----------

/**
 * GET /need/myConsignment/:id (extension): one of my listings with what its edit form needs. importantRemark
 * is the live DTO's contact text (联系QQ：…;联系微信：…;联系电话：…;账号来源：…); the account number is the seller's
 * own; the password is never answered.
 */
export interface MyListingDetail extends MyListing {
  importantRemark?: string;
  accountNumber?: string;
}
