// 我要卖号 → the two-step publish form → 提交成功, on a phone: the draft that survives a reload, going back to
// step 1 and a sign-in detour; a consignment with real picture uploads that the seller then finds 审核中 in
// 我的代售; and the same form in 估价 mode, sending the live valuation body and leading to 我的评估.
import type { Page, Request } from '@playwright/test';
import { DEMO, expect, test, type MockControl } from './fixtures.ts';

// Two different 1×1 PNGs (real files, uploaded as multipart by the browser).
const PNG_RED = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const PNG_BLUE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPj/HwADBwIAMCbHYQAAAABJRU5ErkJggg==', 'base64');
const png = (name: string, buffer = PNG_RED) => ({ name, mimeType: 'image/png', buffer });

const STEP2_SALE = /\/index\/fillInformation\?gameId=1&mode=sale$/;

/** Signs the seller in by putting a fresh token in storage once (not on every load: a reload keeps what is there). */
async function signInSeller(page: Page, mock: MockControl): Promise<void> {
  const token = await mock.tokenFor(DEMO.seller.phone);
  await page.goto('/index/sell');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}

const field = (page: Page, name: string) => page.getByTestId(`field-${name}`);
const chip = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });

/** Step 1 for 王者荣耀: 安卓 · 微信区, 他人注册. */
async function step1WangZhe(page: Page): Promise<void> {
  await expect(page.getByTestId('sell-game-name')).toHaveText('王者荣耀');
  await expect(page.getByTestId('qufu-next')).toBeDisabled();
  await page.getByRole('radiogroup', { name: '系统' }).getByRole('radio', { name: '安卓' }).click();
  await page.getByRole('radiogroup', { name: '运营商' }).getByRole('radio', { name: '微信区' }).click();
  await page.getByRole('radio', { name: '他人注册' }).click();
  await expect(page.getByTestId('qufu-summary')).toHaveText('已选：安卓 · 微信区');
  await page.getByTestId('qufu-next').click();
  await expect(page).toHaveURL(STEP2_SALE);
  await expect(page.getByTestId('sell-summary')).toHaveText('安卓 微信区 · 他人注册');
}

/** The account password: typed, never kept on the device (a reload or a sign-in loses it). */
const typePassword = (page: Page) => field(page, 'accountPassword').getByPlaceholder('请输入账号密码').fill('Pass_2026');

