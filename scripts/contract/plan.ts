// The contract's call planner and answer check, shared by npm run contract:check (scripts/contract-check.ts),
// npm run mock:record (scripts/mock-record.ts) and the hybrid backend (mock-server/middleware/hybrid.ts): every
// read-only endpoint of src/contract/wire/endpoints.ts called with real ids taken from earlier list answers, each
// answer checked (envelope, then the zod schema) into difference rows.
import type { z } from 'zod';
import type { Endpoint } from '../../src/contract/wire/endpoint.ts';
import { ENDPOINTS } from '../../src/contract/wire/endpoints.ts';

// ---------------------------------------------------------------------------------------------------------
// Sample values: where each id comes from, and the values of the parameters an endpoint needs.
// ---------------------------------------------------------------------------------------------------------

type Body = Record<string, unknown>;
type Row = Record<string, unknown>;

const rowsOf = (b: Body): Row[] => (Array.isArray(b.rows) ? b.rows : Array.isArray(b.data) ? b.data : Array.isArray(b) ? b : []) as Row[];
const dataOf = (b: Body): unknown => ('code' in b ? b.data : b);
const listOf = (b: Body): Row[] => {
  const d = dataOf(b);
  return (Array.isArray(d) ? d : rowsOf(b)).filter((r): r is Row => typeof r === 'object' && r !== null);
};

/** An id found in an earlier answer: the first source (endpoint key) whose answer gives one wins. */
export interface IdSource {
  from: string;
  pick: (body: Body) => unknown;
}

