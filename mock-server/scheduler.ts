// Delayed mock behaviour (auto-audit, valuations, merchant bids …). Timers are unref'd so they never keep a
// process alive, and cleared on reset/close so a reset db is not touched by jobs of the old one.
export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Jobs that have run (tests tell a job that already fired from one never scheduled). */
  private done = 0;

  constructor(private readonly onError: (err: unknown) => void) {}

  after(ms: number, job: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      this.done++;
      try {
        job();
      } catch (err) {
        this.onError(err);
      }
    }, ms);
    t.unref();
    this.timers.add(t);
  }

  get pending(): number {
    return this.timers.size;
  }

  /** Jobs scheduled so far and not cleared: pending or run. */
  get scheduled(): number {
    return this.timers.size + this.done;
  }

  clear(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
