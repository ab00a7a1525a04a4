// The 竞价回收 form → POST /h5/goods/back's live body: img / relnameImg as JSON strings of the file lists, the
// goods DTO (gameId, gameName, gameType, 区服 ids, title, price, des, titleImg, urlArr) as the JSON string `content`.
import type { BidRecycleBody, BidRecycleMode, Game, GoodsImage } from '@/contract/types.ts';
// The form has no title field: the goods DTO's title is made from the description by the recycle title rule.
import { recycleTitle } from '@/contract/recycleDeal.ts';
import { toImgJson } from './images.ts';
import { regionIds, regionText, type RegionValue } from './region.ts';

export interface BidRecycleValues {
  account: string;
  tel: string;
  price: string;
  des: string;
  relname: string;
  relnameImg: GoodsImage[];
  img: GoodsImage[];
  inType: BidRecycleMode;
}

/** What the form keeps in memory across the 实名 detour (see components/realnameGate.ts), per game. */
export interface KeptBidRecycle {
  region: RegionValue;
  values: BidRecycleValues;
  /** A valuation's attributes and 账号来源 (去竞价回收 from 我的评估), sent in the content. */
  carried?: Record<string, string | number>;
}
export const bidRecycleKey = (gameId: number) => `bidRecycle:${gameId}`;

export function bidRecycleBody(
  values: BidRecycleValues, game: Pick<Game, 'id' | 'name' | 'type'>, region: RegionValue, carried: Record<string, string | number> = {},
): BidRecycleBody {
  const regionName = regionText(region);
  const des = values.des.trim();
  const price = Number(values.price.trim());
  const urlArr = values.img.map((i) => ({ url: i.url, name: i.name }));
  const content = {
    ...carried,
    gameId: game.id, gameName: game.name, gameType: game.type, ...regionIds(region),
    title: recycleTitle(des), price, des, titleImg: urlArr[0]?.url ?? '', urlArr,
  };
  return {
    gameId: game.id, type: game.name, des, region: regionName, account: values.account.trim(), tel: values.tel.trim(),
    img: toImgJson(values.img), relname: values.relname.trim(), relnameImg: toImgJson(values.relnameImg),
    inType: values.inType, content: JSON.stringify(content),
  };
}
