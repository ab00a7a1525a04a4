// Issue 37, item 1: the seller card on the goods detail (extension `seller`) — the masked name, 实名, 成交, 好评率 and
// 在售 computed from the data — and the goods list filtered by seller (`createId`), which the card's 在售 opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AfterSaleStatus, OrderStatus, RealNameStatus, SaleState } from '../../src/contract/statuses.ts';
import type { Goods, GoodsDetail, GoodsSeller } from '../../src/contract/types.ts';
import { goodsDetailSchema } from '../../src/contract/common/answers.ts';
import { maskNickName } from '../domain/goods.seller.ts';
import { login, startSignedIn, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => {
  ({ mock, buyer, seller } = await startSignedIn());
});
afterAll(async () => {
  await mock.close();
});

const detailOf = async (c: Client, id: number) => {
  const res = await c.get(`/web/good/info/${id}`);
  expect(res.body.code, res.text).toBe(200);
  return res.body.data as GoodsDetail;
};
const listOf = async (body: Record<string, unknown>) => {
  const res = await mock.client.post('/web/good/allList', body);
  expect(res.body.code, res.text).toBe(200);
  return { rows: res.body.rows as Goods[], total: res.body.total as number };
};

/** What the card should say, counted here from the data the way docs/product.md defines it. */
function expected(sellerId: number): Omit<GoodsSeller, 'nickName' | 'avatar' | 'realNameStatus'> {
  const db = mock.store.db;
  const mine = mock.store.orders.all().filter((o) => o.sellerId === sellerId);
  const ended = mine.filter((o) => o.orderStatus === OrderStatus.success || o.orderStatus === OrderStatus.refunded);
  const upheld = ended.filter((o) => db.afterSales.some((a) => a.orderId === o.orderId && a.status === AfterSaleStatus.resolved));
  const onSale = mock.store.goods.all().filter((g) => g.createId === sellerId && g.saleState === SaleState.listed).length;
  return {
    dealCount: mine.filter((o) => o.orderStatus === OrderStatus.success).length,
    onSaleCount: onSale,
    ...(ended.length ? { goodRate: Math.round(((ended.length - upheld.length) / ended.length) * 1000) / 10 } : {}),
  };
}

