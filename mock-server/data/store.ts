// The mock's data: a SQLite file per space (persist/sqlite.ts: <dataDir>/data.sqlite, whole); the goods are read
// from it as needed (goods-table.ts), the other tables held in memory with their indexes (db-index.ts) and
// sessions (sessions.ts). Where it comes from: the file, else a copy of the seeded base (persist/base.ts, built
// once), else — a file from before SQLite — db.json migrated once (persist/legacy-json.ts). Every change
// (changed()) is committed in one transaction: a request's changes when it answers (routes/registry.ts calls
// flushed(), and rollback() when it failed), other changes (jobs, sweeps) at the end of their event-loop turn. A
// rollback drops the open transaction and reloads the tables in memory from the file, so a request that threw
// half-way leaves nothing of its change.
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Db } from '../lib/fixtures.ts';
import { formatTime } from '../lib/fixtures.ts';
import { loadBase, generatorId, type BaseSpec } from '../persist/base.ts';
import { decodeFile, fingerprintOf } from '../persist/legacy-json.ts';
import { Committer, copyDataFile, copyInto, DataFileError, isWholeFile, openDataFile, readDb, readMeta, ReopenedError, replaceDataFile, writeDb, type FileMeta } from '../persist/sqlite.ts';
import { claimDataDir, releaseDataDir } from '../persist/owner-lock.ts';
import { DEFAULT_SESSION_MAX_SEC, SessionTable, type StoredSession } from './sessions.ts';
import { DbIndex } from './db-index.ts';
import { GoodsTable } from './goods-table.ts';
import { OrdersTable } from './orders-table.ts';
import { applyDataset, readDataset, type DatasetTables } from './dataset.ts';
import { createSeedDb } from '../lib/fixtures.ts';

export { writeAtomic } from '../persist/atomic.ts';
export { DEFAULT_SESSION_MAX_SEC, type StoredSession } from './sessions.ts';

export interface StoreOptions {
  seed: number;
  goodsCount: number;
  dataDir: string;
  persist: boolean;
  /** Absolute session lifetime (seconds from sign-in), whatever the sliding TTL says; default 7 days. */
  sessionMaxSec?: number;
  now: () => number;
  log: (line: string) => void;
  /** MOCK_DATASET: a recorded dataset (dataset.ts) laid over the seed; the base everything builds on. */
  dataset?: string;
  /** Where the base files and datasets live when it is not dataDir (a data space's store: spaces.ts). */
  sharedDir?: string;
  /** After a commit that skipped tables, check that none of them changed (the API tests turn it on). */
  verifyCommits?: boolean;
  /** The process's place in a team's cluster (config.ts MOCK_CLUSTER_ROLE); with `space`, which space this store is. */
  clusterRole?: 'main' | 'worker';
  space?: string;
}

/** What a space's data is made from: a data file (the base, a snapshot), or a whole Db (a preset, old formats). */
type Source = { meta: FileMeta; file?: string; data?: Db };

/** Where the current data came from, for the banner and /__mock/health. */
export interface DataOrigin {
  source: 'file' | 'seed' | 'snapshot';
  reason: string;
  ms: number;
  /** Made by an older seed generator (a fixture changed since): newer seed rows are not in it; a reset brings them. */
  staleBase?: string;
  /** The data file could not be used (damaged, a newer schema): left untouched, this run keeps its data in memory. */
  fileError?: string;
}

export class Store extends DbIndex {
  readonly sessions: SessionTable;
  private sqlite!: DatabaseSync;
  private committer!: Committer;
  private meta!: FileMeta;
  private closed = false;
  private commitQueued = false;
  /** This process holds the data folder (persist/owner-lock.ts). */
  private claimed = false;
  /** A change since the last commit may be in any table (changed()), not only those changedRows() covers. */
  private anyTable = false;
  /** Bumped by every change; committedSeq is the highest one committed. */
  private changeSeq = 0;
  private committedSeq = 0;
  lastSavedAt: string | undefined;
  /** Transactions committed since start. */
  commits = 0;
  origin: DataOrigin = { source: 'seed', reason: '', ms: 0 };

  /** The goods count the process was started with (a snapshot or preset may bring another: goods-100k). */
  readonly configuredGoods: number;

  /** The recorded dataset's tables (MOCK_DATASET), read once at start. */
  private readonly dataset?: DatasetTables;

  readonly options: StoreOptions;

  constructor(options: StoreOptions) {
    super();
    this.options = options;
    if (options.dataset) this.dataset = readDataset(options.sharedDir ?? options.dataDir, options.dataset);
    this.configuredGoods = options.goodsCount;
    this.sessions = new SessionTable(options.now, (options.sessionMaxSec ?? DEFAULT_SESSION_MAX_SEC) * 1000, () => this.changedRows());
  }

