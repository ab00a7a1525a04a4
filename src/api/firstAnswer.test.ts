// The page's first answer that index.html asks for itself (scripts/preload-plugin.ts FIRST_LOAD_SCRIPT) and the API
// client takes over (client.ts firstAnswer): the script is run here as the browser runs it, against a stubbed fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, setTransport } from './client.ts';
import { homeBanners } from './service.ts';
import { FIRST_LOAD_SCRIPT } from '../../scripts/preload-plugin.ts';
import { firstAnswers } from '../../scripts/first-answers.ts';
import { clearToken, setToken, TOKEN_KEY } from '@/stores/session.ts';

const BANNERS = { code: 200, msg: '查询成功', rows: [{ id: 7, img: '/profile/img/banner/7.svg' }], total: 1 };
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Runs index.html's script on `path` with the build's lists and first answers, as a live build writes them. */
function runDocumentScript(path: string): void {
  window.history.replaceState(null, '', path);
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'first-load';
  data.textContent = JSON.stringify({ c: [], s: [], l: [], p: {}, a: firstAnswers(API_PREFIX), t: TOKEN_KEY });
  document.head.append(data);
  new Function(FIRST_LOAD_SCRIPT)();
  data.remove();
}

let fetch: ReturnType<typeof vi.fn<(input: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  setTransport(undefined);
  fetch = vi.fn(async () => answer(BANNERS));
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => {
  delete (globalThis as { __firstAnswer?: unknown }).__firstAnswer;
  clearToken();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe("home's banners asked for by index.html", () => {
  it('is the request the client makes: one request, the client takes the answer', async () => {
    runDocumentScript('/index/home');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(`${API_PREFIX}/account/zhubo/list?type=2`);
    expect(init.headers).toEqual({ Accept: 'application/json, text/plain, */*', token: '', Authorization: '' });

    expect((await homeBanners()).rows).toEqual(BANNERS.rows);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: a later call (a refetch) asks itself.
    await homeBanners();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is sent with the signed-in token, and taken when the client sends the same', async () => {
    setToken('t-1');
    runDocumentScript('/');
    expect(fetch.mock.calls[0][1].headers).toMatchObject({ token: 't-1', Authorization: 'Bearer t-1' });
    await homeBanners();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not taken when the token changed in between: the client asks with its own', async () => {
    runDocumentScript('/index/home');
    setToken('t-2');
    await homeBanners();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1][1].headers).toMatchObject({ token: 't-2' });
  });

  it("goes through the client's rules: a failed answer is the call's error", async () => {
    fetch.mockResolvedValueOnce(answer({ code: 500, msg: '服务繁忙' }));
    runDocumentScript('/index/home');
    await expect(homeBanners()).rejects.toMatchObject({ kind: 'business', msg: '服务繁忙' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not asked for on other pages', () => {
    runDocumentScript('/index/goodList');
    expect(fetch).not.toHaveBeenCalled();
  });
});
