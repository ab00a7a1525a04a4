// Screenshots of chosen screens at phone and desktop sizes, for looking at what was built.
//   npx tsx scripts/screenshots.ts [baseUrl] [name-filter]     (default http://127.0.0.1:5173, dev server + mock)
// Output: screenshots/<name>-<width>.png (git-ignored). Uses Debian's Chromium (CHROMIUM_PATH).
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { BuyerPayStatus } from '../src/contract/statuses.ts';

interface Shot {
  name: string;
  path: string;
  /** Runs before the page loads (e.g. to plant a token). */
  init?: (page: Page) => Promise<void>;
  /** Runs after the page has loaded, before the picture. */
  action?: (page: Page) => Promise<void>;
  fullPage?: boolean;
}

const base = process.argv[2] || 'http://127.0.0.1:5173';
const filter = process.argv[3];

const shots: Shot[] = [
  { name: 'login-password', path: '/login' },
  { name: 'login-sms', path: '/login', action: async (page) => { await page.getByRole('tab', { name: '短信登录' }).click(); } },
  {
    name: 'login-errors',
    path: '/login',
    action: async (page) => { await page.getByRole('button', { name: '登录', exact: true }).click(); },
  },
  {
    name: 'login-toast',
    path: '/login',
    action: async (page) => {
      await page.getByPlaceholder('请输入手机号或用户名').fill('13800138000');
      await page.getByPlaceholder('请输入密码').fill('Demo@123456');
      await page.getByPlaceholder('请输入右侧验证码').fill('zzzz');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.getByText('验证码错误').waitFor();
    },
  },
  {
    name: 'dialog-401',
    path: '/index/home',
    init: async (page) => { await page.addInitScript(() => localStorage.setItem('token', 'expired-token')); },
    action: async (page) => { await page.getByRole('dialog', { name: '提示' }).waitFor(); },
  },
  { name: 'register', path: '/register', fullPage: true },
  {
    name: 'register-errors',
    path: '/register',
    fullPage: true,
    action: async (page) => {
      await page.getByPlaceholder('请输入手机号').fill('1380013');
      await page.getByRole('button', { name: '注册', exact: true }).click();
    },
  },
  { name: 'yinsi', path: '/yinsi', fullPage: true },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'placeholder-home', path: '/index/home' },
  { name: 'placeholder-gonggao', path: '/index/other/gonggao' },
  {
    name: 'qa-panel',
    path: '/index/home',
    action: async (page) => {
      await page.getByTestId('qa-trigger').click();
      await page.getByText('最近请求').waitFor();
      await page.waitForTimeout(500);
    },
  },
];