  get file(): string {
    return path.join(this.options.dataDir, 'data.sqlite');
  }

  private get legacyFile(): string {
    return path.join(this.options.dataDir, 'db.json');
  }

  get isDirty(): boolean {
    return this.isDirtyNow();
  }

  private baseSpec(goodsCount = this.configuredGoods): BaseSpec {
    const { seed, dataset } = this.options;
    const tables = this.dataset;
    return {
      seed, goodsCount, now: this.options.now(),
      ...(dataset && tables ? { dataset: { name: dataset, tables, apply: (db: Db) => applyDataset(db, tables) } } : {}),
    };
  }

  private base(goodsCount?: number): ReturnType<typeof loadBase> {
    return loadBase(this.options.sharedDir ?? this.options.dataDir, this.baseSpec(goodsCount), this.options.persist);
  }

  /** Opens the data file (creating it from the base, or migrating db.json) and loads it. */
  open(): void {
    const started = performance.now();
    // A worker of a team's cluster never holds the shared space (the main process does): a seed in memory it never serves.
    const sharedOfWorker = this.options.clusterRole === 'worker' && this.options.space === undefined;
    this.origin = sharedOfWorker ? this.openMemory('本进程为 worker：共享空间由 main 进程服务')
      : this.options.persist ? this.openFile() : this.openMemory('未保存（MOCK_PERSIST=0）');
    this.origin.ms = Math.round(performance.now() - started);
    const generator = generatorId(this.dataset && this.options.dataset ? { name: this.options.dataset, tables: this.dataset } : undefined);
    if (this.meta.generator !== generator) {
      this.origin.staleBase = '数据由旧版种子生成器创建：之后新增的种子数据不在其中（已有数据照常使用；重置后可获得新的种子数据）';
    }
    if (this.meta.seed !== this.options.seed || this.meta.goodsCount !== this.configuredGoods) {
      this.origin.reason += `（数据文件为种子 ${this.meta.seed}、${this.meta.goodsCount} 件商品；MOCK_SEED / MOCK_GOODS 只用于新数据，重置后生效）`;
    }
    if (this.origin.fileError) this.options.log(`[store] ${this.origin.fileError}`);
    if (this.origin.staleBase) this.options.log(`[store] ${this.origin.staleBase}`);
    if (this.origin.source === 'file' && this.origin.reason !== '使用已保存的数据') this.options.log(`[store] ${this.origin.reason}`);
  }

