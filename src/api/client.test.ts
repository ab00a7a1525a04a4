import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError, apiUrl, assetUrl, get, getList, getPage, getRaw, numbers, post, postPage, postRaw, put, serializeParams, setTransport, upload,
} from './client.ts';
import { closeAllDialogs, dialogState, removeDialog, settleDialog } from '@/components/dialogs/store.ts';
import { setNavigator } from '@/lib/navigation.ts';
import { installSessionHandlers } from '@/app/sessionHandlers.ts';

// What the app registers at start (app/boot.tsx): the 401 提示 dialog and the way to the login page.
installSessionHandlers();

interface Reply {
  status?: number;
  statusText?: string;
  data?: unknown;
}

/** One call as the transport saw it (headers made case-insensitive for reading). */
interface Sent {
  url: string;
  init: RequestInit;
  headers: Headers;
}

const seen: Sent[] = [];

function record(url: string, init: RequestInit): Sent {
  const sent = { url, init, headers: new Headers(init.headers) };
  seen.push(sent);
  return sent;
}

/** A real Response for a reply; strings go as text, anything else as JSON. */
function toResponse({ status, statusText, data }: Reply): Response {
  // Response.error() is the one Response with neither status (0) nor statusText.
  if (!status && !statusText) return Response.error();
  const text = typeof data === 'string';
  return new Response(data === undefined ? null : text ? data : JSON.stringify(data), {
    status,
    statusText,
    headers: { 'Content-Type': text ? 'text/plain;charset=utf-8' : 'application/json' },
  });
}

function replyWith(handler: (sent: Sent) => Reply | Promise<Reply>): void {
  setTransport(async (url, init) => toResponse(await handler(record(url, init))));
}

/** Never answers; rejects when the call's signal aborts, as fetch does. */
function hang(): void {
  setTransport((url, init) => {
    record(url, init);
    return new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
    });
  });
}

function failWith(error: unknown): void {
  setTransport(async (url, init) => {
    record(url, init);
    throw error;
  });
}

const ok = (data: unknown): Reply => ({ status: 200, statusText: 'OK', data });
const lastCall = () => seen[seen.length - 1];
const openDialogs = () => dialogState.entries.filter((entry) => entry.open);
const navigate = vi.fn();

beforeEach(() => {
  seen.length = 0;
  navigate.mockReset();
  setNavigator(navigate);
  localStorage.clear();
});

