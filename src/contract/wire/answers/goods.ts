// Answer schemas: goods (answers.ts says how a schema is written and used).
import { z } from 'zod';
import { SaleState, saleStateLabel, SupplyPay, supplyPayLabel } from '../../statuses.ts';
import { type Answer, extension, int, laterTime, recordId, statusOf, time, yuan } from './base.ts';
import { type GoodsFieldKey } from './games.ts';

export const goodsImageSchema = z.looseObject({ url: z.string(), name: z.string() });
export type GoodsImage = Answer<typeof goodsImageSchema>;

const fieldKeys = Array.from({ length: 20 }, (_, i) => `f${i + 1}` as GoodsFieldKey);
/** f1 … f20: the template's attribute values (numbers as digit strings, checkbox values comma-separated). */
const goodsFields = Object.fromEntries(fieldKeys.map((k) => [k, z.string().optional().meta({ description: `模板属性 ${k} 的值` })])) as
  Record<GoodsFieldKey, z.ZodOptional<z.ZodString>>;

const goodsShape = {
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
  // Where an account lives: system + carrier for 手游, group (大区) + server for 端游.
  systemId: recordId().optional().meta({ description: '系统（手游）' }), systemName: z.string().optional(),
  carrierId: recordId().optional().meta({ description: '运营商（手游）' }), carrierName: z.string().optional(),
  groupId: recordId().optional().meta({ description: '大区（端游）' }), groupName: z.string().optional(),
  serverId: recordId().optional().meta({ description: '服务器（端游）' }), serverName: z.string().optional(),
  ...goodsFields,
};

export const goodsSchema = z.looseObject(goodsShape);
export type Goods = Answer<typeof goodsSchema>;
/** 1 自营, 2 官方代售. */
export type AccountType = Goods['accountType'];
/** 0 无包赔, 1 可买包赔, 2 免费包赔. */
export type GuaranteeFlag = Goods['isGuarantee'];
/**
 * Attribute values: numbers are stored as strings of digits; checkbox values are comma-separated option
 * names; boxradio values are "option:nested" pairs, comma-separated.
 */
export type GoodsFields = Pick<Goods, GoodsFieldKey>;
/** Where an account lives: system + carrier for 手游, group (大区) + server for 端游. */
export type QufuFields = Pick<Goods, 'systemId' | 'systemName' | 'carrierId' | 'carrierName' | 'groupId' | 'groupName' | 'serverId' | 'serverName'>;

export const myListingSchema = z.looseObject({
  ...goodsShape,
  /** The order of a 交易中 / 已出售 goods (live field name). */
  orderRecId: recordId().optional().meta({ description: '交易中 / 已出售商品的订单编号' }),
  /** When that order was placed. */
  orderTime: laterTime('下单时间').optional(),
  /** A sold row's money (live names, see Order): 成交价. */
  suplyprice: yuan('卖家成交价').optional(),
  /** A sold row's money (live names, see Order): 到手, after the fee. */
  supplyDiscountPrice: yuan('卖家到手').optional(),
  /** A sold row's payout state (live strings, see Order): "1" 已打款, "2" 待打款. */
  supllypay: statusOf(SupplyPay, supplyPayLabel).optional(),
  /** Extension: when the platform paid the seller. */
  payoutTime: extension(time('打款时间')),
  /** Extension: withdrawn from audit (撤回) and never approved since: 上架 sends it to audit again. */
  needsAudit: extension(z.boolean(), '撤回审核后未再通过审核：上架 = 重新提交审核'),
});
/** A row of GET /need/myConsignment (live shape): the seller's goods; 交易中 / 已出售 rows carry their deal. */
export type MyListing = Answer<typeof myListingSchema>;

export const dealRecordSchema = z.looseObject({
  gameName: z.string(),
  title: z.string().meta({ description: '已打码' }),
  price: yuan('成交价'),
  dealTime: time('成交时间'),
});
export type DealRecord = Answer<typeof dealRecordSchema>;