  private openFile(): DataOrigin {
    claimDataDir(this.options.dataDir, '数据目录 ' + this.options.dataDir + ' ');
    this.claimed = true;
    const file = this.file;
    const existed = fs.existsSync(file);
    // A new space's file is a copy of the base file (one file copy, not a write of every row), unless a db.json
    // from before SQLite is there to migrate.
    if (!existed && !fs.existsSync(this.legacyFile)) {
      const base = this.base();
      if (base.file) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        // A clone where the file system can (btrfs, XFS: instant at any size), a copy elsewhere.
        fs.copyFileSync(base.file, file, fs.constants.COPYFILE_FICLONE);
        fs.chmodSync(file, 0o600);
        this.sqlite = openDataFile(file);
        this.install(base.meta);
        return { source: 'seed', reason: base.built ? '新生成的种子数据' : '种子数据（复制自已生成的基础数据）', ms: 0 };
      }
    }
    try {
      this.sqlite = openDataFile(file);
    } catch (err) {
      const why = err instanceof DataFileError ? err.message : String(err);
      return { ...this.openMemory('使用种子数据（本次运行不保存）'), fileError: `数据文件无法使用，已保留原文件：${why}` };
    }
    const meta = existed ? readMeta(this.sqlite) : undefined;
    if (meta) {
      this.install(meta);
      return { source: 'file', reason: '使用已保存的数据', ms: 0 };
    }
    const legacy = this.migrateLegacy();
    if (legacy) return legacy;
    const base = this.base();
    this.fill(base);
    return { source: 'seed', reason: base.built ? '新生成的种子数据' : '种子数据（复制自已生成的基础数据）', ms: 0 };
  }

  /** A db.json from before SQLite: its data moved into data.sqlite once, the old file kept as db.json.migrated. */
  private migrateLegacy(): DataOrigin | undefined {
    let text: string;
    try {
      text = fs.readFileSync(this.legacyFile, 'utf8');
    } catch {
      return undefined;
    }
    const decoded = this.decodeLegacy(text);
    if ('reason' in decoded) {
      this.fill(this.base());
      return { source: 'seed', reason: '种子数据', ms: 0, fileError: `旧格式数据文件 ${this.legacyFile} 无法迁移（${decoded.reason}），已保留原文件` };
    }
    this.fill(decoded);
    fs.renameSync(this.legacyFile, `${this.legacyFile}.migrated`);
    return { source: 'file', reason: '已把旧格式 db.json 迁移到 data.sqlite', ms: 0 };
  }

  /** A file in the format before SQLite (db.json, snapshots/<name>.json) rebuilt on its seed, or why it cannot be. */
  decodeLegacy(text: string): { data: Db; meta: FileMeta } | { reason: string } {
    const decoded = decodeFile(text, { seed: this.options.seed }, (now, goodsCount) => {
      const db = createSeedDb({ seed: this.options.seed, goodsCount, now });
      if (this.dataset) applyDataset(db, this.dataset);
      return { db, fingerprint: fingerprintOf(db) };
    });
    if (!('db' in decoded)) return decoded;
    return { data: decoded.db, meta: { ...this.baseSpecMeta(decoded.goodsCount), seedNow: decoded.seedNow, generator: 'legacy' } };
  }

  private baseSpecMeta(goodsCount: number): Omit<FileMeta, 'seedNow' | 'generator'> {
    return { seed: this.options.seed, goodsCount, ...(this.options.dataset ? { dataset: this.options.dataset } : {}) };
  }

  private openMemory(reason: string): DataOrigin {
    this.sqlite = openDataFile(':memory:');
    this.fill(this.base());
    return { source: 'seed', reason, ms: 0 };
  }

  /** Makes the file hold `source` (a data file's content, or a whole Db) with these sessions, and installs it. */
  private fill(source: Source, sessions: StoredSession[] = []): void {
    if ('file' in source && source.file) {
      // A data file on disk takes the source's file in its place (one file copy); in memory, its rows are copied in.
      const own = this.sqlite.location();
      if (own && isWholeFile(source.file)) {
        try {
          this.sqlite = replaceDataFile(this.sqlite, own, source.file, sessions);
        } catch (err) {
          if (err instanceof ReopenedError) this.sqlite = err.db;
          throw err;
        }
      } else copyInto(this.sqlite, source.file, sessions);
    } else if ('data' in source && source.data) {
      writeDb(this.sqlite, { ...source.data, sessions }, source.meta);
    }
    this.install(readMeta(this.sqlite) ?? source.meta);
  }

  /** Takes the file's content as the data: its tables but the goods into memory, the goods table over the file. */
  private install(meta: FileMeta): void {
    this.committer = new Committer(this.sqlite);
    this.meta = meta;
    this.seedNow = meta.seedNow;
    this.options.goodsCount = meta.goodsCount;
    const data = readDb(this.sqlite, { goods: false, orders: false });
    this.use(data, new GoodsTable(this.sqlite), new OrdersTable(this.sqlite));
    this.syncTables();
    this.committer.known(this.db);
    this.committedSeq = this.changeSeq;
  }

  /** Replaces the whole data (a reset, a restore) in one transaction; `keepSessions` the sign-ins of the moment. */
  private replace(source: Source, keepSessions: boolean): void {
    this.fill(source, keepSessions ? this.sessions.rows() : []);
    this.afterCommit();
  }

  /** Restores the seeded data (the base) and drops every session. */
  async reset(): Promise<void> {
    const started = performance.now();
    this.replace(this.base(), false);
    this.origin = { source: 'seed', reason: '已重置', ms: Math.round(performance.now() - started) };
  }

  /**
   * Replaces the whole data with a snapshot's (its file, or a Db: a preset, an old-format snapshot), keeping the
   * sessions of the moment (a snapshot holds none).
   */
  restore(source: { file: string } | { data: Db; meta?: FileMeta }, name: string): void {
    const started = performance.now();
    this.replace('file' in source ? { file: source.file, meta: this.meta } : { data: source.data, meta: source.meta ?? { ...this.meta } }, true);
    this.origin = { source: 'snapshot', reason: `已恢复快照 ${name}`, ms: Math.round(performance.now() - started) };
  }

  /** The seeded data at another goods count (preset goods-100k), keeping the sessions of the moment, like restore(). */
  reseed(goodsCount: number, name: string): void {
    const started = performance.now();
    this.replace(this.base(goodsCount), true);
    this.origin = { source: 'snapshot', reason: `已恢复快照 ${name}`, ms: Math.round(performance.now() - started) };
  }

  /** A whole copy of the data as a file (a snapshot, a new space), after committing what is pending. */
  exportTo(file: string, opts: { sessions: boolean }): void {
    this.commitNow();
    copyDataFile(this.sqlite, file, opts);
  }

  /** The data as it is, read back from the database (a preset built on a throwaway mock). */
  exportData(): { data: Db; meta: FileMeta } {
    this.commitNow();
    return { data: readDb(this.sqlite), meta: { ...this.meta } };
  }

  /** The whole data as JSON text, tables in a fixed order (tests compare memory with the file through it). */
  encode(opts: { sessions: boolean } = { sessions: true }): string {
    this.syncTables();
    const { sessions, ...rest } = this.db;
    const goods = this.goods.all();
    const orders = this.orders.all();
    return JSON.stringify(opts.sessions ? { ...rest, goods, orders, sessions } : { ...rest, goods, orders });
  }

  protected loadSessions(rows: StoredSession[]): void {
    this.sessions.load(rows);
  }

  /**
   * A change anywhere (a domain rule changed rows in place): bump the revision; the change is committed by the
   * request's answer or at the end of the turn, comparing every table with what was last written.
   */
  changed(): void {
    this.anyTable = true;
    this.changedRows();
  }

  /** A change of goods or orders rows (marked by id) or of the hot tables only: the commit skips the others. */
  protected changedRows(): void {
    this.revision++;
    this.changeSeq++;
    if (this.commitQueued || this.closed) return;
    this.commitQueued = true;
    setImmediate(() => {
      this.commitQueued = false;
      try {
        this.commitNow();
      } catch (err) {
        this.options.log(`[store] 提交失败：${err instanceof Error ? err.message : String(err)}`);
      }
    });
  }

  /** The change counter now. */
  get seq(): number {
    return this.changeSeq;
  }

  /** Commits every change made so far in one transaction; rejects (the data rolled back to the file's) when it fails. */
  flushed(): Promise<void> {
    try {
      this.commitNow();
      return Promise.resolve();
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** Writes what changed since the last commit; on failure the data in memory goes back to the file's. */
  commitNow(): void {
    if (this.closed || !this.isDirtyNow()) return;
    this.syncTables();
    try {
      this.committer.commit({
        db: this.db, writeRows: () => this.goods.write() + this.orders.write(), allTables: this.anyTable,
      });
      // Tests check the promise changedRows() makes: nothing outside what it covers changed unannounced.
      const undeclared = !this.anyTable && this.options.verifyCommits ? this.committer.differs(this.db) : undefined;
      if (undeclared) throw new Error(`表 ${undeclared} 有改动未经 store.changed() 声明（只声明了商品、订单或常用表的改动）`);
    } catch (err) {
      this.rollback();
      throw err;
    }
    this.anyTable = false;
    this.goods.committed();
    this.orders.committed();
    this.committedSeq = this.changeSeq;
    this.commits++;
    this.afterCommit();
  }

  /** Anything to commit: a change announced, or a goods or order row marked (an order's fields are watched). */
  private isDirtyNow(): boolean {
    return this.committedSeq < this.changeSeq || this.goods.pending > 0 || this.orders.pending > 0;
  }

  private afterCommit(): void {
    this.lastSavedAt = formatTime(this.options.now());
  }

  /**
   * A request failed: whatever it changed in memory goes, the data is the file's again. Cheap when nothing changed
   * (one comparison of the small tables with what was last written), a reload when something did.
   */
  rollbackIfChanged(): boolean {
    if (this.closed) return false;
    this.syncTables();
    if (!this.isDirtyNow() && this.committer.differs(this.db) === undefined) return false;
    this.rollback();
    return true;
  }

  private rollback(): void {
    if (this.sqlite.isTransaction) this.sqlite.exec('ROLLBACK');
    this.install(this.meta);
    this.anyTable = false;
  }

  protected now(): number {
    return this.options.now();
  }

  /** Copies the map-backed tables back into the db arrays (before a commit or a raw view). */
  syncTables(): void {
    this.db.sessions = this.sessions.rows();
    this.db.collects = [...this.collects.values()].flatMap((m) => [...m.values()]);
    this.db.browses = [...this.browses.values()].flatMap((m) => [...m.values()]);
  }

  /** Commits what is pending and closes the file (server close). */
  async close(): Promise<void> {
    if (this.closed) return;
    try {
      this.commitNow();
    } finally {
      this.closed = true;
      if (this.sqlite.isTransaction) this.sqlite.exec('ROLLBACK');
      this.sqlite.close();
      if (this.claimed) releaseDataDir(this.options.dataDir);
    }
  }
}
