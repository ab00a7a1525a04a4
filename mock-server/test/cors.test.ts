// Closed doors: a page of a foreign origin can neither drive the control API nor write, nor read answers;
// the app's own origins (loopback by default, MOCK_ALLOWED_ORIGINS) and callers without an Origin can.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../config.ts';
import { type Client, login, startTestMock, type TestMock } from './helpers.ts';

const EVIL = 'https://evil.example';

/** A request with any headers, Host included (fetch does not let a caller set Host). */
function rawRequest(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; json: { code?: number; msg?: string } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => { text += d.toString(); });
      res.on('end', () => {
        let json: { code?: number; msg?: string } = {};
        try {
          json = JSON.parse(text) as typeof json;
        } catch {
          // empty (204)
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('closed doors for foreign origins', () => {
  let mock: TestMock;
  let buyer: Client;
  beforeAll(async () => {
    mock = await startTestMock();
    buyer = await login(mock.client, 'buyer');
  });
  afterAll(() => mock.close());

  it('a foreign preflight is refused and gets no CORS headers', async () => {
    for (const p of ['/__mock/reset', '/web/goods/collect', '/saleOrder/pay']) {
      const res = await fetch(`${mock.url}${p}`, {
        method: 'OPTIONS',
        headers: { Origin: EVIL, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' },
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(((await res.json()) as { msg: string }).msg).toContain('无权访问模拟后端');
    }
  });

  it('a foreign simple POST cannot reset the data, end sessions or write, and changes nothing', async () => {
    expect((await buyer.post('/web/goods/collect', { accountId: 111 })).body.code).toBe(200);
    const simple = { Origin: EVIL, 'Content-Type': 'text/plain' };
    const reset = await mock.client.raw('POST', '/__mock/reset', { headers: simple, body: '{}' });
    expect(reset.status).toBe(403);
    expect(reset.body).toMatchObject({ code: 403 });
    expect(reset.body.msg).toContain(EVIL);
    const expire = await mock.client.raw('POST', '/__mock/sessions/expire', { headers: simple, body: '{}' });
    expect(expire.status).toBe(403);
    // The write from the foreign page carries the buyer's token, as a CSRF would (credentials).
    const write = await buyer.raw('POST', '/web/goods/collect/remove', { headers: { Origin: EVIL, 'Content-Type': 'application/json' }, body: JSON.stringify({ accountId: 111 }) });
    expect(write.status).toBe(403);
    expect(write.headers.get('access-control-allow-origin')).toBeNull();
    // Nothing changed: still signed in, the favourite is still there.
    const list = await buyer.get('/web/goods/collect/list', { pageSize: 100 });
    expect(list.body.code).toBe(200);
    expect((list.body.rows as { id: number }[]).map((g) => g.id)).toContain(111);
  });

  it('a foreign page cannot read SMS codes or the raw data, even with GET', async () => {
    for (const p of ['/__mock/sms', '/__mock/db/users', '/__mock/log', '/__mock']) {
      const res = await mock.client.raw('GET', p, { headers: { Origin: EVIL } });
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('13800138000');
    }
    // Without Origin but marked cross-site by the browser (an <img>, a no-cors fetch): refused as well.
    const sneaky = await mock.client.raw('GET', '/__mock/sms', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(sneaky.status).toBe(403);
  });

  it('a foreign GET of public data is answered without CORS headers, so the page cannot read it', async () => {
    const res = await mock.client.raw('GET', '/web/social/list', { headers: { Origin: EVIL } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the app origins (dev, preview, e2e on loopback) get CORS and may write and use /__mock', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:24567']) {
      const pre = await fetch(`${mock.url}/web/goods/collect`, {
        method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization,token' },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
      expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
      const write = await buyer.raw('POST', '/web/goods/collect', { headers: { Origin: origin, 'Content-Type': 'application/json' }, body: JSON.stringify({ accountId: 112 }) });
      expect(write.body.code).toBe(200);
      expect(write.headers.get('access-control-allow-origin')).toBe(origin);
      const sms = await mock.client.raw('GET', '/__mock/sms', { headers: { Origin: origin } });
      expect(sms.body.code).toBe(200);
    }
  });

  it('without an Origin (curl, tests, server-side callers) everything works as before', async () => {
    const res = await mock.client.post('/__mock/scenario', { scenario: '500', times: 1, path: '/V2/H5/allQQlist' });
    expect(res.body.code).toBe(200);
    expect((await mock.client.delete('/__mock/scenario')).body.code).toBe(200);
  });

  it('through the proxy, a page served on a LAN address is its own origin (Origin = Host, an IP); a DNS name is not', async () => {
    const u = new URL(mock.url);
    const lan = await rawRequest(`${mock.url}/__mock/health`, 'GET', { Host: '192.168.1.5:5173', Origin: 'http://192.168.1.5:5173' });
    expect(lan.status).toBe(200);
    expect(lan.headers['access-control-allow-origin']).toBe('http://192.168.1.5:5173');
    // DNS rebinding: evil.example resolving to 127.0.0.1 makes Origin and Host agree — still foreign.
    const rebound = await rawRequest(`${mock.url}/__mock/health`, 'GET', { Host: `evil.example:${u.port}`, Origin: `http://evil.example:${u.port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.json.code).toBe(403);
  });
});

describe('MOCK_ALLOWED_ORIGINS', () => {
  it('replaces the loopback default; a malformed entry stops the start with a Chinese message', async () => {
    const opts = optionsFromEnv({ MOCK_ALLOWED_ORIGINS: 'https://qa.example.com, http://10.0.0.2:*' });
    expect(opts.allowedOrigins).toEqual(['https://qa.example.com', 'http://10.0.0.2:*']);
    expect(() => optionsFromEnv({ MOCK_ALLOWED_ORIGINS: 'qa.example.com/path' })).toThrow(/MOCK_ALLOWED_ORIGINS.*无效/);
    const mock = await startTestMock({ allowedOrigins: opts.allowedOrigins });
    try {
      const qa = await mock.client.raw('POST', '/__mock/scenario', {
        headers: { Origin: 'https://qa.example.com', 'Content-Type': 'application/json' }, body: JSON.stringify({ scenario: '500', path: '/V2/H5/allQQlist' }),
      });
      expect(qa.body.code).toBe(200);
      expect(qa.headers.get('access-control-allow-origin')).toBe('https://qa.example.com');
      const lan = await mock.client.raw('GET', '/__mock/sms', { headers: { Origin: 'http://10.0.0.2:8080' } });
      expect(lan.body.code).toBe(200);
      const loopback = await mock.client.raw('GET', '/__mock/sms', { headers: { Origin: 'http://127.0.0.1:5173' } });
      expect(loopback.status).toBe(403);
    } finally {
      await mock.close();
    }
  });
});
