// A picture's counter under a gallery or in the image viewer: its place and caption (2/5 · 英雄页).
import type { GoodsImage } from '@/contract/types.ts';

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