/** Everything step 2 asks for a 王者荣耀 consignment, pictures included. */
async function fillWangZhe(page: Page, title: string): Promise<void> {
  await field(page, 'phone').getByRole('textbox').fill(DEMO.seller.phone);
  await field(page, 'qq').getByRole('textbox').fill('12345678');
  await field(page, 'wechat').getByRole('textbox').fill('laoli_2024');
  await field(page, 'account').getByRole('textbox').fill('wz_laoli_01');
  await typePassword(page);
  await page.getByPlaceholder('请输入英雄数量').fill('120');
  await page.getByPlaceholder('请输入皮肤数量').fill('300');
  await chip(page, '贵族等级', 'V8').click();
  await page.getByRole('group', { name: '限定皮肤' }).getByRole('checkbox').first().click();
  await chip(page, '实名情况', '可二次实名').click();
  await field(page, 'price').getByRole('textbox').fill('2680');
  await chip(page, '能否提供包赔材料', '能提供').click();
  await field(page, 'title').getByRole('textbox').fill(title);
  await page.getByTestId('title-image-input').setInputFiles(png('main.png'));
  await expect(page.getByAltText('主图 1')).toHaveAttribute('src', /\/profile\/upload\//);
  await page.getByTestId('detail-images-input').setInputFiles([png('d1.png'), png('d2.png', PNG_BLUE)]);
  await expect(page.getByAltText('详情图 2')).toHaveAttribute('src', /\/profile\/upload\//);
}

/** What the user sees of the filled form (after a reload, step 1 and back, a sign-in). */
async function expectFilled(page: Page, title: string, des: string): Promise<void> {
  await expect(page.getByTestId('sell-summary')).toHaveText('安卓 微信区 · 他人注册');
  await expect(field(page, 'phone').getByRole('textbox')).toHaveValue(DEMO.seller.phone);
  await expect(field(page, 'qq').getByRole('textbox')).toHaveValue('12345678');
  await expect(field(page, 'wechat').getByRole('textbox')).toHaveValue('laoli_2024');
  await expect(field(page, 'account').getByRole('textbox')).toHaveValue('wz_laoli_01');
  await expect(page.getByPlaceholder('请输入英雄数量')).toHaveValue('120');
  await expect(page.getByPlaceholder('请输入皮肤数量')).toHaveValue('300');
  await expect(chip(page, '贵族等级', 'V8')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('group', { name: '限定皮肤' }).getByRole('checkbox').first()).toHaveAttribute('aria-checked', 'true');
  await expect(chip(page, '实名情况', '可二次实名')).toHaveAttribute('aria-checked', 'true');
  await expect(field(page, 'price').getByRole('textbox')).toHaveValue('2680');
  await expect(page.getByTestId('sell-fee-line')).toHaveText('手续费 ¥134.00到手 ¥2,546.00');
  await expect(chip(page, '能否提供包赔材料', '能提供')).toHaveAttribute('aria-checked', 'true');
  await expect(field(page, 'title').getByRole('textbox')).toHaveValue(title);
  await expect(field(page, 'des').getByRole('textbox')).toHaveValue(des);
  await expect(page.getByAltText('主图 1')).toHaveAttribute('src', /\/profile\/upload\//);
  await expect(page.getByAltText(/^详情图 \d$/)).toHaveCount(2);
}

const isCall = (path: string) => (request: Request) => new URL(request.url()).pathname.endsWith(path) && request.method() === 'POST';

test('the draft survives a reload, going back to step 1 and a sign-in detour, then publishes', async ({ page, mock }) => {
  await signInSeller(page, mock);
  await page.goto('/index/BasicInformation?gameId=1&mode=sale');
  await step1WangZhe(page);

  const title = '草稿测试 V8 全英雄 王者荣耀';
  await fillWangZhe(page, title);
  // The description is written from the choices…
  const des = field(page, 'des').getByRole('textbox');
  await expect(des).toHaveValue(/^王者荣耀 安卓 微信区，英雄数量 120个，皮肤数量 300款，贵族等级 V8，限定皮肤 .+，实名情况 可二次实名$/);
  // …until the seller writes their own: a later choice no longer rewrites it.
  await des.fill('自己写的描述：V8 贵族，皮肤很全，可换绑');
  await chip(page, '贵族等级', 'V9').click();
  await chip(page, '贵族等级', 'V8').click();
  await expect(des).toHaveValue('自己写的描述：V8 贵族，皮肤很全，可换绑');
  const mine = '自己写的描述：V8 贵族，皮肤很全，可换绑';

  // A reload keeps every field and picture.
  await page.reload();
  await expectFilled(page, title, mine);

  // 重新选择 goes back to step 1 with its choices; 下一步 brings the whole draft back.
  await page.getByTestId('sell-reselect').click();
  await expect(page).toHaveURL(/\/index\/BasicInformation\?gameId=1&mode=sale$/);
  await expect(page.getByRole('radiogroup', { name: '运营商' }).getByRole('radio', { name: '微信区' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: '他人注册' })).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('qufu-next').click();
  await expect(page).toHaveURL(STEP2_SALE);
  await expectFilled(page, title, mine);

  // The session ends at 提交: its call meets the 401 (storage is cleared), 提示 → 确认 → sign in → back on the form.
  // Only that call gets it (a one-shot scenario on its path): ending every session raced the screen's own polls,
  // one of which met the 401 first and covered the form before the password was typed.
  await mock.scenario('401', { path: '/need/consignment', times: 1 });
  await typePassword(page);
  await page.getByTestId('sell-submit').click();
  const dialog = page.getByRole('dialog', { name: '提示' });
  await expect(dialog).toBeVisible();
  // The login page loads its captcha once on arrival: wait for that one (a reload here raced it, and reading a
  // response the page navigated away from fails).
  const captcha = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/captchaImage'));
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const { uuid } = (await (await captcha).json()) as { uuid: string };
  await page.getByPlaceholder('请输入手机号或用户名').fill(DEMO.seller.phone);
  await page.getByPlaceholder('请输入密码').fill(DEMO.password);
  await page.getByPlaceholder('请输入右侧验证码').fill(await mock.captchaAnswer(uuid));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(STEP2_SALE);
  await expectFilled(page, title, mine);

  // Now it goes through (the password typed again); the draft is gone afterwards.
  await typePassword(page);
  await page.getByTestId('sell-submit').click();
  await expect(page).toHaveURL(/\/index\/commit\?mode=sale$/);
  await expect(page.getByText('发布成功，请等待管理员审核')).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sellDraft:')))).toEqual([]);
});

test('the seller consigns an account with pictures: checks first, the live body, 提交成功, then 审核中 in 我的代售', async ({ page, mock }) => {
  await signInSeller(page, mock);
  // The hub: 我要卖 → the game picker → step 1.
  await page.goto('/index/sell');
  await expect(page.getByTestId('sell-fee')).toContainText('成交后收取售价的 5% 作为手续费，最低 ¥50');
  await expect(page.getByTestId('sell-guide-row').first()).toBeVisible();
  await page.getByTestId('sell-start').click();
  await expect(page).toHaveURL(/\/index\/accountOrder\?to=sell$/);
  await page.getByTestId('game-option').filter({ hasText: '王者荣耀' }).click();
  await expect(page).toHaveURL(/\/index\/BasicInformation\?gameId=1&mode=sale$/);
  await step1WangZhe(page);

  // 提交 with nothing filled: nothing is sent, each field says what is missing, the first is brought into view.
  const sent: Request[] = [];
  page.on('request', (r) => { if (isCall('/need/consignment')(r)) sent.push(r); });
  await page.getByTestId('sell-submit').click();
  // 联系电话 starts as the seller's own phone; the first field in error is brought into view.
  await expect(field(page, 'phone').getByRole('textbox')).toHaveValue(DEMO.seller.phone);
  await expect(page.getByText('请填写英雄数量')).toBeInViewport();
  await expect(field(page, 'account')).toContainText('请填写游戏账号');
  await expect(field(page, 'accountPassword')).toContainText('请填写账号密码');
  await expect(field(page, 'price')).toContainText('请填写价格');
  await expect(field(page, 'assurance')).toContainText('请选择能否提供包赔材料');
  await expect(field(page, 'title')).toContainText('请填写标题');
  await expect(field(page, 'titleImg')).toContainText('请上传 1 张主图');
  await expect(field(page, 'urlArr')).toContainText('请至少上传 1 张详情图');
  await expect(page.getByText('请填写英雄数量')).toBeVisible();
  // Wrong formats are named as they are corrected.
  await field(page, 'phone').getByRole('textbox').fill('12345');
  await expect(field(page, 'phone')).toContainText('请输入正确的 11 位手机号');
  await field(page, 'price').getByRole('textbox').fill('40');
  await expect(field(page, 'price')).toContainText('价格须高于最低手续费 ¥50');
  expect(sent).toHaveLength(0);

  // The 包赔材料 notice opens in a sheet.
  await page.getByTestId('bpzl-open').click();
  await expect(page.getByTestId('notice-bpzl')).toBeVisible();
  await page.getByRole('button', { name: '我知道了' }).click();

  const title = 'E2E 代售 V8 全英雄 可换绑';
  await fillWangZhe(page, title);
  await expect(page.getByTestId('sell-receive')).toHaveText('¥2,546.00');
  const request = page.waitForRequest(isCall('/need/consignment'));
  const answer = page.waitForResponse((r) => isCall('/need/consignment')(r.request()));
  await page.getByTestId('sell-submit').click();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    gameId: 1, gameName: '王者荣耀', gameType: 0, title, price: 2680, assurance: 1,
    importantRemark: `联系QQ：12345678;联系微信：laoli_2024;联系电话：${DEMO.seller.phone};账号来源：他人注册`,
    titleImg: expect.stringMatching(/^\/profile\/upload\//), accountNumber: 'wz_laoli_01', accountPassword: 'Pass_2026',
  });
  // Both detail pictures, in the order their uploads finished.
  const urlArr = body.urlArr as { url: string; name: string }[];
  expect(urlArr.map((i) => i.name).sort()).toEqual(['d1.png', 'd2.png']);
  for (const image of urlArr) expect(image.url).toMatch(/^\/profile\/upload\//);
  expect(body.des).toMatch(/^王者荣耀 安卓 微信区，英雄数量 120个/);
  expect(typeof body.systemId).toBe('number');
  expect(typeof body.carrierId).toBe('number');

  await expect(page).toHaveURL(/\/index\/commit\?mode=sale$/);
  await expect(page.getByTestId('commit-view').getByRole('heading', { name: '提交成功' })).toBeVisible();
  await expect(page.getByText('管理员审核，通常 30 分钟内完成')).toBeVisible();
  // Back from 提交成功 does not land on an empty step 1: it goes on to 卖号.
  await page.goBack();
  await expect(page).toHaveURL(/\/index\/sell$/);
  await page.goForward();
  await expect(page.getByTestId('commit-view')).toBeVisible();
  await page.getByTestId('commit-list').click();
  await expect(page).toHaveURL(/\/index\/sale$/);
  const row = page.getByTestId('listing-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('listing-state')).toHaveText('审核中');

  // Approved, it shows buyers its 主图 first, then the two 详情图 (the cover travels apart from them, as titleImg).
  const { id } = ((await (await answer).json()) as { data: { id: number } }).data;
  await mock.api('POST', `/__mock/goods/${id}/audit`, { data: { pass: true } });
  await page.goto(`/index/goodDetail?id=${id}`);
  await expect(page.getByTestId('gallery-counter')).toHaveText('1/3 · 封面');
  await expect(page.getByTestId('gallery').getByRole('img').first()).toHaveAttribute('src', new RegExp(`${body.titleImg as string}$`));
});

test('估价: the same form in pinggu mode (端游) sends the live valuation body and leads to 我的评估', async ({ page, mock }) => {
  await signInSeller(page, mock);
  await page.goto('/index/sell');
  await page.getByTestId('sell-way-pinggu').click();
  await expect(page).toHaveURL(/\/index\/accountOrder\?to=pinggu$/);
  await page.getByTestId('game-option').filter({ hasText: '英雄联盟' }).click();
  await expect(page).toHaveURL(/\/index\/BasicInformation\?gameId=4&mode=pinggu$/);

  // 端游: 大区 then its 服务器 (from districtSuit).
  await expect(page.getByText('请先选择大区')).toBeVisible();
  await page.getByRole('radiogroup', { name: '大区' }).getByRole('radio', { name: '网通' }).click();
  await page.getByRole('radiogroup', { name: '服务器' }).getByRole('radio', { name: '德玛西亚' }).click();
  await page.getByRole('radio', { name: '自己注册' }).click();
  await page.getByTestId('qufu-next').click();
  await expect(page).toHaveURL(/\/index\/fillInformation\?gameId=4&mode=pinggu$/);
  await expect(page.getByTestId('page-title')).toHaveText('填写估价信息');
  // No 标题, 包赔材料 or 主图 in a valuation.
  await expect(field(page, 'title')).toHaveCount(0);
  await expect(field(page, 'assurance')).toHaveCount(0);
  await expect(field(page, 'titleImg')).toHaveCount(0);

  await field(page, 'phone').getByRole('textbox').fill(DEMO.seller.phone);
  await field(page, 'account').getByRole('textbox').fill('中文账号');
  await page.getByTestId('sell-submit').click();
  await expect(field(page, 'account')).toContainText('游戏账号不能包含中文');
  await field(page, 'account').getByRole('textbox').fill('lol_player_01');
  await page.getByPlaceholder('请输入英雄数量').fill('150');
  await page.getByPlaceholder('请输入皮肤数量').fill('420');
  await page.getByRole('radiogroup', { name: '段位' }).getByRole('radio').first().click();
  await chip(page, '实名情况', '可二次实名').click();
  await field(page, 'price').getByRole('textbox').fill('1500');
  // A picture still on its way holds the form back (the upload is slowed down on purpose).
  await mock.scenario('slow', { path: '/common/upload', times: 1 });
  await page.getByTestId('detail-images-input').setInputFiles(png('lol.png'));
  await expect(page.getByRole('progressbar', { name: '「lol.png」上传进度' })).toBeVisible();
  await page.getByTestId('sell-submit').click();
  await expect(page.getByText('还有 1 张图片正在上传，请稍候再提交')).toBeVisible();
  await expect(page.getByAltText('详情图 1')).toHaveAttribute('src', /\/profile\/upload\//);

  const request = page.waitForRequest(isCall('/account/backlist'));
  await page.getByTestId('sell-submit').click();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    type: '英雄联盟', region: '网通 / 德玛西亚', expprice: 1500, account: 'lol_player_01',
    tel: `电话：${DEMO.seller.phone}，微信：，QQ：`,
  });
  expect(body).not.toHaveProperty('gameId');
  expect(JSON.parse(body.img as string)).toEqual([{ url: expect.stringMatching(/^\/profile\/upload\//), name: 'lol.png' }]);
  expect(body.des).toMatch(/^英雄联盟 网通 德玛西亚，英雄数量 150个，皮肤数量 420款，段位 /);

  await expect(page).toHaveURL(/\/index\/commit\?mode=pinggu$/);
  await expect(page.getByText('提交成功，请等待估价员进行估价')).toBeVisible();
  await expect(page.getByTestId('commit-lead')).toHaveText('您的估价申请已提交，等待估价员估价');
  await page.getByTestId('commit-list').click();
  await expect(page).toHaveURL(/\/index\/other\/Myevaluation$/);
  await expect(page.getByTestId('valuation-row').first()).toContainText('英雄联盟');
});
