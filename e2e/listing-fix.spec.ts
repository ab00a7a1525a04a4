// Listings that can be fixed, and 估价 results that lead somewhere, on a phone: the seller's refused listing shows
// its reason on the card, 修改后重新提交 opens the consign form with the old values and pictures, and the edit goes
// back to 审核中; a valuation's result offers 按此价寄售, which opens the consign form filled from it, and the new
// listing waits 审核中 in 我的代售. No reload between steps: 我的代售 and 我的评估 poll.
import type { Request } from '@playwright/test';
import { DEMO, expect, signInWithToken, test } from './fixtures.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPj/HwADBwIAMCbHYQAAAABJRU5ErkJggg==', 'base64');

interface Answer<T = unknown> { code: number; msg: string; data: T }

const isConsignment = (request: Request) => new URL(request.url()).pathname.endsWith('/need/consignment') && request.method() === 'POST';

test('a refused listing shows its reason; 修改后重新提交 opens the filled form, and the edit goes back to 审核中', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.seller.phone);
  // Goods 28: the demo seller's 英雄联盟 listing refused in audit (fixtures/README.md).
  const { data: before } = await mock.api<Answer<{ title: string; auditDes: string; des: string }>>('GET', '/need/myConsignment/28', { token });
  await signInWithToken(page, token);
  await page.goto('/index/sale?state=99');
  const row = page.getByTestId('listing-row').filter({ hasText: before.title });
  await expect(row.getByTestId('listing-state')).toHaveText('审核失败');
  await expect(row.getByTestId('listing-reason')).toHaveText(`失败原因：${before.auditDes}`);

  // Step 1: the listing's 区服 and 账号来源, the reason on top, no way to switch the game.
  await row.getByRole('link', { name: '修改后重新提交' }).click();
  await expect(page).toHaveURL(/\/index\/BasicInformation\?gameId=4&mode=sale&edit=28$/);
  await expect(page.getByTestId('sell-edit-banner')).toContainText(`审核失败：${before.auditDes}`);
  await expect(page.getByTestId('sell-game-name')).toHaveText('英雄联盟');
  await expect(page.getByTestId('sell-game').getByRole('link', { name: '重新选择' })).toHaveCount(0);
  await expect(page.getByTestId('qufu-summary')).toHaveText('已选：电信 · 诺克萨斯');
  await expect(page.getByRole('radio', { name: '自己注册' })).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('qufu-next').click();

  // Step 2: every old value, the pictures as uploaded, the account shown to its seller, the password empty.
  await expect(page).toHaveURL(/\/index\/fillInformation\?gameId=4&mode=sale&edit=28$/);
  const field = (name: string) => page.getByTestId(`field-${name}`);
  await expect(field('title').getByRole('textbox')).toHaveValue(before.title);
  await expect(field('des').getByRole('textbox')).toHaveValue(before.des);
  await expect(field('phone').getByRole('textbox')).toHaveValue(/^1\d{10}$/);
  await expect(page.getByPlaceholder('请输入英雄数量')).toHaveValue('88');
  await expect(field('account').getByRole('textbox')).not.toHaveValue('');
  await expect(field('accountPassword').getByPlaceholder('不修改请留空')).toHaveValue('');
  await expect(page.getByAltText('主图 1')).toHaveAttribute('src', /\/profile\/img\/goods\/28-1\.svg$/);
  await expect(page.getByAltText(/^详情图 \d$/)).toHaveCount(4);

  // The fix: clearer pictures (one replaced by an upload), a new description and title.
  await page.getByRole('button', { name: '删除第 1 张详情图' }).click();
  await expect(page.getByAltText(/^详情图 \d$/)).toHaveCount(3);
  await page.getByTestId('detail-images-input').setInputFiles({ name: 'clear.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByAltText('详情图 4')).toHaveAttribute('src', /\/profile\/upload\//);
  await field('des').getByRole('textbox').fill('补充了清晰的英雄与皮肤截图');
  const title = '诺克萨斯 88英雄 263皮肤 截图已补充';
  await field('title').getByRole('textbox').fill(title);
  const request = page.waitForRequest(isConsignment);
  await page.getByTestId('sell-submit').click();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ id: 28, gameId: 4, title, des: '补充了清晰的英雄与皮肤截图' });
  expect(body).not.toHaveProperty('accountPassword');
  expect((body.urlArr as { url: string }[]).some((i) => i.url.startsWith('/profile/upload/'))).toBe(true);

  // 我的代售 (its 待审核 tab): the same listing, 审核中, with its new title.
  await expect(page).toHaveURL(/\/index\/sale\?state=0$/);
  await expect(page.getByText('修改已提交，请等待管理员审核')).toBeVisible();
  const fixed = page.locator('[data-testid="listing-row"][data-goods-id="28"]');
  await expect(fixed).toContainText(title);
  await expect(fixed.getByTestId('listing-state')).toHaveText('审核中');
  await expect(fixed.getByRole('button', { name: '撤回' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sellDraft:')))).toEqual([]);
});

test('估价 → its result → 按此价寄售 opens the consign form filled from it → 提交 → 审核中 in 我的代售', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.seller.phone);
  // The valuation's attributes and 账号来源 travel in its content (the goods DTO, as the 估价 form sends it).
  const template = await mock.api<{ data?: { aavName: string; fieldName: string }[]; rows?: { aavName: string; fieldName: string }[] }>('GET', '/web/gameTempAttr?gameId=1');
  const keyOf = (name: string) => ((template.data ?? template.rows ?? []).find((t) => t.fieldName === name) as { aavName: string }).aavName;
  const content = JSON.stringify({
    gameId: 1, [keyOf('英雄数量')]: '120', [keyOf('皮肤数量')]: '300', [keyOf('贵族等级')]: 'V8', [keyOf('实名情况')]: '可二次实名', accountSource: 1,
  });
  const sent = await mock.api<Answer<{ id: number }>>('POST', '/account/backlist', {
    token,
    data: {
      content, type: '王者荣耀', des: 'V8 贵族，英雄全，皮肤 300 款，e2e 估价后寄售', region: '安卓 / 微信区', expprice: 2000, account: 'wz_e2e_001',
      tel: '电话：13900139000，微信：laoli_wx，QQ：12345678',
      img: JSON.stringify([{ url: '/profile/img/shot/1-1.svg', name: '1-1.svg' }, { url: '/profile/img/shot/1-2.svg', name: '1-2.svg' }]),
    },
  });
  expect(sent.code).toBe(200);
  const id = sent.data.id;
  await signInWithToken(page, token);
  await page.goto('/index/other/Myevaluation');
  const row = page.locator(`[data-testid="valuation-row"][data-id="${id}"]`);
  await expect(row).toContainText('估价员正在评估');
  await expect(row.getByTestId('valuation-consign')).toHaveCount(0);

  // The 估价员 answers; the list (polling) shows the range and the two next steps.
  const valued = await mock.api<Answer<{ valuationMin: number; valuationMax: number }>>('POST', `/__mock/backlist/${id}/valuate`);
  const top = String(Math.round(valued.data.valuationMax));
  await expect(row.getByTestId('valuation-result')).toBeVisible();
  await expect(row.getByRole('link', { name: '去竞价回收' })).toHaveAttribute('href', `/index/jingjiahuishou?gameId=1&valuation=${id}`);
  await row.getByRole('link', { name: '按此价寄售' }).click();

  // Step 1: the valuation's 区服, matched by name, and its 账号来源.
  await expect(page).toHaveURL(new RegExp(`/index/BasicInformation\\?gameId=1&mode=sale&valuation=${id}$`));
  await expect(page.getByTestId('qufu-summary')).toHaveText('已选：安卓 · 微信区');
  await expect(page.getByRole('radio', { name: '自己注册' })).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('qufu-next').click();

  // Step 2: contacts, the estimate's upper bound, the description and the pictures come from the valuation.
  await expect(page).toHaveURL(/\/index\/fillInformation\?gameId=1&mode=sale$/);
  const field = (name: string) => page.getByTestId(`field-${name}`);
  await expect(field('phone').getByRole('textbox')).toHaveValue('13900139000');
  await expect(field('wechat').getByRole('textbox')).toHaveValue('laoli_wx');
  await expect(field('price').getByRole('textbox')).toHaveValue(top);
  await expect(field('des').getByRole('textbox')).toHaveValue('V8 贵族，英雄全，皮肤 300 款，e2e 估价后寄售');
  await expect(page.getByAltText('主图 1')).toHaveAttribute('src', /\/profile\/img\/shot\/1-1\.svg$/);
  await expect(page.getByAltText(/^详情图 \d$/)).toHaveCount(2);

  // …and every attribute the valuation had.
  const chip = (group: string, option: string) => page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });
  await expect(page.getByPlaceholder('请输入英雄数量')).toHaveValue('120');
  await expect(page.getByPlaceholder('请输入皮肤数量')).toHaveValue('300');
  await expect(chip('贵族等级', 'V8')).toHaveAttribute('aria-checked', 'true');
  await expect(chip('实名情况', '可二次实名')).toHaveAttribute('aria-checked', 'true');
  // The seller completes the rest: the password (the valuation's account is there), 包赔材料, a title.
  await expect(field('account').getByRole('textbox')).toHaveValue('wz_e2e_001');
  await field('accountPassword').getByPlaceholder('请输入账号密码').fill('Pass_2026');
  await chip('能否提供包赔材料', '能提供').click();
  const title = '估价后寄售 V8 全英雄 300 皮肤';
  await field('title').getByRole('textbox').fill(title);
  const request = page.waitForRequest(isConsignment);
  await page.getByTestId('sell-submit').click();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ gameId: 1, title, price: Number(top), titleImg: '/profile/img/shot/1-1.svg', [keyOf('英雄数量')]: '120', [keyOf('贵族等级')]: 'V8' });
  expect(body.importantRemark).toContain('账号来源：自己注册');
  expect(body).not.toHaveProperty('id');

  await expect(page).toHaveURL(/\/index\/commit\?mode=sale$/);
  await expect(page.getByTestId('commit-view').getByRole('heading', { name: '提交成功' })).toBeVisible();
  await page.getByTestId('commit-list').click();
  const listing = page.getByTestId('listing-row').filter({ hasText: title });
  await expect(listing.getByTestId('listing-state')).toHaveText('审核中');
  await expect(listing.getByTestId('listing-price')).toHaveText(`¥${Number(top).toLocaleString('en-US')}.00`);
});

