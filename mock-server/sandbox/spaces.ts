// Data spaces: one mock, many worlds. A space is a whole mock app (app.ts createMockApp, which server.ts hands in:
// the sandbox never imports app.ts) with its own data folder
// <MOCK_DATA_DIR>/spaces/<name>/ — its own data.sqlite (and so its own durability: an answer leaves once its change
// is on disk), sessions, timers, scenarios and request log. The shared space is the app the mock always had, on
// <MOCK_DATA_DIR> itself. A request names its space in `X-Mock-Space: <name>` (percent-encoded, or raw UTF-8
// from curl); no header is the shared space. Links the mock builds for the browser (the cashier page) carry it
// in their path instead (/__space/<name>/…), since a navigation sends no header.
//
// The front app (front.ts) sits before the spaces: CORS, the control key (MOCK_CONTROL_KEY as X-Mock-Key on /__mock/*),
// the spaces' own endpoints (/__mock/spaces), reproduction links (opened in a new space), then each request goes
// to its space's app. Snapshots are one library for every space (<MOCK_DATA_DIR>/snapshots), and so are uploads
// (each space's uploads/ links to <MOCK_DATA_DIR>/uploads: an uploaded picture shows in whatever space shows it).
// A space not called for MOCK_SPACE_IDLE_MS (and with no timer or scenario pending) is flushed and dropped from
// memory; its next call loads it again from its folder. A space has an owner (owners.ts): deleting another tester's
// needs ?force=1. A space unused for MOCK_EXPIRE_DAYS is deleted by the sweep (at start, then hourly) unless
// pinned; every delete, expiry and pin is in the audit (audit.ts).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Application, Request, Response } from 'express';
import type { MockOptions } from '../config.ts';
import type { MockContext } from '../context.ts';
import type { Store } from '../data/store.ts';
import { BizError, fail } from '../lib/envelope.ts';
import { formatTime } from '../lib/fixtures.ts';
import { resolveUser, type RouteInfo, type Routes } from '../routes/registry.ts';
import { auditAt, type Audit } from './audit.ts';
import { guardOwner, ownerLabel, type Owner } from './owners.ts';
import { expireSnapshots, restoreSnapshot, snapshotName } from './snapshots.ts';
import { readSpaceMeta, SPACE_META_FILE, writeSpaceMeta, type SpaceMeta } from './space-meta.ts';
import { msgNotFound, SHARED_SPACE, SPACE_NAME, spaceName } from './space-names.ts';

/** At most this many spaces in memory at once: opening one more unloads the least recently used idle one. */
export const MAX_OPEN_SPACES = 16;
/** How long deleting a space waits for its requests in flight before cutting them off. */
const DELETE_WAIT_MS = 2000;
const META_FILE = SPACE_META_FILE;
/** How often the expiry sweep runs (it also runs at start). */
const SWEEP_EVERY_MS = 3_600_000;

/** The routes the front serves itself, listed with each space's own in GET /__mock/routes. */
const FRONT_ROUTES: RouteInfo[] = [
  { method: 'GET', path: '/__mock/spaces', domain: 'control', auth: false, extension: false },
  { method: 'POST', path: '/__mock/spaces', domain: 'control', auth: false, extension: false },
  { method: 'POST', path: '/__mock/spaces/:name/enter', domain: 'control', auth: false, extension: false },
  { method: 'DELETE', path: '/__mock/spaces/:name', domain: 'control', auth: false, extension: false },
  { method: 'POST', path: '/__mock/spaces/:name/pin', domain: 'control', auth: false, extension: false },
  { method: 'GET', path: '/__mock/audit', domain: 'control', auth: false, extension: false },
  { method: 'POST', path: '/__mock/cleanup', domain: 'control', auth: false, extension: false },
];

/** One space's whole app, as app.ts createMockApp builds it (its MockApp). */
export interface SpaceApp {
  app: Application;
  ctx: MockContext;
  store: Store;
  routes: Routes;
  options: MockOptions;
  close(): Promise<void>;
}
/** app.ts createMockApp, handed in by server.ts (as control-sandbox.ts gets it for presets): the way up stays shut. */
export type SpaceFactory = (overrides: Partial<MockOptions>) => SpaceApp;

