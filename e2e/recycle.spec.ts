// 估价 results in 我的评估, and 竞价回收 end to end: the form (two steps, checks before sending, live body),
// merchants' bids (control API), 接受报价 in 报价列表, and the deal under 竞价中心 / 交易中.
import type { Request } from '@playwright/test';
import { DEMO, expect, signInWithToken, test } from './fixtures.ts';
import { fillRecycleDetails } from './recycleForm.ts';


interface Answer<T = unknown> { code: number; msg: string; data: T }
interface Row { id: number; status: number; inType?: number; valuationMin?: number; valuationMax?: number; valuationNote?: string }
interface ListAnswer { code: number; rows: Row[]; total: number }
interface BidRow { id: number; createName: string; createId: number; bprice: number; status: number }

const money = (n: number) => `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a valuation sent with the live shape gets the 估价员\'s result in 我的评估', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.seller.phone);
  const sent = await mock.api<Answer<{ id: number }>>('POST', '/account/backlist', {
    token,
    data: {
      gameId: 3, type: '原神', des: '冒险等级 60，芙宁娜 2 命，e2e 估价', region: '安卓 / 官服', expprice: 2000, account: 'ys_e2e_001',
      tel: '电话：13900139000，微信：laoli_wx，QQ：12345678',
      img: JSON.stringify([{ url: '/profile/img/shot/3-1.svg', name: '3-1.svg' }, { url: '/profile/img/shot/3-2.svg', name: '3-2.svg' }]),
    },
  });
  expect(sent).toMatchObject({ code: 200, msg: '提交成功，请等待估价员进行估价' });
  const id = sent.data.id;
  await signInWithToken(page, token);

  await page.goto('/index/other/Myevaluation');
  await expect(page.getByTestId('page-title')).toHaveText('我的评估');
  const row = page.locator(`[data-testid="valuation-row"][data-id="${id}"]`);
  await expect(row).toContainText('原神 · 安卓 / 官服');
  await expect(row).toContainText('期望价格¥2,000.00');
  await expect(row).toContainText('待估价');
  await expect(row).toContainText('估价员正在评估');
  await expect(row.getByRole('img', { name: '原神账号截图' })).toHaveAttribute('src', /\/profile\/img\/shot\/3-1\.svg$/);
  await expect(row.getByTestId('valuation-result')).toHaveCount(0);

  // The 估价员 answers (control API), and the list shows the range and the note.
  const valued = await mock.api<Answer<Row>>('POST', `/__mock/backlist/${id}/valuate`);
  expect(valued.code).toBe(200);
  const { valuationMin = 0, valuationMax = 0, valuationNote = '' } = valued.data;
  await page.reload();
  await expect(row).toContainText('已估价');
  await expect(row.getByTestId('valuation-result')).toContainText(`估价结果${money(valuationMin)} – ${money(valuationMax)}`);
  await expect(row.getByTestId('valuation-result')).toContainText(valuationNote);
  await expect(row).not.toContainText('估价员正在评估');
});

test('竞价回收: the form checks before sending, merchants bid, the seller accepts one and finds the deal under 交易中', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.seller.phone);
  await signInWithToken(page, token);
  const posts: Request[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/h5/goods/back')) posts.push(r); });

  // Step 1: the game from the URL, 区服 in two columns; 下一步 needs both.
  await page.goto('/index/jingjiahuishou?gameId=1');
  await expect(page.getByTestId('page-title')).toHaveText('竞价回收');
  await expect(page.getByText('王者荣耀')).toBeVisible();
  await expect(page.getByRole('link', { name: '重新选择' })).toHaveAttribute('href', '/index/accountOrder?to=jingjia');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('alert')).toHaveText('请选择区服');
  await page.getByRole('radio', { name: '安卓' }).click();
  await page.getByRole('radio', { name: 'QQ区' }).click();
  await expect(page.getByTestId('region-picked')).toHaveText('已选：安卓 / QQ区');
  await page.getByRole('button', { name: '下一步' }).click();

  // Step 2: everything checked in Chinese before anything is sent.
  await expect(page.getByText('区服：安卓 / QQ区')).toBeVisible();
  await page.getByPlaceholder('请输入游戏账号').fill('王者小号abc');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('游戏账号不能包含中文')).toBeVisible();
  // 联系电话 starts as the signed-in seller's phone.
  await expect(page.getByPlaceholder('回收商和客服将通过此号码联系您')).toHaveValue(DEMO.seller.phone);
  await expect(page.getByText('请输入期望价格')).toBeVisible();
  await expect(page.getByText('请上传实名截图')).toBeVisible();
  await expect(page.getByText('请上传游戏截图')).toBeVisible();
  await expect(page.getByText('请输入真实姓名')).toBeVisible();
  expect(posts).toHaveLength(0);

  // 出售说明 explains both modes.
  await page.getByRole('button', { name: '出售说明' }).click();
  const help = page.getByRole('dialog', { name: '出售说明' });
  await expect(help).toContainText('【竞价回收+官方代售】');
  await expect(help).toContainText('【只代售】');
  await help.getByRole('button', { name: '我知道了' }).click();
  await expect(help).toBeHidden();

  await fillRecycleDetails(page, { account: 'wz_e2e_8888', price: 1500, des: 'V8 贵族，荣耀王者，皮肤 230 款，e2e 竞价' });
  await expect(page.getByText('请上传游戏截图')).toBeHidden();
  await expect(page.getByText('请上传实名截图')).toBeHidden();
  await expect(page.getByRole('radio', { name: '竞价回收+官方代售' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: '提交', exact: true }).click();

  await expect(page.getByText('提交成功，可以在个人中心查询')).toBeVisible();
  await expect(page).toHaveURL(/\/index\/other\/myJingjiahuishou$/);
  expect(posts).toHaveLength(1);
  const body = posts[0].postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ gameId: 1, type: '王者荣耀', region: '安卓 / QQ区', account: 'wz_e2e_8888', tel: '13900139000', relname: '李大壮', inType: 1 });
  expect(JSON.parse(body.img as string)).toHaveLength(2);
  expect(JSON.parse(body.relnameImg as string)).toHaveLength(1);
  expect(JSON.parse(body.content as string)).toMatchObject({ gameId: 1, gameName: '王者荣耀', price: 1500 });

  // 竞价中心 / 报价中: the new request, no bids yet.
  const mine = await mock.api<ListAnswer>('GET', '/account/backlist/allList?status=0&pageNum=1&pageSize=50', { token });
  const id = Math.max(...mine.rows.map((r) => r.id));
  const row = page.locator(`[data-testid="quoting-row"][data-id="${id}"]`);
  await expect(page.getByRole('tab', { name: '报价中' })).toHaveAttribute('aria-selected', 'true');
  await expect(row).toContainText('王者荣耀 · 安卓 / QQ区');
  await expect(row.getByTestId('bid-count')).toHaveText('暂无报价，回收商报价后会通知您');

  // Three merchants bid (control API); the list shows the count.
  for (let i = 0; i < 3; i++) expect((await mock.api<Answer>('POST', `/__mock/backlist/${id}/bid`)).code).toBe(200);
  await page.reload();
  await expect(row.getByTestId('bid-count')).toHaveText('已收到 3 个报价');
  await row.getByRole('link', { name: '查看报价' }).click();
  await expect(page).toHaveURL(new RegExp(`/index/other/jingjiahuishouPriceList\\?id=${id}$`));

  const bids = (await mock.api<Answer<{ rlist: BidRow[] }>>('GET', `/account/quotation/mybprice?backId=${id}`, { token })).data.rlist;
  const rows = page.getByTestId('bid-row');
  await expect(rows).toHaveCount(3);
  for (const b of bids) {
    const r = rows.filter({ hasText: b.createName });
    await expect(r).toContainText(money(b.bprice));
    await expect(r).toContainText('待处理');
  }

  // Accept the second-best bid: the confirm first (cancel changes nothing), then for real.
  const pick = bids[1];
  await page.getByRole('button', { name: `接受报价：${pick.createName}` }).click();
  const confirm = page.getByRole('dialog', { name: '接受报价' });
  await expect(confirm).toContainText('接受报价后将不能接受其他回收商的报价，确定接受该报价吗？');
  await confirm.getByRole('button', { name: '再想想' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows.filter({ hasText: '待处理' })).toHaveCount(3);
  await page.getByRole('button', { name: `接受报价：${pick.createName}` }).click();
  await page.getByRole('dialog', { name: '接受报价' }).getByRole('button', { name: '确定接受' }).click();

  await expect(page.getByText('已接受报价，请到竞价中心「交易中」继续交易')).toBeVisible();
  await expect(rows.filter({ hasText: pick.createName })).toContainText('已接受');
  for (const other of bids.filter((b) => b.id !== pick.id)) await expect(rows.filter({ hasText: other.createName })).toContainText('已拒绝');
  await expect(page.getByRole('button', { name: /^接受报价：/ })).toHaveCount(0);
  // The page is now the deal's (e2e/recycle-deal.spec.ts follows it to the end).
  const deal = page.getByTestId('deal');
  await expect(deal.getByTestId('deal-status-label')).toHaveText('等待回收商付款');
  await expect(deal.getByTestId('deal-merchant')).toContainText(pick.createName);
  await expect(deal.getByTestId('deal-price')).toHaveText(money(pick.bprice));

  // The deal is under 交易中, and the request has left 报价中.
  await deal.getByRole('link', { name: '去竞价中心' }).click();
  await expect(page).toHaveURL(/\/index\/other\/myJingjiahuishou\?tab=1$/);
  await expect(page.getByRole('tab', { name: '交易中' })).toHaveAttribute('aria-selected', 'true');
  const dealRow = page.getByTestId('deal-row').filter({ hasText: `回收商 ${pick.createName}` });
  await expect(dealRow).toContainText(`成交价${money(pick.bprice)}`);
  await expect(dealRow).toContainText('等待回收商付款');
  await expect(dealRow).toContainText('王者荣耀 · 安卓 / QQ区');
  await page.getByRole('tab', { name: '报价中' }).click();
  await expect(page.getByTestId('quoting-row').first()).toBeVisible();
  await expect(page.locator(`[data-testid="quoting-row"][data-id="${id}"]`)).toHaveCount(0);
});

test('竞价中心: every deal tab shows the seeded deals', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.seller.phone);
  await signInWithToken(page, token);
  await page.goto('/index/other/myJingjiahuishou');
  for (const [tab, label] of [[2, '待审核'], [3, '已审核'], [4, '交易成功'], [5, '交易失败']] as const) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${tab}$`));
    const rows = page.getByTestId('deal-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByText(label, { exact: true })).toBeVisible();
  }
});

test('竞价中心 of a user without deals: the tab says so', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await page.goto('/index/other/myJingjiahuishou?tab=4');
  await expect(page.getByRole('tab', { name: '交易成功' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('暂无交易成功的回收订单')).toBeVisible();
  await expect(page.getByTestId('deal-row')).toHaveCount(0);
});
