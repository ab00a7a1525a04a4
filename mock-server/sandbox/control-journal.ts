// /__mock/journal: the space's request journal (journal.ts), like WireMock's — read it with filters, count the
// calls matching a pattern (with near misses: the calls to that path that did not match, and why), export it as
// HAR 1.2 for a browser's developer tools, clear it. A bad filter or pattern is refused with a Chinese msg naming
// it, before anything is read or removed. Scope as for scenarios: with X-Mock-Client the caller's browser's own
// calls (and those a reproduction link brought), everyone's with scope=all or without the header.
import http from 'node:http';
import { z } from 'zod';
import { DROPPED_CALL } from '../../src/contract/statuses.ts';
import type { MockContext } from '../context.ts';
import { clientOf } from '../lib/client-id.ts';
import { fail, ok } from '../lib/envelope.ts';
import { formatTime, parseTime } from '../lib/fixtures.ts';
import { isRecord } from '../lib/json.ts';
import { parse } from '../lib/validate.ts';
import type { Call, Routes } from '../routes/registry.ts';
import { callerScope, scopeField } from './control.ts';
import {
  isMultipartSummary, isTruncated, JOURNAL_SIZE, MASK, requestBodyOf, view,
  type JournalEntry, type JournalFilter, type JournalRow,
} from './journal.ts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];
const MAX_TEXT = 200;
const FILTERS = ['method', 'path', 'status', 'code', 'since', 'until', 'scope', 'tester', 'body', 'limit'];
const PATTERN_KEYS = ['method', 'path', 'status', 'body', 'scope'];
const NEAR_MISSES = 3;
const DIFFERENCES_SHOWN = 5;

const MSG_METHOD = `请求方法（method）应为 ${METHODS.join(' / ')} 之一`;
const MSG_STATUS = '状态（status）应为 HTTP 状态码（如 200）、2xx / 3xx / 4xx / 5xx，或 0（连接断开）';

// ---------- filter values ----------

