// Named snapshots of the whole data, so a team can save a state, share it and come back to it: files
// <MOCK_DATA_DIR>/snapshots/<name>.sqlite (one library shared by every data space), each a whole data file
// (persist/sqlite.ts, made by VACUUM INTO, renamed into place, so it survives kill -9). A <name>.json from before
// SQLite is still listed and restored (rebuilt on its seed once, persist/legacy-json.ts), or refused saying why. Sessions are never in a snapshot
// (they are secrets, and restoring must not sign anyone out): a restore keeps the sessions of the moment.
// Beside each, <name>.meta.json says who owns it (owners.ts), whether a reproduction link made it (those expire
// after MOCK_EXPIRE_DAYS unless pinned) and whether it is pinned; <name>.journal.json holds the journal slice a
// reproduction link carries. Overwriting or deleting another tester's snapshot needs ?force=1; all of it is audited.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { MockContext } from '../context.ts';
import type { Db } from '../lib/fixtures.ts';
import type { FileMeta } from '../persist/sqlite.ts';
import { fail } from '../lib/envelope.ts';
import { formatTime } from '../lib/fixtures.ts';
import { syncDir, writeAtomic } from '../persist/atomic.ts';
import { readFileMeta, removeDataFile } from '../persist/sqlite.ts';
import { buildPreset, isPreset, PRESETS, type MockFactory } from './presets.ts';
import { auditAt, type Audit } from './audit.ts';
import { guardOwner, ownerFrom, type Owner } from './owners.ts';

/** Letters (Chinese included), digits, _ and -; no dots or slashes, so a name can never leave the folder. */
const NAME = /^[\p{L}\p{N}_-]{1,40}$/u;

export interface SnapshotInfo {
  name: string;
  savedAt: string;
  bytes: number;
  /** A shipped preset (presets.ts): generated on restore, never saved over or deleted. */
  preset?: true;
  summary?: string;
  owner?: Owner;
  /** Made by a reproduction link: expires (expiresAt) unless pinned. */
  repro?: true;
  pinned?: true;
  /** When the sweep removes it; null = never. */
  expiresAt?: string | null;
  /** Saved before SQLite (<name>.json): rebuilt on its seed when restored, or refused saying why. */
  legacy?: true;
}

/** The sidecar of a saved snapshot. */
interface SnapshotMeta {
  owner?: Owner;
  repro?: boolean;
  pinned?: boolean;
}

/** The mock's one audit (every space writes to it). */
export function auditOf(ctx: MockContext): Audit {
  return auditAt(ctx.opts.sharedDir ?? ctx.opts.dataDir, ctx.opts.persist, ctx.opts.now);
}

/** The name of the space a context serves, as the audit writes it. */
export const spaceOf = (ctx: MockContext) => ctx.opts.space ?? 'shared';

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
  return path.join(snapshotDir(ctx), `${snapshotName(name)}.sqlite`);
}

/** The file of a snapshot saved before SQLite (the JSON format of persist/legacy-json.ts). */
function legacyFileOf(ctx: MockContext, name: string): string {
  return path.join(snapshotDir(ctx), `${snapshotName(name)}.json`);
}

/** The snapshot's file as it is on disk: the SQLite one, else one from before SQLite; undefined when there is none. */
function existingFile(ctx: MockContext, name: string): string | undefined {
  return [fileOf(ctx, name), legacyFileOf(ctx, name)].find((f) => fs.existsSync(f));
}

const metaFile = (ctx: MockContext, name: string) => path.join(snapshotDir(ctx), `${name}.meta.json`);
export const journalFile = (ctx: MockContext, name: string) => path.join(snapshotDir(ctx), `${name}.journal.json`);

function readMeta(ctx: MockContext, name: string): SnapshotMeta {
  try {
    const raw = JSON.parse(fs.readFileSync(metaFile(ctx, name), 'utf8')) as Record<string, unknown>;
    const owner = ownerFrom(raw.owner);
    return { ...(owner ? { owner } : {}), repro: raw.repro === true, pinned: raw.pinned === true };
  } catch {
    return {};
  }
}

async function writeMeta(ctx: MockContext, name: string, meta: SnapshotMeta): Promise<void> {
  await writeAtomic(metaFile(ctx, name), JSON.stringify(meta));
}

