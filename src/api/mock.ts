// The mock's control API (/__mock/…): what the QA panel and 支付测试 ask the mock to do (failure scenarios,
// snapshots, a 微信 payment finished as if scanned, an unpaid order closed now). One client, through the API
// client like every call: its prefix, the session token and this browser's sandbox client (so 使会话过期 knows
// "my" session), its error rules (a body code other than 200 rejects with the mock's msg), and no time limit
// (a reset or a snapshot restore may take a while). Mock backend only: with a live backend it refuses before
// sending, and the constant check drops the rest (and /__mock) from the build (scripts/check-dist.mjs checks).
// Calls carry the team's control key (X-Mock-Key) once the QA panel was given one.
import { MOCK_APP_HEADER, MOCK_KEY_HEADER, mockKey } from '@/stores/sandboxClient.ts';
import { ApiError, requestRaw } from './client.ts';

/** True when this build talks to the local mock (vite.config.ts defines it; false in production). */
export const isMockBackend = import.meta.env.VITE_BACKEND_KIND === 'mock';

/** One control call; answers the mock's whole answer ({ code, msg, data? }). */
export async function mockControl<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  // Read here rather than through isMockBackend: the same constant in a build, and a unit test that sets the
  // backend kind (vi.stubEnv) finds this module however early another test file loaded it.
  if (import.meta.env.VITE_BACKEND_KIND !== 'mock') throw new ApiError(0, '仅模拟后端可用', 'business');
  // '/api' is the client's word for the API prefix (apiUrl): /dev-api/__mock/… through the proxy, like every call.
  // A team's mock (MOCK_CONTROL_KEY) takes control calls only with its key; the QA panel asks for it once.
  // X-Mock-App names this app's origin, so a reproduction link can offer to open on it (the mock's /__repro page).
  const key = mockKey();
  const headers = { [MOCK_APP_HEADER]: window.location.origin, ...(key ? { [MOCK_KEY_HEADER]: key } : {}) };
  return requestRaw<T>(method, `/api/__mock${path}`, body, { timeout: 0, headers });
}

/** A refusal because it belongs to another tester (code 409, the msg names them): the panel asks again, then forces. */
export function isOwnerRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === 409;
}

/** A refusal for want of the team's control key (the mock says keyRequired; HTTP 403). */
export function isKeyRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === 403 && /控制密钥/.test(error.msg);
}

/** POST /__mock/pay — completes the order's pending payment (the one /saleOrder/pay started), as if the QR code was scanned. */
export async function mockPay(orderId: number): Promise<void> {
  await mockControl('POST', '/pay', { orderId });
}

/** POST /__mock/orders/{id}/expire — closes an unpaid order now, as its deadline would. */
export async function mockExpire(orderId: number): Promise<void> {
  await mockControl('POST', `/orders/${orderId}/expire`, {});
}
