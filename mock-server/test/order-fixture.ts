// Shared by the order tests (order.test.ts, order-lifecycle.test.ts): a mock with a movable clock, the demo
// buyer, seller and a stranger signed in, and helpers to create, pay and read orders.
import { afterAll, beforeAll, expect } from 'vitest';
import { GuaranteeType, SaleState } from '../../src/contract/statuses.ts';
import type { Order, PayResult } from '../../src/contract/types.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { login, startTestMock, type Client, type TestMock } from './helpers.ts';

/** A clock the tests can move forward, to reach payment deadlines without waiting 15 minutes. */
export const clock = { offset: 0 };
/** The job timer's longest sleep (sweepMs) here: an hour, so that it never fires while a test runs. A host clock
 *  moved by `clock.offset` is then noticed by the reads under test, and a test that wants the jobs to run moves
 *  the space's clock (POST /__mock/clock). */
export const SWEEP_NEVER_MS = 3_600_000;
export let mock: TestMock;
export let buyer: Client;
export let seller: Client;
export let stranger: Client;

/** One mock per test file (the bindings above are filled in its beforeAll). */
export function useOrderMock(): void {
  beforeAll(async () => {
    // Test files may share a worker: the clients and goods of an earlier file's mock are not this one's.
    clients.clear();
    used.clear();
    mock = await startTestMock({ now: () => Date.now() + clock.offset, sweepMs: SWEEP_NEVER_MS });
    buyer = await login(mock.client, 'buyer');
    seller = await login(mock.client, 'seller');
    stranger = await login(mock.client, mock.store.usersById.get(5)?.phonenumber ?? '');
  });
  afterAll(async () => {
    await mock.close();
  });
}

export const goods = (id: number) => mock.store.goods.get(id) as GoodsRow;
/** Listed goods not the buyer's (the demo seller's first), each test taking its own. */
export const used = new Set<number>();
export function takeSellerGoods(pred: (g: GoodsRow) => boolean = () => true): GoodsRow {
  const pool = mock.store.goods.all().filter((x) => x.saleState === SaleState.listed && x.createId !== 1 && x.createId !== 5)
    .sort((a, b) => Number(b.createId === 2) - Number(a.createId === 2));
  const g = pool.find((x) => !used.has(x.id) && pred(x));
  if (!g) throw new Error('no goods left');
  used.add(g.id);
  return g;
}

/** A signed-in client for any user (all seeded users share the demo password). */
export const clients = new Map<number, Client>();
export async function as(userId: number): Promise<Client> {
  let c = clients.get(userId);
  if (!c) {
    c = await login(mock.client, mock.store.usersById.get(userId)?.phonenumber ?? '');
    clients.set(userId, c);
  }
  return c;
}

export async function create(client: Client, g: GoodsRow, guaranteeType: GuaranteeType = GuaranteeType.none): Promise<Order> {
  const res = await client.post('/saleOrder/create', { goodsId: g.id, guaranteeType });
  expect(res.body.code, res.text).toBe(200);
  return res.body.data as Order;
}

export async function pay(orderId: number, payType: 'deposit' | 'full' | 'balance', payWay = 2, returnUrl?: string, headers?: Record<string, string>) {
  const res = await buyer.post('/saleOrder/pay', { orderId, payWay, payType, returnUrl }, headers);
  expect(res.body.code, res.text).toBe(200);
  return res.body.data as PayResult;
}

export function ticketOf(formStr: string): string {
  const m = /ticket=([0-9a-f]{32})/.exec(formStr) ?? /pr=([0-9a-f]{32})/.exec(formStr);
  if (!m) throw new Error(`no ticket in ${formStr}`);
  return m[1];
}

export async function confirm(ticket: string, result: 'success' | 'fail') {
  return mock.client.raw('POST', '/mock-pay/alipay/confirm', {
    body: new URLSearchParams({ ticket, result }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

export const detail = async (orderId: number, client = buyer) => (await client.get(`/saleOrder/detail/${orderId}`)).body.data as Order & { serverTime: string };

