#!/usr/bin/env node
// Runs deploy/nginx.conf unprivileged, in the foreground, in front of a build and a backend — the production web
// server as `npm run test:prod` tests it, or to try a build by hand:
//   node scripts/serve-nginx.mjs --tls --dist dist --port 8443 --redirect-port 8080 --upstream http://127.0.0.1:3001
//   node scripts/serve-nginx.mjs --dist dist --port 8080 --upstream http://127.0.0.1:3001
// `--tls`: as the file is written — HTTPS with HTTP/2 on --port (a throwaway self-signed certificate, made with
// openssl at start), and --redirect-port answering plain HTTP with a 301 to it. Without it, the file's other way
// (TLS ended in front of nginx): its `[TLS]` lines and its redirect server removed, plain HTTP/1.1 on --port (the
// browser journeys, scripts/e2e-servers.mjs).
// Everything nginx writes (pid, logs, temp files, the config it runs, the certificate) goes to a temp folder,
// removed on exit; the error log is printed when nginx fails. Only the lines deploy/nginx.conf's header names are
// replaced.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hasOpenssl, selfSignedCert } from './self-signed-cert.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CONF = join(ROOT, 'deploy/nginx.conf');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const MODULES = '/usr/lib/nginx/modules';
const BROTLI_MODULE = `${MODULES}/ngx_http_brotli_static_module.so`;

/** Installs Debian's nginx and its brotli_static module (and, for `tls`, openssl: the test certificate) when
 *  missing (as root), else says what to run. */
export function ensureNginx({ tls = false } = {}) {
  const missing = [];
  if (!existsSync(NGINX)) missing.push('nginx');
  if (!existsSync(BROTLI_MODULE)) missing.push('libnginx-mod-http-brotli-static');
  if (tls && !hasOpenssl()) missing.push('openssl');
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`缺少生产服务器测试依赖：${missing.join('、')}。请先安装：sudo ${command.replace('&& apt-get', '&& sudo apt-get')}`);
  }
  console.log(`[serve-nginx] installing ${missing.join(', ')} …`);
  const run = spawnSync('sh', ['-c', command], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (run.status !== 0) throw new Error(`[serve-nginx] ${command} failed`);
}

/** The redirect server of deploy/nginx.conf with its comment (`server {` two spaces in, up to its `}`). */
const REDIRECT_SERVER = /^ {2}# Port 80: .*\n(?: {2}# .*\n)* {2}server \{\n[\s\S]*?\n {2}\}\n/m;

/**
 * deploy/nginx.conf with this run's paths, ports and backend; throws if a line to replace is not there.
 * `tls`: the file as written, the certificate `cert` ({ certFile, keyFile }), the redirect on `redirectPort`.
 * Else the file's plain HTTP/1.1 way: its `[TLS]` lines and the redirect server out, `# listen 80;` in.
 */
