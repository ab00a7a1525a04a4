// Listens: the shared space's app (app.ts) and the other data spaces (spaces.ts) behind the front app that picks
// the space of each request. `npm run mock` (index.ts) and the tests start the mock here.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockApp, type MockApp } from './app.ts';
import type { MockOptions } from './config.ts';
import { frontApp } from './sandbox/front.ts';
import { Spaces } from './sandbox/spaces.ts';

export interface RunningMock extends MockApp {
  /** The data spaces besides the shared one (this MockApp is the shared space). */
  spaces: Spaces;
  server: Server;
  port: number;
  url: string;
}

const KEEP_ALIVE_MS = 75_000;

/** Creates the shared space's app and the front before it, and listens on options.host:options.port (0 = any free port). */
export async function startMockServer(
  overrides: Partial<MockOptions> = {}, beforeListen?: (mock: MockApp) => Promise<void>,
): Promise<RunningMock> {
  const mock = createMockApp(overrides);
  // E.g. start from a snapshot: done before the first request can see the seeded data.
  await beforeListen?.(mock);
  const spaces = new Spaces(mock, createMockApp);
  const server = frontApp(spaces).listen(mock.options.port, mock.options.host);
  // Node closes an idle keep-alive connection after 5 s, the very moment a client (Playwright's request context,
  // a proxy's agent) may be sending its next request on it: that request dies with ECONNRESET. An idle connection
  // is kept as long as nginx keeps one (75 s), longer than any of those clients keeps it, so the client closes first.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const host = mock.options.host.includes(':') ? `[${mock.options.host}]` : mock.options.host;
  return {
    ...mock,
    spaces,
    server,
    port,
    url: `http://${host}:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await spaces.close();
      await mock.close();
    },
  };
}
