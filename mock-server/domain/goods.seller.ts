// The seller card of a goods page (extension `seller` on GET /web/good/info/{id}): who sells it, as far as a buyer
// may know, and how their trades ended — computed from the data on every read, never stored, so a claim upheld or
// a deal completed shows on the next visit. Read-only.
import type { GoodsSeller } from '../../src/contract/types.ts';
import { AfterSaleStatus, OrderStatus, RealNameStatus } from '../../src/contract/statuses.ts';
import type { MockContext } from '../context.ts';

/**
 * A nickname as the leaders show a seller's: the first character, **, the last (卖家老李 → 卖**李, 阿杰 → 阿**);
 * the length is not told either.
 */
export function maskNickName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '***';
  return chars.length <= 2 ? `${chars[0]}**` : `${chars[0]}**${chars[chars.length - 1]}`;
}

/**
 * 成交 = the seller's 交易成功 orders. 好评率 = ended orders (交易成功 or 已退款) without an upheld claim (a 售后 已解决)
 * ÷ ended orders, in per cent with one decimal; none while nothing has ended (a new seller is not 0 %). `onSale` is
 * the goods list's total for this seller (routes/goods.ts), so the card and the list it opens say the same number.
 */
export function sellerCard(ctx: MockContext, sellerId: number, onSale: number): GoodsSeller | undefined {
  const user = ctx.store.usersById.get(sellerId);
  if (!user) return undefined;
  const db = ctx.store.db;
  let deals = 0;
  const ended: number[] = [];
  for (const o of ctx.store.orders.statesOfSeller(sellerId)) {
    if (o.status === OrderStatus.success) deals += 1;
    if (o.status === OrderStatus.success || o.status === OrderStatus.refunded) ended.push(o.id);
  }
  let upheld = 0;
  if (ended.length > 0) {
    const endedIds = new Set(ended);
    const claimed = new Set<number>();
    for (const a of db.afterSales) if (a.status === AfterSaleStatus.resolved && endedIds.has(a.orderId)) claimed.add(a.orderId);
    upheld = claimed.size;
  }
  const card: GoodsSeller = {
    nickName: maskNickName(user.nickName),
    avatar: user.avatar,
    realNameStatus: user.realNameStatus === RealNameStatus.verified ? RealNameStatus.verified : RealNameStatus.unverified,
    dealCount: deals,
    onSaleCount: onSale,
  };
  if (ended.length > 0) card.goodRate = Math.round(((ended.length - upheld) / ended.length) * 1000) / 10;
  return card;
}
