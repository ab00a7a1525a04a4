// Recorded datasets (npm run mock:record, scripts/mock-record.ts): answers of a backend, scrubbed of personal
// data, under <MOCK_DATA_DIR>/datasets/<name>/. MOCK_DATASET=<name> lays its tables over the seed: a recorded row
// replaces the seeded row with the same id and is added otherwise (tables whose rows have no id — staff, QQ
// groups, social accounts — replace the seeded table whole); fields an answer does not carry (a goods row's
// seller, account details) come from a seeded row, and tables not recorded stay the seed's, so orders, collects
// and the rest keep their references. The result is the store's base (what reset and the data file build on), so
// writes on it work and persist as usual.
import fs from 'node:fs';
import path from 'node:path';
import type { Game, Notice, QQGroup, SocialAccount, StaffAccount, Zhubo } from '../../src/contract/types.ts';
import type { Db, GoodsRow } from '../lib/fixtures.ts';
import { ZhuboType } from '../../src/contract/statuses.ts';

/**
 * How a dataset table is filled: `from` the answer (endpoint key) whose rows it holds; `id` the row's integer id
 * (a recorded row replaces the seeded one with that id), or `replace` for rows without an id: the recorded table
 * replaces the seeded one whole, and `replace` names a text field every row must have; `queries` when the list
 * is asked once per query (the rows of all of them, by id).
 */
export interface DatasetTableSpec {
  from: string;
  id?: string;
  replace?: string;
  queries?: readonly Record<string, string | number>[];
}

/** The collections a dataset may hold. */
export const DATASET_TABLES = {
  goods: { from: 'POST /web/good/allList', id: 'id' },
  games: { from: 'GET /web/game/list', id: 'id' },
  notices: { from: 'GET /web/notice/list', id: 'noticeId' },
  // 主播 and the home page's 轮播图.
  zhubo: { from: 'GET /account/zhubo/list', id: 'id', queries: [{ type: ZhuboType.streamer }, { type: ZhuboType.banner }] },
  // Without type: every staff account (客服验证 checks against all of them).
  staff: { from: 'GET /V2/H5/account', replace: 'name' },
  qqGroups: { from: 'GET /V2/H5/allQQlist', replace: 'qq' },
  social: { from: 'GET /web/social/list', replace: 'name' },
} as const satisfies Record<string, DatasetTableSpec>;

export type DatasetTable = keyof typeof DATASET_TABLES;

/** DATASET_TABLES as entries, each spec widened to DatasetTableSpec. */
export const datasetTableSpecs = (): [DatasetTable, DatasetTableSpec][] =>
  Object.entries(DATASET_TABLES) as [DatasetTable, DatasetTableSpec][];

export interface DatasetTables {
  goods?: Partial<GoodsRow>[];
  games?: Game[];
  notices?: Notice[];
  zhubo?: Zhubo[];
  staff?: StaffAccount[];
  qqGroups?: QQGroup[];
  social?: SocialAccount[];
}

export const DATASET_NAME = /^[\p{L}\p{N}_-]{1,40}$/u;

export function datasetDir(dataDir: string, name: string): string {
  return path.join(dataDir, 'datasets', name);
}

/** The dataset's tables; throws a Chinese message naming the folder when it cannot be used. */
export function readDataset(dataDir: string, name: string): DatasetTables {
  if (!DATASET_NAME.test(name)) throw new Error(`MOCK_DATASET=${name} 无效：名称只能是 1–40 个字母、数字、_、-`);
  const file = path.join(datasetDir(dataDir, name), 'tables.json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    const why = (err as NodeJS.ErrnoException).code === 'ENOENT' ? '不存在（先用 npm run mock:record 录制）' : '不是完整的 JSON';
    throw new Error(`录制数据集 ${name} 不可用：${file} ${why}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`录制数据集 ${name} 不可用：${file} 格式不符`);
  const out: DatasetTables = {};
  for (const [table, spec] of datasetTableSpecs()) {
    const rows = (parsed as Record<string, unknown>)[table];
    if (rows === undefined) continue;
    const good = (r: unknown) => {
      if (!r || typeof r !== 'object' || Array.isArray(r)) return false;
      const row = r as Record<string, unknown>;
      return spec.id ? Number.isInteger(row[spec.id]) : typeof row[spec.replace ?? ''] === 'string';
    };
    const ok = Array.isArray(rows) && rows.every(good);
    if (!ok) {
      const want = spec.id ? `带整数 ${spec.id} ` : `带文字 ${spec.replace} `;
      throw new Error(`录制数据集 ${name} 不可用：${table} 应为${want}的行数组`);
    }
    (out as Record<string, unknown>)[table] = rows;
  }
  return out;
}

/** Recorded rows over a seeded db (changed in place): same id replaced, new ids added in id order. */
export function applyDataset(db: Db, tables: DatasetTables): void {
  const upsert = <T extends object>(rows: T[], recorded: Partial<T>[] | undefined, key: keyof T, table: string, base: (row: Partial<T>) => T | undefined) => {
    if (!recorded?.length) return;
    const at = new Map(rows.map((r, i) => [r[key] as unknown as number, i]));
    for (const rec of recorded) {
      const id = rec[key] as unknown as number;
      const i = at.get(id);
      const template = i === undefined ? base(rec) : rows[i];
      const row = { ...template, ...structuredClone(rec) } as T;
      if (i === undefined) {
        at.set(id, rows.length);
        rows.push(row);
      } else {
        rows[i] = row;
      }
    }
    rows.sort((a, b) => (a[key] as unknown as number) - (b[key] as unknown as number));
    const max = Math.max(...rows.map((r) => r[key] as unknown as number));
    db.nextId[table] = Math.max(db.nextId[table] ?? 0, max + 1);
  };
  // A goods row new to the seed borrows its seller and account details from a seeded goods of the same game.
  upsert(db.goods, tables.goods, 'id', 'goods', (rec) => {
    const like = db.goods.find((g) => g.gameId === rec.gameId) ?? db.goods[0];
    return like && structuredClone(like);
  });
  upsert(db.games, tables.games, 'id', 'games', () => undefined);
  upsert(db.notices, tables.notices, 'noticeId', 'notices', () => undefined);
  upsert(db.zhubo, tables.zhubo, 'id', 'zhubo', () => undefined);
  // No id to match seeded rows by: a recorded table is the whole table (an empty recording keeps the seed's).
  if (tables.staff?.length) db.staff = structuredClone(tables.staff);
  if (tables.qqGroups?.length) db.qqGroups = structuredClone(tables.qqGroups);
  if (tables.social?.length) db.social = structuredClone(tables.social);
}
