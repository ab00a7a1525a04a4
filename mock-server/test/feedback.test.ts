// Feedback (投诉建议 / 意见反馈, the wire's account/problem): the live shape, bad input, the platform's reply by the
// control API and by its job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, Problem } from '../../src/contract/types.ts';
import { login, startSignedIn, startTestMock, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => ({ mock, buyer, seller } = await startSignedIn()));
afterAll(() => mock.close());

describe('feedback', () => {
  it('account/problem takes the live shape {type, content, contact, images}; the list shows mine, newest first, with replies', async () => {
    const before = (await buyer.get('/account/problem/list')).body.total as number;
    const res = await buyer.post('/account/problem', {
      type: '建议', content: '希望增加夜间模式，晚上看商品截图太刺眼', contact: '123456', images: ['/profile/img/shot/1-1.svg'],
    });
    expect(res.body).toMatchObject({ code: 200, msg: '提交成功，感谢您的反馈', data: { id: expect.any(Number) } });
    const list = await buyer.get('/account/problem/list', { pageSize: 100 });
    expect(list.body.total).toBe(before + 1);
    const rows = list.body.rows as Problem[];
    // A bare QQ number is stored as 「QQ 123456」, like the seeded rows.
    expect(rows[0]).toMatchObject({ type: '建议', content: '希望增加夜间模式，晚上看商品截图太刺眼', contact: 'QQ 123456', status: '待处理', images: ['/profile/img/shot/1-1.svg'] });
    expect(rows[0]).not.toHaveProperty('userId');
    expect(rows[0]).not.toHaveProperty('reply');
    expect(rows.some((p) => p.status === '已回复' && p.reply)).toBe(true);
    // A phone, 「QQ：…」 and no contact at all (→ the user's phone) are accepted too.
    for (const [contact, stored] of [['13912345678', '13912345678'], ['QQ：10001', 'QQ 10001'], [undefined, '13800138000']] as const) {
      const id = ((await buyer.post('/account/problem', { type: '问题', content: '付款后订单一直显示待支付', contact })).body.data as { id: number }).id;
      expect(mock.store.db.problems.find((p) => p.id === id)?.contact).toBe(stored);
    }
    expect((await seller.get('/account/problem/list')).body.total).toBe(mock.store.db.problems.filter((p) => p.userId === 2).length);
  });

  it('account/problem refuses bad input with a Chinese msg and writes nothing; signed out gets 401', async () => {
    const count = mock.store.db.problems.length;
    const messages = mock.store.db.messages.length;
    const good = { type: '投诉', content: '卖家两个小时不配合换绑，订单卡住了', contact: '13800138000', images: [] as string[] };
    const bad: [Record<string, unknown>, string][] = [
      [{ ...good, type: '其他' }, '类型（type）的取值无效，可选：投诉 / 建议 / 问题'],
      [{ ...good, type: undefined }, '类型（type）的取值无效'],
      [{ ...good, content: '太短了' }, '内容（content）至少 10 个字'],
      [{ ...good, content: '          ' }, '内容（content）至少 10 个字'],
      [{ ...good, content: '长'.repeat(501) }, '内容（content）不能超过 500 个字'],
      [{ ...good, content: undefined }, '内容（content）不能为空'],
      [{ ...good, contact: '138001380001' }, '联系方式（contact）应为 11 位手机号或 5–11 位 QQ 号'],
      [{ ...good, contact: 'abc@qq.com' }, '联系方式（contact）应为 11 位手机号或 5–11 位 QQ 号'],
      [{ ...good, contact: '0123456' }, '联系方式（contact）应为 11 位手机号或 5–11 位 QQ 号'],
      [{ ...good, images: Array(4).fill('/profile/img/shot/1-1.svg') }, '图片（images）最多 3 张'],
      [{ ...good, images: ['javascript:alert(1)'] }, '图片地址不合法'],
      [{ ...good, images: '/profile/img/shot/1-1.svg' }, '图片（images）应为图片地址数组'],
    ];
    for (const [body, msg] of bad) {
      const answer = await buyer.post('/account/problem', body);
      expect(answer.body.code, JSON.stringify(body).slice(0, 80)).toBe(500);
      expect(answer.body.msg).toContain(msg);
    }
    expect((await mock.client.post('/account/problem', good)).body.code).toBe(401);
    expect((await mock.client.get('/account/problem/list')).body.code).toBe(401);
    expect(mock.store.db.problems.length).toBe(count);
    expect(mock.store.db.messages.length).toBe(messages);
  });

  it('the control endpoint replies (given text or a default), messages the user once, and refuses twice or unknown ids', async () => {
    const id = ((await buyer.post('/account/problem', { type: '投诉', content: '客服回复太慢了，等了一个小时', contact: '13800138000' })).body.data as { id: number }).id;
    const unread = (await buyer.get('/need/message/list')).body.unread as number;
    const answer = await mock.client.post(`/__mock/problems/${id}/reply`, { reply: '抱歉让您久等，已安排专人跟进。' });
    expect(answer.body).toMatchObject({ code: 200, msg: '已回复', data: { id, status: '已回复', reply: '抱歉让您久等，已安排专人跟进。', replyTime: expect.any(String) } });
    const mine = (await buyer.get('/account/problem/list', { pageSize: 100 })).body.rows as Problem[];
    expect(mine.find((p) => p.id === id)).toMatchObject({ status: '已回复', reply: '抱歉让您久等，已安排专人跟进。' });
    const inbox = await buyer.get('/need/message/list');
    expect(inbox.body.unread).toBe(unread + 1);
    expect((inbox.body.rows as Message[])[0]).toMatchObject({
      sendTitle: '您的投诉已回复', sendContent: '平台回复：抱歉让您久等，已安排专人跟进。', sendTypeName: '系统通知', relatedType: 'problem', relatedDataId: id,
    });
    expect((await mock.client.post(`/__mock/problems/${id}/reply`, {})).body).toEqual({ code: 500, msg: '该反馈已回复' });
    expect((await mock.client.post('/__mock/problems/99999/reply', {})).body).toEqual({ code: 500, msg: '反馈不存在' });
    expect((await mock.client.post(`/__mock/problems/${id}/reply`, { reply: '长'.repeat(501) })).body.msg).toBe('回复（reply）不能超过 500 个字');
    // Without text: the default reply of its type.
    const second = ((await buyer.post('/account/problem', { type: '建议', content: '希望支持按区服搜索商品标题', contact: '10001' })).body.data as { id: number }).id;
    expect(((await mock.client.post(`/__mock/problems/${second}/reply`)).body.data as Problem).reply).toContain('感谢您的建议');
  });

  it('a new problem is answered by its job MOCK_AUDIT_MS later (the space\'s clock moved on)', async () => {
    const timed = await startTestMock({ auditMs: 60_000 });
    try {
      const me = await login(timed.client, 'buyer');
      const id = ((await me.post('/account/problem', { type: '问题', content: '上传截图时一直转圈，换了网络也一样', contact: 'QQ 1052233445' })).body.data as { id: number }).id;
      expect(((await me.get('/account/problem/list')).body.rows as Problem[])[0]).toMatchObject({ id, status: '待处理' });
      const early = await timed.client.post('/__mock/clock', { advanceMs: 59_000 });
      expect((early.body.data as { ran: unknown[] }).ran).toEqual([]);
      expect(((await me.get('/account/problem/list')).body.rows as Problem[])[0]).toMatchObject({ id, status: '待处理' });
      const due = await timed.client.post('/__mock/clock', { advanceMs: 1000 });
      expect((due.body.data as { ran: { kind: string }[] }).ran.map((j) => j.kind)).toEqual(['feedback.reply']);
      const replied = ((await me.get('/account/problem/list')).body.rows as Problem[]).find((p) => p.id === id);
      expect(replied).toMatchObject({ status: '已回复' });
      expect(replied?.reply).toContain('技术同事排查');
      const inbox = (await me.get('/need/message/list')).body.rows as Message[];
      expect(inbox[0]).toMatchObject({ sendTitle: '您的问题已回复' });
    } finally {
      await timed.close();
    }
  });
});
