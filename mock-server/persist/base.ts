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
import type { Db } from '../lib/fixtures.ts';
import { createSeedDb, DB_VERSION } from '../lib/fixtures.ts';
import { bulkWrite, openDataFile, readFileMeta, removeDataFile, syncDirSync, writeDb, type FileMeta } from './sqlite.ts';

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
}

function baseFile(sharedDir: string, spec: BaseSpec): string {
  const ds = spec.dataset ? `-${spec.dataset.name}` : '';
  return path.join(sharedDir, 'base', `${generatorId(spec.dataset)}-s${spec.seed}-g${spec.goodsCount}${ds}.sqlite`);
}

function seeded(spec: BaseSpec): Db {
  const db = createSeedDb({ seed: spec.seed, goodsCount: spec.goodsCount, now: spec.now });
  spec.dataset?.apply(db);
  return db;
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
  const data = seeded(spec);
  const meta = metaOf(spec, spec.now);
  if (!write) return { meta, data, ms: Math.round(performance.now() - started), built: true };
  const tmp = `${file}.${process.pid}.building`;
  removeDataFile(tmp);
  const db = openDataFile(tmp);
  try {
    bulkWrite(db, () => writeDb(db, data, meta));
    db.exec('PRAGMA journal_mode = WAL');
    db.close();
    // The built file is whole and nobody else has it open: synced and renamed into place, not copied.
    const fd = fs.openSync(tmp, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
    syncDirSync(path.dirname(file));
  } catch (err) {
    if (db.isOpen) db.close();
    removeDataFile(tmp);
    throw err;
  }
  return { meta, ms: Math.round(performance.now() - started), built: true, file };
}
