// Issue 30 on phones: the seller's part in 换绑 (the code field at 换绑中 moves the order on; a backend without
// the extension gets the instruction and 联系交易客服 with the order number), and a claim upheld after the payout told
// to each side in its own words (the buyer's refund; the seller's 需退回 with the amount), with no buyer 包赔 tag on
// the seller's order.
import { DEMO, expect, openAs, signInWithToken, test, type MockControl } from './fixtures.ts';

const status = (page: import('@playwright/test').Page) => page.getByTestId('order-status');
const BUYER_TAGS = /找回包赔|人脸包赔|不买包赔/;

test('the seller submits the 换绑 code at 换绑中 and the order moves on to 已交付', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.seller.phone));
  // Seeded order 16: the demo seller's, 交易中 at 换绑. 我的卖单 says whose turn it is.
  await page.goto('/index/other/mySaleOrder');
  await page.getByRole('tab', { name: '交易中' }).click();
  const row = page.locator('[data-testid="order-row"][data-order-id="16"]');
  await expect(row.getByTestId('seller-turn')).toContainText('待您提交换绑验证码');
  await row.getByRole('link', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/index\/orderDetail\?orderId=16$/);
  await expect(status(page)).toContainText('验号通过，请接收换绑验证码并提交');
  const card = page.getByTestId('seller-handover');
  await expect(card).toContainText('正在把账号的手机、邮箱与实名换绑到买家名下');
  await expect(page.locator('main')).not.toContainText(BUYER_TAGS);

  // Checked before it is sent.
  await card.getByTestId('rebind-code').fill('12');
  await card.getByRole('button', { name: '提交验证码' }).click();
  await expect(card.getByText('验证码应为 4–8 位数字')).toBeVisible();
  await card.getByTestId('rebind-code').fill('654321');
  await card.getByRole('button', { name: '提交验证码' }).click();
  await expect(page.getByText('验证码已提交，客服已完成换绑')).toBeVisible();
  await expect(status(page)).toContainText('账号已交付买家，等待买家确认收货');
  await expect(page.getByTestId('order-steps')).toContainText('已交付');
  await expect(page.getByTestId('seller-handover')).toHaveCount(0);
  await page.goBack();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('seller-turn')).toHaveCount(0);
});

test('without the extension the seller gets the instruction and 联系交易客服 with the order number', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.seller.phone));
  // The live backend's answer: no rebindCodeState.
  await page.route(/\/saleOrder\/detail\/16$/, async (route) => {
    try {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, unknown> };
      delete body.data.rebindCodeState;
      await route.fulfill({ response: res, json: body });
    } catch {
      // A poll cut short by leaving the page: nothing to answer.
    }
  });
  await page.goto('/index/orderDetail?orderId=16');
  const card = page.getByTestId('seller-handover');
  await expect(card).toContainText('收到验证码后，请联系交易客服并发送订单号与验证码');
  await expect(card.getByTestId('rebind-code')).toHaveCount(0);
  const no = (await card.getByText(/^DD\d+$/).textContent()) ?? '';
  expect(no).toMatch(/^DD\d+$/);
  await card.getByRole('button', { name: '联系交易客服' }).click();
  await expect(page).toHaveURL(new RegExp(`/index/other/contactkefu\\?orderNo=${no}$`));
  await expect(page.getByTestId('kefu-order')).toContainText(`咨询订单 ${no}`);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** A sale of the demo seller bought by the demo buyer, through to 交易成功 and 已打款, then a 描述不符 claim upheld. */
