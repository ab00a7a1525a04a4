// Test helpers: a mock server on a free port with its own temp data folder, and a tiny JSON client.
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { startMockServer, type RunningMock } from '../server.ts';
import type { MockOptions } from '../config.ts';
import type { MockClockAdvance } from '../../src/contract/types.ts';
import { DEMO_USERS } from '../lib/fixtures.ts';

export const TEST_GOODS = 300;
export const SMS_CODE = '123456';

export interface TestMock extends RunningMock {
  dir: string;
  logs: string[];
  client: Client;
}

/** A data folder of its own, inside the run's folder that globalSetup.ts removes at the end. */
export function tempDir(): string {
  return fs.mkdtempSync(path.join(inject('mockTestRoot'), 'mock-test-'));
}

/** Small data, no background timers unless a test asks for them. */
export async function startTestMock(overrides: Partial<MockOptions> = {}): Promise<TestMock> {
  const dir = overrides.dataDir ?? tempDir();
  const logs: string[] = [];
  const mock = await startMockServer({
    port: 0, dataDir: dir, goodsCount: TEST_GOODS, auditMs: 0, orderStepMs: 0, timeoutMs: 300, slowMs: 100, verifyCommits: true,
    log: (line) => logs.push(line), ...overrides,
  });
  return { ...mock, dir, logs, client: new Client(mock.url) };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Loose shape of a RuoYi answer, for assertions. */
export interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
  rows?: unknown[];
  total?: number;
  token?: string;
  [k: string]: unknown;
}

export class Client {
  readonly base: string;
  private token?: string;
  private readonly extra: Record<string, string>;

  constructor(base: string, token?: string, extra: Record<string, string> = {}) {
    this.base = base;
    this.token = token;
    this.extra = extra;
  }

  as(token: string | undefined): Client {
    return new Client(this.base, token, this.extra);
  }

  /** The same client sending `X-Mock-Client: <id>` on every call: one sandbox client (a browser of the app). */
  sandbox(id: string): Client {
    return new Client(this.base, this.token, { ...this.extra, 'X-Mock-Client': id });
  }

  /** The same client sending `X-Mock-Space: <name>` (percent-encoded, as the app sends it): one data space. */
  space(name: string): Client {
    return new Client(this.base, this.token, { ...this.extra, 'X-Mock-Space': encodeURIComponent(name) });
  }

  /** The same client sending `X-Mock-Key` (a mock with MOCK_CONTROL_KEY). */
  key(key: string): Client {
    return new Client(this.base, this.token, { ...this.extra, 'X-Mock-Key': key });
  }

  async raw(method: string, p: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Answer<Envelope>> {
    const headers: Record<string, string> = { ...this.extra, ...init.headers };
    if (this.token) {
      headers.Authorization = `Bearer ${this.token}`;
      headers.token = this.token;
    }
    const res = await fetch(this.base + p, { method, body: init.body, headers, redirect: 'manual' });
    const text = await res.text();
    let body: Envelope;
    try {
      body = JSON.parse(text) as Envelope;
    } catch {
      body = { code: -1, msg: 'not json' };
    }
    return { status: res.status, headers: res.headers, body, text };
  }

  get(p: string, query?: Record<string, string | number | boolean | undefined>, headers?: Record<string, string>) {
    const qs = query ? new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString() : '';
    return this.raw('GET', qs ? `${p}?${qs}` : p, { headers });
  }

  post(p: string, body?: unknown, headers?: Record<string, string>) {
    return this.raw('POST', p, { body: body === undefined ? undefined : JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });
  }

  put(p: string, body?: unknown) {
    return this.raw('PUT', p, { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  }

  delete(p: string, body?: unknown) {
    return body === undefined ? this.raw('DELETE', p)
      : this.raw('DELETE', p, { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  }
}

/** Signs in through the real captcha flow (answer read from the control API). */
export async function login(client: Client, who: 'buyer' | 'seller' | string, password: string = DEMO_USERS.password): Promise<Client> {
  const username = who === 'buyer' ? DEMO_USERS.buyer.phone : who === 'seller' ? DEMO_USERS.seller.phone : who;
  const cap = await client.get('/captchaImage');
  const uuid = String(cap.body.uuid);
  const answer = await client.get(`/__mock/captcha/${uuid}`);
  const code = (answer.body.data as { code: string }).code;
  const res = await client.post('/login', { username, password, code, uuid });
  if (res.body.code !== 200 || typeof res.body.token !== 'string') throw new Error(`login failed: ${res.text}`);
  return client.as(res.body.token);
}

/** A test mock with the demo buyer and seller signed in:
 *  `beforeAll(async () => ({ mock, buyer, seller } = await startSignedIn()));` */
export async function startSignedIn(overrides: Partial<MockOptions> = {}): Promise<{ mock: TestMock; buyer: Client; seller: Client }> {
  const mock = await startTestMock(overrides);
  const seller = await login(mock.client, 'seller');
  const buyer = await login(mock.client, 'buyer');
  return { mock, buyer, seller };
}

/** Signs in by SMS (sends a code first). */
export async function smsLogin(client: Client, phone: string): Promise<Client> {
  await client.get('/sms/sendYzm', { phone, type: 'login' });
  const res = await client.post('/h5/login', { phone, code: SMS_CODE });
  if (typeof res.body.token !== 'string') throw new Error(`sms login failed: ${res.text}`);
  return client.as(res.body.token);
}

/** Registers a fresh user (password as the demo users'; not 实名-verified) and signs them in by SMS. */
export async function newUser(client: Client, phone: string): Promise<Client> {
  await client.get('/sms/sendYzm', { phone, type: 'register' });
  const res = await client.post('/register', { username: phone, password: DEMO_USERS.password, code: SMS_CODE });
  if (res.body.code !== 200) throw new Error(`register failed: ${res.text}`);
  return smsLogin(client, phone);
}

/**
 * Moves the space's clock (the client's X-Mock-Space, or the shared one) `advanceMs` forward through its jobs
 * (POST /__mock/clock): what a test does instead of waiting for a timer. Start the mock with the delay long
 * (`auditMs: 60_000`…), so that nothing falls due in real time while the test runs; `ran` names the jobs run.
 */
export async function advanceClock(client: Client, advanceMs: number): Promise<MockClockAdvance & { kinds: string[] }> {
  const res = await client.post('/__mock/clock', { advanceMs });
  if (res.body.code !== 200) throw new Error(`advancing the clock failed: ${res.text}`);
  const moved = res.body.data as MockClockAdvance;
  return { ...moved, kinds: moved.ran.map((j) => j.kind) };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Polls until check() is truthy (for timer-driven behaviour). */
export async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 3000, stepMs = 20): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error('until: timed out');
    await sleep(stepMs);
  }
}
