// Delayed platform work — auto-audits, valuations, merchant bids, order steps, deadlines, payouts — as rows of the
// data's jobs table (data/jobs.ts): a kind, a due time on the space's clock, a payload of ids. Being data, a job
// survives a restart and an idle unload, comes with a snapshot or a new space, and goes with a reset; the sweep at
// start runs what fell due meanwhile. One timer per app sleeps until the job due first; when it fires, every due
// job runs in order of dueAt then id, each taken out of the table before its handler (domain/jobs.ts) runs, a
// handler's error logged without stopping the others. POST /__mock/clock moves the space's clock forward through
// the jobs on the way (advance), each seeing the clock at its own due time.
import type { MockJobKind, MockJobPayloads } from '../src/contract/types.ts';
import type { JobRow } from './lib/fixtures.ts';
import { DAY_MS } from './lib/fixtures.ts';
import { addJob, deriveJobRows, firstJob, removeJobs, setClockOffset, takeDueJob, type JobStore } from './data/jobs.ts';

/** What each kind does when it falls due: every kind has one (a missing one is a type error). */
// Generic over the context the handlers take (context.ts's MockContext), so this file needs nothing of context.ts,
// which holds a Scheduler.
export type JobHandlers<C> = { [K in MockJobKind]: (ctx: C, payload: MockJobPayloads[K]) => void };

/** A job that ran, as POST /__mock/clock reports it. */
export interface RanJob {
  kind: string;
  dueAt: number;
}

/** The furthest one POST /__mock/clock may move the clock at once. */
export const MAX_ADVANCE_MS = 30 * DAY_MS;

/**
 * A job that schedules itself again at each run (a payout waiting for a claim that is never answered) would run
 * for ever inside one advance; after this many the advance stops running them and the sweep takes the rest.
 */
const MAX_RUNS_PER_ADVANCE = 10_000;

/** What the scheduler needs of the store: the table's helpers, the space's clock, a call after each install. */
export type SchedulerStore = JobStore & {
  spaceNow(): number;
  /** `fn` with spaceNow() standing at `at`. */
  runAt<T>(at: number, fn: () => T): T;
  onInstall(listener: () => void): void;
};

export interface SchedulerOptions {
  /** The host's clock (the space's runs ahead of it by db.clockOffsetMs). */
  now: () => number;
  /** The longest the timer sleeps, so a host clock moved meanwhile (a test's `now`) is noticed within it. */
  sweepMs: number;
  log: (line: string) => void;
}

/** True when every field of `match` is in `payload` with the same value. */
function matches(payload: Record<string, unknown>, match: Record<string, unknown>): boolean {
  return Object.entries(match).every(([k, v]) => payload[k] === v);
}

export class Scheduler<C = unknown> {
  private ctx: C | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** A run is under way: jobs added by its handlers join it, and the timer is armed once it ends. */
  private running = false;
  private closed = false;

  private readonly store: SchedulerStore;
  private readonly options: SchedulerOptions;
  private readonly handlers: JobHandlers<C>;

  constructor(
    store: SchedulerStore,
    options: SchedulerOptions,
    handlers: JobHandlers<C>,
  ) {
    this.store = store;
    this.options = options;
    this.handlers = handlers;
  }

  /**
   * Starts the app's jobs: `derive` adds the jobs the data implies without holding them (the deadlines of seeded
   * rows), now and after every later install (reset, restore); then what fell due while the data was not loaded
   * (the process down, the space unloaded) runs at once, and the timer is armed.
   */
  start(ctx: C, derive: () => void): void {
    this.ctx = ctx;
    this.store.onInstall(() => {
      derive();
      this.arm();
    });
    derive();
    this.runDue();
  }

  /** A job `ms` from now on the space's clock. */
  after<K extends MockJobKind>(kind: K, ms: number, payload: MockJobPayloads[K]): void {
    this.at(kind, this.store.spaceNow() + ms, payload);
  }

  /** A job at `dueAt` (epoch ms of the space's clock). */
  at<K extends MockJobKind>(kind: K, dueAt: number, payload: MockJobPayloads[K]): void {
    addJob(this.store, kind, dueAt, payload);
    this.arm();
  }

