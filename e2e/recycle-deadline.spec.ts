// A 竞价回收 deal whose merchant does not pay in time: the deal page states the 2-hour deadline and the 回收单号;
// past it (POST /__mock/backOrders/:id/expire, as the sweep would) the page turns, without a reload, into the
// request 报价中 again with why the last deal closed and the merchant's bid 已失效; the seller accepts another bid
// and a new deal (a new 回收单号) starts; the closed one stays under 竞价中心's 交易失败 with its reason.
import { DEMO, expect, signInWithToken, test } from './fixtures.ts';

interface Answer<T = unknown> { code: number; msg: string; data: T }
interface BidRow { id: number; createName: string; createId: number; bprice: number; status: number }
interface BackOrder { id: number; no?: string; orderStatus: number; payDeadline?: string; failReason?: string }

const files = (...urls: string[]) => JSON.stringify(urls.map((url) => ({ url, name: url.slice(url.lastIndexOf('/') + 1) })));

test('a merchant that does not pay in 2 hours: the deal closes with its reason and the seller accepts another bid', async ({ page, mock }) => {
  test.setTimeout(60_000);
  const token = await mock.tokenFor(DEMO.seller.phone);
  const sent = await mock.api<Answer<{ id: number }>>('POST', '/h5/goods/back', {
    token,
    data: {
      gameId: 1, type: '王者荣耀', des: 'V9 贵族，e2e 付款超时', region: '安卓 / QQ区', account: 'wz_deadline_e2e', tel: DEMO.seller.phone,
      img: files('/profile/img/shot/1-1.svg'), relname: '李四', relnameImg: files('/profile/img/shot/1-3.svg'), inType: 1,
      content: JSON.stringify({ gameId: 1, title: 'V9 贵族 全英雄 皮肤 260 款 12000原价入手 诚心出', price: 2000 }),
    },
  });
  expect(sent.code).toBe(200);
  const backId = sent.data.id;
  for (let i = 0; i < 3; i++) expect((await mock.api<Answer>('POST', `/__mock/backlist/${backId}/bid`)).code).toBe(200);
  const bids = (await mock.api<Answer<{ rlist: BidRow[] }>>('GET', `/account/quotation/mybprice?backId=${backId}`, { token })).data.rlist;

  await signInWithToken(page, token);
  await page.goto(`/index/other/jingjiahuishouPriceList?id=${backId}`);
  const first = bids[0];
  await page.getByRole('button', { name: `接受报价：${first.createName}` }).click();
  await page.getByRole('dialog', { name: '接受报价' }).getByRole('button', { name: '确定接受' }).click();

  // The deal waits for the payment and says until when, with its 回收单号 and the whole title.
  const deal = page.getByTestId('deal');
  await expect(deal.getByTestId('deal-status-label')).toHaveText('等待回收商付款');
  const waiting = (await mock.api<Answer<BackOrder>>('GET', `/backOrder/detail?backId=${backId}`, { token })).data;
  const deadline = (waiting.payDeadline ?? '').slice(5, 16);
  await expect(deal.getByTestId('deal-deadline')).toHaveText(`回收商需在 2 小时内付款，超时交易自动关闭付款截止 ${deadline}`);
  await expect(deal.getByTestId('deal-no')).toHaveText(waiting.no ?? '');
  await expect(deal.getByTestId('deal-account')).toContainText('12000原价入手 诚心出');

  // Past the deadline: the page turns into the request 报价中 again, saying why.
  const closed = await mock.api<Answer<BackOrder>>('POST', `/__mock/backOrders/${waiting.id}/expire`);
  expect(closed.data.failReason).toBe('回收商未在 2 小时内付款，交易已自动关闭');
  const note = page.getByTestId('lapsed-note');
  await expect(note).toContainText('上一笔回收交易已关闭');
  await expect(note).toContainText(`「${first.createName}」接受报价后未在 2 小时内付款`);
  await expect(page.getByTestId('bid-row').filter({ hasText: first.createName })).toContainText('已失效');
  await expect(page.getByRole('button', { name: `接受报价：${first.createName}` })).toHaveCount(0);

  // Another bid can be accepted: a new deal with a new 回收单号.
  const second = bids[1];
  await page.getByRole('button', { name: `接受报价：${second.createName}` }).click();
  await page.getByRole('dialog', { name: '接受报价' }).getByRole('button', { name: '确定接受' }).click();
  await expect(deal.getByTestId('deal-status-label')).toHaveText('等待回收商付款');
  await expect(deal.getByTestId('deal-merchant')).toContainText(second.createName);
  await expect(deal.getByTestId('deal-no')).not.toHaveText(waiting.no ?? '');

  // The closed deal stays under 交易失败 with its reason.
  await page.goto('/index/other/myJingjiahuishou?tab=5');
  const row = page.locator(`[data-testid="deal-row"][data-id="${waiting.id}"]`);
  await expect(row).toContainText(`回收商 ${first.createName}`);
  await expect(row.getByTestId('deal-row-fail-reason')).toContainText('失败原因：回收商未在');
});
