// Content and feedback journeys: 意见反馈 with a picture → 我的反馈 (待处理, then the platform's reply), the
// field messages before sending, a notice carrying <img onerror> and <script> that runs neither, 新闻资讯's pages
// → a notice, 追回案例 / 商务合作 / 平台介绍 / 招募中心 with their content, and 下载APP's versions, QR codes and
// download links.
import type { Page } from '@playwright/test';
import { DEMO, expect, installPageClock, pollWithin, signInWithToken, stopPageClock, test } from './fixtures.ts';
import { MOCK_URL } from '../playwright.config.ts';

interface Envelope<T> { code: number; msg: string; data: T; rows?: T; total?: number }
interface Notice { noticeId: number; noticeTitle: string; noticeType: string; noticeContent: string }
interface Problem { id: number; type: string; content: string; status: string; reply?: string }
interface AppVersion { versionName: string; downloadUrl: string; updateContent: string }

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectTitle(page: Page, title: string) {
  await expect(page.getByTestId('page-title')).toHaveText(title);
}

test('意见反馈: messages before sending, a picture, → 我的反馈 待处理; the platform replies and the reply shows', async ({ page, mock }) => {
  const token = await mock.tokenFor(DEMO.buyer.phone);
  await signInWithToken(page, token);
  // The page's clock is the test's (it runs as usual until the reply, see below).
  await installPageClock(page);
  await page.goto('/index/other/fankui');
  await expectTitle(page, '意见反馈');
  const form = page.getByTestId('feedback-form');
  await expect(form.getByRole('radio', { name: /建议/ })).toHaveAttribute('aria-checked', 'true');
  // The account's phone is filled in as the contact.
  const contact = form.getByPlaceholder('手机号或 QQ 号');
  await expect(contact).toHaveValue(DEMO.buyer.phone);

  // Nothing is sent while a field is wrong: each says what is wrong beside it.
  const content = form.getByTestId('feedback-content');
  await content.fill('太短了');
  await expect(form.getByTestId('feedback-counter')).toHaveText('3/500');
  await contact.fill('abc');
  await form.getByRole('button', { name: '提交', exact: true }).click();
  await expect(form.getByText('请详细描述，至少 10 个字（已输入 3 个字）')).toBeVisible();
  await expect(form.getByText('请填写手机号或 QQ 号（只含数字）')).toBeVisible();
  await expect(page).toHaveURL(/\/index\/other\/fankui$/);

  // A valid problem with a picture and a QQ number.
  await form.getByRole('radio', { name: /问题/ }).click();
  const text = '上传商品截图时进度条走到一半就卡住，换了网络也一样';
  await content.fill(text);
  await expect(form.getByTestId('feedback-counter')).toHaveText(`${text.length}/500`);
  await contact.fill('1052233445');
  await form.getByTestId('feedback-images-input').setInputFiles({ name: 'bug.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByAltText('反馈图片 1')).toBeVisible();
  await form.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('提交成功，感谢您的反馈')).toBeVisible();

  // 我的反馈: the new one first, 待处理, with its picture and no reply yet.
  await expect(page).toHaveURL(/\/index\/other\/ProblemList$/);
  await expectTitle(page, '我的反馈');
  const first = page.getByTestId('problem-row').first();
  await expect(first).toContainText(text);
  await expect(first).toContainText('问题');
  await expect(first).toContainText('联系方式：QQ 1052233445');
  await expect(first.getByTestId('problem-status')).toHaveText('待处理');
  await expect(first.getByTestId('problem-reply')).toHaveCount(0);
  const thumb = first.getByRole('button', { name: '查看第 1 张图片' });
  await expect.poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Tap the thumbnail: the full-screen viewer opens, and closes.
  await thumb.click();
  const viewer = page.getByRole('dialog', { name: '图片预览' });
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: '关闭' }).click();
  await expect(viewer).toHaveCount(0);

  // The platform replies (control endpoint): the open list shows it by itself within 5 s of the page's time (it
  // polls while a feedback waits for its reply; the page's clock stopped before the reply, so no poll comes between).
  await stopPageClock(page);
  const mine = await mock.api<Envelope<Problem[]>>('GET', '/account/problem/list', { token });
  const created = mine.rows!.find((p) => p.content === text)!;
  const reply = '您好，上传卡住的问题已修复，请更新到最新版本后重试。';
  const answer = await mock.api<Envelope<Problem>>('POST', `/__mock/problems/${created.id}/reply`, { data: { reply } });
  expect(answer.code).toBe(200);
  await pollWithin(page, '/account/problem/list');
  const replied = page.getByTestId('problem-row').first();
  await expect(replied.getByTestId('problem-status')).toHaveText('已回复');
  await expect(replied.getByTestId('problem-reply')).toContainText('平台回复');
  await expect(replied.getByTestId('problem-reply')).toContainText(reply);
});

