// Hybrid backend: the paths matching MOCK_LIVE go to BACKEND_URL through a pass-through proxy (Node http,
// request and answer streamed as they are, headers kept but Host), everything else is the mock's. So the vite
// dev proxy and the demo preview keep talking to the mock alone. A live JSON answer of a contract endpoint is
// checked against the contract's zod answer schemas (as npm run contract:check does): its drift goes to the
// request log. The live backend down (or not answering in time) is a 502 with a Chinese msg.
import http from 'node:http';
import https from 'node:https';
import type { RequestHandler } from 'express';
import { ENDPOINTS } from '../../src/contract/common/endpoints.ts';
import type { Endpoint } from '../../src/contract/common/endpoint.ts';
import { checkAnswer } from '../../src/contract/common/check.ts';
import { stateOf } from './state.ts';

export interface HybridOptions {
  backendUrl: string;
  /** Globs: `*` one path segment, `**` any depth (`/goods/**` also matches `/goods`). */
  live: string[];
  timeoutMs: number;
}

const UPSTREAM_TIMEOUT_MS = 15_000;

/** `/goods/**,/game/list` → one matcher. */
export function globMatcher(globs: string[]): (path: string) => boolean {
  const parts = globs.map((g) => {
    // A trailing /** matches the folder itself too; elsewhere ** crosses segments and * does not.
    const tail = g.endsWith('/**');
    const body = (tail ? g.slice(0, -3) : g).split(/(\*\*|\*)/).map((t) =>
      t === '**' ? '.*' : t === '*' ? '[^/]*' : t.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('');
    return `^${body}${tail ? '(?:/.*)?' : ''}$`;
  });
  const re = new RegExp(parts.join('|'));
  return (path) => re.test(path);
}

/** The contract entry of a concrete path (`/web/good/info/12` → `GET /web/good/info/:id`). */
const compiled = ENDPOINTS.map((e) => ({
  e,
  re: new RegExp(`^${e.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+').replace(/\*/g, '.+')}$`),
}));
export function endpointFor(method: string, path: string): Endpoint | undefined {
  return compiled.find((c) => c.e.method === method && c.re.test(path))?.e;
}

export function hybrid(opts: HybridOptions | undefined): RequestHandler {
  if (!opts) return (_req, _res, next) => next();
  const isLive = globMatcher(opts.live);
  const target = new URL(opts.backendUrl);
  const basePath = target.pathname.replace(/\/+$/, '');
  const client = target.protocol === 'https:' ? https : http;
  return (req, res, next) => {
    const state = stateOf(req);
    if (req.path.startsWith('/__mock') || !isLive(req.path)) {
      state.backend = 'mock';
      return next();
    }
    state.backend = 'live';
    // The mock's own headers are not the live backend's business.
    const headers: http.OutgoingHttpHeaders = Object.fromEntries(Object.entries(req.headers)
      .filter(([k]) => !k.startsWith('x-mock-') && k !== 'x-forwarded-prefix'));
    headers.host = target.host;
    const upstream = client.request({
      protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method,
      path: basePath + req.originalUrl, headers, timeout: opts.timeoutMs || UPSTREAM_TIMEOUT_MS,
    }, (answer) => {
      const endpoint = endpointFor(req.method, req.path);
      const json = /application\/json/i.test(String(answer.headers['content-type'] ?? ''));
      res.status(answer.statusCode ?? 502);
      for (const [k, v] of Object.entries(answer.headers)) {
        if (v !== undefined && !['connection', 'transfer-encoding', 'keep-alive'].includes(k)) res.setHeader(k, v);
      }
      res.setHeader('X-Mock-Backend', 'live');
      if (!endpoint || !json) {
        answer.pipe(res);
        return;
      }
      // A contract endpoint's JSON: buffered (small) so it can be checked; sent as it came.
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        try {
          const parsed = JSON.parse(text) as { code?: unknown };
          if (typeof parsed.code === 'number') state.code = parsed.code;
        } catch { /* checkAnswer reports it */ }
        const rows = checkAnswer(endpoint, answer.statusCode ?? 0, text).rows.filter((r) => r.breaking);
        if (rows.length > 0) state.drift = rows.map((r) => `${r.field}：应为 ${r.expected}，实际 ${r.got}`);
        res.end(body);
      });
      answer.on('error', () => res.destroy());
    });
    upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
    upstream.on('error', (err) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      state.code = 502;
      const why = (err as NodeJS.ErrnoException).code === 'ECONNREFUSED' ? '无法连接' : err.message === 'timeout' ? '应答超时' : '连接出错';
      res.status(502).json({ code: 502, msg: `线上后端${why}（${target.origin}），该接口（${req.path}）由 MOCK_LIVE 指定走线上，请稍后再试或检查 BACKEND_URL` });
    });
    req.pipe(upstream);
  };
}
