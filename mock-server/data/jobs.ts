// The jobs table and the space's clock offset, as data: every write to either goes through here and ends in
// changed(), so both are persisted (and snapshotted, copied into a new space, reset) like every other table, and
// the SQLite store keeps the table as it keeps every other (persist/sqlite.ts). The table is kept in order
// of dueAt then id, so the job due first is always db.jobs[0]. What a job does is the scheduler's business
// (scheduler.ts, domain/jobs.ts); this module only stores rows.
import type { Db, JobRow } from '../lib/fixtures.ts';

/** What the helpers need of the store (DbIndex / Store). */
export interface JobStore {
  db: Omit<Db, 'goods' | 'orders'>;
  nextId(table: string, existing: () => number): number;
  changed(): void;
}

/** Earlier dueAt first; of two due together, the one added first. */
export function jobOrder(a: JobRow, b: JobRow): number {
  return a.dueAt - b.dueAt || a.id - b.id;
}

/** Where a job goes in the ordered table (after every row that sorts before it). */
function insertAt(jobs: readonly JobRow[], job: JobRow): number {
  let lo = 0;
  let hi = jobs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (jobOrder(jobs[mid] as JobRow, job) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The table and the offset of a db installed from an older file (or made by hand): defaulted, put in order. */
export function installJobTable(db: Pick<Db, 'jobs' | 'clockOffsetMs'>): void {
  const loaded = db as Partial<Pick<Db, 'jobs' | 'clockOffsetMs'>>;
  loaded.jobs ??= [];
  loaded.clockOffsetMs ??= 0;
  if (!Number.isFinite(db.clockOffsetMs)) db.clockOffsetMs = 0;
  db.jobs.sort(jobOrder);
}

function newRow(store: JobStore, kind: string, dueAt: number, payload: Record<string, unknown>): JobRow {
  const id = store.nextId('jobs', () => Math.max(0, ...store.db.jobs.map((j) => j.id)));
  return { id, dueAt: Math.floor(dueAt), kind, payload: { ...payload } };
}

export function addJob(store: JobStore, kind: string, dueAt: number, payload: Record<string, unknown>): JobRow {
  const job = newRow(store, kind, dueAt, payload);
  store.db.jobs.splice(insertAt(store.db.jobs, job), 0, job);
  store.changed();
  return job;
}

/**
 * The jobs a freshly installed db implies (the deadlines of its unpaid orders and waiting deals): added without a
 * changed(), since they are no change — every install derives them again from the rows, so a reset or a start
 * writes nothing for them (they reach the file with the next real change, harmlessly).
 */
export function deriveJobRows(store: JobStore, rows: { kind: string; dueAt: number; payload: Record<string, unknown> }[]): void {
  if (rows.length === 0) return;
  for (const r of rows) store.db.jobs.push(newRow(store, r.kind, r.dueAt, r.payload));
  store.db.jobs.sort(jobOrder);
}

/** The job due first, left in the table. */
export function firstJob(store: JobStore): JobRow | undefined {
  return store.db.jobs[0];
}

/** Takes the job due first out of the table when it is due by `at`. */
export function takeDueJob(store: JobStore, at: number): JobRow | undefined {
  const first = store.db.jobs[0];
  if (!first || first.dueAt > at) return undefined;
  store.db.jobs.shift();
  store.changed();
  return first;
}

/** Removes the jobs `match` picks; how many went. */
export function removeJobs(store: JobStore, match: (job: JobRow) => boolean): number {
  const before = store.db.jobs.length;
  const kept = store.db.jobs.filter((j) => !match(j));
  if (kept.length === before) return 0;
  store.db.jobs = kept;
  store.changed();
  return before - kept.length;
}

/** Sets how far the space's clock runs ahead of the host's. */
export function setClockOffset(store: JobStore, offsetMs: number): void {
  if (store.db.clockOffsetMs === offsetMs) return;
  store.db.clockOffsetMs = offsetMs;
  store.changed();
}
