// The data file format before SQLite (game-market-mock-db/3: db.json and snapshots/<name>.json): the seed plus the
// goods and orders changed since seeding. Only read, to move a tester's saved work into SQLite once: a db.json is
// migrated at open (store.ts), an old snapshot when it is restored. Decoding reseeds the base and checks the
// fingerprint the file was written with; a file whose generator has changed since cannot be rebuilt and is
// reported as such, left on disk untouched.
import crypto from 'node:crypto';
import type { Order } from '../../src/contract/types.ts';
import type { Db, GoodsRow } from '../lib/fixtures.ts';
import { DB_VERSION, MAX_GOODS, MIN_GOODS } from '../lib/fixtures.ts';

const FILE_FORMAT = 'game-market-mock-db/3';

export type Tables = Omit<Db, 'goods' | 'orders'>;

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

export const TABLES: (keyof Db)[] = [
  'users', 'sessions', 'games', 'gameAttributes', 'templates', 'goods', 'orders', 'afterSales', 'collects', 'browses',
  'messages', 'notices', 'blackAccounts', 'staff', 'qqGroups', 'zhubo', 'social', 'appVersions', 'problems',
  'backlists', 'bids', 'backOrders', 'merchants',
];

/** A cheap hash over rows spread across the seeded db: any generator change shows up here. */
export function fingerprintOf(db: Db): string {
  const g = db.goods;
  const sample = [g[0], g[g.length >> 1], g[g.length - 1], db.users.slice(0, 3), db.orders[0], db.messages[0]];
  return crypto.createHash('sha1').update(JSON.stringify(sample)).digest('hex');
}

/** What the file says beyond the seed. */
export interface Delta {
  seed: number;
  goodsCount: number;
  seedNow: number;
  fingerprint: string;
  tables: Tables;
  /** Changed or added rows, in id order. */
  goods: GoodsRow[];
  orders: Order[];
}

export interface Decoded {
  db: Db;
  goodsCount: number;
  seedNow: number;
  fingerprint: string;
  changedGoods: Set<number>;
  changedOrders: Set<number>;
}

/**
 * The db a file holds, rebuilt on its seed, or the reason it cannot be used. `seedDb(now, goodsCount)` regenerates
 * the base and returns its fingerprint. Without `expect.goodsCount` (a snapshot restore) the file's count is taken.
 */
export function decodeFile(
  text: string, expect: { seed: number; goodsCount?: number }, seedDb: (now: number, goodsCount: number) => { db: Db; fingerprint: string },
): Decoded | { reason: string } {
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
  if (file.seed !== expect.seed) return { reason: `种子不同（文件 ${String(file.seed)}，当前 ${expect.seed}）` };
  if (expect.goodsCount !== undefined && file.goodsCount !== expect.goodsCount) {
    return { reason: `商品数量不同（文件 ${String(file.goodsCount)}，当前 ${expect.goodsCount}）` };
  }
  const goodsCount = file.goodsCount;
  if (typeof goodsCount !== 'number' || !Number.isInteger(goodsCount) || goodsCount < MIN_GOODS || goodsCount > MAX_GOODS) return { reason: '数据文件的商品数量无效，已忽略' };
  const tables = file.tables;
  const missing = TABLES.find((t) => t !== 'goods' && t !== 'orders' && !Array.isArray(tables[t as keyof Tables]));
  if (missing || typeof tables.nextId !== 'object' || tables.nextId === null || !Array.isArray(file.goods) || !Array.isArray(file.orders)
    || typeof file.seedNow !== 'number' || !Number.isFinite(file.seedNow)) {
    return { reason: `数据文件缺少 ${missing ?? 'nextId / goods / orders / seedNow'}，已忽略` };
  }
  const base = seedDb(file.seedNow, goodsCount);
  if (base.fingerprint !== file.fingerprint) return { reason: '种子数据生成器已变化，旧数据不再适用' };
  const { db } = base;
  const changedGoods = new Set<number>();
  const changedOrders = new Set<number>();
  const goods = db.goods;
  for (const row of file.goods) {
    if (!row || typeof row !== 'object' || !Number.isInteger(row.id) || row.id < 1) return { reason: '数据文件中的商品行无效，已忽略' };
    // Seeded goods sit at index id - 1; added ones come after, in id order.
    if (row.id <= goodsCount) goods[row.id - 1] = row;
    else goods.push(row);
    changedGoods.add(row.id);
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
    changedOrders.add(row.orderId);
  }
  return { db: { ...tables, goods, orders }, goodsCount, seedNow: file.seedNow, fingerprint: base.fingerprint, changedGoods, changedOrders };
}
