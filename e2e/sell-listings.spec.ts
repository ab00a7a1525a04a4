// 我的代售 and 商品预览, and a listing's life in the market: change a price, take a listing down (备注 + confirm)
// and put it back, read a refused audit's reason, preview a listing as buyers see it (no 立即购买), and a
// consignment that, once approved, a buyer finds by 区服 and an attribute filter, buys and pays, and the
// seller then sees as 交易中 in 我的代售 and in 我的卖单.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, openAs, signInWithToken, test, type MockControl, type PageErrors } from './fixtures.ts';

/** The demo buyer's own listings (fixtures/README.md). */
const BUYER_LISTING = { pending: 43, listed: 44, trading: 45, sold: 46, down: 47, failed: 48 } as const;

const row = (page: Page, goodsId: number): Locator => page.locator(`[data-testid="listing-row"][data-goods-id="${goodsId}"]`);
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function openSale(page: Page, mock: MockControl, phone: string, query = ''): Promise<void> {
  await signInWithToken(page, await mock.tokenFor(phone));
  await page.goto(`/index/sale${query}`);
  await expect(page.getByTestId('listing-list')).toBeVisible();
}

/** A 王者荣耀 consignment (安卓 · 微信区, 9876 皮肤) in the live goods DTO (api.md); answers its id. */
async function consign(mock: MockControl, token: string, title: string): Promise<number> {
  const body = await mock.api<{ code: number; msg: string; data: { id: number } }>('POST', '/need/consignment', {
    token,
    data: {
      gameId: 1, gameName: '王者荣耀', gameType: 0, systemId: 4, carrierId: 6, title, price: 1314,
      des: '自己注册，可换绑，皮肤很全', titleImg: '/profile/img/goods/1-1.svg',
      urlArr: [{ url: '/profile/img/goods/1-2.svg', name: '皮肤' }], assurance: 1,
      f1: '118', f2: '9876', f3: 'V5', f6: '可二次实名',
      importantRemark: `联系QQ：12345678;联系微信：;联系电话：${DEMO.seller.phone};账号来源：自己注册`,
      accountNumber: 'wz_e2e_listing', accountPassword: 'Pass_2026',
    },
  });
  expect(body.code, body.msg).toBe(200);
  return body.data.id;
}

async function audit(mock: MockControl, id: number, pass: boolean, reason?: string): Promise<void> {
  const body = await mock.api<{ code: number; msg: string }>('POST', `/__mock/goods/${id}/audit`, { data: { pass, reason } });
  expect(body.code, body.msg).toBe(200);
}

/** The mock cashier page declares no icon: Chromium's 404 for /favicon.ico is not the app's (see orders.spec). */
function allowCashierFavicon(pageErrors: PageErrors) {
  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/);
}

test('修改价格: a bad price is refused in the dialog, a good one shows on the row and the tab stays', async ({ page, mock }) => {
  await openSale(page, mock, DEMO.buyer.phone);
  await tab(page, '上架').click();
  await expect(page).toHaveURL(/\/index\/sale\?state=1$/);
  const listed = row(page, BUYER_LISTING.listed);
  await expect(listed.getByTestId('listing-state')).toHaveText('已上架');
  await expect(listed.getByTestId('listing-price')).toHaveText('¥520.00');

  await listed.getByRole('button', { name: '修改价格' }).click();
  const dialog = page.getByRole('dialog', { name: '修改价格' });
  const input = dialog.getByRole('textbox', { name: '请输入新价格（元）' });
  await expect(input).toHaveValue('520');
  for (const [typed, message] of [['0', '价格必须大于 0'], ['12.345', '价格最多保留两位小数'], ['十块', '价格必须是数字'], ['10000000', '价格不能超过 9999999 元']]) {
    await input.fill(typed);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await input.fill('466.5');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('价格已改为 ¥466.50')).toBeVisible();
  await expect(listed.getByTestId('listing-price')).toHaveText('¥466.50');
  await expect(page).toHaveURL(/\/index\/sale\?state=1$/);
  await expect(tab(page, '上架')).toHaveAttribute('aria-selected', 'true');

  // Buyers see the new price.
  await page.goto(`/index/goodDetail?id=${BUYER_LISTING.listed}`);
  await expect(page.getByTestId('detail-price')).toHaveText('¥466.50');
});

