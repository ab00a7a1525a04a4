// Pages that stay live until nothing can change (issue 30, item 4): the open seller order turns 已打款 by itself
// when the mock pays out (MOCK_AUDIT_MS after 确认收货), the buyer's claim result appears on the open order, and
// 我的反馈 shows the reply, each within 5 s and without a reload (src/api/order.queries.ts orderCanChange,
// src/api/feedback.queries.ts awaitingReply; the journeys' build polls from 300 ms).
// Time is the test's: the platform's (the mock's clock, moved instead of waited for) and the page's (Playwright's
// clock, stopped before each change: fixtures.ts stopPageClock, pollWithin), so "within 5 s" is 5 s of the page's
// own time, whatever the machine's load, and no poll comes between the change and the one that is to show it.
import { DEMO, expect, installPageClock, openAs, pollWithin, signInWithToken, stopPageClock, test } from './fixtures.ts';

/** Milliseconds from one mock time to another ('YYYY-MM-DD HH:mm:ss', the same zone). */
const msBetween = (from: string, to: string) => Date.parse(`${to.replace(' ', 'T')}Z`) - Date.parse(`${from.replace(' ', 'T')}Z`);

interface ApiOrder { orderId: number; buyerId: number; sellerId: number; orderStatus: number; supllypay?: string }

test('the seller’s open order page follows 确认收货 and then turns 已打款 by itself when the platform pays out', async ({ page, mock }) => {
  const sellerToken = await mock.tokenFor(DEMO.seller.phone);
  await signInWithToken(page, sellerToken);
  await installPageClock(page);
  // Seeded order 17: the demo seller's, 交易中 at 待确认收货.
  await page.goto('/index/orderDetail?orderId=17');
  await expect(page.getByTestId('order-status-label')).toHaveText('交易中');
  await stopPageClock(page);
  const order = (await mock.api<{ data: ApiOrder }>('GET', '/saleOrder/detail/17', { token: sellerToken })).data;

  // The buyer confirms on their phone: the seller's page shows 交易成功 and 待打款.
  const buyerToken = await mock.tokenFor(await mock.phoneOf(order.buyerId));
  const confirmed = await mock.api<{ code: number; msg: string }>('POST', '/saleOrder/confirm', { token: buyerToken, data: { orderId: 17 } });
  expect(confirmed.code, confirmed.msg).toBe(200);
  await pollWithin(page, '/saleOrder/detail/17');
  await expect(page.getByTestId('order-status-label')).toHaveText('交易成功');
  const income = page.getByTestId('seller-income');
  await expect(income.getByTestId('payout-state')).toHaveText('待打款');
  await stopPageClock(page);

  // The platform pays out MOCK_AUDIT_MS after 确认收货: its job, still pending; the mock's clock is moved past it.
  const before = await mock.clockState();
  const payout = before.jobs.find((job) => job.kind === 'order.payout' && job.payload.orderId === 17);
  expect(payout, 'the payout of order 17, pending').toBeDefined();
  const moved = await mock.clock(msBetween(before.now, payout!.dueAt) + 1000);
  expect(moved.ran).toContainEqual({ kind: 'order.payout', dueAt: payout!.dueAt });
  expect((await mock.api<{ data: ApiOrder }>('GET', '/saleOrder/detail/17', { token: sellerToken })).data.supllypay).toBe('1');
  // The open page says 已打款 within 5 s, no reload.
  await pollWithin(page, '/saleOrder/detail/17');
  await expect(income.getByTestId('payout-state')).toHaveText('已打款');
});

test('the buyer’s claim on a finished order: its result appears on the open order page', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  await signInWithToken(page, token);
  await installPageClock(page);
  // Seeded order 8: the demo buyer's, 交易成功 with a claim 处理中.
  await page.goto('/index/orderDetail?orderId=8');
  await expect(page.getByTestId('order-status-label')).toHaveText('交易成功');
  const claim = page.getByTestId('after-sale-info');
  await expect(claim.getByTestId('claim-status')).toHaveText('处理中');
  await stopPageClock(page);

  const detail = await mock.api<{ data: { afterSale: { id: number } } }>('GET', '/saleOrder/detail/8', { token });
  const answer = await mock.api<{ code: number }>('POST', `/__mock/afterSales/${detail.data.afterSale.id}/answer`, { data: { status: '已解决', reply: '已核实，为您办理退款' } });
  expect(answer.code).toBe(200);
  await pollWithin(page, '/saleOrder/detail/8');
  await expect(claim.getByTestId('claim-status')).toHaveText('已解决');
  await expect(claim.getByTestId('claim-reply')).toContainText('已核实，为您办理退款');
  // An upheld 描述不符 claim refunds the order.
  await expect(page.getByTestId('order-status-label')).toHaveText('已退款');
});

test('a claim on a finished order shows in both lists: 售后处理中 for the buyer, 暂缓打款 for the seller', async ({ page, mock, browser, baseURL }) => {
  // Seeded order 17: the demo seller's, 交易中 at 待确认收货. Its buyer confirms and at once claims: the payout
  // (MOCK_AUDIT_MS after 确认收货) waits for the claim.
  const sellerToken = await mock.tokenFor(DEMO.seller.phone);
  const order = (await mock.api<{ data: ApiOrder }>('GET', '/saleOrder/detail/17', { token: sellerToken })).data;
  const buyerToken = await mock.tokenFor(await mock.phoneOf(order.buyerId));
  const confirmed = await mock.api<{ code: number; msg: string }>('POST', '/saleOrder/confirm', { token: buyerToken, data: { orderId: 17 } });
  expect(confirmed.code, confirmed.msg).toBe(200);
  const claimed = await mock.api<{ code: number; msg: string }>('POST', '/saleOrderAfter',
    { token: buyerToken, data: { orderId: 17, type: '描述不符', reason: '皮肤数量与描述不一致' } });
  expect(claimed.code, claimed.msg).toBe(200);

  await signInWithToken(page, buyerToken);
  await page.goto('/index/other/MyProducts');
  const row = page.locator('[data-testid="order-row"][data-order-id="17"]');
  await expect(row.getByTestId('claim-in-progress')).toContainText('售后处理中');

  const seller = await openAs(browser, baseURL, sellerToken);
  await seller.page.goto('/index/other/mySaleOrder');
  const sellerRow = seller.page.locator('[data-testid="order-row"][data-order-id="17"]');
  await expect(sellerRow.getByTestId('payout-state')).toHaveText('暂缓打款');
  await expect(sellerRow.getByTestId('seller-money-note')).toContainText('处理完成前暂缓打款');
  expect(seller.errors).toEqual([]);
  await seller.close();
});
