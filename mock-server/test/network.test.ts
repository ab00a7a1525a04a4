// One mock for a team on a network: MOCK_HOST beyond this machine needs MOCK_CONTROL_KEY, and then every control
// call (/__mock/*, the raw data view /__mock/db, the spaces, reproduction links) is refused (403, Chinese msg)
// without X-Mock-Key: the API itself answers as the live backend would. Tried on a second loopback address,
// 127.0.0.2 (Linux routes all of 127.0.0.0/8 to lo), standing in for a LAN address — and through a Vite dev
// server on 127.0.0.1 whose proxy goes there (MOCK_URL), as a tester's own machine would.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../config.ts';
import { freePort } from '../lib/freePort.ts';
import { Client, login, sleep, startTestMock, type TestMock } from './helpers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KEY = 'team-key-2026';
const HOST = '127.0.0.2';

describe('MOCK_HOST and MOCK_CONTROL_KEY', () => {
  it('refuse to listen beyond loopback without a key, and take the host\'s own pages as allowed origins', () => {
    expect(() => optionsFromEnv({ MOCK_HOST: HOST })).toThrow(/必须同时设置 MOCK_CONTROL_KEY/);
    expect(() => optionsFromEnv({ MOCK_HOST: '0.0.0.0', MOCK_CONTROL_KEY: 'short' })).toThrow(/MOCK_CONTROL_KEY 无效/);
    expect(() => optionsFromEnv({ MOCK_HOST: 'http://x:1' })).toThrow(/MOCK_HOST=http:\/\/x:1 无效/);
    const opts = optionsFromEnv({ MOCK_HOST: HOST, MOCK_CONTROL_KEY: KEY });
    expect(opts).toMatchObject({ host: HOST, controlKey: KEY });
    expect(opts.allowedOrigins).toEqual(expect.arrayContaining(['http://127.0.0.1:*', `http://${HOST}:*`]));
    // A team's subnet, with the loopback defaults kept.
    expect(optionsFromEnv({ MOCK_ALLOWED_ORIGINS: 'loopback,http://192.168.1.*:*' }).allowedOrigins).toEqual(expect.arrayContaining(['http://localhost:*', 'http://192.168.1.*:*']));
    expect(() => optionsFromEnv({ MOCK_ALLOWED_ORIGINS: 'http://192.168.1.*:x' })).toThrow(/MOCK_ALLOWED_ORIGINS/);
    // On this machine the key is optional (and then required all the same).
    expect(optionsFromEnv({}).controlKey).toBeUndefined();
    expect(optionsFromEnv({ MOCK_CONTROL_KEY: KEY }).controlKey).toBe(KEY);
  });
});

