// npm run contract:check -- --backend <url> [--token <t> | --phone <p> --code <c>] [--writes] [--json]
//
// Calls every read-only endpoint of the API contract (src/contract/common/endpoints.ts) on a backend — the mock
// or the live one — with real ids taken from earlier list answers, checks the envelope and validates the
// answer against the contract's zod schema, and prints one row per difference: endpoint, field, expected,
// got, breaking or not. Exit 0: no breaking difference; 1: at least one; 2: bad usage or the backend cannot
// be reached. Write endpoints are called only with --writes (a write with a body only if SAMPLE_PARAMS.body
// has one for it).
import path from 'node:path';
import { parseBackendArgs, UsageError } from './contract/backendArgs.ts';
import { checkBackend, NetworkError, type CheckOptions, type EndpointResult, type Report } from './contract/checkBackend.ts';

// The run lives in contract/checkBackend.ts (the recorder uses it too), the sample values in contract/samples.ts,
// the check of one answer in src/contract/common/check.ts (the hybrid mock uses it too).

// ---------------------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------------------

/** Terminal width of a string: CJK and full-width characters take two columns. */
export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    w += (c >= 0x1100 && c <= 0x115f) || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3)
      || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60)
      || (c >= 0xffe0 && c <= 0xffe6) ? 2 : 1;
  }
  return w;
}

const pad = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - displayWidth(s)));

export function table(head: string[], body: string[][]): string {
  const widths = head.map((h, i) => Math.max(displayWidth(h), ...body.map((r) => displayWidth(r[i] ?? ''))));
  const line = (r: string[]) => r.map((c, i) => pad(c, widths[i])).join('  ').trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

const isUnsentWrite = (x: EndpointResult) => x.status === 'skipped' && Boolean(x.reason?.startsWith('写接口（未加'));

export function summaryLine(r: Report): string {
  const writes = r.results.filter(isUnsentWrite).length;
  return `共检查 ${r.checked} 个接口，跳过 ${r.skipped - writes} 个${writes > 0 ? `（另有 ${writes} 个写接口未调用）` : ''}，`
    + `破坏性差异 ${r.breaking} 处，不破坏的 ${r.rows.length - r.breaking} 处`;
}

export function formatReport(r: Report): string {
  const out: string[] = [];
  out.push(`后端：${r.backend}${r.signedIn ? '（已登录）' : '（未登录：只检查公开接口）'}${r.writes ? '，含写接口' : ''}`);
  out.push('');
  if (r.rows.length > 0) {
    out.push(table(['接口', '字段', '期望', '实际', '破坏性'],
      r.rows.map((d) => [d.endpoint, d.field, d.expected, d.got + (d.note ? `  ${d.note}` : ''), d.breaking ? '是' : '否'])));
  } else {
    out.push('没有差异：每个接口的应答都符合契约。');
  }
  const skipped = r.results.filter((x) => x.status === 'skipped' && !isUnsentWrite(x));
  if (skipped.length > 0) {
    out.push('', '跳过：');
    out.push(table(['接口', '原因'], skipped.map((x) => [x.endpoint, x.reason ?? ''])));
  }
  const empty = r.results.filter((x) => x.empty).map((x) => x.endpoint);
  if (empty.length > 0) out.push('', `空列表（行的字段没有检查，换个有数据的账号再查）：${empty.join('，')}`);
  if (r.results.some(isUnsentWrite)) out.push('', '写接口一个也没有调用（加 --writes 才会调用）。');
  out.push('', summaryLine(r));
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------------------

const USAGE = '用法：npm run contract:check -- --backend <地址> [--token <令牌> | --phone <手机号> --code <验证码>] [--writes] [--json]';

export function parseArgs(argv: readonly string[]): CheckOptions {
  const { backend, token, phone, code, flags } = parseBackendArgs(argv, USAGE, [], ['--writes', '--json']);
  return { backend, token, phone, code, writes: flags.has('--writes'), json: flags.has('--json') };
}

/** Runs the command; returns the exit code (0 clean, 1 breaking differences, 2 usage or network). */
export async function main(argv: readonly string[], print: (s: string) => void = console.log, printErr: (s: string) => void = console.error): Promise<number> {
  let opts: CheckOptions;
  try {
    opts = parseArgs(argv);
  } catch (err) {
    printErr(err instanceof Error ? err.message : String(err));
    return 2;
  }
  try {
    const report = await checkBackend(opts);
    print(opts.json ? JSON.stringify(report, null, 2) : formatReport(report));
    return report.breaking > 0 ? 1 : 0;
  } catch (err) {
    if (err instanceof UsageError || err instanceof NetworkError) {
      printErr(err.message);
      return 2;
    }
    throw err;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = await main(process.argv.slice(2));
}
