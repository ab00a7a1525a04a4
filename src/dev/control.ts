// The mock's control API (/__mock/...) as the QA panel calls it: as this browser (its sandbox client and its
// token, so 使会话过期 knows "my" session); a refusal (body code other than 200) rejects with the mock's message.
import { API_PREFIX } from '@/api/client.ts';
import { SANDBOX_CLIENT_HEADER, sandboxClientId } from '@/stores/sandboxClient.ts';
import { getToken } from '@/stores/session.ts';

export async function control<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const token = getToken();
  const res = await fetch(`${API_PREFIX}/__mock${path}`, {
    method,
    headers: {
      [SANDBOX_CLIENT_HEADER]: sandboxClientId(),
      ...(token ? { token, Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`模拟服务器应答 HTTP ${res.status}`);
  const answer = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
  if (answer && typeof answer.code === 'number' && answer.code !== 200) throw new Error(answer.msg || '模拟服务器拒绝了该操作');
  return answer as T;
}
