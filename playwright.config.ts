import { defineConfig } from '@playwright/test';

// Browser journeys run on Debian's Chromium (Playwright cannot download its own browser here) against the
// presenter build served by `vite preview`, proxied to a mock server with its own data folder and port.
// Ports are picked once per run (and inherited by the workers through the environment), so several runs
// can share a machine; E2E_MOCK_PORT / E2E_WEB_PORT fix them.
const randomPort = () => String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_MOCK_PORT ||= randomPort();
process.env.E2E_WEB_PORT ||= String(Number(process.env.E2E_MOCK_PORT) + 1);
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT);
const OUT_DIR = `.e2e-dist/${WEB_PORT}`;
export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The journeys share one mock server whose state they reset: run them one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: 'npx tsx mock-server/index.ts',
      url: `${MOCK_URL}/__mock/health`,
      env: { MOCK_PORT: String(MOCK_PORT), MOCK_DATA_DIR: `.mock-data/e2e-${MOCK_PORT}`, MOCK_SEED: '20261121', MOCK_GOODS: '2000',
        MOCK_LATENCY: '0' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite build --mode demo --outDir ${OUT_DIR} --logLevel warn && npx vite preview --mode demo --outDir ${OUT_DIR} --port ${WEB_PORT} --strictPort`,
      url: `http://127.0.0.1:${WEB_PORT}`,
      env: { MOCK_PORT: String(MOCK_PORT) },
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
