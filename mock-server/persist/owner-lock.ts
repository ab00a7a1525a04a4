// One process per data folder. A space's data is loaded into memory and committed from there, so two mock
// processes on one folder would each write their own version over the other's. The store claims its folder at
// open (<dir>/.owner.json: pid, host, since) and gives it back at close; a claim held by another live process on
// this machine is refused with a Chinese message naming it. A claim left by a process that died (kill -9) is
// taken over. Several processes serve one team by serving different spaces (deploy/mock-team.nginx.conf).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BizError } from '../lib/envelope.ts';

const LOCK_FILE = '.owner.json';

interface Claim {
  pid: number;
  host: string;
  since: number;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, but is another user's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readClaim(file: string): Claim | undefined {
  try {
    const c = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Claim>;
    return typeof c.pid === 'number' && typeof c.host === 'string' ? { pid: c.pid, host: c.host, since: Number(c.since) || 0 } : undefined;
  } catch {
    return undefined;
  }
}

/** Claims `dir` for this process, or throws (a BizError) when another live process holds it. */
export function claimDataDir(dir: string, what: string): void {
  const file = path.join(dir, LOCK_FILE);
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, host: os.hostname(), since: Date.now() }), { flag: 'wx', mode: 0o600 });
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const held = readClaim(file);
    // This process's own claim (a second store on one folder in one process, as some tests make) passes.
    if (held?.pid === process.pid && held.host === os.hostname()) return;
    if (held && held.host !== os.hostname()) {
      throw new BizError(`${what}正由另一台机器（${held.host}）上的模拟后端使用：请经同一个入口访问；若那台机器已停用，删除 ${file} 后重试`);
    }
    if (held && alive(held.pid)) {
      throw new BizError(`${what}正由另一个模拟后端进程（pid ${held.pid}）使用：一个数据目录只能由一个进程服务（团队多进程请经 nginx 按数据空间分配，见 deploy/mock-team.nginx.conf）`);
    }
    // Left by a process that is gone (or unreadable): taken over.
    fs.rmSync(file, { force: true });
  }
  throw new BizError(`无法占用${what}（${file}）`);
}

/** Gives `dir` back when this process holds it. */
export function releaseDataDir(dir: string): void {
  const file = path.join(dir, LOCK_FILE);
  const held = readClaim(file);
  if (held?.pid === process.pid && held.host === os.hostname()) fs.rmSync(file, { force: true });
}
