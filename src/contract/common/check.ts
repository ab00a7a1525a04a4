// The answer check: one answer of a backend against its entry of the contract (endpoints.ts), envelope first,
// then the answer's zod schema, into difference rows (field, expected, got, breaking or not). Used by the hybrid
// mock (mock-server/middleware/hybrid.ts: a live answer's drift), npm run contract:check and npm run mock:record
// (scripts/contract/). The mock and the scripts import it downward; the app never does (ESLint keeps it out).
import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { defOf, schemaAt, unwrap } from './schemaWalk.ts';

type Body = Record<string, unknown>;

/** One difference between an answer and the contract. */
export interface DiffRow {
  endpoint: string;
  field: string;
  expected: string;
  got: string;
  breaking: boolean;
  note?: string;
}

/** `GET /web/notice/:id`: an endpoint's key in the report and in the scripts' sample tables. */
export const keyOf = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

/** The JSON type of a value as the table shows it. */
export function jsonType(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

function shown(v: unknown): string {
  const t = jsonType(v);
  if (t === 'string' || t === 'number' || t === 'boolean') {
    const s = JSON.stringify(v);
    return `${t} (${s.length > 24 ? `${s.slice(0, 23)}…` : s})`;
  }
  return t;
}

/** `['rows', 0, 'title']` → `rows[].title`. */
export function fieldPath(prefix: string, segments: readonly PropertyKey[]): string {
  let out = prefix;
  for (const s of segments) out += typeof s === 'number' ? '[]' : out === '' ? String(s) : `.${String(s)}`;
  return out || '(body)';
}

function valueAt(root: unknown, segments: readonly PropertyKey[]): unknown {
  let v = root;
  for (const s of segments) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[s];
  }
  return v;
}

const norm = (k: string) => k.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Extra fields next to a missing one that look like its new name (title → goodsTitle, nickName → nick_name). */
function renamedCandidates(missing: string, obj: unknown, known: z.ZodType | undefined): string[] {
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) return [];
  const shape = defOf(known)?.type === 'object' ? defOf(known)?.shape ?? {} : {};
  const m = norm(missing);
  return Object.keys(obj).filter((k) => {
    if (k in shape) return false;
    const n = norm(k);
    return n === m || (m.length >= 3 && (n.includes(m) || (n.length >= 3 && m.includes(n))));
  });
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  values?: unknown[];
  errors?: Issue[][];
}

function expectedOf(issue: Issue): string {
  if (issue.code === 'invalid_type' && issue.expected) return issue.expected;
  if (issue.code === 'invalid_value' && issue.values) return issue.values.map((v) => JSON.stringify(v)).join(' | ');
  if (issue.code === 'invalid_union' && issue.errors) {
    const alts = issue.errors.map((branch) => (branch[0] ? expectedOf(branch[0]) : '?'));
    return [...new Set(alts)].join(' | ');
  }
  return issue.message;
}

/** zod issues of one payload → table rows (missing required field, wrong type or value), plus renamed-looking
 *  extra fields beside a missing one. */
function issueRows(endpoint: string, prefix: string, schema: z.ZodType, payload: unknown, issues: Issue[]): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const issue of issues) {
    const got = valueAt(payload, issue.path);
    const field = fieldPath(prefix, issue.path);
    if (got === undefined && issue.path.length > 0) {
      rows.push({ endpoint, field, expected: expectedOf(issue), got: 'missing', breaking: true });
      const parentPath = issue.path.slice(0, -1);
      const name = String(issue.path[issue.path.length - 1]);
      for (const extra of renamedCandidates(name, valueAt(payload, parentPath), schemaAt(schema, parentPath))) {
        rows.push({
          endpoint, field: fieldPath(prefix, [...parentPath, extra]), expected: '(契约中没有)',
          got: jsonType(valueAt(payload, [...parentPath, extra])), breaking: false, note: `改名？${name} → ${extra}`,
        });
      }
    } else {
      const row: DiffRow = { endpoint, field, expected: expectedOf(issue), got: shown(got), breaking: true };
      // A list that now sits inside an object ({ list: [...] }): say where.
      if (row.expected === 'array' && jsonType(got) === 'object') {
        const inner = Object.entries(got as Record<string, unknown>).find(([, v]) => Array.isArray(v));
        if (inner) row.note = `包了一层？数组在 ${field}.${inner[0]}`;
      }
      rows.push(row);
    }
  }
  return rows;
}

