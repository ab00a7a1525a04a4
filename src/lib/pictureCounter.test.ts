import { describe, expect, it } from 'vitest';
import { pictureCounter } from './pictureCounter.ts';

describe('pictureCounter', () => {
  it('shows a caption but never an upload\'s file name', () => {
    const images = [{ url: '/a.png', name: 'shot1.png' }, { url: '/b.png', name: '英雄页' }, { url: '/c.jpg', name: 'IMG_2041.JPEG' }, { url: '/d', name: '' }];
    expect([0, 1, 2, 3].map((i) => pictureCounter(images, i))).toEqual(['1/4', '2/4 · 英雄页', '3/4', '4/4']);
  });
});