  /** The jobs the installed data implies (its deadlines), derived again at every install: not a change to save. */
  derive(rows: { [K in MockJobKind]: { kind: K; dueAt: number; payload: MockJobPayloads[K] } }[MockJobKind][]): void {
    deriveJobRows(this.store, rows);
    this.arm();
  }

  /** Drops the pending jobs of a kind whose payload has `match`'s fields; how many. */
  cancel<K extends MockJobKind>(kind: K, match: Partial<MockJobPayloads[K]>): number {
    return removeJobs(this.store, (j) => j.kind === kind && matches(j.payload, match));
  }

  /** The pending jobs of a kind whose payload has `match`'s fields. */
  find<K extends MockJobKind>(kind: K, match: Partial<MockJobPayloads[K]> = {}): JobRow[] {
    return this.store.db.jobs.filter((j) => j.kind === kind && matches(j.payload, match));
  }

  /** Every pending job, due first first. */
  get jobs(): readonly JobRow[] {
    return this.store.db.jobs;
  }

  get pending(): number {
    return this.store.db.jobs.length;
  }

  /** Runs every job due by now on the space's clock, in order; what ran. */
  runDue(): RanJob[] {
    const ran: RanJob[] = [];
    // A handler's own writes never start a second loop: this one picks up what they add.
    if (this.running || !this.ctx) return ran;
    this.running = true;
    try {
      for (let job = takeDueJob(this.store, this.store.spaceNow()); job; job = takeDueJob(this.store, this.store.spaceNow())) {
        this.run(job, this.store.spaceNow());
        ran.push({ kind: job.kind, dueAt: job.dueAt });
      }
    } finally {
      this.running = false;
      this.arm();
    }
    return ran;
  }

  /**
   * Moves the space's clock `ms` forward: the jobs due on the way run in order, each with the clock at its own due
   * time (so a chain — 交易成功, then its payout MOCK_AUDIT_MS later — lands within one advance, in order); then the
   * offset ends `ms` past where it was. What ran.
   */
  advance(ms: number): RanJob[] {
    const ran: RanJob[] = [];
    if (this.running || !this.ctx) return ran;
    const startOffset = this.store.db.clockOffsetMs;
    let at = this.store.spaceNow();
    const target = at + ms;
    this.running = true;
    try {
      for (let job = firstJob(this.store); job && job.dueAt <= target; job = firstJob(this.store)) {
        if (ran.length >= MAX_RUNS_PER_ADVANCE) {
          this.options.log(`[job] 一次快进最多运行 ${MAX_RUNS_PER_ADVANCE} 个任务，其余到期的稍后运行`);
          break;
        }
        // The clock at the job's due time while it runs; never backwards (one overdue runs at the clock's now).
        at = Math.max(job.dueAt, at);
        takeDueJob(this.store, at);
        this.run(job, at);
        ran.push({ kind: job.kind, dueAt: job.dueAt });
      }
      setClockOffset(this.store, startOffset + ms);
    } finally {
      this.running = false;
      this.arm();
    }
    return ran;
  }

  /** Re-arms the one timer for the job due first (at most sweepMs away); none without jobs. */
  arm(): void {
    if (this.running || this.closed || !this.ctx) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    const first = firstJob(this.store);
    if (!first) return;
    const wait = Math.min(Math.max(0, first.dueAt - this.store.spaceNow()), this.options.sweepMs);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.runDue();
    }, wait);
    this.timer.unref();
  }

  /** Stops the timer (app close); the jobs stay in the data for the next start. */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Runs a job's handler with the space's clock standing at `at`. */
  private run(job: JobRow, at: number): void {
    // Looked up by the row's kind, which the data may hold from another version: the payload was written for it.
    const handler = (this.handlers as unknown as Partial<Record<string, (ctx: C, payload: Record<string, unknown>) => void>>)[job.kind];
    if (!handler || !this.ctx) {
      this.options.log(`[job] 未知的任务类型 ${job.kind}（#${job.id}），已丢弃`);
      return;
    }
    const ctx = this.ctx;
    try {
      this.store.runAt(at, () => handler(ctx, job.payload));
    } catch (err) {
      this.options.log(`[job] ${job.kind} #${job.id}：${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
