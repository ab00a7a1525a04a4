// 实名 before trading: a user who never verified is stopped at 提交订单 and at 竞价回收's 提交, verifies on the way,
// and comes back to the same form with what they had chosen and typed, then completes the trade.
import { DEMO, expect, signInWithToken, test, type MockControl } from './fixtures.ts';
import { sendRecycleRequest } from './recycleForm.ts';
import { makeIdNumber } from '../src/contract/idcard.ts';

/** A listed goods that sells 包赔 (any seller: the new user owns nothing). */
async function goodsWithGuarantee(mock: MockControl): Promise<{ id: number }> {
  const body = await mock.api<{ rows: { id: number; isGuarantee: number; saleState: number }[] }>('POST', '/web/good/allList', {
    data: { pageNum: 1, pageSize: 50, sortRank: 'priceasc' },
  });
  const goods = body.rows.find((g) => g.isGuarantee === 1 && g.saleState === 1);
  expect(goods, 'a listed goods with 可买包赔').toBeTruthy();
  return goods as { id: number };
}

async function verify(page: import('@playwright/test').Page, name: string, id: string) {
  await expect(page).toHaveURL(/\/index\/other\/Realname\?redirect=/);
  await expect(page.getByTestId('realname-return')).toHaveText('认证成功后将自动返回刚才的页面，已填写的内容会保留。');
  await page.getByPlaceholder('请输入身份证上的姓名').fill(name);
  await page.getByPlaceholder('请输入18位身份证号').fill(id);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('认证成功，请继续刚才的操作')).toBeVisible();
}

test('提交订单 waits for 实名: the detour comes back to the checkout with the 包赔 and the agreement kept', async ({ page, mock }) => {
  const goods = await goodsWithGuarantee(mock);
  await signInWithToken(page, await mock.newUserToken('15800003001'));
  await page.goto(`/index/sureOrder?id=${goods.id}`);
  await page.getByRole('radio', { name: '找回包赔' }).click();
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '提交订单' }).click();

  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('请先完成实名认证')).toBeVisible();
  await expect(dialog).toContainText('提交订单前须完成实名认证');
  await dialog.getByRole('button', { name: '去认证' }).click();
  await verify(page, '陈思远', makeIdNumber('330106', { y: 1998, m: 11, d: 2 }, 88, '0'));

  // Back where they were, as they left it.
  await expect(page).toHaveURL(new RegExp(`/index/sureOrder\\?id=${goods.id}$`));
  await expect(page.getByRole('radio', { name: '找回包赔' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('submit-missing')).toHaveCount(0);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/index\/orderDetail\?orderId=\d+/);
  await expect(page.getByTestId('order-status-label')).toHaveText('待支付');
});

test('竞价回收 waits for 实名: the detour comes back to step 2 with everything typed, and the request is sent', async ({ page, mock }) => {
  test.setTimeout(90_000);
  await signInWithToken(page, await mock.newUserToken('15800003002'));
  await sendRecycleRequest(page, { account: 'wz_gate_e2e', price: 1500, des: 'e2e 实名拦截后继续' });

  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('竞价回收前须完成实名认证');
  await dialog.getByRole('button', { name: '去认证' }).click();
  await verify(page, '周子航', makeIdNumber('440106', { y: 1995, m: 6, d: 18 }, 41, '0'));

  await expect(page).toHaveURL(/\/index\/jingjiahuishou\?gameId=1$/);
  await expect(page.getByPlaceholder('请输入游戏账号')).toHaveValue('wz_gate_e2e');
  await expect(page.getByPlaceholder('请输入期望价格')).toHaveValue('1500');
  await expect(page.getByTestId('game-img').getByRole('img', { name: /^游戏截图 \d$/ })).toHaveCount(2);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page).toHaveURL(/\/index\/other\/myJingjiahuishou$/);
  await expect(page.getByText('wz_gate_e2e').or(page.getByText('e2e 实名拦截后继续')).first()).toBeVisible();
});

test('the demo buyer is verified: 我的 says 已实名 and nothing stands between them and an order', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await page.goto('/index/other/geren');
  await expect(page.getByTestId('realname-badge')).toHaveText('已实名');
});
