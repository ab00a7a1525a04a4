// The foundation's journeys: landing, both sign-ins, the session-expired dialog, 403, and every route of §2.
import type { Page, Response } from '@playwright/test';
import { indexChildren, otherChildren } from '../src/config/paths.ts';
import { DEMO, expect, homeSettled, openInApp, quietUnreadPoll, signInWithToken, test, trackRequests } from './fixtures.ts';
import { inParts, WALK_PARTS } from './routes.ts';

const isApi = (path: string) => (response: Response) => new URL(response.url()).pathname.endsWith(path);

/** Routes that need sign-in (route handle `auth`): signed out they lead to the login page. */
const AUTH_ROUTES = new Set([
  'goZFB', 'pay', 'sureOrder', 'orderDetail', 'sale', 'BasicInformation', 'fillInformation', 'commit', 'jingjiahuishou',
  'accountPreview', 'mycenter', 'xiaoxi', 'collect', 'fankui', 'myJingjiahuishou', 'jingjiahuishouPriceList',
  'MyProducts', 'mySaleOrder', 'Myevaluation', 'Mybrowsing', 'Realname', 'suggest', 'ProblemList', 'shanghu',
]);

const ALL_ROUTES: { path: string; name: string }[] = [
  { path: '/pages/detail/index?id=1', name: 'pages/detail/index' },
  { path: '/login', name: 'login' },
  { path: '/register', name: 'register' },
  { path: '/yinsi', name: 'yinsi' },
  ...indexChildren.map((name) => ({ path: `/index/${name}`, name })),
  ...otherChildren.map((name) => ({ path: `/index/other/${name}`, name })),
];

async function expectSessionDialogs(page: Page, count: number) {
  await expect(page.getByRole('dialog', { name: '提示' })).toHaveCount(count);
}

test('the root path lands on the home page, /index and /index/other redirect to their first child', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index\/home$/);
  await expect(page.getByTestId('page-title')).toHaveText('首页');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();

  await page.goto('/index');
  await expect(page).toHaveURL(/\/index\/home$/);
  await page.goto('/index/other');
  await expect(page).toHaveURL(/\/index\/other\/gonggao$/);
});

test('password sign-in with the image captcha fills the user info', async ({ page, mock }) => {
  const captcha = page.waitForResponse(isApi('/captchaImage'));
  await page.goto('/login?redirect=/index/home');
  const { uuid } = (await (await captcha).json()) as { uuid: string };
  await expect(page.getByTestId('captcha-image')).toBeVisible();

  await page.getByPlaceholder('请输入手机号或用户名').fill(DEMO.buyer.phone);
  await page.getByPlaceholder('请输入密码').fill(DEMO.password);
  await page.getByPlaceholder('请输入右侧验证码').fill(await mock.captchaAnswer(uuid));
  const profile = page.waitForResponse(isApi('/system/user/profile'));
  await page.getByRole('button', { name: '登录', exact: true }).click();

  const body = (await (await profile).json()) as { code: number; data: { nickName: string } };
  expect(body.code).toBe(200);
  expect(body.data.nickName).toBe(DEMO.buyer.nickName);
  await expect(page).toHaveURL(/\/index\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await expect(page.getByRole('link', { name: `个人中心：${DEMO.buyer.nickName}` })).toBeVisible();
});

test('a wrong captcha shows the server message and a new captcha', async ({ page }) => {
  const first = page.waitForResponse(isApi('/captchaImage'));
  await page.goto('/login');
  await first;
  await page.getByPlaceholder('请输入手机号或用户名').fill(DEMO.buyer.phone);
  await page.getByPlaceholder('请输入密码').fill(DEMO.password);
  await page.getByPlaceholder('请输入右侧验证码').fill('zzzz');
  const second = page.waitForResponse(isApi('/captchaImage'));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('验证码错误')).toBeVisible();
  await second;
  await expect(page.getByPlaceholder('请输入右侧验证码')).toHaveValue('');
  await expect(page).toHaveURL(/\/login/);
});

