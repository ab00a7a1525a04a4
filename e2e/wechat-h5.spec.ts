// 微信 on a phone is H5 pay (issue 37, item 5): the order asks for tradeType MWEB (ours), the browser goes to 微信's
// page (the mock's cashier, /mock-pay/wechat) and 确认支付 brings it back to the order, paid; 取消支付 back to it
// unpaid, saying so. No QR code to scan on the phone that shows it (that stays at desktop widths: orders.spec.ts).
import type { Page } from '@playwright/test';
import { DEMO, expect, signInWithToken, test, type MockControl } from './fixtures.ts';

interface Answer<T = unknown> { code: number; msg: string; data: T }
interface ApiGoods { id: number; saleState: number; createId: number; isGuarantee: number }
interface ApiOrder { orderId: number; no: string; salePrice: number }

const yuan = (n: number) => `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An unpaid order of the demo buyer's on another seller's goods (no 包赔), made through the API. */
async function unpaidOrder(mock: MockControl, token: string): Promise<ApiOrder> {
  const list = await mock.api<{ rows: ApiGoods[] }>('POST', '/web/good/allList', { data: { pageNum: 1, pageSize: 50, sortRank: 'priceasc', priceStart: 100 } });
  const goods = list.rows.find((g) => g.saleState === 1 && g.createId !== 1);
  expect(goods, 'a listed goods of another seller').toBeTruthy();
  const made = await mock.api<Answer<ApiOrder>>('POST', '/saleOrder/create', { token, data: { goodsId: goods!.id, guaranteeType: 3 } });
  expect(made.code, made.msg).toBe(200);
  return made.data;
}

async function payByWechat(page: Page, order: ApiOrder): Promise<void> {
  await page.goto(`/index/orderDetail?orderId=${order.orderId}`);
  await expect(page.getByTestId('order-status-label')).toHaveText('待支付');
  await page.getByRole('radio', { name: '微信支付' }).click();
  await page.getByRole('button', { name: '立即支付' }).click();
  // The wallet's page, not a QR sheet.
  await expect(page).toHaveURL(/\/mock-pay\/wechat\?ticket=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: '微信支付' })).toBeVisible();
  await expect(page.getByText(order.no)).toBeVisible();
  await expect(page.getByText(yuan(order.salePrice).replace('¥', ''))).toBeVisible();
}

test('微信 on a phone opens 微信’s page, and 确认支付 returns to the order, paid', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  const order = await unpaidOrder(mock, token);
  await signInWithToken(page, token);
  await payByWechat(page, order);
  await page.getByRole('button', { name: '确认支付' }).click();

  await expect(page).toHaveURL(new RegExp(`/index/orderDetail\\?orderId=${order.orderId}$`));
  await expect(page.getByTestId('order-status-label')).toHaveText('交易中');
  await expect(page.getByTestId('order-paid')).toHaveText(yuan(order.salePrice));
  await expect(page.getByText('微信支付', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '微信支付' })).toHaveCount(0);
  const paid = await mock.api<Answer<{ payWay: number; payState: number }>>('GET', `/saleOrder/detail/${order.orderId}`, { token });
  expect(paid.data).toMatchObject({ payWay: 1, payState: 2 });
});

test('微信 on a phone: 取消支付 returns to the order, unpaid, and says the payment was not completed', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  const order = await unpaidOrder(mock, token);
  await signInWithToken(page, token);
  await payByWechat(page, order);
  await page.getByRole('button', { name: '取消支付' }).click();

  await expect(page).toHaveURL(new RegExp(`/index/orderDetail\\?orderId=${order.orderId}$`));
  await expect(page.getByText('支付未完成')).toBeVisible();
  await expect(page.getByTestId('order-status-label')).toHaveText('待支付');
  await expect(page.getByRole('button', { name: '立即支付' })).toBeVisible();
});

test('微信 on a phone, from a backend without H5 pay: the code sheet as the live site shows it, in a phone’s words', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  const order = await unpaidOrder(mock, token);
  await signInWithToken(page, token);
  // The live backend knows no tradeType: it answers the code_url whatever the app asks.
  await page.route(/\/saleOrder\/pay$/, async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    expect(body.tradeType).toBe('MWEB');
    delete body.tradeType;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.goto(`/index/orderDetail?orderId=${order.orderId}`);
  await page.getByRole('radio', { name: '微信支付' }).click();
  await page.getByRole('button', { name: '立即支付' }).click();
  const sheet = page.getByRole('dialog', { name: '微信支付' });
  await expect(sheet.getByTestId('wechat-qr')).toBeVisible();
  await expect(sheet.getByTestId('wechat-how')).toHaveText('长按二维码保存到相册，在微信「扫一扫」中点「相册」选择它完成支付');
  await sheet.getByRole('button', { name: '模拟扫码支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  await expect(page.getByTestId('order-status-label')).toHaveText('交易中');
});
