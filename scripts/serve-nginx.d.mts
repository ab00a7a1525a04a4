// Types of what TypeScript files import from serve-nginx.mjs (mock-server/test/cluster.test.ts).

/** Installs Debian's nginx and its brotli_static module when missing (as root), else throws saying what to run. */
export function ensureNginx(options?: { tls?: boolean }): void;
