// Group commit — an answer means the change is on disk: every mutation calls changed(), which schedules a
// commit for the end of the current event-loop turn (setImmediate), so the writes of one turn — and of every
// turn while a commit is being written — share one file write. The route wrapper (routes/registry.ts) holds
// each answer until flushed() says the commit holding its change is durable; scheduler and sweep changes
// simply join the next commit. What a commit writes is the store's business (`write`).
import { formatTime } from '../lib/fixtures.ts';

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

export interface GroupCommitOptions {
  persist: boolean;
  /** Wait before retrying a commit whose write failed. */
  saveDelayMs: number;
  now: () => number;
  log: (line: string) => void;
  /** Writes one consistent snapshot of everything (atomically). */
  write: (savedAt: string) => Promise<void>;
}

export class GroupCommit {
  /** A commit is queued for the end of this event-loop turn. */
  private commitQueued = false;
  private retryTimer: NodeJS.Timeout | undefined;
  /** The commit loop, while it runs (one file write at a time). */
  private committing: Promise<void> | undefined;
  /** While the data is swapped wholesale (reset): no commit starts. */
  private paused = false;
  /** Changes not in any started commit yet. */
  private dirty = false;
  private closed = false;
  /** Bumped by every change; durableSeq is the highest one known to be on disk. */
  private changeSeq = 0;
  private durableSeq = 0;
  private waiters: Waiter[] = [];
  lastSavedAt: string | undefined;
  /** Commits written since start (each may carry many changes). */
  commits = 0;

  constructor(private readonly options: GroupCommitOptions) {}

  get isDirty(): boolean {
    return this.options.persist && (this.dirty || this.committing !== undefined || this.durableSeq < this.changeSeq);
  }

  /** The change counter now; flushed(seq) waits for the commit holding it. */
  get seq(): number {
    return this.changeSeq;
  }

  changed(): void {
    this.changeSeq++;
    this.dirty = true;
    this.scheduleCommit();
  }

  /**
   * Resolves when every change made so far (or up to `seq`) is on disk; rejects when its commit failed.
   * Without persistence it resolves at once.
   */
  flushed(seq = this.changeSeq): Promise<void> {
    if (!this.options.persist || this.durableSeq >= seq) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ seq, resolve, reject });
      this.scheduleCommit();
    });
  }

  /**
   * Runs `swap` with no commit under way or starting (a write already under way lands first, so it cannot
   * bring old data back after it); the changes made before are forgotten: nobody waits for them any more.
   */
  async replaceAll(swap: () => Promise<void>): Promise<void> {
    this.paused = true;
    try {
      while (this.committing) await this.committing;
      this.dirty = false;
      this.durableSeq = this.changeSeq;
      this.settle();
      await swap();
    } finally {
      this.paused = false;
      if (this.dirty) this.scheduleCommit();
    }
  }

  /** Queues a commit for the end of this event-loop turn, so the writes of the turn share it. */
  private scheduleCommit(): void {
    if (!this.options.persist || this.closed || this.paused || this.commitQueued || this.committing) return;
    this.commitQueued = true;
    setImmediate(() => {
      this.commitQueued = false;
      void this.runCommits();
    });
  }

  /** Writes commits until nothing is left; one write at a time, each holding every change made before it. */
  private runCommits(): Promise<void> {
    if (this.committing) return this.committing;
    if (!this.dirty || this.paused) return Promise.resolve();
    this.committing = (async () => {
      while (this.dirty && !this.paused) {
        const seq = this.changeSeq;
        this.dirty = false;
        const savedAt = formatTime(this.options.now());
        try {
          await this.options.write(savedAt);
        } catch (err) {
          this.dirty = true;
          const message = err instanceof Error ? err.message : String(err);
          this.options.log(`[store] 保存失败：${message}`);
          this.failWaiters(seq, new Error(`数据保存失败：${message}`));
          if (!this.retryTimer && !this.closed) {
            this.retryTimer = setTimeout(() => {
              this.retryTimer = undefined;
              this.scheduleCommit();
            }, Math.max(this.options.saveDelayMs, 100));
            this.retryTimer.unref();
          }
          return;
        }
        this.commits++;
        this.lastSavedAt = savedAt;
        this.durableSeq = Math.max(this.durableSeq, seq);
        this.settle();
      }
    })().finally(() => {
      this.committing = undefined;
      // Waiters left behind (a reset began, a failed write) get their commit when the next one is queued.
      if (this.dirty && !this.paused && !this.retryTimer) this.scheduleCommit();
    });
    return this.committing;
  }

  /** Answers every waiter whose change is on disk. */
  private settle(): void {
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const w of this.waiters) {
      if (w.seq <= this.durableSeq) w.resolve();
      else still.push(w);
    }
    this.waiters = still;
  }

  private failWaiters(upTo: number, err: Error): void {
    const still: Waiter[] = [];
    for (const w of this.waiters) {
      if (w.seq <= upTo) w.reject(err);
      else still.push(w);
    }
    this.waiters = still;
  }

  /** Writes now whatever is not on disk yet. */
  async save(): Promise<void> {
    if (!this.options.persist) return;
    while (this.dirty || this.committing) {
      const before = this.durableSeq;
      await this.runCommits();
      // A failed write leaves the changes dirty: stop rather than spin.
      if (this.dirty && !this.committing && this.durableSeq === before) return;
    }
  }

  /** Flushes pending changes and stops saving (server close). */
  async close(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    await this.save();
    this.closed = true;
  }
}
