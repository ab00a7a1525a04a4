// The db in memory, its indexes and its file.
//
// Persistence — an answer means the change is on disk (group commit): every mutation ends in changed(), which
// schedules a commit for the end of the current event-loop turn (setImmediate), so the writes of one turn —
// and of every turn while a commit is being written — share one file write. A commit snapshots the db,
// writes it to a temp file (mode 0600: it holds session tokens and password hashes), fsyncs it, renames it
// over db.json and fsyncs the folder, so a crash (even kill -9) leaves either the old or the new file, never a
// torn one. The route wrapper (routes/registry.ts) holds each answer until flushed() says the commit holding
// its change is durable; scheduler and sweep changes simply join the next commit.
// The seed is deterministic (same seed + goodsCount + now ⇒ the same db), so the file holds the seed's
// `now`, every table except goods and orders, and only the goods and orders rows that changed or were added
// since seeding. At 100 000 goods the full goods table is ~115 MB of JSON and the orders ~5 MB; the deltas
// are a few KB, so a commit writes ~200 KB and a restart costs one reseed (~1 s) instead of a parse. Goods
// change through updateGoods/touchGoods/addGoods; orders are flat rows watched by a Proxy (any assignment
// marks the row changed), so routes keep mutating them in place.
// On start the file is used only when its format, db version, seed, goods count and a fingerprint of the
// regenerated base all match; anything else (missing, unreadable, partial, another seed, a changed
// generator) is reseeded from scratch and the reason logged.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Db, GoodsRow, MessageRow, SessionRow, UserRow } from './lib/fixtures.ts';
import { createSeedDb, DB_VERSION, formatTime } from './lib/fixtures.ts';
import type { AttributeTemplate, Game, GameAttribute, Message, Order } from '../src/contract/types.ts';
import type { BrowseRow, CollectRow } from '../fixtures/db.ts';
import { GoodsIndex } from './goods-index.ts';

const FILE_FORMAT = 'game-market-mock-db/3';

/** The keys a goods row keeps from its seller (and the seller-only needsAudit); stripped from every answer to buyers. */
export const GOODS_SECRET_KEYS = [
  'accountNumber', 'accountPassword', 'securityPhone', 'importantRemark', 'contactType', 'contact',
  'accountSource', 'canGuarantee', 'needsAudit',
] as const;

type Tables = Omit<Db, 'goods' | 'orders'>;

interface FileShape {
  format: string;
  version: number;
  seed: number;
  goodsCount: number;
  /** The `now` the base was seeded with. */
  seedNow: number;
  /** Hash of a sample of the base: detects a changed generator behind the same version. */
  fingerprint: string;
  savedAt: string;
  tables: Tables;
  /** Goods rows changed or added since seeding, by id. */
  goods: GoodsRow[];
  /** Orders changed or added since seeding, by id. */
  orders: Order[];
}

/** A cheap hash over rows spread across the seeded db: any generator change shows up here. */
function fingerprintOf(db: Db): string {
  const g = db.goods;
  const sample = [g[0], g[g.length >> 1], g[g.length - 1], db.users.slice(0, 3), db.orders[0], db.messages[0]];
  return crypto.createHash('sha1').update(JSON.stringify(sample)).digest('hex');
}

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
}

const TABLES: (keyof Db)[] = [
  'users', 'sessions', 'games', 'gameAttributes', 'templates', 'goods', 'orders', 'afterSales', 'collects', 'browses',
  'messages', 'notices', 'blackAccounts', 'staff', 'qqGroups', 'zhubo', 'social', 'appVersions', 'problems',
  'backlists', 'bids', 'backOrders', 'merchants',
];

/** A session row as stored: with its sign-in time for the absolute lifetime (older files lack it). */
export type StoredSession = SessionRow & { createdAt?: number };

export const DEFAULT_SESSION_MAX_SEC = 7 * 86400;

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

