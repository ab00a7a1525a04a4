// Build plugin: writes a .gz and a .br beside every text file of the build (JS, CSS, HTML, SVG, JSON), at the
// highest levels, for a web server that serves files precompressed (deploy/nginx.conf: gzip_static and
// brotli_static) instead of compressing each answer on the fly at a lower level. A file that compression would
// not make smaller gets none (the server then sends the file itself).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `file.gz` and `file.br` for each compressible file under `dir`; returns how many files it wrote. */
export async function precompress(dir: string): Promise<number> {
  let written = 0;
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(files.map(async (file) => {
    const body = await readFile(file);
    const [gz, br] = await Promise.all([
      gzip(body, { level: 9 }),
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
    if (gz.length < body.length) { await writeFile(`${file}.gz`, gz); written++; }
    if (br.length < body.length) { await writeFile(`${file}.br`, br); written++; }
  }));
  return written;
}

/** Precompresses the production build (other modes are served by `vite preview`, which compresses nothing). */
export function precompressBuild(): Plugin {
  let outDir = '';
  let enabled = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      enabled = config.mode === 'production';
    },
    async closeBundle() {
      if (enabled) await precompress(outDir);
    },
  };
}
