// The mock's data: the db and its indexes (db-index.ts), sessions (sessions.ts), and where it comes from and
// goes to: seeded, loaded from db.json, reset, restored from a snapshot; every change (changed()) reaches the
// disk through persist/: the file format (file.ts: only the goods and orders changed since seeding are written,
// beside the other tables), atomic writes (atomic.ts) and the group commit (group-commit.ts: an answer leaves
// once its change is on disk).
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Db, GoodsRow } from '../lib/fixtures.ts';
import { createSeedDb, formatTime } from '../lib/fixtures.ts';
import type { Order } from '../../src/contract/types.ts';
import { syncDir, writeAtomic } from '../persist/atomic.ts';
import { decodeFile, encodeFile, fingerprintOf } from '../persist/file.ts';
import { GroupCommit } from '../persist/group-commit.ts';
import { DEFAULT_SESSION_MAX_SEC, SessionTable, type StoredSession } from './sessions.ts';
import { DbIndex } from './db-index.ts';
import { applyDataset, readDataset, type DatasetTables } from './dataset.ts';

export { writeAtomic } from '../persist/atomic.ts';
export { DEFAULT_SESSION_MAX_SEC, type StoredSession } from './sessions.ts';

/** The keys a goods row keeps from its seller (and the seller-only needsAudit); stripped from every answer to buyers. */
export const GOODS_SECRET_KEYS = [
  'accountNumber', 'accountPassword', 'securityPhone', 'importantRemark', 'contactType', 'contact',
  'accountSource', 'canGuarantee', 'needsAudit',
] as const;

export interface StoreOptions {
  seed: number;
  goodsCount: number;
  dataDir: string;
  persist: boolean;
  /** Wait before retrying a commit whose write failed. */
  saveDelayMs: number;
  /** Absolute session lifetime (seconds from sign-in), whatever the sliding TTL says; default 7 days. */
  sessionMaxSec?: number;
  now: () => number;
  log: (line: string) => void;
  /** The `now` to seed with when there is no data file (a preset builds on the running mock's base); default now(). */
  seedNow?: number;
  /** MOCK_DATASET: a recorded dataset (dataset.ts) laid over the seed; the base everything builds on. */
  dataset?: string;
  /** Where datasets live when it is not dataDir (a data space's store: spaces.ts). */
  sharedDir?: string;
  /** Load db.json whatever its goods count (a data space that restored goods-100k stays so after an idle unload). */
  anyGoodsCount?: boolean;
}

/** Above this the seeded base is not kept in memory a second time. */
const CACHED_BASE_GOODS = 20_000;

/**
 * The last seeded base of this process (up to CACHED_BASE_GOODS goods), shared by every store in it: restoring a
 * snapshot, or building a preset on a throwaway mock (presets.ts), costs a copy instead of a faker run.
 */
let cachedBase: { seed: number; goodsCount: number; now: number; dataset?: string; db: Db; fingerprint: string } | undefined;

export class Store extends DbIndex {
  readonly sessions: SessionTable;
  private readonly commit: GroupCommit;
  private closed = false;
  /** Where the current data came from, for the banner and /__mock/health. */
  origin: { source: 'file' | 'seed' | 'snapshot'; reason: string; ms: number } = { source: 'seed', reason: '', ms: 0 };

  /** The goods count the process was started with (a snapshot or preset may bring another: goods-100k). */
  readonly configuredGoods: number;

  /** The recorded dataset's tables (MOCK_DATASET), read once at start. */
  private readonly dataset?: DatasetTables;

  constructor(readonly options: StoreOptions) {
    super();
    if (options.dataset) this.dataset = readDataset(options.sharedDir ?? options.dataDir, options.dataset);
    this.configuredGoods = options.goodsCount;
    this.sessions = new SessionTable(options.now, (options.sessionMaxSec ?? DEFAULT_SESSION_MAX_SEC) * 1000, () => this.changed());
    this.commit = new GroupCommit({ ...options, write: (savedAt) => writeAtomic(this.file, this.encode(savedAt)) });
  }

  get file(): string {
    return path.join(this.options.dataDir, 'db.json');
  }

  get isDirty(): boolean {
    return this.commit.isDirty;
  }

  get lastSavedAt(): string | undefined {
    return this.commit.lastSavedAt;
  }

  get commits(): number {
    return this.commit.commits;
  }

  /** Loads the data file when it fits the options, otherwise seeds. */
  open(): void {
    const started = performance.now();
    let text: string | undefined;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch {
      // no file: seeded below
    }
    const reason = text === undefined ? `没有数据文件 ${this.file}` : this.install(text, this.options.anyGoodsCount);
    if (reason === undefined) {
      this.origin = { source: 'file', reason: '使用已保存的数据', ms: 0 };
    } else {
      this.use(this.seedDb(this.options.seedNow ?? this.options.now()));
      this.origin = { source: 'seed', reason, ms: 0 };
      this.options.log(`[store] 重新生成数据：${reason}`);
    }
    this.origin.ms = Math.round(performance.now() - started);
  }

  /**
   * The seeded base for a `now`. The last one is kept (up to CACHED_BASE_GOODS goods) and cloned: restoring a
   * snapshot of this run costs a copy (a few ms at 2 000 goods) instead of regenerating it with faker.
   */
  private freshSeed(now: number, goodsCount = this.options.goodsCount): { db: Db; fingerprint: string } {
    const { seed } = this.options;
    const cached = cachedBase;
    const { dataset } = this.options;
    if (cached?.now === now && cached.seed === seed && cached.goodsCount === goodsCount && cached.dataset === dataset) {
      return { db: structuredClone(cached.db), fingerprint: cached.fingerprint };
    }
    const db = createSeedDb({ seed, goodsCount, now });
    if (this.dataset) applyDataset(db, this.dataset);
    // With a dataset the fingerprint covers its content: a data file made on another base (no dataset, another
    // dataset, one recorded again) is not used over it, its whole tables (games, notices) would hide the dataset's.
    const fingerprint = this.dataset
      ? crypto.createHash('sha1').update(fingerprintOf(db)).update(JSON.stringify(this.dataset)).digest('hex')
      : fingerprintOf(db);
    if (goodsCount <= CACHED_BASE_GOODS) cachedBase = { seed, goodsCount, now, dataset, db: structuredClone(db), fingerprint };
    return { db, fingerprint };
  }

