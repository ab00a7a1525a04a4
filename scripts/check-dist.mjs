// `npm run test:dist`: the production build carries nothing of the mock — no /__mock control calls, no
// mock-control helpers, no QA panel, no 支付测试 page. Builds production into a temp folder (or, with
// `--reuse [dir]`, reads an existing build, default dist/) and greps every file; exits non-zero on a hit.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What only the mock, its helpers and the QA tools contain. */
export const FORBIDDEN = ['__mock', 'mockControl', 'mockPay', 'mockExpire', 'QA 调试面板', '支付测试', 'X-Mock-Client', 'sandboxClient', 'mockRepro',
  'X-Mock-Space', 'sandboxSpace', 'X-Mock-Key', 'mockKey', '数据空间', 'mockTools'];

function filesUnder(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Every forbidden string found, as "file: string (context)". */
export function scan(dir) {
  const hits = [];
  // The .gz / .br beside a file (scripts/compress-plugin.ts) hold the same text, compressed.
  for (const file of filesUnder(dir).filter((f) => !/\.(gz|br)$/.test(f))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const needle of FORBIDDEN) {
      const at = text.indexOf(needle);
      if (at >= 0) {
        const context = text.slice(Math.max(0, at - 60), at + needle.length + 60).replace(/\s+/g, ' ');
        hits.push(`${path.relative(ROOT, file)}: ${needle}  …${context}…`);
      }
    }
  }
  return hits;
}

function main() {
  const args = process.argv.slice(2);
  const reuseAt = args.indexOf('--reuse');
  let dir;
  let temp;
  if (reuseAt >= 0) {
    dir = path.resolve(ROOT, args[reuseAt + 1] ?? 'dist');
    if (!fs.existsSync(path.join(dir, 'index.html'))) {
      console.error(`[check-dist] ${path.relative(ROOT, dir)} 中没有构建产物（index.html）：先运行 npm run build`);
      process.exit(1);
    }
  } else {
    temp = fs.mkdtempSync(path.join(os.tmpdir(), 'check-dist-'));
    dir = temp;
    console.log(`[check-dist] vite build --mode production → ${dir}`);
    const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'production', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT, stdio: 'inherit', env: { ...process.env, BACKEND_URL: '' },
    });
    if (build.status !== 0) {
      fs.rmSync(temp, { recursive: true, force: true });
      console.error('[check-dist] 生产构建失败');
      process.exit(1);
    }
  }
  try {
    const files = filesUnder(dir);
    const hits = scan(dir);
    if (hits.length) {
      console.error(`[check-dist] FAILED：生产构建含有模拟后端/QA 专用代码（${hits.length} 处）：`);
      for (const h of hits) console.error(`  ${h}`);
      process.exitCode = 1;
    } else {
      console.log(`[check-dist] OK：${files.length} 个文件，均不含 ${FORBIDDEN.join(' / ')}`);
    }
  } finally {
    if (temp) fs.rmSync(temp, { recursive: true, force: true });
  }
}

// Run as a command; scripts/test-prod.mjs imports scan() for the build it serves.
if (process.argv[1] === fileURLToPath(import.meta.url)) main();
