// The data file of a space: one SQLite database (node:sqlite, built into Node 26), whole — every table, every row
// — so a copy of the file (VACUUM INTO) is a snapshot and a new space, and opening it costs no reseed.
//
// Tables: goods and orders with their id as the key and indexed columns generated from the JSON document (the
// goods list's filters and sorts, an order's buyer, seller and goods); the goods rows also hold their keyword
// text (lib/search-text.ts), written with the row. Goods are never all in memory: the goods list, counts and
// lookups are queries (data/goods-table.ts). Every other table of the Db is in `rows`, keyed by (table, the row's
// key), with its position so the arrays come back in their order; the Db's scalars (version, seed, nextId …) in
// `scalars`; where the data came from in `meta`. `PRAGMA user_version` is the schema version: a file of an older
// one is migrated at open (MIGRATIONS), one of a newer mock is not opened.
//
// Durability: WAL with synchronous=NORMAL. A COMMIT has written the transaction to the WAL file with write(2)
// before it returns, so it survives kill -9 of the process (the OS holds the pages); only a power loss can take
// the last transactions (NORMAL skips the fsync per commit). That is the guarantee the mock gives: an answer
// leaves after its COMMIT (routes/registry.ts), and the kill -9 tests (test/durability.test.ts) prove it.
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { Db, GoodsRow } from '../lib/fixtures.ts';
import { SEARCH_SOURCE_KEYS, searchTextOf, type SearchSource } from '../lib/search-text.ts';
import { renameIntoPlace } from './atomic.ts';

/** The schema this mock writes. Add a migration to MIGRATIONS and bump it when tables or columns change. */
export const SCHEMA_VERSION = 3;

/** The goods table's columns after id and doc: what the goods list filters, sorts and counts by (goodsValues). */
const GOODS_COLUMNS = 'game_id, sale_state, price, listed_at, seller_id, featured';

/** Writes a goods row (goodsValues().doc); its keyword text goes to goods_text with PUT_GOODS_TEXT. */
export const PUT_GOODS = `INSERT INTO goods (id, doc, ${GOODS_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, ${GOODS_COLUMNS.split(', ').map((c) => `${c} = excluded.${c}`).join(', ')}`;
export const PUT_GOODS_TEXT = `INSERT INTO goods_text (id, kw, kw_title_end, kw_attrs) VALUES (?, ?, ?, ?)
  ON CONFLICT (id) DO UPDATE SET kw = excluded.kw, kw_title_end = excluded.kw_title_end, kw_attrs = excluded.kw_attrs`;

type GoodsDocValues = [id: number, doc: string, gameId: number | null, saleState: number | null, price: number | null,
  listedAt: string | null, sellerId: number | null, featured: 0 | 1];

/**
 * A goods row's values for PUT_GOODS and PUT_GOODS_TEXT: the document with the columns the list reads (the
 * values `doc ->> '$.field'` gives: null when absent, 1 or 0 for 置顶/特价), and its keyword text.
 */
export function goodsValues(g: GoodsRow): { doc: GoodsDocValues; text: GoodsTextValues } {
  return { doc: goodsDocValues(g), text: goodsTextValues(g.id, g) };
}

type GoodsTextValues = [id: number, text: string, titleEnd: number, attrs: string];

function goodsDocValues(g: GoodsRow): GoodsDocValues {
  return [g.id, JSON.stringify(g), g.gameId ?? null, g.saleState ?? null, g.newPrice ?? null, g.recoveryTime ?? null, g.createId ?? null,
    g.isTop || g.isOnSpecialOffer ? 1 : 0];
}

function goodsTextValues(id: number, source: SearchSource): GoodsTextValues {
  const s = searchTextOf(source);
  return [id, s.text, s.titleEnd, s.attrs];
}

