// npm run mock:record -- --backend <url> [--token <t> | --phone <p> --code <c>] [--name <dataset>] [--rows <n>]
//
// Records a backend's read-only answers as a dataset the mock starts from (MOCK_DATASET=<name>): the calls are
// the ones npm run contract:check makes (scripts/contract/checkBackend.ts), each answer is checked against the contract
// and an answer that breaks it (drift) is reported and NOT stored. Personal data is scrubbed before anything is
// written: by field name (phone, idCard, realName, qq, wx, token, password …) and by pattern in any string
// (11-digit mainland mobiles, 18-character ID numbers), each replaced by a stable fake (same input, same fake).
// Written to <MOCK_DATA_DIR or .mock-data>/datasets/<name>/: tables.json (the store tables dataset.ts lays over
// the seed: the lists of DATASET_TABLES, goods completed from their details, pictures made local by
// mock-server/data/recorded-images.ts), answers.json (every clean answer, scrubbed), drift.json and manifest.json.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { idCheckChar } from '../src/contract/idcard.ts';
import { checkAnswer, keyOf, type DiffRow } from '../src/contract/common/check.ts';
import { parseBackendArgs, UsageError } from './contract/backendArgs.ts';
import { checkBackend, NetworkError, type CheckedAnswer } from './contract/checkBackend.ts';
import { DATASET_NAME, DATASET_TABLES, datasetDir, datasetTableSpecs, type DatasetTable } from '../mock-server/data/dataset.ts';
import { writeAtomic } from '../mock-server/persist/atomic.ts';
import { localImages } from '../mock-server/data/recorded-images.ts';
import type { Endpoint } from '../src/contract/common/endpoint.ts';
import { ENDPOINTS } from '../src/contract/common/endpoints.ts';
import { goodsSchema } from '../src/contract/common/answers.ts';

// ---------------------------------------------------------------------------------------------------------
// Scrubbing
// ---------------------------------------------------------------------------------------------------------

const hash = (kind: string, v: string) => crypto.createHash('sha256').update(`${kind}\u0000${v}`).digest();
const digits = (h: Buffer, n: number) => Array.from(h.subarray(0, n), (b) => String(b % 10)).join('');

/** Stable fakes: the same input always gives the same output (so ids and joins between answers still agree). */
export const fake = {
  phone: (v: string) => `170${digits(hash('phone', v), 8)}`,
  idCard: (v: string) => {
    const first17 = `110101${1970 + (hash('id', v)[0] % 30)}0101${digits(hash('id', v).subarray(1), 3)}`;
    return first17 + idCheckChar(first17);
  },
  name: (v: string) => `用户${digits(hash('name', v), 4)}`,
  qq: (v: string) => `9${digits(hash('qq', v), 8)}`,
  wx: (v: string) => `wx_${hash('wx', v).toString('hex').slice(0, 8)}`,
  secret: (v: string) => `scrubbed-${hash('secret', v).toString('hex').slice(0, 12)}`,
};

/** Field names (lower case, no `_`) whose value is personal, and the fake that replaces it. */
const FIELD_FAKES: [RegExp, (v: string) => string][] = [
  [/^(phone|phonenumber|mobile|tel|telephone|securityphone|contactphone)$/, fake.phone],
  [/^(idcard|idno|idnumber|cardno|identity)$/, fake.idCard],
  [/^(realname|relname|truename|name_real)$/, fake.name],
  [/^(qq|qqnumber|qqaccount)$/, fake.qq],
  [/^(wx|wechat|weixin|wxaccount|wechataccount)$/, fake.wx],
  [/^(token|accesstoken|refreshtoken|password|pwd|accountpassword|oldpassword|newpassword)$/, fake.secret],
];

