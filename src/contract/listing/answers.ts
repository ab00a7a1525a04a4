// Answer schemas: my listings (我的代售) (common/answers.ts says how a schema is written and used).
import { z } from 'zod';
import { SupplyPay, supplyPayLabel } from '../statuses.ts';
import { type Answer, extension, laterTime, named, recordId, statusOf, time, yuan } from '../common/answerFields.ts';
import { goodsShape } from '../goods/answers.ts';

export const myListingSchema = named('MyListing', z.looseObject({
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
}));

/** A row of GET /need/myConsignment (live shape): the seller's goods; 交易中 / 已出售 rows carry their deal. */
export type MyListing = Answer<typeof myListingSchema>;

/** GET /need/myConsignment/:id: my listing with its contacts and account number (never the password). */
export const myListingDetailSchema = named('MyListingDetail', myListingSchema.extend({
  /** The live DTO's contact text (联系QQ：…;联系微信：…;联系电话：…;账号来源：…). */
  importantRemark: extension(z.string(), '联系QQ：…;联系微信：…;联系电话：…;账号来源：…（发布时的实网字段）'),
  /** The seller's own account number (the password is never answered). */
  accountNumber: extension(z.string(), '游戏账号（卖家本人可见；密码从不返回）'),
}));

/** GET /need/myConsignment/:id (extension): one of my listings with what its edit form needs. */
export type MyListingDetail = Answer<typeof myListingDetailSchema>;
