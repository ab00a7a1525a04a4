// The active filters as removable chips under goodList's filter bar: what is applied, in words.
import type { AttributeTemplate } from '@/contract/types.ts';
import { formatPrice } from '@/lib/format.ts';
import { displayValue } from './attributes.ts';
import { SORT_OPTIONS, type GoodsFilters } from './filters.ts';

export interface ActiveChip {
  id: string;
  label: string;
  /** The filters without this one. */
  without: (filters: GoodsFilters) => GoodsFilters;
}

function priceText(n: number): string {
  return formatPrice(n).replace(/\.00$/, '');
}

/** "¥100–¥500", "¥100 以上", "¥500 以下". */
export function rangeLabel(lo: number | undefined, hi: number | undefined, fmt: (n: number) => string = priceText): string {
  if (lo !== undefined && hi !== undefined) return `${fmt(Math.min(lo, hi))}–${fmt(Math.max(lo, hi))}`;
  if (lo !== undefined) return `${fmt(lo)} 以上`;
  if (hi !== undefined) return `${fmt(hi)} 以下`;
  return '';
}

function dropAttrs(filters: GoodsFilters, field: string): GoodsFilters {
  const attrs = { ...filters.attrs };
  delete attrs[field];
  delete attrs[`${field}start`];
  delete attrs[`${field}end`];
  return { ...filters, attrs };
}

export function activeChips(filters: GoodsFilters, template: readonly AttributeTemplate[] | undefined, qufu: string): ActiveChip[] {
  const chips: ActiveChip[] = [];
  // From the goods page's seller card (在售 N 件): first, it is what the list is about.
  if (filters.createId) chips.push({ id: 'seller', label: '只看该卖家', without: (f) => ({ ...f, createId: undefined }) });
  if (filters.systemId || filters.groupId || filters.carrierId || filters.serverId) {
    chips.push({
      id: 'qufu',
      label: qufu || '已选区服',
      without: (f) => ({ ...f, systemId: undefined, carrierId: undefined, groupId: undefined, serverId: undefined }),
    });
  }
  if (filters.priceStart !== undefined || filters.priceEnd !== undefined) {
    chips.push({
      id: 'price',
      label: `价格 ${rangeLabel(filters.priceStart, filters.priceEnd)}`,
      without: (f) => ({ ...f, priceStart: undefined, priceEnd: undefined }),
    });
  }
  const fields = [...new Set(Object.keys(filters.attrs).map((k) => k.replace(/(start|end)$/, '')))];
  fields.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  for (const field of fields) {
    const attr = template?.find((t) => t.aavName === field);
    const name = attr?.fieldName ?? '属性';
    const exact = filters.attrs[field];
    const lo = filters.attrs[`${field}start`];
    const hi = filters.attrs[`${field}end`];
    let value: string;
    if (exact !== undefined && attr?.fieldType === 'boxradio') {
      // "胡桃:2命" asks for 胡桃 at 2命 or higher.
      value = exact.split(',').map((p) => p.replace(/^([^:]+):(.+)$/, '$1($2及以上)')).join('、');
    } else if (exact !== undefined) value = displayValue(exact, attr);
    else {
      const unit = attr?.unit ?? '';
      value = rangeLabel(lo === undefined ? undefined : Number(lo), hi === undefined ? undefined : Number(hi), (n) => `${n}${unit}`);
    }
    chips.push({ id: field, label: `${name} ${value}`, without: (f) => dropAttrs(f, field) });
  }
  if (filters.sortRank) {
    const label = SORT_OPTIONS.find((o) => o.value === filters.sortRank)?.label ?? '';
    chips.push({ id: 'sort', label, without: (f) => ({ ...f, sortRank: undefined }) });
  }
  return chips;
}