/** One text value of the query, or undefined when absent or empty (a form's blank field). */
function textParam(query: Record<string, unknown>, name: string, label: string): string | undefined {
  const v = query[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') fail(`${label}（${name}）只能给一个文本值`);
  const t = v.trim();
  if (t.length > MAX_TEXT) fail(`${label}（${name}）不能超过 ${MAX_TEXT} 个字符`);
  return t === '' ? undefined : t;
}

function methodOf(raw: unknown): string {
  if (typeof raw !== 'string' || !METHODS.includes(raw.trim().toUpperCase())) fail(MSG_METHOD);
  return raw.trim().toUpperCase();
}

/** `*` stands for any run of characters (slashes too); the glob covers the whole path. Case-insensitive. */
function globRe(glob: string): RegExp {
  return new RegExp(`^${glob.split('*').map((t) => t.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'i');
}

/** The journal filter: a substring of the path, or a glob when it has a `*`. */
function pathFilter(text: string): (path: string) => boolean {
  if (text.includes('*')) {
    const re = globRe(text);
    return (p) => re.test(p);
  }
  const lower = text.toLowerCase();
  return (p) => p.toLowerCase().includes(lower);
}

interface StatusTest {
  label: string;
  test: (status: number) => boolean;
}

function statusOf(raw: unknown): StatusTest {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  const cls = /^([1-5])xx$/.exec(text);
  if (cls) {
    const hundred = Number(cls[1]) * 100;
    return { label: `${cls[1]}xx`, test: (s) => s >= hundred && s < hundred + 100 };
  }
  if (!/^(0|[1-5]\d\d)$/.test(text)) fail(MSG_STATUS);
  const status = Number(text);
  return { label: status === DROPPED_CALL ? `${DROPPED_CALL}（连接断开）` : text, test: (s) => s === status };
}

const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * An instant: ISO 8601 with a zone (exact), or the mock's own 'YYYY-MM-DD HH:mm:ss' / 'YYYY-MM-DD' (Asia/Shanghai):
 * as an upper bound those cover their whole second or day, so until = an entry's `time` includes it.
 */
function instantOf(text: string, name: 'since' | 'until'): number {
  const label = name === 'since' ? '开始时间' : '结束时间';
  if (ZONED.test(text)) {
    const at = Date.parse(text);
    if (Number.isFinite(at)) return at;
  } else {
    const at = parseTime(text);
    if (Number.isFinite(at)) {
      if (name === 'since') return at;
      if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return at + 86_400_000 - 1;
      return at + (/\d{2}:\d{2}:\d{2}$/.test(text) ? 999 : 59_999);
    }
  }
  return fail(`${label}（${name}）应为 ISO 时间（如 2026-11-28T10:00:00+08:00）或 YYYY-MM-DD HH:mm:ss`);
}

interface Filters extends JournalFilter {
  limit: number;
}

/** GET /__mock/journal's query (also the HAR's): every value checked before anything is read. */
export function parseFilters(c: Call, defaultLimit: number): Filters {
  const q = c.query;
  const unknown = Object.keys(q).filter((k) => !FILTERS.includes(k));
  if (unknown.length > 0) fail(`不认识的筛选参数：${unknown.join('、')}（可用：${FILTERS.join('、')}）`);
  const f: Filters = { limit: defaultLimit };

  const method = textParam(q, 'method', '请求方法');
  if (method !== undefined) f.method = methodOf(method);
  const path = textParam(q, 'path', '路径');
  if (path !== undefined) f.path = pathFilter(path);
  const status = textParam(q, 'status', '状态');
  if (status !== undefined) f.status = statusOf(status).test;
  const code = textParam(q, 'code', '业务码');
  if (code !== undefined) {
    if (!/^-?\d{1,6}$/.test(code)) fail('业务码（code）应为整数，如 200、401、500');
    f.code = Number(code);
  }
  const since = textParam(q, 'since', '开始时间');
  if (since !== undefined) f.since = instantOf(since, 'since');
  const until = textParam(q, 'until', '结束时间');
  if (until !== undefined) f.until = instantOf(until, 'until');
  if (f.since !== undefined && f.until !== undefined && f.since > f.until) fail('开始时间（since）不能晚于结束时间（until）');
  const tester = textParam(q, 'tester', '测试者');
  if (tester !== undefined) {
    if ([...tester].length > 24) fail('测试者（tester）不能超过 24 个字符');
    f.tester = tester.normalize('NFC');
  }
  const body = textParam(q, 'body', '请求体');
  if (body !== undefined) f.body = body;
  const limit = textParam(q, 'limit', '条数');
  if (limit !== undefined) {
    if (!/^\d{1,4}$/.test(limit) || Number(limit) < 1 || Number(limit) > JOURNAL_SIZE) fail(`条数（limit）应为 1–${JOURNAL_SIZE} 的整数`);
    f.limit = Number(limit);
  }
  const { scope } = parse(z.object({ scope: scopeField }), { scope: q.scope });
  if (scope !== 'all') f.client = clientOf(c.req);
  return f;
}

// ---------- count: a pattern, and the near misses ----------

interface Pattern {
  method?: string;
  /** Exact, or a glob with `*`. */
  path?: (path: string) => boolean;
  status?: StatusTest;
  /** An object (matched partially, at every depth) or a text (a substring of the body's JSON). */
  body?: unknown;
}

function parsePattern(raw: unknown): Pattern {
  if (!isRecord(raw)) fail('匹配条件应为对象，如 {"method":"POST","path":"/login","body":{"username":"13800138000"}}');
  const unknown = Object.keys(raw).filter((k) => !PATTERN_KEYS.includes(k));
  if (unknown.length > 0) fail(`不认识的匹配条件：${unknown.join('、')}（可用：${PATTERN_KEYS.join('、')}）`);
  const p: Pattern = {};
  if (raw.method !== undefined) p.method = methodOf(raw.method);
  if (raw.path !== undefined) {
    const path = typeof raw.path === 'string' ? raw.path.trim() : '';
    if (!/^[/*]\S*$/.test(path) || path.length > MAX_TEXT) fail(`路径（path）应为以 / 开头、不超过 ${MAX_TEXT} 个字符的路径，可含 * 通配`);
    if (path.includes('*')) {
      const re = globRe(path);
      p.path = (x) => re.test(x);
    } else {
      p.path = (x) => x === path;
    }
  }
  if (raw.status !== undefined) p.status = statusOf(raw.status);
  if (raw.body !== undefined) {
    const ok = typeof raw.body === 'string' ? raw.body.length > 0 && raw.body.length <= MAX_TEXT : raw.body !== null && typeof raw.body === 'object';
    if (!ok) fail(`请求体（body）应为对象（逐层部分匹配）或不超过 ${MAX_TEXT} 个字符的文本（包含匹配）`);
    p.body = raw.body;
  }
  return p;
}

function show(v: unknown): string {
  if (v === undefined) return '无';
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** Where `actual` does not hold `expected`: objects partially at every depth, arrays element by element. */
function bodyDifferences(expected: unknown, actual: unknown, at: string, out: string[]): void {
  const label = at ? `请求体 ${at}` : '请求体';
  if (actual === MASK && expected !== MASK) {
    out.push(`${label}：已脱敏（***），无法比较`);
    return;
  }
  if (isRecord(expected)) {
    if (!isRecord(actual)) {
      out.push(`${label}：应为对象，实际 ${show(actual)}`);
      return;
    }
    for (const [key, value] of Object.entries(expected)) {
      const next = at ? `${at}.${key}` : key;
      if (!Object.hasOwn(actual, key)) out.push(`请求体缺少 ${next}`);
      else bodyDifferences(value, actual[key], next, out);
    }
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      out.push(`${label}：应为 ${show(expected)}，实际 ${show(actual)}`);
      return;
    }
    expected.forEach((value, i) => bodyDifferences(value, actual[i], `${at}[${i}]`, out));
    return;
  }
  if (expected !== actual) out.push(`${label}：应为 ${show(expected)}，实际 ${show(actual)}`);
}

/** What keeps a row (already on the pattern's path) from matching; empty = it matches. */
function differences(p: Pattern, e: JournalRow): string[] {
  const out: string[] = [];
  if (p.method !== undefined && e.method !== p.method) out.push(`方法：应为 ${p.method}，实际 ${e.method}`);
  if (p.status !== undefined && !p.status.test(e.status)) out.push(`状态：应为 ${p.status.label}，实际 ${e.status === DROPPED_CALL ? `${DROPPED_CALL}（连接断开）` : e.status}`);
  if (p.body !== undefined) {
    if (!e.request.body) out.push('没有请求体');
    else if (typeof p.body === 'string') {
      if (!e.request.body.text.includes(p.body)) out.push(`请求体不含「${p.body.length > 40 ? `${p.body.slice(0, 39)}…` : p.body}」`);
    } else {
      const actual = requestBodyOf(e);
      if (isTruncated(actual)) out.push('请求体超过 16 KB 已截断，无法按对象比较');
      else bodyDifferences(p.body, actual, '', out);
    }
  }
  return out;
}

// ---------- HAR 1.2 ----------

const nameValues = (record: Record<string, string>) => Object.entries(record).map(([name, value]) => ({ name, value }));

function queryStringOf(url: string): { name: string; value: string }[] {
  try {
    return [...new URL(url, 'http://localhost').searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    return [];
  }
}

function postDataOf(e: JournalEntry) {
  const body = e.request.body;
  if (body === undefined) return undefined;
  const mimeType = e.request.contentType ?? 'application/json';
  if (isMultipartSummary(body)) {
    return {
      mimeType,
      params: [
        ...Object.entries(body.fields).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) })),
        ...body.files.map((f) => ({ name: f.field, fileName: f.fileName, contentType: f.contentType })),
      ],
      comment: '文件内容未记录',
    };
  }
  if (/x-www-form-urlencoded/i.test(mimeType) && isRecord(body)) {
    return { mimeType, params: Object.entries(body).map(([name, value]) => ({ name, value: String(value) })) };
  }
  return isTruncated(body) ? { mimeType, text: body.head, comment: body.note } : { mimeType, text: JSON.stringify(body) };
}

function harEntry(e: JournalEntry) {
  const postData = postDataOf(e);
  const answer = e.response.body;
  const content = {
    size: Math.max(0, e.response.size),
    mimeType: e.response.contentType ?? 'x-unknown',
    ...(answer === undefined ? {} : isTruncated(answer) ? { text: answer.head, comment: answer.note } : { text: JSON.stringify(answer) }),
  };
  return {
    startedDateTime: e.startedDateTime,
    time: e.ms,
    request: {
      method: e.method, url: e.url, httpVersion: e.httpVersion, cookies: [], headers: nameValues(e.request.headers),
      queryString: queryStringOf(e.url), ...(postData ? { postData } : {}), headersSize: -1, bodySize: e.request.size,
    },
    response: {
      status: e.status, statusText: e.status === DROPPED_CALL ? '' : http.STATUS_CODES[e.status] ?? '', httpVersion: e.httpVersion,
      cookies: [], headers: nameValues(e.response.headers), content, redirectURL: e.response.headers.location ?? '',
      headersSize: -1, bodySize: e.status === DROPPED_CALL ? -1 : e.response.size,
    },
    cache: {},
    timings: { send: 0, wait: e.ms, receive: 0 },
    // HAR's custom fields start with an underscore.
    _id: e.id,
    ...(e.code !== undefined ? { _code: e.code } : {}),
    ...(e.client !== undefined ? { _client: e.client } : {}),
    ...(e.tester !== undefined ? { _tester: e.tester } : {}),
    ...(e.scenario !== undefined ? { _scenario: e.scenario } : {}),
    ...(e.backend !== undefined ? { _backend: e.backend } : {}),
    ...(e.drift !== undefined ? { _drift: e.drift } : {}),
    ...(e.repro !== undefined ? { _repro: e.repro } : {}),
    ...(e.status === DROPPED_CALL ? { _error: '连接已断开，没有应答' } : {}),
  };
}

/** A bare HAR 1.2 document (no envelope), the oldest call first as HAR viewers expect. */
export function toHar(ctx: MockContext, newestFirst: JournalEntry[]) {
  const space = ctx.opts.space ?? 'shared';
  return {
    log: {
      version: '1.2',
      creator: { name: 'game-account-market mock-server', version: '1.0' },
      entries: [...newestFirst].reverse().map(harEntry),
      comment: `模拟后端数据空间「${space}」的请求记录，共 ${newestFirst.length} 条；密码、令牌、身份证号等已脱敏为 ***，超过 16 KB 的内容已截断`,
    },
  };
}

// ---------- routes ----------

export function journalRoutes(routes: Routes): void {
  const r = routes.domain('control');
  const ctx: MockContext = routes.ctx;
  const open = { auth: false };

  r.get('/__mock/journal', (c) => {
    const f = parseFilters(c, 100);
    const { count, rows } = ctx.journal.find(f, f.limit);
    return ok({ count, entries: rows.map(view) });
  }, open);

  r.post('/__mock/journal/count', (c) => {
    const pattern = parsePattern(c.body);
    const client = callerScope(c);
    const { rows } = ctx.journal.find({ client });
    let count = 0;
    const misses: { row: JournalRow; differences: string[] }[] = [];
    for (const row of rows) {
      if (pattern.path && !pattern.path(row.path)) continue;
      const diff = differences(pattern, row);
      if (diff.length === 0) count++;
      else misses.push({ row, differences: diff });
    }
    // The closest first (fewest differences), the newest among equals (a stable sort of newest-first rows).
    misses.sort((a, b) => a.differences.length - b.differences.length);
    const nearMisses = misses.slice(0, NEAR_MISSES).map((m) => ({
      entry: view(m.row),
      differences: m.differences.length > DIFFERENCES_SHOWN
        ? [...m.differences.slice(0, DIFFERENCES_SHOWN), `等共 ${m.differences.length} 处不同`]
        : m.differences,
    }));
    return ok({ count, nearMisses });
  }, open);

  r.get('/__mock/journal.har', (c) => {
    const f = parseFilters(c, JOURNAL_SIZE);
    const { rows } = ctx.journal.find(f, f.limit);
    const stamp = formatTime(ctx.opts.now()).replace(/-|:/g, '').replace(' ', '-');
    c.res.attachment(`journal-${ctx.opts.space ?? 'shared'}-${stamp}.har`);
    c.res.type('application/json');
    return toHar(ctx, rows.map(view));
  }, open);

  r.delete('/__mock/journal', (c) => {
    const client = callerScope(c);
    const count = ctx.journal.clear(client);
    return ok({ count }, client === undefined ? '请求记录已清空' : '本浏览器的请求记录已清空');
  }, open);
}
