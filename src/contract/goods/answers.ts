// Answer schemas: goods, their seller, the search suggestions.
// common/answers.ts says how a schema is written and used.
import { z } from 'zod';
import { RealNameStatus, realNameStatusLabel, SaleState, saleStateLabel, ShotType, shotTypeLabel } from '../statuses.ts';
import { type Answer, extension, int, laterTime, named, recordId, statusOf, time, yuan } from '../common/answerFields.ts';
import type { GoodsFieldKey } from '../game/answers.ts';

export const goodsImageSchema = named('GoodsImage', z.looseObject({
  url: z.string(),
  name: z.string(),
  /** Extension: who took it — 官方截图 (staff) or 自主截图 (the seller); absent, the app marks nothing. */
  shotType: extension(statusOf(ShotType, shotTypeLabel, '截图来源')),
}));

export type GoodsImage = Answer<typeof goodsImageSchema>;

const fieldKeys = Array.from({ length: 20 }, (_, i) => `f${i + 1}` as GoodsFieldKey);

/** f1 … f20: the template's attribute values (numbers as digit strings, checkbox values comma-separated). */
const goodsFields = Object.fromEntries(fieldKeys.map((k) => [k, z.string().optional().meta({ description: `模板属性 ${k} 的值` })])) as
  Record<GoodsFieldKey, z.ZodOptional<z.ZodString>>;

export const goodsShape = {
  id: recordId(),
  /** 商品编号 shown to users. */
  no: z.string().meta({ description: '商品编号（展示给用户）' }),
  createId: recordId().meta({ description: '卖家用户编号' }),
  gameId: recordId(),
  gameName: z.string(),
  gameType: z.literal([0, 1]).meta({ description: '0 手游，1 端游' }),
  title: z.string(),
  des: z.string(),
  /** Seller's asking price (yuan). */
  price: yuan('卖家标价'),
  /** Price shown to buyers (yuan). */
  newPrice: yuan('展示给买家的价格'),
  titleImg: z.string().meta({ description: '主图地址' }),
  urlArr: z.array(goodsImageSchema).meta({ description: '详情图' }),
  saleState: statusOf(SaleState, saleStateLabel),
  accountType: z.literal([1, 2]).meta({ description: '1 自营，2 官方代售' }),
  isGuarantee: z.literal([0, 1, 2]).meta({ description: '0 无包赔，1 可买包赔，2 免费包赔' }),
  isOnSpecialOffer: z.boolean(),
  isTop: z.boolean().meta({ description: '顶级账号' }),
  browseNum: int(),
  collectNum: int(),
  /** 上架时间. */
  recoveryTime: time('上架时间'),
  createTime: time('发布时间'),
  auditDes: z.string().optional().meta({ description: '审核失败原因' }),
  downDes: z.string().optional().meta({ description: '下架原因' }),
  /** Taken down by the system after a 竞价回收 deal: the seller cannot put it on sale again (no 上架). */
  recycleDown: z.boolean().optional().meta({ description: '竞价回收成交后被系统下架，不能再上架' }),
  /** Rent price per hour (yuan) when the account can be hired. */
  hireHourPrice: yuan('租号时价').optional(),
  /** Rent price per day (yuan) when the account can be hired. */
  hireDayPrice: yuan('租号日价').optional(),
  /** Set on detail answers for a signed-in viewer. */
  collected: z.boolean().optional().meta({ description: '已收藏（登录用户看详情时）' }),
  /** Set on myBrowse rows. */
  browseTime: laterTime('浏览时间（我的浏览）').optional(),
  /**
   * Set on allList rows in 相关度 order (sortRank relevance with a keyword): the app shows 相关度 as the default
   * sort only when the rows carry it, so a backend without that order keeps the live site's 综合.
   */
  relevance: extension(int().min(0),
    '相关度（商品列表按相关度排序时才有）：标题中含的关键词数 × 100 + 只在属性中含的词数，大的在前',
    { when: '商品列表带关键词、按相关度（sortRank relevance）排序时' }),
  // Where an account lives: system + carrier for 手游, group (大区) + server for 端游.
  systemId: recordId().optional().meta({ description: '系统（手游）' }), systemName: z.string().optional(),
  carrierId: recordId().optional().meta({ description: '运营商（手游）' }), carrierName: z.string().optional(),
  groupId: recordId().optional().meta({ description: '大区（端游）' }), groupName: z.string().optional(),
  serverId: recordId().optional().meta({ description: '服务器（端游）' }), serverName: z.string().optional(),
  ...goodsFields,
};

