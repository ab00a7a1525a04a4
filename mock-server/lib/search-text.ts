// Keyword search text of a goods, kept in its row of the data file (persist/sqlite.ts: columns kw, kw_title_end,
// kw_attrs) and searched there with instr(): lower-cased in one string, its title, then des / 商品编号 / game name,
// then those of its attribute values (f1…f20) that the description does not already spell out (a recorded or
// edited goods' des may not); and apart, for 相关度 (title matches first, then attribute matches), where the title
// ends and the attribute values. Written with the row, so a search reads no JSON and builds nothing.
import type { GoodsFieldKey } from '../../src/contract/types.ts';
import type { GoodsRow } from './fixtures.ts';

/** What a goods is searched by: the text, where the title ends in it, and the attribute values apart. */
export interface SearchText {
  text: string;
  /** text[0, titleEnd) is the title. */
  titleEnd: number;
  /** The attribute values, one per line, lower-cased. */
  attrs: string;
}

const FIELDS = Array.from({ length: 20 }, (_, i) => `f${i + 1}` as GoodsFieldKey);

/** The goods fields the text is made of, in the order a base build posts them (persist/sqlite.ts goodsBatch). */
export const SEARCH_SOURCE_KEYS = ['title', 'des', 'no', 'gameName', ...FIELDS] as const;
export type SearchSource = Pick<GoodsRow, (typeof SEARCH_SOURCE_KEYS)[number]>;

export function searchTextOf(g: SearchSource): SearchText {
  // The title is lower-cased before it is measured (a few letters change length when lower-cased).
  const title = `${g.title}`.toLowerCase();
  const rest = `\n${g.des}\n${g.no}\n${g.gameName}`.toLowerCase();
  let attrs = '';
  let unsaid = '';
  const add = (item: string) => {
    if (item && !rest.includes(item) && !title.includes(item)) unsaid += `\n${item}`;
  };
  for (const f of FIELDS) {
    const v = g[f];
    if (!v) continue;
    const value = v.toLowerCase();
    attrs += `\n${value}`;
    // A checkbox's options are comma-separated; each is a word of its own in a description.
    if (value.includes(',')) for (const item of value.split(',')) add(item);
    else add(value);
  }
  return { text: `${title}${rest}${unsaid}`, titleEnd: title.length, attrs };
}

/**
 * 相关度 of a goods for keyword words that all match it: words found in the title × 100 + words found only in
 * its attribute values (a word at most 100 characters long, so at most 50 words: the title count always wins).
 * The goods list computes the same in SQL (data/goods-table.ts relevanceSql); this is its reference.
 */
export function relevanceOf(s: SearchText, words: readonly string[]): number {
  let title = 0;
  let attrs = 0;
  for (const w of words) {
    const at = s.text.indexOf(w);
    if (at < 0) continue;
    if (at < s.titleEnd) title++;
    else if (s.attrs.includes(w)) attrs++;
  }
  return title * 100 + attrs;
}