function infoOf(ctx: MockContext, name: string, stat: fs.Stats, legacy = false): SnapshotInfo {
  const meta = readMeta(ctx, name);
  const expires = meta.repro && !meta.pinned && ctx.opts.expireMs > 0 ? formatTime(stat.mtimeMs + ctx.opts.expireMs) : null;
  return {
    name, savedAt: formatTime(stat.mtimeMs), bytes: stat.size, ...(meta.owner ? { owner: meta.owner } : {}),
    ...(meta.repro ? { repro: true as const } : {}), ...(meta.pinned ? { pinned: true as const } : {}), expiresAt: expires,
    ...(legacy ? { legacy: true as const } : {}),
  };
}

/** A name like `base-2`, `base-3` … that no saved snapshot has (offered when `base` is another tester's). */
export function freeSnapshotName(ctx: MockContext, base: string): string {
  const stem = base.slice(0, 36);
  for (let i = 2; ; i++) if (!existingFile(ctx, `${stem}-${i}`)) return `${stem}-${i}`;
}

function refusePreset(name: string, what: string): void {
  if (isPreset(name)) fail(`${name} 是预置快照，不能${what}，请换一个名称`);
}

interface SaveOptions {
  by?: Owner;
  /** Overwrite another tester's snapshot of that name (?force=1). */
  force?: boolean;
  /** Made by a reproduction link (expires unless pinned). */
  repro?: boolean;
}

/**
 * Saves the caller's space under `name`. A name another tester holds is refused (naming them and a free name)
 * unless forced; the caller's own snapshot of that name is replaced, and says so.
 */
export async function saveSnapshot(ctx: MockContext, name: string, o: SaveOptions = {}): Promise<SnapshotInfo & { replaced: boolean }> {
  refusePreset(name, '覆盖');
  const file = fileOf(ctx, name);
  const replaced = existingFile(ctx, name) !== undefined;
  const before = replaced ? readMeta(ctx, name) : {};
  const forced = replaced && guardOwner(before.owner, o.by, o.force === true, `快照「${name}」`, '覆盖',
    () => `（可以另存为「${freeSnapshotName(ctx, name)}」）`);
  ctx.store.exportTo(file, { sessions: false });
  await fsp.rm(legacyFileOf(ctx, name), { force: true });
  await writeMeta(ctx, name, { ...(o.by ? { owner: o.by } : {}), repro: o.repro === true, pinned: before.pinned === true });
  if (replaced) auditOf(ctx).add({ action: 'overwrite-snapshot', by: o.by, space: spaceOf(ctx), target: name, ...(forced ? { forced: before.owner } : {}) });
  return { ...infoOf(ctx, name, await fsp.stat(file)), replaced };
}

/** Pins a saved snapshot (a reproduction's then never expires) or unpins it. */
export async function pinSnapshot(ctx: MockContext, name: string, pinned: boolean, by: Owner | undefined): Promise<SnapshotInfo> {
  refusePreset(name, pinned ? '固定' : '取消固定');
  const file = existingFile(ctx, name);
  if (!file) fail(`快照不存在：${name}`);
  const stat = await fsp.stat(file);
  await writeMeta(ctx, name, { ...readMeta(ctx, name), pinned });
  // The snapshot's own time stays: expiry counts from when it was saved.
  await fsp.utimes(file, stat.atime, stat.mtime);
  auditOf(ctx).add({ action: pinned ? 'pin' : 'unpin', by, space: spaceOf(ctx), target: `快照 ${name}` });
  return infoOf(ctx, name, stat);
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
  const seen = new Set<string>();
  for (const f of names) {
    const name = f.endsWith('.sqlite') ? f.slice(0, -7) : f.endsWith('.json') && !f.endsWith('.meta.json') && !f.endsWith('.journal.json') ? f.slice(0, -5) : '';
    if (!NAME.test(name) || isPreset(name) || seen.has(name)) continue;
    // A name saved again since SQLite has both files for a moment: the SQLite one counts.
    if (f.endsWith('.json') && fs.existsSync(path.join(snapshotDir(ctx), `${name}.sqlite`))) continue;
    seen.add(name);
    try {
      out.push(infoOf(ctx, name, await fsp.stat(path.join(snapshotDir(ctx), f)), f.endsWith('.json')));
    } catch {
      // removed meanwhile
    }
  }
  return out.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : a.name.localeCompare(b.name)));
}

