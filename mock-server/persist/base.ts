// The seeded base: what a new space, a reset and `goods-100k` start from. Built once per (seed generator, seed,
// goods count, dataset) into <sharedDir>/base/<key>.sqlite and reused by every start, space and reset after it —
// faker runs once, not per start (at 100 000 goods it took 1.2 s of CPU, at 1 000 000 over 10 s).
//
// The generator id is a hash of the seed's source (fixtures/) and the dataset's content: a changed fixture makes
// a new base for new spaces and resets, and existing files keep their data; the store tells when a file was
// made by an older generator (Store.origin.staleBase), so a tester knows new seed rows are not in it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import type { Db } from '../lib/fixtures.ts';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { GoodsRow } from '../lib/fixtures.ts';
import { createSeedDb, DB_VERSION, GOODS_SLICE } from '../lib/fixtures.ts';
import { WRITER, type BaseWriterData, type BaseWriterMessage } from './base-writer.ts';
import { withBuildHeap } from '../lib/heap.ts';
import { renameIntoPlace } from './atomic.ts';
import { BulkWriter, goodsBatch, openDataFile, readFileMeta, removeDataFile, type FileMeta } from './sqlite.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));

let generatorHash: string | undefined;

/** Hash of the seed generator's source files (tests excluded), read once per process. */
function sourceHash(): string {
  if (generatorHash) return generatorHash;
  const h = crypto.createHash('sha1').update(`db${DB_VERSION}`);
  const files = (fs.readdirSync(FIXTURES, { recursive: true, encoding: 'utf8' }))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  for (const f of files) h.update(f).update(fs.readFileSync(path.join(FIXTURES, f)));
  generatorHash = h.digest('hex').slice(0, 12);
  return generatorHash;
}

/** The generator a base is made by: the seed's source, and the dataset laid over it. */
export function generatorId(dataset?: { name: string; tables: unknown }): string {
  if (!dataset) return sourceHash();
  return `${sourceHash()}-${crypto.createHash('sha1').update(JSON.stringify(dataset.tables)).digest('hex').slice(0, 8)}`;
}

export interface BaseSpec {
  seed: number;
  goodsCount: number;
  /** The `now` to seed with when the base is built. */
  now: number;
  dataset?: { name: string; tables: unknown; apply: (db: Db) => void };
  /** Whether the goods are written on a thread of their own; by default from WRITER_THREAD_GOODS up (tests force it). */
  writerThread?: boolean;
  /**
   * Whether the whole build (the seed, and the writing thread it starts) runs in a process of its own, so the seed's
   * rows never enter this process's heap; by default from WRITER_THREAD_GOODS up without a dataset (a dataset is
   * laid over by `apply`, which another process cannot be given). Tests force it.
   */
  ownProcess?: boolean;
}

function baseFile(sharedDir: string, spec: BaseSpec): string {
  const ds = spec.dataset ? `-${spec.dataset.name}` : '';
  return path.join(sharedDir, 'base', `${generatorId(spec.dataset)}-s${spec.seed}-g${spec.goodsCount}${ds}.sqlite`);
}

function seeded(spec: BaseSpec, onGoods?: (rows: readonly GoodsRow[]) => void): Db {
  // A dataset's rows replace seeded goods after the seed: then the goods are final only at the end.
  const db = createSeedDb({ seed: spec.seed, goodsCount: spec.goodsCount, now: spec.now, ...(spec.dataset ? {} : { onGoods }) });
  spec.dataset?.apply(db);
  return db;
}

/**
 * From this many goods a base is written on a thread of its own while the seed goes on (below, the thread's start
 * costs more than it saves), and the whole build runs in a process of its own (buildInProcess): a first start at
 * 100 000 goods kept ≈ 780 MB of RSS when the seed ran in the serving process (V8 keeps the heap it grew).
 */
export const WRITER_THREAD_GOODS = 50_000;
/** Goods batches the seed may be ahead of the writing thread (each ≈ 6 MB queued). */
const MAX_QUEUED = 8;
/** A writing thread that writes nothing for this long is taken for dead (its start failed, or it crashed). */
const WRITER_SILENT_MS = 120_000;

/** Where a base's rows go: written here, or posted to the writing thread. finish() returns once the file is whole. */
interface BaseSink {
  goods(rows: readonly GoodsRow[]): void;
  rest(data: Partial<Db>, meta: FileMeta): void;
  finish(): void;
  abort(): void;
}

function localSink(file: string): BaseSink {
  const db = openDataFile(file);
  const writer = new BulkWriter(db);
  return {
    goods: (rows) => writer.goods(goodsBatch(rows)),
    rest: (data, meta) => writer.rest(data, meta),
    finish: () => {
      writer.finish();
      db.close();
    },
    abort: () => db.close(),
  };
}

/**
 * The writing thread (persist/base-writer.ts). The caller's thread makes the batches (the rows' JSON) and waits
 * for the writer with Atomics.wait, so the build stays one synchronous call, as the store expects of it.
 */
