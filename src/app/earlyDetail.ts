// goodDetail's half of earlyStart.ts, in its own chunk (home's first load doesn't carry the goods queries).
import { parseGoodsId } from '@/features/goods/parseId.ts';
import { goodsPictures } from '@/features/goods/pictures.ts';
import { goodsDetailQuery } from '@/api/goods.queries.ts';
import { askEarly } from '@/api/earlyQueries.ts';
import { crem, paintFirstPictures, type PictureSlot } from './earlyPicture.ts';

/** The gallery's first picture: right under the top bar, the column's width, 16:9, contained on gray.900. */
export const GALLERY_SLOT: PictureSlot = {
  above: [crem(2.875), '1px'],
  ratio: '16 / 9',
  background: '#18181b',
  fit: 'contain',
};

/** goodDetail?id=: the goods (the screen finds it in the cache); resolves when the framework may load. */
export function prefetchGoodsDetailEarly(rawId: string | null): Promise<void> {
  const id = parseGoodsId(rawId);
  if (id === null) return Promise.resolve();
  return paintFirstPictures(askEarly(goodsDetailQuery(id)),
    (goods) => goodsPictures(goods).map(({ url, name }) => ({ url, alt: name || String(goods.title ?? '') })),
    GALLERY_SLOT);
}