/** Steps from version i to i + 1 (index 0: a new file). Each runs inside the opening transaction. */
export const MIGRATIONS: readonly (string | ((db: DatabaseSync) => void))[] = [
  `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
   CREATE TABLE scalars (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
   CREATE TABLE rows (tbl TEXT NOT NULL, k TEXT NOT NULL, pos INTEGER NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (tbl, k)) WITHOUT ROWID;
   CREATE INDEX rows_pos ON rows (tbl, pos);
   CREATE TABLE goods (
     id INTEGER PRIMARY KEY, doc TEXT NOT NULL,
     game_id INTEGER GENERATED ALWAYS AS (doc ->> '$.gameId') VIRTUAL,
     sale_state INTEGER GENERATED ALWAYS AS (doc ->> '$.saleState') VIRTUAL,
     price REAL GENERATED ALWAYS AS (doc ->> '$.newPrice') VIRTUAL,
     listed_at TEXT GENERATED ALWAYS AS (doc ->> '$.recoveryTime') VIRTUAL,
     seller_id INTEGER GENERATED ALWAYS AS (doc ->> '$.createId') VIRTUAL
   );
   CREATE INDEX goods_by_price ON goods (sale_state, game_id, price, id);
   CREATE INDEX goods_by_time ON goods (sale_state, game_id, listed_at, id);
   CREATE INDEX goods_by_seller ON goods (seller_id, id);
   CREATE TABLE orders (
     id INTEGER PRIMARY KEY, doc TEXT NOT NULL,
     buyer_id INTEGER GENERATED ALWAYS AS (doc ->> '$.buyerId') VIRTUAL,
     seller_id INTEGER GENERATED ALWAYS AS (doc ->> '$.sellerId') VIRTUAL,
     goods_id INTEGER GENERATED ALWAYS AS (doc ->> '$.goodsId') VIRTUAL
   );
   CREATE INDEX orders_by_buyer ON orders (buyer_id, id);
   CREATE INDEX orders_by_seller ON orders (seller_id, id);
   CREATE INDEX orders_by_goods ON orders (goods_id);`,
  // 2: goods and orders leave memory. Both tables are rebuilt with their indexed columns STORED (computed once per
  // write, not once per index at every build). The goods get indexes for 综合 (置顶/特价 first), for every sort
  // without a game and for a seller's listed goods; the orders for their lists, the home page's figures and the
  // deadlines (state, 成交时间). The keyword text moves into the file (it was built in memory per goods), in a
  // table of its own: a keyword search reads it whole, ≈ 250 bytes a goods instead of the ≈ 2.5 KB row.
  (db) => {
    db.exec(`CREATE TABLE goods_v2 (
               id INTEGER PRIMARY KEY, doc TEXT NOT NULL,
               game_id INTEGER GENERATED ALWAYS AS (doc ->> '$.gameId') STORED,
               sale_state INTEGER GENERATED ALWAYS AS (doc ->> '$.saleState') STORED,
               price REAL GENERATED ALWAYS AS (doc ->> '$.newPrice') STORED,
               listed_at TEXT GENERATED ALWAYS AS (doc ->> '$.recoveryTime') STORED,
               seller_id INTEGER GENERATED ALWAYS AS (doc ->> '$.createId') STORED,
               featured INTEGER GENERATED ALWAYS AS (coalesce(doc ->> '$.isTop', 0) OR coalesce(doc ->> '$.isOnSpecialOffer', 0)) STORED
             );
             INSERT INTO goods_v2 (id, doc) SELECT id, doc FROM goods;
             DROP TABLE goods;
             ALTER TABLE goods_v2 RENAME TO goods;
             CREATE INDEX goods_by_price ON goods (sale_state, game_id, price, id);
             CREATE INDEX goods_by_time ON goods (sale_state, game_id, listed_at, id);
             CREATE INDEX goods_by_featured ON goods (sale_state, game_id, featured, listed_at, id);
             CREATE INDEX goods_all_by_price ON goods (sale_state, price, id);
             CREATE INDEX goods_all_by_time ON goods (sale_state, listed_at, id);
             CREATE INDEX goods_all_by_featured ON goods (sale_state, featured, listed_at, id);
             CREATE INDEX goods_by_seller ON goods (seller_id, sale_state, id);
             CREATE TABLE orders_v2 (
               id INTEGER PRIMARY KEY, doc TEXT NOT NULL,
               buyer_id INTEGER GENERATED ALWAYS AS (doc ->> '$.buyerId') STORED,
               seller_id INTEGER GENERATED ALWAYS AS (doc ->> '$.sellerId') STORED,
               goods_id INTEGER GENERATED ALWAYS AS (doc ->> '$.goodsId') STORED,
               status INTEGER GENERATED ALWAYS AS (doc ->> '$.orderStatus') STORED,
               pay_state INTEGER GENERATED ALWAYS AS (doc ->> '$.payState') STORED,
               created_at TEXT GENERATED ALWAYS AS (doc ->> '$.createTime') STORED,
               dealt_at TEXT GENERATED ALWAYS AS (coalesce(doc ->> '$.finishTime', doc ->> '$.payEndTime')) STORED
             );
             INSERT INTO orders_v2 (id, doc) SELECT id, doc FROM orders;
             DROP TABLE orders;
             ALTER TABLE orders_v2 RENAME TO orders;
             CREATE INDEX orders_by_buyer ON orders (buyer_id, created_at, id);
             CREATE INDEX orders_by_seller ON orders (seller_id, created_at, id);
             CREATE INDEX orders_by_goods ON orders (goods_id);
             CREATE INDEX orders_by_status ON orders (status, dealt_at);
             CREATE TABLE goods_text (id INTEGER PRIMARY KEY, kw TEXT NOT NULL, kw_title_end INTEGER NOT NULL, kw_attrs TEXT NOT NULL);`);
    const put = db.prepare(PUT_GOODS_TEXT);
    for (const r of db.prepare('SELECT doc FROM goods').all() as { doc: string }[]) put.run(...goodsValues(JSON.parse(r.doc) as GoodsRow).text);
  },
  // 3: the goods' list columns are written by the mock with the row (goodsValues), not generated from the JSON by
  // SQLite: a base at 1 000 000 goods is written a third faster (six JSON parses a row fewer).
  `CREATE TABLE goods_v3 (
     id INTEGER PRIMARY KEY, game_id INTEGER, sale_state INTEGER, price REAL, listed_at TEXT, seller_id INTEGER, featured INTEGER NOT NULL,
     doc TEXT NOT NULL
   );
   INSERT INTO goods_v3 (id, doc, ${GOODS_COLUMNS}) SELECT id, doc, ${GOODS_COLUMNS} FROM goods;
   DROP TABLE goods;
   ALTER TABLE goods_v3 RENAME TO goods;
   CREATE INDEX goods_by_price ON goods (sale_state, game_id, price, id);
   CREATE INDEX goods_by_time ON goods (sale_state, game_id, listed_at, id);
   CREATE INDEX goods_by_featured ON goods (sale_state, game_id, featured, listed_at, id);
   CREATE INDEX goods_all_by_price ON goods (sale_state, price, id);
   CREATE INDEX goods_all_by_time ON goods (sale_state, listed_at, id);
   CREATE INDEX goods_all_by_featured ON goods (sale_state, featured, listed_at, id);
   CREATE INDEX goods_by_seller ON goods (seller_id, sale_state, id);`,
];

