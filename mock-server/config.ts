// Environment → options. Every knob of the mock is listed here once (README table in the report).
import fs from 'node:fs';
import path from 'node:path';
import { MAX_GOODS, MIN_GOODS } from './lib/fixtures.ts';
import { DEFAULT_ALLOWED_ORIGINS } from './middleware/cors.ts';
import type { HybridOptions } from './middleware/hybrid.ts';

export interface MockOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** MOCK_HOST: where it listens; anything but 127.0.0.1 / localhost / ::1 means a team reaches it (needs the key). */
  host: string;
  /** MOCK_CONTROL_KEY: /__mock/* (and the raw data view) answer only requests carrying it as X-Mock-Key. */
  controlKey?: string;
  /** MOCK_PUBLIC_URL: the mock's address as the team reaches it, for reproduction links (else the address a call came in on). */
  publicUrl?: string;
  /** The data folder of the whole mock: snapshots and datasets live there (a space's dataDir is a subfolder). */
  sharedDir?: string;
  /** The data space this app serves (spaces.ts); none = the shared one. */
  space?: string;
  /** MOCK_SPACE_IDLE_MS: a data space not called for this long is written to disk and dropped from memory. */
  spaceIdleMs: number;
  /** MOCK_SPACES_MAX: how many data spaces may exist besides the shared one. */
  spacesMax: number;
  /**
   * MOCK_CLUSTER_ROLE: one of several processes behind nginx (deploy/mock-team.nginx.conf). `main` holds the shared
   * space; a `worker` serves data spaces only (its shared space is a seed in memory, never written, and it runs no
   * expiry sweep). Either gives a space back right after creating it, so the process nginx sends it to can open it.
   */
  clusterRole?: 'main' | 'worker';
  /** MOCK_EXPIRE_DAYS as ms: a data space unused and a reproduction snapshot older than this go, unless pinned (0 = never). */
  expireMs: number;
  seed: number;
  goodsCount: number;
  dataDir: string;
  sessionTtlSec: number;
  /** Absolute session lifetime from sign-in (seconds), beside the sliding TTL. */
  sessionMaxSec: number;
  /** Page origins that may call the mock from a browser (CORS); others are refused on /__mock/* and writes. */
  allowedOrigins: string[];
  latencyMs: number;
  slowMs: number;
  timeoutMs: number;
  smsCode: string;
  auditMs: number;
  orderStepMs: number;
  captchaEnabled: boolean;
  /** Drift mode (drift.ts) on every answer; without it only requests with `X-Mock-Drift: 1` drift. */
  drift: boolean;
  /** Keep the data in <dataDir>/data.sqlite; answers leave after their commit (off only for throwaway runs). */
  persist: boolean;
  /** Check after each commit that skipped tables that none of them changed unannounced (the API tests). */
  verifyCommits?: boolean;
  /** The longest the job timer sleeps (scheduler.ts): a host clock moved meanwhile (a test's `now`) is noticed this soon. */
  sweepMs: number;
  /** Clock, injectable for tests. */
  now: () => number;
  /** Hybrid backend (BACKEND_URL + MOCK_LIVE): these paths are proxied to the live backend. */
  hybrid?: HybridOptions;
  /** MOCK_DATASET: start from a recorded dataset (npm run mock:record) laid over the seed. */
  dataset?: string;
  /** Where the mock's own log lines go ([sms], [store] …). */
  log: (line: string) => void;
}

export const DEFAULTS = {
  port: 3001,
  seed: 20261121,
  goodsCount: 2000,
  dataDir: '.mock-data',
  sessionTtlSec: 86400,
  sessionMaxSec: 7 * 86400,
  latencyMs: 0,
  slowMs: 3000,
  timeoutMs: 11000,
  smsCode: '123456',
  auditMs: 20000,
  orderStepMs: 60000,
  sweepMs: 1000,
  host: '127.0.0.1',
  spaceIdleMs: 10 * 60_000,
  spacesMax: 50,
  expireMs: 7 * 86_400_000,
} as const;

/** Hosts that keep the mock on this machine: listening anywhere else needs MOCK_CONTROL_KEY. */
export function isLocalHost(host: string): boolean {
  return host === '127.0.0.1' || host === 'localhost' || host === '::1' || host === '[::1]';
}

