// Hybrid backend (BACKEND_URL + MOCK_LIVE): globbed paths from the "live" backend (a second mock, in drift
// mode), the rest from this mock; the request log says who answered and flags a live answer breaking the
// contract; the live backend down is a Chinese 502.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockLogEntry } from '../../src/contract/types.ts';
import { hybridEnv } from '../config.ts';
import { globMatcher } from '../middleware/hybrid.ts';
import { startTestMock, type TestMock } from './helpers.ts';

let live: TestMock;
let mock: TestMock;

beforeAll(async () => {
  live = await startTestMock({ goodsCount: 200, drift: true, persist: false });
  mock = await startTestMock({ hybrid: { backendUrl: live.url, live: ['/web/good/**', '/web/game/list'], timeoutMs: 5000 } });
});
afterAll(async () => {
  await mock.close();
  await live.close();
});

const log = async () => (await mock.client.get('/__mock/log')).body.data as MockLogEntry[];

describe('hybrid backend', () => {
  it('answers globbed paths from the live backend and the rest itself, and says so in the log and health', async () => {
    const games = await mock.client.get('/web/game/list');
    expect(games.headers.get('x-mock-backend')).toBe('live');
    expect(games.body.code).toBe(200);
    const list = await mock.client.post('/web/good/allList', { pageNum: 1, pageSize: 5 });
    expect(list.body.total).toBe(live.store.goods.listedCount());
    expect(list.body.total).not.toBe(mock.store.goods.listedCount());
    const notices = await mock.client.get('/web/notice/list', { noticeType: 'xwgg' });
    expect(notices.headers.get('x-mock-backend')).toBeNull();

    const entries = await log();
    expect(entries.find((e) => e.path === '/web/game/list')).toMatchObject({ backend: 'live', status: 200, code: 200 });
    expect(entries.find((e) => e.path === '/web/notice/list')).toMatchObject({ backend: 'mock' });
    // The live goods list drifts (title renamed, price a string): flagged, one line per breaking difference.
    const drifted = entries.find((e) => e.path === '/web/good/allList');
    expect(drifted).toMatchObject({ backend: 'live', drift: expect.arrayContaining([expect.stringContaining('rows[].title')]) });
    expect(entries.find((e) => e.path === '/web/game/list')?.drift).toBeUndefined();

    expect((await mock.client.get('/__mock/health')).body.data).toMatchObject({
      backend: 'hybrid', live: { backendUrl: live.url, paths: ['/web/good/**', '/web/game/list'] },
    });
  });

  it('a write to a live path is streamed there, body and all', async () => {
    const res = await mock.client.post('/web/good/allList', { pageNum: 2, pageSize: 3, keyWord: '王者' });
    expect(res.body).toMatchObject({ code: 200 });
    expect((res.body.rows as unknown[]).length).toBeLessThanOrEqual(3);
  });

  it('the live backend down: a Chinese 502, logged; mock paths unaffected', async () => {
    const down = await startTestMock({ hybrid: { backendUrl: 'http://127.0.0.1:9', live: ['/web/game/list'], timeoutMs: 2000 } });
    try {
      const res = await down.client.get('/web/game/list');
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: 502, msg: expect.stringContaining('线上后端无法连接（http://127.0.0.1:9）') });
      expect((await down.client.get('/web/notice/list', { noticeType: 'xwgg' })).body.code).toBe(200);
      const entries = (await down.client.get('/__mock/log')).body.data as MockLogEntry[];
      expect(entries.find((e) => e.path === '/web/game/list')).toMatchObject({ backend: 'live', status: 502, code: 502 });
    } finally {
      await down.close();
    }
  });
});

describe('MOCK_LIVE', () => {
  it('globs: * one segment, ** any depth', () => {
    const m = globMatcher(['/goods/**', '/web/game/list', '/need/*/list']);
    expect(['/goods', '/goods/1', '/goods/a/b', '/web/game/list', '/need/area/list'].every(m)).toBe(true);
    expect(['/goodsx', '/web/game/list2', '/need/a/b/list', '/web/game'].some(m)).toBe(false);
  });

  it('is read from the environment with Chinese errors', () => {
    expect(hybridEnv({})).toBeUndefined();
    expect(hybridEnv({ MOCK_LIVE: '/goods/**, /web/game/list', BACKEND_URL: 'https://api.example.com/prod-api' }))
      .toMatchObject({ backendUrl: 'https://api.example.com/prod-api', live: ['/goods/**', '/web/game/list'] });
    expect(() => hybridEnv({ MOCK_LIVE: '/goods/**' })).toThrow('设置了 MOCK_LIVE 时 BACKEND_URL 应为 http(s):// 开头');
    expect(() => hybridEnv({ MOCK_LIVE: 'goods', BACKEND_URL: 'http://x' })).toThrow('MOCK_LIVE 中的 goods 无效');
    expect(() => hybridEnv({ MOCK_LIVE: '@/nonexistent/file', BACKEND_URL: 'http://x' })).toThrow('读不到文件');
  });
});
