// The process a large base is built in (persist/base.ts buildInProcess): reads { file, spec, meta } as JSON on
// stdin, builds the base into `file` and exits 0; on failure its last line on stderr is the reason, in Chinese.
import fs from 'node:fs';
import { BUILD_EXIT, buildBase, type BaseSpec } from './base.ts';
import type { FileMeta } from './sqlite.ts';

const { file, spec, meta } = JSON.parse(fs.readFileSync(0, 'utf8')) as { file: string; spec: BaseSpec; meta: FileMeta };
try {
  buildBase(file, spec, meta);
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(BUILD_EXIT.failed);
}
