// A sandbox a team shares: scenarios and session expiry act on the caller's sandbox client (X-Mock-Client)
// unless the body says scope "all"; a call without the header acts on everyone, as before.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login, startTestMock, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  mock = await startTestMock();
});
afterAll(async () => mock.close());

beforeEach(async () => {
  await mock.client.delete('/__mock/scenario');
  alice = await login(mock.client.sandbox('alice'), 'buyer');
  bob = await login(mock.client.sandbox('bob'), 'seller');
});

const profile = (c: Client) => c.get('/system/user/profile');

describe('scenarios per sandbox client', () => {
  it("one client's 401 never reaches the other, and GET shows each its own", async () => {
    const set = await alice.post('/__mock/scenario', { scenario: '401', times: 2 });
    expect(set.body).toMatchObject({ code: 200, msg: '场景已设置（仅本浏览器）', data: { scenario: '401', client: 'alice' } });
    expect((await alice.get('/__mock/scenario')).body.data).toMatchObject({ scenario: '401', times: 2 });
    expect((await bob.get('/__mock/scenario')).body.data).toBeNull();
    // bob goes on working while alice's scenario is armed; alice meets it twice, then it is used up.
    expect((await profile(bob)).body.code).toBe(200);
    expect((await profile(alice)).body).toMatchObject({ code: 401, msg: '登录状态已过期' });
    expect((await profile(bob)).body.code).toBe(200);
    expect((await profile(alice)).body.code).toBe(401);
    expect((await profile(alice)).body.code).toBe(200);
    // A call without the header never takes a client's scenario.
    await alice.post('/__mock/scenario', { scenario: '500' });
    expect((await mock.client.get('/web/notice/list')).body.code).toBe(200);
    expect((await alice.get('/web/notice/list')).body.code).toBe(500);
  });

  it('scope "all" (or no header) arms it for everyone; DELETE with the header clears only the caller\'s', async () => {
    const all = await alice.post('/__mock/scenario', { scenario: '500', times: 2, scope: 'all' });
    expect(all.body.msg).toBe('场景已设置（所有调用方）');
    expect(all.body.data).not.toHaveProperty('client');
    expect((await profile(bob)).body.code).toBe(500);
    expect((await mock.client.get('/web/notice/list')).body.code).toBe(500);
    expect((await profile(alice)).body.code).toBe(200);

    await mock.client.post('/__mock/scenario', { scenario: '403' });
    await bob.post('/__mock/scenario', { scenario: '500' });
    expect((await alice.delete('/__mock/scenario')).body.msg).toBe('本浏览器的场景已清除');
    // alice cleared only her own (none): the global one and bob's remain.
    expect((await bob.get('/__mock/scenario')).body.data).toMatchObject({ scenario: '500', client: 'bob' });
    expect((await mock.client.get('/__mock/scenario')).body.data).toMatchObject({ scenario: '403' });
    expect((await bob.delete('/__mock/scenario', { scope: 'all' })).body.msg).toBe('场景已清除');
    expect((await bob.get('/__mock/scenario')).body.data).toBeNull();
  });

  it('refuses a bad scope with a Chinese message', async () => {
    const res = await alice.post('/__mock/scenario', { scenario: '401', scope: 'everyone' });
    expect(res.body).toMatchObject({ code: 500, msg: expect.stringContaining('作用范围（scope）') });
  });
});

describe('session expiry per sandbox client', () => {
  it('expires only the sessions signed in from the caller', async () => {
    const alice2 = await login(mock.client.sandbox('alice'), 'seller');
    const mine = [...mock.store.sessions.values()].filter((s) => s.client === 'alice').length;
    expect(mine).toBeGreaterThanOrEqual(2);
    const res = await alice.post('/__mock/sessions/expire');
    expect(res.body).toMatchObject({ code: 200, msg: '本浏览器的会话已过期', data: { count: mine, scope: 'client' } });
    expect((await profile(alice)).body.code).toBe(401);
    expect((await profile(alice2)).body.code).toBe(401);
    expect((await profile(bob)).body.code).toBe(200);
  });

  it('scope "all", or a call without the header, ends every session', async () => {
    const plain = await login(mock.client, 'buyer');
    const res = await alice.post('/__mock/sessions/expire', { scope: 'all' });
    expect(res.body).toMatchObject({ msg: '所有会话已过期', data: { scope: 'all' } });
    expect((await profile(bob)).body.code).toBe(401);
    expect((await profile(plain)).body.code).toBe(401);

    const again = await login(mock.client.sandbox('bob'), 'seller');
    expect((await mock.client.post('/__mock/sessions/expire')).body.data).toMatchObject({ scope: 'all' });
    expect((await profile(again)).body.code).toBe(401);
  });
});
