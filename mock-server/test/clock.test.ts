// The platform's clock in the data (scheduler.ts, data/jobs.ts, POST/GET /__mock/clock): delayed work is rows of
// a jobs table with a due time on the space's clock. Advancing one space's clock runs its due jobs in order, each
// at its own due time (a chain lands within one advance), and touches no other space; the jobs survive a restart;
// an unpaid order closes when the clock passes its deadline; sessions stay on real time; a reset takes the clock
// and the jobs back with the data; bad input is refused in Chinese. The scheduler itself: order, one failing
// handler logged without stopping the others, one timer.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_WINDOW_MS } from '../../src/contract/pricing.ts';
import { BackOrderStatus, OrderStatus, OrderStep, SaleState, SupplyPay } from '../../src/contract/statuses.ts';
import type { BackOrder, Message, MockClock, MockClockAdvance, MockJobKind, MyBids, Order } from '../../src/contract/types.ts';
import { DAY_MS, parseTime, type Db, type GoodsRow } from '../lib/fixtures.ts';
import type { MockContext } from '../context.ts';
import { Scheduler, type JobHandlers, type SchedulerStore } from '../scheduler.ts';
import { addJob } from '../data/jobs.ts';
import { login, startTestMock, tempDir, type Client, type TestMock } from './helpers.ts';

const AUDIT_MS = 60_000;
const STEP_MS = 60_000;

let mock: TestMock;
beforeAll(async () => {
  // Long delays: nothing falls due in real time while a test runs; only advancing the clock runs jobs.
  mock = await startTestMock({ auditMs: AUDIT_MS, orderStepMs: STEP_MS });
});
afterAll(() => mock.close());

const newSpace = async (name: string): Promise<Client> => {
  expect((await mock.client.post('/__mock/spaces', { name })).body.code).toBe(200);
  return mock.client.space(name);
};
const clockOf = async (c: Client) => (await c.get('/__mock/clock')).body.data as MockClock;
async function advance(c: Client, advanceMs: number): Promise<MockClockAdvance> {
  const res = await c.post('/__mock/clock', { advanceMs });
  expect(res.body.code, res.text).toBe(200);
  return res.body.data as MockClockAdvance;
}
const files = (...urls: string[]) => JSON.stringify(urls.map((url) => ({ url, name: url.slice(url.lastIndexOf('/') + 1) })));
/** A listed goods of someone else than the demo buyer (ids in a space's data match the shared seed's). */
const someGoods = (m: TestMock, skip = 0) => m.store.goods.all().filter((g) => g.saleState === SaleState.listed && g.createId !== 1)[skip] as GoodsRow;

async function paidOrder(c: Client, buyer: Client, goodsId: number): Promise<Order> {
  const o = (await buyer.post('/saleOrder/create', { goodsId, guaranteeType: 3 })).body.data as Order;
  expect((await buyer.post('/saleOrder/pay', { orderId: o.orderId, payWay: 1, payType: 'full' })).body.code).toBe(200);
  expect((await c.post('/__mock/pay', { orderId: o.orderId })).body.code).toBe(200);
  return o;
}

