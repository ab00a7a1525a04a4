// Live to the last line, for both sides (issue 37, item 4): the seller's open 竞价回收 deal turns 已打款 by itself
// when the platform pays out; an open order already 已打款 shows a buyer's later claim and its 追回; 我的卖单 and
// 竞价中心's rows follow the same. Each page polls until nothing on it can change (src/lib/livePoll.ts: fast while
// the platform moves it, slow while a claim may still be filed or a row may still come, src/api/order.queries.ts
// orderLiveness, src/api/recycle.queries.ts dealLiveness).
// Time is the test's: the platform's (the mock's clock, moved instead of waited for) and the page's (Playwright's
// clock, stopped before each change: fixtures.ts stopPageClock, pollWithin), so "within 5 s" and "within 30 s" are
// the page's own seconds, whatever the machine's load, and no poll comes between the change and the one to show it.
import type { Page } from '@playwright/test';
import {
  DEMO, expect, installPageClock, LIVE_SLOW_MS, pollWithin, signInWithToken, stopPageClock, test, type MockControl,
} from './fixtures.ts';

/** Milliseconds from one mock time to another ('YYYY-MM-DD HH:mm:ss', the same zone). */
const msBetween = (from: string, to: string) => Date.parse(`${to.replace(' ', 'T')}Z`) - Date.parse(`${from.replace(' ', 'T')}Z`);

interface Answer<T = unknown> { code: number; msg: string; data: T }

/** Moves the mock's clock past the platform's pending job of `kind` for `payload`, which then runs. */
async function runJob(mock: MockControl, kind: string, payload: Record<string, number>): Promise<void> {
  const before = await mock.clockState();
  const job = before.jobs.find((j) => j.kind === kind && Object.entries(payload).every(([k, v]) => j.payload[k] === v));
  expect(job, `the pending ${kind} of ${JSON.stringify(payload)}`).toBeDefined();
  const moved = await mock.clock(msBetween(before.now, job!.dueAt) + 1000);
  expect(moved.ran).toContainEqual({ kind, dueAt: job!.dueAt });
}

/** The buyer of seeded order 19 (the demo seller's, 交易成功 and 已打款) claims 找回 on it. */
async function claimOn19(mock: MockControl, sellerToken: string): Promise<number> {
  const order = (await mock.api<Answer<{ buyerId: number; supllypay?: string }>>('GET', '/saleOrder/detail/19', { token: sellerToken })).data;
  expect(order.supllypay, 'order 19 paid out').toBe('1');
  const buyerToken = await mock.tokenFor(await mock.phoneOf(order.buyerId));
  const claimed = await mock.api<Answer<{ id: number }>>('POST', '/saleOrderAfter',
    { token: buyerToken, data: { orderId: 19, type: '找回', reason: '账号被原号主找回，登录提示密码错误' } });
  expect(claimed.code, claimed.msg).toBe(200);
  return claimed.data.id;
}

/** The platform upholds the claim: the order is refunded and the seller's payout is to be returned (追回). */
async function uphold(mock: MockControl, claimId: number): Promise<void> {
  const answered = await mock.api<Answer>('POST', `/__mock/afterSales/${claimId}/answer`, { data: { status: '已解决', reply: '经核实账号确被找回，已为买家退款' } });
  expect(answered.code, answered.msg).toBe(200);
}

async function asSeller(page: Page, mock: MockControl): Promise<string> {
  const token = await mock.tokenFor(DEMO.seller.phone);
  await signInWithToken(page, token);
  await installPageClock(page);
  return token;
}

test('the seller’s open 竞价回收 deal turns 交易成功 · 待打款 and then 已打款 by itself, no reload', async ({ page, mock }) => {
  await asSeller(page, mock);
  // Seeded back order 4 (request 10): the demo seller's, 已审核 (验号通过、换绑中).
  await page.goto('/index/other/jingjiahuishouPriceList?id=10');
  const deal = page.getByTestId('deal');
  await expect(deal.getByTestId('deal-status-label')).toHaveText('验号通过、换绑中');
  await stopPageClock(page);

  // 换绑 done: 交易成功, 待打款.
  expect((await mock.api<Answer<{ orderStatus: number }>>('POST', '/__mock/backOrders/4/advance')).data.orderStatus).toBe(4);
  await pollWithin(page, '/backOrder/detail');
  await expect(deal.getByTestId('deal-status-label')).toHaveText('交易成功');
  const money = deal.getByTestId('deal-money');
  await expect(money.getByTestId('payout-state')).toHaveText('待打款');
  await stopPageClock(page);

  // The platform pays out MOCK_AUDIT_MS later (its job, run by moving the mock's clock): the page says so within 5 s.
  await runJob(mock, 'backOrder.payout', { backOrderId: 4 });
  await pollWithin(page, '/backOrder/detail');
  await expect(money.getByTestId('payout-state')).toHaveText('已打款');
  await expect(money.getByTestId('payout-to')).toContainText('已打款至');
  await expect(page.getByTestId('deal-status-label')).toHaveText('交易成功');
});

