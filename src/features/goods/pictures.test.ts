import { describe, expect, it } from 'vitest';
import { goodsPictures } from './pictures.ts';

describe('goodsPictures', () => {
  it('shows the screenshots, else the cover, else nothing', () => {
    const shots = [{ url: '/profile/img/goods/1-1.svg', name: '英雄' }];
    expect(goodsPictures({ urlArr: shots, titleImg: '/profile/img/goods/1.svg' })).toEqual(shots);
    expect(goodsPictures({ urlArr: [], titleImg: '/profile/img/goods/1.svg' })).toEqual([{ url: '/profile/img/goods/1.svg', name: '封面' }]);
    expect(goodsPictures({ urlArr: [], titleImg: '' })).toEqual([]);
  });
});
