// The edges of snapshots: writes racing a restore land wholly before it (replaced with everything else) or
// wholly after it, on the restored data — never a half-restored store, never a crash; and kill -9 while a
// snapshot is being written leaves the previous snapshot (or none), never a torn file.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsRow } from '../lib/fixtures.ts';
import { Client, login, sleep, startTestMock, tempDir, TEST_GOODS, type TestMock } from './helpers.ts';
import { kill9, spawnMock, urlOf, type MockProcess } from './process.ts';
import { readDataFile } from '../persist/sqlite.ts';

let mock: TestMock;
let buyer: Client;
let seller: Client;
beforeAll(async () => {
  mock = await startTestMock();
  buyer = await login(mock.client, 'buyer');
  seller = await login(mock.client, 'seller');
});
afterAll(() => mock.close());

const price = async (id: number) => ((await buyer.get(`/web/good/info/${id}`)).body.data as GoodsRow).price;
const collectedIds = async () => ((await buyer.get('/web/goods/collect/list', { pageSize: 100 })).body.rows as { id?: number; goodsId?: number }[])
  .map((r) => r.goodsId ?? r.id);

describe('restore while writes are in flight', () => {
  it('each write lands wholly before the restore or after it; the snapshot is installed whole', async () => {
    const seedPrice6 = await price(6);
    expect((await seller.post('/need/goods/editPrice', { id: 5, price: 1111 })).body.code).toBe(200);
    expect((await mock.client.post('/__mock/snapshots', { name: 'race' })).body.code).toBe(200);
    await seller.post('/need/goods/editPrice', { id: 5, price: 2222 });
    await seller.post('/need/goods/editPrice', { id: 6, price: 2222 });

    // Goods the buyer can open: a few of the seed's are off the shelf (商品不存在或已下架), and whether their
    // favourite was kept could not be read back below.
    const onSale: number[] = [];
    for (let id = 100; onSale.length < 90; id++) if ((await buyer.get(`/web/good/info/${id}`)).body.code === 200) onSale.push(id);
    for (let round = 0; round < 3; round++) {
      const ids = onSale.slice(round * 30, round * 30 + 30);
      // The restore goes out in the middle of the writes.
      const writes = ids.map((id, i) => sleep(i % 10).then(() => buyer.post('/web/goods/collect', { accountId: id })));
      const restored = sleep(3).then(() => mock.client.post('/__mock/snapshots/race/restore'));
      const answers = await Promise.all(writes);
      expect((await restored).body.code).toBe(200);
      // Every write was answered, and answered as a success (a restore refuses nobody).
      for (const a of answers) expect(a.body.code, a.text).toBe(200);
      // The snapshot whole: its price edit, not the later ones.
      expect(await price(5)).toBe(1111);
      expect(await price(6)).toBe(seedPrice6);
      // Of the writes, only those after the restore remain: a suffix in arrival order is not guaranteed
      // (they raced), but each remaining one is one of ours and the store agrees with itself.
      const kept = (await collectedIds()).filter((id) => id !== undefined && id >= 100);
      expect(kept.every((id) => ids.includes(id as number))).toBe(true);
      for (const id of kept) {
        const info = await buyer.get(`/web/good/info/${id}`);
        expect((info.body.data as { collected?: boolean } | undefined)?.collected, `goods ${id}: ${info.text}`).toBe(true);
      }
      await mock.client.post('/__mock/snapshots/race/restore');
    }
    expect((await mock.client.get('/__mock/health')).body.data).toMatchObject({ status: 'ok', dirty: false });
  });
});

describe('kill -9 during a snapshot save', () => {
  it('leaves the previous snapshot or the new one, whole, never a torn file', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'snapshots', 'kill9.sqlite');
    let proc: MockProcess | undefined;
    try {
      for (let round = 0; round < 3; round++) {
        proc = await spawnMock(dir);
        const c = new Client(urlOf(proc));
        const before = fs.existsSync(file) ? fs.readFileSync(file) : undefined;
        // Saves in flight, each a different state (an audit between them), then kill -9 at a random moment.
        const inFlight = Array.from({ length: 10 }, (_, i) => c.post(`/__mock/goods/${11 + (i % 3)}/audit`, { pass: i % 2 === 0 })
          .then(() => c.post('/__mock/snapshots', { name: 'kill9' })).catch(() => undefined));
        await sleep(5 + Math.floor(Math.random() * 40));
        await kill9(proc);
        await Promise.all(inFlight);
        if (!fs.existsSync(file)) {
          expect(before).toBeUndefined();
          continue;
        }
        // Whole: a data file of this seed and size with every goods row (a start from it works: the next round).
        const { data, meta } = readDataFile(file);
        expect(meta).toMatchObject({ goodsCount: TEST_GOODS });
        expect(data.goods.length).toBeGreaterThanOrEqual(TEST_GOODS);
      }
      // And it restores.
      if (fs.existsSync(file)) {
        proc = await spawnMock(dir, { args: ['--snapshot', 'kill9'] });
        const c = new Client(urlOf(proc));
        expect(((await c.get('/__mock/health')).body.data as { dataSource: { reason: string } }).dataSource.reason).toBe('已恢复快照 kill9');
      }
    } finally {
      if (proc) await kill9(proc);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
