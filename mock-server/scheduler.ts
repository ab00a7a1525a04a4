// Delayed mock behaviour (auto-audit, valuations, merchant bids …). Timers are unref'd so they never keep a
// process alive, and cleared on reset/close so a reset db is not touched by jobs of the old one.
export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly onError: (err: unknown) => void) {}

  after(ms: number, job: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
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

  clear(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
