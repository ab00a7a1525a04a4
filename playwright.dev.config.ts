import { defineConfig } from '@playwright/test';
import base, { firstMockServer, GRACEFUL, MOCK_PORT } from './playwright.config.ts';

// `npm run test:dev`: the app as a developer runs it (`npm start`: the Vite dev server, React's development
// build, StrictMode) against the mock, for the journeys of e2e/*.dev.ts — a console that stays clean. The mock is
// the one the e2e suite starts (e2e/fixtures.ts works unchanged).
process.env.DEV_WEB_PORT ||= String(MOCK_PORT + 3);
const WEB_PORT = Number(process.env.DEV_WEB_PORT);

export default defineConfig({
  ...base,
  testMatch: '*.dev.ts',
  // One mock (worker 0's): one worker.
  workers: 1,
  use: { ...base.use, baseURL: `http://127.0.0.1:${WEB_PORT}` },
  webServer: [
    firstMockServer,
    {
      command: `npx vite --port ${WEB_PORT} --strictPort --logLevel warn`,
      url: `http://127.0.0.1:${WEB_PORT}`,
      env: { MOCK_PORT: String(MOCK_PORT), MOCK_URL: '', BACKEND_URL: '' },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: GRACEFUL,
    },
  ],
});
