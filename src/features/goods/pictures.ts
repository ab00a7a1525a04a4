// A goods' pictures in the order the detail shows them: its screenshots, or its cover when it has none.
// goodDetail's gallery and the page-start request for its first picture (app/earlyDetail.ts) both use this.
import type { Goods, GoodsImage } from '@/contract/types.ts';

export function goodsPictures(goods: Pick<Goods, 'urlArr' | 'titleImg'>): GoodsImage[] {
  // Only a real list of pictures (a drifted answer may carry anything there).
  if (Array.isArray(goods.urlArr) && goods.urlArr.length) return goods.urlArr;
  return goods.titleImg ? [{ url: goods.titleImg, name: '封面' }] : [];
}

/**
 * What a picture's counter may say beside 1/3: a caption the seller or the platform gave it (封面, 英雄页…), never
 * the file name an upload kept (shot1.png, IMG_2041.JPG), which says nothing to a buyer.
 */
export function pictureCaption(image: GoodsImage | undefined): string {
  const name = typeof image?.name === 'string' ? image.name.trim() : '';
  return name && !/\.[a-z0-9]{2,5}$/i.test(name) ? name : '';
}

/** "2/5" or "2/5 · 英雄页". */
export function pictureCounter(images: GoodsImage[], index: number): string {
  const caption = pictureCaption(images[index]);
  return `${index + 1}/${images.length}${caption ? ` · ${caption}` : ''}`;
}
