// 相关度 (sortRank relevance, ours): with a keyword, the goods holding the words in their title first, then those
// holding them in their attribute values, more such words first, ties in 综合 order; each row says its score.
// The keyword also finds a word that only an attribute value holds (a goods whose description does not spell it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaleState } from '../../src/contract/statuses.ts';
import type { Goods, GoodsFieldKey } from '../../src/contract/types.ts';
import { goodsSchema } from '../../src/contract/common/answers.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { startTestMock, type TestMock } from './helpers.ts';

let mock: TestMock;
beforeAll(async () => { mock = await startTestMock(); });
afterAll(() => mock.close());

const FIELDS = Array.from({ length: 20 }, (_, i) => `f${i + 1}` as GoodsFieldKey);
const featured = (g: GoodsRow) => g.isTop || g.isOnSpecialOffer;
const byTimeDesc = (a: GoodsRow, b: GoodsRow) => (a.recoveryTime < b.recoveryTime ? 1 : a.recoveryTime > b.recoveryTime ? -1 : b.id - a.id);

/** The slow, obvious ranking the index must agree with. */
function oracle(keyWord: string, gameId?: number) {
  const words = keyWord.toLowerCase().split(/\s+/).filter(Boolean);
  const attrs = (g: GoodsRow) => FIELDS.map((f) => g[f] ?? '').join('\n').toLowerCase();
  const listed = mock.store.goods.all().filter((g) => g.saleState === SaleState.listed && (gameId === undefined || g.gameId === gameId));
  const zonghe = [...listed.filter(featured).sort(byTimeDesc), ...listed.filter((g) => !featured(g)).sort(byTimeDesc)];
  const scored = zonghe
    .filter((g) => words.every((w) => [g.title, attrs(g), g.des, g.no, g.gameName].join('\n').toLowerCase().includes(w)))
    .map((g, i) => {
      const inTitle = words.filter((w) => g.title.toLowerCase().includes(w)).length;
      const inAttrs = words.filter((w) => !g.title.toLowerCase().includes(w) && attrs(g).includes(w)).length;
      return { g, i, score: inTitle * 100 + inAttrs };
    })
    .sort((a, b) => b.score - a.score || a.i - b.i);
  return scored;
}

async function list(body: Record<string, unknown>) {
  const res = await mock.client.post('/web/good/allList', body);
  expect(res.body.code, res.text).toBe(200);
  return { rows: res.body.rows as Goods[], total: res.body.total as number };
}

describe('POST /web/good/allList sortRank relevance', () => {
  it('orders title matches first, then attribute matches, more words first, ties in 综合 order, page after page', async () => {
    const want = oracle('王者 韩信');
    expect(want.length).toBeGreaterThan(6);
    // The seed has both kinds: titles holding 韩信 and goods holding him only in their 限定皮肤.
    expect(want.some((x) => x.score >= 100) && want.some((x) => x.score < 100)).toBe(true);
    const got: Goods[] = [];
    for (const pageNum of [1, 2, 3]) {
      const page = await list({ keyWord: '王者 韩信', sortRank: 'relevance', pageNum, pageSize: 3 });
      expect(page.total).toBe(want.length);
      got.push(...page.rows);
    }
    expect(got.map((g) => g.id)).toEqual(want.slice(0, 9).map((x) => x.g.id));
    expect(got.map((g) => g.relevance)).toEqual(want.slice(0, 9).map((x) => x.score));
    // The score is a field of the contract's goods (an extension), not something the shaping lets through by chance.
    for (const g of got) expect(goodsSchema.safeParse(g).success).toBe(true);
    // The same goods as 综合 finds, in another order.
    expect((await list({ keyWord: '王者 韩信', pageSize: 1 })).total).toBe(want.length);
  });

  it('within one game, with other filters', async () => {
    const want = oracle('李白', 1);
    const page = await list({ gameId: 1, keyWord: '李白', sortRank: 'relevance', pageSize: 20 });
    expect(page.rows.map((g) => g.id)).toEqual(want.slice(0, 20).map((x) => x.g.id));
    expect(page.rows[0].title).toContain('李白');
  });

  it('is 综合 without a keyword, and only 相关度 rows carry the score', async () => {
    const plain = await list({ gameId: 2, pageSize: 10 });
    const relevance = await list({ gameId: 2, sortRank: 'relevance', pageSize: 10 });
    expect(relevance.rows.map((g) => g.id)).toEqual(plain.rows.map((g) => g.id));
    expect(relevance.rows.every((g) => g.relevance === undefined)).toBe(true);
    const byPrice = await list({ keyWord: '韩信', sortRank: 'priceasc', pageSize: 10 });
    expect(byPrice.rows.every((g) => g.relevance === undefined)).toBe(true);
    const prices = byPrice.rows.map((g) => g.newPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('finds a word only an attribute value holds, and follows a changed title at once', async () => {
    const g = mock.store.goods.all().find((x) => x.saleState === SaleState.listed && x.gameId === 1 && !x.title.includes('白龙吟')) as GoodsRow;
    mock.store.updateGoods(g, (x) => {
      x.f5 = '韩信·白龙吟';
      x.des = '描述里没有写皮肤';
    });
    const attrOnly = await list({ keyWord: '白龙吟', sortRank: 'relevance', pageSize: 100 });
    const row = attrOnly.rows.find((x) => x.id === g.id);
    expect(row?.relevance).toBe(1);
    expect(attrOnly.rows.map((x) => x.id)).toEqual(oracle('白龙吟').slice(0, 100).map((x) => x.g.id));

    mock.store.updateGoods(g, (x) => { x.title = `白龙吟 ${x.title}`; });
    const titled = await list({ keyWord: '白龙吟', sortRank: 'relevance', pageSize: 100 });
    expect(titled.rows.find((x) => x.id === g.id)?.relevance).toBe(100);
    expect(titled.rows.map((x) => x.id)).toEqual(oracle('白龙吟').slice(0, 100).map((x) => x.g.id));
  });

  it('names relevance among the sorts a bad value is told about', async () => {
    const res = await mock.client.post('/web/good/allList', { sortRank: 'best' });
    expect(res.body).toMatchObject({ code: 500, msg: expect.stringContaining('relevance') });
  });
});
