// Opening a reproduction link (mock backend only; main.tsx loads this only when the URL has `mockRepro`): the
// mock restores the link's snapshot, arms its scenario for this browser and signs in as its user; then the
// page reloads without the parameter, so the app starts on that state, on the same page.
import { isApiError } from '@/api/client.ts';
import { mockControl } from '@/api/mock.ts';
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
    const body = await mockControl<{ data?: { token: string | null } }>('POST', '/repro/open', {
      snapshot: link.s, userId: link.u ?? undefined, scenario: link.sc ?? undefined, times: link.t, path: link.p,
    });
    if (body.data?.token) setToken(body.data.token);
    else clearToken();
  } catch (error) {
    // The mock's refusal says why; anything else is a broken link or a mock that does not answer.
    problem = isApiError(error) && error.kind === 'business' ? error.msg : '链接内容不完整或模拟后端未响应';
  }
  if (problem) window.alert(`复现链接打开失败：${problem}`);
  window.location.replace(url.toString());
}