/** Adds the front's routes to an app's route list (GET /__mock/routes), once. */
function announce(mock: SpaceApp): SpaceApp {
  for (const r of FRONT_ROUTES) if (!mock.routes.list.some((x) => x.method === r.method && x.path === r.path)) mock.routes.list.push(r);
  return mock;
}

export type { SpaceMeta };

export interface SpaceInfo extends Omit<SpaceMeta, 'usedAt'> {
  shared?: true;
  /** In memory now (an idle space is on disk only, loaded again on its next call). */
  open: boolean;
  lastUsedAt: string | null;
  /** Its data file's size. */
  bytes: number;
  /** When the sweep deletes it if nobody uses it; null = never (pinned, the shared space, MOCK_EXPIRE_DAYS=0). */
  expiresAt: string | null;
}

interface OpenSpace {
  name: string;
  mock: SpaceApp;
  lastUsed: number;
  /** Answers not finished yet: an idle unload waits for none, a delete cuts them off. */
  inflight: Set<Response>;
  /** Set while it is being unloaded or deleted. */
  closing?: Promise<void>;
}

export class Spaces {
  readonly root: string;
  private readonly open = new Map<string, OpenSpace>();
  /** Names being created (a second create of the same name is a duplicate, not a race). */
  private readonly creating = new Set<string>();
  private readonly ticker: NodeJS.Timeout;
  private readonly sweeper: NodeJS.Timeout;
  private closed = false;
  readonly audit: Audit;
  /** Spaces being deleted (drop): no call may load them again from their folder meanwhile. */
  private readonly removing = new Set<string>();
  /** Unloads and loads since start (health, bench). */
  readonly counts = { loaded: 0, unloaded: 0 };

  readonly shared: SpaceApp;
  private readonly createMockApp: SpaceFactory;

  constructor(shared: SpaceApp, createMockApp: SpaceFactory) {
    this.shared = shared;
    this.createMockApp = createMockApp;
    this.root = path.join(shared.options.dataDir, 'spaces');
    announce(shared);
    const every = Math.max(200, Math.min(30_000, Math.floor(shared.options.spaceIdleMs / 4)));
    this.ticker = setInterval(() => void this.unloadIdle(), every);
    this.ticker.unref();
    this.audit = auditAt(shared.options.dataDir, shared.options.persist, shared.options.now);
    this.sweeper = setInterval(() => void (shared.options.clusterRole === 'worker' ? undefined : this.sweepExpired().catch(() => undefined)), SWEEP_EVERY_MS);
    this.sweeper.unref();
    // In a team's cluster only the main process sweeps (the folders are the same for all).
    if (shared.options.clusterRole !== 'worker') void this.sweepExpired().catch((err: unknown) => this.options.log(`[空间] 到期清理失败：${err instanceof Error ? err.message : String(err)}`));
  }

  private get options(): MockOptions {
    return this.shared.options;
  }

  private dirOf(name: string): string {
    return path.join(this.root, name);
  }

  /** The options of a space's app: the shared one's, on its own folder, with the process's configured goods count. */
  private optionsOf(name: string): Partial<MockOptions> {
    const o = this.options;
    return {
      ...o, port: 0, dataDir: this.dirOf(name), sharedDir: o.sharedDir ?? o.dataDir, space: name,
      goodsCount: this.shared.store.configuredGoods,
      log: (line) => o.log(`[空间 ${name}] ${line}`),
    };
  }

