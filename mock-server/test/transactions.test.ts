// One transaction per request: a request that fails half-way — a business refusal after a change, or a crash —
// leaves the data as it was before it, in memory and in the file; one that succeeds is committed before it answers.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BizError } from '../lib/envelope.ts';
import { readDataFile } from '../persist/sqlite.ts';
import { login, startTestMock, type TestMock } from './helpers.ts';

let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock();
  // A route that changes a goods row, an order, a user and the messages, then fails the way it is told to.
  mock.routes.add('POST', '/__mock/test/half-done', (c) => {
    const { store } = c.ctx;
    const g = store.goods.get(1);
    if (g) store.updateGoods(g, (x) => { x.title = '改了一半'; });
    const o = store.orders.all()[0];
    o.des = '改了一半';
    const u = store.usersById.get(1);
    if (u) u.nickName = '改了一半';
    store.addMessage(1, { title: '改了一半', content: '改了一半', type: 1 } as never);
    if ((c.body as { crash?: boolean }).crash) throw new TypeError('boom');
    throw new BizError('故意失败');
  }, 'test');
});
afterAll(async () => mock.close());

const snapshot = () => {
  const { store } = mock;
  return {
    title: store.goods.get(1)?.title, des: store.orders.all()[0].des, nick: store.usersById.get(1)?.nickName,
    messages: store.db.messages.length, listed: store.goods.listedCount(0),
  };
};

describe('one transaction per request', () => {
  it('a refusal or a crash after a change leaves the data as before, in memory and on disk', async () => {
    const before = snapshot();
    const fileBefore = JSON.stringify(readDataFile(path.join(mock.dir, 'data.sqlite')).data);
    const refused = await mock.client.post('/__mock/test/half-done', {});
    expect(refused.body).toMatchObject({ msg: '故意失败' });
    expect(snapshot()).toEqual(before);
    const crashed = await mock.client.post('/__mock/test/half-done', { crash: true });
    expect(crashed.body.code).toBe(500);
    expect(snapshot()).toEqual(before);
    expect(JSON.stringify(readDataFile(path.join(mock.dir, 'data.sqlite')).data)).toBe(fileBefore);
    expect(mock.logs.join('\n')).toContain('请求失败，已回滚其改动：POST /__mock/test/half-done');
    // The next request sees the data whole and works on it.
    const buyer = await login(mock.client, 'buyer');
    expect((await buyer.post('/web/goods/collect', { accountId: 120 })).body.code).toBe(200);
    expect(readDataFile(path.join(mock.dir, 'data.sqlite')).data.collects).toContainEqual(expect.objectContaining({ userId: 1, goodsId: 120 }));
  });

  it('a refusal that changed nothing costs no reload', async () => {
    const commits = mock.store.commits;
    const buyer = await login(mock.client, 'buyer');
    const res = await buyer.post('/web/goods/collect', { accountId: 99_999_999 });
    expect(res.body.code).toBe(500);
    expect(mock.logs.join('\n')).not.toContain('已回滚其改动：POST /web/goods/collect');
    // Only the sign-in was committed.
    expect(mock.store.commits - commits).toBeLessThanOrEqual(1);
  });
});