/** Where the data of a file came from, kept in `meta`. */
export interface FileMeta {
  seed: number;
  goodsCount: number;
  /** The `now` the base was seeded with. */
  seedNow: number;
  dataset?: string;
  /** The seed generator the base was made by (base.ts generatorId): another one means newer seed rows exist. */
  generator: string;
}

type Row = Record<string, unknown>;

/** The scalar listing the Db's array tables, so an empty one (no rows) comes back as []. */
const TABLES_SCALAR = '__tables';

/** The array tables of a Db kept in `rows`, as the scalar lists them. */
function rowTables(data: object): string {
  return JSON.stringify(Object.entries(data).filter(([n, v]) => Array.isArray(v) && n !== 'goods' && n !== 'orders').map(([n]) => n));
}

/** The key of a row of a `rows` table: its id field, else its position (reference tables without ids). */
function keyOf(table: string, row: Row, i: number): string {
  if (table === 'collects' || table === 'browses') return `${String(row.userId)}:${String(row.goodsId)}`;
  const field = table === 'users' ? 'userId' : table === 'notices' ? 'noticeId' : table === 'sessions' ? 'token' : 'id';
  const v = row[field];
  return v === undefined || v === null ? `#${i}` : String(v);
}

/** The keys of a table's rows in order; a key two rows share (a hand-edited dataset) goes by position for the second. */
function keysOf(table: string, rows: readonly unknown[]): string[] {
  const seen = new Set<string>();
  return rows.map((row, i) => {
    let k = keyOf(table, row as Row, i);
    if (seen.has(k)) k = `#${i}`;
    seen.add(k);
    return k;
  });
}

/** A file that cannot be used, with its path and why (damaged, a newer schema). */
export class DataFileError extends Error {
  readonly file: string;
  readonly why: string;

  constructor(file: string, why: string) {
    super(`${file}：${why}`);
    this.file = file;
    this.why = why;
  }
}

