// Everything a route needs, built once per app: options, the store, the scheduler (its jobs are data, in the store)
// and the in-memory (not persisted) state that a restart or POST /__mock/reset clears: captchas, SMS codes,
// payment tickets, scenarios.
import type { MockOptions } from './config.ts';
import type { Store } from './data/store.ts';
import type { Scheduler } from './scheduler.ts';
import type { ScenarioControl } from './middleware/scenario.ts';
import type { Journal } from './sandbox/journal.ts';
import type { PayWay } from '../src/contract/types.ts';

export interface CaptchaEntry {
  code: string;
  expiresAt: number;
}

export interface SmsEntry {
  code: string;
  sentAt: number;
  expiresAt: number;
}

export interface SmsRecord {
  time: string;
  phone: string;
  type: string;
  code: string;
}

export interface PaymentTicket {
  ticket: string;
  orderId: number;
  payWay: PayWay;
  payType: 'deposit' | 'full' | 'balance';
  amount: number;
  returnUrl: string;
  createdAt: number;
}

export interface MockContext {
  opts: MockOptions;
  store: Store;
  scheduler: Scheduler<MockContext>;
  scenarios: ScenarioControl;
  /** The space's request journal (sandbox/journal.ts): GET /__mock/journal, /__mock/log. */
  journal: Journal;
  captchas: Map<string, CaptchaEntry>;
  /** `${phone}:${type}` → the code last sent. */
  sms: Map<string, SmsEntry>;
  smsLog: SmsRecord[];
  /** ticket → pending payment; orderId → its latest ticket. */
  tickets: Map<string, PaymentTicket>;
  /**
   * The data space's clock, for everything of the business (order, message and deadline times, jobs): the host's
   * clock (opts.now) plus the space's offset (POST /__mock/clock). Sign-in — sessions, captchas, SMS codes — and the
   * tester's tools (journal, scenarios, audit) stay on opts.now: moving the platform's clock signs nobody out.
   */
  now: () => number;
}

/** Clears the in-memory state that belongs to a db (used by reset; the jobs and the clock go with the data). */
export function clearVolatile(ctx: MockContext): void {
  ctx.captchas.clear();
  ctx.sms.clear();
  ctx.smsLog.length = 0;
  ctx.tickets.clear();
  ctx.scenarios.clear();
}
