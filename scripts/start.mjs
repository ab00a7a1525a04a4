#!/usr/bin/env node
// `npm start`: the mock and the Vite dev server together, logs prefixed [mock] / [web]. With MOCK_URL (a team's
// mock, or the one a first `npm start` on this machine runs: http://host:port) the dev server alone, its proxy
// sent there (vite.config.ts). The dev server's port: PORT= or `-- --port N`, else the first free one from 5173
// (scripts/dev-ports.mjs), so a second `npm start` beside a first one gets 5174.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { announceRemote, checkLocalMock, HOST, webPort } from './dev-ports.mjs';

const remote = process.env.MOCK_URL?.trim();
const port = await webPort('start', 5173);
if (remote) await announceRemote('start', remote);
else await checkLocalMock('start');

const bin = (p) => JSON.stringify(fileURLToPath(new URL(`../node_modules/${p}`, import.meta.url)));
const concurrently = fileURLToPath(new URL('../node_modules/concurrently/dist/bin/concurrently.js', import.meta.url));
// Vite itself rather than `npm run dev` (whose --port 5173 is fixed): the port found above, strictly. The paths
// quoted, and not the last word (concurrently strips the quotes around a command that starts and ends with one).
const web = `${JSON.stringify(process.execPath)} ${bin('vite/bin/vite.js')} --host ${HOST} --port ${port} --strictPort`;
const args = remote
  ? ['-k', '-n', 'web', '-c', 'cyan', web]
  : ['-k', '-n', 'mock,web', '-c', 'magenta,cyan', 'npm:mock', web];
console.log(`[start] 应用地址 http://${HOST}:${port}/`);
const child = spawn(process.execPath, [concurrently, ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
