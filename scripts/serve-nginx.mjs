#!/usr/bin/env node
// Runs deploy/nginx.conf unprivileged, in the foreground, in front of a build and a backend — the production web
// server as `npm run test:prod` tests it, or to try a build by hand:
//   node scripts/serve-nginx.mjs --dist dist --port 8080 --upstream http://127.0.0.1:3001
// Everything nginx writes (pid, logs, temp files, the config it runs) goes to a temp folder, removed on exit;
// the error log is printed when nginx fails. Only the lines deploy/nginx.conf's header names are replaced.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CONF = join(ROOT, 'deploy/nginx.conf');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const MODULES = '/usr/lib/nginx/modules';
const BROTLI_MODULE = `${MODULES}/ngx_http_brotli_static_module.so`;

/** Installs Debian's nginx and its brotli_static module when missing (as root), else says what to run. */
export function ensureNginx() {
  const missing = [];
  if (!existsSync(NGINX)) missing.push('nginx');
  if (!existsSync(BROTLI_MODULE)) missing.push('libnginx-mod-http-brotli-static');
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`缺少生产服务器测试依赖：${missing.join('、')}。请先安装：sudo ${command.replace('&& apt-get', '&& sudo apt-get')}`);
  }
  console.log(`[serve-nginx] installing ${missing.join(', ')} …`);
  const run = spawnSync('sh', ['-c', command], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (run.status !== 0) throw new Error(`[serve-nginx] ${command} failed`);
}

/** deploy/nginx.conf with this run's paths, port and backend; throws if a line to replace is not there. */
export function testConfig({ dist, port, upstream, dir }) {
  const backend = new URL(upstream);
  const replacements = [
    [/^user .*;$/m, `user ${userInfo().username};`],
    [/^pid .*;$/m, `pid ${dir}/nginx.pid;`],
    [/^error_log .*;$/m, `error_log ${dir}/error.log;`],
    [/^(\s*)access_log .*;$/m, `$1access_log ${dir}/access.log;`],
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`],
    [/^(\s*)root \/srv\/game-market\/dist;$/m, `$1root ${resolve(dist)};`],
    [/^(\s*)proxy_pass https:\/\/api\.example\.com\/;$/m, `$1proxy_pass ${backend.origin}/;`],
    [/^(\s*)proxy_set_header Host api\.example\.com;$/m, `$1proxy_set_header Host ${backend.host};`],
    [/^http \{$/m, ['http {', ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `  ${kind}_temp_path ${dir}/${kind};`)].join('\n')],
  ];
  let text = readFileSync(CONF, 'utf8');
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf 中找不到要替换的行：${pattern}（改了配置的写法？同步 scripts/serve-nginx.mjs）`);
    text = text.replace(pattern, replacement);
  }
  return text;
}

/** Starts nginx; resolves once it answers. stop() ends it and removes its folder. */
export async function serveNginx({ dist, port, upstream }) {
  ensureNginx();
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} 中没有构建产物（index.html）`);
  const dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
  const conf = join(dir, 'nginx.conf');
  // Debian's /etc/nginx/modules-enabled/*.conf load `modules/<name>.so`, relative to the prefix (-p).
  symlinkSync(MODULES, join(dir, 'modules'));
  writeFileSync(conf, testConfig({ dist, port, upstream, dir }));
  const errorLog = () => { try { return readFileSync(join(dir, 'error.log'), 'utf8'); } catch { return ''; } };
  const test = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { encoding: 'utf8' });
  if (test.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t 失败：\n${test.stderr}`);
  }
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  let exited = false;
  child.on('exit', () => { exited = true; });
  const stop = () => {
    if (!exited) child.kill('SIGQUIT'); // graceful: finishes the answers in flight
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (const start = Date.now(); Date.now() - start < 15_000;) {
    if (exited) break;
    try {
      await fetch(`${url}/favicon.svg`);
      return { url, stop, errorLog, dir };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const log = errorLog();
  stop();
  throw new Error(`nginx 未能启动（端口 ${port}）：\n${log}`);
}

// As a command (the e2e webServer of playwright.prod.config.ts, or by hand): runs until stopped.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, port: { type: 'string', default: '8080' },
    upstream: { type: 'string', default: 'http://127.0.0.1:3001' } } });
  try {
    const server = await serveNginx({ dist: values.dist, port: Number(values.port), upstream: values.upstream });
    console.log(`[serve-nginx] ${server.url} → ${values.dist}，/prod-api/ → ${values.upstream}`);
    const quit = () => { server.stop(); process.exit(0); };
    process.on('SIGINT', quit);
    process.on('SIGTERM', quit);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
