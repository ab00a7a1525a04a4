// The sandbox's audit: every reset, restore, delete, overwrite, pin, expiry and force — who, when, what, in which
// space — for the whole mock (every space writes to one), so a tester whose space vanished can read who removed
// it. One JSON line each in <MOCK_DATA_DIR>/audit.jsonl (appended synchronously: a line is on disk before the
// answer that reports the change), the newest MAX_KEPT also in memory for GET /__mock/audit.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { fail } from '../lib/envelope.ts';
import { formatTime } from '../lib/fixtures.ts';
import { intField, optional, parse } from '../lib/validate.ts';
import { ownerLabel, type Owner } from './owners.ts';

export const AUDIT_ACTIONS = [
  'reset', 'restore', 'delete-space', 'delete-snapshot', 'overwrite-snapshot', 'expire-space', 'expire-snapshot', 'pin', 'unpin',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What the panel says for each action. */
export const AUDIT_LABELS: Record<AuditAction, string> = {
  reset: '重置数据', restore: '恢复快照', 'delete-space': '删除数据空间', 'delete-snapshot': '删除快照',
  'overwrite-snapshot': '覆盖快照', 'expire-space': '到期删除数据空间', 'expire-snapshot': '到期删除快照', pin: '固定', unpin: '取消固定',
};

export interface AuditEntry {
  time: string;
  action: AuditAction;
  /** Who did it (the tester's name, a browser, 到期清理 for the sweep). */
  who: string;
  by?: Owner;
  /** The space it happened in (shared = the shared space). */
  space: string;
  /** The snapshot or space it acted on, when not the space itself. */
  target?: string;
  /** It changed what another tester owns, with ?force=1: whose. */
  forced?: string;
}

const MAX_KEPT = 5000;
const FILE = 'audit.jsonl';

export class Audit {
  private entries: AuditEntry[] | undefined;

  private readonly dir: string;
  private readonly persist: boolean;
  private readonly now: () => number;

  constructor(dir: string, persist: boolean, now: () => number) {
    this.dir = dir;
    this.persist = persist;
    this.now = now;
  }

  private get file(): string {
    return path.join(this.dir, FILE);
  }

  private all(): AuditEntry[] {
    if (this.entries) return this.entries;
    let lines: string[] = [];
    try {
      lines = fs.readFileSync(this.file, 'utf8').split('\n');
    } catch {
      // no audit yet
    }
    this.entries = lines.flatMap((line) => {
      try {
        return line.trim() ? [JSON.parse(line) as AuditEntry] : [];
      } catch {
        return []; // a torn last line after kill -9
      }
    }).slice(-MAX_KEPT);
    return this.entries;
  }

  add(e: { action: AuditAction; by?: Owner; who?: string; space: string; target?: string; forced?: Owner }): AuditEntry {
    const entry: AuditEntry = {
      time: formatTime(this.now()), action: e.action, who: e.who ?? ownerLabel(e.by), ...(e.by ? { by: e.by } : {}),
      space: e.space, ...(e.target ? { target: e.target } : {}), ...(e.forced ? { forced: ownerLabel(e.forced) } : {}),
    };
    const all = this.all();
    all.push(entry);
    if (all.length > MAX_KEPT) all.splice(0, all.length - MAX_KEPT);
    if (this.persist) {
      fs.mkdirSync(this.dir, { recursive: true });
      fs.appendFileSync(this.file, `${JSON.stringify(entry)}\n`);
    }
    return entry;
  }

  /** Newest first, filtered. */
  list(f: AuditFilter = {}): AuditEntry[] {
    const rows = this.all().filter((e) => (f.space === undefined || e.space === f.space || e.target === f.space)
      && (f.action === undefined || e.action === f.action) && (f.who === undefined || e.who === f.who));
    return rows.reverse().slice(0, f.limit ?? 100);
  }

  /** The latest removal of a space (deleted or expired), for the answer a caller of a vanished space gets. */
  removalOf(space: string): AuditEntry | undefined {
    const all = this.all();
    for (let i = all.length - 1; i >= 0; i--) {
      const e = all[i];
      if ((e.action === 'delete-space' || e.action === 'expire-space') && e.space === space) return e;
    }
    return undefined;
  }
}

const audits = new Map<string, Audit>();

/** The one audit of the mock whose data folder is `dir` (every space of it shares it). */
export function auditAt(dir: string, persist: boolean, now: () => number): Audit {
  const key = path.resolve(dir);
  let audit = audits.get(key);
  if (!audit) {
    audit = new Audit(key, persist, now);
    audits.set(key, audit);
  }
  return audit;
}

export interface AuditFilter {
  space?: string;
  action?: AuditAction;
  who?: string;
  limit?: number;
}

/** GET /__mock/audit's query, or a Chinese refusal. */
export function auditFilter(query: unknown): AuditFilter {
  const q = parse(z.object({
    space: optional(z.string().trim().min(1).max(40, { error: '空间名称（space）不能超过 40 个字' })),
    action: optional(z.enum(AUDIT_ACTIONS, { error: `操作（action）的取值无效，可选：${AUDIT_ACTIONS.join(' / ')}` })),
    who: optional(z.string().trim().min(1).max(40, { error: '操作人（who）不能超过 40 个字' })),
    limit: optional(intField('条数（limit）')),
  }), query ?? {});
  if (q.limit !== undefined && (q.limit < 1 || q.limit > 1000)) fail('条数（limit）应在 1–1000 之间');
  return q;
}