export const ENV_DOCS: { name: string; default: string; meaning: string }[] = [
  { name: 'MOCK_PORT', default: '3001', meaning: '监听端口' },
  { name: 'MOCK_HOST', default: DEFAULTS.host, meaning: '监听地址；团队共用时设为本机的局域网地址或 0.0.0.0（此时必须设置 MOCK_CONTROL_KEY）' },
  { name: 'MOCK_CONTROL_KEY', default: '', meaning: '团队的控制密钥：设置后 /__mock/*（含 /__mock/db）只接受带 X-Mock-Key: <密钥> 的请求，否则 403；MOCK_HOST 不是本机回环地址时必须设置' },
  { name: 'MOCK_SPACE_IDLE_MS', default: String(DEFAULTS.spaceIdleMs), meaning: '数据空间闲置多久（毫秒）后写盘并从内存卸载，下次调用时再载入' },
  { name: 'MOCK_SPACES_MAX', default: String(DEFAULTS.spacesMax), meaning: '最多可建多少个数据空间（不含共享空间）' },
  { name: 'MOCK_PUBLIC_URL', default: '（请求到达的地址）', meaning: '团队访问模拟后端的地址（http(s)://主机:端口），复现链接指向它；不设时用请求到达的本机地址' },
  { name: 'MOCK_CLUSTER_ROLE', default: '（单进程）', meaning: '多个进程共用一个数据目录、前面用 nginx 按数据空间分配时：main 服务共享空间与全局控制接口，worker 只服务数据空间（见 deploy/mock-team.nginx.conf）' },
  { name: 'MOCK_EXPIRE_DAYS', default: '7', meaning: '数据空间多久未使用、复现链接的快照保存多久后自动删除（天，可带小数；0 = 永不）；固定（pin）的不删除' },
  { name: 'MOCK_SEED', default: String(DEFAULTS.seed), meaning: '数据种子：同一种子生成同样的数据' },
  { name: 'MOCK_GOODS', default: String(DEFAULTS.goodsCount), meaning: `商品数量（${MIN_GOODS}–${MAX_GOODS}）` },
  { name: 'MOCK_DATA_DIR', default: DEFAULTS.dataDir, meaning: '数据目录：data.sqlite（共享空间的数据）、base/（种子基础数据）、spaces/、snapshots/ 与 uploads/' },
  { name: 'MOCK_SESSION_TTL', default: String(DEFAULTS.sessionTtlSec), meaning: '登录有效期（秒，每次使用顺延）' },
  { name: 'MOCK_SESSION_MAX', default: String(DEFAULTS.sessionMaxSec), meaning: '登录绝对有效期（秒，从登录起算，顺延不超过它）' },
  { name: 'MOCK_ALLOWED_ORIGINS', default: DEFAULT_ALLOWED_ORIGINS.join(','), meaning: '允许从浏览器直接调用的页面来源（逗号分隔，host:* 表示任意端口，主机名中的 * 表示任意一段，如 http://192.168.1.*:*；loopback 表示默认的本机来源）；其他来源不能调用 /__mock/* 与任何写接口' },
  { name: 'MOCK_LATENCY', default: '0', meaning: '每个业务接口额外延迟（毫秒）' },
  { name: 'MOCK_SLOW_MS', default: String(DEFAULTS.slowMs), meaning: 'slow 场景的额外延迟（毫秒）' },
  { name: 'MOCK_TIMEOUT_MS', default: String(DEFAULTS.timeoutMs), meaning: 'timeout 场景的应答延迟（毫秒，超过前端 10 秒）' },
  { name: 'MOCK_SMS_CODE', default: DEFAULTS.smsCode, meaning: '固定短信验证码' },
  { name: 'MOCK_AUDIT_MS', default: String(DEFAULTS.auditMs), meaning: '自动审核/估价/报价/入驻审核/反馈回复/卖家打款的延迟（毫秒，0 = 不自动）' },
  { name: 'MOCK_ORDER_STEP_MS', default: String(DEFAULTS.orderStepMs), meaning: '已付款订单推进一步的间隔（毫秒，0 = 不自动）' },
  { name: 'MOCK_CAPTCHA', default: '1', meaning: '0 = 关闭图形验证码（captchaEnabled:false）' },
  { name: 'MOCK_DRIFT', default: '0', meaning: '1 = 漂移模式：几个接口的应答像后端改过一样（字段改名、删除、变类型、数组被包一层，见 drift.ts）；单个请求可带 X-Mock-Drift: 1' },
  { name: 'MOCK_LIVE', default: '', meaning: '混合后端：走线上后端（BACKEND_URL）的路径，逗号分隔的通配符（* 一段，** 任意层），如 /goods/**,/web/game/list；或 @文件（每行一个）；其余由模拟后端应答' },
  { name: 'BACKEND_URL', default: '', meaning: '线上后端地址；与 MOCK_LIVE 一起用时由模拟后端按路径转发（混合）' },
  { name: 'MOCK_DATASET', default: '', meaning: '从录制的数据集启动（npm run mock:record 写在 <MOCK_DATA_DIR>/datasets/<名称>/）：录到的商品（含详情）、游戏、公告、轮播图与主播按 id 覆盖或加入种子数据，客服、QQ 群、社交账号整表替换，没录到的仍用种子；之后照常读写、落盘' },
  { name: 'MOCK_PERSIST', default: '1', meaning: '0 = 不写数据文件（一次性运行）；1 = 每个请求的改动提交（SQLite 事务）后才应答' },
];

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`环境变量 ${name}=${raw} 无效：应为 ${min}–${max} 之间的整数`);
  }
  return n;
}

