// The only place that talks HTTP (spec §7, §8). Domain modules (auth.ts, user.ts, goods.ts…) call the typed
// helpers below with '/api/...' paths; screens never call fetch themselves. Built on the browser's fetch
// (no HTTP library: the home page has a bundle budget).
//
// Rules, in one place:
// - '/api' is replaced by VITE_API_PREFIX ('/dev-api' by default, '/prod-api' in production); the dev or
//   preview proxy strips that prefix again before forwarding.
// - Every call sends `token: <t>` and `Authorization: Bearer <t>` with JSON content (a JSON body is sent with
//   'application/json;charset=utf-8'). With no token (signed out) or with { isToken: false } (register) both
//   headers are sent EMPTY. On the mock backend every call also names this browser's sandbox client
//   (X-Mock-Client) and, once it left the shared space, its data space (X-Mock-Space, percent-encoded;
//   stores/sandboxClient.ts); other builds never send them.
// - On a live build, home's first answer (the banners) is asked for by index.html itself while it is parsed, with
//   these same headers (scripts/preload-plugin.ts): the call takes that request over when it is exactly this one
//   (`firstAnswer` below), and reads it by the rules that follow.
// - Timeout 10 000 ms. GET params go in the query string; nested objects become name[key]; arrays become
//   name[0], name[1]… (the same bracket rule, as RuoYi's tansParams does); undefined, null and '' are left
//   out so optional filters can be passed as they are.
// - { formdata: true } posts multipart FormData (uploads): pass a FormData or a plain object.
// - Only HTTP 200 is success. The body's `code` decides next: 200 success; 401 (or HTTP 401) clears
//   localStorage, shows ONE 提示 dialog however many calls fail together, and rejects; 403 rejects with no
//   global action; anything else rejects with ApiError(code, msg). A body without `code` is the data itself.
// - A response with neither status nor statusText yields nothing: the call resolves with undefined. (Only an
//   opaque or error Response has one; the helpers' types do not model it.)
// - Transport errors reject with an ApiError whose msg is Chinese (timeout / network / canceled).
// - A broken answer rejects with kind 'contract' (数据格式有误) rather than passing for an empty one: a page
//   (getPage / postPage) without a `rows` or `data` array, a list (getList) whose `data` is not an array.
// - Drift in the fields: the API modules turn numeric strings ("1234.00", "2") into numbers in the few fields
//   the app computes with (`numbers` below); a missing field is shown as — (lib/format.ts `orDash`).
import { zhCN } from '@/locales/zh-CN.ts';
import { clearStorage, getToken } from '@/stores/session.ts';
import {
  goneSpace, markSpaceGone, SANDBOX_CLIENT_HEADER, SANDBOX_SPACE_HEADER, SANDBOX_TESTER_HEADER, sandboxClientId, sandboxSpace,
  sandboxTester,
} from '@/stores/sandboxClient.ts';
import type { Page } from '@/contract/types.ts';

export const API_PREFIX: string = import.meta.env.VITE_API_PREFIX || '/dev-api';
export const REQUEST_TIMEOUT_MS = 10_000;

export type ApiErrorKind =
  /** HTTP 200 with a body code other than 200, 401 and 403 (e.g. 500 with the server's reason). */
  | 'business'
  /** Body code 401 or HTTP 401: the session is gone (the dialog has been shown). */
  | 'session'
  /** Body code 403 or HTTP 403: not allowed; the screen may show msg. */
  | 'forbidden'
  /** Any HTTP status other than 200 (and 401/403). */
  | 'http'
  | 'timeout'
  | 'network'
  | 'canceled'
  /** An answer whose shape is broken (a list that is not a list): code 0, msg 数据格式有误. */
  | 'contract';

/** Every rejection of the helpers below is an ApiError: `code` is the body code or HTTP status (0 for
 *  transport errors) and `msg` a Chinese text fit for a toast. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly kind: ApiErrorKind;
  /** HTTP status when there was a response. */
  readonly status?: number;

  constructor(code: number, msg: string, kind: ApiErrorKind, status?: number) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.kind = kind;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The Chinese message of any error, for toasts. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.msg;
  return zhCN.errors.unknown;
}

