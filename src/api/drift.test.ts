// The API modules against answers that drifted (issue #11; the mock's drift mode, mock-server/drift.ts):
// numeric strings become numbers where the app computes with them, a list that is not a list is a 'contract'
// error with a Chinese message, and missing fields stay missing (the screens show — for them).
import { afterEach, describe, expect, it } from 'vitest';
import { setTransport } from './client.ts';
import { goodsDetail, goodsList, recentDeals, recommendGoods } from './goods.ts';
import { myListings } from './listing.ts';
import { buyList, orderDetail } from './order.ts';
import { backOrders } from './recycle.ts';
import { messageList } from './message.ts';
import { BackOrderStatus, OrderStatus, OrderStep, PayState, SaleState } from '@/contract/statuses.ts';

function answer(body: unknown): void {
  setTransport(async () => new Response(JSON.stringify(body), { status: 200, statusText: 'OK', headers: { 'Content-Type': 'application/json' } }));
}

const contract = { kind: 'contract', code: 0, msg: '数据格式有误，请稍后再试' };

afterEach(() => setTransport(undefined));

describe('drifted answers at the API modules', () => {
  it('reads "1234.00" prices and a string saleState as numbers; a renamed title stays missing (D1, D2)', async () => {
    answer({ code: 200, rows: [{ id: 1, goodsTitle: '号', newPrice: '1234.00', price: '1200', saleState: '1' }], total: '1' });
    const page = await goodsList({ pageNum: 1, pageSize: 10 });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ newPrice: 1234, price: 1200, saleState: SaleState.listed });
    expect(page.rows[0].title).toBeUndefined();
  });

  it('keeps a detail without browseNum, and a consignment row without saleState, as they are (D3, D5)', async () => {
    answer({ code: 200, data: { id: 1, title: '号', newPrice: '88' } });
    const goods = await goodsDetail(1);
    expect(goods.newPrice).toBe(88);
    expect(goods.browseNum).toBeUndefined();
    answer({ code: 200, rows: [{ id: 2, title: '号' }], total: 1 });
    expect((await myListings()).rows[0].saleState).toBeUndefined();
  });

  it('refuses a list wrapped in an object, with the Chinese message (D4)', async () => {
    answer({ code: 200, data: { list: [{ title: '号', price: 1 }] } });
    await expect(recentDeals()).rejects.toMatchObject(contract);
    await expect(recommendGoods(1)).rejects.toMatchObject(contract);
    answer({ code: 200, data: [{ title: '号', price: '5200.00', gameName: '梦幻西游', dealTime: '2026-11-23 10:00:00' }] });
    expect((await recentDeals())[0].price).toBe(5200);
  });

  it('reads a string orderStatus and amounts as numbers (D7)', async () => {
    answer({ code: 200, rows: [{ orderId: 1, orderStatus: '2', payState: '0', salePrice: '138.24' }], total: 1 });
    expect((await buyList()).rows[0]).toMatchObject({ orderStatus: OrderStatus.cancelled, payState: PayState.unpaid, salePrice: 138.24 });
    answer({ code: 200, data: { orderId: 1, orderStatus: '4', step: '3' } });
    expect(await orderDetail(1)).toMatchObject({ orderStatus: OrderStatus.trading, step: OrderStep.receive });
    answer({ code: 200, rows: [{ id: 1, orderStatus: '1', changeAmount: '300' }], total: 1 });
    expect((await backOrders({ orderStatus: BackOrderStatus.trading, pageNum: 1, pageSize: 10 })).rows[0])
      .toMatchObject({ orderStatus: BackOrderStatus.trading, changeAmount: 300 });
  });

  it('refuses a page whose rows are not a list instead of showing it as empty', async () => {
    answer({ code: 200, rows: { list: [] }, total: 3 });
    await expect(buyList()).rejects.toMatchObject(contract);
    await expect(goodsList({ pageNum: 1, pageSize: 10 })).rejects.toMatchObject(contract);
    answer({ code: 200, total: 3, unread: 1 });
    await expect(messageList()).rejects.toMatchObject(contract);
  });
});
