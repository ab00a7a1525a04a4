// Account pages: 实名认证 (checked before sending, then masked everywhere), 个人资料 (avatar upload, nickname →
// 个人中心 and the top bar), 修改密码 by SMS (signed in: every session ends; 忘记密码 signed out), 商户入驻
// (apply → 待审核) and 安全中心.
import type { Page, Request, Response } from '@playwright/test';
import { DEMO, expect, signInWithToken, test, type MockControl } from './fixtures.ts';

const GOOD_ID = '11010519491231002X';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const calls = (page: Page, path: string) => {
  const seen: Request[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname.endsWith(path)) seen.push(r); });
  return seen;
};

/** The next image captcha the page loads (start waiting before the action that loads it). */
const nextCaptcha = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/captchaImage'));

/**
 * Signs in through the login page's password form with the captcha `captcha` brought (answer from the mock).
 * With `refused`, resolves with the wait for the next captcha, which the form loads after a refusal (a wait
 * started when no refusal comes would be left pending and fail the test when it ends).
 */
async function passwordLogin(page: Page, mock: MockControl, captcha: Promise<Response>, phone: string, password: string, refused = false) {
  const { uuid } = (await (await captcha).json()) as { uuid: string };
  await page.getByPlaceholder('请输入手机号或用户名').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入右侧验证码').fill(await mock.captchaAnswer(uuid));
  const next = refused ? nextCaptcha(page) : undefined;
  await page.getByRole('button', { name: '登录', exact: true }).click();
  return { next };
}

/** A session through the API's password sign-in (a second device). */
async function passwordToken(mock: MockControl, phone: string): Promise<string> {
  const { uuid } = await mock.api<{ uuid: string }>('GET', '/captchaImage');
  const body = await mock.api<{ code: number; token: string }>('POST', '/login', {
    data: { username: phone, password: DEMO.password, code: await mock.captchaAnswer(uuid), uuid },
  });
  expect(body.code).toBe(200);
  return body.token;
}

test('实名认证: a wrong check character is refused beside the field and not sent; a good ID verifies, masked in Realname, 个人中心 and 安全中心', async ({ page, mock }) => {
  // The demo users are verified; a newly registered user is not.
  await signInWithToken(page, await mock.newUserToken('15800002001'));
  const sent = calls(page, '/realname/auth');
  await page.goto('/index/other/geren');
  await expect(page.getByTestId('realname-badge')).toHaveText('未实名');
  await page.getByTestId('shortcut-realname').click();
  await expect(page).toHaveURL(/\/index\/other\/Realname$/);
  await expect(page.getByTestId('page-title')).toHaveText('实名认证');

  await page.getByPlaceholder('请输入身份证上的姓名').fill('张三');
  await page.getByPlaceholder('请输入18位身份证号').fill('110105194912310021');
  await page.getByRole('button', { name: '提交认证' }).click();
  const idField = page.getByRole('group').filter({ has: page.getByPlaceholder('请输入18位身份证号') });
  await expect(idField).toContainText('身份证号校验位不正确，请核对后重新输入');
  await page.getByPlaceholder('请输入身份证上的姓名').fill('Zhang');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('姓名只能包含汉字（少数民族姓名可用 · 分隔）')).toBeVisible();
  expect(sent).toHaveLength(0);

  await page.getByPlaceholder('请输入身份证上的姓名').fill('张三');
  await page.getByPlaceholder('请输入18位身份证号').fill(GOOD_ID.toLowerCase());
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('认证成功')).toBeVisible();
  await expect(page).toHaveURL(/\/index\/other\/geren$/);
  expect(sent).toHaveLength(1);
  expect(sent[0].postDataJSON()).toEqual({ id: expect.any(Number) as unknown, name: '张三', idNumber: GOOD_ID });
  await expect(page.getByTestId('realname-badge')).toHaveText('已实名');
  await expect(page.getByTestId('profile-card')).toContainText('实名：张*');

  // The screen now shows the masked result and no form.
  await page.goto('/index/other/Realname');
  await expect(page.getByTestId('realname-name')).toHaveText('张*');
  await expect(page.getByTestId('realname-id')).toHaveText('1101**********002X');
  await expect(page.getByRole('button', { name: '提交认证' })).toHaveCount(0);

  await page.goto('/index/security');
  await expect(page.getByTestId('security-realname')).toContainText('已实名');
  await expect(page.getByTestId('security-realname')).toContainText('张*');
  await expect(page.getByTestId('security-phone')).toContainText('158****2001');
});