export const goodsSchema = named('Goods', z.looseObject(goodsShape));

export type Goods = Answer<typeof goodsSchema>;

export const goodsSellerSchema = named('GoodsSeller', z.looseObject({
  /** Masked as the leaders do: the first character, **, the last (卖家老李 → 卖**李). */
  nickName: z.string().meta({ description: '卖家昵称（已打码：首字 + ** + 末字，如 卖**李）' }),
  avatar: z.string().meta({ description: '卖家头像地址' }),
  realNameStatus: statusOf(RealNameStatus, realNameStatusLabel, '卖家本人的实名认证'),
  dealCount: int().min(0).meta({ description: '成交单数：该卖家交易成功的订单数' }),
  /** 0–100, one decimal; absent while the seller has no ended order. */
  goodRate: z.number().min(0).max(100).optional()
    .meta({ description: '好评率（百分数 0–100，保留一位小数）：已结束（交易成功或已退款）的订单中，没有成立（已解决）售后的比例；尚无已结束订单时不带' }),
  onSaleCount: int().min(0).meta({ description: '在售商品数（已上架）：与商品列表按 createId 筛选的 total 相同' }),
}));

/** The seller as the goods page shows them (extension, computed by the backend from its orders, claims and goods). */
export type GoodsSeller = Answer<typeof goodsSellerSchema>;

export const goodsDetailSchema = named('GoodsDetail', z.looseObject({
  ...goodsShape,
  /** Extension: the seller card. A backend without it (the live one) gets no card. */
  seller: extension(goodsSellerSchema, '卖家信息（扩展）：打码的昵称、头像、实名、成交单数、好评率、在售数；没有时商品页不显示卖家卡片'),
}));

/** data of GET /web/good/info/{id}: a goods and, from our backend, its seller's card. */
export type GoodsDetail = Answer<typeof goodsDetailSchema>;

/**
 * Attribute values: numbers are stored as strings of digits; checkbox values are comma-separated option
 * names; boxradio values are "option:nested" pairs, comma-separated.
 */
export type GoodsFields = Pick<Goods, GoodsFieldKey>;

/** Where an account lives: system + carrier for 手游, group (大区) + server for 端游. */
export type QufuFields = Pick<Goods, 'systemId' | 'systemName' | 'carrierId' | 'carrierName' | 'groupId' | 'groupName' | 'serverId' | 'serverName'>;

/** A hero, a skin or an attribute value of a game's attribute template that matches what is typed. */
export const suggestTermSchema = z.looseObject({
  kind: z.enum(['hero', 'skin', 'attr']).meta({ description: 'hero 英雄（角色），skin 皮肤，attr 属性值（如 段位 最强王者）' }),
  name: z.string().meta({ description: '英雄、皮肤或属性值（皮肤为模板选项原文，如 韩信·白龙吟）' }),
  gameId: recordId(),
  gameName: z.string(),
  attrName: z.string().meta({ description: '来自哪个模板属性（如 限定皮肤、段位）' }),
  /** The goods column of that attribute: an attr suggestion opens the game's list filtered by it (fN = name). */
  field: z.templateLiteral(['f', z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])])
    .meta({ description: '该属性填入商品的列（f1 … f20）：属性值按 fN = name 筛选' }),
});

/** One hero / skin / attribute value suggested while typing (extension). */
export type SuggestTerm = Answer<typeof suggestTermSchema>;

export const goodsSuggestionsSchema = named('GoodsSuggestions', z.looseObject({
  games: z.array(z.looseObject({
    id: recordId(),
    name: z.string(),
    goodsCount: int().meta({ description: '在售商品数' }),
  })).meta({ description: '名称含关键词、或拼音 / 拼音首字母以它开头的游戏（yuan → 原神，wzry → 王者荣耀；最多 5 个，匹配度高的在前，再热门在前）' }),
  /** Heroes, skins and attribute values of the templates (the answer's newer part: an older backend has no such field). */
  terms: extension(z.array(suggestTermSchema),
    '游戏属性模板中的英雄、皮肤与属性值：名称含关键词，或拼音 / 拼音首字母以它开头（hanxin、hx → 韩信）；最多 6 个，完全一致在前，当前游戏（gameId）在前；没有匹配时没有此字段'),
  words: z.array(z.string()).meta({ description: '含关键词（或拼音 / 拼音首字母以它开头）的热门搜索词（最多 6 个）' }),
}));

/** GET /web/goods/suggest?keyword= (extension): games, heroes, skins, attribute values and hot words matching what is typed. */
export type GoodsSuggestions = Answer<typeof goodsSuggestionsSchema>;