// ---------- account pages (实名认证, 安全中心, 商户入驻, 个人资料, 修改密码) ----------
const accountTokens = new Map<string, Promise<string>>();
/** A session of a demo user through the dev proxy (password + the captcha answer from the mock). */
function accountToken(phone: string): Promise<string> {
  let token = accountTokens.get(phone);
  if (!token) {
    token = (async () => {
      const api = `${base}/dev-api`;
      const cap = (await (await fetch(`${api}/captchaImage`)).json()) as { uuid: string };
      const answer = (await (await fetch(`${api}/__mock/captcha/${cap.uuid}`)).json()) as { data: { code: string } };
      const res = await fetch(`${api}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: phone, password: 'Demo@123456', code: answer.data.code, uuid: cap.uuid }) });
      return ((await res.json()) as { token: string }).token;
    })();
    accountTokens.set(phone, token);
  }
  return token;
}
const asAccount = (phone: string) => async (page: Page) => {
  const token = await accountToken(phone);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
};
/** Signed out even after a signed-in shot of the same browser context (localStorage is shared). */
const asGuest = async (page: Page) => { await page.addInitScript(() => localStorage.removeItem('token')); };
const BUYER = '13800138000';
const SELLER = '13900139000';
shots.push(
  { name: 'account-realname-form', path: '/index/other/Realname', init: asAccount(BUYER) },
  {
    name: 'account-realname-errors',
    path: '/index/other/Realname',
    init: asAccount(BUYER),
    action: async (page) => {
      await page.getByPlaceholder('请输入身份证上的姓名').fill('Zhang');
      await page.getByPlaceholder('请输入18位身份证号').fill('110105199003070011');
      await page.getByRole('button', { name: '提交认证' }).click();
    },
  },
  { name: 'account-realname-verified', path: '/index/other/Realname', init: asAccount(SELLER) },
  { name: 'account-security-signedout', path: '/index/security', init: asGuest, fullPage: true },
  { name: 'account-security-signedin', path: '/index/security', init: asAccount(BUYER), fullPage: true },
  { name: 'account-shanghu-form', path: '/index/other/shanghu', init: asAccount(BUYER), fullPage: true },
  {
    name: 'account-shanghu-errors',
    path: '/index/other/shanghu',
    init: asAccount(BUYER),
    fullPage: true,
    action: async (page) => {
      await page.getByPlaceholder('例如：星辰游戏工作室').fill('店');
      await page.getByRole('button', { name: '提交申请' }).click();
    },
  },
  { name: 'account-shanghu-pending', path: '/index/other/shanghu', init: asAccount(SELLER), fullPage: true },
  { name: 'account-mycenter', path: '/index/other/mycenter', init: asAccount(BUYER), fullPage: true },
  {
    name: 'account-mycenter-errors',
    path: '/index/other/mycenter',
    init: asAccount(BUYER),
    fullPage: true,
    action: async (page) => {
      await page.getByPlaceholder('请输入昵称').fill('王');
      await page.getByPlaceholder('请输入邮箱').fill('wang@');
      await page.getByRole('button', { name: '保存' }).click();
    },
  },
  { name: 'account-passwore-signedin', path: '/index/other/passwore', init: asAccount(BUYER) },
  { name: 'account-passwore-forgot', path: '/index/other/passwore', init: asGuest },
  {
    name: 'account-passwore-errors',
    path: '/index/other/passwore',
    init: asGuest,
    action: async (page) => {
      await page.getByPlaceholder('请设置新密码').fill('abc');
      await page.getByPlaceholder('请再次输入新密码').fill('abd');
      await page.getByRole('button', { name: '确认修改' }).click();
    },
  },
);

// ---------- 我的代售 and 商品预览 (helper H2) ----------
const listingSession = asAccount; // signs in once per phone (accountToken above)
const rowsShown = async (page: Page) => { await page.getByTestId('listing-row').first().waitFor(); };
shots.push(
  { name: 'sale-all', path: '/index/sale', init: listingSession('13900139000'), action: rowsShown, fullPage: true },
  { name: 'sale-buyer', path: '/index/sale', init: listingSession('13800138000'), action: rowsShown, fullPage: true },
  { name: 'sale-failed', path: '/index/sale?state=99', init: listingSession('13900139000'), action: rowsShown },
  { name: 'sale-sold', path: '/index/sale?state=3', init: listingSession('13900139000'), action: rowsShown },
  { name: 'sale-down', path: '/index/sale?state=4', init: listingSession('13900139000'), action: rowsShown },
  {
    name: 'sale-empty',
    path: '/index/sale?state=2',
    init: async (page) => {
      await listingSession('13800138000')(page);
      // A tab without rows (the demo accounts have a listing in every tab).
      await page.route('**/dev-api/need/myConsignment**', (route) => route.fulfill({ json: { code: 200, msg: '查询成功', rows: [], total: 0 } }));
    },
    action: async (page) => { await page.getByText('暂无交易中的商品').waitFor(); },
  },
  {
    name: 'sale-price-dialog',
    path: '/index/sale?state=1',
    init: listingSession('13800138000'),
    action: async (page) => {
      await rowsShown(page);
      await page.getByRole('button', { name: '修改价格' }).first().click();
      await page.getByPlaceholder('请输入新价格（元）').fill('12.345');
      await page.getByRole('button', { name: '保存' }).click();
    },
  },
  {
    name: 'sale-reason-dialog',
    path: '/index/sale?state=99',
    init: listingSession('13800138000'),
    action: async (page) => {
      await rowsShown(page);
      await page.getByRole('button', { name: '失败原因' }).first().click();
      await page.getByText('审核失败原因').waitFor();
    },
  },
  {
    name: 'preview-failed',
    path: '/index/other/accountPreview?id=48',
    init: listingSession('13800138000'),
    action: async (page) => { await page.getByTestId('preview-banner').waitFor(); },
    fullPage: true,
  },
  {
    name: 'preview-listed',
    path: '/index/other/accountPreview?id=44',
    init: listingSession('13800138000'),
    action: async (page) => { await page.getByTestId('preview-banner').waitFor(); },
  },
  {
    name: 'preview-not-mine',
    path: '/index/other/accountPreview?id=1',
    init: listingSession('13800138000'),
    action: async (page) => { await page.getByText('这不是你发布的商品').waitFor(); },
  },
);

// ---------- 我的评估, 竞价回收, 竞价中心, 报价列表 (helper H3) ----------
const recycleSession = asAccount; // signs in once per phone (accountToken above)
const recycleEmpty = (pattern: string) => async (page: Page) => {
  await recycleSession('13800138000')(page);
  await page.route(pattern, (route) => route.fulfill({ json: { code: 200, msg: '查询成功', rows: [], total: 0 } }));
};
shots.push(
  { name: 'recycle-evaluation', path: '/index/other/Myevaluation', init: recycleSession('13800138000'), fullPage: true,
    action: async (page) => { await page.getByTestId('valuation-row').first().waitFor(); } },
  { name: 'recycle-evaluation-empty', path: '/index/other/Myevaluation', init: recycleEmpty('**/dev-api/account/backlist/allList**'),
    action: async (page) => { await page.getByText('还没有估价记录').waitFor(); } },
  { name: 'recycle-center-quoting', path: '/index/other/myJingjiahuishou', init: recycleSession('13900139000'), fullPage: true,
    action: async (page) => { await page.getByTestId('quoting-row').first().waitFor(); } },
  { name: 'recycle-center-trading', path: '/index/other/myJingjiahuishou?tab=1', init: recycleSession('13900139000'),
    action: async (page) => { await page.getByTestId('deal-row').first().waitFor(); } },
  { name: 'recycle-center-empty', path: '/index/other/myJingjiahuishou?tab=3', init: recycleSession('13800138000'),
    action: async (page) => { await page.getByText('暂无已审核的回收订单').waitFor(); } },
  { name: 'recycle-pricelist', path: '/index/other/jingjiahuishouPriceList?id=3', init: recycleSession('13900139000'), fullPage: true,
    action: async (page) => { await page.getByTestId('bid-row').first().waitFor(); } },
  { name: 'recycle-pricelist-accepted', path: '/index/other/jingjiahuishouPriceList?id=4', init: recycleSession('13900139000'),
    fullPage: true, action: async (page) => { await page.getByTestId('deal').waitFor(); } },
  { name: 'recycle-pricelist-empty', path: '/index/other/jingjiahuishouPriceList?id=8', init: recycleSession('13900139000'),
    action: async (page) => { await page.getByText('暂无报价').waitFor(); } },
  { name: 'recycle-form-step1', path: '/index/jingjiahuishou?gameId=1', init: recycleSession('13900139000'),
    action: async (page) => {
      await page.getByRole('radio', { name: '安卓' }).click();
      await page.getByRole('radio', { name: 'QQ区' }).click();
    } },
  { name: 'recycle-form-errors', path: '/index/jingjiahuishou?gameId=4', init: recycleSession('13900139000'), fullPage: true,
    action: async (page) => {
      await page.getByRole('radiogroup', { name: '大区' }).getByRole('radio').first().click();
      await page.getByRole('radiogroup', { name: '服务器' }).getByRole('radio').first().click();
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByPlaceholder('请输入游戏账号').fill('王者账号');
      await page.getByRole('button', { name: '提交', exact: true }).click();
      await page.getByText('游戏账号不能包含中文').waitFor();
    } },
  { name: 'recycle-form-nogame', path: '/index/jingjiahuishou', init: recycleSession('13900139000') },
);

// ---------- the 竞价回收 deal (报价列表 of an accepted request) at each step, and 竞价中心's tab notes ----------
/** The seeded request 4's deal as if the merchant had paid (no seeded deal is 交易中 and paid). */
const dealPaid = async (page: Page) => {
  await recycleSession('13900139000')(page);
  await page.route('**/dev-api/backOrder/detail**', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: Record<string, unknown> };
    await route.fulfill({ json: { ...body, data: { ...body.data, buyerPayStatus: BuyerPayStatus.paid, payTime: body.data.createTime } } });
  });
};
/** A backend without GET /backOrder/detail (the live one): the page falls back to the request and the note. */
const dealMissing = async (page: Page) => {
  await recycleSession('13900139000')(page);
  await page.route('**/dev-api/backOrder/detail**', (route) => route.fulfill({ status: 404, json: { code: 404, msg: '接口不存在' } }));
};
const dealShown = async (page: Page) => { await page.getByTestId('deal').waitFor(); };
const dealShots: Shot[] = [
  { name: 'deal-1-awaiting-pay', path: '/index/other/jingjiahuishouPriceList?id=4', init: recycleSession('13900139000'), fullPage: true, action: dealShown },
  { name: 'deal-2-paid', path: '/index/other/jingjiahuishouPriceList?id=4', init: dealPaid, action: dealShown },
  { name: 'deal-3-verifying', path: '/index/other/jingjiahuishouPriceList?id=9', init: recycleSession('13900139000'), action: dealShown },
  { name: 'deal-4-rebinding', path: '/index/other/jingjiahuishouPriceList?id=10', init: recycleSession('13900139000'), action: dealShown },
  { name: 'deal-5-done', path: '/index/other/jingjiahuishouPriceList?id=5', init: recycleSession('13900139000'), fullPage: true, action: dealShown },
  { name: 'deal-6-failed', path: '/index/other/jingjiahuishouPriceList?id=11', init: recycleSession('13900139000'), fullPage: true, action: dealShown },
  { name: 'deal-7-no-detail', path: '/index/other/jingjiahuishouPriceList?id=4', init: dealMissing,
    action: async (page) => { await page.getByTestId('accepted-note').waitFor(); } },
  ...([0, 1, 2, 3, 4, 5] as const).map((tab): Shot => ({
    name: `deal-center-tab${tab}`, path: `/index/other/myJingjiahuishou?tab=${tab}`, init: recycleSession('13900139000'),
    action: async (page) => { await page.getByTestId(tab === 0 ? 'quoting-row' : 'deal-row').first().waitFor(); },
  })),
];
shots.push(...dealShots);


// ---------- content and feedback pages (新闻资讯, 投诉建议, 意见反馈, 我的反馈, 商务合作, 平台介绍, 招募中心, 追回案例, 下载APP) ----------
/** Waits for the first element with this test id (the dev server may still be loading the screen). */
const waitFor = (testId: string) => async (page: Page) => { await page.getByTestId(testId).first().waitFor({ timeout: 30_000 }); };
shots.push(
  { name: 'content-xinwen', path: '/index/other/xinwen', fullPage: true, action: waitFor('notice-row') },
  { name: 'content-xinwen-page2', path: '/index/other/xinwen?page=2', action: waitFor('notice-row') },
  { name: 'content-news-xss', path: '/index/other/newsDetail?id=33', action: waitFor('notice-content') },
  { name: 'content-suggest', path: '/index/other/suggest', init: asAccount(BUYER), fullPage: true, action: waitFor('feedback-form') },
  { name: 'content-fankui-errors', path: '/index/other/fankui', init: asAccount(BUYER), fullPage: true,
    action: async (page) => {
      await page.getByPlaceholder('手机号或 QQ 号').fill('12ab');
      await page.getByTestId('feedback-content').fill('太短了');
      await page.getByRole('button', { name: '提交', exact: true }).click();
      await page.getByText('请详细描述，至少 10 个字（已输入 3 个字）').waitFor();
    } },
  { name: 'content-problems', path: '/index/other/ProblemList', init: asAccount(BUYER), fullPage: true, action: waitFor('problem-row') },
  { name: 'content-problems-empty', path: '/index/other/ProblemList', init: asAccount(SELLER),
    action: async (page) => { await page.getByText('还没有提交过反馈').waitFor(); } },
  { name: 'content-cooperate', path: '/index/other/cooperate', fullPage: true, action: waitFor('notice-section') },
  { name: 'content-jieshao', path: '/index/other/jieshao', fullPage: true, action: waitFor('notice-section') },
  { name: 'content-zhaomu', path: '/index/other/zhaomu', fullPage: true, action: waitFor('notice-section') },
  { name: 'content-zhaohui', path: '/index/other/zhaohui', fullPage: true, action: waitFor('notice-row') },
  { name: 'content-appdownload', path: '/index/appDownload', fullPage: true,
    action: async (page) => { await page.getByTestId('app-qr').nth(1).waitFor(); } },
);

// ---------- selling: 我要卖号 hub, step 1 (手游 / 端游), step 2 (empty, errors, filled), commit (helper H1) ----------
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const sellSession = async (page: Page) => {
  await asAccount(SELLER)(page);
  await page.addInitScript(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('sellDraft:')) localStorage.removeItem(k); sessionStorage.clear(); });
};
const sellStep1 = async (page: Page) => {
  await page.getByTestId('qufu-systemId').getByRole('radio').nth(1).click();
  await page.getByTestId('qufu-carrierId').getByRole('radio').first().click();
  await page.getByRole('radio', { name: '自己注册' }).click();
};
const sellToStep2 = async (page: Page) => {
  await sellStep1(page);
  await page.getByTestId('qufu-next').click();
  await page.getByTestId('field-phone').waitFor();
};
const sellFill = async (page: Page) => {
  await sellToStep2(page);
  await page.getByTestId('field-phone').locator('input').fill('13900139000');
  await page.getByTestId('field-qq').locator('input').fill('12345678');
  for (const group of await page.getByRole('radiogroup').all()) {
    const name = await group.getAttribute('aria-label');
    if (name && !['能否提供包赔材料'].includes(name)) await group.getByRole('radio').first().click();
  }
  for (const input of await page.locator('[data-testid^="field-f"] input[inputmode="numeric"]').all()) await input.fill('88');
  await page.getByTestId('field-price').locator('input').fill('2680');
  await page.getByRole('radio', { name: '能提供', exact: true }).click();
  await page.getByTestId('field-title').locator('input').fill('V8 贵族 全英雄 88 皮肤 可换绑');
  await page.getByTestId('title-image-input').setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: PNG_1PX });
  await page.getByTestId('detail-images-input').setInputFiles([1, 2, 3].map((i) => ({ name: `d${i}.png`, mimeType: 'image/png', buffer: PNG_1PX })));
  await page.getByRole('button', { name: '删除第 3 张详情图' }).waitFor();
};
shots.push(
  { name: 'sell-hub', path: '/index/sell', fullPage: true, init: asGuest,
    action: async (page) => { await page.getByTestId('sell-guide-row').first().waitFor(); } },
  { name: 'sell-step1-mobile', path: '/index/BasicInformation?gameId=1&mode=sale', init: sellSession, action: sellStep1 },
  { name: 'sell-step1-pc', path: '/index/BasicInformation?gameId=4&mode=sale', init: sellSession,
    action: async (page) => {
      await page.getByTestId('qufu-groupId').getByRole('radio').first().click();
      await page.getByTestId('qufu-serverId').getByRole('radio').nth(2).click();
    } },
  { name: 'sell-step1-pinggu', path: '/index/BasicInformation?gameId=3&mode=pinggu', init: sellSession },
  { name: 'sell-step2-empty', path: '/index/BasicInformation?gameId=1&mode=sale', init: sellSession, fullPage: true, action: sellToStep2 },
  { name: 'sell-step2-errors', path: '/index/BasicInformation?gameId=1&mode=sale', init: sellSession,
    action: async (page) => { await sellToStep2(page); await page.getByTestId('sell-submit').click(); await page.waitForTimeout(600); } },
  { name: 'sell-step2-errors-full', path: '/index/BasicInformation?gameId=1&mode=sale', init: sellSession, fullPage: true,
    action: async (page) => { await sellToStep2(page); await page.getByTestId('sell-submit').click(); } },
  { name: 'sell-step2-filled', path: '/index/BasicInformation?gameId=1&mode=sale', init: sellSession, fullPage: true, action: sellFill },
  { name: 'sell-step2-boxradio', path: '/index/BasicInformation?gameId=3&mode=pinggu', init: sellSession, fullPage: true,
    action: async (page) => {
      await sellToStep2(page);
      const roles = page.getByRole('group', { name: '五星角色' });
      await roles.getByRole('checkbox').first().click();
      await roles.getByRole('checkbox').nth(2).click();
      await page.getByRole('radiogroup').filter({ hasText: '2命' }).first().getByRole('radio', { name: '2命' }).click();
    } },
  { name: 'sell-commit', path: '/index/commit?mode=sale', init: sellSession },
  { name: 'sell-commit-pinggu', path: '/index/commit?mode=pinggu', init: sellSession },
);

// Bundle budget (H7): the order screens whose sheets now load when opened, login's light tabs, register's checkbox.
shots.push(
  { name: 'budget-myproducts', path: '/index/other/MyProducts', init: asAccount(BUYER), action: waitFor('order-row') },
  { name: 'budget-aftersale', path: '/index/other/MyProducts', init: asAccount(BUYER),
    action: async (page) => {
      await page.getByRole('button', { name: '申请售后' }).first().click();
      await page.getByRole('dialog', { name: '申请售后' }).waitFor();
    } },
  { name: 'budget-sureorder', path: '/index/sureOrder?id=2', init: asAccount(BUYER), fullPage: true,
    action: async (page) => { await page.getByText('我已阅读并同意').click(); } },
  { name: 'budget-notice', path: '/index/sureOrder?id=2', init: asAccount(BUYER),
    action: async (page) => {
      await page.getByRole('button', { name: '《交易须知》' }).click();
      await page.getByTestId('notice-jyxz').waitFor();
    } },
  { name: 'budget-login', path: '/login', init: asGuest,
    action: async (page) => { await page.getByPlaceholder('请输入密码').waitFor({ timeout: 30_000 }); } },
  { name: 'budget-login-sms', path: '/login', init: asGuest,
    action: async (page) => {
      await page.getByRole('tab', { name: '短信登录' }).click({ timeout: 30_000 });
      await page.getByPlaceholder('请输入6位验证码').waitFor();
    } },
  { name: 'budget-register', path: '/register', init: asGuest,
    action: async (page) => { await page.getByRole('button', { name: '注册', exact: true }).click(); } },
);

// Drift (H3, issue #11): the mock answers like a backend that changed (X-Mock-Drift: 1, mock-server/sandbox/drift.ts):
// list titles and 浏览 show —, 最近成交 its error, 我的代售's state —, 我的 the masked phone.
const drifted = (then?: (page: Page) => Promise<void>) => async (page: Page) => {
  await page.setExtraHTTPHeaders({ 'X-Mock-Drift': '1' });
  if (then) await then(page);
};
shots.push(
  { name: 'drift-home', path: '/index/home', init: drifted(),
    action: async (page) => {
      await page.getByRole('heading', { name: '最近成交' }).scrollIntoViewIfNeeded();
      const error = page.getByText('数据格式有误，请稍后再试').first();
      await error.waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1000);
      await error.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    } },
  { name: 'drift-goodlist', path: '/index/goodList', init: drifted(), action: waitFor('goods-card') },
  { name: 'drift-detail', path: '/index/goodDetail?id=2', init: drifted(), action: waitFor('detail-title') },
  { name: 'drift-sale', path: '/index/sale', init: drifted(asAccount(SELLER)), action: waitFor('listing-row') },
  { name: 'drift-geren', path: '/index/other/geren', init: drifted(asAccount(BUYER)), action: waitFor('profile-nickname') },
  { name: 'drift-myproducts', path: '/index/other/MyProducts', init: drifted(asAccount(BUYER)), action: waitFor('order-row') },
);

// One bottom sheet (H4, issue #11): the goods list's 区服 and 筛选 sheets in components/BottomSheet.tsx.
shots.push(
  { name: 'sheet-filter', path: '/index/goodList?gameId=3', action: async (page) => {
    await page.getByRole('button', { name: '筛选' }).click();
    await page.getByRole('dialog', { name: '筛选' }).waitFor();
    await page.waitForTimeout(800);
  } },
  { name: 'sheet-qufu', path: '/index/goodList?gameId=3', action: async (page) => {
    await page.getByRole('button', { name: '区服' }).click();
    await page.getByRole('dialog', { name: /选择区服/ }).getByRole('button', { name: '确认' }).waitFor();
    await page.waitForTimeout(800);
  } },
);

// Trust and clarity: 包赔 told whole, the honest checkout, entries to help and feedback.
shots.push(
  { name: 'trust-bpjs-tab', path: '/index/goodDetail?id=2', fullPage: true, action: async (page) => {
    await page.getByRole('tab', { name: '包赔介绍' }).click();
    await page.getByTestId('notice-bpjs').waitFor();
  } },
  { name: 'trust-sureorder', path: '/index/sureOrder?id=2', init: asAccount(BUYER), action: async (page) => {
    await page.getByTestId('submit-missing').waitFor();
  } },
  { name: 'trust-kefu', path: '/index/other/contactkefu', fullPage: true, action: waitFor('kefu-help') },
  { name: 'trust-geren', path: '/index/other/geren', init: asAccount(BUYER), fullPage: true },
  { name: 'orders-seller-trading', path: '/index/other/mySaleOrder?status=4', init: asAccount(SELLER), action: waitFor('seller-turn'), fullPage: true },
  { name: 'orders-buyer-claim', path: '/index/other/MyProducts?status=1', init: asAccount(BUYER), action: waitFor('claim-in-progress'), fullPage: true },
  { name: 'payout-account-form', path: '/index/other/geren#payout', init: asAccount(SELLER), action: async (page) => {
    await page.getByTestId('payout-account').getByRole('button', { name: /设置|修改/ }).click();
    await page.getByTestId('payout-account-input').fill('abc');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('支付宝账号应为手机号或邮箱').waitFor();
  } },
);

const viewports = [
  { width: 375, height: 812, deviceScaleFactor: 2, isMobile: true },
  { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false },
];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const viewport of viewports) {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.deviceScaleFactor, isMobile: viewport.isMobile, locale: 'zh-CN' });
    for (const shot of shots.filter((s) => !filter || s.name.includes(filter))) {
      const page = await context.newPage();
      page.on('console', (msg) => { if (msg.type() === 'error') console.log(`  [${shot.name}] console.error: ${msg.text()}`); });
      page.on('pageerror', (err) => console.log(`  [${shot.name}] page error: ${err.message}`));
      if (shot.init) await shot.init(page);
      await page.goto(base + shot.path, { waitUntil: 'networkidle' });
      if (shot.action) await shot.action(page);
      await page.waitForTimeout(400);
      const file = `screenshots/${shot.name}-${viewport.width}.png`;
      await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
      console.log(file);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
}