const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const ID_NUMBER = /(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/g;

function scrubString(s: string): string {
  return s.replace(ID_NUMBER, (m) => fake.idCard(m)).replace(MOBILE, (m) => fake.phone(m));
}

/** What scrubbing replaced by field name: original → fake (to scrub the same values elsewhere, e.g. in URLs). */
export type Seen = Map<string, string>;

/** A deep copy with personal data replaced (by field name, then by pattern in every string). */
export function scrub(value: unknown, key = '', seen?: Seen): unknown {
  const byName = (v: string) => {
    const norm = key.toLowerCase().replace(/_/g, '');
    const rule = FIELD_FAKES.find(([re]) => re.test(norm));
    if (!rule) return undefined;
    const out = rule[1](v);
    seen?.set(v, out);
    return out;
  };
  if (typeof value === 'string') return (value !== '' ? byName(value) : undefined) ?? scrubString(value);
  // A phone or QQ sent as a number.
  if (typeof value === 'number' && key) return byName(String(value)) ?? value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, '', seen));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, k, seen)]));
  }
  return value;
}

/**
 * A deep copy with every value scrubbed by name elsewhere (`seen`) replaced wherever it stands as a whole word in
 * a text: a staff WeChat inside its QR image's URL, a QQ in a called path (客服验证's ?str=) or in a notice.
 */
export function scrubSeen(value: unknown, seen: Seen): unknown {
  const words = [...seen.keys()].filter((k) => k.length >= 5).sort((a, b) => b.length - a.length);
  if (words.length === 0) return value;
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // After a percent-escape counts as a word start: `%EF%BC%9A` + WeChat in a QR image's path.
  const re = new RegExp(`(?<=^|[^0-9A-Za-z]|%[0-9A-Fa-f]{2})(?:${escaped.join('|')})(?![0-9A-Za-z])`, 'g');
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(re, (m) => seen.get(m) ?? m);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value);
}

// ---------------------------------------------------------------------------------------------------------
// Recording
// ---------------------------------------------------------------------------------------------------------

export interface RecordOptions {
  backend: string;
  token?: string;
  phone?: string;
  code?: string;
  name: string;
  /** The mock's data folder (MOCK_DATA_DIR); the dataset goes to its datasets/<name>/. */
  dataDir: string;
  /** Rows asked for per list that fills a table (one page of this size). */
  rows: number;
}

export interface RecordResult {
  dir: string;
  /** Endpoints whose answer was stored. */
  stored: string[];
  /** Rows per table written to tables.json. */
  tables: Partial<Record<DatasetTable, number>>;
  /** Goods rows completed from their detail answer. */
  goodsDetails: number;
  /** Breaking differences: those answers were not stored. */
  drift: DiffRow[];
}

type Row = Record<string, unknown>;

const rowsOfAnswer = (body: Row): Row[] =>
  (Array.isArray(body.rows) ? body.rows : Array.isArray(body.data) ? body.data : []) as Row[];

/** The path with these query values set (page size, a list's type). */
function withQuery(url: string, values: Record<string, string | number>): string {
  const at = url.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  for (const [k, v] of Object.entries(values)) query.set(k, String(v));
  const text = query.toString();
  return (at < 0 ? url : url.slice(0, at)) + (text ? `?${text}` : '');
}

