// The game's attribute template as the sell form uses it: the fields shown (isShow, by sort), the value
// formats (checkbox "a,b"; boxradio "option:nested" pairs), and the description written from the choices.
import type { AttributeTemplate, GoodsFieldKey } from '@/contract/types.ts';

/** The template fields of the sell form: only isShow ones, by sort. */
export function formTemplates(templates: readonly AttributeTemplate[]): AttributeTemplate[] {
  return templates.filter((t) => t.isShow).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** "a,b" → ['a', 'b']. */
export function splitList(value: string | undefined): string[] {
  return (value ?? '').split(/[,，]/).map((s) => s.trim()).filter(Boolean);
}

/** Toggles one option of a checkbox value. */
export function toggleOption(value: string | undefined, option: string): string {
  const list = splitList(value);
  return (list.includes(option) ? list.filter((x) => x !== option) : [...list, option]).join(',');
}

export interface BoxradioPair {
  option: string;
  /** '' while the nested choice is missing. */
  nested: string;
}

/** "雷电将军:2命,钟离:" → pairs (an option picked without its nested choice keeps nested ''). */
export function boxradioPairs(value: string | undefined): BoxradioPair[] {
  return splitList(value).map((pair) => {
    const at = pair.search(/[:：]/);
    return at < 0 ? { option: pair, nested: '' } : { option: pair.slice(0, at), nested: pair.slice(at + 1) };
  });
}

export function boxradioValue(pairs: readonly BoxradioPair[]): string {
  return pairs.map((p) => `${p.option}:${p.nested}`).join(',');
}

/** Picks or drops an option of a boxradio value. */
export function toggleBoxOption(value: string | undefined, option: string): string {
  const pairs = boxradioPairs(value);
  return boxradioValue(pairs.some((p) => p.option === option) ? pairs.filter((p) => p.option !== option) : [...pairs, { option, nested: '' }]);
}

/** Sets the nested choice of a picked boxradio option. */
export function setBoxNested(value: string | undefined, option: string, nested: string): string {
  return boxradioValue(boxradioPairs(value).map((p) => (p.option === option ? { ...p, nested } : p)));
}

/** One attribute as words: "英雄数量 120个", "限定皮肤 a、b", "五星角色 雷电将军2命、钟离0命". */
function attributeWords(t: AttributeTemplate, value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  switch (t.fieldType) {
    case 'number':
      return `${t.fieldName} ${v}${t.unit ?? ''}`;
    case 'checkbox':
      return `${t.fieldName} ${splitList(v).join('、')}`;
    case 'boxradio': {
      const pairs = boxradioPairs(v).filter((p) => p.nested);
      return pairs.length ? `${t.fieldName} ${pairs.map((p) => `${p.option}${p.nested}`).join('、')}` : null;
    }
    default:
      return `${t.fieldName} ${v}`;
  }
}

/** The description written from the choices: "王者荣耀 安卓 QQ区，英雄数量 120个，贵族等级 V8，…". */
export function describeDraft(input: {
  gameName: string;
  regionNames: readonly string[];
  templates: readonly AttributeTemplate[];
  fields: Partial<Record<GoodsFieldKey, string>>;
}): string {
  const head = [input.gameName, ...input.regionNames].filter(Boolean).join(' ');
  const parts = formTemplates(input.templates)
    .map((t) => attributeWords(t, input.fields[t.aavName]))
    .filter((x): x is string => Boolean(x));
  return [head, ...parts].filter(Boolean).join('，');
}