test('估价 → its result → 去竞价回收 opens the 竞价回收 form filled from it: 区服, account, phone, price, text, pictures', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.seller.phone);
  const template = await mock.api<{ data: { aavName: string; fieldName: string }[] }>('GET', '/web/gameTempAttr?gameId=1');
  const heroes = (template.data.find((t) => t.fieldName === '英雄数量') as { aavName: string }).aavName;
  const systems = await mock.api<{ data: { id: number; fieldName: string }[] }>('GET', '/web/keylist?gameId=1&systemKey=system&parentId=0');
  const android = (systems.data.find((s) => s.fieldName === '安卓') as { id: number }).id;
  const carriers = await mock.api<{ data: { id: number; fieldName: string }[] }>('GET', `/web/keylist?gameId=1&systemKey=carrier&parentId=${android}`);
  const wechat = (carriers.data.find((s) => s.fieldName === '微信区') as { id: number }).id;
  const sent = await mock.api<Answer<{ id: number }>>('POST', '/account/backlist', {
    token,
    data: {
      type: '王者荣耀', des: 'V8 贵族，e2e 估价后竞价', region: '安卓 / 微信区', expprice: 2000, account: 'wz_e2e_002',
      tel: '电话：13900139000，微信：laoli_wx，QQ：12345678',
      img: JSON.stringify([{ url: '/profile/img/shot/1-1.svg', name: '1-1.svg' }, { url: '/profile/img/shot/1-2.svg', name: '1-2.svg' }]),
      content: JSON.stringify({ gameId: 1, systemId: android, carrierId: wechat, [heroes]: '120', accountSource: 1 }),
    },
  });
  expect(sent.code).toBe(200);
  const id = sent.data.id;
  const valued = await mock.api<Answer<{ valuationMax: number }>>('POST', `/__mock/backlist/${id}/valuate`);
  await signInWithToken(page, token);
  await page.goto('/index/other/Myevaluation');
  const row = page.locator(`[data-testid="valuation-row"][data-id="${id}"]`);
  await row.getByRole('link', { name: '去竞价回收' }).click();

  // Straight to step 2: the 区服 and everything the valuation said.
  await expect(page).toHaveURL(new RegExp(`/index/jingjiahuishou\\?gameId=1&valuation=${id}$`));
  await expect(page.getByText('区服：安卓 / 微信区')).toBeVisible();
  await expect(page.getByPlaceholder('请输入游戏账号')).toHaveValue('wz_e2e_002');
  await expect(page.getByPlaceholder('回收商和客服将通过此号码联系您')).toHaveValue('13900139000');
  await expect(page.getByPlaceholder('请输入期望价格')).toHaveValue(String(Math.round(valued.data.valuationMax)));
  await expect(page.getByPlaceholder('段位、英雄/角色、皮肤、是否可二次实名等')).toHaveValue('V8 贵族，e2e 估价后竞价');
  await expect(page.getByTestId('game-img').getByRole('img', { name: /^游戏截图 \d$/ })).toHaveCount(2);
});
