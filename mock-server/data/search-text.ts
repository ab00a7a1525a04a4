// Keyword search text of the goods: lower-cased title/des/no/gameName per goods id, built lazily, and warmed in
// small idle slices after start-up so the first search at 100 000 goods does not pay for it (nor start-up).
import type { GoodsRow } from '../lib/fixtures.ts';
import { SaleState } from '../../src/contract/statuses.ts';

export class SearchText {
  private readonly texts = new Map<number, string>();

  of(g: GoodsRow): string {
    let text = this.texts.get(g.id);
    if (text === undefined) {
      text = `${g.title}\n${g.des}\n${g.no}\n${g.gameName}`.toLowerCase();
      this.texts.set(g.id, text);
    }
    return text;
  }

  forget(id: number): void {
    this.texts.delete(id);
  }

  clear(): void {
    this.texts.clear();
  }

  /** Builds the listed goods' text in slices; stops when `current()` no longer returns the same list. */
  warm(goods: GoodsRow[], current: () => GoodsRow[] | undefined): void {
    let i = 0;
    const slice = () => {
      if (current() !== goods) return;
      const end = Math.min(goods.length, i + 5000);
      for (; i < end; i++) if (goods[i].saleState === SaleState.listed) this.of(goods[i]);
      if (i < goods.length) setTimeout(slice, 1).unref();
    };
    setTimeout(slice, 50).unref();
  }
}
