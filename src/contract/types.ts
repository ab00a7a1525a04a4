// The API's types as the app (src/api, features, screens) and the mock import them. The answers are not written
// here: each is inferred from its zod schema in wire/answers/ (by domain), the one place an answer's fields are written
// (docs/decisions/0013-contract-once.md), and re-exported below as a type only, so the app never loads zod.
// What stays here has no answer schema: the envelopes (generic), what the app sends, the mock's stored rows
// and its request log. Names follow the RuoYi backend the product talks to; see docs/api.md and docs/product.md.
import type {
  AccountType, BacklistItem, BidRow, GameType, GoodsFields, GoodsImage, GuaranteeType, InType, ProblemType,
} from './wire/answers.ts';
import type { OrderStatus, PayWay } from './statuses.ts';
import type { SortRank } from './wire/requests.ts';

export type {
  AccountType, AfterSale, AfterSaleType, AppVersion, AttributeTemplate, BacklistItem, BackOrder, BidRow,
  BlackCheckResult, BlackRecord, BusinessContact, CaptchaResult, DealRecord, DeliverInfo, FieldType, Game,
  GameAttribute, GameType, Goods, GoodsDetail, GoodsFieldKey, GoodsFields, GoodsImage, GoodsSeller, GoodsSuggestions, GuaranteeFlag, GuaranteeType, HomeStats,
  InType, LoginResult, MerchantApplication, Message, MessagePage, MyBids, MyListing, MyListingDetail, Notice,
  NoticeType, Order, OrderAnswer, PayoutAccount, PayResult, Problem, ProblemType, ProfileResult, QQGroup, QueryOrderResult, QufuFields,
  SocialAccount, StaffAccount, StaffCheckResult, StaffType, SuggestTerm, SystemKey, TemplateOption, UploadResult, User, VerifyReport, Zhubo,
} from './wire/answers.ts';
// The status codes are named once in statuses.ts, with their labels; the answers' schemas are made from them.
export type {
  AccountRealName, AfterSaleStatus, BacklistStatus, BackOrderStatus, BidStatus, BindingType, BuyerPayStatus, DeliverState, MerchantAudit, OrderStatus,
  OrderStep, PayState, PayWay, ProblemStatus, ReadState, RealNameStatus, RebindCode, SaleState, ShotType, SupplyPay, PayoutAccountType,
} from './statuses.ts';
export type { SmsType, SortRank } from './wire/requests.ts';

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

// ---------- what the app sends ----------
// Written by hand: the request schemas of wire/requests.ts are what the mock accepts, wider than what the app
// sends (numbers as text, older shapes; their preprocess steps have no input type), so they cannot give these.

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

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
  /** Only this seller's goods (the seller card's 在售 N 件). Extension. */
  createId?: number;
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
  /** 微信 only (extension): NATIVE a code_url to scan (the default), MWEB H5 pay — the wallet's address to go to. */
  tradeType?: 'NATIVE' | 'MWEB';
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

/** POST /account/problem — the live shape: contact is a phone number or a QQ number, images are upload paths. */
export interface ProblemBody {
  type: ProblemType;
  content: string;
  contact: string;
  images: string[];
}

/** POST /account/backlist/accept (live shape): id = the request (back) id, supplyUserId = the bid's createId. */
export interface AcceptBidBody {
  id: number;
  supplyUserId: number;
}

/** 1 竞价回收+官方代售, 2 只代售. */
export type BidRecycleMode = InType;

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
  /** Extension: the goods DTO of the valuation (区服 ids, f1..fN, accountSource) as JSON, like 竞价回收's content. */
  content?: string;
}

// ---------- the mock's own ----------

/**
 * A valuation or bid-recycle request as the mock stores it: the answer's fields (BacklistItem), with `img` as
 * the file list itself (the answer sends its JSON text) and without `bcountt` (counted when answering).
 */
export type Backlist = Omit<BacklistItem, 'img' | 'bcountt'> & { img: string[] };

/** A merchant's bid as the mock stores it (the answer is BidRow). status: 0 待处理, 1 已接受, 2 已拒绝, 3 已完成. */
export interface Bid {
  id: number;
  backId: number;
  bidderName: string;
  /** The bidding merchant's user id (the live wire's createId / supplyUserId). */
  bidderId: number;
  price: number;
  status: BidRow['status'];
  createTime: string;
}

/** What a reproduction link carries (mock mode only): the mock's /__repro page reads it (mock-server/sandbox/repro-page.ts)
 *  and the app opens it (src/dev/repro.ts). */
export interface ReproLink {
  /** The snapshot. */
  s: string;
  /** The user signed in, if any. */
  u?: number | null;
  /** The scenario armed for the author's browser: its name, times and path. */
  sc?: string | null;
  t?: number;
  p?: string;
  /** The page it was made on: path, query and hash. */
  at?: string;
  /** The author's tester name. */
  by?: string;
}