function threadSink(file: string): BaseSink {
  const state = new Int32Array(new SharedArrayBuffer(8));
  const { port1, port2 } = new MessageChannel();
  const data: BaseWriterData = { baseWriter: true, file, state: state.buffer as SharedArrayBuffer, port: port2 };
  const worker = new Worker(new URL('./base-writer.ts', import.meta.url), { workerData: data, transferList: [port2] });
  worker.unref();
  let posted = 0;
  const post = (m: BaseWriterMessage) => {
    if (Atomics.load(state, 0) !== WRITER.running) failed();
    port1.postMessage(m);
  };
  /** Waits until `ready()`, or throws when the writer failed or went silent. */
  const waitFor = (slot: number, ready: () => boolean) => {
    let last = Atomics.load(state, slot);
    let since = performance.now();
    while (!ready()) {
      if (Atomics.load(state, 0) === WRITER.failed) failed();
      Atomics.wait(state, slot, last, 1000);
      const now = Atomics.load(state, slot);
      if (now !== last) {
        last = now;
        since = performance.now();
      } else if (performance.now() - since > WRITER_SILENT_MS) {
        throw new Error(`基础数据写入线程 ${WRITER_SILENT_MS / 1000} 秒无进展：${file}`);
      }
    }
  };
  const failed = (): never => {
    const why = receiveMessageOnPort(port1)?.message as string | undefined;
    throw new Error(`基础数据写入失败：${why ?? '写入线程已退出'}（${file}）`);
  };
  return {
    goods: (rows) => {
      post({ goods: goodsBatch(rows) });
      posted++;
      waitFor(1, () => posted - Atomics.load(state, 1) <= MAX_QUEUED);
    },
    rest: (rest, meta) => post({ rest, meta }),
    finish: () => {
      post({ finish: true });
      waitFor(0, () => Atomics.load(state, 0) !== WRITER.running);
      if (Atomics.load(state, 0) === WRITER.failed) failed();
      port1.close();
    },
    abort: () => {
      port1.close();
      void worker.terminate();
    },
  };
}

/** The building process's exit codes (base-build-process.ts). */
export const BUILD_EXIT = { built: 0, failed: 1 } as const;

/**
 * Builds the base in a process of its own (never with a dataset: see BaseSpec.ownProcess) and waits for it (spawnSync: the build stays one synchronous call). The
 * seed's rows (≈ 2 GB at 1 000 000 goods) live and die with that process: a thread's heap is not given back to the
 * OS when the thread ends (a worker that made 3 000 000 small objects left ≈ 470 MB of RSS after its exit here).
 */
function buildInProcess(file: string, spec: BaseSpec, meta: FileMeta): void {
  const script = fileURLToPath(new URL('./base-build-process.ts', import.meta.url));
  const run = spawnSync(process.execPath, [script], {
    input: JSON.stringify({ file, spec, meta }), stdio: ['pipe', 'ignore', 'pipe'], encoding: 'utf8',
  });
  if (run.status === BUILD_EXIT.built) return;
  const why = run.stderr.trim().split('\n').at(-1) || run.error?.message || `退出码 ${run.status ?? run.signal}`;
  throw new Error(why.startsWith('基础数据') ? why : `基础数据生成失败：${why}（${file}）`);
}

/** Seeds a base into `file` (new), its goods written while the rest is seeded (also base-build-process.ts's). */
export function buildBase(file: string, spec: BaseSpec, meta: FileMeta): void {
  const sink = (spec.writerThread ?? spec.goodsCount >= WRITER_THREAD_GOODS) ? threadSink(file) : localSink(file);
  try {
    let streamed = false;
    const { goods, ...rest } = seeded(spec, (rows) => {
      streamed = true;
      sink.goods(rows);
    });
    if (!streamed) for (let i = 0; i < goods.length; i += GOODS_SLICE) sink.goods(goods.slice(i, i + GOODS_SLICE));
    sink.rest(rest, meta);
    sink.finish();
  } catch (err) {
    sink.abort();
    throw err;
  }
}

function metaOf(spec: BaseSpec, seedNow: number): FileMeta {
  return {
    seed: spec.seed, goodsCount: spec.goodsCount, seedNow, generator: generatorId(spec.dataset),
    ...(spec.dataset ? { dataset: spec.dataset.name } : {}),
  };
}

/**
 * The base: its file (built into it first when missing — once: a temp file renamed, so two processes racing build
 * it twice at worst and never read half of one) and meta; nothing of it is read into memory. Without `write`
 * (persist off) nothing is written: an existing base file is used, else the seed's data in memory is answered.
 */
export function loadBase(sharedDir: string, spec: BaseSpec, write: boolean): { meta: FileMeta; ms: number; built: boolean; file?: string; data?: Db } {
  const started = performance.now();
  const file = baseFile(sharedDir, spec);
  if (fs.existsSync(file)) {
    try {
      const meta = readFileMeta(file);
      if (meta) return { meta, ms: Math.round(performance.now() - started), built: false, file };
    } catch {
      // A damaged base is rebuilt below: it holds nothing but the seed.
    }
  }
  const meta = metaOf(spec, spec.now);
  if (!write) return { meta, data: withBuildHeap(() => seeded(spec)), ms: Math.round(performance.now() - started), built: true };
  const tmp = `${file}.${process.pid}.building`;
  removeDataFile(tmp);
  try {
    if (!spec.dataset && (spec.ownProcess ?? spec.goodsCount >= WRITER_THREAD_GOODS)) buildInProcess(tmp, spec, meta);
    else withBuildHeap(() => buildBase(tmp, spec, meta));
    // The built file is whole and nobody else has it open: renamed into place, not copied, and synced after (a
    // base torn by a power loss is rebuilt above: it holds nothing but the seed).
    renameIntoPlace(tmp, file);
  } catch (err) {
    removeDataFile(tmp);
    throw err;
  }
  return { meta, ms: Math.round(performance.now() - started), built: true, file };
}
