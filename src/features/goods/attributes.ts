// Reading a goods' attribute columns (f1…f20) through its game's template: the detail's attribute table,
// the cards' key chips and the 区服 line.
import type { AttributeTemplate, Goods, GoodsFieldKey } from '@/contract/types.ts';

/** 区服 as one line: "iOS / 微信区" (手游) or "电信一区 / 艾欧尼亚" (端游); '' when none is set. */
export function qufuLine(goods: Pick<Goods, 'systemName' | 'carrierName' | 'groupName' | 'serverName'>): string {
  return [goods.systemName, goods.carrierName, goods.groupName, goods.serverName].filter(Boolean).join(' / ');
}

/** A stored value as people read it: boxradio "可莉:4命,八重神子:0命" → "可莉(4命)、八重神子(0命)". */
export function displayValue(raw: string, attr?: Pick<AttributeTemplate, 'fieldType' | 'unit'>): string {
  const value = raw.trim();
  if (!value) return '';
  if (attr?.fieldType === 'number') return `${value}${attr.unit ?? ''}`;
  const parts = value.split(',').map((p) => p.trim()).filter(Boolean);
  return parts.map((p) => {
    const [name, nested] = p.split(':');
    return nested ? `${name}(${nested})` : name;
  }).join('、');
}

export interface AttributeRow {
  key: GoodsFieldKey;
  name: string;
  value: string;
}

/** The attribute table: every template field with a value, in template order. */
export function attributeRows(goods: Goods, template: readonly AttributeTemplate[]): AttributeRow[] {
  return [...template]
    .sort((a, b) => a.sort - b.sort)
    .flatMap((attr) => {
      const raw = goods[attr.aavName];
      if (raw === undefined || raw === null || String(raw).trim() === '') return [];
      return [{ key: attr.aavName, name: attr.fieldName, value: displayValue(String(raw), attr) }];
    });
}

const FIELD_KEYS = Array.from({ length: 20 }, (_, i) => `f${i + 1}` as GoodsFieldKey);

/** How many attribute values the goods carries: the rows its table will have, known before the template is. */
export function filledFieldCount(goods: Goods): number {
  return FIELD_KEYS.filter((key) => String(goods[key] ?? '').trim() !== '').length;
}

/**
 * Up to `max` short chips for a card. With the game's template: its searchable fields in order ("英雄数量
 * 75个", "V4", "李白·凤求凰 等3款"). Without it (a list of many games) only self-explaining text values are
 * used: bare numbers mean nothing without their field name.
 */
export function keyChips(goods: Goods, template?: readonly AttributeTemplate[] | null, max = 3): string[] {
  const chips: string[] = [];
  const push = (text: string) => {
    if (text && chips.length < max && !chips.includes(text)) chips.push(text);
  };
  if (template && template.length > 0) {
    const ordered = [...template].filter((a) => a.isSearch).sort((a, b) => a.sort - b.sort);
    for (const attr of ordered) {
      const raw = String(goods[attr.aavName] ?? '').trim();
      if (!raw) continue;
      if (attr.fieldType === 'number') push(`${attr.fieldName.replace(/数量$/, '')}${raw}${attr.unit ?? ''}`);
      else push(firstOf(raw));
    }
    return chips;
  }
  for (const key of FIELD_KEYS) {
    const raw = String(goods[key] ?? '').trim();
    if (!raw || /^\d+(\.\d+)?$/.test(raw)) continue;
    push(firstOf(raw));
  }
  return chips;
}

/** "a:1,b,c" → "a(1) 等3项"; a single value as it reads. */
function firstOf(raw: string): string {
  const parts = raw.split(',').map((p) => p.trim()).filter(Boolean);
  const first = displayValue(parts[0] ?? '');
  return parts.length > 1 ? `${first} 等${parts.length}项` : first;
}