/** One more read-only call, checked like the planner's: the answer's body, or undefined (its drift added). */
async function fetchChecked(base: string, e: Endpoint, url: string, token: string | undefined, body: string | undefined, drift: DiffRow[]): Promise<Row | undefined> {
  const res = await fetch(base + url, {
    method: e.method, body,
    headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}`, token } : {}) },
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  const breaking = checkAnswer(e, res.status, text).rows.filter((r) => r.breaking);
  drift.push(...breaking);
  return breaking.length === 0 ? (JSON.parse(text) as Row) : undefined;
}

const uniqueBy = (rows: Row[], key: string | undefined): Row[] =>
  key ? [...new Map(rows.map((r) => [r[key], r])).values()] : rows;

/** The same difference once (forty drifted details are one line). */
const uniqueRows = (rows: DiffRow[]): DiffRow[] =>
  [...new Map(rows.map((r) => [`${r.endpoint}|${r.field}|${r.expected}|${r.got}`, r])).values()];

/** A goods detail's fields that a store goods row holds: the contract's goods fields but the viewer's own. */
const GOODS_ROW_KEYS = Object.keys(goodsSchema.shape).filter((k) => k !== 'collected' && k !== 'browseTime');
const goodsRowFields = (data: Row): Row => Object.fromEntries(GOODS_ROW_KEYS.filter((k) => k in data).map((k) => [k, data[k]]));

/** Records the backend's read-only answers into a dataset; returns what was stored and what drifted. */
export async function record(opts: RecordOptions, print: (s: string) => void = () => undefined): Promise<RecordResult> {
  if (!DATASET_NAME.test(opts.name)) throw new UsageError(`--name 无效：只能是 1–40 个字母、数字、_、-（${opts.name}）`);
  const answers: CheckedAnswer[] = [];
  const report = await checkBackend({
    backend: opts.backend, token: opts.token, phone: opts.phone, code: opts.code, writes: false, json: false,
    onAnswer: (a) => answers.push(a),
  });
  const base = opts.backend.replace(/\/+$/, '');
  const drift = report.rows.filter((r) => r.breaking);
  const bad = new Set(drift.map((r) => r.endpoint));
  const clean = answers.filter((a) => !bad.has(keyOf(a.endpoint)) && a.status === 200);

  const seen: Seen = new Map();
  const stored: Record<string, { url: string; body: unknown }> = {};
  for (const a of clean) {
    try {
      stored[keyOf(a.endpoint)] = { url: a.url, body: scrub(JSON.parse(a.text), '', seen) };
    } catch { /* files and pages: not JSON, not kept */ }
  }

  // The tables: the answer that fills each, asked again for more rows (a first page is 10), checked again.
  const get = (e: Endpoint, url: string, token?: string, body?: string) => fetchChecked(base, e, url, token, body, drift);
  const tables: Record<string, unknown[]> = {};
  for (const [table, spec] of datasetTableSpecs()) {
    const first = clean.find((a) => keyOf(a.endpoint) === spec.from);
    if (!first) continue;
    let rows: Row[] = rowsOfAnswer(JSON.parse(first.text) as Row);
    const paged = /[?&]pageSize=/.test(first.url) || first.endpoint.method === 'POST';
    if (paged || spec.queries) {
      const asked: Row[][] = [];
      for (const query of spec.queries ?? [{}]) {
        const url = withQuery(first.url, paged ? { ...query, pageNum: 1, pageSize: opts.rows } : query);
        const body = first.endpoint.method === 'POST' ? JSON.stringify({ pageNum: 1, pageSize: opts.rows }) : undefined;
        try {
          const more = await get(first.endpoint, url, first.token, body);
          if (more) asked.push(rowsOfAnswer(more));
        } catch (err) {
          // The first page is kept: the dataset is still usable, only smaller.
          print(`再取 ${spec.from} 的 ${opts.rows} 行失败（${err instanceof Error ? err.message : String(err)}），只保存第一页`);
        }
      }
      if (asked.length === (spec.queries ?? [{}]).length) rows = uniqueBy(asked.flat(), spec.id);
    }
    tables[table] = rows;
  }

  // Goods details: the list rows lack what the detail page shows (all pictures, attributes, description).
  let details = 0;
  if (tables.goods) {
    const detail = ENDPOINTS.find((e) => keyOf(e) === 'GET /web/good/info/:id');
    const listToken = clean.find((a) => keyOf(a.endpoint) === DATASET_TABLES.goods.from)?.token;
    const planned = clean.find((a) => keyOf(a.endpoint) === 'GET /web/good/info/:id');
    for (const row of (tables.goods as Row[]).slice(0, opts.rows)) {
      if (!detail || !Number.isInteger(row.id)) break;
      const url = `/web/good/info/${String(row.id)}`;
      // Reading a detail counts a view on the live backend (browseNum +1; signed in, also a 浏览记录 of the
      // recording user): once per goods, the planner's own read of the first goods is reused.
      try {
        const answer = planned?.url === url ? (JSON.parse(planned.text) as Row) : await get(detail, url, listToken);
        const data = answer && ('code' in answer ? answer.data : answer);
        if (data && typeof data === 'object') {
          Object.assign(row, goodsRowFields(data as Row));
          details += 1;
        }
      } catch (err) {
        print(`取商品 ${String(row.id)} 的详情失败（${err instanceof Error ? err.message : String(err)}），只用列表里的字段`);
      }
    }
  }
  for (const [table, rows] of Object.entries(tables)) tables[table] = scrub(rows, '', seen) as unknown[];
  // Everything scrubbed by name is known now: the same values elsewhere (URLs, texts) get the same fakes.
  for (const [table, rows] of Object.entries(tables)) tables[table] = localImages(scrubSeen(rows, seen)) as unknown[];
  for (const entry of Object.values(stored)) {
    entry.url = scrubSeen(scrubString(entry.url), seen) as string;
    entry.body = scrubSeen(entry.body, seen);
  }
  const driftRows = uniqueRows(drift);

  const dir = datasetDir(opts.dataDir, opts.name);
  fs.mkdirSync(dir, { recursive: true });
  const counts = Object.fromEntries(Object.entries(tables).map(([t, rows]) => [t, rows.length]));
  const manifest = {
    name: opts.name, backend: base, recordedAt: new Date().toISOString(), signedIn: report.signedIn,
    tables: counts, goodsDetails: details, stored: Object.keys(stored),
    drift: driftRows.map((r) => `${r.endpoint} ${r.field}：应为 ${r.expected}，实际 ${r.got}`),
    skipped: report.results.filter((r) => r.status === 'skipped').map((r) => `${r.endpoint}：${r.reason ?? ''}`),
  };
  await writeAtomic(path.join(dir, 'tables.json'), JSON.stringify(tables));
  await writeAtomic(path.join(dir, 'answers.json'), JSON.stringify(stored, null, 1));
  await writeAtomic(path.join(dir, 'drift.json'), JSON.stringify(driftRows, null, 1));
  await writeAtomic(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1));

  print(`录制 ${base}${report.signedIn ? '（已登录）' : '（未登录：只录公开接口）'} → ${dir}`);
  print(`保存 ${manifest.stored.length} 个接口的应答；表：${Object.entries(counts).map(([t, n]) => `${t} ${n} 行`).join('，') || '无'}；商品详情 ${details} 个`);
  if (driftRows.length > 0) {
    print(`不符合契约（漂移，未保存）${driftRows.length} 处：`);
    for (const line of manifest.drift) print(`  ${line}`);
  }
  print(`启动：MOCK_DATASET=${opts.name} npm run mock`);
  return { dir, stored: manifest.stored, tables: counts, goodsDetails: details, drift: driftRows };
}

// ---------------------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------------------

const USAGE = '用法：npm run mock:record -- --backend <地址> [--token <令牌> | --phone <手机号> --code <验证码>] [--name <数据集>] [--rows <每表行数>]';

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): RecordOptions {
  const { backend, token, phone, code, values } = parseBackendArgs(argv, USAGE, ['--name', '--rows']);
  const rows = Number(values['--rows'] ?? 100);
  if (!Number.isInteger(rows) || rows < 1 || rows > 1000) throw new UsageError('--rows 应为 1–1000 的整数');
  return { backend, token, phone, code, rows, name: values['--name'] ?? 'recorded',
    dataDir: path.resolve(env.MOCK_DATA_DIR?.trim() || '.mock-data') };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    const result = await record(parseArgs(process.argv.slice(2)), console.log);
    process.exitCode = result.drift.length > 0 ? 1 : 0;
  } catch (err) {
    if (!(err instanceof UsageError || err instanceof NetworkError)) throw err;
    console.error(err.message);
    process.exitCode = 2;
  }
}
