// Helpers shared by the route files: id lookups and the seller's own goods. What a row looks like to its
// audience is not decided here: the route registry shapes every answer by its contract entry (lib/shape.ts),
// so routes return rows as they are stored.
import type { GoodsRow } from '../lib/fixtures.ts';
import { fail, forbidden } from '../lib/envelope.ts';
import type { Call } from './registry.ts';

/** A positive integer id from a path parameter; anything else is an unknown id. */
export function idParam(c: Call, name: string, entity: string): number {
  const raw = c.params[name];
  if (!raw || !/^\d{1,12}$/.test(raw) || Number(raw) < 1) fail(`${entity}不存在`);
  return Number(raw);
}

export function goodsOrFail(c: Call, id: number): GoodsRow {
  const g = c.ctx.store.goods.get(id);
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
