// Where a suggested hero, skin or attribute value leads (the search boxes' suggestions).
// - 英雄 / 皮肤: the game's goods list with the name as the keyword. The box then shows it (to edit or clear),
//   the cards mark it in their titles and 相关度 puts the titles holding it first; and a hero has no filter of his
//   own (王者荣耀's template lists 韩信·白龙吟, not 韩信), while a skin's name is the template's option, which
//   titles and descriptions write as it is.
// - 属性: the game's list filtered by that attribute (fN = the value), shown as a removable chip: the value is one
//   of the template's own, and the filter is exact where a keyword is loose (V1 would also find V10, 七阶 巅峰七阶).
import type { SuggestTerm } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { filtersToSearch } from './filters.ts';

/** Chinese for each kind, as the suggestion says what it is. */
export const TERM_KIND_LABEL: Record<SuggestTerm['kind'], string> = { hero: '英雄', skin: '皮肤', attr: '属性' };

/** The keyword a term searches, or undefined for an attribute value (a filter instead). */
export function termKeyword(term: SuggestTerm): string | undefined {
  return term.kind === 'attr' ? undefined : term.name;
}

export function termTarget(term: SuggestTerm): string {
  if (term.kind !== 'attr') return paths.goodList({ gameId: term.gameId, keyWord: term.name });
  return `${paths.goodList()}?${filtersToSearch({ gameId: term.gameId, attrs: { [term.field]: term.name } }).toString()}`;
}