describe(`a mock on ${HOST} with a key`, () => {
  let mock: TestMock;
  let web: ChildProcess | undefined;
  let webUrl = '';
  let webOut = '';

  beforeAll(async () => {
    const opts = optionsFromEnv({ MOCK_HOST: HOST, MOCK_CONTROL_KEY: KEY });
    mock = await startTestMock({ host: opts.host, controlKey: opts.controlKey, allowedOrigins: opts.allowedOrigins });
    // A tester's dev server on 127.0.0.1, its proxy sent to the team's mock.
    const port = await freePort();
    web = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MOCK_URL: mock.url, BACKEND_URL: '', MOCK_LIVE: '' },
    });
    web.stdout?.on('data', (d: Buffer) => { webOut += d.toString(); });
    web.stderr?.on('data', (d: Buffer) => { webOut += d.toString(); });
    webUrl = `http://127.0.0.1:${port}`;
    for (const end = Date.now() + 45_000; ;) {
      if (web.exitCode !== null) throw new Error(`vite exited: ${webOut}`);
      if (await fetch(`${webUrl}/dev-api/web/notice/list`).then((r) => r.ok, () => false)) break;
      if (Date.now() > end) throw new Error(`vite did not answer: ${webOut}`);
      await sleep(100);
    }
  }, 60_000);
  afterAll(async () => {
    web?.kill('SIGTERM');
    await mock?.close();
  });

  it('is reached on 127.0.0.2', () => {
    expect(mock.url).toBe(`http://${HOST}:${mock.port}`);
  });

  it('refuses every control call without the key (403, Chinese msg) and takes it with the key', async () => {
    const refused = [
      () => mock.client.post('/__mock/reset'),
      () => mock.client.get('/__mock/snapshots'),
      () => mock.client.post('/__mock/snapshots', { name: 'x' }),
      () => mock.client.get('/__mock/db/goods', { _limit: 1 }),
      () => mock.client.get('/__mock/log'),
      () => mock.client.post('/__mock/scenario', { scenario: '500' }),
      () => mock.client.get('/__mock/spaces'),
      () => mock.client.post('/__mock/spaces', { name: 'x' }),
      () => mock.client.post('/__mock/repro/open', { snapshot: 'x' }),
      () => mock.client.get('/__mock'),
      // The path form of a space does not get around it.
      () => mock.client.post(`/__space/${Buffer.from('x').toString('base64url')}/__mock/reset`),
    ];
    for (const call of refused) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 403, keyRequired: true, msg: expect.stringContaining('控制密钥') });
    }
    expect((await mock.client.key('wrong-key-123').post('/__mock/reset')).body.msg).toContain('控制密钥不对');
    // Nothing happened: no space, no snapshot folder.
    expect(mock.spaces.list()).toHaveLength(1);

    const team = mock.client.key(KEY);
    expect((await team.post('/__mock/reset')).body.code).toBe(200);
    expect((await team.get('/__mock/db/goods', { _limit: 1 })).status).toBe(200);
    expect((await team.post('/__mock/spaces', { name: 'qa-1' })).body.code).toBe(200);
    expect((await team.space('qa-1').get('/__mock/health')).body.data).toMatchObject({ space: 'qa-1', keyRequired: true });
  });

  it('says only that a key is needed on /__mock/health without it', async () => {
    const res = await mock.client.get('/__mock/health');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'ok', keyRequired: true, backend: 'mock' });
  });

  it('answers the API without the key, as the live backend would (in a space too)', async () => {
    expect((await mock.client.get('/web/notice/list')).body.code).toBe(200);
    const buyer = await login(new Client(mock.url).key(KEY), 'buyer');
    const plain = new Client(mock.url).as((buyer as unknown as { token: string }).token);
    expect((await plain.get('/system/user/profile')).body.code).toBe(200);
    expect((await plain.post('/web/goods/collect', { accountId: 120 })).body.code).toBe(200);
    expect((await mock.client.space('qa-1').get('/web/game/list')).body.code).toBe(200);
  });

  it('through a dev server on 127.0.0.1 (MOCK_URL): the app\'s calls pass, control calls need the key', async () => {
    const page = { Origin: webUrl };
    const notices = await fetch(`${webUrl}/dev-api/web/notice/list`, { headers: page });
    expect(((await notices.json()) as { code: number }).code).toBe(200);
    const bare = await fetch(`${webUrl}/dev-api/__mock/reset`, { method: 'POST', headers: page });
    expect(bare.status).toBe(403);
    expect(((await bare.json()) as { msg: string }).msg).toContain('X-Mock-Key');
    const keyed = await fetch(`${webUrl}/dev-api/__mock/reset`, { method: 'POST', headers: { ...page, 'X-Mock-Key': KEY } });
    expect(((await keyed.json()) as { code: number }).code).toBe(200);
    // A foreign page is still refused, key or not.
    const foreign = await fetch(`${webUrl}/dev-api/__mock/reset`, { method: 'POST', headers: { Origin: 'http://evil.example', 'X-Mock-Key': KEY } });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { msg: string }).msg).toContain('无权访问模拟后端');
  });
});
