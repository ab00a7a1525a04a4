// 竞价回收 after 接受报价: the seller submits a request, merchants bid (control API) and show with their 成交量,
// the seller accepts one and follows the deal on its page through every step (the platform's side played by
// POST /__mock/backOrders/:id/advance) to 交易成功 and into 竞价中心's 交易成功 tab; a deal that fails shows why.
// No reload between steps: the screens poll.
import { DEMO, expect, signInWithToken, test } from './fixtures.ts';
import { sendRecycleRequest } from './recycleForm.ts';


interface Answer<T = unknown> { code: number; msg: string; data: T }
interface BidRow { id: number; createName: string; createId: number; bprice: number; dealCount?: number; goodRate?: number }
interface BackOrder { id: number; no?: string; orderStatus: number; buyerPayStatus: number; buyerDealCount?: number; payDeadline?: string }

const money = (n: number) => `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const deals = (n: number) => `成交 ${n.toLocaleString('en-US')} 单`;

test('竞价回收 deal: bids show each merchant\'s 成交量, 接受报价 opens the deal, it moves step by step to 交易成功', async ({ page, mock }) => {
  // The whole journey (form, uploads, bids, five steps) outlasts the default 45 s on a loaded machine.
  test.setTimeout(90_000);
  const token = await mock.tokenFor(DEMO.seller.phone);
  await signInWithToken(page, token);

  // The request, sent through the form.
  await sendRecycleRequest(page, { account: 'wz_deal_e2e', price: 2000, des: 'V9 贵族，皮肤 260 款，e2e 回收交易' });
  await expect(page).toHaveURL(/\/index\/other\/myJingjiahuishou$/);
  await expect(page.getByTestId('tab-note')).toHaveText('回收商正在报价，接受满意的报价后进入「交易中」。');

  // Merchants bid; 报价中 shows them arrive without a reload.
  const mine = await mock.api<{ rows: { id: number }[] }>('GET', '/account/backlist/allList?status=0&pageNum=1&pageSize=50', { token });
  const backId = Math.max(...mine.rows.map((r) => r.id));
  for (let i = 0; i < 3; i++) expect((await mock.api<Answer>('POST', `/__mock/backlist/${backId}/bid`)).code).toBe(200);
  const quoting = page.locator(`[data-testid="quoting-row"][data-id="${backId}"]`);
  await expect(quoting.getByTestId('bid-count')).toHaveText('已收到 3 个报价');
  await quoting.getByRole('link', { name: '查看报价' }).click();

  // Each bid names its merchant with 成交量 and 好评率.
  const bids = (await mock.api<Answer<{ rlist: BidRow[] }>>('GET', `/account/quotation/mybprice?backId=${backId}`, { token })).data.rlist;
  const rows = page.getByTestId('bid-row');
  await expect(rows).toHaveCount(3);
  for (const b of bids) {
    const row = rows.filter({ hasText: b.createName });
    await expect(row).toContainText(money(b.bprice));
    await expect(row.getByTestId('merchant-figures')).toHaveText(`${deals(b.dealCount ?? -1)}好评率 ${b.goodRate}%`);
  }

  // 接受报价: the page becomes the deal's, waiting for the merchant to pay.
  const pick = bids[0];
  await page.getByRole('button', { name: `接受报价：${pick.createName}` }).click();
  await page.getByRole('dialog', { name: '接受报价' }).getByRole('button', { name: '确定接受' }).click();
  const deal = page.getByTestId('deal');
  const label = deal.getByTestId('deal-status-label');
  const current = deal.getByTestId('deal-steps').locator('[aria-current="step"]');
  await expect(label).toHaveText('等待回收商付款');
  await expect(page.getByTestId('page-title')).toHaveText('回收交易');
  await expect(deal.getByTestId('deal-next')).toContainText('回收商付款后平台客服会联系您核对账号');
  await expect(current).toContainText('回收商付款');
  await expect(deal.getByTestId('deal-merchant')).toContainText(pick.createName);
  await expect(deal.getByTestId('deal-merchant').getByTestId('merchant-figures')).toContainText(deals(pick.dealCount ?? -1));
  await expect(deal.getByTestId('deal-price')).toHaveText(money(pick.bprice));
  await expect(deal.getByTestId('deal-account')).toContainText('王者荣耀 · 安卓 / QQ区');
  await expect(deal.getByTestId('deal-account').getByRole('img')).toHaveCount(2);
  // The bids stay below, the accepted one marked.
  await expect(rows.filter({ hasText: pick.createName })).toHaveAttribute('aria-current', 'true');
  await expect(rows.filter({ hasText: pick.createName })).toContainText('已接受');

  // The platform moves it on, one step at a time; the page follows.
  const opened = (await mock.api<Answer<BackOrder>>('GET', `/backOrder/detail?backId=${backId}`, { token })).data;
  await expect(deal.getByTestId('deal-no')).toHaveText(opened.no ?? '');
  const orderId = opened.id;
  const steps: [string, string, string][] = [
    ['回收商已付款', '请配合客服完成验号与换绑，勿修改密码', '平台验号'],
    ['平台验号中', '平台正在核验账号', '平台验号'],
    ['验号通过、换绑中', '请配合客服完成换绑', '换绑'],
  ];
  for (const [text, next, step] of steps) {
    expect((await mock.api<Answer<BackOrder>>('POST', `/__mock/backOrders/${orderId}/advance`)).code).toBe(200);
    await expect(label).toHaveText(text);
    await expect(deal.getByTestId('deal-next')).toContainText(next);
    await expect(current).toContainText(step);
  }
  expect((await mock.api<Answer<BackOrder>>('POST', `/__mock/backOrders/${orderId}/advance`)).data.orderStatus).toBe(4);
  await expect(label).toHaveText('交易成功');
  await expect(deal.getByTestId('deal-next')).toContainText('货款由平台核对后线下打款给您');
  await expect(current).toHaveCount(0);
  await expect(deal.getByTestId('deal-steps').locator('[data-state="done"]')).toHaveCount(5);
  // The merchant has one deal more.
  await expect(deal.getByTestId('deal-merchant').getByTestId('merchant-figures')).toContainText(deals((pick.dealCount ?? 0) + 1));

  // 竞价中心 lists it under 交易成功, which says what that means.
  await deal.getByRole('link', { name: '去竞价中心' }).click();
  await expect(page).toHaveURL(/\/index\/other\/myJingjiahuishou\?tab=4$/);
  await expect(page.getByRole('tab', { name: '交易成功' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tab-note')).toHaveText('交易完成，货款由平台核对后线下打款给您。');
  const done = page.locator(`[data-testid="deal-row"][data-id="${orderId}"]`);
  await expect(done).toContainText(`回收商 ${pick.createName}`);
  await expect(done).toContainText(`成交价${money(pick.bprice)}`);
  await expect(done.getByText('交易成功', { exact: true })).toBeVisible();
});

test('竞价中心 explains each tab and opens a deal; a failed deal says why and offers to start again', async ({ page, mock }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithToken(page, await mock.tokenFor(DEMO.seller.phone));
  await page.goto('/index/other/myJingjiahuishou?tab=1');
  const note = page.getByTestId('tab-note');
  await expect(note).toHaveText('等待回收商付款，或回收商已付款、等待平台验号。');
  await page.getByRole('tab', { name: '待审核' }).click();
  await expect(note).toHaveText('平台验号中：回收商已付款，平台正在核验账号。');
  await expect(page.getByTestId('deal-row').first().getByTestId('deal-phase')).toHaveText('平台验号中');
  await page.getByRole('tab', { name: '已审核' }).click();
  await expect(note).toHaveText('验号通过、换绑中：请配合客服完成换绑。');
  await page.getByRole('tab', { name: '交易中' }).click();

  // The seeded deal waiting for the merchant (request 4, back order 1) fails while the seller watches.
  const row = page.locator('[data-testid="deal-row"][data-id="1"]');
  await expect(row.getByTestId('deal-phase')).toHaveText('等待回收商付款');
  await row.getByRole('link', { name: '查看交易' }).click();
  await expect(page).toHaveURL(/\/index\/other\/jingjiahuishouPriceList\?id=4$/);
  const deal = page.getByTestId('deal');
  await expect(deal.getByTestId('deal-status-label')).toHaveText('等待回收商付款');
  const failed = await mock.api<Answer<BackOrder>>('POST', '/__mock/backOrders/1/advance', { data: { fail: true, reason: '回收商放弃了本次回收' } });
  expect(failed.data.orderStatus).toBe(5);
  await expect(deal.getByTestId('deal-status-label')).toHaveText('交易失败');
  await expect(deal.getByTestId('deal-fail-reason')).toHaveText('失败原因：回收商放弃了本次回收');
  await expect(deal.getByTestId('deal-next')).toContainText('账号仍归您所有，可重新发起竞价回收');
  await expect(deal.getByTestId('deal-steps').locator('[data-state="stopped"]')).toContainText('回收商付款');
  await expect(deal.getByRole('link', { name: '重新发起竞价回收' })).toHaveAttribute('href', '/index/jingjiahuishou?gameId=2');

  // 联系客服 copies the 回收单号 (HS…, like an order's DD…) and opens 客服 for the game, asked about that number.
  const no = failed.data.no ?? '';
  expect(no).toMatch(/^HS\d{14}0001$/);
  await expect(deal.getByTestId('deal-no')).toHaveText(no);
  await deal.getByRole('button', { name: '联系客服' }).click();
  await expect(page.getByText(`回收单号 ${no} 已复制`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/index/other/contactkefu\\?gameId=2&orderNo=${no}$`));
  await expect(page.getByTestId('kefu-order')).toContainText(`咨询回收单 ${no}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(no);
});
