// `npm run mock`: the mock backend on $MOCK_HOST:$MOCK_PORT (127.0.0.1:3001), configured by MOCK_* variables
// (config.ts); `npm run mock -- --snapshot <name>` starts the shared space from a saved snapshot (snapshots.ts).
import os from 'node:os';
import { createMockApp } from './app.ts';
import { startMockServer, type RunningMock } from './server.ts';
import { isLocalHost, optionsFromEnv, type MockOptions } from './config.ts';
import { BizError } from './lib/envelope.ts';
import { DEMO_USERS } from './lib/fixtures.ts';
import { serveWithSmallHeap } from './lib/heap.ts';
import { restoreSnapshot } from './sandbox/snapshots.ts';

const snapshotAt = process.argv.indexOf('--snapshot');
const snapshot = snapshotAt >= 0 ? process.argv[snapshotAt + 1] ?? '' : undefined;

let options: MockOptions;
try {
  options = optionsFromEnv();
} catch (err) {
  console.error(`[mock] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

let mock: RunningMock;
try {
  mock = await startMockServer(options, snapshot === undefined ? undefined : async (m) => {
    await restoreSnapshot(m.ctx, snapshot, createMockApp);
  });
} catch (err) {
  const code = typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
  console.error(err instanceof BizError ? `[mock] ${err.message}（快照目录 ${options.dataDir}/snapshots）`
    : code === 'EADDRNOTAVAIL' ? `[mock] 本机没有地址 ${options.host}：MOCK_HOST 应为本机的一个地址（ip addr 可查看），或 0.0.0.0 表示所有地址`
    : code === 'EADDRINUSE' ? `[mock] 端口 ${options.port} 已被占用：已有模拟后端在运行？换个端口：MOCK_PORT=3002 npm run mock`
    : `[mock] 启动失败：${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
}

serveWithSmallHeap();

// performance.now() counts from process start: this is the whole start-up, module loading included.
const startupMs = Math.round(performance.now());
const origin = mock.store.origin;
/** Where the team reaches it: the host itself, or every IPv4 address of this machine when listening on all. */
const teamUrls = options.host === '0.0.0.0' || options.host === '::'
  ? Object.values(os.networkInterfaces()).flat().filter((a) => a && a.family === 'IPv4' && !a.internal).map((a) => `http://${a?.address}:${mock.port}`)
  : [mock.url];
const dim = (s: string) => (process.stdout.isTTY ? `\x1b[2m${s}\x1b[0m` : s);
const bold = (s: string) => (process.stdout.isTTY ? `\x1b[1;35m${s}\x1b[0m` : s);
console.log([
  '',
  `  ${bold('游戏账号交易平台 · 模拟后端')} ${dim('(json-server 0.17.4)')}`,
  '',
  `  ➜ 地址        ${teamUrls.join('  ') || mock.url}${isLocalHost(options.host) ? dim('（仅本机；团队共用：MOCK_HOST + MOCK_CONTROL_KEY）') : ''}`,
  ...isLocalHost(options.host) ? [] : [`  ➜ 团队共用    各自的开发服务器：MOCK_URL=${teamUrls[0] ?? mock.url} npm start`],
  `  ➜ 控制密钥    ${options.controlKey ? `已设置：/__mock/* 需带请求头 X-Mock-Key（QA 面板会提示输入）` : '未设置（仅本机可访问）'}`,
  `  ➜ 数据空间    请求头 X-Mock-Space 选择空间，不带即共享空间；空间在 ${mock.spaces.root}，闲置 ${Math.round(options.spaceIdleMs / 1000)} 秒后写盘卸载`,
  `  ➜ 演示账号    买家 ${DEMO_USERS.buyer.phone} / 卖家 ${DEMO_USERS.seller.phone}  密码 ${DEMO_USERS.password}`,
  `  ➜ 短信验证码  ${options.smsCode}${options.captchaEnabled ? '' : '   （图形验证码已关闭）'}`,
  `  ➜ 数据文件    ${mock.store.file}  ${dim(origin.source === 'file' ? '（已加载）' : origin.source === 'snapshot' ? `（${origin.reason}）` : `（新生成：${origin.reason}）`)}`,
  ...origin.fileError ? [`  ${bold('⚠ 数据文件')}   ${origin.fileError}`] : [],
  ...origin.staleBase ? [`  ${bold('⚠ 种子数据')}   ${origin.staleBase}`] : [],
  `  ➜ 种子        ${options.seed}   商品 ${options.goodsCount} 件（在售 ${mock.store.goods.listedCount()}）`,
  `  ➜ 启动耗时    ${startupMs} ms ${dim(`（数据 ${mock.dataMs} ms）`)}`,
  `  ➜ 控制接口    ${mock.url}/__mock   原始数据 ${mock.url}/__mock/db/goods?_limit=5`,
  `  ➜ 允许来源    ${options.allowedOrigins.join(' ')} ${dim('（其他网页不能调用 /__mock 与写接口：MOCK_ALLOWED_ORIGINS）')}`,
  `  ➜ 落盘        ${options.persist ? '每个请求的改动在一个 SQLite 事务中提交后才应答' : '关闭（MOCK_PERSIST=0）'}`,
  '',
].join('\n'));

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[mock] ${signal}：保存数据并退出…`);
  try {
    await mock.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
