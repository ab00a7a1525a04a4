import { defineConfig } from '@playwright/test';
import base, { firstMockServer, GRACEFUL, MOCK_PORT, MOCK_URL } from './playwright.config.ts';

// `npm run test:prod` (scripts/test-prod.mjs): the production build behind deploy/nginx.conf, the way it is served
// live — HTTPS with HTTP/2 (a throwaway self-signed certificate, made by scripts/serve-nginx.mjs --tls) and its
// plain port redirecting to it — with the mock as its backend (in place of the live API). The journeys are
// e2e/*.prod.ts; the mock is the one the e2e suite starts (same data, port and control API, so e2e/fixtures.ts
// works unchanged). PROD_DIST is the build (test-prod.mjs makes it). The browser and the request fixture accept
// the certificate (ignoreHTTPSErrors).
process.env.PROD_WEB_PORT ||= String(MOCK_PORT + 2);
process.env.PROD_REDIRECT_PORT ||= String(MOCK_PORT + 3);
const WEB_PORT = Number(process.env.PROD_WEB_PORT);
const REDIRECT_PORT = Number(process.env.PROD_REDIRECT_PORT);
const DIST = process.env.PROD_DIST || 'dist';

export default defineConfig({
  ...base,
  testMatch: '*.prod.ts',
  // One mock (worker 0's): one worker.
  workers: 1,
  use: { ...base.use, baseURL: `https://127.0.0.1:${WEB_PORT}`, ignoreHTTPSErrors: true },
  webServer: [
    firstMockServer,
    {
      command: `node scripts/serve-nginx.mjs --tls --dist ${DIST} --port ${WEB_PORT} --redirect-port ${REDIRECT_PORT} --upstream ${MOCK_URL}`,
      url: `https://127.0.0.1:${WEB_PORT}/favicon.svg`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: GRACEFUL,
    },
  ],
});
