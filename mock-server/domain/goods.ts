// What buyers do to a goods on sale besides buying it: a view (counted, and kept in the viewer's 浏览记录), a
// favourite added or removed (收藏, the goods' 收藏数 following). Routes call these; they change state and nothing else.
import type { MockContext } from '../context.ts';
import { formatTime } from '../lib/fixtures.ts';
import type { GoodsRow, UserRow } from '../lib/fixtures.ts';

/**
 * A buyer's (or a visitor's) view of a goods' detail: 浏览量 +1, and for a signed-in viewer the visit in 浏览记录
 * (the latest visit last). Answers whether the viewer has it in 收藏 (undefined for a visitor).
 */
export function viewGoods(ctx: MockContext, g: GoodsRow, viewer: UserRow | undefined): boolean | undefined {
  const store = ctx.store;
  g.browseNum += 1;
  let collected: boolean | undefined;
  if (viewer) {
    const userId = viewer.userId;
    const browses = store.userMap(store.browses, userId);
    // Re-insert so the map's order is visit order (newest last) even within one second.
    browses.delete(g.id);
    browses.set(g.id, { userId, goodsId: g.id, browseTime: formatTime(ctx.now()) });
    collected = store.userMap(store.collects, userId).has(g.id);
  }
  store.touchGoods(g);
  return collected;
}

/** 收藏: added once (again changes nothing), the goods' 收藏数 +1. */
export function collectGoods(ctx: MockContext, user: UserRow, g: GoodsRow): void {
  const store = ctx.store;
  const mine = store.userMap(store.collects, user.userId);
  if (mine.has(g.id)) return;
  mine.set(g.id, { userId: user.userId, goodsId: g.id, createTime: formatTime(ctx.now()) });
  g.collectNum += 1;
  store.touchGoods(g);
}

/** 取消收藏: removed if there (else nothing changes), the goods' 收藏数 −1. */
export function uncollectGoods(ctx: MockContext, user: UserRow, g: GoodsRow): void {
  const store = ctx.store;
  if (!store.userMap(store.collects, user.userId).delete(g.id)) return;
  g.collectNum = Math.max(0, g.collectNum - 1);
  store.touchGoods(g);
}