export class Store {
  db!: Db;
  readonly goodsIndex = new GoodsIndex();
  readonly usersById = new Map<number, UserRow>();
  /** Phone number and userName → user (login accepts either). */
  readonly usersByLogin = new Map<string, UserRow>();
  readonly goodsById = new Map<number, GoodsRow>();
  readonly ordersById = new Map<number, Order>();
  readonly gamesById = new Map<number, Game>();
  readonly templatesByGame = new Map<number, AttributeTemplate[]>();
  readonly attributesById = new Map<number, GameAttribute>();
  readonly sessions = new Map<string, SessionRow>();
  /** userId → goodsId → row; the db arrays are rebuilt from these when saved. */
  readonly collects = new Map<number, Map<number, CollectRow>>();
  readonly browses = new Map<number, Map<number, BrowseRow>>();
  /** Lower-cased title/des/no/gameName per goods id, built lazily for keyword search. */
  private readonly searchText = new Map<number, string>();
  /** Bumped on every mutation: cheap "has anything changed" for caches. */
  revision = 0;
  /** Where the current data came from, for the banner and /__mock/health. */
  origin: { source: 'file' | 'seed'; reason: string; ms: number } = { source: 'seed', reason: '', ms: 0 };

  /** A commit is queued for the end of this event-loop turn. */
  private commitQueued = false;
  private retryTimer: NodeJS.Timeout | undefined;
  /** The commit loop, while it runs (one file write at a time). */
  private committing: Promise<void> | undefined;
  private resetting = false;
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

  /** The `now` the current base was seeded with, and the ids of goods changed since. */
  private seedNow = 0;
  private fingerprint = '';
  private readonly changedGoods = new Set<number>();
  private readonly changedOrders = new Set<number>();

  constructor(readonly options: StoreOptions) {}

  get file(): string {
    return path.join(this.options.dataDir, 'db.json');
  }

  get isDirty(): boolean {
    return this.options.persist && (this.dirty || this.committing !== undefined || this.durableSeq < this.changeSeq);
  }

  get sessionMaxMs(): number {
    return (this.options.sessionMaxSec ?? DEFAULT_SESSION_MAX_SEC) * 1000;
  }

  /** Loads the data file when it fits the options, otherwise seeds. */
  open(): void {
    const started = performance.now();
    const loaded = this.readFile();
    if (loaded.db) {
      this.use(loaded.db);
      this.origin = { source: 'file', reason: '使用已保存的数据', ms: 0 };
    } else {
      this.use(this.seedDb(this.options.now()));
      this.origin = { source: 'seed', reason: loaded.reason, ms: 0 };
      this.options.log(`[store] 重新生成数据：${loaded.reason}`);
    }
    this.origin.ms = Math.round(performance.now() - started);
  }

  private seedDb(now: number): Db {
    const db = createSeedDb({ seed: this.options.seed, goodsCount: this.options.goodsCount, now });
    this.seedNow = now;
    this.fingerprint = fingerprintOf(db);
    this.changedGoods.clear();
    this.changedOrders.clear();
    return db;
  }

  /** Restores the seeded data: drops the file (a restart reseeds the same data) and every session. */
  async reset(): Promise<void> {
    const started = performance.now();
    this.resetting = true;
    try {
      // A write already under way must land before the file is removed, or it would bring the old data back.
      while (this.committing) await this.committing;
      this.use(this.seedDb(this.options.now()));
      this.dirty = false;
      // Changes made before the reset are gone with it: nobody waits for them any more.
      this.durableSeq = this.changeSeq;
      this.settle();
      if (this.options.persist) {
        await fsp.rm(this.file, { force: true });
        await syncDir(path.dirname(this.file));
      }
    } finally {
      this.resetting = false;
      if (this.dirty) this.scheduleCommit();
    }
    this.origin = { source: 'seed', reason: '已重置', ms: Math.round(performance.now() - started) };
  }

