// `npm run mock`: the mock backend on 127.0.0.1:$MOCK_PORT, configured by MOCK_* variables (config.ts);
// `npm run mock -- --snapshot <name>` starts from a saved snapshot (snapshots.ts).
import { createMockApp, startMockServer, type RunningMock } from './app.ts';
import { optionsFromEnv, type MockOptions } from './config.ts';
import { BizError } from './lib/envelope.ts';
import { DEMO_USERS } from './lib/fixtures.ts';
import { restoreSnapshot } from './snapshots.ts';

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
    : code === 'EADDRINUSE' ? `[mock] 端口 ${options.port} 已被占用：已有模拟后端在运行？换个端口：MOCK_PORT=3002 npm run mock`
    : `[mock] 启动失败：${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
}

// performance.now() counts from process start: this is the whole start-up, tsx compile included.
const startupMs = Math.round(performance.now());
const origin = mock.store.origin;
const dim = (s: string) => (process.stdout.isTTY ? `\x1b[2m${s}\x1b[0m` : s);
const bold = (s: string) => (process.stdout.isTTY ? `\x1b[1;35m${s}\x1b[0m` : s);
console.log([
  '',
  `  ${bold('游戏账号交易平台 · 模拟后端')} ${dim('(json-server 0.17.4)')}`,
  '',
  `  ➜ 地址        ${mock.url}`,
  `  ➜ 演示账号    买家 ${DEMO_USERS.buyer.phone} / 卖家 ${DEMO_USERS.seller.phone}  密码 ${DEMO_USERS.password}`,
  `  ➜ 短信验证码  ${options.smsCode}${options.captchaEnabled ? '' : '   （图形验证码已关闭）'}`,
  `  ➜ 数据文件    ${mock.store.file}  ${dim(origin.source === 'file' ? '（已加载）' : origin.source === 'snapshot' ? `（${origin.reason}）` : `（新生成：${origin.reason}）`)}`,
  `  ➜ 种子        ${options.seed}   商品 ${options.goodsCount} 件（在售 ${mock.store.goodsIndex.listedCount()}）`,
  `  ➜ 启动耗时    ${startupMs} ms ${dim(`（数据 ${mock.dataMs} ms）`)}`,
  `  ➜ 控制接口    ${mock.url}/__mock   原始数据 ${mock.url}/__mock/db/goods?_limit=5`,
  `  ➜ 允许来源    ${options.allowedOrigins.join(' ')} ${dim('（其他网页不能调用 /__mock 与写接口：MOCK_ALLOWED_ORIGINS）')}`,
  `  ➜ 落盘        ${options.persist ? '每个写操作写入 db.json 后才应答（组提交）' : '关闭（MOCK_PERSIST=0）'}`,
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
