#!/usr/bin/env node
// Serves a build the way production does — HTTP/2 over TLS, gzip, hashed assets cached for a year, index.html
// for every app route — and forwards the API prefix to the mock. For the Lighthouse bench: `vite preview` speaks
// HTTP/1.1 only (with a proxy configured), where a browser opens six connections and queues the rest, and a
// first load of 20–40 module files measures the queue rather than the app.
//   node scripts/serve-h2.mjs --dir dist --port 4182 --prefix /prod-api --mock http://127.0.0.1:3212
// The certificate is a throwaway self-signed one (scripts/self-signed-cert.mjs); the browser is told to accept it.
import http from 'node:http';
import http2 from 'node:http2';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { selfSignedCert } from './self-signed-cert.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);
// Hop-by-hop headers HTTP/2 forbids.
const HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/** A throwaway self-signed certificate (scripts/self-signed-cert.mjs), read into memory. */
function selfSigned() {
  const dir = mkdtempSync(join(tmpdir(), 'serve-h2-'));
  try {
    const { key, cert } = selfSignedCert(dir);
    return { key, cert };
  } catch (err) {
    throw new Error(`serve-h2: ${err instanceof Error ? err.message : String(err)}, or measure over HTTP/1.1 with --http1`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the server; resolves with its address once it listens. */
export function serveH2({ dir, port, prefix, mock }) {
  const root = resolve(dir);
  const mockUrl = new URL(mock);
  const files = new Map(); // path → { body, gzip, type, immutable }
  const load = (file) => {
    if (!files.has(file)) {
      const body = readFileSync(file);
      const ext = extname(file);
      files.set(file, { body, gzip: COMPRESSIBLE.has(ext) ? gzipSync(body, { level: 9 }) : null,
        type: TYPES[ext] ?? 'application/octet-stream', immutable: file.startsWith(join(root, 'assets')) });
    }
    return files.get(file);
  };

  const proxy = (req, res, path) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !k.startsWith(':') && !HOP.includes(k)));
    headers.host = mockUrl.host;
    headers['x-forwarded-prefix'] = prefix;
    const upstream = http.request({ host: mockUrl.hostname, port: mockUrl.port, method: req.method, path, headers }, (answer) => {
      const out = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !HOP.includes(k)));
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('mock unreachable');
    });
    req.pipe(upstream);
  };

  const server = http2.createSecureServer({ ...selfSigned(), allowHTTP1: true }, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://localhost');
    if (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) {
      proxy(req, res, (url.pathname.slice(prefix.length) || '/') + url.search);
      return;
    }
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) file = join(root, 'index.html');
    // Unknown paths are app routes (the SPA's index.html), except under /assets where a miss is a miss.
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (url.pathname.startsWith('/assets/')) {
        res.writeHead(404).end();
        return;
      }
      file = join(root, 'index.html');
    }
    const { body, gzip, type, immutable } = load(file);
    const useGzip = gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
      vary: 'accept-encoding',
    });
    res.end(useGzip ? gzip : body);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4182' },
    prefix: { type: 'string', default: '/prod-api' }, mock: { type: 'string', default: 'http://127.0.0.1:3001' } } });
  await serveH2({ dir: values.dir, port: Number(values.port), prefix: values.prefix, mock: values.mock });
  console.log(`https://127.0.0.1:${values.port} (HTTP/2) → ${values.dir}, ${values.prefix} → ${values.mock}`);
}
