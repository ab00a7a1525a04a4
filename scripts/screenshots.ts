// Screenshots of chosen screens at phone and desktop sizes, for looking at what was built.
//   npx tsx scripts/screenshots.ts [baseUrl] [name-filter]     (default http://127.0.0.1:5173, dev server + mock)
// Output: screenshots/<name>-<width>.png (git-ignored). Uses Debian's Chromium (CHROMIUM_PATH).
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

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
