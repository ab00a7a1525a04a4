// Feedback, merchant applications, valuation and bid recycling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backlist, Bid, MyBids, Message, MerchantApplication, Problem } from '../../src/contract/types.ts';
import { login, startSignedIn, startTestMock, until, type Client, type TestMock } from './helpers.ts';

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => ({ mock, buyer, seller } = await startSignedIn()));
afterAll(() => mock.close());

describe('feedback and merchants', () => {
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

  it('a new problem is answered by the scheduler after MOCK_AUDIT_MS', async () => {
    // Long enough that the first read surely sees 待处理 on a busy machine (60 ms was answered before it).
    const timed = await startTestMock({ auditMs: 1000 });
    try {
      const me = await login(timed.client, 'buyer');
      const id = ((await me.post('/account/problem', { type: '问题', content: '上传截图时一直转圈，换了网络也一样', contact: 'QQ 1052233445' })).body.data as { id: number }).id;
      expect(((await me.get('/account/problem/list')).body.rows as Problem[])[0]).toMatchObject({ id, status: '待处理' });
      const replied = await until(async () => {
        const row = ((await me.get('/account/problem/list')).body.rows as Problem[]).find((p) => p.id === id);
        return row?.status === '已回复' ? row : undefined;
      }, 8000);
      expect(replied.reply).toContain('技术同事排查');
      const inbox = (await me.get('/need/message/list')).body.rows as Message[];
      expect(inbox[0]).toMatchObject({ sendTitle: '您的问题已回复' });
    } finally {
      await timed.close();
    }
  });

  it('merchant apply once while pending; latest shows it; approved later', async () => {
    const other = await login(mock.client, mock.store.usersById.get(6)?.phonenumber ?? '');
    expect((await other.get('/need/merchant/latest')).body).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await other.post('/need/merchant/apply', { shopName: 'A', contact: '13800000000', games: '王者荣耀' })).body.msg).toBe('店铺名称（shopName）至少 2 个字');
    const res = await other.post('/need/merchant/apply', { shopName: '阿强游戏号铺', contact: '13800000000', games: '王者荣耀,原神' });
    expect(res.body.code).toBe(200);
    expect(((await other.get('/need/merchant/latest')).body.data as MerchantApplication)).toMatchObject({ shopName: '阿强游戏号铺', auditState: 0 });
    expect((await other.post('/need/merchant/apply', { shopName: '阿强游戏号铺', contact: '13800000000', games: '王者荣耀' })).body.msg).toBe('已有待审核的入驻申请，请耐心等待');
  });

  it('QA refuses a waiting merchant application with a reason; the applicant reads it and may apply again', async () => {
    const other = await login(mock.client, mock.store.usersById.get(7)?.phonenumber ?? '');
    await other.post('/need/merchant/apply', { shopName: '小林游戏号', contact: '13800000001', games: '原神' });
    const id = ((await other.get('/need/merchant/latest')).body.data as MerchantApplication).id;
    expect((await mock.client.post(`/__mock/merchants/${id}/audit`, { pass: 'yes' })).body.code).toBe(500);
    const refused = await mock.client.post(`/__mock/merchants/${id}/audit`, { pass: false, reason: '请补充店铺营业执照' });
    expect(refused.body).toMatchObject({ code: 200, msg: '已驳回', data: { id, auditState: 2, auditDes: '请补充店铺营业执照' } });
    expect((await other.get('/need/merchant/latest')).body.data).toMatchObject({ auditState: 2, auditDes: '请补充店铺营业执照' });
    expect(((await other.get('/need/message/list')).body.rows as Message[])[0])
      .toMatchObject({ sendTitle: '商户入驻未通过', sendContent: '「小林游戏号」未通过入驻审核：请补充店铺营业执照' });
    expect((await mock.client.post(`/__mock/merchants/${id}/audit`, { pass: true })).body)
      .toMatchObject({ code: 500, msg: '该入驻申请已审核' });
    expect((await mock.client.post('/__mock/merchants/99999/audit', { pass: true })).body).toMatchObject({ code: 500, msg: '入驻申请不存在' });
    expect((await other.post('/need/merchant/apply', { shopName: '小林游戏号', contact: '13800000001', games: '原神' })).body.code).toBe(200);
  });
});