/** Optional fields zod lets pass when absent, but absent beside a look-alike new field: a rename the app
 *  would not notice (it shows its placeholder). Not breaking. Walks the objects the schema describes. */
function optionalRenames(endpoint: string, prefix: string, schema: z.ZodType, payload: unknown, at: PropertyKey[] = [], depth = 0): DiffRow[] {
  const s = unwrap(schema);
  const d = defOf(s);
  if (!d || depth > 6 || payload === null || typeof payload !== 'object') return [];
  if (d.type === 'array' && Array.isArray(payload)) {
    return payload.flatMap((item, i) => optionalRenames(endpoint, prefix, d.element as z.ZodType, item, [...at, i], depth + 1));
  }
  if (d.type !== 'object' || Array.isArray(payload)) return [];
  const rows: DiffRow[] = [];
  const obj = payload as Record<string, unknown>;
  for (const [key, field] of Object.entries(d.shape ?? {})) {
    if (key in obj) {
      rows.push(...optionalRenames(endpoint, prefix, field, obj[key], [...at, key], depth + 1));
    } else if (field.safeParse(undefined).success) {
      for (const extra of renamedCandidates(key, obj, s)) {
        rows.push({
          endpoint, field: fieldPath(prefix, [...at, key]), expected: '可选', got: 'missing', breaking: false,
          note: `改名？${key} → ${extra}（${jsonType(obj[extra])}）`,
        });
      }
    }
  }
  return rows;
}

/** A field of ours (answers.ts `extension()`: `x-origin: extension` in its metadata). */
export function isExtension(field: z.ZodType): boolean {
  return (field.meta() as Record<string, unknown> | undefined)?.['x-origin'] === 'extension';
}

/** A field of ours sent only under a condition of the request (`x-when`): absent from a plain read, not reported. */
function isConditional(field: z.ZodType): boolean {
  return typeof (field.meta() as Record<string, unknown> | undefined)?.['x-when'] === 'string';
}

export const EXTENSION_EXPECTED = '扩展字段（可选）';
const EXTENSION_NOTE = '我们的扩展：这个后端不发送，前端按线上的样子显示';

/** Extension fields no given object has (every row of a list, or the one data object): reported as extensions,
 *  never breaking — the app degrades to what the live site shows. Walks the objects the schema describes. */
function missingExtensions(endpoint: string, prefix: string, schema: z.ZodType, payloads: unknown[], at: PropertyKey[] = [], depth = 0): DiffRow[] {
  const s = unwrap(schema);
  const d = defOf(s);
  if (!d || depth > 6) return [];
  if (d.type === 'array') {
    const items = payloads.flatMap((p) => (Array.isArray(p) ? p : []));
    return items.length ? missingExtensions(endpoint, prefix, d.element as z.ZodType, items, [...at, 0], depth + 1) : [];
  }
  const objs = payloads.filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null && !Array.isArray(p));
  if (d.type !== 'object' || objs.length === 0) return [];
  const rows: DiffRow[] = [];
  for (const [key, field] of Object.entries(d.shape ?? {})) {
    const present = objs.filter((o) => o[key] !== undefined).map((o) => o[key]);
    if (present.length === 0) {
      if (isExtension(field) && !isConditional(field)) {
        rows.push({ endpoint, field: fieldPath(prefix, [...at, key]), expected: EXTENSION_EXPECTED, got: 'missing', breaking: false, note: EXTENSION_NOTE });
      }
    } else {
      rows.push(...missingExtensions(endpoint, prefix, field, present, [...at, key], depth + 1));
    }
  }
  return rows;
}