  /** The `now` the current data's base was seeded with. */
  get baseNow(): number {
    return this.seedNow;
  }

  private seedDb(now: number): Db {
    const { db, fingerprint } = this.freshSeed(now);
    this.seedNow = now;
    this.fingerprint = fingerprint;
    this.changedGoods = new Set();
    this.changedOrders = new Set();
    return db;
  }

  /** Installs the data a file's text holds (db.json or a snapshot); the reason when it cannot be used (nothing changed then). */
  private install(text: string, anyGoodsCount = false): string | undefined {
    const expect = { seed: this.options.seed, goodsCount: anyGoodsCount ? undefined : this.options.goodsCount };
    const decoded = decodeFile(text, expect, (now, goodsCount) => this.freshSeed(now, goodsCount));
    if (!('db' in decoded)) return decoded.reason;
    this.options.goodsCount = decoded.goodsCount;
    this.seedNow = decoded.seedNow;
    this.fingerprint = decoded.fingerprint;
    this.changedGoods = decoded.changedGoods;
    this.changedOrders = decoded.changedOrders;
    this.use(decoded.db);
    return undefined;
  }

  /** Restores the seeded data: drops the file (a restart reseeds the same data) and every session. */
  async reset(): Promise<void> {
    const started = performance.now();
    await this.commit.replaceAll(async () => {
      this.options.goodsCount = this.configuredGoods;
      this.use(this.seedDb(this.options.now()));
      if (this.options.persist) {
        await fsp.rm(this.file, { force: true });
        await syncDir(path.dirname(this.file));
      }
    });
    this.origin = { source: 'seed', reason: '已重置', ms: Math.round(performance.now() - started) };
  }

  /**
   * Replaces the whole data with a snapshot's text, keeping the sessions of the moment (a snapshot holds none);
   * the reason when it cannot be used. The caller waits for flushed() to know db.json holds it.
   */
  restore(text: string, name: string): string | undefined {
    const started = performance.now();
    const sessions = this.sessions.rows();
    // Synchronous from here to changed(): no request can see a half-restored store.
    const reason = this.install(text, true);
    if (reason !== undefined) return reason;
    this.sessions.load(sessions);
    this.origin = { source: 'snapshot', reason: `已恢复快照 ${name}`, ms: Math.round(performance.now() - started) };
    this.changed();
    return undefined;
  }

  /** The seeded data at another goods count (preset goods-100k), keeping the sessions of the moment, like restore(). */
  reseed(goodsCount: number, name: string): void {
    const started = performance.now();
    const sessions = this.sessions.rows();
    this.options.goodsCount = goodsCount;
    this.use(this.seedDb(this.options.now()));
    this.sessions.load(sessions);
    this.origin = { source: 'snapshot', reason: `已恢复快照 ${name}`, ms: Math.round(performance.now() - started) };
    this.changed();
  }

  /** The whole data as the file's text: goods and orders only where changed since seeding. */
  encode(savedAt = formatTime(this.options.now()), opts: { sessions: boolean } = { sessions: true }): string {
    this.syncTables();
    const { goods: _goods, orders: _orders, ...rest } = this.db;
    const tables = opts.sessions ? rest : { ...rest, sessions: [] };
    return encodeFile({
      seed: this.options.seed, goodsCount: this.options.goodsCount, seedNow: this.seedNow, fingerprint: this.fingerprint, tables,
      goods: [...this.changedGoods].sort((a, b) => a - b).map((id) => this.goodsById.get(id)).filter((g): g is GoodsRow => g !== undefined),
      orders: [...this.changedOrders].sort((a, b) => a - b).map((id) => this.ordersById.get(id)).filter((o): o is Order => o !== undefined),
    }, savedAt);
  }

  protected loadSessions(rows: StoredSession[]): void {
    this.sessions.load(rows);
  }

  /** Every mutation ends here: bump the revision and queue a commit (answers wait for it: flushed()). */
  changed(): void {
    this.revision++;
    this.commit.changed();
  }

  /** The change counter now; flushed(seq) waits for the commit holding it. */
  get seq(): number {
    return this.commit.seq;
  }

  /** Resolves when every change made so far (or up to `seq`) is on disk; rejects when its commit failed. */
  flushed(seq?: number): Promise<void> {
    return this.commit.flushed(seq);
  }

  /** Builds the keyword text of every listed goods in idle slices after start-up. */
  warmSearchText(): void {
    this.searchText.warm(this.db.goods, () => (this.closed ? undefined : this.db.goods));
  }

  protected now(): number {
    return this.options.now();
  }


  /** Copies the map-backed tables back into the db arrays (before a save or a raw view). */
  syncTables(): void {
    this.db.sessions = this.sessions.rows();
    this.db.collects = [...this.collects.values()].flatMap((m) => [...m.values()]);
    this.db.browses = [...this.browses.values()].flatMap((m) => [...m.values()]);
  }

  /** Writes now whatever is not on disk yet. */
  save(): Promise<void> {
    return this.commit.save();
  }

  /** Flushes pending changes and stops saving (server close). */
  async close(): Promise<void> {
    await this.commit.close();
    this.closed = true;
  }
}
