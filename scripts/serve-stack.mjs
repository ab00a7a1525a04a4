// Starts the mock server and a `vite preview` of a build, both on their own ports, for the measuring
// scripts (bench-bundle, lighthouse). Loopback only; the caller stops them with stop().
import { spawn } from 'node:child_process';

async function waitFor(url, timeoutMs) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * @param {{ mode: string, outDir: string, mockPort: number, webPort: number, goods?: number }} options
 */
export async function serveStack({ mode, outDir, mockPort, webPort, goods = 2000 }) {
  const env = { ...process.env, MOCK_PORT: String(mockPort), MOCK_DATA_DIR: `.mock-data/bench-${mockPort}`,
    MOCK_GOODS: String(goods), MOCK_LATENCY: '0' };
  const children = [];
  const start = (cmd, args) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
    children.push(child);
    return child;
  };
  start('npx', ['tsx', 'mock-server/index.ts']);
  start('npx', ['vite', 'preview', '--mode', mode, '--outDir', outDir, '--port', String(webPort), '--strictPort']);
  const stop = () => {
    for (const child of children) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    }
  };
  try {
    await waitFor(`http://127.0.0.1:${mockPort}/__mock/health`, 60_000);
    await waitFor(`http://127.0.0.1:${webPort}/`, 30_000);
  } catch (err) {
    stop();
    throw err;
  }
  return { stop, baseUrl: `http://127.0.0.1:${webPort}`, mockUrl: `http://127.0.0.1:${mockPort}` };
}
