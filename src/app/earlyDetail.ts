// goodDetail's half of earlyStart.ts, in its own chunk (home's first load doesn't carry the goods queries).
import { parseGoodsId } from '@/features/goods/parseId.ts';
import { goodsPictures } from '@/features/goods/pictures.ts';
import { goodsDetailQuery } from '@/api/goods.queries.ts';
import { preloadPictureOf } from './earlyPicture.ts';
import { queryClient } from '@/api/queryClient.ts';

/** goodDetail?id=: the goods (the screen finds it in the cache) and its first picture. */
export function prefetchGoodsDetailEarly(rawId: string | null): void {
  const id = parseGoodsId(rawId);
  if (id === null) return;
  preloadPictureOf(queryClient.fetchQuery(goodsDetailQuery(id)), (goods) => goodsPictures(goods)[0]?.url);
}