test('SMS sign-in counts down and returns to where the user was', async ({ page }) => {
  await page.goto('/login?redirect=%2Findex%2Fother%2Fgonggao');
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('手机号格式不正确').or(page.getByText('请输入手机号'))).toBeVisible();

  await page.getByPlaceholder('请输入手机号', { exact: true }).fill(DEMO.seller.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByTestId('sms-send')).toHaveText(/^(60|59|58)s后重发$/);
  await expect(page.getByTestId('sms-send')).toBeDisabled();

  await page.getByPlaceholder('请输入6位验证码').fill(DEMO.smsCode);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/index\/other\/gonggao$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('signed-out visitors of a personal page go to the login page and come back after signing in', async ({ page }) => {
  await page.goto('/index/other/collect');
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2Fother%2Fcollect$/);
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByPlaceholder('请输入手机号', { exact: true }).fill(DEMO.buyer.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入6位验证码').fill(DEMO.smsCode);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/index\/other\/collect$/);
});

test.describe('session expired (401)', () => {
  test.beforeEach(async ({ page, mock }) => {
    await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  });

  test('several failing calls show ONE 提示 dialog; 确认 goes to /login', async ({ page, mock }) => {
    // Home's own late calls (and the 消息 badge's poll) must not take the armed 401s before /yinsi loads.
    await quietUnreadPoll(page);
    await page.goto('/index/home');
    await expect(page.getByTestId('user-chip')).toBeVisible();
    await homeSettled(page);
    await mock.scenario('401', { times: 3 });
    // Browsing on: the profile bootstrap and the privacy notice load together, both answered 401.
    const calls = [page.waitForResponse(isApi('/system/user/profile')), page.waitForResponse(isApi('/web/notice/list'))];
    await page.goto('/yinsi');
    await Promise.all(calls);

    const dialog = page.getByRole('dialog', { name: '提示' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('登录超时，请重新登录');
    await expectSessionDialogs(page, 1);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await mock.clearScenario();
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expectSessionDialogs(page, 0);
  });

  test('取消 leaves the user where they are', async ({ page, mock }) => {
    await mock.scenario('401', { times: 3 });
    await page.goto('/yinsi');
    const dialog = page.getByRole('dialog', { name: '提示' });
    await expect(dialog).toBeVisible();
    await expectSessionDialogs(page, 1);
    await mock.clearScenario();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expectSessionDialogs(page, 0);
    await expect(page).toHaveURL(/\/yinsi$/);
  });

  test('on a personal page, 取消 keeps the user there signed out: a 请先登录 prompt, the tab bar works, 登录 comes back', async ({ page, mock }) => {
    await page.goto('/index/other/xiaoxi');
    await expect(page.getByTestId('page-title')).toHaveText('消息中心');
    await mock.expireSessions();
    await page.reload();
    const dialog = page.getByRole('dialog', { name: '提示' });
    await expect(dialog).toBeVisible();
    // Nothing navigates while the dialog is open.
    await expect(page).toHaveURL(/\/index\/other\/xiaoxi$/);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expectSessionDialogs(page, 0);
    await expect(page).toHaveURL(/\/index\/other\/xiaoxi$/);
    const prompt = page.getByTestId('signed-out');
    await expect(prompt).toContainText('请先登录');

    // Signing in from the prompt comes back to the same page (as the seller: the buyer's SMS was just used).
    await prompt.getByRole('link', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2Fother%2Fxiaoxi$/);
    await page.getByRole('tab', { name: '短信登录' }).click();
    await page.getByPlaceholder('请输入手机号', { exact: true }).fill(DEMO.seller.phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByPlaceholder('请输入6位验证码').fill(DEMO.smsCode);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/index\/other\/xiaoxi$/);
    await expect(page.getByTestId('signed-out')).toHaveCount(0);

    // …and after another 取消 the tab bar still takes the user elsewhere.
    await mock.expireSessions();
    await page.reload();
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '取消' }).click();
    await expect(page.getByTestId('signed-out')).toBeVisible();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /首页/ }).click();
    await expect(page).toHaveURL(/\/index\/home$/);
  });

  test('on a personal page, 确认 goes to the login page and signing in comes back', async ({ page, mock }) => {
    await page.goto('/index/other/geren');
    await expect(page.getByTestId('page-title')).toHaveText('个人中心');
    await mock.expireSessions();
    await page.reload();
    const dialog = page.getByRole('dialog', { name: '提示' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/index\/other\/geren$/);
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2Fother%2Fgeren$/);
    await page.getByRole('tab', { name: '短信登录' }).click();
    await page.getByPlaceholder('请输入手机号', { exact: true }).fill(DEMO.seller.phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByPlaceholder('请输入6位验证码').fill(DEMO.smsCode);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/index\/other\/geren$/);
    await expect(page.getByText(DEMO.seller.nickName).first()).toBeVisible();
  });

  test('a session that ends on the way to a personal page keeps the user there until 确认', async ({ page, mock }) => {
    await quietUnreadPoll(page);
    await page.goto('/index/home');
    await expect(page.getByTestId('user-chip')).toBeVisible();
    await homeSettled(page);
    await mock.expireSessions();
    // From the tab bar, no reload: 消息's own calls are the first to answer 401.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /消息/ }).click();
    const dialog = page.getByRole('dialog', { name: '提示' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/index\/other\/xiaoxi$/);
    await expect(page.getByTestId('page-title')).toHaveText('消息中心');
    await expectSessionDialogs(page, 1);
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2Fother%2Fxiaoxi$/);
    await expect(page.getByRole('tab', { name: '密码登录' })).toBeVisible();
  });

  test('sessions expired on the server (sessions/expire) show the dialog too', async ({ page, mock }) => {
    await page.goto('/index/home');
    await expect(page.getByTestId('user-chip')).toBeVisible();
    await mock.expireSessions();
    await page.reload();
    await expect(page.getByRole('dialog', { name: '提示' })).toBeVisible();
    await expectSessionDialogs(page, 1);
  });
});

