import { test as base, expect, type APIRequestContext, type Browser, type Page, type Request } from '@playwright/test';
import { MOCK_URL } from '../playwright.config.ts';
import type { MockClock, MockClockAdvance } from '../src/contract/types.ts';

export const DEMO = {
  buyer: { phone: '13800138000', nickName: '买家小王' },
  seller: { phone: '13900139000', nickName: '卖家老李' },
  password: 'Demo@123456',
  smsCode: '123456',
} as const;

/** Talks to the mock server's control API (/__mock) directly, not through the app. */
export class MockControl {
  private readonly request: APIRequestContext;

  constructor(request: APIRequestContext) {
    this.request = request;
  }

  async reset(): Promise<void> {
    const res = await this.request.post(`${MOCK_URL}/__mock/reset`);
    expect(res.ok()).toBeTruthy();
  }

  async scenario(scenario: string, options: { times?: number; path?: string } = {}): Promise<void> {
    const res = await this.request.post(`${MOCK_URL}/__mock/scenario`, { data: { scenario, ...options } });
    expect(res.ok()).toBeTruthy();
  }

  async clearScenario(): Promise<void> {
    await this.request.delete(`${MOCK_URL}/__mock/scenario`);
  }

  async expireSessions(): Promise<void> {
    const res = await this.request.post(`${MOCK_URL}/__mock/sessions/expire`);
    expect(res.ok()).toBeTruthy();
  }

  /**
   * Moves the mock's clock (this worker's mock, the shared space, like every call here) `advanceMs` forward: the
   * platform's jobs due on the way (an audit, an order step, a payout…) run in order, each at its own due time
   * (mock-server/README.md, The platform's clock). What a journey does instead of waiting for the platform; the
   * answer lists the jobs that ran. Sign-in sessions stay on real time.
   */
  async clock(advanceMs: number): Promise<MockClockAdvance> {
    const res = await this.request.post(`${MOCK_URL}/__mock/clock`, { data: { advanceMs } });
    const body = (await res.json()) as { code: number; msg: string; data: MockClockAdvance };
    expect(body.code, body.msg).toBe(200);
    return body.data;
  }

  /** The mock's clock as it stands (this worker's shared space): its time and the platform's pending jobs. */
  async clockState(): Promise<MockClock> {
    const body = (await (await this.request.get(`${MOCK_URL}/__mock/clock`)).json()) as { code: number; msg: string; data: MockClock };
    expect(body.code, body.msg).toBe(200);
    return body.data;
  }

  async captchaAnswer(uuid: string): Promise<string> {
    const res = await this.request.get(`${MOCK_URL}/__mock/captcha/${uuid}`);
    const body = (await res.json()) as { data: { code: string } };
    return body.data.code;
  }

  /** Calls a mock endpoint as the API would be called by the app (path without /api). */
  async api<T = unknown>(method: 'GET' | 'POST', path: string, options: { token?: string; data?: unknown } = {}): Promise<T> {
    const headers: Record<string, string> = options.token
      ? { token: options.token, Authorization: `Bearer ${options.token}` } : {};
    const res = method === 'GET'
      ? await this.request.get(`${MOCK_URL}${path}`, { headers })
      : await this.request.post(`${MOCK_URL}${path}`, { headers, data: options.data ?? {} });
    return (await res.json()) as T;
  }

  /** A user's phone number, read from the mock's raw data (to sign in as the other side of an order). */
  async phoneOf(userId: number): Promise<string> {
    const users = await this.api<{ userId: number; phonenumber: string }[]>('GET', `/__mock/db/users?userId=${userId}`);
    const user = users.find((u) => u.userId === userId);
    if (!user) throw new Error(`no user ${userId} in the mock`);
    return user.phonenumber;
  }

  /** Signs in through the API (SMS code) and returns the token. */
  async tokenFor(phone: string): Promise<string> {
    await this.api('GET', `/sms/sendYzm?phone=${phone}&type=login`);
    const body = await this.api<{ code: number; token: string }>('POST', '/h5/login', { data: { phone, code: DEMO.smsCode } });
    expect(body.code).toBe(200);
    return body.token;
  }

