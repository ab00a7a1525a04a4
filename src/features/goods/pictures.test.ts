import { describe, expect, it } from 'vitest';
import type { GoodsImage } from '@/contract/types.ts';
import { goodsPictures } from './pictures.ts';

describe('goodsPictures', () => {
  it('shows the 主图 first, then the 详情图 (a listing made in the app sends its cover only as titleImg)', () => {
    const details = [{ url: '/profile/upload/a.png', name: '英雄' }, { url: '/profile/upload/b.png', name: '皮肤' }];
    expect(goodsPictures({ urlArr: details, titleImg: '/profile/upload/cover.png' })).toEqual([
      { url: '/profile/upload/cover.png', name: '封面' }, ...details,
    ]);
  });

  it('shows a cover repeated in urlArr once, first, with its caption (seeded goods, 竞价回收)', () => {
    const shots = [{ url: '/profile/img/goods/1-1.svg', name: '封面' }, { url: '/profile/img/goods/1-2.svg', name: '英雄' }];
    expect(goodsPictures({ urlArr: shots, titleImg: '/profile/img/goods/1-1.svg' })).toEqual(shots);
    const later = [shots[1], { url: '/profile/img/goods/1-1.svg', name: '主图' }];
    expect(goodsPictures({ urlArr: later, titleImg: '/profile/img/goods/1-1.svg' })).toEqual([later[1], later[0]]);
  });

  it('shows the screenshots without a cover, the cover alone, or nothing', () => {
    const shots = [{ url: '/profile/img/goods/1-1.svg', name: '英雄' }];
    expect(goodsPictures({ urlArr: shots, titleImg: '' })).toEqual(shots);
    expect(goodsPictures({ urlArr: [], titleImg: '/profile/img/goods/1.svg' })).toEqual([{ url: '/profile/img/goods/1.svg', name: '封面' }]);
    expect(goodsPictures({ urlArr: [], titleImg: '' })).toEqual([]);
  });

  it('ignores what a drifted answer carries instead of a list of pictures', () => {
    const drifted = { urlArr: 'a.png' as unknown as GoodsImage[], titleImg: undefined as unknown as string };
    expect(goodsPictures(drifted)).toEqual([]);
    expect(goodsPictures({ urlArr: [null, { url: '' }] as unknown as GoodsImage[], titleImg: 'c.png' })).toEqual([{ url: 'c.png', name: '封面' }]);
  });
});
