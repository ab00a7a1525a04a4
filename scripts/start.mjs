#!/usr/bin/env node
// `npm start`: the mock and the Vite dev server together, logs prefixed [mock] / [web]. With MOCK_URL (a team's
// mock on another machine, http://host:port) the dev server alone, its proxy sent there (vite.config.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const remote = process.env.MOCK_URL?.trim();
const concurrently = fileURLToPath(new URL('../node_modules/concurrently/dist/bin/concurrently.js', import.meta.url));
const args = remote
  ? ['-k', '-n', 'web', '-c', 'cyan', 'npm:dev']
  : ['-k', '-n', 'mock,web', '-c', 'magenta,cyan', 'npm:mock', 'npm:dev'];
if (remote) console.log(`[start] 使用团队的模拟后端 ${remote}（MOCK_URL），本机不启动模拟后端；控制密钥在 QA 面板中输入`);
const child = spawn(process.execPath, [concurrently, ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