test('an open 已打款 order shows a buyer’s later claim within 30 s, and its 追回 within 5 s, no reload', async ({ page, mock }) => {
  const sellerToken = await asSeller(page, mock);
  await page.goto('/index/orderDetail?orderId=19');
  await expect(page.getByTestId('order-status-label')).toHaveText('交易成功');
  const income = page.getByTestId('seller-income');
  await expect(income.getByTestId('payout-state')).toHaveText('已打款');
  await expect(page.getByTestId('after-sale-info')).toHaveCount(0);
  await stopPageClock(page);

  // Days later the buyer claims 找回: nothing on the platform's clock announces it, the page's slow poll finds it.
  const claimId = await claimOn19(mock, sellerToken);
  await pollWithin(page, '/saleOrder/detail/19', LIVE_SLOW_MS);
  const claim = page.getByTestId('after-sale-info');
  await expect(claim.getByTestId('claim-status')).toHaveText('处理中');
  await expect(income.getByTestId('payout-state')).toHaveText('已打款');
  await expect(page.getByTestId('order-status')).toContainText('售后成立时，已打款的货款需退回平台');
  await stopPageClock(page);

  // The claim is upheld after the payout: 已退款, and the seller's 到手 is to be returned (追回), within 5 s.
  await uphold(mock, claimId);
  await pollWithin(page, '/saleOrder/detail/19');
  await expect(page.getByTestId('order-status-label')).toHaveText('已退款');
  await expect(claim.getByTestId('claim-status')).toHaveText('已解决');
  await expect(income.getByTestId('payout-state')).toHaveText('需退回');
  await expect(income.getByTestId('seller-money-note')).toContainText('需退回平台');
});

test('我的卖单: the 已打款 row of a later claim turns 已退款 · 需退回 on the open list, no reload', async ({ page, mock }) => {
  const sellerToken = await asSeller(page, mock);
  await page.goto('/index/other/mySaleOrder');
  const row = page.locator('[data-testid="order-row"][data-order-id="19"]');
  await expect(row.getByTestId('payout-state')).toHaveText('已打款');
  await stopPageClock(page);

  await uphold(mock, await claimOn19(mock, sellerToken));
  await pollWithin(page, '/saleOrder/web/sellerList', LIVE_SLOW_MS);
  await expect(row.getByText('已退款', { exact: true })).toBeVisible();
  await expect(row.getByTestId('payout-state')).toHaveText('需退回');
  await expect(row.getByTestId('seller-money-note')).toContainText('需退回平台');
});

test('竞价中心 交易成功: a deal that ends comes onto the open tab as 待打款 and turns 已打款, no reload', async ({ page, mock }) => {
  await asSeller(page, mock);
  // Every row of the tab is final (seeded deal 2, paid out): the tab polls slowly for a deal that may still come.
  await page.goto('/index/other/myJingjiahuishou?tab=4');
  await expect(page.locator('[data-testid="deal-row"][data-id="2"]').getByTestId('payout-state')).toHaveText('已打款');
  const row = page.locator('[data-testid="deal-row"][data-id="4"]');
  await expect(row).toHaveCount(0);
  await stopPageClock(page);

  expect((await mock.api<Answer<{ orderStatus: number }>>('POST', '/__mock/backOrders/4/advance')).data.orderStatus).toBe(4);
  await pollWithin(page, '/backOrder/list', LIVE_SLOW_MS);
  await expect(row.getByTestId('payout-state')).toHaveText('待打款');
  await stopPageClock(page);

  // A row waiting for its payout makes the tab fast again: 已打款 within 5 s.
  await runJob(mock, 'backOrder.payout', { backOrderId: 4 });
  await pollWithin(page, '/backOrder/list');
  await expect(row.getByTestId('payout-state')).toHaveText('已打款');
});