test('投诉建议 starts on 投诉; signed out it asks to sign in first', async ({ page, mock }) => {
  await page.goto('/index/other/suggest');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInWithToken(page, await mock.tokenFor(DEMO.seller.phone));
  await page.goto('/index/other/suggest');
  await expectTitle(page, '投诉建议');
  await expect(page.getByRole('radio', { name: /投诉/ })).toHaveAttribute('aria-checked', 'true');
  // The seller has no feedback yet: 我的反馈 says so and leads to the form.
  await page.getByRole('link', { name: '查看我的反馈' }).click();
  await expect(page.getByText('还没有提交过反馈，遇到问题或有好的建议都可以告诉我们')).toBeVisible();
  await page.getByRole('link', { name: '去反馈' }).click();
  await expectTitle(page, '意见反馈');
});

test('a notice carrying <img onerror> and <script> renders its text and runs neither', async ({ page, mock, pageErrors }) => {
  // Served with production's Content-Security-Policy, the browser reports the bait's onerror while the sanitiser
  // parses the notice (in an inert document, before it strips the attribute): the one console error expected here.
  pageErrors.allow(/^console\.error: Executing inline event handler violates the following Content Security Policy directive/);
  const bait = (await mock.api<Envelope<Notice>>('GET', '/web/notice/33')).data;
  expect(bait.noticeContent).toContain('<script>');
  expect(bait.noticeContent).toContain('onerror');
  // What the payload would do if it ran: alert (a dialog) — and here, also set window.__xss.
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
    window.alert = () => { (window as unknown as { __xss: number }).__xss += 1; };
  });
  let dialogs = 0;
  page.on('dialog', (d) => { dialogs += 1; void d.dismiss(); });
  await page.goto('/index/other/newsDetail?id=33');
  const article = page.getByTestId('notice-article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(bait.noticeTitle);
  const body = article.getByTestId('notice-content');
  await expect(body).toContainText('官方客服 QQ 号统一以 28500130 开头');
  await expect(body).toContainText('如对方自称客服却查询不到，请立即停止沟通并举报。');
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('[onerror]')).toHaveCount(0);
  // Its picture points nowhere: hidden, no broken-image icon. Hidden by RichText's error handler, so its error event
  // has been dispatched: an onerror left on it would have run by now.
  await expect(body.locator('img')).toBeHidden();
  await expect(body.locator('img')).toHaveCSS('display', 'none');
  expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
  expect(dialogs).toBe(0);
  expect(await page.evaluate(() => Array.from(document.scripts).some((s) => s.textContent?.includes("alert('xss')")))).toBe(false);
});

test('新闻资讯 pages through the news and opens one; 追回案例 opens a case', async ({ page, mock }) => {
  const first = await mock.api<Envelope<Notice[]>>('GET', '/web/notice/list?noticeType=xwgg&pageNum=1&pageSize=10');
  const second = await mock.api<Envelope<Notice[]>>('GET', '/web/notice/list?noticeType=xwgg&pageNum=2&pageSize=10');
  expect(first.total).toBeGreaterThan(10);
  await page.goto('/index/other/xinwen');
  await expectTitle(page, '新闻资讯');
  const list = page.getByTestId('news-list');
  await expect(list.getByTestId('notice-row')).toHaveCount(first.rows!.length);
  await expect(list.getByTestId('notice-row').first()).toContainText(first.rows![0].noticeTitle);
  await expect(page.getByText(`共 ${first.total} 条`)).toBeVisible();

  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/\/index\/other\/xinwen\?page=2$/);
  await expect(list.getByTestId('notice-row')).toHaveCount(second.rows!.length);
  const target = second.rows![0];
  await list.getByRole('link', { name: new RegExp(escape(target.noticeTitle)) }).click();
  await expect(page).toHaveURL(new RegExp(`/index/other/newsDetail\\?id=${target.noticeId}$`));
  await expect(page.getByTestId('notice-article').getByRole('heading', { level: 1 })).toHaveText(target.noticeTitle);
  // Back: still on page 2.
  await page.goBack();
  await expect(page).toHaveURL(/\/index\/other\/xinwen\?page=2$/);
  await expect(list).toContainText(target.noticeTitle);

  const cases = await mock.api<Envelope<Notice[]>>('GET', '/web/notice/list?noticeType=zhgg&pageNum=1&pageSize=10');
  await page.goto('/index/other/zhaohui');
  await expectTitle(page, '追回案例');
  await expect(page.getByTestId('case-list').getByTestId('notice-row')).toHaveCount(cases.rows!.length);
  await page.getByTestId('case-list').getByRole('link', { name: new RegExp(escape(cases.rows![0].noticeTitle)) }).click();
  await expect(page).toHaveURL(new RegExp(`/index/articleDetail\\?id=${cases.rows![0].noticeId}$`));
  await expect(page.getByTestId('notice-article')).toContainText('追回案例');
});

