// The run of npm run contract:check and npm run mock:record: every read-only endpoint of the contract
// (src/contract/common/endpoints.ts) called on a backend, sources of ids first, each with real ids taken from
// earlier list answers (calls.ts, samples.ts), each answer checked (src/contract/common/check.ts) into the report.
import type { Endpoint } from '../../src/contract/common/endpoint.ts';
import { ENDPOINTS } from '../../src/contract/common/endpoints.ts';
import { checkAnswer, keyOf, type DiffRow } from '../../src/contract/common/check.ts';
import { UsageError } from './backendArgs.ts';
import { concretePath, idNeeds, paramsFor, type Ids } from './calls.ts';
import { ID_SOURCES, SAMPLE_PARAMS, type Body } from './samples.ts';

export interface EndpointResult {
  endpoint: string;
  /** checked: called and validated; skipped: not called (reason says why). */
  status: 'checked' | 'skipped';
  reason?: string;
  /** The concrete path called. */
  url?: string;
  /** The list came back empty: the fields of its rows could not be checked. */
  empty?: boolean;
}

export interface Report {
  backend: string;
  signedIn: boolean;
  writes: boolean;
  results: EndpointResult[];
  rows: DiffRow[];
  checked: number;
  skipped: number;
  breaking: number;
  /** Every request sent, in order: `METHOD /path?query`. */
  calls: string[];
}

export interface CheckOptions {
  backend: string;
  token?: string;
  phone?: string;
  code?: string;
  writes: boolean;
  json: boolean;
  /** Every answer that was checked, with its difference rows (the recorder keeps the clean ones). */
  onAnswer?: (answer: CheckedAnswer) => void;
}

