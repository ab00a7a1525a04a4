// 支付测试 (/index/pay) with the mock backend: pick an unpaid order, 模拟支付成功 pays it, 模拟超时关闭 closes
// another; each says so and the order's state on the page follows.
import { DEMO, expect, signInWithToken, test, type MockControl } from './fixtures.ts';

interface ApiGoods {
  id: number;
  saleState: number;
  createId: number;
}

/** Two listed goods that are not the demo buyer's own, ordered by the buyer through the API. */
async function twoUnpaidOrders(mock: MockControl, token: string): Promise<number[]> {
  const body = await mock.api<{ rows: ApiGoods[] }>('POST', '/web/good/allList', {
    data: { pageNum: 1, pageSize: 50, sortRank: 'priceasc', priceStart: 100, priceEnd: 600 },
  });
  const goods = body.rows.filter((g) => g.saleState === 1 && g.createId !== 1).slice(0, 2);
  expect(goods).toHaveLength(2);
  const ids: number[] = [];
  for (const g of goods) {
    const order = await mock.api<{ code: number; msg: string; data: { orderId: number } }>('POST', '/saleOrder/create', {
      token, data: { goodsId: g.id, guaranteeType: 3 },
    });
    expect(order.code, order.msg).toBe(200);
    ids.push(order.data.orderId);
  }
  return ids;
}

test('支付测试: 模拟支付成功 pays an unpaid order, 模拟超时关闭 closes another', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  const [paid, closed] = await twoUnpaidOrders(mock, token);
  await signInWithToken(page, token);
  await page.goto('/index/pay');

  const state = page.getByTestId('pay-test-status');
  await page.getByRole('radio', { name: `订单 ${paid}` }).click();
  await expect(state).toHaveText('待支付');
  await page.getByRole('radio', { name: '全款' }).click();
  await page.getByRole('button', { name: '模拟支付成功' }).click();
  await expect(page.getByText('模拟支付成功：全款')).toBeVisible();
  await expect(state).toHaveText('交易中');
  await expect(page.getByRole('radio', { name: `订单 ${paid}` })).toHaveCount(0);

  await page.getByRole('radio', { name: `订单 ${closed}` }).click();
  await expect(state).toHaveText('待支付');
  await page.getByRole('button', { name: '模拟超时关闭' }).click();
  await expect(page.getByText('订单已超时关闭')).toBeVisible();
  await expect(state).toHaveText('已取消');
  await expect(page.getByRole('button', { name: '模拟超时关闭' })).toHaveCount(0);
});