/** Where the ids come from. Every `from` is called before the endpoints that need its id. */
export const ID_SOURCES: Record<string, IdSource[]> = {
  gameId: [{ from: 'GET /web/game/list', pick: (b) => listOf(b)[0]?.id }],
  /** A 端游 (type 1): its 区服 have 大区, the parent of /web/districtSuit. */
  pcGameId: [{ from: 'GET /web/game/list', pick: (b) => listOf(b).find((g) => g.type === 1)?.id }],
  groupId: [{ from: 'GET /web/keylist', pick: (b) => listOf(b).find((n) => n.systemKey === 'group')?.id }],
  goodsId: [{ from: 'POST /web/good/allList', pick: (b) => rowsOf(b)[0]?.id }],
  goodsImage: [{
    from: 'POST /web/good/allList',
    pick: (b) => String(rowsOf(b)[0]?.titleImg ?? '').replace(/^.*\/profile\/img\//, '') || undefined,
  }],
  noticeId: [{ from: 'GET /web/notice/list', pick: (b) => rowsOf(b)[0]?.noticeId }],
  backId: [{ from: 'GET /account/backlist/allList', pick: (b) => rowsOf(b)[0]?.id }],
  orderId: [
    { from: 'GET /saleOrder/web/buyList', pick: (b) => rowsOf(b)[0]?.orderId },
    { from: 'GET /saleOrder/web/sellerList', pick: (b) => rowsOf(b)[0]?.orderId },
  ],
  messageId: [{ from: 'GET /need/message/list', pick: (b) => rowsOf(b)[0]?.id }],
  /** A deal of mine after 接受报价 (竞价中心). */
  backOrderId: [{ from: 'GET /backOrder/list', pick: (b) => rowsOf(b)[0]?.id }],
  myGoodsId: [{ from: 'GET /need/myConsignment', pick: (b) => rowsOf(b)[0]?.id }],
  /** 客服验证 checks a real staff account (else it answers 500 不是官方客服). */
  staffQQ: [{ from: 'GET /V2/H5/account', pick: (b) => listOf(b)[0]?.qq }],
  /** The mock's cashier page needs a payment ticket: only POST /saleOrder/pay (a write) makes one. */
  payTicket: [],
  appFile: [{
    from: 'GET /app/version/lastOne',
    pick: (b) => {
      const url = (dataOf(b) as Row | undefined)?.downloadUrl;
      return typeof url === 'string' && url.startsWith('/profile/app/') ? url.slice('/profile/app/'.length) : undefined;
    },
  }],
};

/** A parameter value: a fixed sample or an id from ID_SOURCES. */
export type Sample = string | number | { id: keyof typeof ID_SOURCES };
const id = (name: keyof typeof ID_SOURCES): Sample => ({ id: name });

/** The sample values for parameters. `path`: per endpoint, by parameter (`*` = a wildcard); `query` / `body`:
 *  per endpoint, always sent; `required`: by name, sent only when the endpoint's schema requires the field. */
export const SAMPLE_PARAMS = {
  path: {
    'GET /web/good/info/:id': { id: id('goodsId') },
    'GET /web/recommend/:id': { id: id('goodsId') },
    'GET /web/notice/:id': { id: id('noticeId') },
    'GET /system/notice/:id': { id: id('noticeId') },
    'GET /saleOrder/detail/:orderId': { orderId: id('orderId') },
    'GET /need/message/changeRead/:id': { id: id('messageId') },
    'GET /goods/info/upGoods/:id': { id: id('myGoodsId') },
    'GET /profile/app/:name': { name: id('appFile') },
    'GET /profile/img/*': { '*': id('goodsImage') },
    'GET /need/myConsignment/:id': { id: id('myGoodsId') },
  } as Record<string, Record<string, Sample>>,
  query: {
    'GET /web/keylist': { gameId: id('pcGameId') },
    'GET /need/area/list': { gameId: id('pcGameId') },
    'GET /need/server/list': { gameId: id('pcGameId'), parentId: id('groupId') },
    'GET /web/notice/list': { noticeType: 'xwgg' },
    'GET /backOrder/list': { dataType: 'sell' },
    'GET /backOrder/detail': { id: id('backOrderId') },
    'GET /V2/H5/checkAccount': { str: id('staffQQ') },
    /** 黑号查询: an account to look up (any answer, found or not, has the same shape). */
    'GET /web/hasExistBlackAccount': { account: 'test123' },
    'GET /mock-pay/alipay': { ticket: id('payTicket') },
  } as Record<string, Record<string, Sample>>,
  /** Bodies of the writes --writes may send (a write without one here is skipped). */
  body: {
    'POST /mock-pay/alipay': { ticket: id('payTicket') },
    'POST /web/goods/collect': { accountId: id('goodsId') },
  } as Record<string, Record<string, Sample>>,
  required: {
    gameId: id('gameId'),
    parentId: id('groupId'),
    backId: id('backId'),
    noticeType: 'xwgg',
    type: 1,
    dataType: 'sell',
    appType: 'android',
  } as Record<string, Sample>,
};

/** Page parameters every list gets. */
const PAGE = { pageNum: 1, pageSize: 10 };

// ---------------------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------------------

export interface DiffRow {
  endpoint: string;
  field: string;
  expected: string;
  got: string;
  breaking: boolean;
  note?: string;
}

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

export class UsageError extends Error {}

/** The backend and the sign-in of a script that calls one (`contract:check`, `mock:record`), plus its own options. */
export interface BackendArgs {
  backend: string;
  token?: string;
  phone?: string;
  code?: string;
  /** The script's own `--name value` options that were given. */
  values: Record<string, string>;
  /** The script's own switches that were given. */
  flags: Set<string>;
}

/**
 * Reads `--backend <url> [--token <t> | --phone <p> --code <c>]` and the script's own options (`valueOptions`
 * take a value, `flagOptions` do not); any mistake is a UsageError that ends with `usage`.
 */
export function parseBackendArgs(argv: readonly string[], usage: string, valueOptions: readonly string[] = [], flagOptions: readonly string[] = []): BackendArgs {
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') throw new UsageError(usage);
    if (flagOptions.includes(a)) { flags.add(a); continue; }
    if (!['--backend', '--token', '--phone', '--code', ...valueOptions].includes(a)) throw new UsageError(`不认识的参数：${a}\n${usage}`);
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new UsageError(`${a} 后面要给一个值\n${usage}`);
    values[a] = v;
    i++;
  }
  const { '--backend': backend, '--token': token, '--phone': phone, '--code': code } = values;
  if (!backend) throw new UsageError(`缺少 --backend\n${usage}`);
  if (!/^https?:\/\/[^/]+/i.test(backend)) throw new UsageError(`--backend 应为 http(s):// 开头的地址：${backend}`);
  if (Boolean(phone) !== Boolean(code)) throw new UsageError(`--phone 与 --code 要一起给\n${usage}`);
  if (token && phone) throw new UsageError(`--token 与 --phone/--code 只给一种\n${usage}`);
  return { backend, token, phone, code, values, flags };
}

// ---------------------------------------------------------------------------------------------------------
// Helpers on values and schemas
// ---------------------------------------------------------------------------------------------------------

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

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  getter?: () => z.ZodType;
}
const defOf = (s: z.ZodType | undefined): Def | undefined => (s as unknown as { _zod?: { def: Def } } | undefined)?._zod?.def;

/** The object schema behind wrappers (optional, nullable, pipe, lazy, a union's first object). */
function unwrap(s: z.ZodType | undefined, depth = 0): z.ZodType | undefined {
  const d = defOf(s);
  if (!d || depth > 20) return s;
  switch (d.type) {
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional':
      return unwrap(d.innerType, depth + 1);
    case 'pipe': {
      const out = unwrap(d.out, depth + 1);
      return defOf(out)?.type === 'transform' ? unwrap(d.in, depth + 1) : out;
    }
    case 'lazy':
      return unwrap(d.getter?.(), depth + 1);
    case 'union': {
      const obj = d.options?.map((o) => unwrap(o, depth + 1)).find((o) => defOf(o)?.type === 'object');
      return obj ?? s;
    }
    default:
      return s;
  }
}

