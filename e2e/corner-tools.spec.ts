// The presenter build's corner tools (模拟, the data-space badge, the QA wrench, 隐藏; src/dev/corner.ts): docked
// where they cover no content and no control, on a phone (in the top bar, after the back button) and on a wide
// screen (in the gutter beside the column), on the screens a demo goes through; and hidden for a clean demo by
// ?mockTools=0 or 隐藏, for the rest of the visit (across in-app navigation and new page loads), shown again by
// ?mockTools=1.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, openInApp, signInWithToken, test } from './fixtures.ts';

const corner = (page: Page) => page.getByTestId('dev-corner');

/**
 * What the dock would cover: every point of its pieces (the wrench, the badges, 隐藏), sampled every 3 px, looked
 * up with the dock out of sight. A control there, a picture, or a character of text is covered; the top bar's
 * background and the empty part of the title's box are not.
 */
async function coveredByCorner(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dock = document.querySelector<HTMLElement>('[data-testid="dev-corner"]');
    if (!dock) return ['no dock'];
    const parts = [...dock.querySelectorAll<HTMLElement>('button, [data-testid$="-badge"]')]
      .map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    if (parts.length < 3) return [`only ${parts.length} pieces in the dock`];
    const CONTROL = 'a, button, input, textarea, select, label, summary, [role="button"], [role="tab"], [role="link"], [role="radio"], [role="checkbox"], [tabindex]:not([tabindex="-1"])';
    const found = new Set<string>();
    const name = (el: Element) => `${el.tagName.toLowerCase()}「${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 20)}」`;
    dock.style.visibility = 'hidden';
    try {
      for (const r of parts) {
        for (let x = Math.ceil(r.left); x < r.right; x += 3) {
          for (let y = Math.ceil(r.top); y < r.bottom; y += 3) {
            const el = document.elementFromPoint(x, y);
            if (!el || el === document.documentElement || el === document.body) continue;
            const control = el.closest(CONTROL);
            if (control) { found.add(`control ${name(control)}`); continue; }
            if (el.closest('img, svg, canvas, video, picture')) { found.add(`picture ${name(el)}`); continue; }
            for (const node of el.childNodes) {
              if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              const inText = [...range.getClientRects()].some((t) => x >= t.left && x <= t.right && y >= t.top && y <= t.bottom);
              if (inText) found.add(`text ${name(el)}`);
            }
          }
        }
      }
    } finally {
      dock.style.visibility = '';
    }
    return [...found];
  });
}

/** The control is what a tap at its centre reaches (nothing of the corner over it). */
async function expectReachable(control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  await control.scrollIntoViewIfNeeded();
  const reached = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect(reached, `${await control.evaluate((el) => el.outerHTML.slice(0, 120))} is reachable`).toBe(true);
}

/** The screens of a demo, each with the controls a presenter taps there. */
async function walkDemoScreens(page: Page): Promise<void> {
  const check = async (what: string, controls: Locator[]) => {
    await expect(corner(page)).toBeVisible();
    await expect(page.getByTestId('qa-trigger')).toBeVisible();
    expect(await coveredByCorner(page), `${what}: what the corner covers`).toEqual([]);
    for (const control of controls) await expectReachable(control);
    // Scrolled to the end, the content has gone under the top bar, not under the corner.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await coveredByCorner(page), `${what} scrolled to the end: what the corner covers`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
  };
  const tabs = page.getByRole('navigation', { name: '主导航' });

  await page.goto('/index/home');
  await expect(page.getByTestId('page-title')).toHaveText('首页');
  await check('首页', [page.getByTestId('user-chip'), tabs.getByRole('link', { name: /买号/ }), tabs.getByRole('link', { name: /我的/ })]);

  await page.goto('/index/goodList?gameId=13');
  await expect(page.getByTestId('page-title')).toContainText('商品列表');
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  await check('商品列表 (a long title)', [page.getByRole('button', { name: '返回' }), page.getByTestId('goods-card').first()]);

  await page.goto('/index/goodDetail?id=5');
  await expect(page.getByTestId('detail-title')).toBeVisible();
  await check('商品详情', [page.getByRole('button', { name: '立即购买' }), page.getByTestId('collect-toggle'), page.getByRole('button', { name: '返回' })]);

  await page.goto('/index/BasicInformation?gameId=1&mode=sale');
  await page.getByRole('radiogroup', { name: '系统' }).getByRole('radio', { name: '安卓' }).click();
  await page.getByRole('radiogroup', { name: '运营商' }).getByRole('radio', { name: '微信区' }).click();
  await page.getByRole('radio', { name: '他人注册' }).click();
  await check('填写基本信息', [page.getByTestId('qufu-next')]);
  await page.getByTestId('qufu-next').click();
  await expect(page).toHaveURL(/\/index\/fillInformation\?gameId=1&mode=sale$/);
  await check('填写商品信息', [page.getByTestId('sell-submit'), page.getByRole('button', { name: '返回' })]);

  await page.goto('/index/other/MyProducts');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await check('我的买单', [page.getByRole('tab').first(), page.getByTestId('order-row').first().getByRole('link', { name: '查看' })]);
}

