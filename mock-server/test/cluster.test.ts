// Past one machine: two mock processes on one data folder behind nginx (deploy/mock-team.nginx.conf, filled in
// with this run's ports and paths). Every request of a space reaches the same process, by its header or by the
// path of a link the mock built; the shared space and the global control calls reach the main one; a space made
// on one process is served by whichever nginx sends it to; a third process cannot take a folder a live one holds.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../lib/freePort.ts';
import { ensureNginx } from '../../scripts/serve-nginx.mjs';
import { Client, login, tempDir } from './helpers.ts';
import { kill9, spawnMock, urlOf, type MockProcess } from './process.ts';

const CONF = fileURLToPath(new URL('../../deploy/mock-team.nginx.conf', import.meta.url));
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** The team's config with this run's paths and ports: only the lines its header names are replaced. */
function teamConfig(dir: string, listen: number, main: string, worker: string): string {
  const port = (u: string) => new URL(u).port;
  let text = fs.readFileSync(CONF, 'utf8');
  const replace = (re: RegExp, to: string) => {
    if (!re.test(text)) throw new Error(`deploy/mock-team.nginx.conf has no line ${re}`);
    text = text.replace(re, to);
  };
  replace(/^pid .*;$/m, `pid ${dir}/nginx.pid;`);
  replace(/^error_log .*;$/m, `error_log ${dir}/error.log;`);
  replace(/^(\s*)access_log .*;$/m, `$1access_log ${dir}/access.log;`);
  replace(/^(\s*)listen 3001;$/m, `$1listen 127.0.0.1:${listen};`);
  replace(/(upstream mock_main \{\n\s*)server 127\.0\.0\.1:3101;/, `$1server 127.0.0.1:${port(main)};`);
  replace(/(hash \$mock_space consistent;\n\s*)server 127\.0\.0\.1:3101;\n(\s*)server 127\.0\.0\.1:3102;/,
    `$1server 127.0.0.1:${port(main)};\n$2server 127.0.0.1:${port(worker)};`);
  return text;
}

let dir: string;
let nginxDir: string;
let main: MockProcess;
let worker: MockProcess;
let nginx: ChildProcess;
let front: Client;

const pidOf = async (c: Client) => ((await c.get('/__mock/health')).body.data as { process: { pid: number; role: string } }).process;

beforeAll(async () => {
  ensureNginx();
  dir = tempDir();
  main = await spawnMock(dir, { env: { MOCK_CLUSTER_ROLE: 'main' } });
  worker = await spawnMock(dir, { env: { MOCK_CLUSTER_ROLE: 'worker' } });
  nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-team-nginx-'));
  const listen = await freePort();
  const conf = path.join(nginxDir, 'nginx.conf');
  // nginx's temp folders (body, proxy …) under the run's folder: the defaults are root's.
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${nginxDir}/${t};`).join('\n');
  fs.writeFileSync(conf, teamConfig(nginxDir, listen, urlOf(main), urlOf(worker)).replace(/^http \{$/m, `http {\n${temps}`));
  nginx = spawn(NGINX, ['-e', `${nginxDir}/error.log`, '-p', nginxDir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  front = new Client(`http://127.0.0.1:${listen}`);
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${front.base}/__mock/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 10_000) throw new Error(`nginx did not answer: ${fs.readFileSync(`${nginxDir}/error.log`, 'utf8')}`);
    await new Promise((r) => setImmediate(r));
  }
}, 60_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await Promise.all([main && kill9(main), worker && kill9(worker)]);
  fs.rmSync(nginxDir, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('two mock processes behind nginx', () => {
  it('send each space to one process, the shared space to the main one, and keep every write', async () => {
    expect(await pidOf(front)).toEqual({ pid: main.child.pid, role: 'main' });
    // nginx's consistent hash places each server by its address, and this run's ports are random: eight names
    // land on one process about once in a hundred runs. More names are made, one at a time, until both serve one.
    const names = ['小李', 'alice', 'bob', 'qa-1', 'qa-2', 'qa-3', 'demo', '测试'];
    const servedBy = new Map<string, number>();
    for (let i = 0; i < names.length; i++) {
      const name = names[i];
      expect((await front.post('/__mock/spaces', { name })).body.code, name).toBe(200);
      const c = front.space(name);
      const buyer = await login(c, 'buyer');
      expect((await buyer.post('/web/goods/collect', { accountId: 120 })).body.code).toBe(200);
      const { pid } = await pidOf(c);
      servedBy.set(name, pid);
      // The same process every time, and it has the write.
      expect((await pidOf(c)).pid).toBe(pid);
      expect(((await buyer.get('/web/good/info/120')).body.data as { collected?: boolean }).collected).toBe(true);
      if (i === names.length - 1 && new Set(servedBy.values()).size < 2 && names.length < 40) names.push(`extra-${i}`);
    }
    // Both processes serve spaces.
    expect(new Set(servedBy.values())).toEqual(new Set([main.child.pid, worker.child.pid]));
    // A space's control call by its path reaches its process too: deleting it there leaves nothing loaded elsewhere.
    expect((await front.delete(`/__mock/spaces/${encodeURIComponent('qa-3')}`)).body.code).toBe(200);
    expect((await front.space('qa-3').get('/__mock/health')).body.code).toBe(404);
    // The list (main) sees every space on disk, whoever serves it.
    const listed = (await front.get('/__mock/spaces')).body.data as { spaces: { name: string }[] };
    expect(listed.spaces.map((s) => s.name)).toEqual(expect.arrayContaining(names.filter((n) => n !== 'qa-3')));
  });

  it('a worker refuses the shared space; a third process cannot take a folder a live one holds', async () => {
    const direct = new Client(urlOf(worker));
    expect((await direct.get('/__mock/health')).body).toMatchObject({ code: 500, msg: expect.stringContaining('本进程为 worker') });
    const third = await spawnMock(dir);
    expect(await third.exited).toBe(1);
    expect(third.output()).toContain('正由另一个模拟后端进程');
  });
});