/**
 * Replaces the data with a snapshot or a preset, without a restart: timers and payment tickets of the old data
 * are dropped (scenarios, captchas and sessions stay). Answers once data.sqlite holds the restored data (one transaction). Reading
 * the file (or building the preset) is the only wait; the swap itself is synchronous, so a write racing a
 * restore lands wholly before it (and is replaced with everything else) or wholly after it, on the restored data.
 * `createMockApp` builds the throwaway mock a preset is made on (presets.ts).
 */
export async function restoreSnapshot(ctx: MockContext, name: string, createMockApp: MockFactory): Promise<{ name: string; ms: number; goodsCount: number }> {
  const started = performance.now();
  let data: { file: string } | { data: Db; meta?: FileMeta } | { seedGoods: number };
  if (isPreset(name)) {
    try {
      data = await buildPreset(ctx, name, createMockApp);
    } catch (err) {
      ctx.opts.log(`[snapshot] 预置快照 ${name} 生成失败：${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      fail(`预置快照 ${name} 生成失败：${err instanceof Error ? err.message : String(err)}`);
    }
  } else {
    data = readSnapshot(ctx, name);
  }
  // The old data's jobs go with it; the restored data brings its own (its install re-arms the job timer: scheduler.ts).
  ctx.tickets.clear();
  if ('seedGoods' in data) ctx.store.reseed(data.seedGoods, name);
  else ctx.store.restore(data, name);
  return { name, ms: Math.round(performance.now() - started), goodsCount: ctx.opts.goodsCount };
}

/** A saved snapshot's file (or an old-format one's data), or a Chinese failure saying why it cannot be restored (its file is left as it is). */
function readSnapshot(ctx: MockContext, name: string): { file: string } | { data: Db; meta?: FileMeta } {
  const file = existingFile(ctx, name);
  if (!file) fail(`快照不存在：${name}`);
  if (file.endsWith('.json')) {
    const decoded = ctx.store.decodeLegacy(fs.readFileSync(file, 'utf8'));
    if ('reason' in decoded) fail(`快照 ${name} 不能恢复：${decoded.reason}（旧格式快照，文件已保留）`);
    return decoded;
  }
  try {
    // Opened (and migrated to this schema) here, so a file that cannot be used is refused before the data is touched.
    if (!readFileMeta(file)) fail(`快照 ${name} 不能恢复：文件中没有数据来源信息`);
    return { file };
  } catch (err) {
    fail(`快照 ${name} 不能恢复：${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Deletes a saved snapshot (another tester's only with ?force=1) and its sidecars. */
export async function deleteSnapshot(ctx: MockContext, name: string, by?: Owner, force = false): Promise<void> {
  refusePreset(name, '删除');
  if (!existingFile(ctx, name)) fail(`快照不存在：${name}`);
  const { owner } = readMeta(ctx, name);
  const forced = guardOwner(owner, by, force, `快照「${name}」`, '删除');
  await removeSnapshotFiles(ctx, name);
  auditOf(ctx).add({ action: 'delete-snapshot', by, space: spaceOf(ctx), target: name, ...(forced ? { forced: owner } : {}) });
}

async function removeSnapshotFiles(ctx: MockContext, name: string): Promise<void> {
  const file = fileOf(ctx, name);
  removeDataFile(file);
  await fsp.rm(legacyFileOf(ctx, name), { force: true });
  await fsp.rm(metaFile(ctx, name), { force: true });
  await fsp.rm(journalFile(ctx, name), { force: true });
  await syncDir(path.dirname(file));
}

/** Removes the reproduction snapshots saved longer than MOCK_EXPIRE_DAYS ago and not pinned; answers their names. */
export async function expireSnapshots(ctx: MockContext, now: number): Promise<string[]> {
  if (ctx.opts.expireMs <= 0) return [];
  const gone: string[] = [];
  for (const s of await savedSnapshots(ctx)) {
    const file = existingFile(ctx, s.name);
    if (!file) continue;
    const mtime = (await fsp.stat(file)).mtimeMs;
    if (!s.repro || s.pinned || now - mtime < ctx.opts.expireMs) continue;
    await removeSnapshotFiles(ctx, s.name);
    auditOf(ctx).add({ action: 'expire-snapshot', who: '到期清理', space: spaceOf(ctx), target: s.name });
    gone.push(s.name);
  }
  return gone;
}
