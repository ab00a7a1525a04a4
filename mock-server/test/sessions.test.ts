// Session lifetime: the sliding TTL (MOCK_SESSION_TTL) moves with each use, but never past sign-in + the
// absolute lifetime (MOCK_SESSION_MAX, default 7 days), also across a restart.
import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../config.ts';
import { login, startTestMock, tempDir } from './helpers.ts';

const HOUR = 3600_000;

describe('absolute session lifetime', () => {
  it('defaults to 7 days and reads MOCK_SESSION_MAX in seconds', () => {
    expect(optionsFromEnv({}).sessionMaxSec).toBe(7 * 86400);
    expect(optionsFromEnv({ MOCK_SESSION_MAX: '7200' }).sessionMaxSec).toBe(7200);
    expect(() => optionsFromEnv({ MOCK_SESSION_MAX: 'zwei' })).toThrow(/MOCK_SESSION_MAX.*无效/);
  });

  it('a session used every 30 minutes still ends at sign-in + MOCK_SESSION_MAX', async () => {
    let clock = Date.UTC(2026, 10, 21, 4, 0, 0);
    const mock = await startTestMock({ now: () => clock, sessionTtlSec: 3600, sessionMaxSec: 4 * 3600 });
    try {
      const buyer = await login(mock.client, 'buyer');
      const start = clock;
      // Sliding: each use within the hour keeps it alive well past the first hour.
      for (clock = start + HOUR / 2; clock < start + 4 * HOUR - 1000; clock += HOUR / 2) {
        expect((await buyer.get('/system/user/profile')).body.code).toBe(200);
      }
      clock = start + 4 * HOUR - 1000;
      expect((await buyer.get('/system/user/profile')).body.code).toBe(200);
      // Used a second ago, well within the sliding hour — but the absolute lifetime is over.
      clock = start + 4 * HOUR;
      const over = await buyer.get('/system/user/profile');
      expect(over.body).toMatchObject({ code: 401, msg: '登录状态已过期' });
      // Gone for good, not only refused once.
      clock = start + HOUR / 2;
      expect((await buyer.get('/system/user/profile')).body.code).toBe(401);
    } finally {
      await mock.close();
    }
  });

  it('the sliding expiry is capped by the lifetime even when the TTL is longer', async () => {
    let clock = Date.UTC(2026, 10, 21, 4, 0, 0);
    const mock = await startTestMock({ now: () => clock, sessionTtlSec: 30 * 86400, sessionMaxSec: 86400 });
    try {
      const buyer = await login(mock.client, 'buyer');
      const start = clock;
      const row = [...mock.store.sessions.values()].at(-1);
      expect(row?.expiresAt).toBe(start + 24 * HOUR);
      clock = start + 23 * HOUR;
      expect((await buyer.get('/system/user/profile')).body.code).toBe(200);
      expect(row?.expiresAt).toBe(start + 24 * HOUR);
      clock = start + 24 * HOUR + 1;
      expect((await buyer.get('/system/user/profile')).body.code).toBe(401);
    } finally {
      await mock.close();
    }
  });

  it('the lifetime survives a restart: a session past it is not loaded', async () => {
    const dir = tempDir();
    let clock = Date.UTC(2026, 10, 21, 4, 0, 0);
    const first = await startTestMock({ dataDir: dir, now: () => clock, sessionTtlSec: 7 * 86400, sessionMaxSec: 2 * 86400 });
    const buyer = await login(first.client, 'buyer');
    const token = (buyer as unknown as { token: string }).token;
    const start = clock;
    await first.close();

    clock = start + 47 * HOUR;
    const second = await startTestMock({ dataDir: dir, now: () => clock, sessionTtlSec: 7 * 86400, sessionMaxSec: 2 * 86400 });
    try {
      expect(second.store.origin.source).toBe('file');
      expect((await second.client.as(token).get('/system/user/profile')).body.code).toBe(200);
    } finally {
      await second.close();
    }

    clock = start + 49 * HOUR;
    const third = await startTestMock({ dataDir: dir, now: () => clock, sessionTtlSec: 7 * 86400, sessionMaxSec: 2 * 86400 });
    try {
      expect(third.store.origin.source).toBe('file');
      expect(third.store.sessions.has(token)).toBe(false);
      expect((await third.client.as(token).get('/system/user/profile')).body.code).toBe(401);
    } finally {
      await third.close();
    }
  });
});