async function refundedAfterPayout(mock: MockControl, buyerToken: string): Promise<{ orderId: number; net: string }> {
  const goods = await mock.api<{ id: number; saleState: number }[]>('GET', '/__mock/db/goods?createId=2&saleState=1');
  const goodsId = goods[0]?.id;
  expect(goodsId).toBeTruthy();
  const made = await mock.api<{ code: number; data: { orderId: number } }>('POST', '/saleOrder/create', { token: buyerToken, data: { goodsId, guaranteeType: 1 } });
  expect(made.code).toBe(200);
  const orderId = made.data.orderId;
  await mock.api('POST', '/saleOrder/pay', { token: buyerToken, data: { orderId, payWay: 2, payType: 'full' } });
  expect((await mock.api<{ code: number }>('POST', '/__mock/pay', { data: { orderId } })).code).toBe(200);
  await mock.api('POST', `/__mock/orders/${orderId}/advance`);
  await mock.api('POST', `/__mock/orders/${orderId}/rebindCode`);
  expect((await mock.api<{ code: number }>('POST', '/saleOrder/confirm', { token: buyerToken, data: { orderId } })).code).toBe(200);
  const paid = await mock.api<{ code: number; data: { supplyDiscountPrice: number } }>('POST', `/__mock/orders/${orderId}/payout`);
  expect(paid.code).toBe(200);
  const claim = await mock.api<{ code: number; data: { id: number } }>('POST', '/saleOrderAfter', {
    token: buyerToken, data: { orderId, type: '描述不符', reason: '账号里的皮肤与描述不一致，少了两个', images: [] },
  });
  expect(claim.code).toBe(200);
  await mock.api('POST', `/__mock/afterSales/${claim.data.id}/answer`, { data: { status: '已解决' } });
  const net = `¥${paid.data.supplyDiscountPrice.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return { orderId, net };
}

test('a claim upheld after the payout: the buyer reads the refund, the seller 需退回 with the amount', async ({ page, mock, browser, baseURL }) => {
  const buyerToken = await mock.tokenFor(DEMO.buyer.phone);
  const { orderId, net } = await refundedAfterPayout(mock, buyerToken);

  await signInWithToken(page, buyerToken);
  await page.goto(`/index/orderDetail?orderId=${orderId}`);
  await expect(page.getByTestId('order-status-label')).toHaveText('已退款');
  await expect(status(page)).toContainText('款项已原路退回，请留意到账通知');
  await expect(page.getByTestId('seller-money')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/到手|需退回|打款/);

  const seller = await openAs(browser, baseURL, await mock.tokenFor(DEMO.seller.phone));
  await seller.page.goto(`/index/orderDetail?orderId=${orderId}`);
  await expect(seller.page.getByTestId('order-status-label')).toHaveText('已退款');
  await expect(status(seller.page)).toContainText('已打款的货款需退回平台');
  await expect(status(seller.page)).not.toContainText('原路退回');
  const income = seller.page.getByTestId('seller-income');
  await expect(income.getByTestId('payout-state')).toHaveText('需退回');
  await expect(income.getByTestId('seller-money-note')).toContainText(`已打款的 ${net} 需退回平台，客服会联系您办理`);
  await expect(seller.page.getByTestId('claim-reply')).toContainText('平台答复买家');
  await expect(seller.page.locator('main')).not.toContainText(BUYER_TAGS);

  // 我的卖单 says the same on the row; the message is the seller's own.
  await seller.page.goto('/index/other/mySaleOrder');
  const row = seller.page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(row.getByTestId('payout-state')).toHaveText('需退回');
  await expect(row.getByTestId('seller-money-note')).toContainText(net);
  await seller.page.goto('/index/other/xiaoxi');
  await expect(seller.page.getByText('售后成立，货款需退回').first()).toBeVisible();
  expect(seller.errors).toEqual([]);
  await seller.close();
});

test('a 竞价回收 deal at 交易成功 shows 成交价, 手续费, 到手 and its payout state like an order', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.seller.phone);
  const open = await mock.api<{ rows: { id: number; backId: number; changeAmount: number }[] }>('GET', '/backOrder/list?dataType=sell&orderStatus=1&pageNum=1&pageSize=10', { token });
  const deal = open.rows[0];
  expect(deal).toBeTruthy();
  let status = 1;
  for (let i = 0; i < 5 && status !== 4; i++) {
    status = (await mock.api<{ data: { orderStatus: number } }>('POST', `/__mock/backOrders/${deal.id}/advance`)).data.orderStatus;
  }
  expect(status).toBe(4);
  await signInWithToken(page, token);
  await page.goto(`/index/other/jingjiahuishouPriceList?id=${deal.backId}`);
  const money = page.getByTestId('deal-money');
  await expect(money.getByTestId('seller-money')).toContainText('成交价');
  await expect(money.getByTestId('seller-money')).toContainText('手续费 −¥');
  await expect(money.getByTestId('seller-net')).toHaveText(/^¥[\d,]+\.\d\d$/);
  await expect(money.getByTestId('payout-state')).toHaveText('待打款');
  expect((await mock.api<{ code: number }>('POST', `/__mock/backOrders/${deal.id}/payout`)).code).toBe(200);
  await page.reload();
  await expect(page.getByTestId('deal-money').getByTestId('payout-state')).toHaveText('已打款');
  // Paid into the demo seller's seeded 收款账户, and the line says so.
  await expect(page.getByTestId('deal-money').getByTestId('payout-to')).toContainText('已打款至 支付宝 ***9000');
});
