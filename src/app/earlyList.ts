// goodList's half of earlyStart.ts, in its own chunk (no React): the list's first page for the filters in the
// URL, and the first card's picture (goodList's LCP picture), without waiting for the screen to ask.
import { hasQufu, parseFilters, parseView, toListQuery, type GoodsFilters } from '@/features/goods/filters.ts';
import { markEarlyList } from '@/features/goods/listMemory.ts';
import { goodsInfiniteQuery, goodsKeys } from '@/api/goods.queries.ts';
import { askEarlyInfinite } from '@/api/earlyQueries.ts';
import { crem, line, paintFirstPictures, type PictureSlot } from './earlyPicture.ts';

/**
 * Where the first row's covers are in the grid view when FilterBar shows no chips (no 区服, price or attribute
 * filter): under the top bar, ListHeader (py 2, sm controls of h 9), FilterBar (h 10 and its border), the total
 * line (pt 2, an xs line at line-height 1.5) and the list's gap 2; the grid's px 2, two columns apart by gap 2;
 * 16:9 on gray.100 under the card's rounded top (radius lg). Elsewhere there is no slot: the first card's picture
 * is only fetched early.
 */
export function firstRowSlot(filters: GoodsFilters, search: URLSearchParams): PictureSlot | undefined {
  const chips = hasQufu(filters) || filters.priceStart !== undefined || filters.priceEnd !== undefined
    || Object.keys(filters.attrs).length > 0;
  if (chips || parseView(search) !== 'grid') return undefined;
  return {
    above: [crem(2.875), '1px', crem(0.5), crem(2.25), crem(0.5), crem(2.5), '1px', crem(0.5), line(0.75), crem(0.5)],
    padding: crem(0.5),
    columns: 2,
    gap: crem(0.5),
    ratio: '16 / 9',
    radius: `${crem(0.5)} ${crem(0.5)} 0 0`,
    background: '#f4f4f5',
    fit: 'cover',
  };
}

/** goodList's first page; resolves when the framework may load (see earlyPicture.ts). */
export function prefetchGoodsListEarly(search: string): Promise<void> {
  const params = new URLSearchParams(search);
  const filters = parseFilters(params);
  const listQuery = toListQuery(filters);
  markEarlyList(JSON.stringify(goodsKeys.list(listQuery)));
  return paintFirstPictures(askEarlyInfinite(goodsInfiniteQuery(listQuery)),
    (data) => (data.pages[0]?.rows ?? []).map((goods) => ({ url: goods.titleImg, alt: goods.title })),
    firstRowSlot(filters, params));
}
