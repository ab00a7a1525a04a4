// `npm run lint:api`: Redocly's recommended rules on docs/api/openapi.json (redocly.yaml says which, and why
// one rule is off). Quiet: Redocly's telemetry is turned off (REDOCLY_TELEMETRY=off, no call home from a test)
// and its Node 20 end-of-life box is dropped from stderr (the CLI has no switch for it); every finding, and the
// exit code, pass through unchanged. Extra arguments go to `redocly lint` (e.g. `-- --format=summary`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

/** stderr without the framed notice (lines drawn with ╔ ║ ╚) and the blank lines around it. */
export function withoutBanner(text) {
  return text.split('\n').filter((line) => !/^\s*[╔║╚]/.test(line)).join('\n').replace(/^\n+/, '');
}

const run = spawnSync(process.execPath, [CLI, 'lint', 'docs/api/openapi.json', '--format=stylish', ...process.argv.slice(2)], {
  cwd: ROOT, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: process.env.NO_COLOR ?? '1' },
});
if (run.error) {
  console.error(`lint:api: could not run Redocly (${run.error.message})`);
  process.exit(2);
}
process.stdout.write(run.stdout);
process.stderr.write(withoutBanner(run.stderr));
process.exit(run.status ?? 1);