describe('advancing a space\'s clock', () => {
  it('runs its due jobs in order, each at its own due time — a whole deal and its payout — and leaves another space alone', async () => {
    const a = await newSpace('clock-a');
    const b = await newSpace('clock-b');
    const bBefore = await clockOf(b);
    const seller = await login(a, 'seller');
    const req = await seller.post('/h5/goods/back', {
      gameId: 1, type: '王者荣耀', des: 'V8 贵族', region: '安卓 / QQ区', account: 'wz_clock', tel: '13900139000',
      img: files('/profile/img/shot/1-1.svg'), relname: '李四', relnameImg: files('/profile/img/shot/1-3.svg'),
      inType: 1, content: JSON.stringify({ gameId: 1, title: '快进测试', price: 1500 }),
    });
    const backId = (req.body.data as { id: number }).id;
    expect((await a.post(`/__mock/backlist/${backId}/bid`)).body.code).toBe(200);
    const bid = ((await seller.get('/account/quotation/mybprice', { backId })).body.data as MyBids).rlist[0];
    expect((await seller.post('/account/backlist/accept', { id: backId, supplyUserId: bid?.createId })).body.code).toBe(200);
    const deal = (await seller.get('/backOrder/detail', { backId })).body.data as BackOrder;

    const moved = await advance(a, 5 * AUDIT_MS);
    // Four steps then the payout, each scheduled by the one before, all within this one advance and in order.
    const chain = moved.ran.filter((j) => j.kind.startsWith('backOrder.'));
    expect(chain.map((j) => j.kind)).toEqual(['backOrder.tick', 'backOrder.tick', 'backOrder.tick', 'backOrder.tick', 'backOrder.payout']);
    const times = moved.ran.map((j) => parseTime(j.dueAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    const done = (await seller.get('/backOrder/detail', { id: deal.id })).body.data as BackOrder;
    expect(done).toMatchObject({ orderStatus: BackOrderStatus.success, supllypay: SupplyPay.paid });
    // Each step happened at its own due time on the space's clock: a step apart, the payout one after 交易成功.
    expect(parseTime(done.finishTime ?? '') - parseTime(done.payTime ?? '')).toBe(3 * AUDIT_MS);
    expect(parseTime(done.payoutTime ?? '') - parseTime(done.finishTime ?? '')).toBe(AUDIT_MS);
    expect(done.payoutTime).toBe(chain[4]?.dueAt);
    const inbox = (await seller.get('/need/message/list', { pageSize: 20 })).body.rows as Message[];
    expect(inbox.find((m) => m.sendTitle === '回收交易成功')?.sendTime).toBe(done.finishTime);

    // The answer: the offset moved exactly as asked, the space's now with it, what is left.
    expect(moved.offsetMs).toBe(5 * AUDIT_MS);
    expect(moved.pending).toBe((await clockOf(a)).pending);
    expect((await clockOf(a)).offsetMs).toBe(5 * AUDIT_MS);
    expect((await a.get('/__mock/health')).body.data).toMatchObject({ pendingJobs: moved.pending, clockOffsetMs: 5 * AUDIT_MS });

    // The other space: its clock, its jobs and its deals as they were.
    expect(await clockOf(b)).toMatchObject({ offsetMs: 0, pending: bBefore.pending, jobs: bBefore.jobs });
    const bSeller = await login(b, 'seller');
    expect(((await bSeller.get('/backOrder/list', { dataType: 'sell', pageSize: 100 })).body.rows as BackOrder[]).some((x) => x.backId === backId && x.title === '快进测试')).toBe(false);
  });

  it('lists the pending jobs with their due time as text, soonest first; the health counts the table', async () => {
    const c = await newSpace('clock-list');
    const buyer = await login(c, 'buyer');
    const o = (await buyer.post('/saleOrder/create', { goodsId: someGoods(mock).id, guaranteeType: 3 })).body.data as Order;
    expect((await buyer.post('/account/problem', { type: '建议', content: '希望可以按区服筛选商品，找号更方便一些' })).body.code).toBe(200);
    const clock = await clockOf(c);
    expect(clock.offsetMs).toBe(0);
    expect(clock.now).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(clock.jobs).toContainEqual({ id: expect.any(Number), kind: 'order.payDeadline', dueAt: o.closeTime, payload: { orderId: o.orderId } });
    expect(clock.jobs).toContainEqual(expect.objectContaining({ kind: 'feedback.reply', payload: { problemId: expect.any(Number) } }));
    const due = clock.jobs.map((j) => j.dueAt);
    expect(due).toEqual([...due].sort());
    expect(clock.pending).toBe(clock.jobs.length);
    expect(((await c.get('/__mock/health')).body.data as { pendingJobs: number }).pendingJobs).toBe(clock.pending);
  });
});

describe('jobs are data', () => {
  it('a paid order goes on stepping after the app is closed and another opened on its data folder', async () => {
    const dir = tempDir();
    const first = await startTestMock({ dataDir: dir, orderStepMs: STEP_MS });
    const o = await paidOrder(first.client, await login(first.client, 'buyer'), someGoods(first).id);
    const job = first.ctx.scheduler.find('order.step', { orderId: o.orderId })[0];
    expect(job).toBeDefined();
    await first.close();

    // Reopened before its step is due: the job is there and runs when the clock reaches it.
    const second = await startTestMock({ dataDir: dir, orderStepMs: STEP_MS });
    try {
      expect(second.ctx.scheduler.find('order.step', { orderId: o.orderId })).toEqual([job]);
      const moved = await advance(second.client, STEP_MS);
      expect(moved.ran.map((j) => j.kind)).toContain('order.step');
      expect(second.store.orders.get(o.orderId)).toMatchObject({ step: OrderStep.rebind });
      // At 换绑 it waits for the seller's code: no step pending, however far the clock goes; the code moves it on.
      expect(second.ctx.scheduler.find('order.step', { orderId: o.orderId })).toEqual([]);
      expect((await advance(second.client, 10 * STEP_MS)).ran.map((j) => j.kind)).not.toContain('order.step');
      expect((await second.client.post(`/__mock/orders/${o.orderId}/rebindCode`)).body.code).toBe(200);
      expect(second.store.orders.get(o.orderId)).toMatchObject({ step: OrderStep.receive });
    } finally {
      await second.close();
    }
  });

  it('a step that fell due while the app was closed runs at its start', async () => {
    const dir = tempDir();
    const first = await startTestMock({ dataDir: dir, orderStepMs: STEP_MS });
    const o = await paidOrder(first.client, await login(first.client, 'buyer'), someGoods(first).id);
    await first.close();
    const later = await startTestMock({ dataDir: dir, orderStepMs: STEP_MS, now: () => Date.now() + 2 * STEP_MS });
    try {
      expect(later.store.orders.get(o.orderId)).toMatchObject({ step: OrderStep.rebind });
    } finally {
      await later.close();
    }
  });

  it('a reset takes the clock and the jobs back with the data', async () => {
    const c = await newSpace('clock-reset');
    const buyer = await login(c, 'buyer');
    await advance(c, 3_600_000);
    expect((await buyer.post('/account/problem', { type: '建议', content: '希望可以按区服筛选商品，找号更方便一些' })).body.code).toBe(200);
    expect((await clockOf(c)).jobs.some((j) => j.kind === 'feedback.reply')).toBe(true);
    expect((await c.post('/__mock/reset')).body.code).toBe(200);
    const clock = await clockOf(c);
    expect(clock.offsetMs).toBe(0);
    // What is left is what the seed implies: the deadlines of its unpaid orders and waiting deals.
    expect(clock.jobs.every((j) => j.kind === 'order.payDeadline' || j.kind === 'backOrder.payDeadline')).toBe(true);
  });
});

describe('deadlines and sessions on the space\'s clock', () => {
  it('an unpaid order closes when the clock passes its deadline, "at" it; the buyer stays signed in days later', async () => {
    const c = await newSpace('clock-deadline');
    const buyer = await login(c, 'buyer');
    const g = someGoods(mock, 1);
    const o = (await buyer.post('/saleOrder/create', { goodsId: g.id, guaranteeType: 3 })).body.data as Order;
    const before = await advance(c, PAYMENT_WINDOW_MS - 60_000);
    // The seed's unpaid orders may close on the way (their deadlines are minutes after seeding); not this one.
    expect(before.ran).not.toContainEqual({ kind: 'order.payDeadline', dueAt: o.closeTime });
    expect(((await buyer.get(`/saleOrder/detail/${o.orderId}`)).body.data as Order).orderStatus).toBe(OrderStatus.unpaid);

    const after = await advance(c, 61_000);
    expect(after.ran).toContainEqual({ kind: 'order.payDeadline', dueAt: o.closeTime });
    const closed = (await buyer.get(`/saleOrder/detail/${o.orderId}`)).body.data as Order & { serverTime: string };
    expect(closed).toMatchObject({ orderStatus: OrderStatus.cancelled, cancelTime: o.closeTime });
    // The order's page reads the space's clock.
    expect(parseTime(closed.serverTime)).toBeGreaterThanOrEqual(parseTime(o.closeTime));
    const goods = (await buyer.get(`/web/good/info/${g.id}`)).body.data as { saleState: number };
    expect(goods.saleState).toBe(SaleState.listed);
    const inbox = (await buyer.get('/need/message/list', { pageSize: 10 })).body.rows as Message[];
    expect(inbox.find((m) => m.sendTitle === '订单已超时关闭' && m.relatedDataId === o.orderId)?.sendTime).toBe(o.closeTime);

    // Two days on (past MOCK_SESSION_TTL): sign-in runs on the host's clock, the session is still good.
    await advance(c, 2 * DAY_MS);
    expect((await buyer.get('/system/user/profile')).body.code).toBe(200);
  });

  it('refuses a bad advanceMs in Chinese and leaves the clock where it was', async () => {
    const c = await newSpace('clock-bad');
    for (const body of [{}, { advanceMs: 0 }, { advanceMs: -60_000 }, { advanceMs: 1.5 }, { advanceMs: 'abc' }, { advanceMs: 30 * DAY_MS + 1 }, { advanceMs: null }]) {
      const res = await c.post('/__mock/clock', body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.code, JSON.stringify(body)).toBe(500);
      expect(res.body.msg, JSON.stringify(body)).toMatch(/快进时长（advanceMs）/);
    }
    expect((await c.post('/__mock/clock', { advanceMs: 0 })).body.msg).toBe('快进时长（advanceMs）应为 1 到 2592000000 之间的毫秒数（最多 30 天），时钟只能向前拨');
    expect((await c.post('/__mock/clock', {})).body.msg).toBe('快进时长（advanceMs）不能为空');
    expect((await clockOf(c)).offsetMs).toBe(0);
    // The longest allowed is taken, and said in Chinese.
    const ok = await c.post('/__mock/clock', { advanceMs: 30 * DAY_MS });
    expect(ok.body).toMatchObject({ code: 200, msg: expect.stringMatching(/^时钟已快进 30 天/) as unknown });
  });
});

describe('the scheduler', () => {
  /** A bare store: the table and the clock, nothing else. */
  function bareStore(now: () => number) {
    const db = { jobs: [], clockOffsetMs: 0, nextId: {} } as unknown as Db;
    let stoppedAt: number | undefined;
    const store: SchedulerStore & { changes: number } = {
      db, changes: 0,
      nextId(table, existing) {
        const next = db.nextId[table] ?? existing() + 1;
        db.nextId[table] = next + 1;
        return next;
      },
      changed() { store.changes++; },
      spaceNow: () => stoppedAt ?? now() + db.clockOffsetMs,
      runAt(at, fn) {
        stoppedAt = at;
        try {
          return fn();
        } finally {
          stoppedAt = undefined;
        }
      },
      onInstall: () => undefined,
    };
    return store;
  }

  it('runs due jobs by dueAt then id, each taken out first; a failing handler is logged and the rest still run', () => {
    const host = 1_000_000;
    const store = bareStore(() => host);
    const logs: string[] = [];
    const seen: string[] = [];
    const record = (kind: MockJobKind) => (_ctx: MockContext, payload: Record<string, unknown>) => {
      // Taken out of the table before it runs.
      expect(store.db.jobs.some((j) => j.payload === payload)).toBe(false);
      seen.push(`${kind}:${JSON.stringify(payload)}`);
    };
    const handlers = Object.fromEntries((['listing.audit', 'order.payDeadline', 'order.step', 'order.payout', 'afterSale.answer', 'recycle.valuation',
      'recycle.bid', 'backOrder.tick', 'backOrder.payDeadline', 'backOrder.payout', 'merchant.audit', 'feedback.reply'] as const)
      .map((k) => [k, record(k)])) as unknown as JobHandlers<unknown>;
    handlers['order.step'] = () => { throw new Error('坏了'); };
    const scheduler = new Scheduler(store, { now: () => host, sweepMs: 1000, log: (l) => logs.push(l) }, handlers);
    addJob(store, 'feedback.reply', host - 10, { problemId: 2 });
    addJob(store, 'order.step', host - 30, { orderId: 9 });
    addJob(store, 'listing.audit', host - 10, { goodsId: 1 });
    addJob(store, 'merchant.audit', host + 5000, { merchantId: 3 });
    addJob(store, 'nobody.knows', host - 20, {});
    scheduler.start({} as MockContext, () => undefined);
    try {
      expect(seen).toEqual(['feedback.reply:{"problemId":2}', 'listing.audit:{"goodsId":1}']);
      expect(logs).toEqual(['[job] order.step #2：坏了', '[job] 未知的任务类型 nobody.knows（#5），已丢弃']);
      expect(store.db.jobs.map((j) => j.kind)).toEqual(['merchant.audit']);

      // An advance takes the clock through the rest, each job at its own due time.
      let ranAt = 0;
      handlers['merchant.audit'] = () => { ranAt = store.spaceNow(); };
      const ran = scheduler.advance(10_000);
      expect(ran).toEqual([{ kind: 'merchant.audit', dueAt: host + 5000 }]);
      expect(ranAt).toBe(host + 5000);
      expect(store.db.clockOffsetMs).toBe(10_000);
    } finally {
      scheduler.close();
    }
  });

  it('a chain of jobs lands on its due times within one advance, however long each handler takes in real time', () => {
    // Each handler takes 7 ms of the host's clock and schedules the next step a minute after "now": the step must
    // be due a minute after the one that scheduled it, or three steps overshoot an advance of three minutes.
    let host = 1_000_000;
    const store = bareStore(() => host);
    const ranAt: number[] = [];
    let runs = 0;
    const handlers = { 'order.step': () => {
      runs++;
      ranAt.push(store.spaceNow());
      host += 7;
      if (runs < 3) scheduler.after('order.step', STEP_MS, { orderId: 1 });
      ranAt.push(store.spaceNow());
    } } as unknown as JobHandlers<unknown>;
    const scheduler: Scheduler<unknown> = new Scheduler(store, { now: () => host, sweepMs: 1000, log: () => undefined }, handlers);
    scheduler.start({}, () => undefined);
    try {
      scheduler.after('order.step', STEP_MS, { orderId: 1 });
      const ran = scheduler.advance(3 * STEP_MS);
      expect(ran.map((j) => j.dueAt)).toEqual([1, 2, 3].map((n) => 1_000_000 + n * STEP_MS));
      // The clock stood still inside each run, at the job's due time.
      expect(ranAt).toEqual([1, 1, 2, 2, 3, 3].map((n) => 1_000_000 + n * STEP_MS));
      expect(store.db.clockOffsetMs).toBe(3 * STEP_MS);
      expect(store.spaceNow()).toBe(host + 3 * STEP_MS);
    } finally {
      scheduler.close();
    }
  });

  it('its one timer sleeps until the job due first, at most sweepMs, and notices a host clock moved meanwhile', () => {
    // Fake timers and a fake Date for this synchronous test only (the file's mock runs on real ones between tests).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const ran: string[] = [];
    const scheduler = new Scheduler(bareStore(() => Date.now()), { now: () => Date.now(), sweepMs: 1000, log: () => undefined },
      Object.fromEntries((['listing.audit', 'order.payDeadline', 'order.step', 'order.payout', 'afterSale.answer', 'recycle.valuation',
        'recycle.bid', 'backOrder.tick', 'backOrder.payDeadline', 'backOrder.payout', 'merchant.audit', 'feedback.reply'] as const)
        .map((k) => [k, (_ctx: MockContext, payload: Record<string, unknown>) => ran.push(`${k}:${JSON.stringify(payload)}`)])) as unknown as JobHandlers<unknown>);
    try {
      scheduler.start({} as MockContext, () => undefined);
      // No job, no timer.
      expect(vi.getTimerCount()).toBe(0);
      // A job 300 ms away: the timer fires then, not before.
      scheduler.after('listing.audit', 300, { goodsId: 1 });
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(299);
      expect(ran).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(ran).toEqual(['listing.audit:{"goodsId":1}']);
      expect(vi.getTimerCount()).toBe(0);
      // A job an hour away: the timer wakes every sweepMs and runs nothing early…
      scheduler.after('feedback.reply', 3_600_000, { problemId: 2 });
      vi.advanceTimersByTime(3000);
      expect(ran).toHaveLength(1);
      expect(vi.getTimerCount()).toBe(1);
      // …so a host clock set past the job's due time (no timer fires with it) is noticed within sweepMs.
      vi.setSystemTime(Date.now() + 3_600_000);
      vi.advanceTimersByTime(1000);
      expect(ran).toEqual(['listing.audit:{"goodsId":1}', 'feedback.reply:{"problemId":2}']);
      // Closed, it sleeps no more; the jobs stay in the data.
      scheduler.after('merchant.audit', 500, { merchantId: 3 });
      scheduler.close();
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(1000);
      expect(ran).toHaveLength(2);
      expect(scheduler.pending).toBe(1);
    } finally {
      scheduler.close();
      vi.useRealTimers();
    }
  });
});
