// Failure scenarios (per request and global), MOCK_LATENCY and the request log.
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../src/contract/scenarios.ts';
import { startTestMock, type TestMock } from './helpers.ts';

let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock({ slowMs: 150, timeoutMs: 400 });
});
afterAll(async () => {
  await mock.close();
});

const NOTICE = '/web/notice/list';

describe('per-request scenarios (header X-Mock-Scenario or query __scenario)', () => {
  it('401: HTTP 200 with body code 401', async () => {
    const res = await mock.client.get(NOTICE, undefined, { 'X-Mock-Scenario': '401' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 401, msg: '登录状态已过期' });
  });

  it('401-http: HTTP 401 with body code 401', async () => {
    const res = await mock.client.get(NOTICE, { __scenario: '401-http' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, msg: '登录状态已过期' });
  });

  it('403 and 500 are body codes on HTTP 200; 500-http is a real HTTP 500', async () => {
    const f = await mock.client.get(NOTICE, { __scenario: '403' });
    expect([f.status, f.body.code]).toEqual([200, 403]);
    expect(f.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const e = await mock.client.get(NOTICE, { __scenario: '500' });
    expect([e.status, e.body.code]).toEqual([200, 500]);
    const h = await mock.client.get(NOTICE, { __scenario: '500-http' });
    expect([h.status, h.body.code]).toEqual([500, 500]);
  });

  it('slow adds MOCK_SLOW_MS and then answers normally', async () => {
    const t = performance.now();
    const res = await mock.client.get(NOTICE, { __scenario: 'slow' });
    expect(performance.now() - t).toBeGreaterThanOrEqual(140);
    expect(res.body.code).toBe(200);
    expect(res.body.rows).toBeDefined();
  });

  it('timeout answers only after MOCK_TIMEOUT_MS; a client with a shorter timeout gives up', async () => {
    const t = performance.now();
    const res = await mock.client.get(NOTICE, undefined, { 'x-mock-scenario': 'timeout' });
    expect(performance.now() - t).toBeGreaterThanOrEqual(390);
    expect(res.body.code).toBe(200);
    await expect(fetch(`${mock.url}${NOTICE}?__scenario=timeout`, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
  });

  it('network drops the connection without an answer', async () => {
    await expect(fetch(`${mock.url}${NOTICE}`, { headers: { 'X-Mock-Scenario': 'network' } })).rejects.toThrow();
    // Raw socket: closed with zero bytes written.
    const bytes = await new Promise<number>((resolve) => {
      const s = net.connect(mock.port, '127.0.0.1', () => s.write(`GET ${NOTICE}?__scenario=network HTTP/1.1\r\nHost: x\r\n\r\n`));
      let n = 0;
      s.on('data', (d) => { n += d.length; });
      s.on('close', () => resolve(n));
      s.on('error', () => undefined);
    });
    expect(bytes).toBe(0);
    expect((await mock.client.get(NOTICE)).body.code).toBe(200);
  });

  it('an unknown scenario is refused with the list of valid ones', async () => {
    const res = await mock.client.get(NOTICE, { __scenario: 'explode' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('未知的模拟场景：explode');
    expect(res.body.msg).toContain('401-http');
  });

  it('never applies to /__mock/* or images', async () => {
    expect((await mock.client.get('/__mock/health', { __scenario: '500' })).body.code).toBe(200);
    const img = await mock.client.raw('GET', '/profile/img/game/1.svg?__scenario=network');
    expect(img.status).toBe(200);
  });
});

describe('global scenario (POST /__mock/scenario)', () => {
  it('applies to the next N calls, then stops', async () => {
    const set = await mock.client.post('/__mock/scenario', { scenario: '500', times: 2 });
    expect(set.body.data).toMatchObject({ scenario: '500', times: 2 });
    expect((await mock.client.get('/__mock/scenario')).body.data).toMatchObject({ scenario: '500', times: 2 });
    expect((await mock.client.get(NOTICE)).body.code).toBe(500);
    expect((await mock.client.get('/web/social/list')).body.code).toBe(500);
    expect((await mock.client.get(NOTICE)).body.code).toBe(200);
    expect((await mock.client.get('/__mock/scenario')).body.data).toBeNull();
  });

  it('with a path, only matching calls (query ignored) use it up', async () => {
    await mock.client.post('/__mock/scenario', { scenario: '401', path: '/system/user/profile' });
    expect((await mock.client.get(NOTICE)).body.code).toBe(200);
    expect((await mock.client.get('/system/user/profile', { x: 1 })).body).toEqual({ code: 401, msg: '登录状态已过期' });
    expect((await mock.client.get('/__mock/scenario')).body.data).toBeNull();
  });

  it('defaults to one call; DELETE clears it; a per-request header wins without using it up', async () => {
    await mock.client.post('/__mock/scenario', { scenario: '403', times: 5 });
    expect((await mock.client.get(NOTICE, { __scenario: '500' })).body.code).toBe(500);
    expect(((await mock.client.get('/__mock/scenario')).body.data as { times: number }).times).toBe(5);
    expect((await mock.client.delete('/__mock/scenario')).body.code).toBe(200);
    expect((await mock.client.get(NOTICE)).body.code).toBe(200);
    await mock.client.post('/__mock/scenario', { scenario: '403' });
    expect((await mock.client.get(NOTICE)).body.code).toBe(403);
    expect((await mock.client.get(NOTICE)).body.code).toBe(200);
  });

  it('validates its body', async () => {
    expect((await mock.client.post('/__mock/scenario', { scenario: 'boom' })).body.msg).toContain('场景（scenario）的取值无效');
    expect((await mock.client.post('/__mock/scenario', { scenario: '500', times: 0 })).body.msg).toContain('次数（times）');
    expect((await mock.client.post('/__mock/scenario', { scenario: '500', path: 'web/x?y' })).body.msg).toContain('路径（path）');
    expect((await mock.client.post('/__mock/scenario', { scenario: '500', path: '/__mock/health' })).body.msg).toBe('场景不能作用于 /__mock 控制接口');
  });

  it('takes a path as the browser shows it (the proxy prefix off), refuses one no route serves, and matches :params', async () => {
    const set = await mock.client.post('/__mock/scenario', { scenario: '403', path: `/dev-api${NOTICE}` });
    expect(set.body).toMatchObject({ code: 200, msg: '场景已设置（所有调用方，路径已去掉前端代理前缀 /dev-api）', data: { path: NOTICE } });
    expect((await mock.client.get(NOTICE)).body.code).toBe(403);
    const unknown = await mock.client.post('/__mock/scenario', { scenario: '500', path: '/web/notices/list' });
    expect(unknown.body).toMatchObject({ code: 500, msg: expect.stringContaining('场景路径 /web/notices/list 不是模拟后端的接口') });
    expect((await mock.client.post('/__mock/scenario', { scenario: '500', path: '/web/good/info/120' })).body.code).toBe(200);
    await mock.client.delete('/__mock/scenario');
  });

  it('are the contract\'s one list: the index, the validation and the QA panel\'s buttons name the same', async () => {
    const index = (await mock.client.get('/__mock')).body.data as { scenarios: Record<string, string> };
    expect(Object.keys(index.scenarios).sort()).toEqual([...SCENARIOS].sort());
    const panel = fs.readFileSync(new URL('../../src/dev/QaPanel.tsx', import.meta.url), 'utf8');
    // The panel makes its buttons from the list, not a copy of it.
    expect(panel).toContain('SCENARIOS.map(');
    expect(panel).not.toMatch(/scenario: '401-http'/);
  });
});

describe('request log and latency', () => {
  it('GET /__mock/log lists recent requests newest first with status, body code, time and scenario', async () => {
    await mock.client.get('/web/social/list', { __scenario: '403' });
    await mock.client.get('/no/such/path');
    const log = (await mock.client.get('/__mock/log')).body.data as { method: string; path: string; status: number; code?: number; ms: number; scenario?: string; time: string }[];
    expect(log[0]).toMatchObject({ method: 'GET', path: '/no/such/path', status: 404, code: 404 });
    expect(log[1]).toMatchObject({ path: '/web/social/list', status: 200, code: 403, scenario: '403' });
    expect(log[0].time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(log.length).toBeLessThanOrEqual(200);
    for (let i = 0; i < 210; i++) await mock.client.get('/__mock/health');
    expect(((await mock.client.get('/__mock/log')).body.data as unknown[]).length).toBe(200);
  });

  it('MOCK_LATENCY delays business calls but not control calls', async () => {
    const slow = await startTestMock({ latencyMs: 400 });
    try {
      let t = performance.now();
      await slow.client.get(NOTICE);
      expect(performance.now() - t).toBeGreaterThanOrEqual(390);
      t = performance.now();
      await slow.client.get('/__mock/health');
      expect(performance.now() - t).toBeLessThan(300);
    } finally {
      await slow.close();
    }
  });
});