afterEach(async () => {
  closeAllDialogs();
  await Promise.resolve();
  setTransport(undefined);
  setNavigator(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('URLs', () => {
  it("replaces the '/api' prefix with the proxy prefix", async () => {
    replyWith(() => ok({ code: 200, data: [] }));
    await get('/api/web/notice/list', { noticeType: 'yszc' });
    expect(lastCall().url).toBe('/dev-api/web/notice/list?noticeType=yszc');
    expect(apiUrl('/api/captchaImage')).toBe('/dev-api/captchaImage');
    expect(apiUrl('/elsewhere')).toBe('/elsewhere');
  });

  it('serves RuoYi /profile paths through the prefix and leaves absolute URLs alone', () => {
    expect(assetUrl('/profile/img/goods/1-0.svg')).toBe('/dev-api/profile/img/goods/1-0.svg');
    expect(assetUrl('/dev-api/profile/a.png')).toBe('/dev-api/profile/a.png');
    expect(assetUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(assetUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(assetUrl('/logo.svg')).toBe('/logo.svg');
    expect(assetUrl(undefined)).toBe('');
    // A drifted answer's number or object is no picture, not a crash.
    expect(assetUrl(12 as unknown as string)).toBe('');
    expect(assetUrl({ url: '/x' } as unknown as string)).toBe('');
  });
});

describe('headers and options', () => {
  it('sends the stored token in token and Authorization, with JSON content and a 10 s timeout', async () => {
    localStorage.setItem('token', 'abc123');
    replyWith(() => ok({ code: 200, data: 1 }));
    await post('/api/web/goods/collect', { accountId: 1 });
    const { headers, init } = lastCall();
    expect(headers.get('token')).toBe('abc123');
    expect(headers.get('Authorization')).toBe('Bearer abc123');
    expect(headers.get('Content-Type')).toBe('application/json;charset=utf-8');
    // The 10 s limit itself is timed in 'gives up after the 10 s timeout'.
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(init.signal?.aborted).toBe(false);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ accountId: 1 }));
  });

  it('sends an empty token when isToken is false (register), even when signed in', async () => {
    localStorage.setItem('token', 'abc123');
    replyWith(() => ok({ code: 200, msg: '注册成功' }));
    await postRaw('/api/register', { username: '13800000000' }, { isToken: false });
    expect(lastCall().headers.get('token')).toBe('');
    expect(lastCall().headers.get('Authorization')).toBe('');
  });

  it('sends empty auth headers when signed out', async () => {
    replyWith(() => ok({ code: 200, data: null }));
    await get('/api/web/recentlydeal');
    expect(lastCall().headers.get('token')).toBe('');
    expect(lastCall().headers.get('Authorization')).toBe('');
    expect(lastCall().init.method).toBe('GET');
    expect(lastCall().init.body).toBeUndefined();
  });

  it('puts GET params in the query string, nested objects as name[key] and arrays as name[i]', async () => {
    replyWith(() => ok({ code: 200, rows: [], total: 0 }));
    await getPage('/api/saleOrder/web/buyList', {
      pageNum: 1,
      params: { beginTime: '2025-01-01', endTime: '2025-02-01' },
      ids: [3, 4],
      empty: '',
      missing: undefined,
    });
    const uri = decodeURIComponent(lastCall().url);
    expect(uri).toBe('/dev-api/saleOrder/web/buyList?pageNum=1&params[beginTime]=2025-01-01&params[endTime]=2025-02-01&ids[0]=3&ids[1]=4');
    expect(serializeParams({ q: '王者 荣耀', a: { b: { c: 1 } } })).toBe('q=%E7%8E%8B%E8%80%85%20%E8%8D%A3%E8%80%80&a[b][c]=1');
  });

  it('posts multipart form data in formdata mode', async () => {
    replyWith(() => ok({ code: 200, data: { url: '/profile/upload/a.png', fileName: 'a.png' } }));
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const result = await upload<{ url: string }>('/api/common/upload', { file });
    const { headers, init } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    // The browser must write Content-Type itself, with the multipart boundary.
    expect(headers.has('Content-Type')).toBe(false);
    expect(result.url).toBe('/profile/upload/a.png');
  });

  it('uses PUT for put()', async () => {
    replyWith(() => ok({ code: 200, msg: '修改成功' }));
    await put('/api/system/user/profile', { nickName: 'x' });
    expect(lastCall().init.method).toBe('PUT');
  });
});

describe('answers', () => {
  it('unwraps data, pages and raw answers', async () => {
    replyWith(({ url }) => {
      if (url.endsWith('/one')) return ok({ code: 200, msg: '操作成功', data: { id: 1 } });
      if (url.endsWith('/page')) return ok({ code: 200, msg: '查询成功', rows: [{ id: 1 }, { id: 2 }], total: 12 });
      return ok({ code: 200, msg: '操作成功', token: 't0k' });
    });
    expect(await get('/api/one')).toEqual({ id: 1 });
    expect(await getPage('/api/page')).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 12 });
    expect(await postRaw<{ token: string }>('/api/login', {})).toMatchObject({ token: 't0k' });
  });

  it('takes a body without code as the data itself', async () => {
    replyWith(() => ok([{ name: '客服小美' }]));
    expect(await get('/api/V2/H5/allQQlist')).toEqual([{ name: '客服小美' }]);
    replyWith(() => ok({ name: 'bare object' }));
    expect(await get('/api/x')).toEqual({ name: 'bare object' });
    replyWith(() => ok([{ id: 1 }]));
    expect(await getPage('/api/x')).toEqual({ rows: [{ id: 1 }], total: 1 });
  });

  it('reads JSON answered with a text content type, and keeps other text as it is', async () => {
    replyWith(() => ok('{"code":200,"data":{"id":7}}'));
    expect(await get('/api/x')).toEqual({ id: 7 });
    replyWith(() => ok('plain words'));
    expect(await get('/api/x')).toBe('plain words');
  });

  it('yields nothing (undefined) for a response with neither status nor statusText', async () => {
    replyWith(() => ({ data: { code: 200, data: 'ignored' } }));
    expect(await get('/api/x')).toBeUndefined();
  });

  it('counts only HTTP 200 as success', async () => {
    replyWith(() => ({ status: 201, statusText: 'Created', data: { code: 200, data: 1 } }));
    await expect(get('/api/x')).rejects.toMatchObject({ code: 201, kind: 'http', msg: '请求失败（201）' });
    replyWith(() => ({ status: 500, statusText: 'Server Error', data: { msg: '服务器内部错误' } }));
    await expect(get('/api/x')).rejects.toMatchObject({ code: 500, kind: 'http', msg: '服务器内部错误' });
    replyWith(() => ({ status: 400, statusText: 'Bad Request', data: 'oops' }));
    await expect(get('/api/x')).rejects.toMatchObject({ code: 400, msg: '请求失败（400）' });
  });

  it('rejects other body codes with ApiError(code, msg)', async () => {
    replyWith(() => ok({ code: 500, msg: '验证码错误' }));
    const error = await post('/api/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 500, msg: '验证码错误', kind: 'business', message: '验证码错误' });
    expect(openDialogs()).toHaveLength(0);
  });
});

describe('broken answers (drift)', () => {
  const contract = { code: 0, kind: 'contract', msg: '数据格式有误，请稍后再试' };

  it('rejects a page without a rows (or data) array instead of showing it as empty', async () => {
    for (const data of [
      { code: 200, msg: '查询成功', total: 3 },
      { code: 200, rows: { list: [{ id: 1 }] }, total: 1 },
      { code: 200, data: { list: [] } },
      'plain words',
    ]) {
      replyWith(() => ok(data));
      await expect(getPage('/api/x')).rejects.toMatchObject(contract);
      await expect(postPage('/api/x', {})).rejects.toMatchObject(contract);
    }
    replyWith(() => ok({ code: 200, rows: [], total: 0 }));
    expect(await getPage('/api/x')).toEqual({ rows: [], total: 0 });
    replyWith(() => ok({ code: 200, data: [{ id: 1 }] }));
    expect(await getPage('/api/x')).toEqual({ rows: [{ id: 1 }], total: 1 });
  });

  it('reads a numeric-string total, and counts the rows when total is unusable', async () => {
    replyWith(() => ok({ code: 200, rows: [{ id: 1 }], total: '12' }));
    expect(await getPage('/api/x')).toEqual({ rows: [{ id: 1 }], total: 12 });
    replyWith(() => ok({ code: 200, rows: [{ id: 1 }], total: 'many' }));
    expect(await getPage('/api/x')).toEqual({ rows: [{ id: 1 }], total: 1 });
  });

  it('getList answers data when it is an array and rejects anything else', async () => {
    replyWith(() => ok({ code: 200, data: [{ id: 1 }] }));
    expect(await getList('/api/x')).toEqual([{ id: 1 }]);
    replyWith(() => ok([{ id: 2 }]));
    expect(await getList('/api/x')).toEqual([{ id: 2 }]);
    for (const data of [{ code: 200, data: { list: [{ id: 1 }] } }, { code: 200 }, { code: 200, data: null }]) {
      replyWith(() => ok(data));
      const error = await getList('/api/web/recentlydeal').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject(contract);
    }
  });

  it('numbers turns numeric strings into numbers in the named fields only', () => {
    const rows: { price: number | string; orderStatus?: number | string; title: string }[] = [
      { price: '1234.00', orderStatus: '2', title: '100' },
      { price: 5, title: 'x' },
      { price: 'abc', orderStatus: ' ', title: '' },
    ];
    expect(numbers(rows, ['price', 'orderStatus'])).toBe(rows);
    expect(rows).toEqual([
      { price: 1234, orderStatus: 2, title: '100' },
      { price: 5, title: 'x' },
      { price: 'abc', orderStatus: ' ', title: '' },
    ]);
    const one = { price: '7.5' };
    expect(numbers(one, ['price'])).toEqual({ price: 7.5 });
    expect(numbers([null, 3] as unknown as { price: number }[], ['price'])).toEqual([null, 3]);
  });
});

describe('401: session expired', () => {
  it('clears localStorage, shows one 提示 dialog and rejects', async () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('recentGames', '[1,2]');
    replyWith(() => ok({ code: 401, msg: '登录状态已过期' }));
    await expect(get('/api/need/myBrowse')).rejects.toMatchObject({ code: 401, kind: 'session' });
    expect(localStorage.length).toBe(0);
    expect(openDialogs()).toHaveLength(1);
    const entry = openDialogs()[0];
    expect(entry.kind).toBe('confirm');
    expect(entry.options).toMatchObject({ title: '提示', message: '登录超时，请重新登录', confirmText: '确认', cancelText: '取消' });
  });

  it('shows exactly one dialog for ten concurrent 401s', async () => {
    replyWith(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return ok({ code: 401, msg: '登录状态已过期' });
    });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => get(`/api/need/message/list?i=${i}`)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(openDialogs()).toHaveLength(1);
  });

  it('确认 goes to /login (with where the user was); 取消 stays; a later 401 may ask again', async () => {
    window.history.pushState({}, '', '/index/other/collect');
    replyWith(() => ok({ code: 401, msg: '登录状态已过期' }));
    await get('/api/web/goods/collect/list').catch(() => undefined);
    const first = openDialogs()[0].id;
    settleDialog(first, 'confirm');
    removeDialog(first); // what the host does when the closing animation ends
    await Promise.resolve();
    await Promise.resolve();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0][0]).toBe('/login?redirect=%2Findex%2Fother%2Fcollect');

    await get('/api/web/goods/collect/list').catch(() => undefined);
    expect(openDialogs()).toHaveLength(1);
    settleDialog(openDialogs()[0].id, 'cancel');
    await Promise.resolve();
    await Promise.resolve();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(openDialogs()).toHaveLength(0);
    window.history.pushState({}, '', '/');
  });

  it('handles an HTTP 401 the same way', async () => {
    localStorage.setItem('token', 'old');
    replyWith(() => ({ status: 401, statusText: 'Unauthorized', data: { msg: 'Unauthorized' } }));
    await expect(get('/api/system/user/profile')).rejects.toMatchObject({ code: 401, kind: 'session' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(openDialogs()).toHaveLength(1);
  });

  it('a 401 to a call sent before the user signed out, or signed in again, shows nothing and changes nothing', async () => {
    localStorage.setItem('token', 'old');
    let answer: () => void = () => undefined;
    replyWith(() => new Promise((resolve) => { answer = () => resolve(ok({ code: 401, msg: '登录状态已过期' })); }));
    const signedOut = get('/api/need/message/list');
    await Promise.resolve();
    localStorage.removeItem('token'); // 退出登录 while the poll is on its way
    answer();
    await expect(signedOut).rejects.toMatchObject({ code: 401, kind: 'session' });
    expect(openDialogs()).toHaveLength(0);

    localStorage.setItem('token', 'old');
    const signedInAgain = get('/api/need/message/list');
    await Promise.resolve();
    localStorage.setItem('token', 'new');
    localStorage.setItem('recentGames', '[1]');
    answer();
    await expect(signedInAgain).rejects.toMatchObject({ code: 401 });
    expect(openDialogs()).toHaveLength(0);
    expect(localStorage.getItem('token')).toBe('new');
    expect(localStorage.getItem('recentGames')).toBe('[1]');
  });

  it('while a call that ends the session is on its way (退出登录, 修改密码), other calls\' 401s show no dialog', async () => {
    localStorage.setItem('token', 'mine');
    const answers: (() => void)[] = [];
    replyWith((sent) => new Promise((resolve) => {
      answers.push(() => resolve(ok(sent.url.endsWith('/logout') ? { code: 200, msg: '退出成功' } : { code: 401, msg: '登录状态已过期' })));
    }));
    const signingOut = post('/api/logout', undefined, { endsSession: true });
    const poll = get('/api/need/message/list');
    await Promise.resolve();
    answers[1](); // the server ended the session before the poll arrived
    await expect(poll).rejects.toMatchObject({ code: 401 });
    answers[0]();
    await signingOut;
    expect(openDialogs()).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));

    // Once it is over, a 401 is a timeout again.
    const later = get('/api/need/message/list');
    await Promise.resolve();
    answers[2]();
    await expect(later).rejects.toMatchObject({ code: 401 });
    expect(openDialogs()).toHaveLength(1);
  });
});