test('商务合作, 平台介绍 and 招募中心 show their content; a wide table scrolls inside the article, not the page', async ({ page, mock }) => {
  const shhz = await mock.api<Envelope<Notice[]>>('GET', '/web/notice/list?noticeType=shhz&pageNum=1&pageSize=10');
  const contact = (await mock.api<Envelope<{ qq: string; wechat: string; email: string }>>('GET', '/web/cooperate/contact')).data;
  await page.goto('/index/other/cooperate');
  await expectTitle(page, '商务合作');
  const block = page.getByTestId('business-contact');
  await expect(block).toContainText(contact.qq);
  await expect(block).toContainText(contact.wechat);
  await expect(block).toContainText(contact.email);
  const sections = page.getByTestId('cooperate-sections').getByTestId('notice-section');
  await expect(sections).toHaveCount(shhz.rows!.length);
  // The 合作方式 table sits in its own scrolling box; the page itself never scrolls sideways.
  const table = page.getByTestId('cooperate-sections').locator('[data-table-scroll] > table').first();
  await expect(table).toBeVisible();
  await expect(table.locator('th').first()).toHaveText('合作方向');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(page.getByRole('link', { name: '申请商户入驻' })).toHaveAttribute('href', '/index/other/shanghu');

  const ptjs = await mock.api<Envelope<Notice[]>>('GET', '/web/notice/list?noticeType=ptjs&pageNum=1&pageSize=10');
  await page.goto('/index/other/jieshao');
  await expectTitle(page, '平台介绍');
  await expect(page.getByTestId('intro-sections').getByTestId('notice-section')).toHaveCount(ptjs.rows!.length);
  await expect(page.getByTestId('intro-sections')).toContainText(ptjs.rows![0].noticeTitle);

  const zmgg = await mock.api<Envelope<Notice[]>>('GET', '/web/notice/list?noticeType=zmgg&pageNum=1&pageSize=10');
  const streamers = await mock.api<Envelope<{ name: string }[]>>('GET', '/account/zhubo/list?type=1');
  await page.goto('/index/other/zhaomu');
  await expectTitle(page, '招募中心');
  await expect(page.getByTestId('zhaomu-streamers')).toContainText(streamers.rows![0].name);
  await expect(page.getByTestId('zhaomu-sections').getByTestId('notice-section')).toHaveCount(zmgg.rows!.length);
  await page.getByTestId('zhaomu-merchant-card').getByRole('link', { name: '商户入驻' }).click();
  await expect(page).toHaveURL(/\/index\/other\/shanghu|\/login\?redirect=/);
});

test('下载APP shows the latest Android and iOS versions with their changes, a QR code each, and links that download', async ({ page, mock, request }) => {
  const android = (await mock.api<Envelope<AppVersion>>('GET', '/app/version/lastOne?appType=android')).data;
  const ios = (await mock.api<Envelope<AppVersion>>('GET', '/app/version/lastOne?appType=ios')).data;
  // The QR code is drawn in the page: no request leaves for a QR service.
  const outside: string[] = [];
  page.on('request', (r) => { if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:')) outside.push(r.url()); });
  await page.goto('/index/appDownload');
  await expectTitle(page, '下载APP');
  for (const [type, version] of [['android', android], ['ios', ios]] as const) {
    const card = page.getByTestId(`app-version-${type}`);
    await expect(card.getByTestId('app-version-name')).toHaveText(`V${version.versionName}`);
    const firstChange = version.updateContent.split(/\n|；/)[0]!.replace(/。$/, '');
    await expect(card.getByRole('listitem').first()).toHaveText(firstChange);
    await expect(card.getByTestId('app-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect.poll(() => card.getByTestId('app-qr').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const link = card.getByTestId(`app-download-${type}`);
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`${escape(version.downloadUrl)}$`));
    // The address the button opens answers (through the app's API prefix to the mock).
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
  }
  const apk = await request.get(`${MOCK_URL}${android.downloadUrl}`);
  expect(apk.headers()['content-disposition']).toContain('.apk');
  expect(outside).toEqual([]);
});
