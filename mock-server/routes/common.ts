// Helpers shared by the route files: what a row looks like to its audience, and id lookups.
import type { Goods, User } from '../../src/contract/types.ts';
import type { GoodsRow, UserRow } from '../lib/fixtures.ts';
import { fail, forbidden } from '../lib/envelope.ts';
import { GOODS_SECRET_KEYS } from '../data/store.ts';
import type { Call } from './registry.ts';

const SECRET = new Set<string>(GOODS_SECRET_KEYS);

/**
 * Goods as a buyer may see them: every secret of the seller removed. Copied key by key rather than spread
 * and deleted: `delete` turns the copy into a slow dictionary object, and lists serialise many of them.
 */
export function publicGoods(g: GoodsRow, extra?: Partial<Goods>): Goods {
  const out: Record<string, unknown> = {};
  for (const k in g) if (!SECRET.has(k)) out[k] = g[k as keyof GoodsRow];
  return Object.assign(out as unknown as Goods, extra);
}

export function publicUser(u: UserRow): User {
  const { passwordHash: _h, realNameFull: _n, idNumberFull: _i, payout: _p, ...rest } = u;
  return rest;
}

/** A positive integer id from a path parameter; anything else is an unknown id. */
export function idParam(c: Call, name: string, entity: string): number {
  const raw = c.params[name];
  if (!raw || !/^\d{1,12}$/.test(raw) || Number(raw) < 1) fail(`${entity}不存在`);
  return Number(raw);
}

export function goodsOrFail(c: Call, id: number): GoodsRow {
  const g = c.ctx.store.goodsById.get(id);
  if (!g) fail('商品不存在');
  return g;
}

/** Strips HTML-significant characters from short user text we echo into messages. */
export function plain(text: string): string {
  return text.replace(/[<>]/g, '');
}

/** The signed-in seller's own goods; anyone else's is refused (403). */
export function ownGoods(c: Call, id: number): GoodsRow {
  const g = goodsOrFail(c, id);
  if (g.createId !== c.me().userId) forbidden('无权操作该商品');
  return g;
}