/** Opens (creating when missing) a data file, migrated to SCHEMA_VERSION. `:memory:` for a run that writes nothing. */
export function openDataFile(file: string): DatabaseSync {
  let db: DatabaseSync;
  try {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    db = new DatabaseSync(file);
  } catch (err) {
    throw new DataFileError(file, `无法打开（${err instanceof Error ? err.message : String(err)}）`);
  }
  try {
    // 16 KB pages for a new file (an existing one keeps its own): a goods row is ≈ 1.5 KB, so a 4 KB page held two
    // and wasted a quarter; at 16 KB the base is 16 % smaller and builds in about two thirds of the time (fewer
    // pages to write, split and sort). Only an empty file takes it, so it comes before WAL mode and the schema.
    // A small page cache per space (1 MB, SQLite's default is 2): the OS caches the file's pages for every space at once.
    db.exec('PRAGMA page_size = 16384; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA cache_size = -1024;');
    const version = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
    if (version > SCHEMA_VERSION) throw new DataFileError(file, `由更新版本的模拟后端写入（结构版本 ${version}，本版本 ${SCHEMA_VERSION}），未打开也未改动`);
    if (version < SCHEMA_VERSION) {
      db.exec('BEGIN IMMEDIATE');
      try {
        for (let v = version; v < SCHEMA_VERSION; v++) {
          const step = MIGRATIONS[v];
          if (typeof step === 'string') db.exec(step);
          else step(db);
        }
        db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
        db.exec('COMMIT');
      } catch (err) {
        db.exec('ROLLBACK');
        throw err;
      }
    }
    if (file !== ':memory:') fs.chmodSync(file, 0o600);
    return db;
  } catch (err) {
    db.close();
    if (err instanceof DataFileError) throw err;
    throw new DataFileError(file, `文件已损坏或不是数据文件（${err instanceof Error ? err.message : String(err)}），未改动`);
  }
}

export function readMeta(db: DatabaseSync): FileMeta | undefined {
  const rows = db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[];
  if (rows.length === 0) return undefined;
  const m = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown])) as Partial<FileMeta>;
  if (typeof m.seed !== 'number' || typeof m.goodsCount !== 'number' || typeof m.seedNow !== 'number') return undefined;
  return { seed: m.seed, goodsCount: m.goodsCount, seedNow: m.seedNow, generator: String(m.generator ?? ''), ...(m.dataset ? { dataset: m.dataset } : {}) };
}

export function writeMeta(db: DatabaseSync, meta: FileMeta): void {
  const put = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  db.prepare('DELETE FROM meta').run();
  for (const [k, v] of Object.entries(meta)) if (v !== undefined) put.run(k, JSON.stringify(v));
}

/**
 * The Db a file holds (rows in their order): the whole of it, or without the goods and orders as the store holds
 * it in memory (they stay in the file: data/goods-table.ts, data/orders-table.ts).
 */
export function readDb(db: DatabaseSync, opts: { goods: boolean; orders: boolean } = { goods: true, orders: true }): Db {
  const out: Row = {};
  for (const r of db.prepare('SELECT name, value FROM scalars').all() as { name: string; value: string }[]) {
    if (r.name === TABLES_SCALAR) for (const t of JSON.parse(r.value) as string[]) out[t] = [];
    else out[r.name] = JSON.parse(r.value);
  }
  for (const r of db.prepare('SELECT tbl, doc FROM rows ORDER BY tbl, pos').all() as { tbl: string; doc: string }[]) {
    ((out[r.tbl] ??= []) as unknown[]).push(JSON.parse(r.doc));
  }
  if (opts.goods) out.goods = (db.prepare('SELECT doc FROM goods ORDER BY id').all() as { doc: string }[]).map((r) => JSON.parse(r.doc) as unknown);
  if (opts.orders) out.orders = (db.prepare('SELECT doc FROM orders ORDER BY id').all() as { doc: string }[]).map((r) => JSON.parse(r.doc) as unknown);
  return out as unknown as Db;
}

/**
 * The small tables every commit compares (≈ 50 µs at the seed's sizes): the ones the store's own mutations touch
 * (sessions, 收藏, 浏览, messages, a game's 在售 count) and the jobs (the scheduler derives a seeded row's deadline
 * job at start without announcing it: it is written with the next commit). The others (users, templates,
 * attributes, notices …, ≈ 400 µs to compare) only after a change announced as anywhere (Store.changed()).
 */
