// Example words a game's own attribute template suggests, for placeholders: the sell form's 标题 and the goods
// list's search box. A constant (李白 凤求凰, V8 贵族) told a 原神 seller to write a 王者荣耀 title; the names in
// the template's choices (heroes, skins, weapons: what players search for) are that game's own words.
import type { AttributeTemplate } from '@/contract/types.ts';

/** Choices that name things (a hero, a skin, a weapon), unlike a radio's levels (V0, 倔强青铜) or 实名情况. */
const NAMED: ReadonlySet<AttributeTemplate['fieldType']> = new Set(['checkbox', 'boxradio']);

/**
 * Up to `count` option names of the template's named choices, in the template's order: the first option of each
 * such attribute, then the second ones, and so on (雷电将军, 护摩之杖 for 原神). None without a template.
 */
export function templateExamples(template: readonly AttributeTemplate[] | undefined, count = 2): string[] {
  const lists = [...(template ?? [])].filter((t) => NAMED.has(t.fieldType)).sort((a, b) => a.sort - b.sort)
    .map((t) => t.childAttributes.map((o) => o.fieldName.trim()).filter(Boolean));
  const words: string[] = [];
  for (let i = 0; words.length < count && lists.some((l) => i < l.length); i++) {
    for (const list of lists) if (i < list.length && words.length < count && !words.includes(list[i])) words.push(list[i]);
  }
  return words;
}

/** The 标题 field's placeholder: 例：雷电将军 护摩之杖 (原神), or what to write when the template names nothing. */
export function titlePlaceholder(template: readonly AttributeTemplate[] | undefined): string {
  const words = templateExamples(template);
  return words.length ? `例：${words.join(' ')}` : '写出账号亮点，如段位、稀有皮肤';
}

/** A game's goods search box: 如：雷电将军 护摩之杖, or the general hint without a game (or a template). */
export function searchPlaceholder(template: readonly AttributeTemplate[] | undefined): string {
  const words = templateExamples(template);
  return words.length ? `如：${words.join(' ')}` : '搜索英雄、皮肤等关键词';
}