/** MOCK_PUBLIC_URL: http(s)://host[:port], no path. */
function publicUrlEnv(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.MOCK_PUBLIC_URL?.trim();
  if (!raw) return undefined;
  if (!/^https?:\/\/[^/\s]+\/?$/.test(raw)) throw new Error(`环境变量 MOCK_PUBLIC_URL=${raw} 无效：应为 http(s)://主机[:端口]，如 http://192.168.1.5:3001`);
  return raw.replace(/\/$/, '');
}

/** Days (decimals allowed, 0 = never) as milliseconds. */
function daysEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > 3650) throw new Error(`环境变量 ${name}=${raw} 无效：应为 0–3650 之间的天数（可带小数，0 表示永不）`);
  return Math.round(n * 86_400_000);
}

function boolEnv(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`环境变量 ${name}=${raw} 无效：应为 1 或 0`);
}

/**
 * MOCK_ALLOWED_ORIGINS: `scheme://host[:port|:*]` entries, comma-separated; a `*` label in the host stands for any
 * one label (`http://192.168.1.*:*`, a team's subnet) and `loopback` for the default entries. A mock listening on
 * a team address (MOCK_HOST) also allows pages served from that address, on any port.
 */
function originsEnv(env: NodeJS.ProcessEnv, host: string): string[] {
  const raw = env.MOCK_ALLOWED_ORIGINS;
  const list = raw === undefined || raw.trim() === '' ? ['loopback'] : raw.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = list.find((o) => o !== 'loopback' && !/^https?:\/\/(\[[0-9a-f:]+\]|[a-z0-9*-]+(\.[a-z0-9*-]+)*)(:(\d{1,5}|\*))?$/i.test(o));
  if (bad !== undefined) throw new Error(`环境变量 MOCK_ALLOWED_ORIGINS 中的 ${bad} 无效：应为 http(s)://主机[:端口]，端口可写 *，主机名中的一段可写 *；或 loopback`);
  const out = list.flatMap((o) => (o === 'loopback' ? DEFAULT_ALLOWED_ORIGINS : [o]));
  if (!isLocalHost(host) && host !== '0.0.0.0' && host !== '::') {
    const h = host.includes(':') ? `[${host}]` : host;
    out.push(`http://${h}:*`, `https://${h}:*`);
  }
  return [...new Set(out)];
}

/** MOCK_HOST: an IP address or a host name (no scheme, no port). */
function hostEnv(env: NodeJS.ProcessEnv): string {
  const raw = env.MOCK_HOST?.trim();
  if (!raw) return DEFAULTS.host;
  if (!/^([0-9a-z.-]+|\[?[0-9a-f:]+\]?)$/i.test(raw)) throw new Error(`环境变量 MOCK_HOST=${raw} 无效：应为一个地址，如 0.0.0.0 或 192.168.1.5（不带 http:// 和端口）`);
  return raw.replace(/^\[(.*)\]$/, '$1');
}

/** MOCK_CONTROL_KEY: 8–128 printable ASCII characters; required when MOCK_HOST leaves this machine. */
function controlKeyEnv(env: NodeJS.ProcessEnv, host: string): string | undefined {
  const key = env.MOCK_CONTROL_KEY?.trim() || undefined;
  if (key !== undefined && !/^[\x21-\x7e]{8,128}$/.test(key)) {
    throw new Error('环境变量 MOCK_CONTROL_KEY 无效：应为 8–128 个可见 ASCII 字符（字母、数字、符号，不含空格和中文）');
  }
  if (key === undefined && !isLocalHost(host)) {
    throw new Error(`模拟后端将监听 ${host}（团队可访问），必须同时设置 MOCK_CONTROL_KEY（团队的控制密钥，8 个字符以上），否则任何人都能重置数据：MOCK_CONTROL_KEY=<密钥> MOCK_HOST=${host} npm run mock`);
  }
  return key;
}