/** A request or an answer in the mock's journal (GET /__mock/journal; mock-server/sandbox/journal.ts). */
export interface JournalMessage {
  /** Headers as sent (names lower-case for a request), secrets masked. */
  headers: Record<string, string>;
  contentType?: string;
  /** Bytes of the body as sent; 0 = none, -1 = not known (a chunked request). */
  size: number;
  /** JSON as parsed (secrets masked), a MultipartSummary or a TruncatedBody; absent without a body, for a body the
   *  mock never read (answered before it, or streamed to a live backend) and for a non-JSON answer. */
  body?: unknown;
}

/** One call in the mock's journal, as GET /__mock/journal answers it (mock mode only: the QA panel reads it). */
export interface JournalEntry {
  /** Increasing in the order calls were recorded, per space. */
  id: number;
  /** When the call came in, 'YYYY-MM-DD HH:mm:ss' of the mock's clock (Asia/Shanghai). */
  time: string;
  /** The same instant as ISO 8601 with milliseconds (HAR's startedDateTime). */
  startedDateTime: string;
  method: string;
  path: string;
  /** The query as parsed, secrets masked. */
  query: Record<string, unknown>;
  /** The whole URL the mock was called with, secrets in the query masked. */
  url: string;
  httpVersion: string;
  /** HTTP status; DROPPED_CALL (statuses.ts) when the connection was dropped (network scenario, client gone). */
  status: number;
  /** The body code of a JSON answer. */
  code?: number;
  ms: number;
  /** The sandbox client (X-Mock-Client) and the tester's name (X-Mock-Tester), when sent. */
  client?: string;
  tester?: string;
  scenario?: string;
  backend?: 'mock' | 'live';
  drift?: string[];
  request: JournalMessage;
  response: JournalMessage;
  /** Brought by a reproduction link: the name of its snapshot. Listed for every sandbox client of the space. */
  repro?: string;
}

/** A row of the mock's GET /__mock/log (mock mode only: the QA panel reads it; the control API has no schema). */
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

/**
 * The data space's delayed work (mock mode only): each kind with what it carries (ids, never rows). The mock's
 * handlers (mock-server/domain/jobs.ts) and the QA panel's 时间 section (src/dev/Clock.tsx, which names each in
 * Chinese) both take their list from here, so a kind added on one side is a type error on the other until named.
 */
export interface MockJobPayloads {
  /** A listing's automatic audit (通过), MOCK_AUDIT_MS after its latest submit or edit. */
  'listing.audit': { goodsId: number };
  /** An unpaid order closes at its closeTime. */
  'order.payDeadline': { orderId: number };
  /** A paid order's next step (验号 → 换绑 → 待确认收货), MOCK_ORDER_STEP_MS after its payment or last step. */
  'order.step': { orderId: number };
  /** The seller's payout, MOCK_AUDIT_MS after 交易成功 (again as long later while a claim is open). */
  'order.payout': { orderId: number };
  /** The platform's answer to a 售后 claim. */
  'afterSale.answer': { afterSaleId: number };
  /** A plain 估价's result. */
  'recycle.valuation': { backlistId: number };
  /** A merchant's bid on a 竞价回收 request: `nth` counts from 0 (the nth bid, made only if fewer are there). */
  'recycle.bid': { backlistId: number; nth: number };
  /** A 竞价回收 deal's next step (回收商付款 → 待审核 → 已审核 → 交易成功). */
  'backOrder.tick': { backOrderId: number };
  /** A deal whose merchant has not paid closes at its payDeadline. */
  'backOrder.payDeadline': { backOrderId: number };
  /** The seller's payout of a deal, MOCK_AUDIT_MS after 交易成功. */
  'backOrder.payout': { backOrderId: number };
  /** A 商户入驻 application's approval. */
  'merchant.audit': { merchantId: number };
  /** The platform's reply to a feedback. */
  'feedback.reply': { problemId: number };
}
export type MockJobKind = keyof MockJobPayloads;

/** A pending job as GET /__mock/clock lists it: dueAt as 'YYYY-MM-DD HH:mm:ss' of the space's clock. */
export interface MockJob {
  id: number;
  kind: string;
  dueAt: string;
  payload: Record<string, unknown>;
}

/** GET /__mock/clock: the space's clock (how far ahead of real time) and its pending jobs, soonest first. */
export interface MockClock {
  offsetMs: number;
  now: string;
  pending: number;
  jobs: MockJob[];
}

/** POST /__mock/clock {advanceMs}: the clock moved, the jobs that ran on the way (in order), what is left. */
export interface MockClockAdvance {
  offsetMs: number;
  now: string;
  ran: { kind: string; dueAt: string }[];
  pending: number;
}