  /** Registers a brand-new user (not 实名-verified, unlike the demo users) and signs them in; returns the token. */
  async newUserToken(phone: string): Promise<string> {
    await this.api('GET', `/sms/sendYzm?phone=${phone}&type=register`);
    const body = await this.api<{ code: number; msg: string }>('POST', '/register', { data: { username: phone, password: DEMO.password, code: DEMO.smsCode } });
    expect(body.code, body.msg).toBe(200);
    return this.tokenFor(phone);
  }
}

/** 立即购买 on a goods while signed out: the login page keeps the way back (?redirect=, with then=buy), the demo
 *  buyer signs in with password and image captcha (the SMS code of this phone may be rate-limited by an earlier
 *  journey), and lands on the detail again, where the purchase goes on (the 购买须知 notice opens). */
export async function buyNowSigningIn(page: Page, mock: MockControl, goodsId: number): Promise<void> {
  await page.goto(`/index/goodDetail?id=${goodsId}`);
  const captcha = page.waitForResponse((res) => new URL(res.url()).pathname.endsWith('/captchaImage'));
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Findex%2FgoodDetail%3Fid%3D${goodsId}%26then%3Dbuy$`));
  const { uuid } = (await (await captcha).json()) as { uuid: string };
  await page.getByPlaceholder('请输入手机号或用户名').fill(DEMO.buyer.phone);
  await page.getByPlaceholder('请输入密码').fill(DEMO.password);
  await page.getByPlaceholder('请输入右侧验证码').fill(await mock.captchaAnswer(uuid));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/index/goodDetail\\?id=${goodsId}$`));
}

/** Puts a session token in the page's local storage before the app starts (signed-in journeys). */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
}

/** A second phone in its own context (375×812, zh-CN, Shanghai time), signed in with `token` when given (a fresh
 *  browser without), collecting its console errors and page errors in `errors` for the test to check. */
export async function openAs(browser: Browser, baseURL: string | undefined, token?: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN', timezoneId: 'Asia/Shanghai',
  });
  if (token !== undefined) await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors, close: () => context.close() };
}

/** Collects console errors and page errors; a test may allow the ones it provokes on purpose. */
export class PageErrors {
  readonly messages: string[] = [];
  private readonly allowed: RegExp[] = [];
  /** E.g. Chromium's "Failed to load resource" line for an HTTP 401 the test asked the mock for. */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }
  record(message: string): void {
    if (!this.allowed.some((re) => re.test(message))) this.messages.push(message);
  }
}

interface Fixtures {
  mock: MockControl;
  pageErrors: PageErrors;
}

