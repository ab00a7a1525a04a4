// 收款账户 (an extension, /account/payoutAccount): the seller changes where the platform pays them on 我的, the form
// checks the account before it is sent, the account shows masked in the seller's 实名, and the next payout says
// where the money went (「已打款至 支付宝 ***1234」) on the seller's order.
import { DEMO, expect, signInWithToken, test } from './fixtures.ts';


test('the seller changes 收款账户 on 我的 (checked, then shown masked), and the next payout names it on the order', async ({ page, mock }) => {
  const sellerToken = await mock.tokenFor(DEMO.seller.phone);
  await signInWithToken(page, sellerToken);
  await page.goto('/index/other/geren');
  const section = page.getByTestId('payout-account');
  // The demo seller's seeded account (their 支付宝 is their phone), by its last four digits only.
  await expect(section.getByTestId('payout-account-current')).toContainText('支付宝 ***9000');

  await section.getByRole('button', { name: '修改' }).click();
  const form = section.getByRole('form', { name: '设置收款账户' });
  // Checked before it is sent: not a phone or an e-mail.
  await form.getByTestId('payout-account-input').fill('abc');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toContainText('支付宝账号应为手机号或邮箱');
  await form.getByTestId('payout-account-input').fill('13700001234');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('收款账户已保存')).toBeVisible();
  await expect(form).toBeHidden();
  // Masked: the last four digits only, in the seller's verified name.
  const current = section.getByTestId('payout-account-current');
  await expect(current).toContainText('支付宝 ***1234');
  await expect(current).toContainText('收款人');
  await expect(current).not.toContainText('13700001234');

  // Seeded order 17 (the demo seller's, 待确认收货): the buyer confirms, the platform pays out.
  const order = (await mock.api<{ data: { buyerId: number } }>('GET', '/saleOrder/detail/17', { token: sellerToken })).data;
  const buyerToken = await mock.tokenFor(await mock.phoneOf(order.buyerId));
  const confirmed = await mock.api<{ code: number; msg: string }>('POST', '/saleOrder/confirm', { token: buyerToken, data: { orderId: 17 } });
  expect(confirmed.code, confirmed.msg).toBe(200);
  const paid = await mock.api<{ code: number; msg: string }>('POST', '/__mock/orders/17/payout');
  expect(paid.code, paid.msg).toBe(200);

  await page.goto('/index/orderDetail?orderId=17');
  const money = page.getByTestId('seller-income');
  await expect(money.getByTestId('payout-state')).toHaveText('已打款');
  await expect(money.getByTestId('payout-to')).toContainText('已打款至 支付宝 ***1234');
});
