// goodDetail's half of earlyStart.ts, in its own chunk (home's first load doesn't carry the goods queries).
import { assetUrl } from '@/api/client.ts';
import { parseGoodsId } from '@/features/goods/parseId.ts';
import { goodsDetailQuery } from '@/features/goods/queries.ts';
import { preloadImage } from '@/lib/preloadImage.ts';
import { queryClient } from './queryClient.ts';

/** goodDetail?id=: the goods (the screen finds it in the cache) and its first picture. */
export function prefetchGoodsDetailEarly(rawId: string | null): void {
  const id = parseGoodsId(rawId);
  if (id === null) return;
  void queryClient.fetchQuery(goodsDetailQuery(id)).then(
    (goods) => {
      const first = goods.urlArr?.[0]?.url || goods.titleImg;
      if (first) preloadImage(assetUrl(first));
    },
    () => undefined, // the screen asks again and shows the error
  );
}
