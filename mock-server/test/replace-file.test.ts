// A reset or a restore on disk puts the source's file in place of the space's (persist/sqlite.ts replaceDataFile):
// what the old file held only in its WAL must not come back into the new one, the sessions of the moment stay,
// and a copy for a snapshot or a new space (copyDataFile) holds what was committed, WAL included.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyDataFile, openDataFile, readDb, readMeta, replaceDataFile, writeDb } from '../persist/sqlite.ts';
import type { Db } from '../lib/fixtures.ts';
import { tempDir } from './helpers.ts';

const META = { seed: 1, goodsCount: 0, seedNow: 0, generator: 'test' };

function dataWith(note: string): Db {
  return { version: 1, notices: [{ noticeId: 1, noticeTitle: note }], sessions: [], goods: [], orders: [] } as unknown as Db;
}

describe('replacing a data file', () => {
  it('takes the source whole, keeps the given sessions, and leaves nothing of the old WAL', () => {
    const dir = tempDir();
    const source = path.join(dir, 'snapshot.sqlite');
    const src = openDataFile(source);
    writeDb(src, dataWith('快照里的公告'), { ...META, seed: 7 });
    src.close();

    const file = path.join(dir, 'data.sqlite');
    const db = openDataFile(file);
    writeDb(db, dataWith('替换前的公告'), META);
    // A committed change still in the WAL only (no checkpoint): it belongs to the old data.
    db.exec("UPDATE rows SET doc = json_set(doc, '$.noticeTitle', '只在 WAL 里') WHERE tbl = 'notices'");
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(0);

    const session = { token: 't-1', userId: 9, expiresAt: 1 };
    const next = replaceDataFile(db, file, source, [session]);
    try {
      const data = readDb(next) as unknown as { notices: { noticeTitle: string }[]; sessions: unknown[] };
      expect(data.notices.map((n) => n.noticeTitle)).toEqual(['快照里的公告']);
      expect(data.sessions).toEqual([session]);
      expect(readMeta(next)?.seed).toBe(7);
    } finally {
      next.close();
    }
    // The source is untouched, and no temporary file is left beside the data.
    const again = openDataFile(source);
    expect((readDb(again) as unknown as { sessions: unknown[] }).sessions).toEqual([]);
    again.close();
    expect(fs.readdirSync(dir).filter((f) => f.includes('.restoring'))).toEqual([]);
  });

  it('a copy holds what was committed, also what is still in the WAL, and no sessions when asked', () => {
    const dir = tempDir();
    const file = path.join(dir, 'data.sqlite');
    const db = openDataFile(file);
    writeDb(db, { ...dataWith('提交过的公告'), sessions: [{ token: 't-2', userId: 1, expiresAt: 1 }] } as unknown as Db, META);
    db.exec("UPDATE rows SET doc = json_set(doc, '$.noticeTitle', 'WAL 里的改动') WHERE tbl = 'notices'");
    const to = path.join(dir, 'copy.sqlite');
    copyDataFile(db, to, { sessions: false });
    db.close();
    const copy = openDataFile(to);
    try {
      const data = readDb(copy) as unknown as { notices: { noticeTitle: string }[]; sessions: unknown[] };
      expect(data.notices.map((n) => n.noticeTitle)).toEqual(['WAL 里的改动']);
      expect(data.sessions).toEqual([]);
    } finally {
      copy.close();
    }
    expect(fs.existsSync(`${to}-wal`)).toBe(false);
  });
});
