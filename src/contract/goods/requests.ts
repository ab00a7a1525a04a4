// Request schemas: the goods list, favourites and suggestions.
// common/requests.ts says how a request schema is written and used.
import { z } from 'zod';
import { AccountType } from '../statuses.ts';
import { boolField, intField, numberField, optional, pageQuery, str } from '../common/fields.ts';

/** POST /web/good/allList. Beside these keys the body may carry fN (an option value) and fNstart / fNend (a range). */
export const goodsListBody = pageQuery.extend({
  gameId: optional(intField('游戏编号（gameId）')),
  // relevance is ours: the live backend names no such order (it would most likely read an unknown value as 综合).
  sortRank: optional(z.enum(['priceasc', 'pricedesc', 'timeasc', 'timedesc', 'relevance'], {
    error: '排序（sortRank）的取值无效，可选：priceasc / pricedesc / timeasc / timedesc / relevance',
  }).meta({
    description: 'priceasc 价格从低到高，pricedesc 价格从高到低，timeasc 最早发布在前，timedesc 最新发布在前；不填为综合（置顶 / 特价在前，再最新）；'
      + 'relevance 相关度（扩展，实网没有此值）：有关键词时，标题中含关键词的在前，其次属性中含的，命中的词多的在前，同分按综合；没有关键词时同综合',
  })),
  keyWord: optional(z.string({ error: '关键词（keyWord）应为字符串' }).max(100, { error: '关键词不能超过 100 个字符' })),
  priceStart: optional(numberField('最低价（priceStart）')),
  priceEnd: optional(numberField('最高价（priceEnd）')),
  systemId: optional(intField('系统（systemId）')),
  carrierId: optional(intField('运营商（carrierId）')),
  groupId: optional(intField('大区（groupId）')),
  serverId: optional(intField('服务器（serverId）')),
  accountType: optional(intField<AccountType>('账号类型（accountType）').refine((t) => t === AccountType.own || t === AccountType.consignment, {
    error: '账号类型（accountType）的取值无效，可选：1 自营 / 2 官方代售',
  }).meta({ description: '1 自营，2 官方代售', enum: [1, 2] })),
  isTop: optional(boolField().meta({ description: '只看顶级账号（扩展）', 'x-origin': 'extension' })),
  hire: optional(boolField().meta({ description: '只看可租号（扩展）', 'x-origin': 'extension' })),
  // The goods page's seller card opens the seller's other listings (在售 N 件): their listed goods, every game.
  createId: optional(intField('卖家（createId）').meta({ description: '只看该卖家的在售商品：卖家用户编号（扩展）', 'x-origin': 'extension' })),
}).meta({ description: '另可按游戏模板的属性筛选：fN（选项值）或 fNstart / fNend（数值范围）' });

/** The goods list's order: by price or by time of listing, ascending or descending. */
export type SortRank = NonNullable<z.output<typeof goodsListBody>['sortRank']>;

/** Body of POST /web/good/allList as the app sends it, with the template's filters its description names: fN holds an
 *  option value, fNstart / fNend a number range. */
export type GoodsListQuery = z.input<typeof goodsListBody>
  & { [attr: `f${number}` | `f${number}start` | `f${number}end`]: string | number | undefined };

export const accountIdBody = z.object({ accountId: intField('商品编号（accountId）') });

/** GET /web/goods/suggest?keyword= (extension): what the search box offers while the user types. */
export const goodsSuggestQuery = z.object({
  keyword: str('关键词（keyword）').trim().min(1, { error: '关键词（keyword）不能为空' })
    .max(30, { error: '关键词（keyword）不能超过 30 个字符' }).meta({ description: '输入框中的文字（1–30 个字符；字母按拼音与拼音首字母匹配）' }),
  // goodList's box sends its game: that game's heroes, skins and attribute values come first.
  gameId: optional(intField('游戏编号（gameId）').meta({ description: '当前游戏（可选）：它的英雄、皮肤与属性值排在前面' })),
});
