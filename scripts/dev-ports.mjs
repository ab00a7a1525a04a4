// Ports and the mock for `npm start` and `npm run demo` (scripts/start.mjs, scripts/demo.mjs). A second one on
// the same machine (typically `MOCK_URL=http://127.0.0.1:3001 npm start` beside a first `npm start`) must not
// stop on the first one's port: the web server takes the port given (`PORT=` or `-- --port N`, exactly that one)
// or the first free one from its default. The port is found here, before Vite starts, and handed to it with
// --strictPort, so the line we print is the address the server really has.
import net from 'node:net';
import { parseArgs } from 'node:util';

export const HOST = '127.0.0.1';

/** Whether `port` can be listened on at `host` now. */
export function isFree(port, host = HOST) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The port asked for with `--port N` (or `--port=N`) or PORT=, else undefined; exits with a Chinese line on a bad one. */
export function requestedPort(script, argv = process.argv.slice(2), env = process.env) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { port: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch {
    exit(script, `无法识别的参数 ${argv.join(' ')}：可用的只有 --port <端口>（如 ${npmCommand(script)} -- --port 5180）`);
  }
  const raw = values.port ?? env.PORT?.trim();
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) exit(script, `端口 ${raw} 无效：应为 1–65535 的整数`);
  return port;
}

/**
 * The web server's port: the one asked for (refused with a Chinese line when taken), or the first free one from
 * `fallback` (printing which, when the default was taken: another dev server or demo is on it).
 */
export async function webPort(script, fallback) {
  const asked = requestedPort(script);
  if (asked !== undefined) {
    if (!(await isFree(asked))) exit(script, `端口 ${asked} 已被占用：换一个端口（PORT=… 或 -- --port …），或不指定端口，自动使用 ${fallback} 起的第一个空闲端口`);
    return asked;
  }
  for (let port = fallback; port < fallback + 100; port++) {
    if (await isFree(port)) {
      if (port !== fallback) console.log(`[${script}] 端口 ${fallback} 已被占用（另一个开发服务器或演示？），本次使用 ${port}`);
      return port;
    }
  }
  exit(script, `${fallback}–${fallback + 99} 没有空闲端口：请用 PORT=… 指定一个`);
}

/** The local mock's port, refused with the two ways on when it is taken (a mock already running there, most often). */
export async function checkLocalMock(script, env = process.env) {
  const port = Number(env.MOCK_PORT) || 3001;
  const host = env.MOCK_HOST?.trim() || HOST;
  if (await isFree(port, host)) return `http://${host}:${port}`;
  const running = await answers(`http://${host === '0.0.0.0' ? HOST : host}:${port}/__mock/health`);
  exit(script, [
    `模拟后端的端口 ${port} 已被占用${running ? '：本机已有一个模拟后端在运行' : ''}。`,
    `  与它共用（同一份数据）：MOCK_URL=http://${HOST}:${port} ${npmCommand(script)}`,
    `  另起一个（各自的数据）：MOCK_PORT=${port + 1} MOCK_DATA_DIR=.mock-data/${port + 1} ${npmCommand(script)}`,
  ].join('\n'));
}

/** A team's mock (MOCK_URL): says which one is used, and warns (without stopping) when it does not answer now. */
export async function announceRemote(script, url) {
  console.log(`[${script}] 使用团队的模拟后端 ${url}（MOCK_URL），本机不启动模拟后端；控制密钥在 QA 面板中输入`);
  if (!(await answers(`${url.replace(/\/+$/, '')}/__mock/health`))) {
    console.warn(`[${script}] 注意：${url} 现在没有应答（地址、端口或网络？），页面的请求会失败，直到它启动`);
  }
}

/** Whether `url` answers at all within 3 s (any status: a team's mock may want its key). */
async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** How the user runs `script`: `npm start`, `npm run demo`. */
function npmCommand(script) {
  return script === 'start' ? 'npm start' : `npm run ${script}`;
}

function exit(script, message) {
  console.error(`[${script}] ${message}`);
  process.exit(1);
}