// Every journey starts from the seeded data, and a console.error or an uncaught page error fails it.
export const test = base.extend<Fixtures>({
  mock: async ({ request }, use) => {
    const mock = new MockControl(request);
    await mock.reset();
    await use(mock);
    await mock.clearScenario();
  },
  pageErrors: [async ({ page }, use) => {
    const errors = new PageErrors();
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.record(`console.error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.record(`page error: ${err.message}`));
    await use(errors);
    expect(errors.messages, 'console errors or page errors during the test').toEqual([]);
  }, { auto: true }],
});

export { expect };

/** Answers the 消息 badge's background poll (`/need/message/list` with pageSize 1) with 0 unread, so that a session
 *  the test ends on the server ends on the screen it opens next, not on a poll that happens to come first. */
export async function quietUnreadPoll(page: Page): Promise<void> {
  await page.route(/\/need\/message\/list\?(.*&)?pageSize=1(&|$)/, (route) => route.fulfill({
    json: { code: 200, msg: '查询成功', rows: [], total: 0, unread: 0 },
  }));
}

/**
 * Home has made its late calls: the 平台公告 tickers, loaded after the top of the page (when their section comes
 * near), show their notices, so their three notice lists have been answered. The sections further down load only
 * when scrolled to, and the 消息 badge's poll is the test's to quiet (quietUnreadPoll). Wait for this before changing
 * the server under home (ending sessions, arming a scenario), where a late call of home would meet the change first.
 */
export async function homeSettled(page: Page): Promise<void> {
  for (const type of ['cjwt', 'xwgg', 'zhgg']) {
    await expect(page.getByTestId(`ticker-${type}`).locator('a[href*="/newsDetail?"]')).toBeVisible();
  }
}

/** What a change may take to show on an open page without a reload: the product's promise (src/lib/livePoll.ts). */
export const LIVE_MS = 5_000;
/** The same for a change nobody on the platform's side schedules (a claim filed on a paid-out order), which a page
 *  follows at its slow pace (src/lib/livePoll.ts 'slow'). */
export const LIVE_SLOW_MS = 30_000;

/**
 * Gives the page's time to the test: Playwright's clock, installed before the page loads (so that it loads on running
 * timers; stopPageClock stops it later), and a count of the page's fetches under way, which stopPageClock waits on.
 */
export async function installPageClock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { fetchesUnderWay: number };
    counted.fetchesUnderWay = 0;
    const fetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof window.fetch>) => {
      counted.fetchesUnderWay++;
      return fetch(...args).finally(() => { counted.fetchesUnderWay--; });
    };
  });
  await page.clock.install();
}

/**
 * Stops the page's clock (installPageClock): from now on the page's timers, its polls among them, run only when the
 * test moves them; and waits until the fetches it had under way are answered. Called before a change the page is to
 * show, so that no poll comes between: neither one sent after it by itself nor one answered after it.
 */
export async function stopPageClock(page: Page): Promise<void> {
  // A second ahead of the page's time (pauseAt cannot go back, and the page's clock runs on until it stops).
  await page.clock.pauseAt(await page.evaluate(() => Date.now()) + 1000);
  await expect.poll(() => page.evaluate(() => (window as unknown as { fetchesUnderWay: number }).fetchesUnderWay),
    { message: 'the page\'s fetches under way answered' }).toBe(0);
}

/**
 * The open page lives `withinMs` of its own time, its clock stopped since before the change (stopPageClock): within
 * them it asks for `path` again (a poll, sent after the change) and that answer is awaited; then its clock runs on,
 * so that the page can show it (react-query hands an answer to the screen on a timer of its own, setTimeout 0) —
 * the assertion that follows waits for that. No poll in that time: no request, and the wait for it fails.
 * The page's time runs a second at a time and stops once the poll is sent: run on past its answer, the page's
 * time would reach the API client's own timeout (10 s) first, and the poll would end as timed out, unanswered.
 */
export async function pollWithin(page: Page, path: string, withinMs = LIVE_MS): Promise<void> {
  let sent = false;
  const polled = page.waitForRequest((r) => {
    const match = new URL(r.url()).pathname.endsWith(path);
    if (match) sent = true;
    return match;
  }, { timeout: 10_000 });
  for (let ran = 0; !sent && ran < withinMs; ran += POLL_STEP_MS) await page.clock.runFor(Math.min(POLL_STEP_MS, withinMs - ran));
  const answered = await (await polled).response();
  expect(answered?.ok(), `${path} answered`).toBe(true);
  await page.clock.resume();
}

const POLL_STEP_MS = 1000;

/** Opens `path` in the app already running in `page`, as a tap on a link would (the router follows popstate):
 *  the screen's code and data load while the app runs, without booting it again as `page.goto` does. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export interface RequestTracker {
  quiet: (ms?: number, timeoutMs?: number) => Promise<void>;
}

/**
 * Counts the page's requests in flight. `quiet(ms)` resolves once none has been in flight for `ms` (a screen's
 * chunks and data have arrived). Playwright's 'networkidle' waits for 500 ms without any request, which a screen
 * that polls (from every 300 ms in the journeys' build) reaches seconds late or, polling fast, not at all.
 */
export function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  // The latest requests, for the message when the page never goes quiet (a poll that does not back off).
  const recent: string[] = [];
  page.on('request', (r) => {
    inFlight.add(r);
    changedAt = Date.now();
    recent.push(`${new Date(changedAt).toISOString().slice(17, 23)} ${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
    if (recent.length > 12) recent.shift();
  });
  const done = (r: Request) => { inFlight.delete(r); changedAt = Date.now(); };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: async (ms = 250, timeoutMs = 15_000) => {
      // Counted from the call too: after a client-side navigation the router renders in a transition, so the
      // screen's chunk and data requests start a moment after the call, not before it.
      const calledAt = Date.now();
      const until = calledAt + timeoutMs;
      while (inFlight.size > 0 || Date.now() - Math.max(changedAt, calledAt) < ms) {
        if (Date.now() > until) {
          throw new Error(`requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}; the latest:\n${recent.join('\n')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