const HOT_TABLES = new Set(['sessions', 'collects', 'browses', 'messages', 'games', 'jobs']);

/** What a commit needs of the data in memory: the Db without goods and orders, and a way to write those changed. */
export interface Changes {
  db: InMemory;
  /** Compare every small table, not only HOT_TABLES. */
  allTables: boolean;
  /** Writes the goods and orders changed since the last commit (data/doc-table.ts), inside the commit's transaction. */
  writeRows: () => number;
}

/** The Db as the store holds it in memory: every table but goods and orders. */
export type InMemory = Omit<Db, 'goods' | 'orders'>;

/**
 * Writes what changed since the last commit, in one transaction. Goods and orders are known by id (the store
 * tracks them); the other tables are small (≈ 120 KB at any goods count), so each row is compared with what
 * was last written and only differing rows are written.
 */
export class Committer {
  /** tbl → key → [pos, doc] as last written. */
  private written = new Map<string, Map<string, [number, string]>>();
  private scalarsWritten = new Map<string, string>();
  private readonly put: StatementSync;
  private readonly drop: StatementSync;
  private readonly putScalar: StatementSync;

  private readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
    this.put = db.prepare('INSERT INTO rows (tbl, k, pos, doc) VALUES (?, ?, ?, ?) ON CONFLICT (tbl, k) DO UPDATE SET pos = excluded.pos, doc = excluded.doc');
    this.drop = db.prepare('DELETE FROM rows WHERE tbl = ? AND k = ?');
    this.putScalar = db.prepare('INSERT INTO scalars (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value');
  }

  /** Takes the file's content as what was last written (after opening or replacing it). */
  known(data: InMemory): void {
    this.written.clear();
    this.scalarsWritten.clear();
    for (const [name, value] of Object.entries(data)) {
      if (name === 'goods' || name === 'orders') continue;
      if (!Array.isArray(value)) {
        this.scalarsWritten.set(name, JSON.stringify(value));
        continue;
      }
      const m = new Map<string, [number, string]>();
      const keys = keysOf(name, value);
      (value as Row[]).forEach((row, i) => m.set(keys[i], [i, JSON.stringify(row)]));
      this.written.set(name, m);
    }
    this.scalarsWritten.set(TABLES_SCALAR, rowTables(data));
  }

  /** The first table other than goods and orders that differs from what was last written (a failed request's check). */
  differs(data: InMemory): string | undefined {
    for (const [name, value] of Object.entries(data)) {
      // A session's sliding expiry moves on every call without being a change (sessions.ts touch).
      if (name === 'goods' || name === 'orders' || name === 'sessions' || value === undefined) continue;
      if (!Array.isArray(value)) {
        if (this.scalarsWritten.get(name) !== JSON.stringify(value)) return name;
        continue;
      }
      const before = this.written.get(name);
      if ((before?.size ?? 0) !== value.length) return name;
      const keys = keysOf(name, value);
      for (let i = 0; i < value.length; i++) {
        const was = before?.get(keys[i]);
        if (!was || was[0] !== i || was[1] !== JSON.stringify(value[i])) return name;
      }
    }
    return undefined;
  }

  /**
   * Writes the changes in one transaction — the one already open when a goods query wrote the changed goods
   * first (data/goods-table.ts) — and commits it; nothing is written if it throws. Answers the rows written.
   */
  commit(c: Changes): number {
    const next = new Map<string, Map<string, [number, string]>>();
    const nextScalars = new Map<string, string>();
    let n = 0;
    if (!this.db.isTransaction) this.db.exec('BEGIN IMMEDIATE');
    try {
      n += c.writeRows();
      for (const [name, value] of Object.entries(c.db)) {
        if (name === 'goods' || name === 'orders' || value === undefined) continue;
        if (!c.allTables && !HOT_TABLES.has(name) && this.written.has(name)) {
          next.set(name, this.written.get(name)!);
          continue;
        }
        if (!Array.isArray(value)) {
          const text = JSON.stringify(value);
          if (this.scalarsWritten.get(name) !== text) {
            this.putScalar.run(name, text);
            n++;
          }
          nextScalars.set(name, text);
          continue;
        }
        const before = this.written.get(name);
        const after = new Map<string, [number, string]>();
        const keys = keysOf(name, value);
        (value as Row[]).forEach((row, i) => {
          const k = keys[i];
          const doc = JSON.stringify(row);
          const was = before?.get(k);
          if (!was || was[0] !== i || was[1] !== doc) {
            this.put.run(name, k, i, doc);
            n++;
          }
          after.set(k, [i, doc]);
        });
        if (before) {
          for (const k of before.keys()) {
            if (!after.has(k)) {
              this.drop.run(name, k);
              n++;
            }
          }
        }
        next.set(name, after);
      }
      for (const [name, m] of this.written) {
        if (next.has(name)) continue;
        for (const k of m.keys()) this.drop.run(name, k);
      }
      const tables = rowTables(c.db);
      if (this.scalarsWritten.get(TABLES_SCALAR) !== tables) this.putScalar.run(TABLES_SCALAR, tables);
      nextScalars.set(TABLES_SCALAR, tables);
      this.db.exec('COMMIT');
    } catch (err) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw err;
    }
    this.written = next;
    this.scalarsWritten = nextScalars;
    return n;
  }
}