describe('403 and transport errors', () => {
  it('rejects 403 with the typed error and no dialog', async () => {
    localStorage.setItem('token', 'keep');
    replyWith(() => ok({ code: 403, msg: '无权操作该商品' }));
    await expect(get('/api/goods/info/upGoods/9')).rejects.toMatchObject({ code: 403, kind: 'forbidden', msg: '无权操作该商品' });
    expect(openDialogs()).toHaveLength(0);
    expect(localStorage.getItem('token')).toBe('keep');
    replyWith(() => ({ status: 403, statusText: 'Forbidden', data: '' }));
    await expect(get('/api/x')).rejects.toMatchObject({ code: 403, kind: 'forbidden' });
    expect(openDialogs()).toHaveLength(0);
  });

  it('passes a timeout on with a Chinese message', async () => {
    hang();
    await expect(get('/api/x', undefined, { timeout: 20 })).rejects.toMatchObject({ code: 0, kind: 'timeout', msg: '请求超时，请稍后重试' });
    expect(lastCall().init.signal?.aborted).toBe(true);
  });

  it('passes a network failure on with a Chinese message', async () => {
    failWith(new TypeError('Failed to fetch'));
    const error = await get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', msg: '网络异常，请检查网络连接' });
  });

  it('reports a cancelled call as canceled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(get('/api/x', undefined, { signal: controller.signal })).rejects.toMatchObject({ kind: 'canceled', msg: '请求已取消' });
  });

  it("aborts the request when the caller's signal aborts mid-call, as canceled (not timeout)", async () => {
    hang();
    const controller = new AbortController();
    const pending = get('/api/x', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    await Promise.resolve();
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'canceled', msg: '请求已取消' });
    expect(lastCall().init.signal?.aborted).toBe(true);
  });

  it('gives up after the 10 s timeout', async () => {
    vi.useFakeTimers();
    hang();
    let settled = false;
    const pending = get('/api/x').catch((e: unknown) => e).finally(() => { settled = true; });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', msg: '请求超时，请稍后重试' });
  });

  it('uses globalThis.fetch once the test transport is removed', async () => {
    const fetch = vi.fn(async () => toResponse(ok({ code: 200, data: 'live' })));
    vi.stubGlobal('fetch', fetch);
    setTransport(undefined);
    expect(await get('/api/x')).toBe('live');
    expect(fetch).toHaveBeenCalledWith('/dev-api/x', expect.objectContaining({ method: 'GET' }));
  });
});

describe('getRaw', () => {
  it('returns the whole answer for captchaImage', async () => {
    replyWith(() => ok({ code: 200, msg: '操作成功', captchaEnabled: true, uuid: 'u1', img: 'iVBOR' }));
    expect(await getRaw('/api/captchaImage')).toMatchObject({ captchaEnabled: true, uuid: 'u1', img: 'iVBOR' });
  });
});