test('个人资料: a new avatar (uploaded with the form) and nickname show in 个人中心 and the top bar', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await page.goto('/index/other/geren');
  await page.getByRole('link', { name: '编辑资料' }).click();
  await expect(page).toHaveURL(/\/index\/other\/mycenter$/);
  await expect(page.getByPlaceholder('请输入昵称')).toHaveValue(DEMO.buyer.nickName);

  // Not a picture: refused before sending.
  const uploads = calls(page, '/common/upload');
  await page.getByTestId('avatar-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('「notes.txt」不是图片，只能上传 png、jpg、gif、webp 格式')).toBeVisible();
  expect(uploads).toHaveLength(0);

  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('avatar-preview')).toHaveAttribute('src', /\/profile\/upload\//);
  expect(uploads).toHaveLength(1);

  await page.getByPlaceholder('请输入昵称').fill('王');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('昵称至少2个字')).toBeVisible();

  const save = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/system/user/profile'));
  await page.getByPlaceholder('请输入昵称').fill('小王同学');
  await page.getByRole('radio', { name: '女' }).click();
  await page.getByPlaceholder('请输入邮箱').fill('wang@example.com');
  await page.getByRole('button', { name: '保存' }).click();
  const body = (await save).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({ nickName: '小王同学', sex: '1', email: 'wang@example.com' });
  expect(body.avatar).toMatch(/^\/profile\/upload\//);
  await expect(page.getByText('修改成功')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/index\/other\/geren$/);
  await expect(page.getByTestId('profile-nickname')).toHaveText('小王同学');
  await expect(page.getByTestId('profile-card').getByRole('img')).toHaveAttribute('src', /\/profile\/upload\//);
  await expect(page.getByRole('link', { name: '个人中心：小王同学' })).toBeVisible();
  await expect(page.getByTestId('user-avatar').getByRole('img')).toHaveAttribute('src', /\/profile\/upload\//);

  // Still there after a reload (the server has it).
  await page.reload();
  await expect(page.getByTestId('profile-nickname')).toHaveText('小王同学');
});

test('修改密码 signed in: SMS code, the rule checked, then signed out everywhere; only the new password signs in', async ({ page, mock }) => {
  // Another device of the same account (password sign-in), and this browser (SMS sign-in).
  const otherSession = await passwordToken(mock, DEMO.buyer.phone);
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await page.goto('/index/security');
  await page.getByTestId('security-password').click();
  await expect(page).toHaveURL(/\/index\/other\/passwore$/);
  await expect(page.getByTestId('password-phone')).toHaveValue(DEMO.buyer.phone);
  await expect(page.getByTestId('password-phone')).toHaveAttribute('readonly', '');

  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await expect(page.getByTestId('sms-send')).toHaveText(/\d+s后重发/);
  await expect(page.getByTestId('sms-send')).toBeDisabled();

  await page.getByPlaceholder('请输入6位验证码').fill(DEMO.smsCode);
  await page.getByPlaceholder('请设置新密码').fill('abcdefgh');
  await page.getByPlaceholder('请再次输入新密码').fill('abcdefgh');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码需同时包含字母和数字')).toBeVisible();
  await expect(page.getByText('8–20位，需同时包含字母和数字')).toHaveCount(0);

  await page.getByPlaceholder('请设置新密码').fill('Newpass123');
  await expect(page.getByTestId('password-strength')).toContainText('强度：强');
  await page.getByPlaceholder('请再次输入新密码').fill('Newpass123');
  const captcha = nextCaptcha(page);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码已修改，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Every other session of the account has ended too.
  const stale = await mock.api<{ code: number }>('GET', '/system/user/profile', { token: otherSession });
  expect(stale.code).toBe(401);

  // The old password is refused with the server's message; the new one signs in.
  await expect(page.getByPlaceholder('请输入手机号或用户名')).toHaveValue(DEMO.buyer.phone);
  const { next: again } = await passwordLogin(page, mock, captcha, DEMO.buyer.phone, DEMO.password, true);
  await expect(page.getByText('用户不存在/密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await passwordLogin(page, mock, again!, DEMO.buyer.phone, 'Newpass123');
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page).toHaveURL(/\/index\/home$/);
  await expect(page.getByRole('link', { name: `个人中心：${DEMO.buyer.nickName}` })).toBeVisible();
});

test('忘记密码 from the login page: phone checked, code, new password, then it signs in', async ({ page, mock }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/index\/other\/passwore$/);
  await expect(page.getByTestId('page-title')).toHaveText('忘记密码');

  await page.getByPlaceholder('请输入注册时的手机号').fill('1380013');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('手机号格式不正确')).toBeVisible();
  await page.getByPlaceholder('请输入注册时的手机号').fill('13311112222');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('该手机号未注册')).toBeVisible();

  await page.getByPlaceholder('请输入注册时的手机号').fill(DEMO.seller.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await page.getByPlaceholder('请输入6位验证码').fill('000000');
  await page.getByPlaceholder('请设置新密码').fill('Seller2026x');
  await page.getByPlaceholder('请再次输入新密码').fill('Seller2026x');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('验证码错误或已过期')).toBeVisible();
  await page.getByPlaceholder('请输入6位验证码').fill(DEMO.smsCode);
  const captcha = nextCaptcha(page);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('修改成功，请使用新密码登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByPlaceholder('请输入手机号或用户名')).toHaveValue(DEMO.seller.phone);
  await passwordLogin(page, mock, captcha, DEMO.seller.phone, 'Seller2026x');
  await expect(page).toHaveURL(/\/index\/home$/);
});

test('商户入驻: the form checks its fields, then 待审核, still shown on a later visit', async ({ page, mock }) => {
  await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
  await page.goto('/index/other/shanghu');
  await expect(page.getByTestId('page-title')).toHaveText('商户入驻');
  await expect(page.getByPlaceholder('请输入手机号、QQ或微信')).toHaveValue(DEMO.buyer.phone);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请输入店铺名称')).toBeVisible();
  await expect(page.getByText('请至少选择一款经营游戏')).toBeVisible();

  await page.getByPlaceholder('例如：星辰游戏工作室').fill('小王游戏工作室');
  const games = page.getByTestId('merchant-games');
  await games.getByRole('button', { name: '原神' }).click();
  await games.getByRole('button', { name: '王者荣耀' }).click();
  await expect(games.getByRole('button', { name: '原神' })).toHaveAttribute('aria-pressed', 'true');
  const apply = page.waitForRequest((r) => r.url().endsWith('/need/merchant/apply'));
  await page.getByRole('button', { name: '提交申请' }).click();
  expect((await apply).postDataJSON()).toEqual({ shopName: '小王游戏工作室', contact: DEMO.buyer.phone, games: '原神、王者荣耀' });
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  const card = page.getByTestId('merchant-application');
  await expect(card.getByTestId('merchant-state')).toHaveText('待审核');
  await expect(card).toContainText('小王游戏工作室');
  await expect(card).toContainText('原神、王者荣耀');

  await page.reload();
  await expect(page.getByTestId('merchant-state')).toHaveText('待审核');
  await expect(page.getByRole('button', { name: '提交申请' })).toHaveCount(0);
});

test('商户入驻 refused: the reason shows, 重新申请 opens the form with the last answers, and it goes back to 待审核', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  await mock.api('POST', '/need/merchant/apply', { token, data: { shopName: '小王游戏工作室', contact: DEMO.buyer.phone, games: '原神' } });
  const { data } = await mock.api<{ data: { id: number } }>('GET', '/need/merchant/latest', { token });
  const refused = await mock.api<{ code: number }>('POST', `/__mock/merchants/${data.id}/audit`, { data: { pass: false, reason: '请补充店铺的经营截图' } });
  expect(refused.code).toBe(200);

  await signInWithToken(page, token);
  await page.goto('/index/other/shanghu');
  const card = page.getByTestId('merchant-application');
  await expect(card.getByTestId('merchant-state')).toHaveText('已驳回');
  await expect(card.getByTestId('merchant-audit-des')).toContainText('请补充店铺的经营截图');
  await card.getByRole('button', { name: '重新申请' }).click();
  await expect(page.getByPlaceholder('例如：星辰游戏工作室')).toHaveValue('小王游戏工作室');
  await page.getByTestId('merchant-games').getByRole('button', { name: '王者荣耀' }).click();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  await expect(page.getByTestId('merchant-state')).toHaveText('待审核');
});

test('安全中心 signed out: 登录后查看 leads to login, the anti-fraud articles open, the staff check answers', async ({ page }) => {
  await page.goto('/index/security');
  await expect(page.getByTestId('page-title')).toHaveText('安全中心');
  await expect(page.getByTestId('security-realname')).toContainText('登录后查看');
  await expect(page.getByTestId('security-phone')).toContainText('登录后查看');
  const articles = page.getByTestId('security-article');
  await expect(articles.first()).toBeVisible();
  await expect(page.getByTestId('security-guide')).toContainText('防骗指南：冒充客服');

  await page.getByPlaceholder('请输入QQ号或微信号').fill('2850013001');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('staff-result')).toContainText('官方客服');

  await articles.filter({ hasText: '防骗指南：冒充客服' }).click();
  await expect(page).toHaveURL(/\/index\/other\/newsDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '防骗指南：冒充客服' })).toBeVisible();
  await page.goBack();
  await page.getByTestId('security-realname').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2Fsecurity$/);
});
