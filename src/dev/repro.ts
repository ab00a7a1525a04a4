// Opening a reproduction link (mock backend only; main.tsx loads this only when the URL has `mockRepro`): the
// mock restores the link's snapshot, arms its scenario for this browser and signs in as its user; then the
// page reloads without the parameter, so the app starts on that state, on the same page.
import { API_PREFIX } from '@/api/client.ts';
import { SANDBOX_CLIENT_HEADER, sandboxClientId } from '@/stores/sandboxClient.ts';
import { clearToken, setToken } from '@/stores/session.ts';

export const REPRO_PARAM = 'mockRepro';

/** What a link carries: snapshot, user id, scenario (times, path). */
export interface ReproLink {
  s: string;
  u?: number | null;
  sc?: string | null;
  t?: number;
  p?: string;
}

/** The URL of this page that reopens `link` elsewhere. */
export function reproUrl(location: Location, link: ReproLink): string {
  const params = new URLSearchParams(location.search);
  params.set(REPRO_PARAM, JSON.stringify(link));
  return `${location.origin}${location.pathname}?${params.toString()}${location.hash}`;
}

export async function openRepro(): Promise<void> {
  const url = new URL(window.location.href);
  const raw = url.searchParams.get(REPRO_PARAM) ?? '';
  url.searchParams.delete(REPRO_PARAM);
  let problem: string | undefined;
  try {
    const link = JSON.parse(raw) as ReproLink;
    const res = await fetch(`${API_PREFIX}/__mock/repro/open`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SANDBOX_CLIENT_HEADER]: sandboxClientId() },
      body: JSON.stringify({
        snapshot: link.s, userId: link.u ?? undefined, scenario: link.sc ?? undefined, times: link.t, path: link.p,
      }),
    });
    const body = (await res.json()) as { code: number; msg: string; data?: { token: string | null } };
    if (body.code !== 200) problem = body.msg;
    else if (body.data?.token) setToken(body.data.token);
    else clearToken();
  } catch {
    problem = '链接内容不完整或模拟后端未响应';
  }
  if (problem) window.alert(`复现链接打开失败：${problem}`);
  window.location.replace(url.toString());
}