/** The schema of the value at a path (numbers step into arrays). */
function schemaAt(schema: z.ZodType | undefined, segments: readonly PropertyKey[]): z.ZodType | undefined {
  let s = unwrap(schema);
  for (const seg of segments) {
    const d = defOf(s);
    if (!d) return undefined;
    if (typeof seg === 'number') s = d.type === 'array' ? unwrap(d.element) : undefined;
    else s = d.type === 'object' ? unwrap(d.shape?.[String(seg)]) : undefined;
  }
  return s;
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
      if (isExtension(field)) {
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

// ---------------------------------------------------------------------------------------------------------
// Parameters
// ---------------------------------------------------------------------------------------------------------

/** `:name` and `*` parameters of an express path. */
export function pathParams(p: string): string[] {
  return p.split('/').flatMap((seg) => (seg.startsWith(':') ? [seg.slice(1)] : seg === '*' ? ['*'] : []));
}

type Ids = Map<string, unknown>;
const MISSING_ID = Symbol('missing id');

function resolve(sample: Sample, ids: Ids): unknown {
  if (typeof sample === 'object') return ids.has(sample.id) ? ids.get(sample.id) : MISSING_ID;
  return sample;
}

/** The ids an endpoint's parameters need (to order the calls). */
function idNeeds(e: Endpoint): string[] {
  const k = keyOf(e);
  const samples: Sample[] = [
    ...Object.values(SAMPLE_PARAMS.path[k] ?? {}),
    ...Object.values(SAMPLE_PARAMS.query[k] ?? {}),
    ...Object.values(SAMPLE_PARAMS.body[k] ?? {}),
    ...requiredFields(e.query).concat(requiredFields(e.body)).map((f) => SAMPLE_PARAMS.required[f]).filter(Boolean),
  ];
  for (const p of pathParams(e.path)) if (!SAMPLE_PARAMS.path[k]?.[p] && p in ID_SOURCES) samples.push(id(p));
  return samples.flatMap((s) => (typeof s === 'object' ? [s.id] : []));
}

function shapeKeys(s: z.ZodType | undefined): string[] {
  const d = defOf(unwrap(s));
  return d?.type === 'object' ? Object.keys(d.shape ?? {}) : [];
}

/** Fields a request schema cannot do without (what safeParse({}) complains about). */
function requiredFields(s: z.ZodType | undefined): string[] {
  if (!s) return [];
  const r = s.safeParse({});
  if (r.success) return [];
  return [...new Set((r.error.issues as Issue[]).flatMap((i) => (typeof i.path[0] === 'string' ? [i.path[0]] : [])))];
}

/** Query or body values: page, per-endpoint samples, then samples for what is still required. */
function paramsFor(schema: z.ZodType | undefined, perEndpoint: Record<string, Sample> | undefined, ids: Ids):
  { values: Record<string, unknown> } | { missing: string } {
  const values: Record<string, unknown> = {};
  const keys = shapeKeys(schema);
  for (const [name, v] of Object.entries(PAGE)) if (keys.includes(name)) values[name] = v;
  for (const [name, sample] of Object.entries(perEndpoint ?? {})) {
    const v = resolve(sample, ids);
    if (v === MISSING_ID) return { missing: name };
    values[name] = v;
  }
  for (const name of requiredFields(schema)) {
    if (name in values) continue;
    const sample = SAMPLE_PARAMS.required[name];
    if (sample === undefined) return { missing: `${name}：SAMPLE_PARAMS.required 中没有样例值` };
    const v = resolve(sample, ids);
    if (v === MISSING_ID) return { missing: name };
    values[name] = v;
  }
  return { values };
}

function concretePath(e: Endpoint, ids: Ids): { path: string } | { missing: string } {
  const k = keyOf(e);
  let out = e.path;
  for (const p of pathParams(e.path)) {
    const sample = SAMPLE_PARAMS.path[k]?.[p] ?? (p in ID_SOURCES ? id(p) : undefined);
    if (sample === undefined) return { missing: p };
    const v = resolve(sample, ids);
    if (v === MISSING_ID || v === undefined || v === null || v === '') return { missing: p };
    const text = p === '*' ? String(v).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(v));
    out = p === '*' ? out.replace('*', text) : out.replace(`:${p}`, text);
  }
  return { path: out };
}

// ---------------------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------------------

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

