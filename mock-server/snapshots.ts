// Named snapshots of the whole data, so a team can save a state, share it and come back to it: files
// <MOCK_DATA_DIR>/snapshots/<name>.json in the data file's format (persist/file.ts: the seed plus what changed),
// written atomically (temp file + fsync + rename, so they survive kill -9). Sessions are never in a snapshot
// (they are secrets, and restoring must not sign anyone out): a restore keeps the sessions of the moment.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { MockContext } from './context.ts';
import { fail } from './lib/envelope.ts';
import { formatTime } from './lib/fixtures.ts';
import { syncDir, writeAtomic } from './persist/atomic.ts';

/** Letters (Chinese included), digits, _ and -; no dots or slashes, so a name can never leave the folder. */
const NAME = /^[\p{L}\p{N}_-]{1,40}$/u;

export interface SnapshotInfo {
  name: string;
  savedAt: string;
  bytes: number;
}

export function snapshotDir(ctx: MockContext): string {
  return path.join(ctx.opts.dataDir, 'snapshots');
}

/** A valid name, or a Chinese failure. */
export function snapshotName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!NAME.test(name)) fail('快照名称（name）只能包含中文、字母、数字、下划线和短横线，1–40 个字');
  return name;
}

function fileOf(ctx: MockContext, name: string): string {
  return path.join(snapshotDir(ctx), `${snapshotName(name)}.json`);
}

function infoOf(name: string, stat: fs.Stats): SnapshotInfo {
  return { name, savedAt: formatTime(stat.mtimeMs), bytes: stat.size };
}

export async function saveSnapshot(ctx: MockContext, name: string): Promise<SnapshotInfo & { replaced: boolean }> {
  const file = fileOf(ctx, name);
  const replaced = fs.existsSync(file);
  await writeAtomic(file, ctx.store.encode(undefined, { sessions: false }));
  return { ...infoOf(name, await fsp.stat(file)), replaced };
}

export async function listSnapshots(ctx: MockContext): Promise<SnapshotInfo[]> {
  let names: string[];
  try {
    names = await fsp.readdir(snapshotDir(ctx));
  } catch {
    return [];
  }
  const out: SnapshotInfo[] = [];
  for (const f of names) {
    const name = f.endsWith('.json') ? f.slice(0, -5) : '';
    if (!NAME.test(name)) continue;
    try {
      out.push(infoOf(name, await fsp.stat(path.join(snapshotDir(ctx), f))));
    } catch {
      // removed meanwhile
    }
  }
  return out.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : a.name.localeCompare(b.name)));
}

/**
 * Replaces the data with a snapshot, without a restart: timers and payment tickets of the old data are dropped
 * (scenarios, captchas and sessions stay). Answers once db.json holds the restored data.
 */
export async function restoreSnapshot(ctx: MockContext, name: string): Promise<{ name: string; ms: number }> {
  const started = performance.now();
  let text: string;
  try {
    text = await fsp.readFile(fileOf(ctx, name), 'utf8');
  } catch {
    fail(`快照不存在：${name}`);
  }
  ctx.scheduler.clear();
  ctx.stepClock.clear();
  ctx.tickets.clear();
  const reason = ctx.store.restore(text, name);
  if (reason !== undefined) fail(`快照 ${name} 不能恢复：${reason}`);
  await ctx.store.flushed();
  return { name, ms: Math.round(performance.now() - started) };
}

export async function deleteSnapshot(ctx: MockContext, name: string): Promise<void> {
  const file = fileOf(ctx, name);
  try {
    await fsp.rm(file);
  } catch {
    fail(`快照不存在：${name}`);
  }
  await syncDir(path.dirname(file));
}