  private readFile(): { db?: Db; reason: string } {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch {
      return { reason: `没有数据文件 ${this.file}` };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { reason: '数据文件损坏（不是完整的 JSON），已忽略' };
    }
    const file = parsed as Partial<FileShape> | null;
    if (!file || typeof file !== 'object' || file.format !== FILE_FORMAT || !file.tables || typeof file.tables !== 'object') {
      return { reason: '数据文件格式不符，已忽略' };
    }
    if (file.version !== DB_VERSION || file.tables.version !== DB_VERSION) {
      return { reason: `数据版本不同（文件 ${String(file.version)}，当前 ${DB_VERSION}）` };
    }
    if (file.seed !== this.options.seed) return { reason: `种子不同（文件 ${String(file.seed)}，当前 ${this.options.seed}）` };
    if (file.goodsCount !== this.options.goodsCount) {
      return { reason: `商品数量不同（文件 ${String(file.goodsCount)}，当前 ${this.options.goodsCount}）` };
    }
    const tables = file.tables;
    const missing = TABLES.find((t) => t !== 'goods' && t !== 'orders' && !Array.isArray(tables[t as keyof Tables]));
    if (missing || typeof tables.nextId !== 'object' || tables.nextId === null || !Array.isArray(file.goods) || !Array.isArray(file.orders)
      || typeof file.seedNow !== 'number' || !Number.isFinite(file.seedNow)) {
      return { reason: `数据文件缺少 ${missing ?? 'nextId / goods / orders / seedNow'}，已忽略` };
    }
    const db = this.seedDb(file.seedNow);
    if (this.fingerprint !== file.fingerprint) return { reason: '种子数据生成器已变化，旧数据不再适用' };
    const goods = db.goods;
    for (const row of file.goods) {
      if (!row || typeof row !== 'object' || !Number.isInteger(row.id) || row.id < 1) return { reason: '数据文件中的商品行无效，已忽略' };
      // Seeded goods sit at index id - 1; added ones come after, in id order.
      if (row.id <= this.options.goodsCount) goods[row.id - 1] = row;
      else goods.push(row);
      this.changedGoods.add(row.id);
    }
    goods.sort((a, b) => a.id - b.id);
    // Seeded orders are replaced where they are; added ones follow in id (creation) order.
    const orders = db.orders;
    const orderAt = new Map(orders.map((o, i) => [o.orderId, i]));
    for (const row of file.orders) {
      if (!row || typeof row !== 'object' || !Number.isInteger(row.orderId) || row.orderId < 1) return { reason: '数据文件中的订单行无效，已忽略' };
      const i = orderAt.get(row.orderId);
      if (i === undefined) {
        orderAt.set(row.orderId, orders.length);
        orders.push(row);
      } else {
        orders[i] = row;
      }
      this.changedOrders.add(row.orderId);
    }
    return { db: { ...tables, goods, orders }, reason: '' };
  }

  /** Installs a db and rebuilds every index. */
  use(db: Db): void {
    this.db = db;
    this.usersById.clear();
    this.usersByLogin.clear();
    for (const u of db.users) this.indexUser(u);
    this.goodsById.clear();
    for (const g of db.goods) this.goodsById.set(g.id, g);
    this.goodsIndex.rebuild(db.goods);
    this.searchText.clear();
    this.ordersById.clear();
    db.orders = db.orders.map((o) => this.watchOrder(o));
    for (const o of db.orders) this.ordersById.set(o.orderId, o);
    this.gamesById.clear();
    for (const g of db.games) this.gamesById.set(g.id, g);
    this.templatesByGame.clear();
    for (const t of [...db.templates].sort((a, b) => a.sort - b.sort)) {
      const list = this.templatesByGame.get(t.gameId) ?? [];
      list.push(t);
      this.templatesByGame.set(t.gameId, list);
    }
    this.attributesById.clear();
    for (const a of db.gameAttributes) this.attributesById.set(a.id, a);
    this.sessions.clear();
    const now = this.options.now();
    for (const s of db.sessions as StoredSession[]) {
      // Rows from before the absolute lifetime count from now.
      s.createdAt ??= now;
      if (s.expiresAt > now && s.createdAt + this.sessionMaxMs > now) this.sessions.set(s.token, s);
    }
    this.collects.clear();
    for (const c of db.collects) this.userMap(this.collects, c.userId).set(c.goodsId, c);
    this.browses.clear();
    for (const b of db.browses) this.userMap(this.browses, b.userId).set(b.goodsId, b);
    this.revision++;
  }

  userMap<T>(map: Map<number, Map<number, T>>, userId: number): Map<number, T> {
    let m = map.get(userId);
    if (!m) {
      m = new Map();
      map.set(userId, m);
    }
    return m;
  }

  indexUser(u: UserRow): void {
    this.usersById.set(u.userId, u);
    this.usersByLogin.set(u.phonenumber, u);
    this.usersByLogin.set(u.userName, u);
  }

