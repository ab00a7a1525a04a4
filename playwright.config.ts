import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

// Browser journeys run on Debian's headless Chromium (Playwright cannot download its own browser here) against the
// presenter build served by nginx with deploy/nginx.conf (as production serves it), proxied to a mock server with
// its own data folder and port.
//
// The journeys reset the mock's data, so each worker has a stack of its own: worker i (TEST_PARALLEL_INDEX) uses
// the mock on MOCK_PORT = base + 10·i and nginx on MOCK_PORT + 1. scripts/e2e-servers.mjs starts them all
// at once (Playwright would start its web servers one after another) and builds the app once.
// Most of a journey is waiting on the app's polls and the mock's timers, so two workers on two cores take about
// half the time of one; E2E_WORKERS overrides it. The base port is picked once per run (the workers inherit it
// through the environment), so several runs can share a machine; E2E_MOCK_PORT fixes it.
// Below 32768, where Linux's ephemeral range starts: a port there may be the local end of some connection of the
// moment (the previous phase's browser, say), and the mock could not listen on it (seen once: 端口已被占用).
// 20000…32740, a stack taking its base to base + 13.
const randomPort = () => String(20000 + Math.floor(Math.random() * 1275) * 10);
process.env.E2E_MOCK_PORT ||= randomPort();
const BASE_PORT = Number(process.env.E2E_MOCK_PORT);
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
const mockPortOf = (index: number) => BASE_PORT + 10 * index;
/** This worker's mock (in the runner process and the dev/prod configs: worker 0's). */
export const MOCK_PORT = mockPortOf(Number(process.env.TEST_PARALLEL_INDEX) || 0);
export const WEB_PORT = MOCK_PORT + 1;
export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;
const OUT_DIR = `.e2e-dist/${BASE_PORT}`;
/** Where scripts/e2e-servers.mjs answers once every server does (base + 9: no stack uses it). */
const READY_PORT = BASE_PORT + 9;

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];
/** Servers are stopped with SIGTERM, not Playwright's default SIGKILL: the mocks save and exit, nginx's wrapper
 *  removes its temp folder and scripts/e2e-servers.mjs the run's build and data folders (each run picks new
 *  ports: what a killed run leaves piles up). */
export const GRACEFUL: WebServer['gracefulShutdown'] = { signal: 'SIGTERM', timeout: 6000 };

/** Worker 0's mock alone (scripts/e2e-servers.mjs --mocks-only), for the configs that bring their own app server
 *  (test:dev, test:prod). */
export const firstMockServer: WebServer = {
  command: `node scripts/e2e-servers.mjs --base ${BASE_PORT} --workers 1 --ready ${READY_PORT} --mocks-only`,
  url: `http://127.0.0.1:${READY_PORT}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  gracefulShutdown: GRACEFUL,
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: E2E_WORKERS,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A trace records every action's DOM and a screencast: about a sixth of a journey's time on this machine, for
    // every test, to keep the few that fail. Off in `npm test`; E2E_TRACE=1 keeps one for each failing test
    // (npx playwright show-trace test-results/…/trace.zip).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      // Debian's headless shell: Chromium's engine without the browser's UI, about a third less time per journey
      // here than the full browser in headless mode (scripts/ensure-browser.mjs installs it).
      executablePath: process.env.E2E_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node scripts/e2e-servers.mjs --base ${BASE_PORT} --workers ${E2E_WORKERS} --out ${OUT_DIR} --ready ${READY_PORT}`,
    url: `http://127.0.0.1:${READY_PORT}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    gracefulShutdown: GRACEFUL,
  },
});