/** Replaces a file's whole content with `data` (a reset, a restore, a new base), in one transaction. */
export function writeDb(db: DatabaseSync, data: Db, meta: FileMeta): void {
  if (db.isTransaction) db.exec('ROLLBACK');
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec('DELETE FROM rows; DELETE FROM scalars; DELETE FROM goods; DELETE FROM goods_text; DELETE FROM orders;');
    writeAllButGoods(db, data, meta);
    const putGoods = db.prepare(PUT_GOODS);
    const putText = db.prepare(PUT_GOODS_TEXT);
    for (const g of data.goods) {
      const v = goodsValues(g);
      putGoods.run(...v.doc);
      putText.run(...v.text);
    }
    db.exec('COMMIT');
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

/** The meta, the scalars, the `rows` tables and the orders of `data` (its goods, if any, are not looked at). */
function writeAllButGoods(db: DatabaseSync, data: Partial<Db>, meta: FileMeta): void {
  writeMeta(db, meta);
  const put = db.prepare('INSERT INTO rows (tbl, k, pos, doc) VALUES (?, ?, ?, ?)');
  const putScalar = db.prepare('INSERT INTO scalars (name, value) VALUES (?, ?)');
  const putOrder = db.prepare('INSERT INTO orders (id, doc) VALUES (?, ?)');
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || name === 'goods') continue;
    if (name === 'orders') for (const o of value as { orderId: number }[]) putOrder.run(o.orderId, JSON.stringify(o));
    else if (Array.isArray(value)) {
      const keys = keysOf(name, value);
      (value as unknown[]).forEach((row, i) => put.run(name, keys[i], i, JSON.stringify(row)));
    } else putScalar.run(name, JSON.stringify(value));
  }
  putScalar.run(TABLES_SCALAR, rowTables(data));
}

/** Goods as a bulk write takes them: each one's document values (goodsValues().doc), then the fields its keyword
 *  text is made of (SEARCH_SOURCE_KEYS, undefined kept), one after another in one flat array of plain values
 *  (cheap to post to a thread). */
export type GoodsBatch = (string | number | null | undefined)[];

const DOC_VALUES = 8;
const BATCH_STRIDE = DOC_VALUES + SEARCH_SOURCE_KEYS.length;

/**
 * A slice of goods rows as a GoodsBatch, made on the seed's thread. The keyword text is made by the writer from the
 * fields (BulkWriter.goods): at 1 000 000 goods it was ≈ 4 s of the seed's thread, which is the longer one.
 */
export function goodsBatch(rows: readonly GoodsRow[]): GoodsBatch {
  const batch: GoodsBatch = [];
  for (const g of rows) {
    batch.push(...goodsDocValues(g));
    for (const k of SEARCH_SOURCE_KEYS) batch.push(g[k]);
  }
  return batch;
}

/**
 * A bulk write on a new file nobody else reads yet (a base built from the seed), in one transaction: without a
 * journal, and with the indexes made after the rows (one sort each) instead of kept up to date row by row — at
 * 1 000 000 goods the difference between a minute and ten. The goods come in batches while the seed goes on
 * (persist/base.ts), the rest of the Db once at the end; finish() commits and makes the indexes.
 */
export class BulkWriter {
  private readonly db: DatabaseSync;
  private readonly indexes: { name: string; sql: string }[];
  private readonly putGoods: StatementSync;
  private readonly putText: StatementSync;