test('下架 asks for a 备注 then a confirm and moves the row to 已下架; 上架 brings it back to 已上架', async ({ page, mock }) => {
  await openSale(page, mock, DEMO.buyer.phone, '?state=1');
  const listed = row(page, BUYER_LISTING.listed);
  await listed.getByRole('button', { name: '下架' }).click();

  const prompt = page.getByRole('dialog', { name: '下架商品' });
  await prompt.getByRole('textbox').fill('先自己玩一段时间');
  await prompt.getByRole('button', { name: '下一步' }).click();
  const confirm = page.getByRole('dialog', { name: '确认下架' });
  await expect(confirm).toContainText('确定下架');
  await confirm.getByRole('button', { name: '确认下架' }).click();
  await expect(page.getByText('已下架', { exact: true }).first()).toBeVisible();
  // Gone from 上架 (the tab stays), found under 已下架 with its note.
  await expect(page.getByText('暂无上架中的商品')).toBeVisible();
  await expect(page).toHaveURL(/state=1$/);

  await tab(page, '已下架').click();
  await expect(page).toHaveURL(/state=4$/);
  await expect(listed.getByTestId('listing-state')).toHaveText('已下架');
  await expect(listed.getByTestId('listing-note')).toHaveText('下架原因：先自己玩一段时间');
  await expect(row(page, BUYER_LISTING.down)).toBeVisible();

  // Buyers no longer find it.
  const hidden = await mock.api<{ code: number; msg: string }>('GET', `/web/good/info/${BUYER_LISTING.listed}`);
  expect(hidden.msg).toBe('商品不存在或已下架');

  await listed.getByRole('button', { name: '上架' }).click();
  await expect(page.getByText('已上架', { exact: true }).first()).toBeVisible();
  await expect(listed).toHaveCount(0);
  await tab(page, '上架').click();
  await expect(listed.getByTestId('listing-state')).toHaveText('已上架');
  await expect(listed.getByRole('button', { name: '下架' })).toBeVisible();
});

test('a goods taken down after a 竞价回收 deal offers no 上架; a reload keeps the tab', async ({ page, mock }) => {
  await openSale(page, mock, DEMO.seller.phone, '?state=4');
  const recycled = row(page, 23);
  await expect(recycled.getByTestId('listing-note')).toContainText('竞价回收');
  await expect(recycled.getByRole('button', { name: '上架' })).toHaveCount(0);
  await expect(recycled.getByRole('button', { name: '修改价格' })).toHaveCount(0);
  await expect(row(page, 21).getByRole('button', { name: '上架' })).toBeVisible();
  await page.reload();
  await expect(tab(page, '已下架')).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 23)).toBeVisible();
});

test('a refused audit shows 审核失败 and its reason on the card', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.seller.phone);
  const id = await consign(mock, token, '全皮肤 V5 审核驳回演示 王者荣耀账号');
  await audit(mock, id, false, '截图与实际不符，请重新上传清晰截图');

  await signInWithToken(page, token);
  await page.goto('/index/sale');
  await tab(page, '审核失败').click();
  const failed = row(page, id);
  await expect(failed.getByTestId('listing-state')).toHaveText('审核失败');
  await expect(failed.getByTestId('listing-reason')).toHaveText('失败原因：截图与实际不符，请重新上传清晰截图');
  await expect(failed.getByRole('link', { name: '修改后重新提交' })).toBeVisible();

  // 重新提交 sends it back to 待审核.
  await failed.getByRole('button', { name: '重新提交' }).click();
  await expect(page.getByText('已重新提交审核')).toBeVisible();
  await tab(page, '待审核').click();
  await expect(row(page, id).getByTestId('listing-state')).toHaveText('审核中');
});