/** BACKEND_URL + MOCK_LIVE (globs, comma-separated, or @file with one per line); none without MOCK_LIVE. */
export function hybridEnv(env: NodeJS.ProcessEnv): HybridOptions | undefined {
  let raw = env.MOCK_LIVE?.trim();
  if (!raw) return undefined;
  if (raw.startsWith('@')) {
    try {
      raw = fs.readFileSync(raw.slice(1), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')).join(',');
    } catch {
      throw new Error(`环境变量 MOCK_LIVE=${raw}：读不到文件 ${raw.slice(1)}`);
    }
  }
  const live = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = live.find((g) => !/^\/[^\s?#]*$/.test(g));
  if (bad !== undefined || live.length === 0) throw new Error(`环境变量 MOCK_LIVE 中的 ${bad ?? '（空）'} 无效：应为以 / 开头的路径通配符，如 /goods/**`);
  const backendUrl = env.BACKEND_URL?.trim() ?? '';
  if (!/^https?:\/\/[^/\s]+/i.test(backendUrl)) throw new Error(`设置了 MOCK_LIVE 时 BACKEND_URL 应为 http(s):// 开头的线上后端地址（现在是「${backendUrl}」）`);
  return { backendUrl, live, timeoutMs: 15_000 };
}

/** Reads MOCK_* variables; throws a readable error on a bad value rather than starting half-configured. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): MockOptions {
  const smsCode = env.MOCK_SMS_CODE?.trim() || DEFAULTS.smsCode;
  if (!/^\d{4,8}$/.test(smsCode)) throw new Error(`环境变量 MOCK_SMS_CODE=${smsCode} 无效：应为 4–8 位数字`);
  const host = hostEnv(env);
  return {
    port: intEnv(env, 'MOCK_PORT', DEFAULTS.port, 0, 65535),
    host,
    controlKey: controlKeyEnv(env, host),
    publicUrl: publicUrlEnv(env),
    spaceIdleMs: intEnv(env, 'MOCK_SPACE_IDLE_MS', DEFAULTS.spaceIdleMs, 1000, 7 * 86_400_000),
    spacesMax: intEnv(env, 'MOCK_SPACES_MAX', DEFAULTS.spacesMax, 0, 1000),
    expireMs: daysEnv(env, 'MOCK_EXPIRE_DAYS', DEFAULTS.expireMs),
    ...clusterRoleEnv(env),
    seed: intEnv(env, 'MOCK_SEED', DEFAULTS.seed, 0, 2 ** 31 - 1),
    goodsCount: intEnv(env, 'MOCK_GOODS', DEFAULTS.goodsCount, MIN_GOODS, MAX_GOODS),
    dataDir: path.resolve(env.MOCK_DATA_DIR?.trim() || DEFAULTS.dataDir),
    sessionTtlSec: intEnv(env, 'MOCK_SESSION_TTL', DEFAULTS.sessionTtlSec, 1, 365 * 86400),
    sessionMaxSec: intEnv(env, 'MOCK_SESSION_MAX', DEFAULTS.sessionMaxSec, 1, 365 * 86400),
    allowedOrigins: originsEnv(env, host),
    latencyMs: intEnv(env, 'MOCK_LATENCY', DEFAULTS.latencyMs, 0, 60_000),
    slowMs: intEnv(env, 'MOCK_SLOW_MS', DEFAULTS.slowMs, 0, 120_000),
    timeoutMs: intEnv(env, 'MOCK_TIMEOUT_MS', DEFAULTS.timeoutMs, 0, 600_000),
    smsCode,
    auditMs: intEnv(env, 'MOCK_AUDIT_MS', DEFAULTS.auditMs, 0, 86_400_000),
    orderStepMs: intEnv(env, 'MOCK_ORDER_STEP_MS', DEFAULTS.orderStepMs, 0, 86_400_000),
    captchaEnabled: boolEnv(env, 'MOCK_CAPTCHA', true),
    drift: boolEnv(env, 'MOCK_DRIFT', false),
    persist: boolEnv(env, 'MOCK_PERSIST', true),
    hybrid: hybridEnv(env),
    dataset: env.MOCK_DATASET?.trim() || undefined,
    sweepMs: DEFAULTS.sweepMs,
    now: Date.now,
    log: (line) => console.log(line),
  };
}

function clusterRoleEnv(env: NodeJS.ProcessEnv): { clusterRole?: 'main' | 'worker' } {
  const v = env.MOCK_CLUSTER_ROLE?.trim();
  if (!v) return {};
  if (v !== 'main' && v !== 'worker') throw new Error(`MOCK_CLUSTER_ROLE 只能是 main 或 worker（现在是 ${v}）`);
  return { clusterRole: v };
}
