// The db in memory, its indexes and its file.
//
// Persistence: after a mutation `${dataDir}/db.json` is rewritten, debounced, atomically (temp file in the
// same folder, fsync, rename), so a crash leaves either the old or the new file, never a torn one.
// The seed is deterministic (same seed + goodsCount + now ⇒ the same db), so the file holds the seed's
// `now`, every table except goods, and only the goods rows that changed or were added since seeding. At
// 100 000 goods the full table is ~115 MB of JSON (~0.8 s to write, ~2 s to parse); the delta is a few KB,
// so saves never stall requests and a restart costs one reseed (~1 s) instead of a parse.
// On start the file is used only when its format, db version, seed, goods count and a fingerprint of the
// regenerated base all match; anything else (missing, unreadable, partial, another seed, a changed
// generator) is reseeded from scratch and the reason logged.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Db, GoodsRow, MessageRow, SessionRow, UserRow } from './lib/fixtures.ts';
import { createSeedDb, DB_VERSION, formatTime } from './lib/fixtures.ts';
import type { AttributeTemplate, Game, GameAttribute, Message, Order } from '../src/api/types.ts';
import type { BrowseRow, CollectRow } from '../fixtures/db.ts';
import { GoodsIndex } from './goods-index.ts';

const FILE_FORMAT = 'game-market-mock-db/2';

/** The keys a goods row keeps from its seller; stripped from every answer to buyers. */
export const GOODS_SECRET_KEYS = [
  'accountNumber', 'accountPassword', 'securityPhone', 'importantRemark', 'contactType', 'contact',
  'accountSource', 'canGuarantee',
] as const;

type Tables = Omit<Db, 'goods'>;

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
  saveDelayMs: number;
  now: () => number;
  log: (line: string) => void;
}

const TABLES: (keyof Db)[] = [
  'users', 'sessions', 'games', 'gameAttributes', 'templates', 'goods', 'orders', 'afterSales', 'collects', 'browses',
  'messages', 'notices', 'blackAccounts', 'staff', 'qqGroups', 'zhubo', 'social', 'appVersions', 'problems',
  'backlists', 'bids', 'backOrders', 'merchants',
];

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

  private saveTimer: NodeJS.Timeout | undefined;
  private saving: Promise<void> | undefined;
  private dirty = false;
  private closed = false;
  lastSavedAt: string | undefined;

  /** The `now` the current base was seeded with, and the ids of goods changed since. */
  private seedNow = 0;
  private fingerprint = '';
  private readonly changedGoods = new Set<number>();

  constructor(readonly options: StoreOptions) {}

  get file(): string {
    return path.join(this.options.dataDir, 'db.json');
  }

  get isDirty(): boolean {
    return this.dirty || this.saving !== undefined;
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
    return db;
  }

  /** Restores the seeded data: drops the file (a restart reseeds the same data) and every session. */
  async reset(): Promise<void> {
    const started = performance.now();
    this.cancelSave();
    // A write already under way must land before the file is removed, or it would bring the old data back.
    if (this.saving) await this.saving;
    this.use(this.seedDb(this.options.now()));
    this.dirty = false;
    if (this.options.persist) await fsp.rm(this.file, { force: true });
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
    const missing = TABLES.find((t) => t !== 'goods' && !Array.isArray(tables[t as keyof Tables]));
    if (missing || typeof tables.nextId !== 'object' || tables.nextId === null || !Array.isArray(file.goods)
      || typeof file.seedNow !== 'number' || !Number.isFinite(file.seedNow)) {
      return { reason: `数据文件缺少 ${missing ?? 'nextId / goods / seedNow'}，已忽略` };
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
    return { db: { ...tables, goods }, reason: '' };
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
    for (const s of db.sessions) if (s.expiresAt > now) this.sessions.set(s.token, s);
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

  /** Every mutation ends here: bump the revision and schedule a save. */
  changed(): void {
    this.revision++;
    this.dirty = true;
    this.scheduleSave();
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
    this.db.orders.push(o);
    this.ordersById.set(o.orderId, o);
    this.changed();
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
    const s: SessionRow = { token: crypto.randomBytes(32).toString('hex'), userId, expiresAt: this.options.now() + ttlSec * 1000 };
    this.sessions.set(s.token, s);
    this.changed();
    return s;
  }

  /** Valid session for a token, its expiry slid forward; expired ones are dropped. */
  touchSession(token: string, ttlSec: number): SessionRow | undefined {
    const s = this.sessions.get(token);
    if (!s) return undefined;
    const now = this.options.now();
    if (s.expiresAt <= now) {
      this.sessions.delete(token);
      return undefined;
    }
    // Sliding expiry is not a data change worth a disk write; it is saved with the next real mutation.
    s.expiresAt = now + ttlSec * 1000;
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

  private scheduleSave(): void {
    if (!this.options.persist || this.closed) return;
    if (this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      void this.save();
    }, this.options.saveDelayMs);
    this.saveTimer.unref();
  }

  private cancelSave(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
  }

  /** Writes now if anything changed; concurrent calls chain so writes never interleave. */
  async save(): Promise<void> {
    if (!this.options.persist) return;
    if (this.saving) {
      await this.saving;
      if (!this.dirty) return;
    }
    if (!this.dirty) return;
    this.dirty = false;
    this.syncTables();
    const savedAt = formatTime(this.options.now());
    // Stringified in one go so the file is one consistent snapshot; the write itself is async.
    const { goods: _all, ...tables } = this.db;
    const body: FileShape = {
      format: FILE_FORMAT, version: DB_VERSION, seed: this.options.seed, goodsCount: this.options.goodsCount,
      seedNow: this.seedNow, fingerprint: this.fingerprint, savedAt, tables,
      goods: [...this.changedGoods].sort((a, b) => a - b).map((id) => this.goodsById.get(id)).filter((g): g is GoodsRow => g !== undefined),
    };
    const text = JSON.stringify(body);
    this.saving = writeAtomic(this.file, text)
      .then(() => {
        this.lastSavedAt = savedAt;
      })
      .catch((err: unknown) => {
        this.dirty = true;
        this.options.log(`[store] 保存失败：${err instanceof Error ? err.message : String(err)}`);
      })
      .finally(() => {
        this.saving = undefined;
      });
    await this.saving;
  }

  /** Flushes a pending save and stops saving (server close). */
  async close(): Promise<void> {
    this.cancelSave();
    await this.save();
    this.closed = true;
  }
}

/** Temp file in the same folder (same file system, so rename is atomic), fsync, rename. */
export async function writeAtomic(file: string, text: string): Promise<void> {
  const dir = path.dirname(file);
  await fsp.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
  const handle = await fsp.open(tmp, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fsp.rename(tmp, file);
  } catch (err) {
    await fsp.rm(tmp, { force: true });
    throw err;
  }
}