  /** The names on disk (folders holding a space.json). */
  private names(): string[] {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(this.root, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.filter((e) => e.isDirectory() && SPACE_NAME.test(e.name) && fs.existsSync(path.join(this.root, e.name, META_FILE)))
      .map((e) => e.name);
  }

  exists(name: string): boolean {
    if (this.removing.has(name)) return false;
    if (this.open.has(name)) return true;
    return fs.existsSync(path.join(this.dirOf(name), META_FILE));
  }

  private meta(name: string): SpaceMeta {
    return readSpaceMeta(this.dirOf(name), name);
  }

  /** Its data file's size (0 before the first write). */
  private bytesOf(dir: string): number {
    try {
      return fs.statSync(path.join(dir, 'data.sqlite')).size;
    } catch {
      return 0;
    }
  }

  /** When a space was last used: its last call in memory, else the latest of its last recorded use, last write and creation. */
  private lastUse(name: string, meta: SpaceMeta): number | undefined {
    const o = this.open.get(name);
    if (o) return o.lastUsed;
    let written: number | undefined;
    try {
      written = fs.statSync(path.join(this.dirOf(name), 'data.sqlite')).mtimeMs;
    } catch {
      written = undefined;
    }
    const created = meta.createdAt ? Date.parse(meta.createdAt.replace(' ', 'T') + '+08:00') : NaN;
    const times = [meta.usedAt, written, Number.isFinite(created) ? created : undefined].filter((t): t is number => t !== undefined);
    return times.length ? Math.max(...times) : undefined;
  }

  private expiresAt(meta: SpaceMeta, last: number | undefined): number | null {
    if (meta.pinned || this.options.expireMs <= 0 || last === undefined) return null;
    return last + this.options.expireMs;
  }

  /** The shared space first, then every space, newest first. */
  list(): SpaceInfo[] {
    const spaces = this.names().filter((n) => !this.removing.has(n)).map((name): SpaceInfo => {
      const o = this.open.get(name);
      const { usedAt: _usedAt, ...meta } = this.meta(name);
      const last = this.lastUse(name, meta);
      const expires = this.expiresAt(meta, last);
      return {
        ...meta, open: o !== undefined && !o.closing, lastUsedAt: last === undefined ? null : formatTime(last),
        bytes: this.bytesOf(this.dirOf(name)), expiresAt: expires === null ? null : formatTime(expires),
      };
    }).sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.name.localeCompare(b.name)));
    return [{
      name: SHARED_SPACE, shared: true, createdAt: '', from: 'seed', open: true, lastUsedAt: null,
      bytes: this.bytesOf(this.options.dataDir), expiresAt: null,
    }, ...spaces];
  }

  /** A space's app if it is in memory now (tests, bench); never loads one. */
  loaded(name: string): SpaceApp | undefined {
    const o = this.open.get(name);
    return o && !o.closing ? o.mock : undefined;
  }

  /** How many spaces are in memory now. */
  get openCount(): number {
    return [...this.open.values()].filter((o) => !o.closing).length;
  }

  /** The app of a space, loaded from its folder if it is not in memory; undefined when there is no such space. */
  async acquire(name: string): Promise<OpenSpace | undefined> {
    for (;;) {
      // Being deleted: gone already, even while its folder is still on disk (no call may load it again).
      if (this.removing.has(name)) return undefined;
      const o = this.open.get(name);
      if (o && !o.closing) return o;
      if (o?.closing) {
        await o.closing;
        continue;
      }
      if (this.closed || !fs.existsSync(path.join(this.dirOf(name), META_FILE))) return undefined;
      return this.load(name);
    }
  }

  /** Loads a space from its folder (synchronous: no second load of the same name can start meanwhile). */
  private load(name: string): OpenSpace {
    this.makeRoom();
    const mock = announce(this.createMockApp(this.optionsOf(name)));
    const entry: OpenSpace = { name, mock, lastUsed: Date.now(), inflight: new Set() };
    this.open.set(name, entry);
    this.counts.loaded++;
    return entry;
  }

  /** Keeps at most MAX_OPEN_SPACES in memory: unloads the least recently used one with no request under way. */
  private makeRoom(): void {
    const live = [...this.open.values()].filter((o) => !o.closing);
    if (live.length < MAX_OPEN_SPACES) return;
    const victim = live.filter((o) => o.inflight.size === 0).sort((a, b) => a.lastUsed - b.lastUsed)[0];
    if (victim) void this.unload(victim);
  }

  /** Flushes a space to disk and drops it from memory (its next call loads it again). */
  private unload(o: OpenSpace): Promise<void> {
    o.closing ??= (async () => {
      try {
        if (!this.removing.has(o.name)) await writeSpaceMeta(this.dirOf(o.name), { ...this.meta(o.name), usedAt: o.lastUsed });
        await o.mock.close();
      } catch (err) {
        this.options.log(`[空间 ${o.name}] 卸载时保存失败：${err instanceof Error ? err.message : String(err)}`);
      } finally {
        if (this.open.get(o.name) === o) this.open.delete(o.name);
        this.counts.unloaded++;
      }
    })();
    return o.closing;
  }

  /** Unloads every space idle for MOCK_SPACE_IDLE_MS with nothing pending (a timer or an armed scenario would be lost). */
  async unloadIdle(now = Date.now()): Promise<void> {
    const idle = [...this.open.values()].filter((o) => !o.closing && o.inflight.size === 0
      && now - o.lastUsed >= this.options.spaceIdleMs && !o.mock.ctx.scenarios.armed);
    await Promise.all(idle.map((o) => this.unload(o)));
  }

  /**
   * In a team's cluster, a space just created here is given back at once (written and closed), so whichever
   * process nginx sends its requests to can open it; a single process keeps it.
   */
  async handOver(entry: OpenSpace): Promise<void> {
    if (this.options.clusterRole === undefined) return;
    await this.unload(entry);
  }

  /** Counts a request as under way in a space until its answer is finished (or its connection gone). */
  track(o: OpenSpace, res: Response): void {
    o.inflight.add(res);
    o.lastUsed = Date.now();
    res.once('close', () => {
      o.inflight.delete(res);
      o.lastUsed = Date.now();
    });
  }

  /**
   * Creates a space from the shared space's data (`from` shared), or a snapshot or preset; answered once its data
   * is on disk. A name taken (in any letter case: folders on macOS are case-insensitive) is refused.
   */
  async create(rawName: unknown, rawFrom: unknown, owner: Owner | undefined): Promise<{ entry: OpenSpace; ms: number; from: string }> {
    const started = performance.now();
    const name = spaceName(rawName);
    const from = rawFrom === undefined || rawFrom === null || rawFrom === '' || rawFrom === SHARED_SPACE ? SHARED_SPACE : snapshotName(rawFrom);
    const lower = name.toLowerCase();
    const taken = [...this.names(), ...this.open.keys(), ...this.creating].some((n) => n.toLowerCase() === lower);
    if (taken) fail(`数据空间 ${name} 已存在，请换一个名称（或直接进入它）`);
    if (this.names().length + this.creating.size >= this.options.spacesMax) {
      fail(`数据空间已达上限（${this.options.spacesMax} 个，MOCK_SPACES_MAX）：请先删除不用的空间`);
    }
    this.creating.add(name);
    const dir = this.dirOf(name);
    let entry: OpenSpace | undefined;
    try {
      await fsp.rm(dir, { recursive: true, force: true });
      await fsp.mkdir(dir, { recursive: true });
      await this.linkUploads(dir);
      // From the shared data: a copy of its file (no sessions: a token belongs to its space) is the new space's.
      if (from === SHARED_SPACE) this.shared.store.exportTo(path.join(dir, 'data.sqlite'), { sessions: false });
      this.makeRoom();
      const mock = announce(this.createMockApp(this.optionsOf(name)));
      entry = { name, mock, lastUsed: Date.now(), inflight: new Set() };
      if (from !== SHARED_SPACE) await restoreSnapshot(mock.ctx, from, this.createMockApp);
      const meta: SpaceMeta = { name, createdAt: formatTime(Date.now()), from, ...(owner ? { owner } : {}) };
      await writeSpaceMeta(dir, meta);
      this.open.set(name, entry);
      this.counts.loaded++;
      return { entry, ms: Math.round(performance.now() - started), from };
    } catch (err) {
      if (entry) await entry.mock.close().catch(() => undefined);
      await fsp.rm(dir, { recursive: true, force: true }).catch(() => undefined);
      throw err;
    } finally {
      this.creating.delete(name);
    }
  }

  /** uploads/ of a space is the shared uploads folder (a link), so pictures show in every space. */
  private async linkUploads(dir: string): Promise<void> {
    const target = path.join(this.options.sharedDir ?? this.options.dataDir, 'uploads');
    await fsp.mkdir(target, { recursive: true });
    const link = path.join(dir, 'uploads');
    await fsp.symlink(process.platform === 'win32' ? target : path.relative(dir, target), link, 'junction');
  }

  /** A free name like `base`, `base-2`, `base-3` … (a reproduction link opened twice). */
  freeName(base: string): string {
    const stem = base.slice(0, 36);
    const taken = new Set([...this.names(), ...this.open.keys(), ...this.creating].map((n) => n.toLowerCase()));
    if (!taken.has(stem.toLowerCase())) return stem;
    for (let i = 2; ; i++) if (!taken.has(`${stem}-${i}`.toLowerCase())) return `${stem}-${i}`;
  }

  /** A space's name from a path parameter, or a Chinese refusal (404 when there is no such space). */
  private existing(raw: unknown, what: string): string {
    const name = typeof raw === 'string' ? raw.trim().normalize('NFC') : '';
    if (name === SHARED_SPACE) fail(`共享空间不能${what}`);
    if (!SPACE_NAME.test(name)) fail('数据空间名称（name）只能包含中文、字母、数字、下划线和短横线，1–40 个字');
    if (!this.exists(name)) throw new BizError(msgNotFound(name), 404, 404);
    return name;
  }

  /**
   * Deletes a space — another tester's only with `force` — and audits it: its requests under way get a moment to
   * finish, then its data folder goes.
   */
  async remove(raw: unknown, by: Owner | undefined, force = false): Promise<{ name: string; forced: boolean }> {
    if (raw === SHARED_SPACE) fail('共享空间不能删除（可以重置它：POST /__mock/reset）');
    const name = this.existing(raw, '删除');
    const { owner } = this.meta(name);
    const forced = guardOwner(owner, by, force, `数据空间「${name}」`, '删除');
    await this.drop(name);
    this.audit.add({ action: 'delete-space', by, space: name, ...(forced ? { forced: owner } : {}) });
    return { name, forced };
  }

  /** Pins a space (it never expires) or unpins it; anyone may pin, and it is audited. */
  async pin(raw: unknown, pinned: boolean, by: Owner | undefined): Promise<SpaceMeta> {
    const name = this.existing(raw, pinned ? '固定' : '取消固定');
    const meta = { ...this.meta(name), pinned };
    await writeSpaceMeta(this.dirOf(name), meta);
    this.audit.add({ action: pinned ? 'pin' : 'unpin', by, space: name });
    return meta;
  }

  /**
   * Deletes every space unused for MOCK_EXPIRE_DAYS and not pinned (none in use now), and the reproduction snapshots
   * as old; answers their names. `now` lets a test look a week ahead.
   */
  async sweepExpired(now = Date.now()): Promise<{ spaces: string[]; snapshots: string[] }> {
    const spaces: string[] = [];
    if (this.options.expireMs > 0 && !this.closed) {
      for (const name of this.names()) {
        const o = this.open.get(name);
        if (this.removing.has(name) || (o && o.inflight.size > 0)) continue;
        const meta = this.meta(name);
        const expires = this.expiresAt(meta, this.lastUse(name, meta));
        if (expires === null || expires > now) continue;
        await this.drop(name);
        this.audit.add({ action: 'expire-space', who: '到期清理', space: name, ...(meta.owner ? { target: `${ownerLabel(meta.owner)} 的空间` } : {}) });
        spaces.push(name);
      }
    }
    const snapshots = await expireSnapshots(this.shared.ctx, now);
    return { spaces, snapshots };
  }

  /** Removes a space from memory and disk (its requests under way get a moment to finish). */
  private async drop(name: string): Promise<void> {
    // From here until its folder is gone, a call for it answers 不存在: between the unload and the removal of the
    // folder a poll of the tester's open page would otherwise load it again from the folder being removed.
    this.removing.add(name);
    try {
      const o = this.open.get(name);
      if (o) {
        const until = Date.now() + DELETE_WAIT_MS;
        while (o.inflight.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
        for (const res of o.inflight) res.destroy();
        await this.unload(o);
      }
      await fsp.rm(this.dirOf(name), { recursive: true, force: true });
    } finally {
      this.removing.delete(name);
    }
  }

  /** The user signed in with the caller's token in the caller's space (`current`; undefined = the shared one), if
   *  any (to sign them in in another). */
  async callerUser(req: Request, current: string | undefined): Promise<number | undefined> {
    const o = current === undefined ? undefined : await this.acquire(current);
    const ctx = current === undefined ? this.shared.ctx : o?.mock.ctx;
    return ctx ? resolveUser(ctx, req)?.userId : undefined;
  }

  /** Stops the idle check and unloads every space (server close). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.ticker);
    clearInterval(this.sweeper);
    await Promise.all([...this.open.values()].map((o) => this.unload(o)));
  }
}
