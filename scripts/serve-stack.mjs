// Starts the mock server and a server of a build, both on their own ports, for the measuring scripts
// (bench-bundle, lighthouse). The build is served by `vite preview` (HTTP/1.1), with `nginx` by deploy/nginx.conf
// (scripts/serve-nginx.mjs: production's server, the API under /prod-api/, so a production build; with `tls` over
// HTTPS and HTTP/2 as the file is written, else plain HTTP/1.1), or with `http2` over HTTP/2 and TLS
// (scripts/serve-h2.mjs). Over TLS the certificate is a throwaway one the browser must be told to accept.
// Loopback only; the caller stops them with stop().
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { serveH2 } from './serve-h2.mjs';
import { serveNginx } from './serve-nginx.mjs';

/** The API prefix a build of `mode` calls (VITE_API_PREFIX of .env.<mode>). */
function apiPrefix(mode) {
  try {
    return /^VITE_API_PREFIX=(.+)$/m.exec(readFileSync(`.env.${mode}`, 'utf8'))?.[1].trim() ?? '/dev-api';
  } catch {
    return '/dev-api';
  }
}

/** Resolves once `url` answers (any status under 500), polling every 200 ms; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      await res.body?.cancel();
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * @param {{ mode: string, outDir: string, mockPort: number, webPort: number, goods?: number, http2?: boolean,
 *   nginx?: boolean, tls?: boolean }} options `tls` (with `nginx`): its plain port, redirecting, is webPort + 1.
 */
export async function serveStack({ mode, outDir, mockPort, webPort, goods = 2000, http2 = false, nginx = false, tls = false }) {
  const env = { ...process.env, MOCK_PORT: String(mockPort), MOCK_DATA_DIR: `.mock-data/bench-${mockPort}`,
    MOCK_GOODS: String(goods), MOCK_LATENCY: '0', MOCK_URL: '' };
  const children = [];
  const start = (cmd, args) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
    children.push(child);
    return child;
  };
  start(process.execPath, ['mock-server/index.ts']);
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const h2 = http2 ? serveH2({ dir: outDir, port: webPort, prefix: apiPrefix(mode), mock: mockUrl }) : null;
  const web = nginx ? serveNginx({ dist: outDir, port: webPort, upstream: mockUrl, tls, redirectPort: webPort + 1 }) : null;
  web?.catch(() => {}); // its failure is thrown below, once awaited
  let nginxServer; // once it answers: stopped synchronously (callers exit right after stop())
  if (!h2 && !web) start('npx', ['vite', 'preview', '--mode', mode, '--outDir', outDir, '--port', String(webPort), '--strictPort']);
  const stop = () => {
    for (const child of children) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    }
    void h2?.then((server) => server.close());
    if (nginxServer) nginxServer.stop();
    else void web?.then((server) => server.stop(), () => {});
  };
  try {
    await waitFor(`${mockUrl}/__mock/health`, 60_000);
    if (h2) await h2;
    else if (web) nginxServer = await web;
    else await waitFor(`http://127.0.0.1:${webPort}/`, 30_000);
  } catch (err) {
    stop();
    throw err;
  }
  return { stop, baseUrl: `${http2 || (nginx && tls) ? 'https' : 'http'}://127.0.0.1:${webPort}`, mockUrl };
}

/** A session token of a demo account, signed in through the mock with its fixed SMS code. */
export async function demoToken(mockUrl, phone) {
  await fetch(`${mockUrl}/sms/sendYzm?phone=${phone}&type=login`);
  const res = await fetch(`${mockUrl}/h5/login`, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, code: process.env.MOCK_SMS_CODE || '123456' }) });
  const { token } = await res.json();
  if (!token) throw new Error(`could not sign in the demo account ${phone}`);
  return token;
}
