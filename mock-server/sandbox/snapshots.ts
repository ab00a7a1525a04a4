// Named snapshots of the whole data, so a team can save a state, share it and come back to it: files
// <MOCK_DATA_DIR>/snapshots/<name>.json (one library shared by every data space) in the data file's format (persist/file.ts: the seed plus what changed),
// written atomically (temp file + fsync + rename, so they survive kill -9). Sessions are never in a snapshot
// (they are secrets, and restoring must not sign anyone out): a restore keeps the sessions of the moment.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { MockContext } from '../context.ts';
import { fail } from '../lib/envelope.ts';
import { formatTime } from '../lib/fixtures.ts';
import { syncDir, writeAtomic } from '../persist/atomic.ts';
import { buildPreset, isPreset, PRESETS, type MockFactory } from './presets.ts';

/** Letters (Chinese included), digits, _ and -; no dots or slashes, so a name can never leave the folder. */
const NAME = /^[\p{L}\p{N}_-]{1,40}$/u;

export interface SnapshotInfo {
  name: string;
  savedAt: string;
  bytes: number;
  /** A shipped preset (presets.ts): generated on restore, never saved over or deleted. */
  preset?: true;
  summary?: string;
}

/** One library for the whole mock: a snapshot saved in any data space can be restored in any other. */
export function snapshotDir(ctx: MockContext): string {
  return path.join(ctx.opts.sharedDir ?? ctx.opts.dataDir, 'snapshots');
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

function refusePreset(name: string, what: string): void {
  if (isPreset(name)) fail(`${name} 是预置快照，不能${what}，请换一个名称`);
}

export async function saveSnapshot(ctx: MockContext, name: string): Promise<SnapshotInfo & { replaced: boolean }> {
  refusePreset(name, '覆盖');
  const file = fileOf(ctx, name);
  const replaced = fs.existsSync(file);
  await writeAtomic(file, ctx.store.encode(undefined, { sessions: false }));
  return { ...infoOf(name, await fsp.stat(file)), replaced };
}

/** The presets first (generated when restored: no time, no size), then the saved snapshots, newest first. */
export async function listSnapshots(ctx: MockContext): Promise<SnapshotInfo[]> {
  const presets: SnapshotInfo[] = PRESETS.map((p) => ({ name: p.name, savedAt: '', bytes: 0, preset: true, summary: p.summary }));
  return [...presets, ...await savedSnapshots(ctx)];
}

async function savedSnapshots(ctx: MockContext): Promise<SnapshotInfo[]> {
  let names: string[];
  try {
    names = await fsp.readdir(snapshotDir(ctx));
  } catch {
    return [];
  }
  const out: SnapshotInfo[] = [];
  for (const f of names) {
    const name = f.endsWith('.json') ? f.slice(0, -5) : '';
    if (!NAME.test(name) || isPreset(name)) continue;
    try {
      out.push(infoOf(name, await fsp.stat(path.join(snapshotDir(ctx), f))));
    } catch {
      // removed meanwhile
    }
  }
  return out.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : a.name.localeCompare(b.name)));
}

/**
 * Replaces the data with a snapshot or a preset, without a restart: timers and payment tickets of the old data
 * are dropped (scenarios, captchas and sessions stay). Answers once db.json holds the restored data. Reading
 * the file (or building the preset) is the only wait; the swap itself is synchronous, so a write racing a
 * restore lands wholly before it (and is replaced with everything else) or wholly after it, on the restored data.
 * `createMockApp` builds the throwaway mock a preset is made on (presets.ts).
 */
export async function restoreSnapshot(ctx: MockContext, name: string, createMockApp: MockFactory): Promise<{ name: string; ms: number; goodsCount: number }> {
  const started = performance.now();
  let data: { text: string } | { seedGoods: number };
  if (isPreset(name)) {
    try {
      data = await buildPreset(ctx, name, createMockApp);
    } catch (err) {
      ctx.opts.log(`[snapshot] 预置快照 ${name} 生成失败：${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      fail(`预置快照 ${name} 生成失败：${err instanceof Error ? err.message : String(err)}`);
    }
  } else {
    try {
      data = { text: await fsp.readFile(fileOf(ctx, name), 'utf8') };
    } catch {
      fail(`快照不存在：${name}`);
    }
  }
  ctx.scheduler.clear();
  ctx.stepClock.clear();
  ctx.tickets.clear();
  if ('seedGoods' in data) {
    ctx.store.reseed(data.seedGoods, name);
  } else {
    const reason = ctx.store.restore(data.text, name);
    if (reason !== undefined) fail(`快照 ${name} 不能恢复：${reason}`);
  }
  await ctx.store.flushed();
  return { name, ms: Math.round(performance.now() - started), goodsCount: ctx.opts.goodsCount };
}

export async function deleteSnapshot(ctx: MockContext, name: string): Promise<void> {
  refusePreset(name, '删除');
  const file = fileOf(ctx, name);
  try {
    await fsp.rm(file);
  } catch {
    fail(`快照不存在：${name}`);
  }
  await syncDir(path.dirname(file));
}
