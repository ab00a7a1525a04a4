// Opening a reproduction link (mock backend only; main.tsx loads this only when the URL has `mockRepro`): the
// mock makes a new data space from the link's snapshot (nobody else's data changes), arms its scenario for this
// browser there and signs in as its user; this browser moves into that space and the page reloads without the
// parameter, so the app starts on that state, on the same page, with the QA panel open on the requests that led
// to it. A team's mock asks for its control key first. The link a tester copies points at the mock's own page
// (/__repro, mock-server/sandbox/repro-page.ts), which sends whoever opens it here on their own app.
import { isApiError } from '@/api/client.ts';
import type { ReproLink } from '@/contract/types.ts';
import { isKeyRefusal, mockControl } from '@/api/mock.ts';
import { setMockKey, setSandboxSpace } from '@/stores/sandboxClient.ts';
import { clearToken, setToken } from '@/stores/session.ts';

export const REPRO_PARAM = 'mockRepro';

/** sessionStorage: the snapshot of the link just opened (the QA panel opens once on its requests). */
export const REPRO_OPENED_KEY = 'mockReproOpened';

export async function openRepro(): Promise<void> {
  const url = new URL(window.location.href);
  const raw = url.searchParams.get(REPRO_PARAM) ?? '';
  url.searchParams.delete(REPRO_PARAM);
  let problem: string | undefined;
  try {
    const link = JSON.parse(raw) as ReproLink;
    const open = () => mockControl<{ data?: { token: string | null; space?: string } }>('POST', '/repro/open', {
      snapshot: link.s, userId: link.u ?? undefined, scenario: link.sc ?? undefined, times: link.t, path: link.p,
    });
    let body: Awaited<ReturnType<typeof open>>;
    try {
      body = await open();
    } catch (error) {
      // The app has not started: the browser's own prompt asks for the key (once: it is kept).
      const key = isKeyRefusal(error) ? window.prompt('打开复现链接需要团队的控制密钥（MOCK_CONTROL_KEY）：') : null;
      if (!key) throw error;
      setMockKey(key);
      body = await open();
    }
    if (body.data?.space) setSandboxSpace(body.data.space);
    if (body.data?.token) setToken(body.data.token);
    else clearToken();
    try {
      sessionStorage.setItem(REPRO_OPENED_KEY, link.s);
    } catch {
      // the panel just stays closed
    }
  } catch (error) {
    // The mock's refusal says why; anything else is a broken link or a mock that does not answer.
    problem = isApiError(error) && error.kind === 'business' ? error.msg : '链接内容不完整或模拟后端未响应';
  }
  if (problem) window.alert(`复现链接打开失败：${problem}`);
  window.location.replace(url.toString());
}
