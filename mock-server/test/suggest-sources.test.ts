// GET /web/goods/suggest's newer sources: the heroes, skins and attribute values of the games' templates, and
// pinyin (full and initials) for games, those names and hot words; the current game's names first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsSuggestions, SuggestTerm } from '../../src/contract/types.ts';
import { goodsSuggestionsSchema } from '../../src/contract/common/answers.ts';
import { startTestMock, type TestMock } from './helpers.ts';

let mock: TestMock;
beforeAll(async () => { mock = await startTestMock(); });
afterAll(() => mock.close());

const suggest = async (keyword: string, gameId?: number) =>
  (await mock.client.get('/web/goods/suggest', gameId === undefined ? { keyword } : { keyword, gameId: String(gameId) })).body.data as GoodsSuggestions;
const terms = async (keyword: string, gameId?: number) => ((await suggest(keyword, gameId)).terms ?? []).map((t) => `${t.kind}:${t.name}:${t.gameName}`);

describe('template names', () => {
  it('a hero: 韩信 first, then the skin naming him; each with its game, attribute and column', async () => {
    const data = await suggest('韩信');
    expect(data.terms?.slice(0, 2)).toEqual<SuggestTerm[]>([
      { kind: 'hero', name: '韩信', gameId: 1, gameName: '王者荣耀', attrName: '限定皮肤', field: 'f5' },
      { kind: 'skin', name: '韩信·白龙吟', gameId: 1, gameName: '王者荣耀', attrName: '限定皮肤', field: 'f5' },
    ]);
    expect(data.games).toEqual([]);
    expect(goodsSuggestionsSchema.safeParse(data).success).toBe(true);
  });

  it('a skin by a part of its name (白龙吟), and by a character of 原神 (a hero attribute)', async () => {
    expect(await terms('白龙吟')).toEqual(['skin:韩信·白龙吟:王者荣耀']);
    expect(await terms('胡桃')).toEqual(['hero:胡桃:原神']);
    // 英雄联盟 writes the skin first, the hero last.
    expect(await terms('李青')).toEqual(['hero:李青:英雄联盟', 'skin:至高之拳 李青:英雄联盟', 'skin:神龙尊者 李青:英雄联盟']);
  });

  it('an attribute value, filterable by its column; the current game (gameId) comes first', async () => {
    const all = await suggest('最强王者');
    expect(all.terms?.map((t) => `${t.gameName}:${t.attrName}:${t.field}`)).toEqual(['王者荣耀:段位:f4', '英雄联盟:段位:f3', '金铲铲之战:段位:f3']);
    expect((await terms('最强王者', 11))[0]).toBe('attr:最强王者:金铲铲之战');
  });

  it('at most 6, and no terms field when nothing matches', async () => {
    expect((await suggest('王者')).terms?.length).toBeLessThanOrEqual(6);
    expect(await suggest('没有这样的英雄xyz')).toEqual({ games: [], words: [] });
  });
});

describe('pinyin', () => {
  it('full pinyin and initials find games: yuan → 原神, wzry → 王者荣耀', async () => {
    expect((await suggest('yuan')).games.map((g) => g.name)).toEqual(['原神']);
    expect((await suggest('wzry')).games.map((g) => g.name)).toEqual(['王者荣耀']);
    expect((await suggest('WZ RY')).games.map((g) => g.name)).toEqual(['王者荣耀']);
  });

  it('and heroes and skins: hanxin, hx → 韩信; bailong → 韩信·白龙吟', async () => {
    expect((await terms('hanxin')).slice(0, 2)).toEqual(['hero:韩信:王者荣耀', 'skin:韩信·白龙吟:王者荣耀']);
    expect(await terms('hx', 1)).toContain('hero:韩信:王者荣耀');
    expect(await terms('bailong')).toContain('skin:韩信·白龙吟:王者荣耀');
  });

  it('and hot words by their initials (wzry → 王者荣耀 无双王者)', async () => {
    expect((await suggest('wzry')).words).toEqual(['王者荣耀 无双王者']);
  });

  it('a name holding the letters ranks above a pinyin match; one letter matches no pinyin of names', async () => {
    expect((await terms('skt'))[0]).toBe('skin:SKT T1 劫:英雄联盟');
    const one = await suggest('h');
    expect(one.terms).toBeUndefined();
    expect(one.games.map((g) => g.name)).toEqual(['和平精英', '火影忍者']);
  });
});
