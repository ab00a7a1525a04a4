// Sign-in sessions: token → user, with a sliding expiry (MOCK_SESSION_TTL) capped by an absolute lifetime from
// sign-in (MOCK_SESSION_MAX). A session remembers the sandbox client (X-Mock-Client) that signed in, so one
// tester can expire their own sessions without signing out a colleague's browser.
import crypto from 'node:crypto';
import type { SessionRow } from '../lib/fixtures.ts';

/** A session row as stored: its sign-in time (older files lack it) and the sandbox client it belongs to. */
export type StoredSession = SessionRow & { createdAt?: number; client?: string };

export const DEFAULT_SESSION_MAX_SEC = 7 * 86400;

export class SessionTable extends Map<string, StoredSession> {
  private readonly now: () => number;
  private readonly maxMs: number;
  private readonly changed: () => void;

  constructor(now: () => number, maxMs: number, changed: () => void) {
    super();
    this.now = now;
    this.maxMs = maxMs;
    this.changed = changed;
  }

  /** Takes the stored rows, dropping expired ones; rows from before the absolute lifetime count from now. */
  load(rows: StoredSession[]): void {
    this.clear();
    const now = this.now();
    for (const s of rows) {
      s.createdAt ??= now;
      if (s.expiresAt > now && s.createdAt + this.maxMs > now) this.set(s.token, s);
    }
  }

  /** The live rows, to be saved. */
  rows(): StoredSession[] {
    const now = this.now();
    return [...this.values()].filter((s) => s.expiresAt > now);
  }

  create(userId: number, ttlSec: number, client?: string): StoredSession {
    const now = this.now();
    const s: StoredSession = {
      token: crypto.randomBytes(32).toString('hex'), userId, expiresAt: now + Math.min(ttlSec * 1000, this.maxMs), createdAt: now,
    };
    if (client) s.client = client;
    this.set(s.token, s);
    this.changed();
    return s;
  }

  /**
   * Valid session for a token, its expiry slid forward but never past sign-in + the absolute lifetime
   * (MOCK_SESSION_MAX); expired ones are dropped.
   */
  touch(token: string, ttlSec: number): StoredSession | undefined {
    const s = this.get(token);
    if (!s) return undefined;
    const now = this.now();
    const endOfLife = (s.createdAt ?? now) + this.maxMs;
    if (s.expiresAt <= now || endOfLife <= now) {
      this.delete(token);
      return undefined;
    }
    // Sliding expiry is not a data change worth a disk write; it is saved with the next real mutation.
    s.expiresAt = Math.min(now + ttlSec * 1000, endOfLife);
    return s;
  }

  end(token: string): boolean {
    const had = this.delete(token);
    if (had) this.changed();
    return had;
  }

  /** Ends every session, or only those signed in from one sandbox client; how many ended. */
  endAll(client?: string): number {
    let n = 0;
    for (const s of [...this.values()]) {
      if (client !== undefined && s.client !== client) continue;
      this.delete(s.token);
      n++;
    }
    this.changed();
    return n;
  }
}