describe('valuation and bid recycling', () => {
  const body = { gameId: 1, type: '手游', region: '安卓 / QQ区', des: 'V8 全皮肤', account: 'abc12345', tel: '13800138000', expprice: 1000, img: ['/profile/img/shot/1-1.svg'] };

  it('validates the request', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ account: '中文账号' }, '游戏账号（account）不能包含中文'],
      [{ tel: '110' }, '手机号格式不正确'],
      [{ expprice: 0 }, '期望价格（expprice）必须在'],
      [{ img: Array(10).fill('/profile/img/a.svg') }, '截图（img）最多 9 张'],
      [{ inType: 3 }, '出售模式（inType）的取值无效'],
      [{ gameId: 999 }, '游戏不存在'],
      [{ region: '' }, '区服（region）不能为空'],
    ];
    for (const [patch, msg] of bad) expect((await buyer.post('/account/backlist', { ...body, ...patch })).body.msg).toContain(msg);
  });

  it('a valuation gets its result after MOCK_AUDIT_MS; bid recycling collects 2–5 bids; merchants are approved', async () => {
    const timed = await startTestMock({ auditMs: 40 });
    try {
      const u = await login(timed.client, 'buyer');
      const val = await u.post('/account/backlist', body);
      expect(val.body).toMatchObject({ code: 200, msg: '提交成功，请等待估价员进行估价' });
      const valId = (val.body.data as { id: number }).id;
      const bid = await u.post('/account/backlist', { ...body, inType: 1 });
      const bidId = (bid.body.data as { id: number }).id;
      const valuated = await until(async () => {
        const rows = (await u.get('/account/backlist/allList', { inType: 0 })).body.rows as Backlist[];
        const row = rows.find((b) => b.id === valId);
        return row?.valuationMin !== undefined ? row : undefined;
      });
      expect(valuated.status).toBe(3);
      expect(valuated.valuationMax).toBeGreaterThanOrEqual(valuated.valuationMin as number);
      expect(valuated.valuationNote).toContain('¥');
      const bids = await until(async () => {
        const list = ((await u.get('/account/quotation/mybprice', { backId: bidId })).body.data as MyBids).rlist;
        return list.length >= 2 ? list : undefined;
      });
      expect(bids.map((b) => b.bprice)).toEqual([...bids.map((b) => b.bprice)].sort((a, b) => b - a));
      const inList = ((await u.get('/account/backlist/allList', { inType: 1 })).body.rows as Backlist[]).find((b) => b.id === bidId);
      expect(inList?.bidCount).toBeGreaterThanOrEqual(2);
      expect(inList?.maxPrice).toBe(bids[0].bprice);
      const other = await login(timed.client, 'seller');
      expect((await other.get('/account/quotation/mybprice', { backId: bidId })).body.code).toBe(403);
      expect((await other.post('/account/backlist/accept', { backId: bidId, bidId: bids[0].id })).body.code).toBe(403);
      // Accepting is checked on the mock without timers (next test): here the deal's clock (40 ms a step) could
      // take it to 交易成功 (bid 已完成, request 已完成) before the reads after the accept.
      // The same timer approves merchant applications.
      await u.post('/need/merchant/apply', { shopName: '小王的号铺', contact: '13800138000', games: '王者荣耀' });
      const approved = await until(async () => {
        const m = (await u.get('/need/merchant/latest')).body.data as MerchantApplication;
        return m.auditState === 1 ? m : undefined;
      });
      expect(approved.auditDes).toBeTruthy();
      expect((await u.post('/need/merchant/apply', { shopName: '小王的号铺', contact: '13800138000', games: '王者荣耀' })).body.msg).toBe('您已是入驻商户');
    } finally {
      await timed.close();
    }
  });

  it('accepting a bid: the chosen one 已接受, the others 已拒绝, the request 已接受报价; once only, only by its owner', async () => {
    const bidId = ((await buyer.post('/account/backlist', { ...body, inType: 1 })).body.data as { id: number }).id;
    for (let i = 0; i < 3; i++) expect((await mock.client.post(`/__mock/backlist/${bidId}/bid`)).body.code).toBe(200);
    const bids = ((await buyer.get('/account/quotation/mybprice', { backId: bidId })).body.data as MyBids).rlist;
    expect(bids).toHaveLength(3);
    expect((await seller.post('/account/backlist/accept', { backId: bidId, bidId: bids[0].id })).body.code).toBe(403);
    expect((await buyer.post('/account/backlist/accept', { backId: bidId, bidId: 999999 })).body.msg).toBe('报价不存在');
    expect((await buyer.post('/account/backlist/accept', { backId: bidId, bidId: bids[1].id })).body).toMatchObject({ code: 200, msg: '已接受报价，请到竞价中心「交易中」继续交易' });
    const after = ((await buyer.get('/account/quotation/mybprice', { backId: bidId })).body.data as MyBids).rlist;
    expect(after.find((b) => b.id === bids[1].id)?.status).toBe(1);
    expect(after.filter((b) => b.id !== bids[1].id).every((b) => b.status === 2)).toBe(true);
    const req = ((await buyer.get('/account/backlist/allList', { status: 2 })).body.rows as Backlist[]).find((b) => b.id === bidId);
    expect(req?.status).toBe(2);
    expect((await buyer.post('/account/backlist/accept', { backId: bidId, bidId: bids[0].id })).body.msg).toBe('该估价单当前不可接受报价');
  });

  it('allList: absent inType = all, 0 = valuations only; the control API adds bids', async () => {
    const res = await seller.get('/account/backlist/allList', { pageSize: 100 });
    const rows = res.body.rows as Backlist[];
    expect(rows.every((b) => b.userId === 2)).toBe(true);
    expect(rows.some((b) => b.inType === undefined) && rows.some((b) => b.inType !== undefined)).toBe(true);
    const vals = (await seller.get('/account/backlist/allList', { inType: 0, pageSize: 100 })).body.rows as Backlist[];
    expect(vals.every((b) => b.inType === undefined)).toBe(true);
    const open = rows.find((b) => b.inType !== undefined && b.status === 0) as Backlist;
    const before = open.bidCount;
    const added = await mock.client.post(`/__mock/backlist/${open.id}/bid`);
    expect((added.body.data as Bid).backId).toBe(open.id);
    expect(mock.store.db.backlists.find((b) => b.id === open.id)?.bidCount).toBe(before + 1);
    const plain = rows.find((b) => b.inType === undefined) as Backlist;
    expect((await mock.client.post(`/__mock/backlist/${plain.id}/bid`)).body.msg).toBe('估价单不接受报价');
  });
});