export interface CheckedAnswer {
  endpoint: Endpoint;
  /** The concrete path and query called. */
  url: string;
  status: number;
  text: string;
  rows: DiffRow[];
  /** The token the call was sent with. */
  token?: string;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 15_000;

export class NetworkError extends Error {}

/** Runs the check. `endpoints` defaults to the contract table; `fetchImpl` to fetch (tests record calls). */
export async function checkBackend(opts: CheckOptions, table: readonly Endpoint[] = ENDPOINTS, fetchImpl: FetchLike = fetch): Promise<Report> {
  const base = opts.backend.replace(/\/+$/, '');
  const calls: string[] = [];
  let reached = false;

  const send = async (method: string, p: string, init: { token?: string; body?: unknown } = {}) => {
    calls.push(`${method} ${p}`);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.token) {
      headers.Authorization = `Bearer ${init.token}`;
      headers.token = init.token;
    }
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const res = await fetchImpl(base + p, {
        method, headers, redirect: 'manual',
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await res.text();
      reached = true;
      return { status: res.status, text };
    } catch (err) {
      const why = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
      if (!reached) throw new NetworkError(`无法连接后端 ${base}：${why}`);
      return { status: 0, text: '', error: why };
    }
  };

  // Sign in.
  let token = opts.token;
  if (!token && opts.phone && opts.code) token = await signIn(send, opts.phone, opts.code);

  const results: EndpointResult[] = [];
  const rows: DiffRow[] = [];
  const ids: Ids = new Map();
  const called = new Set<string>();

  const wanted = table.filter((e) => e.readOnly || opts.writes);
  for (const e of table) {
    if (!wanted.includes(e)) results.push({ endpoint: keyOf(e), status: 'skipped', reason: '写接口（未加 --writes）' });
  }
  // Sources of ids first: an endpoint waits while a source of an id it needs has not been called yet.
  const sourceOf = (name: string) => (ID_SOURCES[name] ?? []).map((s) => s.from);
  const pending = [...wanted];
  while (pending.length > 0) {
    const ready = pending.findIndex((e) => idNeeds(e).every((n) => ids.has(n) || sourceOf(n).every((f) => called.has(f) || !wanted.some((w) => keyOf(w) === f) || f === keyOf(e))));
    const e = pending.splice(ready === -1 ? 0 : ready, 1)[0];
    const k = keyOf(e);
    called.add(k);
    const skip = (reason: string) => results.push({ endpoint: k, status: 'skipped', reason });

    if (e.auth && !token) { skip('需要登录（未给 --token 或 --phone/--code）'); continue; }
    if (!e.readOnly && !SAMPLE_PARAMS.body[k] && e.body) { skip('写接口：没有样例请求体'); continue; }
    const where = concretePath(e, ids);
    if ('missing' in where) { skip(`没有 id（${where.missing}）`); continue; }
    const q = paramsFor(e.query, SAMPLE_PARAMS.query[k], ids);
    if ('missing' in q) { skip(q.missing.includes('SAMPLE_PARAMS') ? `缺少参数（${q.missing}）` : `没有 id（${q.missing}）`); continue; }
    const b = e.method === 'GET' ? { values: undefined } : paramsFor(e.body, SAMPLE_PARAMS.body[k], ids);
    if ('missing' in b) { skip(b.missing.includes('SAMPLE_PARAMS') ? `缺少参数（${b.missing}）` : `没有 id（${b.missing}）`); continue; }

    const qs = new URLSearchParams(Object.entries(q.values).map(([n, v]) => [n, String(v)])).toString();
    const url = qs ? `${where.path}?${qs}` : where.path;
    const answer = await send(e.method, url, { token: e.auth || token ? token : undefined, body: b.values });
    const result: EndpointResult = { endpoint: k, status: 'checked', url };
    results.push(result);
    if ('error' in answer) {
      rows.push({ endpoint: k, field: 'HTTP', expected: '200', got: `网络错误（${answer.error}）`, breaking: true });
      continue;
    }
    const checked = checkAnswer(e, answer.status, answer.text);
    opts.onAnswer?.({ endpoint: e, url, status: answer.status, text: answer.text, rows: checked.rows, token });
    if (checked.empty) result.empty = true;
    rows.push(...checked.rows);
    if (checked.body) {
      for (const [name, sources] of Object.entries(ID_SOURCES)) {
        if (ids.has(name)) continue;
        for (const s of sources) {
          if (s.from !== k) continue;
          const v = s.pick(checked.body);
          if (v !== undefined && v !== null && v !== '') ids.set(name, v);
        }
      }
    }
  }

  // In table order.
  const order = new Map(table.map((e, i) => [keyOf(e), i]));
  results.sort((a, b) => (order.get(a.endpoint) ?? 0) - (order.get(b.endpoint) ?? 0));
  rows.sort((a, b) => (order.get(a.endpoint) ?? 0) - (order.get(b.endpoint) ?? 0));
  return {
    backend: base,
    signedIn: Boolean(token),
    writes: opts.writes,
    results,
    rows,
    checked: results.filter((r) => r.status === 'checked').length,
    skipped: results.filter((r) => r.status === 'skipped').length,
    breaking: rows.filter((r) => r.breaking).length,
    calls,
  };
}

type Send = (method: string, p: string, init?: { token?: string; body?: unknown }) => Promise<{ status: number; text: string }>;

/** POST /h5/login {phone, code} → token. Against the mock (it has /__mock/health) the code is "sent" first. */
async function signIn(send: Send, phone: string, code: string): Promise<string> {
  const health = await send('GET', '/__mock/health');
  if (health.status === 200) await send('GET', `/sms/sendYzm?${new URLSearchParams({ phone, type: 'login' })}`);
  const res = await send('POST', '/h5/login', { body: { phone, code } });
  let body: Body = {};
  try {
    body = JSON.parse(res.text) as Body;
  } catch { /* reported below */ }
  const token = body.token ?? (body.data as Body | undefined)?.token;
  if (res.status !== 200 || typeof token !== 'string') {
    throw new UsageError(`登录失败（POST /h5/login）：${typeof body.msg === 'string' ? body.msg : `HTTP ${res.status}`}`);
  }
  return token;
}
