import { describe, expect, it } from 'vitest';
import type { AttributeTemplate } from '@/contract/types.ts';
import { boxradioPairs, describeDraft, formTemplates, setBoxNested, toggleBoxOption, toggleOption } from './template.ts';

const t = (over: Partial<AttributeTemplate>): AttributeTemplate => ({
  id: 1, gameId: 1, aavName: 'f1', fieldName: '英雄数量', fieldType: 'number', childAttributes: [], must: true, isSearch: true,
  isShow: true, sort: 1, ...over,
});

const templates: AttributeTemplate[] = [
  t({ id: 3, aavName: 'f3', fieldName: '限定皮肤', fieldType: 'checkbox', sort: 3, must: false }),
  t({ id: 1, aavName: 'f1', fieldName: '英雄数量', fieldType: 'number', unit: '个', sort: 1 }),
  t({ id: 2, aavName: 'f2', fieldName: '贵族等级', fieldType: 'radio', sort: 2 }),
  t({ id: 4, aavName: 'f4', fieldName: '五星角色', fieldType: 'boxradio', sort: 4 }),
  t({ id: 5, aavName: 'f5', fieldName: '内部备注', fieldType: 'input', sort: 0, isShow: false }),
];

describe('sell form template', () => {
  it('shows only isShow fields, by sort', () => {
    expect(formTemplates(templates).map((x) => x.aavName)).toEqual(['f1', 'f2', 'f3', 'f4']);
  });

  it('writes the description from the game, the 区服 and the choices in the form’s order', () => {
    expect(describeDraft({
      gameName: '王者荣耀', regionNames: ['安卓', 'QQ区'], templates,
      fields: { f3: '李白·凤求凰,韩信·白龙吟', f1: '120', f2: 'V8', f4: '雷电将军:2命,钟离:', f5: '不显示' },
    })).toBe('王者荣耀 安卓 QQ区，英雄数量 120个，贵族等级 V8，限定皮肤 李白·凤求凰、韩信·白龙吟，五星角色 雷电将军2命');
    expect(describeDraft({ gameName: '英雄联盟', regionNames: [], templates, fields: {} })).toBe('英雄联盟');
  });

  it('toggles checkbox and boxradio values, keeping "option:nested" pairs', () => {
    expect(toggleOption('a,b', 'a')).toBe('b');
    expect(toggleOption('b', 'c')).toBe('b,c');
    let v = toggleBoxOption('', '雷电将军');
    expect(v).toBe('雷电将军:');
    v = setBoxNested(toggleBoxOption(v, '钟离'), '钟离', '1命');
    expect(v).toBe('雷电将军:,钟离:1命');
    expect(boxradioPairs(v)).toEqual([{ option: '雷电将军', nested: '' }, { option: '钟离', nested: '1命' }]);
    expect(toggleBoxOption(v, '雷电将军')).toBe('钟离:1命');
  });
});
