// The db in memory and its indexes (by id, by login, favourites and browses by user), the goods and orders in the
// data file (goods-table.ts, orders-table.ts), and the mutations that keep them in step. Every change ends in
// changed(); Store (store.ts) adds persistence and sessions. The goods and orders changed since the last commit
// are kept by their tables so a commit writes only those rows (persist/sqlite.ts).
import type { BrowseRow, CollectRow, Db, GoodsRow, MessageRow, SessionRow, UserRow } from '../lib/fixtures.ts';
import { formatTime } from '../lib/fixtures.ts';
import type { AttributeTemplate, Game, GameAttribute, Message, Order } from '../../src/contract/types.ts';
import type { GoodsTable } from './goods-table.ts';
import type { OrdersTable } from './orders-table.ts';
import { installJobTable } from './jobs.ts';
import { ReadState, SaleState } from '../../src/contract/statuses.ts';

/** The data held in memory: every table but the goods and orders, which stay in the file (goods-table.ts, orders-table.ts). */
export type LiveDb = Omit<Db, 'goods' | 'orders'>;

export abstract class DbIndex {
  db!: LiveDb;
  /** The goods: lookups, lists and counts are queries of the data file. */
  goods!: GoodsTable;
  readonly usersById = new Map<number, UserRow>();
  /** Phone number and userName → user (login accepts either). */
  readonly usersByLogin = new Map<string, UserRow>();
  /** The orders: lookups and lists are queries of the data file; a row handed out notices its own changes. */
  orders!: OrdersTable;
  readonly gamesById = new Map<number, Game>();
  readonly templatesByGame = new Map<number, AttributeTemplate[]>();
  readonly attributesById = new Map<number, GameAttribute>();
  /** userId → goodsId → row; the db arrays are rebuilt from these when saved. */
  readonly collects = new Map<number, Map<number, CollectRow>>();
  readonly browses = new Map<number, Map<number, BrowseRow>>();
  /** While a job runs (runAt): the space's time it runs at. */
  private clockStoppedAt: number | undefined;
  /** Bumped on every mutation: cheap "has anything changed" for caches. */
  revision = 0;
  /** The `now` the current base was seeded with. */
  protected seedNow = 0;
  /** Told after every install (start, reset, restore): the app derives the jobs the data implies and re-arms its timer. */
  private readonly installListeners: (() => void)[] = [];

  /** A change anywhere in the data (a domain rule changed rows in place): the commit compares every table. */
  abstract changed(): void;
  /**
   * A change this class made and knows: goods and orders rows (marked by id), or rows of the tables every commit
   * compares anyway (HOT_TABLES in persist/sqlite.ts). The commit then skips the other tables.
   */
  protected abstract changedRows(): void;
  protected abstract now(): number;
  protected abstract loadSessions(rows: SessionRow[]): void;

  /** Installs a db (its goods and orders in their tables) and rebuilds every index. */
  use(db: LiveDb, goods: GoodsTable, orders: OrdersTable): void {
    // A file saved before jobs were data has neither: no pending work, the clock at real time.
    installJobTable(db);
    this.db = db;
    this.usersById.clear();
    this.usersByLogin.clear();
    for (const u of db.users) this.indexUser(u);
    this.goods = goods;
    this.orders = orders;
    this.gamesById.clear();
    // 在售 of each game is the index's count (what the goods list answers as total), whatever the file said.
    for (const g of db.games) {
      this.gamesById.set(g.id, g);
      g.goodsCount = goods.listedCount(g.id);
    }
    this.templatesByGame.clear();
    for (const t of [...db.templates].sort((a, b) => a.sort - b.sort)) {
      const list = this.templatesByGame.get(t.gameId) ?? [];
      list.push(t);
      this.templatesByGame.set(t.gameId, list);
    }
    this.attributesById.clear();
    for (const a of db.gameAttributes) this.attributesById.set(a.id, a);
    this.loadSessions(db.sessions);
    this.collects.clear();
    for (const c of db.collects) this.userMap(this.collects, c.userId).set(c.goodsId, c);
    this.browses.clear();
    for (const b of db.browses) this.userMap(this.browses, b.userId).set(b.goodsId, b);
    this.revision++;
    for (const listener of this.installListeners) listener();
  }

  /** Calls `listener` after every later install (reset, snapshot restore): the data and its jobs were replaced. */
  onInstall(listener: () => void): void {
    this.installListeners.push(listener);
  }

  /**
   * The data space's clock: the host's, moved forward by the space's offset (POST /__mock/clock). Everything of
   * the business — order and message times, deadlines, jobs — runs on it; sign-in sessions stay on the host's.
   */
  spaceNow(): number {
    return this.clockStoppedAt ?? this.now() + this.db.clockOffsetMs;
  }

  /**
   * Runs `fn` with the space's clock standing at `at` (a job at its due time): what it stamps and schedules is
   * reckoned from exactly then, however long it takes in real time — a chain of steps inside one advance lands on
   * its due times, not a few milliseconds later each (which once pushed a payout past the advance's end).
   */
  runAt<T>(at: number, fn: () => T): T {
    const outer = this.clockStoppedAt;
    this.clockStoppedAt = at;
    try {
      return fn();
    } finally {
      this.clockStoppedAt = outer;
    }
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

  // ---------- goods ----------

  /** Mutate a goods row through here so the lists, counts and keyword text follow. */
  updateGoods(g: GoodsRow, mutate: (g: GoodsRow) => void): void {
    const before = { saleState: g.saleState, gameId: g.gameId };
    // Marked first: a mutation that throws half-way leaves a changed row, which the rollback then drops.
    this.goods.mark(g);
    mutate(g);
    this.goods.moved(before, g);
    if (before.saleState !== g.saleState || before.gameId !== g.gameId) {
      for (const id of new Set([before.gameId, g.gameId])) {
        const game = this.gamesById.get(id);
        if (game) game.goodsCount = this.goods.listedCount(id);
      }
    }
    this.changedRows();
  }

  /** Counter changes (views, favourites): no list moves, but the row must be saved. */
  touchGoods(g: GoodsRow): void {
    this.goods.mark(g, false);
    this.changedRows();
  }

  addGoods(g: GoodsRow): void {
    this.goods.mark(g);
    this.goods.moved(undefined, g);
    const game = g.saleState === SaleState.listed ? this.gamesById.get(g.gameId) : undefined;
    if (game) game.goodsCount = this.goods.listedCount(g.gameId);
    this.changedRows();
  }

  // ---------- orders, messages ----------

  /** A new order; answers the row to change it through (watched: its changes are committed). */
  addOrder(o: Order): Order {
    const row = this.orders.add(o);
    this.changedRows();
    return row;
  }

  addMessage(userId: number, m: Omit<Message, 'id' | 'sendTime' | 'readState'>): MessageRow {
    const row: MessageRow = {
      id: this.nextId('messages', () => Math.max(0, ...this.db.messages.map((x) => x.id))),
      userId,
      sendTime: formatTime(this.spaceNow()),
      readState: ReadState.unread,
      ...m,
    };
    this.db.messages.push(row);
    this.changedRows();
    return row;
  }
}