export interface RequestOptions {
  /** false sends an empty token (register). Default true. */
  isToken?: boolean;
  /** Post multipart form data instead of JSON. */
  formdata?: boolean;
  /** Lets react-query cancel the call (pass the queryFn's signal). */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Override the 10 s timeout (e.g. large uploads). */
  timeout?: number;
  /** Reports how much of the request body has been sent (0–1): uploads' progress bars. fetch cannot report
   *  it, so such a call goes through XMLHttpRequest (same rules, same answers). */
  onUploadProgress?: (fraction: number) => void;
  /** The call ends the session on purpose (退出登录, 修改密码): while it is on its way, other calls' 401s are its
   *  doing, not a timeout, and show no 提示 dialog; the caller signs the device out when it succeeds. */
  endsSession?: boolean;
}

/** Every field a RuoYi answer may carry; a body is read through this. */
export interface Envelope {
  code?: number;
  msg?: string;
  data?: unknown;
  rows?: unknown[];
  total?: number;
  token?: string;
  [field: string]: unknown;
}

export type QueryParams = Record<string, unknown>;

// ---------- URLs ----------

/** '/api/web/notice/list' → '/dev-api/web/notice/list'. Other URLs are returned as they are. */
export function apiUrl(url: string): string {
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return API_PREFIX + url.slice(4);
  return url;
}

/**
 * Where an image or file path from the API can be loaded. RuoYi answers relative paths such as
 * '/profile/img/goods/1-0.svg', served by the backend: they get the API prefix. Absolute http(s), protocol-
 * relative, data: and blob: URLs pass through; other relative paths are the app's own public assets.
 */
export function assetUrl(url: string | null | undefined): string {
  // Not a text (missing, or a drifted answer's number or object): no picture rather than a crash.
  if (!url || typeof url !== 'string') return '';
  if (/^(https?:|data:|blob:)/i.test(url) || url.startsWith('//')) return url;
  if (url.startsWith(API_PREFIX + '/')) return url;
  if (url.startsWith('/profile')) return API_PREFIX + url;
  if (url.startsWith('/api/')) return apiUrl(url);
  return url;
}

