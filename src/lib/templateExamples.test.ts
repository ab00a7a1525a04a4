import { describe, expect, it } from 'vitest';
import type { AttributeTemplate } from '@/contract/types.ts';
import { searchPlaceholder, templateExamples, titlePlaceholder } from './templateExamples.ts';

let nextId = 1;
const attr = (fieldName: string, fieldType: AttributeTemplate['fieldType'], options: string[], sort: number): AttributeTemplate => ({
  id: nextId++, gameId: 3, aavName: `f${sort}` as AttributeTemplate['aavName'], fieldName, fieldType,
  childAttributes: options.map((o) => ({ id: nextId++, fieldName: o })), must: false, isSearch: true, isShow: true, sort,
});

// 原神's template as the mock seeds it (fixtures/games.ts), in a shuffled order: the template's sort decides.
const GENSHIN = [
  attr('深渊进度', 'radio', ['11层及以下', '12层未满星', '12层满星'], 5),
  attr('五星武器', 'checkbox', ['护摩之杖', '薙草之稻光'], 3),
  attr('冒险等级', 'number', [], 1),
  attr('五星角色', 'boxradio', ['雷电将军', '胡桃'], 2),
  attr('实名情况', 'radio', ['可二次实名', '不可二次实名'], 6),
];
const KINGS = [attr('贵族等级', 'radio', ['V0', 'V1'], 1), attr('限定皮肤', 'checkbox', ['李白·凤求凰', '孙悟空·地狱火', '貂蝉·仲夏夜之梦'], 2)];

describe('per-game placeholders, from the game’s template', () => {
  it('原神 gets 原神’s names, never 王者荣耀’s', () => {
    expect(templateExamples(GENSHIN)).toEqual(['雷电将军', '护摩之杖']);
    expect(titlePlaceholder(GENSHIN)).toBe('例：雷电将军 护摩之杖');
    expect(searchPlaceholder(GENSHIN)).toBe('如：雷电将军 护摩之杖');
    expect(titlePlaceholder(GENSHIN)).not.toMatch(/贵族|李白|凤求凰|英雄/);
  });

  it('one named choice gives its first options; levels and 实名 never', () => {
    expect(templateExamples(KINGS)).toEqual(['李白·凤求凰', '孙悟空·地狱火']);
    expect(templateExamples(KINGS, 3)).toEqual(['李白·凤求凰', '孙悟空·地狱火', '貂蝉·仲夏夜之梦']);
  });

  it('says what to write when the template names nothing (or is not loaded)', () => {
    expect(titlePlaceholder(undefined)).toBe('写出账号亮点，如段位、稀有皮肤');
    expect(searchPlaceholder([attr('段位', 'radio', ['青铜'], 1)])).toBe('搜索英雄、皮肤等关键词');
  });
});
