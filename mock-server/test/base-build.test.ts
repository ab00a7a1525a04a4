// A base is built once per seed and goods count (persist/base.ts). From WRITER_THREAD_GOODS goods its rows are
// written on a thread of their own while the seed goes on, and the whole build runs in a process of its own: the
// file must be the same as one written on the seed's own thread, and a writer or a build that fails must fail it
// with its reason, not hang it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBase, type BaseSpec } from '../persist/base.ts';
import { BulkWriter, goodsBatch, goodsValues, openDataFile, readDb, readMeta } from '../persist/sqlite.ts';
import { createSeedDb } from '../lib/fixtures.ts';
import type { Db } from '../lib/fixtures.ts';
import { tempDir } from './helpers.ts';

// Two of the seed's goods slices and a bit: the writer gets more than one batch.
const SPEC: BaseSpec = { seed: 20261121, goodsCount: 4500, now: Date.UTC(2026, 10, 21) };

function contentOf(file: string) {
  const db = openDataFile(file);
  try {
    const text = db.prepare('SELECT id, kw, kw_title_end, kw_attrs FROM goods_text ORDER BY id').all();
    const indexes = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY name").all();
    const { page_size: pageSize } = db.prepare('PRAGMA page_size').get() as { page_size: number };
    // The list's columns are what the document says (the mock writes both).
    const { n: columnsOff } = db.prepare(`SELECT COUNT(*) AS n FROM goods WHERE game_id IS NOT doc ->> '$.gameId'
      OR sale_state IS NOT doc ->> '$.saleState' OR price IS NOT doc ->> '$.newPrice' OR listed_at IS NOT doc ->> '$.recoveryTime'
      OR seller_id IS NOT doc ->> '$.createId'
      OR featured IS NOT (coalesce(doc ->> '$.isTop', 0) OR coalesce(doc ->> '$.isOnSpecialOffer', 0))`).get() as { n: number };
    expect(columnsOff).toBe(0);
    const data = readDb(db);
    return { goods: data.goods.length, data: JSON.stringify(data), meta: readMeta(db), text: JSON.stringify(text), indexes, pageSize };
  } finally {
    db.close();
  }
}

describe('building the seeded base', () => {
  it('writes the same file on the writing thread as on the seed’s own thread', () => {
    const threaded = loadBase(tempDir(), { ...SPEC, writerThread: true }, true);
    const local = loadBase(tempDir(), { ...SPEC, writerThread: false }, true);
    expect(threaded.built && local.built).toBe(true);
    const a = contentOf(threaded.file ?? '');
    const b = contentOf(local.file ?? '');
    expect(a.goods).toBe(SPEC.goodsCount);
    expect(a.indexes.length).toBeGreaterThan(5);
    expect(a.pageSize).toBe(16384);
    expect(a).toEqual(b);
    // Used again, not rebuilt.
    expect(loadBase(path.dirname(path.dirname(threaded.file ?? '')), { ...SPEC, writerThread: true }, true).built).toBe(false);
    // Two builds of a seed: ≈ 1.5 s on a quiet machine, several times that beside the rest of the suite.
  }, 60_000);

  it('built in a process of its own, the file is the same, and the seed’s rows never enter this process’s heap', () => {
    const heapBefore = process.memoryUsage().heapTotal;
    const apart = loadBase(tempDir(), { ...SPEC, goodsCount: 30_000, ownProcess: true }, true);
    // A seed of 30 000 goods here grows the heap by ≈ 150 MB, which V8 keeps (the RSS a first start used to keep).
    expect(process.memoryUsage().heapTotal - heapBefore).toBeLessThan(20 * 1024 * 1024);
    expect(contentOf(apart.file ?? '').goods).toBe(30_000);
    const small = loadBase(tempDir(), { ...SPEC, ownProcess: true }, true);
    expect(contentOf(small.file ?? '')).toEqual(contentOf(loadBase(tempDir(), { ...SPEC, ownProcess: false }, true).file ?? ''));
  }, 60_000);

  it('a build in its own process that fails says why and leaves no file', () => {
    const dir = tempDir();
    // An impossible goods count: the seed refuses it in the building process.
    expect(() => loadBase(dir, { ...SPEC, goodsCount: 0.5, ownProcess: true }, true)).toThrow(/基础数据生成失败：goodsCount must be an integer/);
    expect(fs.readdirSync(path.join(dir, 'base'))).toEqual([]);
  });

  it('fails with the writer’s reason, leaving no file, when the writing thread cannot write', () => {
    const dir = tempDir();
    // A value JSON cannot write (laid over the seed as a recorded dataset would be): the writer fails on it.
    const dataset = { name: 'bad', tables: {}, apply: (db: Db) => Object.assign(db.notices[0] ?? {}, { views: 10n }) };
    expect(() => loadBase(dir, { ...SPEC, dataset, writerThread: true }, true)).toThrow(/基础数据写入失败：.*BigInt/);
    expect(fs.readdirSync(path.join(dir, 'base'))).toEqual([]);
  });

  it('writes the rows once, without a journal, and leaves the file in WAL mode', () => {
    const file = path.join(tempDir(), 'bulk.sqlite');
    const db = openDataFile(file);
    const mode = () => (db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode;
    expect(mode()).toBe('wal');
    const writer = new BulkWriter(db);
    // Not silently left in WAL mode (node:sqlite's defensive mode refuses OFF): the rows would be written twice.
    expect(mode()).toBe('off');
    const { goods, ...rest } = createSeedDb({ seed: SPEC.seed, goodsCount: 200, now: SPEC.now });
    writer.goods(goodsBatch(goods));
    writer.rest(rest, { seed: SPEC.seed, goodsCount: 200, seedNow: SPEC.now, generator: 'test' });
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    writer.finish();
    expect(mode()).toBe('wal');
    expect((db.prepare('SELECT COUNT(*) AS n FROM goods').get() as { n: number }).n).toBe(200);
    // The writer makes the keyword text from the posted fields: the same as a goods written later (goodsValues).
    const text = db.prepare('SELECT id, kw, kw_title_end, kw_attrs FROM goods_text ORDER BY id').all().map((r) => Object.values(r));
    expect(text).toEqual(goods.map((g) => goodsValues(g).text).sort((a, b) => a[0] - b[0]));
    db.close();
  });
});
