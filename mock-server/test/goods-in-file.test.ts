// The goods live in the data file, not in memory (data/goods-table.ts): a file of the schema before that (goods
// without their keyword text and indexes) is migrated at open and searched like a new one; a request sees its own
// goods changes before they commit; memory holds a bounded number of goods rows whatever the list walked.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { SaleState } from '../../src/contract/statuses.ts';
import { MIGRATIONS, SCHEMA_VERSION } from '../persist/sqlite.ts';
import { login, startTestMock, tempDir, type TestMock } from './helpers.ts';

const SEARCH = { keyWord: '韩信', sortRank: 'relevance', pageSize: 5 };

describe('goods in the data file', () => {
  const mocks: TestMock[] = [];
  afterAll(async () => {
    for (const m of mocks) await m.close();
  });

  it('a file of schema 1 is migrated at open: its goods keep their changes and are found by keyword as in a new file', async () => {
    const fresh = await startTestMock({ dataDir: tempDir() });
    mocks.push(fresh);
    const expected = (await fresh.client.post('/web/good/allList', SEARCH)).body as { total: number; rows: { id: number; relevance: number }[] };
    expect(expected.total).toBeGreaterThan(0);
    const target = expected.rows[0].id;
    fresh.store.updateGoods(fresh.store.goods.get(target)!, (g) => { g.title = `${g.title} 迁移前改过`; });
    await fresh.store.flushed();

    // The same data written as schema 1 wrote it: goods rows are bare documents, no goods_text, no new indexes.
    const dir = tempDir();
    const old = new DatabaseSync(path.join(dir, 'data.sqlite'));
    old.exec(MIGRATIONS[0] as string);
    old.exec('PRAGMA user_version = 1');
    old.prepare('ATTACH DATABASE ? AS src').run(fresh.store.file);
    old.exec(`INSERT INTO meta SELECT * FROM src.meta; INSERT INTO scalars SELECT * FROM src.scalars;
      INSERT INTO rows SELECT * FROM src.rows; INSERT INTO goods (id, doc) SELECT id, doc FROM src.goods;
      INSERT INTO orders (id, doc) SELECT id, doc FROM src.orders; DETACH DATABASE src;`);
    old.close();

    const migrated = await startTestMock({ dataDir: dir });
    mocks.push(migrated);
    expect(migrated.store.origin.source).toBe('file');
    const check = new DatabaseSync(migrated.store.file, { readOnly: true });
    expect(check.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    check.close();
    const found = (await migrated.client.post('/web/good/allList', SEARCH)).body as typeof expected;
    expect(found.total).toBe(expected.total);
    expect(migrated.store.goods.get(target)?.title).toContain('迁移前改过');
    expect(migrated.store.goods.listedCount()).toBe(fresh.store.goods.listedCount());
  });

  it('a list in the same turn sees a change not yet committed, and a rollback takes it away', async () => {
    const mock = await startTestMock({ dataDir: tempDir() });
    mocks.push(mock);
    const total = async () => ((await mock.client.post('/web/good/allList', { pageSize: 1 })).body as { total: number }).total;
    const before = await total();
    const g = mock.store.goods.all().find((x) => x.saleState === SaleState.listed)!;
    mock.store.updateGoods(g, (row) => { row.saleState = SaleState.unlisted; });
    expect(mock.store.goods.query({ conds: [], tests: [], words: [] }, 'default', 0, 1).total).toBe(before - 1);
    expect(mock.store.goods.listedCount()).toBe(before - 1);
    expect(mock.store.rollbackIfChanged()).toBe(true);
    expect(mock.store.goods.get(g.id)?.saleState).toBe(SaleState.listed);
    expect(await total()).toBe(before);
    expect(mock.store.goods.listedCount()).toBe(before);
  });

  it('a page asked again answers what changed since: a new price moves its goods, a counter shows at once', async () => {
    const mock = await startTestMock({ dataDir: tempDir() });
    mocks.push(mock);
    type Page = { rows: { id: number; newPrice: number; collectNum: number }[] };
    const cheapest = async () => ((await mock.client.post('/web/good/allList', { gameId: 1, sortRank: 'priceasc', pageSize: 3 })).body as Page).rows;
    const first = await cheapest();
    expect(await cheapest()).toEqual(first);

    const g = mock.store.goods.get(first[0].id)!;
    mock.store.updateGoods(g, (row) => { row.newPrice = 9_999_999; });
    await mock.store.flushed();
    const after = await cheapest();
    expect(after.map((r) => r.id)).not.toContain(g.id);
    expect(after[0].id).toBe(first[1].id);

    // A counter changes no list (no revision): the page's ids are reused, its rows read as they are now.
    const shown = mock.store.goods.get(after[0].id)!;
    shown.collectNum += 7;
    mock.store.touchGoods(shown);
    await mock.store.flushed();
    expect((await cheapest())[0].collectNum).toBe(shown.collectNum);
  });

  it('memory keeps a bounded number of goods rows however many pages are read', async () => {
    const mock = await startTestMock({ dataDir: tempDir() });
    mocks.push(mock);
    const buyer = await login(mock.client, 'buyer');
    for (let pageNum = 1; pageNum <= 30; pageNum++) await buyer.post('/web/good/allList', { pageNum, pageSize: 10 });
    const held = (mock.store.goods as unknown as { cache: Map<number, unknown> }).cache.size;
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(256);
  });
});