export function testConfig({ dist, port, upstream, dir, tls = false, redirectPort, cert }) {
  const backend = new URL(upstream);
  const common = [
    [/^user .*;$/m, `user ${userInfo().username};`],
    [/^pid .*;$/m, `pid ${dir}/nginx.pid;`],
    [/^error_log .*;$/m, `error_log ${dir}/error.log;`],
    [/^(\s*)access_log .*;$/m, `$1access_log ${dir}/access.log;`],
    [/^(\s*)root \/srv\/game-market\/dist;.*$/m, `$1root ${resolve(dist)};`],
    [/^(\s*)proxy_pass https:\/\/api\.example\.com\/;.*$/m, `$1proxy_pass ${backend.origin}/;`],
    [/^(\s*)proxy_set_header Host api\.example\.com;.*$/m, `$1proxy_set_header Host ${backend.host};`],
    [/^http \{$/m, ['http {', ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `  ${kind}_temp_path ${dir}/${kind};`)].join('\n')],
  ];
  const https = [
    [/^(\s*)listen 443 ssl http2;.*$/m, `$1listen 127.0.0.1:${port} ssl http2;`],
    [/^(\s*)ssl_certificate \/etc\/letsencrypt\/.*$/m, `$1ssl_certificate ${cert?.certFile};`],
    [/^(\s*)ssl_certificate_key \/etc\/letsencrypt\/.*$/m, `$1ssl_certificate_key ${cert?.keyFile};`],
    // The redirect server's own port; its target names the test's HTTPS port (443 in the file).
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${redirectPort};`],
    [/^(\s*)return 301 https:\/\/\$host\$request_uri;$/m, `$1return 301 https://$host:${port}$request_uri;`],
    [/^(\s*)root \/var\/www\/letsencrypt;$/m, `$1root ${dir}/acme;`],
  ];
  const plain = [
    [REDIRECT_SERVER, ''],
    [/^[ \t]*[^#\s].*# \[TLS\].*\n/gm, ''],
    [/^(\s*)# listen 80;$/m, `$1listen 127.0.0.1:${port};`],
  ];
  let text = readFileSync(CONF, 'utf8');
  for (const [pattern, replacement] of [...common, ...(tls ? https : plain)]) {
    pattern.lastIndex = 0;
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf 中找不到要替换的行：${pattern}（改了配置的写法？同步 scripts/serve-nginx.mjs）`);
    text = text.replace(pattern, replacement);
  }
  if (!tls && /^\s*(ssl_certificate|listen 443|return 301)\b/m.test(text)) {
    throw new Error('deploy/nginx.conf：去掉 [TLS] 行和跳转 server 后仍有 TLS 配置（同步 scripts/serve-nginx.mjs）');
  }
  return text;
}

/** Resolves once nginx answers `path` on `url` (HTTPS: trusting the test certificate `ca`). */
function answers(url, path, ca) {
  if (!url.startsWith('https:')) return fetch(url + path).then((res) => res.body?.cancel());
  return new Promise((done, fail) => {
    get(url + path, { ca }, (res) => { res.resume(); res.on('end', done); }).on('error', fail);
  });
}

/**
 * Starts nginx; resolves once it answers. stop() ends it and removes its folder. With `tls`, `url` is the HTTPS
 * one, `redirectUrl` the plain port that redirects to it, and `cert` the test certificate (PEM) a client may trust.
 */
export async function serveNginx({ dist, port, upstream, tls = false, redirectPort }) {
  ensureNginx({ tls });
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} 中没有构建产物（index.html）`);
  if (tls && (!redirectPort || redirectPort === port)) throw new Error('--tls 需要另一个端口做 http → https 跳转（--redirect-port）');
  const dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
  const conf = join(dir, 'nginx.conf');
  // Debian's /etc/nginx/modules-enabled/*.conf load `modules/<name>.so`, relative to the prefix (-p).
  symlinkSync(MODULES, join(dir, 'modules'));
  let cert;
  if (tls) {
    cert = selfSignedCert(dir);
    // certbot's webroot: a challenge file answered on the plain port (e2e/nginx.prod.ts asks for it).
    mkdirSync(join(dir, 'acme/.well-known/acme-challenge'), { recursive: true });
    writeFileSync(join(dir, 'acme/.well-known/acme-challenge/serve-nginx'), 'serve-nginx');
  }
  writeFileSync(conf, testConfig({ dist, port, upstream, dir, tls, redirectPort, cert }));
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
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const redirectUrl = tls ? `http://127.0.0.1:${redirectPort}` : undefined;
  for (const start = Date.now(); Date.now() - start < 15_000;) {
    if (exited) break;
    try {
      await answers(url, '/favicon.svg', cert?.cert);
      return { url, redirectUrl, cert: cert?.cert.toString(), stop, errorLog, dir };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const log = errorLog();
  stop();
  throw new Error(`nginx 未能启动（端口 ${port}）：\n${log}`);
}

// As a command (the e2e webServer of playwright.prod.config.ts, scripts/e2e-servers.mjs, or by hand): runs until
// stopped.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, port: { type: 'string' },
    tls: { type: 'boolean', default: false }, 'redirect-port': { type: 'string' },
    upstream: { type: 'string', default: 'http://127.0.0.1:3001' } } });
  const tls = values.tls;
  const port = Number(values.port ?? (tls ? 8443 : 8080));
  const redirectPort = tls ? Number(values['redirect-port'] ?? (port === 8080 ? 8081 : 8080)) : undefined;
  try {
    const server = await serveNginx({ dist: values.dist, port, upstream: values.upstream, tls, redirectPort });
    console.log(`[serve-nginx] ${server.url}${tls ? ` (HTTP/2; ${server.redirectUrl} → 301)` : ''} → ${values.dist}，/prod-api/ → ${values.upstream}`);
    const quit = () => { server.stop(); process.exit(0); };
    process.on('SIGINT', quit);
    process.on('SIGTERM', quit);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