/** Same endpoint, field, expected and got: one row (a list answers the same difference on every row). */
function dedupe(rows: DiffRow[]): DiffRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const k = [r.endpoint, r.field, r.expected, r.got.replace(/ \(.*\)$/, '')].join('\u0000');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Checks one JSON answer against its entry: envelope first, then the schema. */
export function checkAnswer(e: Endpoint, status: number, text: string): { rows: DiffRow[]; body?: Body; empty?: boolean } {
  const endpoint = keyOf(e);
  const rows: DiffRow[] = [];
  // Files, pages and redirects: any success or redirect will do.
  if (e.answer.kind === 'other' && status >= 200 && status < 400) return { rows };
  if (status !== 200) {
    const note = status === 404 && e.origin === 'extension' ? '我们的扩展接口：线上可能换了名字' : undefined;
    rows.push({ endpoint, field: 'HTTP', expected: '200', got: String(status), breaking: true, ...(note ? { note } : {}) });
    return { rows };
  }
  if (e.answer.kind === 'other') return { rows };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    rows.push({ endpoint, field: '(body)', expected: 'JSON', got: text.trim() === '' ? '空' : '非 JSON', breaking: true });
    return { rows };
  }
  const isObj = typeof body === 'object' && body !== null && !Array.isArray(body);
  const obj = (isObj ? body : {}) as Body;
  const enveloped = isObj && 'code' in obj;
  if (enveloped && obj.code !== 200) {
    const msg = typeof obj.msg === 'string' ? `（${obj.msg}）` : '';
    rows.push({ endpoint, field: 'code', expected: '200', got: `${JSON.stringify(obj.code)}${msg}`, breaking: true });
    return { rows, body: obj };
  }
  const schema = e.answer.schema;
  switch (e.answer.kind) {
    case 'data': {
      const payload = enveloped ? obj.data : body;
      if (!enveloped) rows.push({ endpoint, field: 'code', expected: '200', got: 'missing', breaking: false, note: '裸应答：前端把整个应答当 data' });
      if (schema) {
        const r = schema.safeParse(payload);
        if (r.success && Array.isArray(payload) && payload.length === 0) return { rows: dedupe(rows), body: obj, empty: true };
        if (!r.success) {
          if (payload === undefined) rows.push({ endpoint, field: 'data', expected: 'present', got: 'missing', breaking: true });
          else rows.push(...issueRows(endpoint, 'data', schema, payload, r.error.issues as Issue[]));
        }
        rows.push(...optionalRenames(endpoint, 'data', schema, payload));
        if (payload !== undefined) rows.push(...missingExtensions(endpoint, 'data', schema, [payload]));
      }
      break;
    }
    case 'page': {
      let list: unknown;
      if (Array.isArray(body)) {
        list = body;
        rows.push({ endpoint, field: 'rows', expected: 'array', got: 'missing', breaking: false, note: '裸数组：前端当作一页全部' });
      } else if (Array.isArray(obj.rows)) {
        list = obj.rows;
        if (typeof obj.total !== 'number') rows.push({ endpoint, field: 'total', expected: 'number', got: shown(obj.total), breaking: true });
      } else {
        rows.push({ endpoint, field: 'rows', expected: 'array', got: shown(obj.rows), breaking: true });
      }
      if (Array.isArray(list) && list.length === 0) return { rows: dedupe(rows), body: obj, empty: true };
      if (schema && Array.isArray(list)) {
        for (const item of list) {
          const r = schema.safeParse(item);
          if (!r.success) rows.push(...issueRows(endpoint, 'rows[]', schema, item, r.error.issues as Issue[]));
          rows.push(...optionalRenames(endpoint, 'rows[]', schema, item));
        }
        rows.push(...missingExtensions(endpoint, 'rows[]', schema, list));
      }
      break;
    }
    case 'raw': {
      if (schema) {
        const r = schema.safeParse(body);
        if (!r.success) rows.push(...issueRows(endpoint, '', schema, body, r.error.issues as Issue[]));
        rows.push(...optionalRenames(endpoint, '', schema, body));
        rows.push(...missingExtensions(endpoint, '', schema, [body]));
      }
      break;
    }
  }
  // A bare array is handed on as it is: the id sources read rows from it too.
  return { rows: dedupe(rows), body: (Array.isArray(body) ? body : obj) as Body };
}
