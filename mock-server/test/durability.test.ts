// Durability: an answer means the change is committed (SQLite, WAL, synchronous=NORMAL: the transaction is in the
// WAL file before COMMIT returns, which a kill -9 of the process cannot undo). The mock runs as its own process (node, so the
// SIGKILL hits the server itself, not an npx wrapper), concurrent writers record every acknowledged write, the
// process is killed with SIGKILL at a random moment, restarted on the same data folder, and every acknowledged
// write must be there — 5 rounds. Also: the data file and its temp files are private (mode 0600).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { writeAtomic } from '../data/store.ts';
import { readDataFile } from '../persist/sqlite.ts';
import { Client, login, sleep, startTestMock, tempDir } from './helpers.ts';
import { kill9, spawnMock, urlOf } from './process.ts';

const ROUNDS = 5;

/** One writer's view: the last acknowledged value, the one sent but not (yet) answered, the acked ones. */
interface Track<T> {
  acked: T;
  inflight: T | undefined;
  count: number;
  /** Values acknowledged since the last restart (prices only rise, so lost ones are those above the disk's). */
  history: T[];
}

describe('durability under kill -9', () => {
  it(`keeps every acknowledged write across ${ROUNDS} SIGKILLs at random moments`, async () => {
    const dir = tempDir();
    let proc = await spawnMock(dir);
    try {
      const base = new Client(urlOf(proc));
      const seller = await login(base, 'seller');
      const buyer = await login(base, 'buyer');
      const sellerToken = (seller as unknown as { token: string }).token;
      const buyerToken = (buyer as unknown as { token: string }).token;

      // The seller's goods that accept a price edit; goods 200–205 for the buyer's favourites.
      const priceIds: number[] = [];
      for (let id = 1; id <= 30 && priceIds.length < 6; id++) {
        if ((await seller.post('/need/goods/editPrice', { id, price: 100 })).body.code === 200) priceIds.push(id);
      }
      expect(priceIds.length).toBe(6);
      const favIds = [200, 201, 202, 203, 204, 205];
      const prices = new Map<number, Track<number>>(priceIds.map((id) => [id, { acked: 100, inflight: undefined, count: 0, history: [] }]));
      const favs = new Map<number, Track<boolean>>(favIds.map((id) => [id, { acked: false, inflight: undefined, count: 0, history: [] }]));
      const lostPerRound: number[] = [];
      const favsWrong: number[] = [];
      let totalAcked = 0;
      let nextPrice = 101;

      for (let round = 1; round <= ROUNDS; round++) {
        const s = new Client(urlOf(proc), sellerToken);
        const b = new Client(urlOf(proc), buyerToken);
        let stop = false;
        // A writer loops until its connection is refused (the process is gone); a failed request is not acked.
        const priceWriter = async (id: number) => {
          const t = prices.get(id)!;
          while (!stop) {
            const price = nextPrice++;
            t.inflight = price;
            try {
              const res = await s.post('/need/goods/editPrice', { id, price });
              if (res.body.code !== 200) throw new Error(`price edit refused: ${res.text}`);
              t.acked = price;
              t.inflight = undefined;
              t.count++;
              t.history.push(price);
            } catch (err) {
              if (err instanceof Error && err.message.startsWith('price edit refused')) throw err;
              return;
            }
          }
        };
        const favWriter = async (id: number) => {
          const t = favs.get(id)!;
          while (!stop) {
            const want = !t.acked;
            t.inflight = want;
            try {
              const res = await b.post(want ? '/web/goods/collect' : '/web/goods/collect/remove', { accountId: id });
              if (res.body.code !== 200) throw new Error(`favourite refused: ${res.text}`);
              t.acked = want;
              t.inflight = undefined;
              t.count++;
            } catch (err) {
              if (err instanceof Error && err.message.startsWith('favourite refused')) throw err;
              return;
            }
          }
        };
        const counted = () => [...prices.values(), ...favs.values()].reduce((n, t) => n + t.count, 0);
        const before = counted();
        const writers = [...priceIds.map(priceWriter), ...favIds.map(favWriter)];
        await sleep(200 + Math.floor(Math.random() * 600));
        await kill9(proc);
        stop = true;
        await Promise.all(writers);
        totalAcked += counted() - before;

        // The file is whole and private whatever moment the kill hit.
        const file = path.join(dir, 'data.sqlite');
        const opened = new DatabaseSync(file);
        expect(opened.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
        opened.close();
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);

        proc = await spawnMock(dir);
        expect(proc.output()).toContain('（已加载）');
        const check = new Client(urlOf(proc), buyerToken);
        let lost = 0;
        for (const [id, t] of prices) {
          const row = await check.get(`/__mock/db/goods/${id}`);
          const price = (row.body as unknown as { price: number }).price;
          // On disk: the last acknowledged value, or the one whose answer the kill cut off.
          if (price !== t.acked && price !== t.inflight) lost += t.history.filter((p) => p > price).length;
          t.acked = price;
          t.inflight = undefined;
          t.history = [];
        }
        // The buyer's session is durable too: the same token still signs in after the restart.
        const list = await check.get('/web/goods/collect/list', { pageSize: 100 });
        expect(list.body.code).toBe(200);
        const collected = new Set(((list.body.rows ?? []) as { id: number }[]).map((g) => g.id));
        let wrong = 0;
        for (const [id, t] of favs) {
          const on = collected.has(id);
          if (on !== t.acked && on !== t.inflight) wrong++;
          t.acked = on;
          t.inflight = undefined;
        }
        lostPerRound.push(lost);
        favsWrong.push(wrong);
      }
      console.log(`[durability] ${ROUNDS} rounds, ${totalAcked} acknowledged writes, acknowledged price edits lost per round: ${lostPerRound.join(', ')}; `
        + `favourite states wrong per round (of ${favIds.length}): ${favsWrong.join(', ')}`);
      expect(totalAcked).toBeGreaterThan(ROUNDS * 10);
      expect(lostPerRound).toEqual(Array(ROUNDS).fill(0));
      expect(favsWrong).toEqual(Array(ROUNDS).fill(0));
    } catch (err) {
      // A request that dies (connection closed) says nothing of why: the mock's own output does.
      const why = err instanceof Error ? err.stack ?? err.message : String(err);
      throw new Error(`${why}\n--- mock output (exit ${proc.child.exitCode ?? proc.child.signalCode ?? 'running'}) ---\n${proc.output()}`);
    } finally {
      await kill9(proc);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('the data file is private', () => {
  it('data.sqlite is mode 0600, and so is an atomic write\'s temp file before the rename (sidecars)', async () => {
    const mock = await startTestMock();
    try {
      const buyer = await login(mock.client, 'buyer');
      const res = await buyer.post('/web/goods/collect', { accountId: 120 });
      expect(res.body.code).toBe(200);
      // The answer came after the commit: the file is already there.
      const file = path.join(mock.dir, 'data.sqlite');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(readDataFile(file).data.collects).toContainEqual(expect.objectContaining({ goodsId: 120 }));
      expect(fs.readdirSync(mock.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    } finally {
      await mock.close();
    }
    const dir = tempDir();
    const target = path.join(dir, 'db.json');
    fs.writeFileSync(target, '{}', { mode: 0o644 });
    let tempMode = -1;
    await writeAtomic(target, '{"a":1}', (tmp) => { tempMode = fs.statSync(tmp).mode & 0o777; });
    expect(tempMode).toBe(0o600);
    expect(fs.statSync(target).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(target, 'utf8')).toBe('{"a":1}');
  });

  it('concurrent writes: each request is its own transaction, committed before its answer', async () => {
    const mock = await startTestMock();
    try {
      const seller = await login(mock.client, 'seller');
      const before = mock.store.commits;
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => seller.post('/need/goods/editPrice', { id: 1, price: 200 + i })));
      expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill(200));
      expect(mock.store.commits - before).toBe(20);
      expect(mock.store.isDirty).toBe(false);
      const onDisk = readDataFile(path.join(mock.dir, 'data.sqlite')).data;
      expect(onDisk.goods.find((g) => g.id === 1)?.price).toBe(mock.store.goods.get(1)?.price);
    } finally {
      await mock.close();
    }
  });
});
