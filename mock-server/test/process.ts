// The mock as its own process (node, which strips the types itself, so a SIGKILL hits the server itself, not an npx wrapper), for the
// kill -9 tests. It listens on a port the system gives it (MOCK_PORT=0) and says which in its banner: a port
// picked here and handed over would leave a window in which another test's server takes it, and this test would
// then talk to that server (seen once: a health check answered, the next call cut off when the other closed).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_GOODS } from './helpers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The banner's address line (index.ts): `➜ 地址        http://127.0.0.1:PORT`. */
const ADDRESS = /地址\s+(http:\/\/127\.0\.0\.1:\d+)/;

export interface MockProcess {
  child: ChildProcess;
  /** Where it listens; undefined when it exited before listening (see output()). */
  url: string | undefined;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `mock-server/index.ts` on `dir` with small data and no timers' delay; resolves once it listens (its
 * banner is out) or has exited. `env` adds or overrides MOCK_* variables.
 */
export function spawnMock(dir: string, { args = [], env = {} }: { args?: string[]; env?: Record<string, string> } = {}): Promise<MockProcess> {
  const child = spawn(process.execPath, ['mock-server/index.ts', ...args], {
    cwd: ROOT,
    env: {
      ...process.env, MOCK_HOST: '127.0.0.1', MOCK_PORT: '0', MOCK_DATA_DIR: dir, MOCK_GOODS: String(TEST_GOODS),
      MOCK_AUDIT_MS: '0', MOCK_ORDER_STEP_MS: '0', MOCK_LATENCY: '0', ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const started = (url: string | undefined) => {
      clearTimeout(timer);
      resolve({ child, url, output: () => out, exited });
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mock did not start in 30 s:\n${out}`));
    }, 30_000);
    const read = (d: Buffer) => {
      const had = ADDRESS.test(out);
      out += d.toString();
      const m = ADDRESS.exec(out);
      if (m && !had) started(m[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => { if (!ADDRESS.test(out)) started(undefined); });
  });
}

/** Kills with SIGKILL and waits for the exit (at once when it has already exited). */
export function kill9(p: MockProcess): Promise<void> {
  return new Promise((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) {
      resolve();
      return;
    }
    p.child.once('exit', () => resolve());
    p.child.kill('SIGKILL');
  });
}

/** A running mock's address; fails with its output when it exited instead. */
export function urlOf(p: MockProcess): string {
  if (p.url === undefined) throw new Error(`mock exited (${p.child.exitCode ?? p.child.signalCode}):\n${p.output()}`);
  return p.url;
}
