// The mock's own types, shared with the app's mock-mode tools (the QA panel, src/dev/): its stored rows where they
// differ from an answer, and the answers of its control API (/__mock/*, which has no schema). The app reads them
// through types.ts, as types only.
import type { BacklistItem, BidRow } from './common/answers.ts';

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
