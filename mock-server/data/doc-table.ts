// A table of JSON documents keyed by id that stays in the data file (goods, orders): a lookup is a primary-key
// read, a few hundred rows are kept parsed (LRU), and a changed row is kept (`dirty`) and written into the open
// transaction before any query of the table reads it and again at the commit (Committer.commit calls write()), so
// a query always sees what a request changed, and a rollback drops it with the transaction.
import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** Rows kept parsed (LRU) per table and space, besides the changed ones: what one screen's lookups touch. */
export const CACHE_SIZE = 256;
const STATEMENT_CACHE_SIZE = 200;

export type DocRow = { id: number; doc: string };

export abstract class DocTable<T extends object> {
  protected readonly cache = new Map<number, T>();
  /** Changed since the last commit: written before every query and at the commit. */
  protected readonly dirty = new Map<number, T>();
  private readonly statements = new Map<string, StatementSync>();
  private readonly counts = new Map<string, { revision: number; n: number }>();
  private readonly byId: StatementSync;
  /** Bumped by every change a query may answer differently for (cached counts check it). */
  revision = 0;

  protected readonly sql: DatabaseSync;
  private readonly table: 'goods' | 'orders';

  constructor(sql: DatabaseSync, table: 'goods' | 'orders') {
    this.sql = sql;
    this.table = table;
    this.byId = sql.prepare(`SELECT id, doc FROM ${table} WHERE id = ?`);
  }

  protected abstract idOf(row: T): number;
  /** Writes one row (and what goes with it) with an upsert. */
  protected abstract put(row: T): void;

  /** A row as parsed from the file: the object handed out (orders wrap it to notice their changes). */
  protected parse(doc: string): T {
    return JSON.parse(doc) as T;
  }

  /** Forgets what is kept in memory (after a rollback or a new content): the file is the truth again. */
  reload(): void {
    this.cache.clear();
    this.dirty.clear();
    this.revision++;
  }

  get(id: number): T | undefined {
    const hit = this.dirty.get(id) ?? this.cache.get(id);
    if (hit) {
      this.cache.delete(id);
      this.cache.set(id, hit);
      return hit;
    }
    const r = this.byId.get(id) as DocRow | undefined;
    return r && this.rowOf(r);
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  /** The row for a query's result: the one in memory when there is one (changed, or handed out before). */
  protected rowOf(r: DocRow): T {
    const known = this.dirty.get(r.id) ?? this.cache.get(r.id);
    if (known) return known;
    const row = this.parse(r.doc);
    this.keep(r.id, row);
    return row;
  }

  /** Like rowOf, but a row not in memory is parsed without being kept (a walk over many rows). */
  protected peek(r: DocRow): T {
    return this.dirty.get(r.id) ?? this.cache.get(r.id) ?? this.parse(r.doc);
  }

  private keep(id: number, row: T): void {
    this.cache.set(id, row);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as number);
  }

  /** A row changed (or new): written before the next query and at the commit. */
  mark(row: T, countsChange = true): void {
    const id = this.idOf(row);
    this.dirty.set(id, row);
    this.cache.delete(id);
    if (countsChange) this.revision++;
  }

  /** Writes the changed rows into the open transaction (opening one); answers how many. */
  write(): number {
    if (this.dirty.size === 0) return 0;
    if (!this.sql.isTransaction) this.sql.exec('BEGIN IMMEDIATE');
    for (const row of this.dirty.values()) this.put(row);
    return this.dirty.size;
  }

  /** After the commit: the changed rows are in the file; they stay parsed as any row read. */
  committed(): void {
    for (const [id, row] of this.dirty) this.keep(id, row);
    this.dirty.clear();
  }

  get pending(): number {
    return this.dirty.size;
  }

  maxId(): number {
    this.write();
    return (this.statement(`SELECT max(id) AS m FROM ${this.table}`).get() as { m: number | null }).m ?? 0;
  }

  /** Every row, by id (the raw data view, tests): not a request path at scale. */
  all(): T[] {
    this.write();
    return (this.statement(`SELECT id, doc FROM ${this.table} ORDER BY id`).all() as DocRow[])
      .map((r) => this.peek(r));
  }

  /** The rows of a query answering (id, doc), in its order, after writing what changed. */
  protected rows(text: string, ...params: (number | string | null)[]): T[] {
    this.write();
    return (this.statement(text).all(...params) as DocRow[]).map((r) => this.rowOf(r));
  }

  /** The rows of a query answering ids, in its order: for a sort over many rows, which then moves no documents. */
  protected byIds(text: string, ...params: (number | string | null)[]): T[] {
    this.write();
    return (this.statement(text).all(...params) as { id: number }[]).map((r) => this.get(r.id)).filter((row): row is T => row !== undefined);
  }

  /** A COUNT(*) query's answer, asked again only after a change of the table (`key` names the question). */
  protected cachedCount(key: string, text: string, ...params: (number | string)[]): number {
    const hit = this.counts.get(key);
    if (hit && hit.revision === this.revision) return hit.n;
    this.write();
    const { n } = this.statement(text).get(...params) as { n: number };
    this.counts.set(key, { revision: this.revision, n });
    return n;
  }

  protected statement(text: string): StatementSync {
    let s = this.statements.get(text);
    if (!s) {
      s = this.sql.prepare(text);
      this.statements.set(text, s);
      if (this.statements.size > STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value as string);
    }
    return s;
  }
}