describe('the seller card', () => {
  it('masks the nickname the way the leaders do: the first character, **, the last', () => {
    expect(maskNickName('卖家老李')).toBe('卖**李');
    expect(maskNickName('夜雨声烦12')).toBe('夜**2');
    expect(maskNickName('阿杰')).toBe('阿**');
    expect(maskNickName('王')).toBe('王**');
    expect(maskNickName('  ')).toBe('***');
  });

  it('the goods detail carries the seller: masked name, avatar, 实名, 成交, 好评率 and 在售 as the data says', async () => {
    // Goods 2: the demo seller's, on sale (fixtures/README.md).
    const g = await detailOf(buyer, 2);
    expect(goodsDetailSchema.safeParse(g).success).toBe(true);
    const user = mock.store.usersById.get(2)!;
    expect(g.seller).toEqual({ nickName: '卖**李', avatar: user.avatar, realNameStatus: RealNameStatus.verified, ...expected(2) });
    // The demo seller has finished deals and a claim upheld (order 21, 描述不符): a rate under 100.
    expect(g.seller!.dealCount).toBeGreaterThan(0);
    expect(g.seller!.goodRate).toBeLessThan(100);
    // Nothing of the seller's identity beyond the card: no full nickname, phone or user row.
    expect(JSON.stringify(g)).not.toContain(user.nickName);
    expect(JSON.stringify(g)).not.toContain(user.phonenumber);
  });

  it('a visitor and the seller on their own goods get the same card', async () => {
    const asBuyer = await detailOf(buyer, 2);
    expect((await detailOf(mock.client, 2)).seller).toEqual(asBuyer.seller);
    expect((await detailOf(seller, 2)).seller).toEqual(asBuyer.seller);
    // Also on their own goods buyers never see (待审核 goods 11: the seller's 预览).
    expect((await detailOf(seller, 11)).seller).toEqual(asBuyer.seller);
  });

  it('在售 is the goods list filtered by the seller: the same number, only their listed goods, every game', async () => {
    const card = (await detailOf(buyer, 2)).seller!;
    const first = await listOf({ createId: 2, pageNum: 1, pageSize: 10 });
    expect(first.total).toBe(card.onSaleCount);
    expect(first.rows.length).toBe(Math.min(10, card.onSaleCount));
    expect(first.rows.every((r) => r.createId === 2 && r.saleState === SaleState.listed)).toBe(true);
    // A busy seller (工作室) lists in several games: the filter does not need a game.
    const counts = new Map<number, number>();
    for (const g of mock.store.goods.all()) if (g.saleState === SaleState.listed && g.createId > 2) counts.set(g.createId, (counts.get(g.createId) ?? 0) + 1);
    const busy = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const all = await listOf({ createId: busy, pageSize: 100 });
    expect(all.total).toBe(counts.get(busy));
    expect(new Set(all.rows.map((r) => r.gameId)).size).toBeGreaterThan(1);
    expect((await detailOf(buyer, all.rows[0]!.id)).seller!.onSaleCount).toBe(all.total);
    // With a game too: that seller's goods of that game.
    const game = all.rows[0]!.gameId;
    const ofGame = await listOf({ createId: busy, gameId: game, pageSize: 100 });
    expect(ofGame.total).toBe(all.rows.filter((r) => r.gameId === game).length);
    // Bad input is refused in Chinese.
    const bad = await mock.client.post('/web/good/allList', { createId: 'abc' });
    expect(bad.body.code).toBe(500);
    expect(bad.body.msg).toMatch(/卖家/);
  });

  it('follows the data: a deal completed adds to 成交 and 好评率, a claim upheld lowers 好评率, a sale lowers 在售', async () => {
    const g = mock.store.goods.all().find((x) => x.createId === 2 && x.saleState === SaleState.listed && x.id !== 2)!;
    const before = (await detailOf(buyer, g.id)).seller!;
    const created = await buyer.post('/saleOrder/create', { goodsId: g.id, guaranteeType: 3 });
    expect(created.body.code, created.text).toBe(200);
    const orderId = (created.body.data as { orderId: number }).orderId;
    // Reserved: no longer on sale.
    expect((await detailOf(buyer, 2)).seller!.onSaleCount).toBe(before.onSaleCount - 1);
    await buyer.post('/saleOrder/pay', { orderId, payWay: 2, payType: 'full' });
    expect((await mock.client.post('/__mock/pay', { orderId })).body.code).toBe(200);
    await mock.client.post(`/__mock/orders/${orderId}/advance`);
    await mock.client.post(`/__mock/orders/${orderId}/rebindCode`);
    expect((await buyer.post('/saleOrder/confirm', { orderId })).body.code).toBe(200);
    const done = (await detailOf(buyer, 2)).seller!;
    expect(done).toMatchObject(expected(2));
    expect(done.dealCount).toBe(before.dealCount + 1);
    expect(done.goodRate!).toBeGreaterThan(before.goodRate!);

    // The buyer's 描述不符 claim, upheld: refunded, an ended order with an upheld claim.
    const claim = await buyer.post('/saleOrderAfter', { orderId, type: '描述不符', reason: '英雄数量与描述不符，少了十几个', images: [] });
    expect(claim.body.code, claim.text).toBe(200);
    const claimId = (claim.body.data as { id: number }).id;
    expect((await mock.client.post(`/__mock/afterSales/${claimId}/answer`, { status: '已解决' })).body.code).toBe(200);
    const after = (await detailOf(buyer, 2)).seller!;
    expect(after).toMatchObject(expected(2));
    expect(after.dealCount).toBe(before.dealCount);
    expect(after.goodRate!).toBeLessThan(done.goodRate!);
  });

  it('a seller with no ended order has no 好评率 (not 0 %); one not 实名 says so', async () => {
    const endedSellers = new Set(mock.store.orders.all().filter((o) => o.orderStatus === OrderStatus.success || o.orderStatus === OrderStatus.refunded).map((o) => o.sellerId));
    const fresh = mock.store.goods.all().find((g) => g.saleState === SaleState.listed && !endedSellers.has(g.createId));
    if (fresh) {
      const card = (await detailOf(buyer, fresh.id)).seller!;
      expect(card).not.toHaveProperty('goodRate');
      expect(card.dealCount).toBe(0);
    }
    const unverified = mock.store.goods.all().find((g) => g.saleState === SaleState.listed && mock.store.usersById.get(g.createId)?.realNameStatus === RealNameStatus.unverified);
    expect(unverified, 'the seed has sellers not 实名').toBeDefined();
    expect((await detailOf(buyer, unverified!.id)).seller!.realNameStatus).toBe(RealNameStatus.unverified);
  });

  it('no seller card on the list rows (they stay the live shape)', async () => {
    const { rows } = await listOf({ pageSize: 5 });
    expect(rows.every((r) => !('seller' in r))).toBe(true);
    // A new session of another user sees the same card.
    const stranger = await login(mock.client, mock.store.usersById.get(5)!.phonenumber);
    expect((await detailOf(stranger, 2)).seller).toEqual((await detailOf(buyer, 2)).seller);
  });
});