test('预览 shows the listing as buyers will, with its audit state and no 立即购买', async ({ page, mock }) => {
  await openSale(page, mock, DEMO.buyer.phone, '?state=0');
  await row(page, BUYER_LISTING.pending).getByRole('link', { name: '预览' }).click();
  await expect(page).toHaveURL(new RegExp(`/index/other/accountPreview\\?id=${BUYER_LISTING.pending}$`));
  await expect(page.getByTestId('preview-state')).toHaveText('审核中');
  await expect(page.getByTestId('goods-detail')).toBeVisible();
  await expect(page.getByTestId('detail-title')).toBeVisible();
  await expect(page.getByRole('heading', { name: '账号属性' })).toBeVisible();
  await expect(page.getByRole('button', { name: '立即购买' })).toHaveCount(0);
  await expect(page.getByTestId('collect-toggle')).toHaveCount(0);

  await page.goto(`/index/other/accountPreview?id=${BUYER_LISTING.failed}`);
  await expect(page.getByTestId('preview-state')).toHaveText('审核失败：截图与描述不符，请补充英雄与皮肤截图后重新提交');
  await expect(page.getByTestId('goods-detail')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即购买' })).toHaveCount(0);

  // Someone else's goods: a clear message, no preview.
  await page.goto('/index/other/accountPreview?id=1');
  await expect(page.getByText('这不是你发布的商品，只能预览自己的商品')).toBeVisible();
  await expect(page.getByTestId('goods-detail')).toHaveCount(0);
});

test('an unlisted goods is the seller\'s alone: another user\'s goodDetail says it is gone', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.seller.phone));
  await page.goto(`/index/goodDetail?id=${BUYER_LISTING.failed}`);
  await expect(page.getByText('商品不存在或已下架')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即购买' })).toHaveCount(0);
});

test('an approved consignment is found by 区服 and an attribute, bought and paid; the seller sees 交易中 and the sale', async ({ page, mock, browser, baseURL, pageErrors }) => {
  allowCashierFavicon(pageErrors);
  const sellerToken = await mock.tokenFor(DEMO.seller.phone);
  const title = '满皮肤 V5 荣耀典藏 上架演示号 王者荣耀';
  const id = await consign(mock, sellerToken, title);
  await audit(mock, id, true);

  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await page.goto('/index/goodList?gameId=1');
  await expect(page.getByTestId('game-switcher')).toContainText('王者荣耀');

  // 区服: 安卓 · 微信区.
  await page.getByRole('button', { name: '区服', exact: true }).click();
  const qufu = page.getByRole('dialog', { name: '选择区服 · 王者荣耀' });
  await qufu.getByRole('group', { name: '系统' }).getByRole('button', { name: '安卓', exact: true }).click();
  await qufu.getByRole('group', { name: '运营商' }).getByRole('button', { name: '微信区', exact: true }).click();
  await qufu.getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/systemId=4/);
  await expect(page).toHaveURL(/carrierId=6/);

  // 筛选: 皮肤数量 9000–10000.
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '筛选' });
  await sheet.getByRole('textbox', { name: '皮肤数量最低' }).fill('9000');
  await sheet.getByRole('textbox', { name: '皮肤数量最高' }).fill('10000');
  await sheet.getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/f2start=9000/);

  const card = page.getByTestId('goods-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/index/goodDetail\\?id=${id}$`));
  await page.getByRole('button', { name: '立即购买' }).click();
  const notice = page.getByRole('dialog', { name: '购买须知' });
  await notice.getByRole('button', { name: '我已知晓，继续购买' }).click();
  await expect(page).toHaveURL(new RegExp(`/index/sureOrder\\?id=${id}$`));
  await page.getByRole('radio', { name: '不买包赔' }).click();
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/index\/orderDetail\?orderId=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByRole('heading', { name: '支付宝收银台' })).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/index\/orderDetail\?orderId=\d+/);
  await expect(page.getByTestId('order-status-label')).toHaveText('交易中');

  // The seller: 交易中 (the live text 出售中 reads as the tab's word) under 交易中 in 我的代售, with the order; and the sale in 我的卖单.
  const seller = await openAs(browser, baseURL, sellerToken);
  await seller.page.goto('/index/sale?state=2');
  const sold = row(seller.page, id);
  await expect(sold.getByTestId('listing-state')).toHaveText('交易中');
  await expect(sold.getByTestId('listing-order-time')).toContainText('买家下单');
  await sold.getByRole('link', { name: '查看订单' }).click();
  await expect(seller.page).toHaveURL(new RegExp(`/index/orderDetail\\?orderId=${orderId}$`));
  await expect(seller.page.getByTestId('order-status-label')).toHaveText('交易中');
  await seller.page.goto('/index/other/mySaleOrder');
  const sale = seller.page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(sale).toBeVisible();
  await expect(sale.getByText(title)).toBeVisible();
  expect(seller.errors).toEqual([]);
  await seller.close();
});
