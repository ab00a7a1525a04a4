// The production build served by deploy/nginx.conf (npm run test:prod) as the file is written: HTTPS with HTTP/2
// (a throwaway self-signed certificate) and the plain port redirecting to it. The protocol and TLS versions, the
// redirect, the headers it sends, and a short phone journey through it — home, list, detail, sign-in, an order, a
// session that ends — with no Content-Security-Policy violation (the browser's securitypolicyviolation events, and
// its console, which the fixture already watches).
import { createHash } from 'node:crypto';
import { connect as connectH2, constants as h2 } from 'node:http2';
import { connect as connectTls, type ConnectionOptions } from 'node:tls';
import type { Page } from '@playwright/test';
import { buyNowSigningIn, expect, homeSettled, quietUnreadPoll, test } from './fixtures.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HSTS = 'max-age=63072000';
/** nginx's HTTPS and plain ports (playwright.prod.config.ts). */
const WEB_PORT = Number(process.env.PROD_WEB_PORT);
const REDIRECT_URL = `http://127.0.0.1:${process.env.PROD_REDIRECT_PORT}`;

/** The TLS version nginx agrees to within `options` (min/max version), or the error code it answers with. */
function tlsHandshake(options: ConnectionOptions): Promise<string> {
  return new Promise((resolve) => {
    const socket = connectTls({ host: '127.0.0.1', port: WEB_PORT, rejectUnauthorized: false, ...options }, () => {
      resolve(socket.getProtocol() ?? '?');
      socket.end();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

/** One GET over HTTP/2 (Node's client: ALPN offers h2 and http/1.1, the server picks). */
function getOverH2(path: string): Promise<{ alpn: string | false | undefined; status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const session = connectH2(`https://127.0.0.1:${WEB_PORT}`, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ [h2.HTTP2_HEADER_PATH]: path, 'accept-encoding': 'br' });
    stream.on('response', (headers) => {
      resolve({ alpn: session.alpnProtocol, status: Number(headers[h2.HTTP2_HEADER_STATUS]), headers });
      stream.close();
      session.close();
    });
    stream.on('error', reject);
    stream.end();
  });
}

test('TLS: HTTP/2 by ALPN, TLS 1.2 and 1.3 only, HSTS; the plain port redirects to HTTPS with path and query', async ({ request }) => {
  const page = await getOverH2('/index/goodList?gameId=1');
  expect(page.alpn).toBe('h2');
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['content-encoding']).toBe('br');
  expect(page.headers['strict-transport-security']).toBe(HSTS);

  expect(await tlsHandshake({})).toBe('TLSv1.3');
  expect(await tlsHandshake({ maxVersion: 'TLSv1.2' })).toBe('TLSv1.2');
  // Offered TLS 1.1 at most (the client's own floor lowered for it), nginx refuses with a protocol_version alert.
  expect(await tlsHandshake({ minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' }))
    .toBe('ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION');

  // Plain HTTP: a permanent redirect to the same path and query over HTTPS (nginx's test port stands in for 443),
  // without HSTS (browsers ignore it over HTTP).
  const plain = await request.get(`${REDIRECT_URL}/index/goodDetail?id=2&from=%E4%B9%B0%E5%8F%B7`, { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(plain.headers().location).toBe(`https://127.0.0.1:${WEB_PORT}/index/goodDetail?id=2&from=%E4%B9%B0%E5%8F%B7`);
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  const root = await request.get(`${REDIRECT_URL}/`, { maxRedirects: 0 });
  expect(root.status()).toBe(301);
  expect(root.headers().location).toBe(`https://127.0.0.1:${WEB_PORT}/`);
  // Followed, the redirect lands on the app.
  const followed = await request.get(`${REDIRECT_URL}/index/home`);
  expect(followed.status()).toBe(200);
  expect(followed.url()).toBe(`https://127.0.0.1:${WEB_PORT}/index/home`);
  // certbot's challenge files (its --webroot) are answered on the plain port, not redirected.
  const challenge = await request.get(`${REDIRECT_URL}/.well-known/acme-challenge/serve-nginx`, { maxRedirects: 0 });
  expect(challenge.status()).toBe(200);
  expect(await challenge.text()).toBe('serve-nginx');
});

/** The CSP's sources of one directive. */
function sources(csp: string, directive: string): string[] {
  const entry = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === directive);
  return entry?.slice(1) ?? [];
}

test('nginx: SPA fallback, precompressed files, caching, the API proxy and the security headers', async ({ request }) => {
  const page = await request.get('/index/other/xiaoxi', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['strict-transport-security']).toBe(HSTS);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const csp = headers['content-security-policy'];
  expect(sources(csp, 'frame-ancestors')).toEqual(["'none'"]);
  expect(sources(csp, 'object-src')).toEqual(["'none'"]);
  expect(sources(csp, 'connect-src')).toEqual(["'self'"]);
  const scriptSrc = sources(csp, 'script-src');
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");

  // Every inline script of index.html is allowed by its hash (and only those): say which hash to write.
  const html = await page.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  expect(inline.length).toBeGreaterThan(0);
  expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort(), 'script-src of deploy/nginx.conf vs index.html').toEqual(inline.sort());

  // A hashed asset: precompressed brotli, or gzip for a client without it; cached for a year.
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const br = await request.get(asset!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['cache-control']).toBe(IMMUTABLE);
  expect(br.headers()['content-type']).toMatch(/javascript/);
  const gz = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  expect(await gz.text()).toBe(await br.text());

  // A chunk an old page asks for after a deploy: a 404, not index.html, and not cached.
  const missing = await request.get('/assets/no-such-chunk.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-cache');
  expect(missing.headers()['strict-transport-security']).toBe(HSTS);

  // The API, prefix stripped, with the backend's own caching (none added) and no page CSP.
  const api = await request.get('/prod-api/web/notice/list');
  expect(api.status()).toBe(200);
  expect((await api.json() as { code: number }).code).toBe(200);
  expect(api.headers()['cache-control']).toBeUndefined();
  expect(api.headers()['content-security-policy']).toBeUndefined();
});

/** Records every CSP violation the page reports, across navigations. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => { violations.push(text); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { reportCspViolation: (t: string) => Promise<void> })
        .reportCspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sample} @ ${location.pathname}`);
    });
  });
  return violations;
}

test('a phone journey through nginx: no CSP violation from home to an order and a session that ends', async ({ page, mock }) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  const tabs = page.getByRole('navigation', { name: '主导航' });
  // Home's banners, which index.html asks for itself (scripts/preload-plugin.ts) and the app takes over: asked once.
  const banners: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/prod-api/account/zhubo/list?type=2')) banners.push(request.headers());
  });
  const bannersTakenOver = () => page.evaluate(() => {
    const early = (window as { __firstAnswer?: { u: string; r?: unknown } }).__firstAnswer;
    return Boolean(early?.u) && !early?.r;
  });

  await page.goto('/');
  await expect(page).toHaveURL(/\/index\/home$/);
  await expect(page.getByTestId('page-title')).toHaveText('首页');
  await homeSettled(page);
  expect(banners.map((headers) => headers.token)).toEqual(['']);
  expect(await bannersTakenOver()).toBe(true);
  // Over HTTPS with HTTP/2: the page and its code.
  expect(new URL(page.url()).protocol).toBe('https:');
  const protocols = await page.evaluate(() => performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))
    .filter((e) => new URL(e.name).origin === location.origin).map((e) => (e as PerformanceResourceTiming).nextHopProtocol));
  expect(protocols.length).toBeGreaterThan(1);
  expect(new Set(protocols)).toEqual(new Set(['h2']));

  await tabs.getByRole('link', { name: /买号/ }).click();
  await expect(page.getByTestId('page-title')).toHaveText('商品列表');
  await page.getByTestId('goods-card').first().click();
  await expect(page).toHaveURL(/\/index\/goodDetail\?id=\d+$/);
  await expect(page.getByTestId('detail-title')).not.toBeEmpty();

  // Sign in as the demo buyer from 立即购买 (password and image captcha), back on the detail.
  await buyNowSigningIn(page, mock, 2);

  // An order: the purchase goes on from the notice opened on return.
  await page.getByRole('dialog', { name: '购买须知' }).getByRole('button', { name: '我已知晓，继续购买' }).click();
  await expect(page).toHaveURL(/\/index\/sureOrder\?id=2$/);
  await page.getByRole('radio', { name: '找回包赔' }).click();
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/index\/orderDetail\?orderId=\d+$/);
  await expect(page.getByTestId('order-status-label')).toHaveText('待支付');

  // The session ends on the server; the next screen's calls answer 401.
  await quietUnreadPoll(page);
  banners.length = 0;
  await page.goto('/index/home');
  await expect(page.getByTestId('user-chip')).toBeVisible();
  await homeSettled(page);
  // Signed in, the document's request carries the token, so the app's call is the same one.
  expect(banners).toHaveLength(1);
  expect(banners[0].token).not.toBe('');
  expect(banners[0].authorization).toBe(`Bearer ${banners[0].token}`);
  expect(await bannersTakenOver()).toBe(true);
  await mock.expireSessions();
  await tabs.getByRole('link', { name: /消息/ }).click();
  const dialog = page.getByRole('dialog', { name: '提示' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/index\/other\/xiaoxi$/);
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2Fother%2Fxiaoxi$/);

  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});
