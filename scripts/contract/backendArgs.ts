// The command line of a script that calls a backend (npm run contract:check, npm run mock:record): the backend,
// the sign-in and the script's own options.

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
