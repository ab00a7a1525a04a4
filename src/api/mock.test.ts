import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// The client is the mock's only with the mock backend (vite.config.ts defines it); set before the modules load.
vi.hoisted(() => { vi.stubEnv('VITE_BACKEND_KIND', 'mock'); });

import { setTransport } from './client.ts';
import { mockControl, mockPay } from './mock.ts';
import { clearToken, setToken } from '@/stores/session.ts';

const calls: { url: string; init: RequestInit }[] = [];
function answer(body: unknown) {
  setTransport(async (url, init) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

afterAll(() => vi.unstubAllEnvs());
afterEach(() => {
  setTransport(undefined);
  calls.length = 0;
  clearToken();
});

describe('the mock control client', () => {
  it('calls /__mock under the API prefix, as this browser (token and sandbox client), with a JSON body', async () => {
    setToken('t1');
    answer({ code: 200, msg: '支付成功' });
    await mockPay(7);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/dev-api/__mock/pay');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ orderId: 7 });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.token).toBe('t1');
    expect(headers['X-Mock-Client']).toBeTruthy();
  });

  it('answers the whole answer, and rejects with the mock\'s message when it refuses', async () => {
    answer({ code: 200, msg: '', data: [{ name: 'a' }] });
    await expect(mockControl('GET', '/snapshots')).resolves.toEqual({ code: 200, msg: '', data: [{ name: 'a' }] });
    answer({ code: 500, msg: '该订单没有待完成的支付，请先调用 /saleOrder/pay' });
    await expect(mockPay(7)).rejects.toMatchObject({ message: '该订单没有待完成的支付，请先调用 /saleOrder/pay' });
  });
});
