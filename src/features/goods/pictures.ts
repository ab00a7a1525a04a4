// A goods' pictures in the order the detail shows them: its screenshots, or its cover when it has none.
// goodDetail's gallery and the page-start request for its first picture (app/earlyDetail.ts) both use this;
// a picture's counter (1/3 · 封面) is lib/pictureCounter.ts, shared with the image viewer.
import type { Goods, GoodsImage } from '@/contract/types.ts';

export function goodsPictures(goods: Pick<Goods, 'urlArr' | 'titleImg'>): GoodsImage[] {
  // Only a real list of pictures (a drifted answer may carry anything there).
  if (Array.isArray(goods.urlArr) && goods.urlArr.length) return goods.urlArr;
  return goods.titleImg ? [{ url: goods.titleImg, name: '封面' }] : [];
}
