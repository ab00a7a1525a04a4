// npm run mock:record -- --backend <url> [--token <t> | --phone <p> --code <c>] [--name <dataset>] [--rows <n>]
//
// Records a backend's read-only answers as a dataset the mock starts from (MOCK_DATASET=<name>): the calls are
// the ones npm run contract:check plans (scripts/contract/plan.ts), each answer is checked against the contract
// and an answer that breaks it (drift) is reported and NOT stored. Personal data is scrubbed before anything is
// written: by field name (phone, idCard, realName, qq, wx, token, password …) and by pattern in any string
// (11-digit mainland mobiles, 18-character ID numbers), each replaced by a stable fake (same input, same fake).
// Written to <MOCK_DATA_DIR or .mock-data>/datasets/<name>/: tables.json (the store tables dataset.ts lays over
// the seed), answers.json (every clean answer, scrubbed), drift.json and manifest.json.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { idCheckChar } from '../src/contract/idcard.ts';
import { checkAnswer, checkBackend, keyOf, NetworkError, parseBackendArgs, UsageError, type CheckedAnswer, type DiffRow } from './contract/plan.ts';
import { DATASET_NAME, DATASET_TABLES, datasetDir, type DatasetTable } from '../mock-server/dataset.ts';
import { writeAtomic } from '../mock-server/persist/atomic.ts';

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

/** A deep copy with personal data replaced (by field name, then by pattern in every string). */
export function scrub(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    const norm = key.toLowerCase().replace(/_/g, '');
    const rule = FIELD_FAKES.find(([re]) => re.test(norm));
    return rule && value !== '' ? rule[1](value) : scrubString(value);
  }
  if (typeof value === 'number' && key) {
    // A phone or QQ sent as a number.
    const norm = key.toLowerCase().replace(/_/g, '');
    const rule = FIELD_FAKES.find(([re]) => re.test(norm));
    return rule ? rule[1](String(value)) : value;
  }
  if (Array.isArray(value)) return value.map((v) => scrub(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, k)]));
  }
  return value;
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
  /** Breaking differences: those answers were not stored. */
  drift: DiffRow[];
}

const rowsOfAnswer = (body: Record<string, unknown>): unknown[] =>
  Array.isArray(body.rows) ? body.rows : Array.isArray(body.data) ? body.data : [];

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

  const stored: Record<string, { url: string; body: unknown }> = {};
  for (const a of clean) {
    try {
      stored[keyOf(a.endpoint)] = { url: a.url, body: scrub(JSON.parse(a.text)) };
    } catch { /* files and pages: not JSON, not kept */ }
  }

  // The tables: the answer that fills each, asked again for more rows (a first page is 10), checked again.
  const tables: Record<string, unknown[]> = {};
  for (const [table, spec] of Object.entries(DATASET_TABLES) as [DatasetTable, (typeof DATASET_TABLES)[DatasetTable]][]) {
    const first = clean.find((a) => keyOf(a.endpoint) === spec.from);
    if (!first) continue;
    let text = first.text;
    if (/[?&]pageSize=/.test(first.url) || first.endpoint.method === 'POST') {
      const url = first.url.replace(/([?&]pageSize=)\d+/, `$1${opts.rows}`);
      const body = first.endpoint.method === 'POST' ? JSON.stringify({ pageNum: 1, pageSize: opts.rows }) : undefined;
      try {
        const res = await fetch(base + url, {
          method: first.endpoint.method, body,
          headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}), ...(first.token ? { Authorization: `Bearer ${first.token}`, token: first.token } : {}) },
          signal: AbortSignal.timeout(15_000),
        });
        const more = await res.text();
        const rows = checkAnswer(first.endpoint, res.status, more).rows.filter((r) => r.breaking);
        if (rows.length === 0) text = more;
        else drift.push(...rows);
      } catch (err) {
        // The first page is kept: the dataset is still usable, only smaller.
        print(`再取 ${spec.from} 的 ${opts.rows} 行失败（${err instanceof Error ? err.message : String(err)}），只保存第一页`);
      }
    }
    tables[table] = rowsOfAnswer(scrub(JSON.parse(text)) as Record<string, unknown>);
  }

  const dir = datasetDir(opts.dataDir, opts.name);
  fs.mkdirSync(dir, { recursive: true });
  const counts = Object.fromEntries(Object.entries(tables).map(([t, rows]) => [t, rows.length]));
  const manifest = {
    name: opts.name, backend: base, recordedAt: new Date().toISOString(), signedIn: report.signedIn,
    tables: counts, stored: Object.keys(stored),
    drift: drift.map((r) => `${r.endpoint} ${r.field}：应为 ${r.expected}，实际 ${r.got}`),
    skipped: report.results.filter((r) => r.status === 'skipped').map((r) => `${r.endpoint}：${r.reason ?? ''}`),
  };
  await writeAtomic(path.join(dir, 'tables.json'), JSON.stringify(tables));
  await writeAtomic(path.join(dir, 'answers.json'), JSON.stringify(stored, null, 1));
  await writeAtomic(path.join(dir, 'drift.json'), JSON.stringify(drift, null, 1));
  await writeAtomic(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1));

  print(`录制 ${base}${report.signedIn ? '（已登录）' : '（未登录：只录公开接口）'} → ${dir}`);
  print(`保存 ${manifest.stored.length} 个接口的应答；表：${Object.entries(counts).map(([t, n]) => `${t} ${n} 行`).join('，') || '无'}`);
  if (drift.length > 0) {
    print(`不符合契约（漂移，未保存）${drift.length} 处：`);
    for (const line of manifest.drift) print(`  ${line}`);
  }
  print(`启动：MOCK_DATASET=${opts.name} npm run mock`);
  return { dir, stored: manifest.stored, tables: counts, drift };
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
