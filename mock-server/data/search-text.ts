// Keyword search text of the goods: per goods id, lower-cased in one string, its title, then des / 商品编号 / game
// name, then those of its attribute values (f1…f20) that the description does not already spell out (a recorded
// or edited goods' des may not); and apart, for 相关度 (title matches first, then attribute matches), where the
// title ends and the attribute values, which only the matches of a ranked search read. The searched string stays
// about as long as before the attributes counted (what des says is not repeated): a keyword walk at 100 000 goods
// reads every one of them, while building them, once, now costs ≈ 0.55 s there instead of 0.16 s. Built lazily,
// and warmed in small idle slices after start-up so the first search at 100 000 goods does not pay for it (nor
// start-up).
import type { GoodsFieldKey } from '../../src/contract/types.ts';
import type { GoodsRow } from '../lib/fixtures.ts';
import { SaleState } from '../../src/contract/statuses.ts';

/** What 相关度 reads besides the text: where the title ends in it, and the attribute values apart. */
export interface TextParts {
  /** text[0, titleEnd) is the title. */
  titleEnd: number;
  /** The attribute values, one per line, lower-cased. */
  attrs: string;
}

const FIELDS = Array.from({ length: 20 }, (_, i) => `f${i + 1}` as GoodsFieldKey);

export class SearchText {
  // The walk reads only the strings: kept apart from the parts, a lookup is what it was before 相关度 existed.
  private readonly texts = new Map<number, string>();
  private readonly parts = new Map<number, TextParts>();

  of(g: GoodsRow): string {
    return this.texts.get(g.id) ?? this.build(g);
  }

  partsOf(g: GoodsRow): TextParts {
    let parts = this.parts.get(g.id);
    if (parts === undefined) {
      this.build(g);
      parts = this.parts.get(g.id) as TextParts;
    }
    return parts;
  }

  private build(g: GoodsRow): string {
    // The title is lower-cased before it is measured (a few letters change length when lower-cased); the whole
    // is lower-cased once more (a no-op on it) so that it is one flat string, not a rope of pieces that the
    // first search of every goods would have to flatten.
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
    const text = `${title}${rest}${unsaid}`.toLowerCase();
    this.texts.set(g.id, text);
    this.parts.set(g.id, { titleEnd: title.length, attrs });
    return text;
  }

  forget(id: number): void {
    this.texts.delete(id);
    this.parts.delete(id);
  }

  clear(): void {
    this.texts.clear();
    this.parts.clear();
  }

  /** Builds the listed goods' text in slices; stops when `current()` no longer returns the same list. */
  warm(goods: GoodsRow[], current: () => GoodsRow[] | undefined): void {
    let i = 0;
    const slice = () => {
      if (current() !== goods) return;
      // ~15 ms a slice at most: an answer due meanwhile waits no longer than that.
      const end = Math.min(goods.length, i + 2000);
      for (; i < end; i++) if (goods[i].saleState === SaleState.listed) this.of(goods[i]);
      if (i < goods.length) setTimeout(slice, 1).unref();
    };
    setTimeout(slice, 50).unref();
  }
}

/**
 * 相关度 of a goods for keyword words that all match it: words found in the title × 100 + words found only in
 * its attribute values (a word at most 100 characters long, so at most 50 words: the title count always wins).
 */
export function relevanceOf(text: string, parts: TextParts, words: readonly string[]): number {
  let title = 0;
  let attrs = 0;
  for (const w of words) {
    const at = text.indexOf(w);
    if (at < 0) continue;
    if (at < parts.titleEnd) title++;
    else if (parts.attrs.includes(w)) attrs++;
  }
  return title * 100 + attrs;
}
