// The template's names the search box suggests: which options are heroes, skins or attribute values, the hero a
// skin names, and how a typed text ranks against a name (exact, start, inside, pinyin, initials).
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttributeTemplate } from '../../src/contract/types.ts';
import { heroOfSkin, nameRank, templateTerms } from './suggest.ts';
import { loadPinyin } from '../lib/pinyin.ts';

beforeAll(() => loadPinyin());

let nextId = 1;
function template(gameId: number, aavName: AttributeTemplate['aavName'], fieldName: string, fieldType: AttributeTemplate['fieldType'], options: string[], isSearch = true): AttributeTemplate {
  return {
    id: nextId++, gameId, aavName, fieldName, fieldType, must: false, isSearch, isShow: true, sort: Number(aavName.slice(1)),
    childAttributes: options.map((o) => ({ id: nextId++, fieldName: o })),
  };
}

describe('heroOfSkin', () => {
  it('reads hero·skin and skin-then-hero names, not weapon skins or plain names', () => {
    expect(heroOfSkin('韩信·白龙吟', '限定皮肤')).toBe('韩信');
    expect(heroOfSkin('至高之拳 李青', '稀有皮肤')).toBe('李青');
    expect(heroOfSkin('SKT T1 劫', '稀有皮肤')).toBe('劫');
    expect(heroOfSkin('M416·破晓之翼', '稀有枪皮')).toBeUndefined();
    expect(heroOfSkin('阔刀·龙吟', '稀有兵器皮肤')).toBeUndefined();
    expect(heroOfSkin('小王子斗篷', '稀有斗篷')).toBeUndefined();
  });
});

describe('templateTerms', () => {
  const templates = [
    template(1, 'f1', '英雄数量', 'number', []),
    template(1, 'f3', '段位', 'radio', ['最强王者', '荣耀王者']),
    template(1, 'f5', '限定皮肤', 'checkbox', ['李白·凤求凰', '李白·千年之狐', '韩信·白龙吟']),
    template(1, 'f6', '将军令', 'radio', ['已解绑'], false),
    template(3, 'f2', '五星角色', 'boxradio', ['胡桃']),
  ];
  const terms = templateTerms(templates);
  const names = (kind: string) => terms.filter((t) => t.kind === kind).map((t) => `${t.gameId}:${t.name}:${t.field}`);

  it('makes heroes of a hero attribute and of the heroes skins name (once each), skins of skin options', () => {
    expect(names('hero')).toEqual(['1:李白:f5', '1:韩信:f5', '3:胡桃:f2']);
    expect(names('skin')).toEqual(['1:李白·凤求凰:f5', '1:李白·千年之狐:f5', '1:韩信·白龙吟:f5']);
  });

  it('makes attribute values of the other choices shown as list filters; numbers and hidden ones give none', () => {
    expect(names('attr')).toEqual(['1:最强王者:f3', '1:荣耀王者:f3']);
    const skin = terms.find((t) => t.name === '韩信·白龙吟');
    expect(skin).toMatchObject({ attrName: '限定皮肤', parts: ['韩信', '白龙吟'], texts: ['韩信·白龙吟', '韩信', '白龙吟'] });
  });
});

describe('nameRank', () => {
  const rank = (name: string, k: string) => {
    const parts = name.split(/[·\s]+/).filter(Boolean);
    return nameRank(name.toLowerCase(), parts.map((p) => p.toLowerCase()), k, parts.length > 1 ? [name, ...parts] : [name]);
  };
  it('puts the exact name (or part) first, then a start, then inside, then pinyin, then initials', () => {
    expect(rank('韩信', '韩信')).toBe(0);
    expect(rank('韩信·白龙吟', '白龙吟')).toBe(0);
    expect(rank('韩信·白龙吟', '韩信')).toBe(0);
    expect(rank('韩信·白龙吟', '白龙')).toBe(1);
    expect(rank('最强王者', '王者')).toBe(2);
    expect(rank('韩信', 'hanxin')).toBe(3);
    expect(rank('韩信·白龙吟', 'bailong')).toBe(3);
    expect(rank('韩信', 'hx')).toBe(4);
    expect(rank('韩信', 'x')).toBe(-1);
    expect(rank('韩信', 'libai')).toBe(-1);
  });
});