  /** Next id of a table; ids are never reused, even after deletes. */
  nextId(table: string, existing: () => number): number {
    const next = this.db.nextId[table] ?? existing() + 1;
    this.db.nextId[table] = next + 1;
    return next;
  }

  /** Every mutation ends here: bump the revision and queue a commit (answers wait for it: flushed()). */
  changed(): void {
    this.revision++;
    this.changeSeq++;
    this.dirty = true;
    this.scheduleCommit();
  }

  /** The change counter now; flushed(seq) waits for the commit holding it. */
  get seq(): number {
    return this.changeSeq;
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

  // ---------- goods ----------

  /** Mutate a goods row through here so the sorted lists and search text follow. */
  updateGoods(g: GoodsRow, mutate: (g: GoodsRow) => void): void {
    this.changedGoods.add(g.id);
    const before = g.saleState;
    this.goodsIndex.remove(g);
    mutate(g);
    this.goodsIndex.add(g);
    this.searchText.delete(g.id);
    if (before !== g.saleState && (before === 1 || g.saleState === 1)) {
      const game = this.gamesById.get(g.gameId);
      if (game) game.goodsCount = this.goodsIndex.listedCount(g.gameId);
    }
    this.changed();
  }

  /** Counter changes (views, favourites): no index moves, but the row must be saved. */
  touchGoods(g: GoodsRow): void {
    this.changedGoods.add(g.id);
    this.changed();
  }

  addGoods(g: GoodsRow): void {
    this.changedGoods.add(g.id);
    this.db.goods.push(g);
    this.goodsById.set(g.id, g);
    this.goodsIndex.add(g);
    this.changed();
  }

  /**
   * Builds the keyword text of every goods in small idle slices after start-up, so the first search at
   * 100 000 goods does not pay for it and start-up does not either.
   */
  warmSearchText(): void {
    const goods = this.db.goods;
    let i = 0;
    const slice = () => {
      if (this.closed || goods !== this.db.goods) return;
      const end = Math.min(goods.length, i + 5000);
      for (; i < end; i++) if (goods[i].saleState === 1) this.goodsText(goods[i]);
      if (i < goods.length) setTimeout(slice, 1).unref();
    };
    setTimeout(slice, 50).unref();
  }

  goodsText(g: GoodsRow): string {
    let text = this.searchText.get(g.id);
    if (text === undefined) {
      text = `${g.title}\n${g.des}\n${g.no}\n${g.gameName}`.toLowerCase();
      this.searchText.set(g.id, text);
    }
    return text;
  }

  // ---------- orders, messages ----------

  addOrder(o: Order): void {
    const row = this.watchOrder(o);
    this.changedOrders.add(o.orderId);
    this.db.orders.push(row);
    this.ordersById.set(o.orderId, row);
    this.changed();
  }

  /** Orders are flat rows: a Proxy marks one changed on any assignment, so the file stores only those. */
  private watchOrder(o: Order): Order {
    const changedOrders = this.changedOrders;
    return new Proxy(o, {
      set(target, key, value, receiver) {
        changedOrders.add(target.orderId);
        return Reflect.set(target, key, value, receiver);
      },
      deleteProperty(target, key) {
        changedOrders.add(target.orderId);
        return Reflect.deleteProperty(target, key);
      },
    });
  }

  addMessage(userId: number, m: Omit<Message, 'id' | 'sendTime' | 'readState'>): MessageRow {
    const row: MessageRow = {
      id: this.nextId('messages', () => Math.max(0, ...this.db.messages.map((x) => x.id))),
      userId,
      sendTime: formatTime(this.options.now()),
      readState: 1,
      ...m,
    };
    this.db.messages.push(row);
    this.changed();
    return row;
  }

  // ---------- sessions ----------

  createSession(userId: number, ttlSec: number): SessionRow {
    const now = this.options.now();
    const s: StoredSession = {
      token: crypto.randomBytes(32).toString('hex'), userId, expiresAt: now + Math.min(ttlSec * 1000, this.sessionMaxMs), createdAt: now,
    };
    this.sessions.set(s.token, s);
    this.changed();
    return s;
  }

  /**
   * Valid session for a token, its expiry slid forward but never past sign-in + the absolute lifetime
   * (MOCK_SESSION_MAX); expired ones are dropped.
   */
  touchSession(token: string, ttlSec: number): SessionRow | undefined {
    const s: StoredSession | undefined = this.sessions.get(token);
    if (!s) return undefined;
    const now = this.options.now();
    const endOfLife = (s.createdAt ?? now) + this.sessionMaxMs;
    if (s.expiresAt <= now || endOfLife <= now) {
      this.sessions.delete(token);
      return undefined;
    }
    // Sliding expiry is not a data change worth a disk write; it is saved with the next real mutation.
    s.expiresAt = Math.min(now + ttlSec * 1000, endOfLife);
    return s;
  }

  endSession(token: string): boolean {
    const had = this.sessions.delete(token);
    if (had) this.changed();
    return had;
  }

  endAllSessions(): number {
    const n = this.sessions.size;
    this.sessions.clear();
    this.changed();
    return n;
  }

  // ---------- persistence ----------

  /** Copies the map-backed tables back into the db arrays (before a save or a raw view). */
  syncTables(): void {
    const now = this.options.now();
    this.db.sessions = [...this.sessions.values()].filter((s) => s.expiresAt > now);
    this.db.collects = [...this.collects.values()].flatMap((m) => [...m.values()]);
    this.db.browses = [...this.browses.values()].flatMap((m) => [...m.values()]);
  }

  /** Queues a commit for the end of this event-loop turn, so the writes of the turn share it. */
  private scheduleCommit(): void {
    if (!this.options.persist || this.closed || this.resetting || this.commitQueued || this.committing) return;
    this.commitQueued = true;
    setImmediate(() => {
      this.commitQueued = false;
      void this.runCommits();
    });
  }

  /** Writes commits until nothing is left; one write at a time, each holding every change made before it. */
  private runCommits(): Promise<void> {
    if (this.committing) return this.committing;
    if (!this.dirty || this.resetting) return Promise.resolve();
    this.committing = (async () => {
      while (this.dirty && !this.resetting) {
        const seq = this.changeSeq;
        this.dirty = false;
        const savedAt = formatTime(this.options.now());
        try {
          await writeAtomic(this.file, this.snapshot(savedAt));
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
      if (this.dirty && !this.resetting && !this.retryTimer) this.scheduleCommit();
    });
    return this.committing;
  }

  /** The file's text: one consistent snapshot (stringified in one go), goods only where changed. */
  private snapshot(savedAt: string): string {
    this.syncTables();
    const { goods: _goods, orders: _orders, ...tables } = this.db;
    const body: FileShape = {
      format: FILE_FORMAT, version: DB_VERSION, seed: this.options.seed, goodsCount: this.options.goodsCount,
      seedNow: this.seedNow, fingerprint: this.fingerprint, savedAt, tables,
      goods: [...this.changedGoods].sort((a, b) => a - b).map((id) => this.goodsById.get(id)).filter((g): g is GoodsRow => g !== undefined),
      orders: [...this.changedOrders].sort((a, b) => a - b).map((id) => this.ordersById.get(id)).filter((o): o is Order => o !== undefined),
    };
    return JSON.stringify(body);
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

/** fsync of a folder: makes a rename or a removal in it durable. */
async function syncDir(dir: string): Promise<void> {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(dir, 'r');
    await handle.sync();
  } catch {
    // Some file systems refuse to fsync a directory; the rename itself is still atomic there.
  } finally {
    await handle?.close();
  }
}

/**
 * Temp file in the same folder (same file system, so rename is atomic) created with mode 0600, fsync, rename,
 * fsync the folder so the rename itself survives a crash. `onTemp` (tests) sees the temp file before the rename.
 */
export async function writeAtomic(file: string, text: string, onTemp?: (tmp: string) => void): Promise<void> {
  const dir = path.dirname(file);
  await fsp.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
  const handle = await fsp.open(tmp, 'wx', 0o600);
  try {
    // The mode given to open() is masked by the umask; chmod makes it exact.
    await handle.chmod(0o600);
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    onTemp?.(tmp);
    await fsp.rename(tmp, file);
  } catch (err) {
    await fsp.rm(tmp, { force: true });
    throw err;
  }
  await syncDir(dir);
}
