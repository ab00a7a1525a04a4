// The orders, in the data file and not in memory (doc-table.ts): at 1 000 000 goods the seed has ≈ 75 000 orders of
// ≈ 2 KB, which loaded at open were most of a space's memory. An order handed out is watched (a Proxy): any field
// set on it marks it changed, so the domain rules keep assigning fields as they always did and the commit writes it.
// Each question asked of all orders is one indexed query (a user's list, a seller's figures, a goods' orders, the
// unpaid, the recent deals and the home page's counts).
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Order } from '../../src/contract/types.ts';
import { OrderStatus, PayState } from '../../src/contract/statuses.ts';
import { DocTable } from './doc-table.ts';

/** A deal for the home page: an order paid and not refunded or cancelled (交易中 or 交易成功). */
const DEAL_STATES = `status IN (${OrderStatus.success}, ${OrderStatus.trading})`;

export interface OrderListFilter {
  side: 'buyer' | 'seller';
  userId: number;
  status?: number;
  /** 'YYYY-MM-DD HH:mm:ss' bounds of createTime: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

export class OrdersTable extends DocTable<Order> {
  private readonly putDoc: StatementSync;

  constructor(sql: DatabaseSync) {
    super(sql, 'orders');
    this.putDoc = sql.prepare('INSERT INTO orders (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc');
  }

  protected idOf(o: Order): number {
    return o.orderId;
  }

  protected put(o: Order): void {
    this.putDoc.run(o.orderId, JSON.stringify(o));
  }

  protected override parse(doc: string): Order {
    return this.watch(JSON.parse(doc) as Order);
  }

  /** A new order: watched like the others, written with the next commit. Answers the watched row. */
  add(o: Order): Order {
    const row = this.watch(o);
    this.mark(row);
    return row;
  }

  /** Orders are flat rows: the Proxy marks one changed on any assignment, so the commit writes it. */
  private watch(o: Order): Order {
    const row: Order = new Proxy(o, {
      set: (target, key, value) => {
        const done = Reflect.set(target, key, value);
        this.mark(row);
        return done;
      },
      deleteProperty: (target, key) => {
        const done = Reflect.deleteProperty(target, key);
        this.mark(row);
        return done;
      },
    });
    return row;
  }

  /** A user's orders as buyer or seller, newest first (by createTime, then the later id): a page and the total. */
  ofUser(f: OrderListFilter, start: number, size: number): { rows: Order[]; total: number } {
    const where = [f.side === 'buyer' ? 'buyer_id = ?' : 'seller_id = ?'];
    const params: (number | string)[] = [f.userId];
    if (f.status !== undefined) {
      where.push('status = ?');
      params.push(f.status);
    }
    if (f.from !== undefined) {
      where.push('created_at >= ?');
      params.push(f.from);
    }
    if (f.to !== undefined) {
      where.push('created_at < ?');
      params.push(f.to);
    }
    const sql = where.join(' AND ');
    const rows = this.rows(`SELECT id, doc FROM orders WHERE ${sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, ...params, size, start);
    const { n } = this.statement(`SELECT COUNT(*) AS n FROM orders WHERE ${sql}`).get(...params) as { n: number };
    return { rows, total: n };
  }

  /** Id and state of every order a seller sold (the seller card's figures). */
  statesOfSeller(sellerId: number): { id: number; status: number }[] {
    this.write();
    return this.statement('SELECT id, status FROM orders WHERE seller_id = ?').all(sellerId) as { id: number; status: number }[];
  }

  /** The orders of these goods, by id. */
  ofGoods(goodsIds: readonly number[]): Order[] {
    if (goodsIds.length === 0) return [];
    return this.rows(`SELECT id, doc FROM orders WHERE goods_id IN (${goodsIds.map(() => '?').join(', ')}) ORDER BY id`, ...goodsIds);
  }

  /** The orders in a state, by id (the unpaid ones whose deadline needs a job). */
  inState(status: number): Order[] {
    return this.rows('SELECT id, doc FROM orders WHERE status = ? ORDER BY id', status);
  }

  /** The latest deals (paid, 交易中 or 交易成功, with a 成交时间), newest first; of one time, the earlier order first. */
  recentDeals(limit: number): Order[] {
    // Sorted by their ids alone: a sort that carried the documents along would move ≈ 2 KB a matching order.
    return this.byIds(`SELECT id FROM orders WHERE ${DEAL_STATES} AND pay_state <> ? AND dealt_at IS NOT NULL
      ORDER BY dealt_at DESC, id ASC LIMIT ?`, PayState.unpaid, limit);
  }

  /** How many deals there are, and how many were made on `day` ('YYYY-MM-DD'): counted again after a change. */
  dealCounts(day: string): { all: number; onDay: number } {
    return {
      all: this.cachedCount('deals', `SELECT COUNT(*) AS n FROM orders WHERE ${DEAL_STATES}`),
      onDay: this.cachedCount(`deals:${day}`, `SELECT COUNT(*) AS n FROM orders WHERE ${DEAL_STATES} AND dealt_at >= ? AND dealt_at < ?`, day, `${day}~`),
    };
  }
}
