// Closed doors. The app reaches the mock through the dev/preview proxy on its own origin, so the mock needs
// CORS only for the configured app origins (MOCK_ALLOWED_ORIGINS; by default loopback pages on any port:
// vite dev 5173, preview 4173, the e2e and bench servers on random ports). A page of any other origin — a
// site open in the developer's browser — gets no CORS headers, and is refused (403, Chinese msg) on the
// control API /__mock/* and on every write, preflight included. Requests without an Origin (curl, tests,
// server-side callers) pass, unless the browser marks them cross-site (Sec-Fetch-Site) on those same doors.
// The vite proxy keeps the page's Origin and Host (no changeOrigin for the mock), so a page served by the
// dev server on a LAN address (a phone at http://192.168.1.5:5173) is its own origin: Origin = Host, with
// Host an IP address or localhost (a DNS name would let a rebinding attack pass as "same host").
import type { RequestHandler } from 'express';

const ALLOWED_HEADERS = 'Content-Type, Authorization, token, X-Mock-Scenario, X-Mock-Drift, X-Mock-Client, X-Mock-Tester, X-Mock-App, X-Mock-Space, X-Mock-Key, X-Forwarded-Prefix, X-Requested-With';
const READS = new Set(['GET', 'HEAD']);

/** The default app origins: loopback, any port, http or https (serve-h2). */
export const DEFAULT_ALLOWED_ORIGINS = [
  'http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*', 'https://127.0.0.1:*', 'https://localhost:*', 'https://[::1]:*',
];

/**
 * An entry is an exact origin (`http://host:port`) or a host on any port (`http://host:*`); a `*` label in the
 * host matches any one label (`http://192.168.1.*:*`: a team's subnet).
 */
export function originMatcher(entries: readonly string[]): (origin: string) => boolean {
  const exact = new Set<string>();
  const anyPort: string[] = [];
  const patterns: RegExp[] = [];
  for (const e of entries) {
    const entry = e.toLowerCase();
    const host = entry.replace(/^https?:\/\//, '').replace(/:(\d+|\*)$/, '');
    if (host.includes('*')) {
      const [, scheme, port] = /^(https?:\/\/).*?(?::(\d+|\*))?$/.exec(entry) ?? [];
      const hostRe = host.split('.').map((label) => (label === '*' ? '[a-z0-9-]+' : label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('\\.');
      const portRe = port === '*' ? '(:\\d{1,5})?' : port ? `:${port}` : '';
      patterns.push(new RegExp(`^${(scheme ?? '').replace(/[/.]/g, '\\$&')}${hostRe}${portRe}$`));
    } else if (entry.endsWith(':*')) anyPort.push(entry.slice(0, -2));
    else exact.add(entry);
  }
  return (origin) => {
    const o = origin.toLowerCase();
    if (exact.has(o)) return true;
    if (patterns.some((re) => re.test(o))) return true;
    // `http://host` or `http://host:1234` for an entry `http://host:*`.
    return anyPort.some((base) => o === base || (o.startsWith(`${base}:`) && /^\d{1,5}$/.test(o.slice(base.length + 1))));
  };
}

/** Origin `http://h:p` whose `h:p` is the request's Host, h an IP literal or localhost: a proxied same-origin call. */
export function sameHostOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.host.toLowerCase() !== host.toLowerCase()) return false;
  const h = url.hostname;
  return h === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(h) || /^\[[0-9a-f:.]+\]$/i.test(h);
}

/** True for a request the rules refuse when it comes from a foreign page: the control API and writes. */
function guarded(method: string, path: string): boolean {
  return path === '/__mock' || path.startsWith('/__mock/') || !READS.has(method);
}

export function cors(allowedOrigins: readonly string[] = DEFAULT_ALLOWED_ORIGINS): RequestHandler {
  const allowed = originMatcher(allowedOrigins);
  return (req, res, next) => {
    const origin = req.get('origin');
    const preflight = req.method === 'OPTIONS' && req.get('access-control-request-method') !== undefined;
    if (origin !== undefined && (allowed(origin) || sameHostOrigin(origin, req.get('host')))) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, PATCH, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.get('access-control-request-headers') ?? ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '86400');
      if (req.method === 'OPTIONS') {
        res.status(204).end();
        return;
      }
      next();
      return;
    }
    if (origin !== undefined) res.setHeader('Vary', 'Origin');
    const foreign = origin !== undefined || req.get('sec-fetch-site') === 'cross-site';
    // A foreign preflight is refused whatever it asks for: it only ever precedes a write or a custom header.
    if (foreign && (preflight || guarded(req.method, req.path))) {
      res.status(403).json({
        code: 403,
        msg: `来源 ${origin ?? '（跨站页面）'} 无权访问模拟后端：仅允许本机应用页面（可用 MOCK_ALLOWED_ORIGINS 配置）`,
      });
      return;
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
