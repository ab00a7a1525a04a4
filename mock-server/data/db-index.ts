// The db in memory and its indexes (by id, by login, goods sorted for lists, search text, favourites and
// browses by user), and the mutations that keep them in step. Every change ends in changed(); Store (store.ts)
// adds persistence and sessions. The ids of goods and orders changed since the last commit are tracked so a
// commit writes only those rows (persist/sqlite.ts).
import type { BrowseRow, CollectRow, Db, GoodsRow, MessageRow, SessionRow, UserRow } from '../lib/fixtures.ts';
import { formatTime } from '../lib/fixtures.ts';
import type { AttributeTemplate, Game, GameAttribute, Message, Order } from '../../src/contract/types.ts';
import { GoodsIndex } from './goods-index.ts';
import { SearchText, type TextParts } from './search-text.ts';
import { installJobTable } from './jobs.ts';
import { ReadState, SaleState } from '../../src/contract/statuses.ts';

export abstract class DbIndex {
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
  /** userId → goodsId → row; the db arrays are rebuilt from these when saved. */
  readonly collects = new Map<number, Map<number, CollectRow>>();
  readonly browses = new Map<number, Map<number, BrowseRow>>();
  protected readonly searchText = new SearchText();
  /** Bumped on every mutation: cheap "has anything changed" for caches. */
  revision = 0;
  /** The `now` the current base was seeded with, and the ids of goods and orders changed since the last commit. */
  protected seedNow = 0;
  protected changedGoods = new Set<number>();
  protected changedOrders = new Set<number>();
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

  /** Installs a db and rebuilds every index. */
  use(db: Db): void {
    // A file saved before jobs were data has neither: no pending work, the clock at real time.
    installJobTable(db);
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
    // 在售 of each game is the index's count (what the goods list answers as total), whatever the file said.
    for (const g of db.games) {
      this.gamesById.set(g.id, g);
      g.goodsCount = this.goodsIndex.listedCount(g.id);
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
    return this.now() + this.db.clockOffsetMs;
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

  /** Mutate a goods row through here so the sorted lists and search text follow. */
  updateGoods(g: GoodsRow, mutate: (g: GoodsRow) => void): void {
    this.changedGoods.add(g.id);
    const before = g.saleState;
    this.goodsIndex.remove(g);
    mutate(g);
    this.goodsIndex.add(g);
    this.searchText.forget(g.id);
    if (before !== g.saleState && (before === SaleState.listed || g.saleState === SaleState.listed)) {
      const game = this.gamesById.get(g.gameId);
      if (game) game.goodsCount = this.goodsIndex.listedCount(g.gameId);
    }
    this.changedRows();
  }

  /** Counter changes (views, favourites): no index moves, but the row must be saved. */
  touchGoods(g: GoodsRow): void {
    this.changedGoods.add(g.id);
    this.changedRows();
  }

  addGoods(g: GoodsRow): void {
    this.changedGoods.add(g.id);
    this.db.goods.push(g);
    this.goodsById.set(g.id, g);
    this.goodsIndex.add(g);
    const game = g.saleState === SaleState.listed ? this.gamesById.get(g.gameId) : undefined;
    if (game) game.goodsCount = this.goodsIndex.listedCount(g.gameId);
    this.changedRows();
  }

  /** The goods' keyword search text: title, des, 商品编号, game name and attribute values, lower-cased. */
  goodsText(g: GoodsRow): string {
    return this.searchText.of(g);
  }

  /** Where the title ends in goodsText, and the attribute values: what 相关度 reads. */
  goodsTextParts(g: GoodsRow): TextParts {
    return this.searchText.partsOf(g);
  }

  // ---------- orders, messages ----------

  addOrder(o: Order): void {
    const row = this.watchOrder(o);
    this.changedOrders.add(o.orderId);
    this.db.orders.push(row);
    this.ordersById.set(o.orderId, row);
    this.changedRows();
  }

  /** Orders are flat rows: a Proxy marks one changed on any assignment, so the file stores only those. */
  private watchOrder(o: Order): Order {
    const mark = (id: number) => this.changedOrders.add(id);
    return new Proxy(o, {
      set: (target, key, value, receiver) => mark(target.orderId) && Reflect.set(target, key, value, receiver),
      deleteProperty: (target, key) => mark(target.orderId) && Reflect.deleteProperty(target, key),
    });
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