test('403 takes no global action: no dialog, the screen shows the message and can retry', async ({ page, mock }) => {
  await mock.scenario('403', { times: 1, path: '/web/notice/list' });
  await page.goto('/yinsi');
  await expect(page.getByRole('alert').filter({ hasText: '重试' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '隐私政策', level: 2 })).toBeVisible();
});

test('the privacy page shows the sanitised yszc notice', async ({ page }) => {
  await page.goto('/yinsi');
  await expect(page.getByTestId('page-title')).toHaveText('隐私政策');
  await expect(page.getByRole('heading', { name: '隐私政策', level: 2 })).toBeVisible();
  await expect(page.locator('article script')).toHaveCount(0);
});

test('unknown paths show a real 404 page', async ({ page }) => {
  await page.goto('/index/no-such-screen');
  await expect(page.getByRole('heading', { name: '页面不存在' }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/index\/home$/);
});

// The walks run in parts that the workers share; each part's title names its first and last route.
// Signed out, a visitor taps from screen to screen: the routes after a part's first are opened in the running app
// (the signed-in walk below loads each one from its address).
test.describe('signed out, every route of §2 opens (personal pages via the login page) without a page error', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const part of inParts(ALL_ROUTES, WALK_PARTS)) {
    test(part.title, async ({ page }) => {
      test.setTimeout(120_000);
      const requests = trackRequests(page);
      for (const [index, route] of part.routes.entries()) {
        if (index === 0) await page.goto(route.path);
        else await openInApp(page, route.path);
        await requests.quiet();
        if (AUTH_ROUTES.has(route.name)) {
          await expect(page, route.name).toHaveURL(/\/login\?redirect=/);
        } else {
          await expect(page, route.name).not.toHaveURL(/\/login\?redirect=/);
        }
        await expect(page.getByTestId('page-title'), route.name).not.toBeEmpty();
      }
    });
  }
});

test.describe('signed in, every route of §2 opens on its own screen without a page error', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const part of inParts(ALL_ROUTES, WALK_PARTS)) {
    test(part.title, async ({ page, mock }) => {
      test.setTimeout(120_000);
      await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
      for (const route of part.routes) {
        await page.goto(route.path);
        const pathname = route.path.split('?')[0];
        await expect(page, route.name).toHaveURL(new RegExp(`${pathname.replace(/\//g, '\\/')}(\\?|$)`));
        await expect(page.getByTestId('page-title'), route.name).not.toBeEmpty();
        await expect(page.getByText('页面不存在'), route.name).toHaveCount(0);
      }
    });
  }
});
