#!/usr/bin/env node
// `npm run demo`, what a presenter runs: the presenter build (`vite build --mode demo`: production code with the
// mock's corner tools) served by `vite preview`, with the local mock beside it, logs prefixed [mock] / [web].
// With MOCK_URL (a team's mock, or the one an `npm start` on this machine runs: http://host:port) no local mock:
// the preview's proxy goes there (vite.config.ts), as `npm start` does. The preview's port: PORT= or
// `-- --port N`, else the first free one from 4173 (scripts/dev-ports.mjs).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { announceRemote, checkLocalMock, HOST, webPort } from './dev-ports.mjs';

const remote = process.env.MOCK_URL?.trim();
const port = await webPort('demo', 4173);
if (remote) await announceRemote('demo', remote);
else console.log(`[demo] 使用本机的模拟后端 ${await checkLocalMock('demo')}（随演示一起启动；要连团队的模拟后端，设 MOCK_URL=http://主机:端口）`);

// A second demo beside a first one builds into a folder of its own: rebuilding the first one's folder would take
// its files away under a running presentation.
const outDir = port === 4173 ? 'dist-demo' : `dist-demo-${port}`;
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const concurrently = fileURLToPath(new URL('../node_modules/concurrently/dist/bin/concurrently.js', import.meta.url));

let child = spawn(process.execPath, [vite, 'build', '--mode', 'demo', '--outDir', outDir], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const built = await new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
if (built !== 0) process.exit(built);

// A shell command for concurrently: the two paths quoted, and not the last word (concurrently strips the quotes
// around a command that starts and ends with one).
const web = `${JSON.stringify(process.execPath)} ${JSON.stringify(vite)} preview --mode demo --outDir ${outDir} --host ${HOST} --port ${port} --strictPort`;
const args = remote
  ? ['-k', '-n', 'web', '-c', 'cyan', web]
  : ['-k', '-n', 'mock,web', '-c', 'magenta,cyan', 'npm:mock', web];
console.log(`[demo] 演示地址 http://${HOST}:${port}/（模拟后端：${remote || '本机'}）`);
child = spawn(process.execPath, [concurrently, ...args], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