/** Query-string rule (see the header): nested objects as name[key], arrays as name[0]; brackets unescaped. */
export function serializeParams(params: QueryParams | undefined | null): string {
  if (!params) return '';
  const parts: string[] = [];
  const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null || value === '') return;
    if (value instanceof Date) {
      parts.push(`${encodeKey(key)}=${encodeURIComponent(value.toISOString())}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => add(`${key}[${index}]`, item));
    } else if (typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) add(`${key}[${child}]`, item);
    } else {
      parts.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return parts.join('&');
}

function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) form.append(key, value);
      else if (Array.isArray(value)) value.forEach((item) => form.append(key, item instanceof Blob ? item : String(item)));
      else if (typeof value === 'object') form.append(key, JSON.stringify(value));
      else form.append(key, String(value));
    }
  }
  return form;
}

// ---------- the transport ----------

/** fetch's own signature, so a test can stand in for the network. */
export type Transport = (input: string, init: RequestInit) => Promise<Response>;

let transport: Transport | undefined;

/** Test seam: unit tests replace the transport (no network); undefined restores globalThis.fetch. */
export function setTransport(fn: Transport | undefined): void {
  transport = fn;
}

/**
 * A Transport over XMLHttpRequest that reports upload progress: fetch has no upload progress events.
 * It answers a real Response, so every rule below applies to it unchanged.
 */
export function xhrTransport(onProgress: (fraction: number) => void): Transport {
  return (input, init) => new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', input);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      onProgress(1);
      // Response forbids a body on 204/304 and statuses outside 200–599.
      const status = xhr.status >= 200 && xhr.status <= 599 && xhr.status !== 204 && xhr.status !== 304 ? xhr.status : 500;
      resolve(new Response(xhr.responseText, { status, statusText: xhr.statusText }));
    };
    // Like fetch: a transport failure or an abort rejects (send() tells them apart by its signal).
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    const signal = init.signal;
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
  });
}

function authHeaders(isToken: boolean): Record<string, string> {
  const token = isToken ? getToken() ?? '' : '';
  return { token, Authorization: token ? `Bearer ${token}` : '' };
}

/** On the mock only (a compile-time constant: dropped from other builds), this browser's sandbox client id, data
 *  space and tester. */
function sandboxHeaders(): Record<string, string> {
  if (import.meta.env.VITE_BACKEND_KIND !== 'mock') return {};
  const space = sandboxSpace();
  const tester = sandboxTester();
  return {
    [SANDBOX_CLIENT_HEADER]: sandboxClientId(),
    ...(space ? { [SANDBOX_SPACE_HEADER]: encodeURIComponent(space) } : {}),
    ...(tester ? { [SANDBOX_TESTER_HEADER]: encodeURIComponent(tester) } : {}),
  };
}

// ---------- the page's first answer, asked for by index.html ----------

/** What index.html's inline script leaves (scripts/preload-plugin.ts FIRST_LOAD_SCRIPT): its URL, the token it
 *  sent, and the request; `r` is emptied once a call has taken it over. */
interface FirstAnswer {
  u: string;
  t: string;
  r?: Promise<Response>;
}

/** What every call accepts (JSON, though parseBody copes with text too); index.html's script sends the same. */
const ACCEPT = 'application/json, text/plain, */*';

/**
 * The landing page's first answer (home's banners), when index.html asked for exactly this call: same method, URL
 * and headers (the token it read then is the one this call sends). Taken once; any later call asks itself. The
 * document's request has no signal: the call's timeout and cancel reject here as fetch would.
 */
function firstAnswer(target: string, init: RequestInit): Promise<Response> | undefined {
  const early = (globalThis as { __firstAnswer?: FirstAnswer }).__firstAnswer;
  // Every call passes here: nothing more is done once the document's request is taken (or was never made).
  if (!early?.r || init.method !== 'GET' || early.u !== target) return undefined;
  const expected = { Accept: ACCEPT, token: early.t, Authorization: early.t ? `Bearer ${early.t}` : '' };
  if (JSON.stringify(init.headers) !== JSON.stringify(expected)) return undefined;
  const { r } = early;
  early.r = undefined;
  return new Promise<Response>((resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
    r.then(resolve, reject);
  });
}

// ---------- 401: one dialog however many calls fail together ----------

// What the user sees (the 提示 dialog, then the login page) is the app's: it registers a handler at start
// (app/sessionHandlers.ts), so this lower layer imports neither the dialogs nor the router. A 401 that comes
// before the handler waits for it.

type SessionExpiredHandler = () => Promise<unknown>;
let sessionExpiredHandler: SessionExpiredHandler | null = null;
let sessionExpiredWaiting = false;
let sessionDialogOpen = false;
/** Calls with `endsSession` on their way. */
let sessionsEnding = 0;

/** Registers what a 401 shows; it is called once however many calls fail together, and again only after its
 *  promise settles (the dialog answered). null unregisters. */
export function onSessionExpired(handler: SessionExpiredHandler | null): void {
  sessionExpiredHandler = handler;
  if (handler && sessionExpiredWaiting) {
    sessionExpiredWaiting = false;
    askAgain(handler);
  }
}

function askAgain(handler: SessionExpiredHandler): void {
  sessionDialogOpen = true;
  void handler().finally(() => {
    sessionDialogOpen = false;
  });
}

/** A 401 to a call sent with `sentToken`. When this device has since signed out or signed in again (the user
 *  tapped 退出登录, or changed the password, while a poll was on its way), that session's end is old news: no
 *  提示 dialog, and the new state of the device is left alone. */
function sessionExpired(sentToken: string): void {
  if (sessionsEnding > 0 || (sentToken && getToken() !== sentToken)) return;
  clearStorage();
  if (sessionDialogOpen) return;
  if (sessionExpiredHandler) askAgain(sessionExpiredHandler);
  else sessionExpiredWaiting = true;
}

// ---------- answers and errors ----------

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** The answer as JSON when it parses (whatever its content type: some servers answer JSON as text/html),
 *  else the text itself. */
function parseBody(text: string): unknown {
  if (!text.trim()) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Applies the body-code rules to a 200 answer; returns the body when it counts as success. */
function checkBody(body: unknown, status: number, sentToken: string): unknown {
  if (!isEnvelope(body) || typeof body.code !== 'number') return body;
  const msg = typeof body.msg === 'string' && body.msg ? body.msg : '';
  switch (body.code) {
    case 200:
      return body;
    case 401:
      sessionExpired(sentToken);
      throw new ApiError(401, msg || zhCN.errors.sessionExpired, 'session', status);
    case 403:
      throw new ApiError(403, msg || zhCN.errors.http(403), 'forbidden', status);
    default:
      throw new ApiError(body.code, msg || zhCN.errors.unknown, 'business', status);
  }
}

/** Any HTTP status other than 200: 401 and 403 follow the body-code rules; the rest are 'http'. */
function httpError(status: number, body: unknown, sentToken: string): ApiError {
  const msg = isEnvelope(body) && typeof body.msg === 'string' && body.msg ? body.msg : '';
  if (status === 401) {
    sessionExpired(sentToken);
    return new ApiError(401, msg || zhCN.errors.sessionExpired, 'session', status);
  }
  if (status === 403) return new ApiError(403, msg || zhCN.errors.http(403), 'forbidden', status);
  return new ApiError(status, msg || zhCN.errors.http(status), 'http', status);
}

const canceled = () => new ApiError(0, zhCN.errors.canceled, 'canceled');

/** On the mock only: the data space this browser is in no longer exists (the QA panel says so once). Rejected
 *  quietly (kind canceled: no toast, no retry), so open pages stop calling. */
function inGoneSpace(url: string): ApiError | undefined {
  if (import.meta.env.VITE_BACKEND_KIND !== 'mock') return undefined;
  const gone = goneSpace();
  // The spaces' own calls still go: they are how the panel leaves it.
  if (!gone || url.startsWith('/api/__mock/spaces')) return undefined;
  return new ApiError(404, gone.msg, 'canceled', 404);
}

/** A mock's answer that the caller's space is gone (HTTP 404 {space}): marked, and rejected as above. */
function spaceGoneAnswer(status: number, body: unknown): ApiError | undefined {
  if (import.meta.env.VITE_BACKEND_KIND !== 'mock' || status !== 404 || !isEnvelope(body) || typeof body.space !== 'string') return undefined;
  if (body.space !== sandboxSpace()) return undefined;
  markSpaceGone(body.space, typeof body.msg === 'string' ? body.msg : `数据空间不存在：${body.space}`);
  return inGoneSpace('');
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Call {
  method: Method;
  url: string;
  params?: QueryParams;
  body?: unknown;
  options?: RequestOptions;
}

/** Sends one call and applies every rule above. Resolves with the successful body (or undefined, see top). */
async function send({ method, url, params, body, options = {} }: Call): Promise<unknown> {
  let target = apiUrl(url);
  const query = serializeParams(params);
  if (query) target += (target.includes('?') ? '&' : '?') + query;
  const json = !options.formdata && body !== undefined;
  const auth = authHeaders(options.isToken !== false);
  const headers: Record<string, string> = {
    Accept: ACCEPT,
    // Never for FormData: the browser writes multipart/form-data with its boundary itself.
    ...(json ? { 'Content-Type': 'application/json;charset=utf-8' } : {}),
    ...auth,
    ...sandboxHeaders(),
    ...options.headers,
  };

  const gone = inGoneSpace(url);
  if (gone) throw gone;
  // One controller aborts the request for both reasons; `timedOut` tells a timeout from the caller's cancel.
  const caller = options.signal;
  if (caller?.aborted) throw canceled();
  const controller = new AbortController();
  let timedOut = false;
  const onTimeout = () => {
    timedOut = true;
    controller.abort();
  };
  const onCallerAbort = () => controller.abort();
  caller?.addEventListener('abort', onCallerAbort, { once: true });
  // Cleared only once the body has been read: the limit covers the whole answer. 0 means no limit.
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  const timer = timeout > 0 ? setTimeout(onTimeout, timeout) : undefined;

  const init: RequestInit = {
    method,
    headers,
    body: options.formdata ? toFormData(body) : json ? JSON.stringify(body) : undefined,
    signal: controller.signal,
  };
  if (options.endsSession) sessionsEnding++;
  try {
    const via = transport ?? (options.onUploadProgress ? xhrTransport(options.onUploadProgress) : undefined);
    // fetch is called on globalThis: a detached reference throws "Illegal invocation" in browsers.
    const response = await (via ? via(target, init) : firstAnswer(target, init) ?? globalThis.fetch(target, init));
    if (!response.status && !response.statusText) return undefined;
    const answer = parseBody(await response.text());
    // Only 200 is success (spec §7).
    if (response.status !== 200) throw spaceGoneAnswer(response.status, answer) ?? httpError(response.status, answer, auth.token);
    return checkBody(answer, response.status, auth.token);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(0, zhCN.errors.timeout, 'timeout');
    if (controller.signal.aborted) throw canceled();
    // fetch rejects with a TypeError for DNS, connection, CORS and offline failures alike.
    throw new ApiError(0, zhCN.errors.network, 'network');
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', onCallerAbort);
    // Counted down after the caller's own continuation (a mutation's onSuccess) has signed the device out.
    if (options.endsSession) setTimeout(() => sessionsEnding--, 0);
  }
}

function dataOf<T>(body: unknown): T {
  // A body without `code` is the data itself (some live endpoints answer a bare array or object).
  if (isEnvelope(body) && typeof body.code === 'number') return body.data as T;
  return body as T;
}

const broken = () => new ApiError(0, zhCN.errors.contract, 'contract');

/** The answer's list, or a 'contract' rejection when it is not an array (also for a list inside an answer). */
export function listOf<T>(value: unknown): T[] {
  if (!Array.isArray(value)) throw broken();
  return value as T[];
}

function pageOf<T>(body: unknown): Page<T> {
  const env = isEnvelope(body) ? body : {};
  const rows = listOf<T>(Array.isArray(body) ? body : Array.isArray(env.rows) ? env.rows : env.data);
  const total = Number(env.total ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/**
 * Numeric strings ("1234.00", "2") in the named fields of each row become numbers (a server that drifted to
 * strings); other values are left as they are. Rows that are not objects are skipped. Returns its argument.
 */
export function numbers<T extends object>(rows: T[], keys: readonly (keyof T)[]): T[];
export function numbers<T extends object>(row: T, keys: readonly (keyof T)[]): T;
export function numbers(rows: unknown, keys: readonly PropertyKey[]): unknown {
  for (const row of (Array.isArray(rows) ? rows : [rows]) as Record<PropertyKey, unknown>[]) {
    if (!row || typeof row !== 'object') continue;
    for (const key of keys) {
      const value = row[key];
      if (typeof value === 'string' && value.trim() && Number.isFinite(+value)) row[key] = +value;
    }
  }
  return rows;
}

/** A page whose rows went through `numbers` (the list endpoints of goods, orders, requests…). */
export async function numberedPage<T extends object>(answer: Promise<Page<T>>, keys: readonly (keyof T)[]): Promise<Page<T>> {
  const page = await answer;
  numbers(page.rows, keys);
  return page;
}

// ---------- typed helpers: the API modules use only these ----------

/** GET → the answer's `data` (or the bare body). */
export async function get<T>(url: string, params?: QueryParams, options?: RequestOptions): Promise<T> {
  return dataOf<T>(await send({ method: 'GET', url, params, options }));
}

/** POST JSON (or form data with { formdata: true }) → `data`. */
export async function post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return dataOf<T>(await send({ method: 'POST', url, body, options }));
}

/** PUT JSON → `data`. */
export async function put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return dataOf<T>(await send({ method: 'PUT', url, body, options }));
}

/** DELETE → `data`. */
export async function del<T>(url: string, params?: QueryParams, options?: RequestOptions): Promise<T> {
  return dataOf<T>(await send({ method: 'DELETE', url, params, options }));
}

/** GET → the answer's `data`, which must be an array (else a 'contract' rejection). */
export async function getList<T>(url: string, params?: QueryParams, options?: RequestOptions): Promise<T[]> {
  return listOf<T>(await get<unknown>(url, params, options));
}

/** GET a RuoYi page ({ rows, total }); a bare array counts as one page of everything; no rows array rejects
 *  ('contract'). */
export async function getPage<T>(url: string, params?: QueryParams, options?: RequestOptions): Promise<Page<T>> {
  return pageOf<T>(await send({ method: 'GET', url, params, options }));
}

/** POST a query body that answers a page (e.g. /web/good/allList). */
export async function postPage<T>(url: string, body?: unknown, options?: RequestOptions): Promise<Page<T>> {
  return pageOf<T>(await send({ method: 'POST', url, body, options }));
}

/** GET the whole answer, for calls whose fields sit beside `data` (captchaImage, profile's roleGroup). */
export async function getRaw<R>(url: string, params?: QueryParams, options?: RequestOptions): Promise<R> {
  return (await send({ method: 'GET', url, params, options })) as R;
}

/** POST and get the whole answer (login's `token`, a success `msg`). */
export async function postRaw<R>(url: string, body?: unknown, options?: RequestOptions): Promise<R> {
  return (await send({ method: 'POST', url, body, options })) as R;
}

/** Any method, the whole answer (the mock's control API: api/mock.ts). */
export async function requestRaw<R>(method: Method, url: string, body?: unknown, options?: RequestOptions): Promise<R> {
  return (await send({ method, url, body, options })) as R;
}

/** Multipart upload (field names as given; files as Blob/File) → `data`. */
export async function upload<T>(url: string, form: FormData | Record<string, unknown>, options?: RequestOptions): Promise<T> {
  return post<T>(url, form, { ...options, formdata: true });
}
