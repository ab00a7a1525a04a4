// A goods' pictures in the order the detail shows them: its 主图 (titleImg, 「列表和详情页的封面」) first, then its
// 详情图 (urlArr). The wire keeps them apart (api.md: titleImg 主图地址, urlArr 详情图): a listing made in the app
// sends its cover only as titleImg, while seeded goods and 竞价回收 repeat it as urlArr[0]; a picture in both is
// shown once, first, with the caption it has in urlArr.
// goodDetail's gallery and the page-start request for its first picture (app/earlyDetail.ts) both use this;
// a picture's counter (1/3 · 封面) is lib/pictureCounter.ts, shared with the image viewer.
import type { Goods, GoodsImage } from '@/contract/types.ts';

export function goodsPictures(goods: Pick<Goods, 'urlArr' | 'titleImg'>): GoodsImage[] {
  // Only a real list of pictures with an address (a drifted answer may carry anything there).
  const shots = Array.isArray(goods.urlArr) ? goods.urlArr.filter((i) => typeof i?.url === 'string' && i.url !== '') : [];
  const coverUrl = typeof goods.titleImg === 'string' ? goods.titleImg : '';
  if (!coverUrl) return shots;
  const cover = shots.find((i) => i.url === coverUrl) ?? { url: coverUrl, name: '封面' };
  return [cover, ...shots.filter((i) => i.url !== coverUrl)];
}