  constructor(db: DatabaseSync) {
    this.db = db;
    this.indexes = db.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL").all() as { name: string; sql: string }[];
    // No journal for a file nobody reads until it is renamed into place. node:sqlite opens connections in SQLite's
    // defensive mode, which refuses journal_mode = OFF without a word, and a file in WAL mode leaves it only for
    // DELETE: without both steps the base was written twice, to the WAL and then into the file (at 1 000 000 goods a
    // 5 s commit and 2.5 GB more written).
    db.enableDefensive(false);
    db.exec('PRAGMA journal_mode = DELETE; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144;');
    const mode = (db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode;
    if (mode !== 'off') throw new Error(`基础数据文件无法关闭日志（journal_mode 为 ${mode}）`);
    for (const ix of this.indexes) db.exec(`DROP INDEX ${ix.name}`);
    this.putGoods = db.prepare(PUT_GOODS);
    this.putText = db.prepare(PUT_GOODS_TEXT);
    db.exec('BEGIN');
  }

  goods(batch: GoodsBatch): void {
    for (let at = 0; at < batch.length; at += BATCH_STRIDE) {
      const doc = batch.slice(at, at + DOC_VALUES) as GoodsDocValues;
      this.putGoods.run(...doc);
      const source: Record<string, unknown> = {};
      SEARCH_SOURCE_KEYS.forEach((k, i) => { source[k] = batch[at + DOC_VALUES + i]; });
      this.putText.run(...goodsTextValues(doc[0], source as SearchSource));
    }
  }

  /** Everything of the Db but its goods (which came in batches), and the file's meta. */
  rest(data: Partial<Db>, meta: FileMeta): void {
    writeAllButGoods(this.db, data, meta);
  }

  /** Commits, makes the indexes (the sorts on threads of their own, the seed being done) and leaves the file in WAL mode. */
  finish(): void {
    this.db.exec('COMMIT');
    this.db.exec('PRAGMA threads = 2');
    for (const ix of this.indexes) this.db.exec(ix.sql);
    this.db.exec('PRAGMA journal_mode = WAL');
    this.db.enableDefensive(true);
  }
}

/**
 * Replaces a file's whole content with another data file's (a reset from the base, a snapshot restored), in one
 * transaction: table to table inside SQLite, no row through JavaScript — at 1 000 000 goods that is the
 * difference between seconds and a gigabyte. The sessions become `sessions` (a snapshot holds none). The source is
 * migrated to this schema first (openDataFile), so an older snapshot's rows fit.
 */
export function copyInto(db: DatabaseSync, from: string, sessions: readonly unknown[]): FileMeta | undefined {
  openDataFile(from).close();
  if (db.isTransaction) db.exec('ROLLBACK');
  db.prepare("ATTACH DATABASE ? AS src").run(from);
  try {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(`DELETE FROM main.rows; DELETE FROM main.scalars; DELETE FROM main.goods; DELETE FROM main.goods_text; DELETE FROM main.orders; DELETE FROM main.meta;
        INSERT INTO main.meta SELECT * FROM src.meta;
        INSERT INTO main.scalars SELECT * FROM src.scalars;
        INSERT INTO main.rows SELECT * FROM src.rows WHERE tbl <> 'sessions';
        INSERT INTO main.goods (id, doc, ${GOODS_COLUMNS}) SELECT id, doc, ${GOODS_COLUMNS} FROM src.goods;
        INSERT INTO main.goods_text SELECT * FROM src.goods_text;
        INSERT INTO main.orders (id, doc) SELECT id, doc FROM src.orders;`);
      putSessions(db, sessions);
      db.exec('COMMIT');
    } catch (err) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw err;
    }
    return readMeta(db);
  } finally {
    db.exec('DETACH DATABASE src');
  }
}

/** Writes `sessions` as the file's sessions (its old ones deleted first by the caller), inside the caller's transaction. */
function putSessions(db: DatabaseSync, sessions: readonly unknown[]): void {
  const put = db.prepare('INSERT INTO main.rows (tbl, k, pos, doc) VALUES (?, ?, ?, ?)');
  const keys = keysOf('sessions', sessions);
  sessions.forEach((row, i) => put.run('sessions', keys[i], i, JSON.stringify(row)));
}

