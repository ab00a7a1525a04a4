// GET /web/goods/suggest?keyword= (extension): games and hot words matching what is typed; bad input → a Chinese msg.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsSuggestions } from '../../src/contract/types.ts';
import { HOT_SEARCH_WORDS } from '../lib/fixtures.ts';
import { startTestMock, type TestMock } from './helpers.ts';

let mock: TestMock;
beforeAll(async () => { mock = await startTestMock(); });
afterAll(() => mock.close());

const suggest = async (keyword?: string) => (await mock.client.get('/web/goods/suggest', keyword === undefined ? {} : { keyword })).body;

describe('GET /web/goods/suggest', () => {
  it('answers the games whose name holds the keyword, with their 在售, and the matching hot words', async () => {
    const body = await suggest('王者');
    expect(body.code).toBe(200);
    const data = body.data as GoodsSuggestions;
    expect(data.games.map((g) => g.name)).toEqual(['王者荣耀']);
    const game = mock.store.db.games.find((g) => g.name === '王者荣耀')!;
    expect(data.games[0]).toEqual({ id: game.id, name: '王者荣耀', goodsCount: game.goodsCount });
    expect(data.words).toEqual(HOT_SEARCH_WORDS.filter((w) => w.includes('王者')).slice(0, 6));
  });

  it('ignores case and spaces, caps the lists, and answers empty lists when nothing matches', async () => {
    const word = HOT_SEARCH_WORDS[0];
    expect(((await suggest(` ${word.toUpperCase()} `)).data as GoodsSuggestions).words).toContain(word);
    const none = (await suggest('没有这样的游戏xyz')).data as GoodsSuggestions;
    expect(none).toEqual({ games: [], words: [] });
    const many = (await suggest('a')).data as GoodsSuggestions;
    expect(many.games.length).toBeLessThanOrEqual(5);
    expect(many.words.length).toBeLessThanOrEqual(6);
  });

  it('refuses a missing, blank or too long keyword with a Chinese msg', async () => {
    for (const [keyword, msg] of [[undefined, '关键词（keyword）不能为空'], ['   ', '关键词（keyword）不能为空'], ['字'.repeat(31), '关键词（keyword）不能超过 30 个字符']] as const) {
      const body = await suggest(keyword);
      expect(body.code).toBe(500);
      expect(body.msg).toBe(msg);
    }
  });
});