test.describe('on a phone (375×812)', () => {
  test('the corner sits in the top bar after the back button, covering nothing on the screens of a demo', async ({ page, mock }) => {
    test.setTimeout(90_000);
    await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
    await walkDemoScreens(page);
    // In the top bar: below its top, above its bottom edge.
    const bar = await page.locator('header').first().boundingBox();
    const dock = await corner(page).boundingBox();
    expect(bar && dock && dock.y >= bar.y && dock.y + dock.height <= bar.y + bar.height).toBe(true);
  });

  test('?mockTools=0 hides it for the rest of the visit, ?mockTools=1 shows it again, 隐藏 hides it too', async ({ page, mock }) => {
    await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
    const inset = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--dev-corner-inset'));

    await page.goto('/index/home?mockTools=0');
    await expect(page.getByTestId('page-title')).toHaveText('首页');
    await expect(page.getByTestId('qa-trigger')).toBeAttached();
    await expect(corner(page)).toBeHidden();
    await expect(page.getByTestId('backend-badge')).toBeHidden();
    expect(await inset()).toBe('');
    // A tap on a tab (in-app navigation), then a new page load without the flag: still hidden.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /买号/ }).click();
    await expect(page).toHaveURL(/\/index\/goodList/);
    await expect(corner(page)).toBeHidden();
    await page.goto('/index/goodDetail?id=5');
    await expect(page.getByTestId('detail-title')).toBeVisible();
    await expect(page.getByTestId('qa-trigger')).toBeAttached();
    await expect(corner(page)).toBeHidden();
    await openInApp(page, '/index/other/MyProducts');
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    await expect(corner(page)).toBeHidden();

    await page.goto('/index/home?mockTools=1');
    await expect(corner(page)).toBeVisible();
    await expect(page.getByTestId('backend-badge')).toHaveText('模拟');
    expect(await inset()).not.toBe('');

    await corner(page).getByRole('button', { name: '隐藏' }).click();
    await expect(corner(page)).toBeHidden();
    await expect(page.getByText('已隐藏模拟工具（本次访问内有效）；地址加 ?mockTools=1 可重新显示')).toBeVisible();
    expect(await inset()).toBe('');
    await page.goto('/index/goodList');
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    await expect(page.getByTestId('qa-trigger')).toBeAttached();
    await expect(corner(page)).toBeHidden();
  });
});

test.describe('on a wide screen (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the corner sits in the gutter left of the column, covering nothing', async ({ page, mock }) => {
    test.setTimeout(90_000);
    await signInWithToken(page, await mock.tokenFor(DEMO.buyer.phone));
    await walkDemoScreens(page);
    const column = await page.locator('header').first().boundingBox();
    const dock = await corner(page).boundingBox();
    expect(column && dock && dock.x >= 0 && dock.x + dock.width <= column.x).toBe(true);
    // The title keeps its whole width beside a dock in the gutter.
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--dev-corner-inset'))).toBe('');
  });
});