/**
 * Replaces the data file `file` (whose connection `db` is closed here) with a copy of the data file `from` (a reset
 * from the base, a snapshot restored), holding `sessions` as its sessions; answers the new connection. A file copy
 * (≈ 0.2 s for 255 MB), not the rows re-inserted through every index (copyInto: 13 s at 100 000 goods). Crash-safe:
 * the copy is made beside, the old file's WAL is folded into it by the close, then the copy is renamed over it — a
 * kill -9 at any step leaves the old data or the new, whole; the fsyncs follow the answer (renameIntoPlace). The source is
 * migrated in the copy.
 */
export function replaceDataFile(db: DatabaseSync, file: string, from: string, sessions: readonly unknown[]): DatabaseSync {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now().toString(36)}.restoring`);
  removeDataFile(tmp);
  try {
    fs.copyFileSync(from, tmp);
    const copy = openDataFile(tmp);
    try {
      copy.exec('BEGIN IMMEDIATE');
      copy.exec("DELETE FROM rows WHERE tbl = 'sessions'");
      putSessions(copy, sessions);
      copy.exec('COMMIT');
      // Whole in the main file, no WAL beside it: the rename below then moves all of it.
      copy.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    } finally {
      copy.close();
    }
  } catch (err) {
    removeDataFile(tmp);
    throw err;
  }
  if (db.isTransaction) db.exec('ROLLBACK');
  // The last connection's close checkpoints its WAL into the old file and removes it: nothing of the old data is
  // left beside the file to be read into the new one.
  db.close();
  try {
    for (const f of [`${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    renameIntoPlace(tmp, file);
  } catch (err) {
    removeDataFile(tmp);
    // The old data is still there, whole: the caller goes on with it.
    throw new ReopenedError(openDataFile(file), err);
  }
  return openDataFile(file);
}

/** replaceDataFile failed after closing the old connection: here is the old file open again, and why. */
export class ReopenedError extends Error {
  readonly db: DatabaseSync;

  constructor(db: DatabaseSync, cause: unknown) {
    super(`数据文件替换失败：${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.db = db;
  }
}

/** A source file copyable as a file: no WAL beside it holding part of its data (a base or snapshot is closed whole). */
export function isWholeFile(file: string): boolean {
  try {
    return fs.statSync(`${file}-wal`).size === 0;
  } catch {
    return true;
  }
}

/**
 * A consistent copy of the file at `to` (no WAL beside it), without the sessions when asked (a
 * snapshot or a new space holds none: a token belongs to its space). Written beside and renamed, so a crash
 * leaves the old copy or the new one; the fsyncs follow the answer (renameIntoPlace).
 */
export function copyDataFile(db: DatabaseSync, to: string, opts: { sessions: boolean }): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const tmp = path.join(path.dirname(to), `.${path.basename(to)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  fs.rmSync(tmp, { force: true });
  // The WAL folded into the main file, then the file copied (≈ 0.3 s at 100 000 goods; VACUUM INTO, which rebuilds
  // every table and index, took 2.4–3 s); VACUUM INTO when the checkpoint cannot finish (a reader elsewhere) or
  // for a database without a file.
  const file = db.location();
  if (file && !db.isTransaction && (db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number }).busy === 0) fs.copyFileSync(file, tmp);
  else db.prepare('VACUUM INTO ?').run(tmp);
  try {
    if (!opts.sessions) {
      const copy = new DatabaseSync(tmp);
      try {
        copy.exec("DELETE FROM rows WHERE tbl = 'sessions'");
        copy.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      } finally {
        copy.close();
      }
    }
    fs.chmodSync(tmp, 0o600);
    renameIntoPlace(tmp, to);
  } catch (err) {
    removeDataFile(tmp);
    throw err;
  }
}

/** Reads a whole data file without keeping it open (tests compare files through it: not for large ones). */
export function readDataFile(file: string): { data: Db; meta: FileMeta | undefined } {
  if (!fs.existsSync(file)) throw new DataFileError(file, '文件不存在');
  const db = openDataFile(file);
  try {
    return { data: readDb(db), meta: readMeta(db) };
  } finally {
    db.close();
  }
}

/** Where a data file's data came from (its meta), opening it (and migrating it to this schema) without reading it. */
export function readFileMeta(file: string): FileMeta | undefined {
  if (!fs.existsSync(file)) throw new DataFileError(file, '文件不存在');
  const db = openDataFile(file);
  try {
    return readMeta(db);
  } finally {
    db.close();
  }
}

/** Removes a data file and its WAL sidecars. */
export function removeDataFile(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
}
