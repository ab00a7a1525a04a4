// Answer schemas: the one description of what the backend answers (docs/decisions/0013-contract-once.md). Each
// zod schema checks answers (the mock's tests, contract:check, the hybrid mock's drift log), writes its part of
// docs/api.md and the OpenAPI document (a field's `.meta({ description })`, in Chinese like the docs), and is the
// app's TypeScript type: `export type Goods = Answer<typeof goodsSchema>` beside it, which src/contract/types.ts
// re-exports to the app as a type only (so zod never reaches the bundle). A field's JSDoc comment is what an
// editor shows on hover: write a new field's meaning in its description, and in a comment when the app needs more.
// Every object is a looseObject (a backend may send more fields); `Answer` drops the index signature that adds.
// The schemas live in answers/ by domain; this file is their one door.
import type { z } from 'zod';
import { attributeTemplateSchema, gameAttributeSchema, gameSchema } from './answers/games.ts';
import { dealRecordSchema, goodsDetailSchema, goodsImageSchema, goodsSchema, goodsSellerSchema, myListingSchema } from './answers/goods.ts';
import { afterSaleSchema, deliverInfoSchema, orderAnswerSchema, payResultSchema, queryOrderSchema, verifyReportSchema } from './answers/orders.ts';
import { captchaResultSchema, loginResultSchema, profileResultSchema, userSchema } from './answers/users.ts';
import { appVersionSchema, blackCheckSchema, blackRecordSchema, businessContactSchema, homeStatsSchema, messagePageSchema, messageSchema, noticeSchema, qqGroupSchema, socialAccountSchema, staffAccountSchema, staffCheckSchema, zhuboSchema } from './answers/content.ts';
import { backlistItemSchema, backOrderSchema, bidRowSchema, goodsSuggestionsSchema, merchantApplicationSchema, myBidsSchema, myListingDetailSchema, payoutAccountSchema, problemSchema, uploadResultSchema } from './answers/services.ts';

// The status types are the named codes' (statuses.ts): the schemas in answers/ are made from them.
export type {
  AccountRealName, BacklistStatus, BackOrderStatus, BindingType, DeliverState, OrderStatus, OrderStep, PayState, PayWay, SaleState, ShotType, SupplyPay,
} from '../statuses.ts';

export { extension, TIME_PATTERN, type Answer } from './answers/base.ts';
export * from './answers/games.ts';
export * from './answers/goods.ts';
export * from './answers/orders.ts';
export * from './answers/users.ts';
export * from './answers/content.ts';
export * from './answers/services.ts';

/** The answer schemas by the name of their type (src/contract/types.ts): the OpenAPI document's components. */
export const NAMED_ANSWERS: Record<string, z.ZodType> = {
  Game: gameSchema, GameAttribute: gameAttributeSchema, AttributeTemplate: attributeTemplateSchema, GoodsImage: goodsImageSchema,
  Goods: goodsSchema, MyListing: myListingSchema, DealRecord: dealRecordSchema, AfterSale: afterSaleSchema, Order: orderAnswerSchema,
  PayResult: payResultSchema, QueryOrderResult: queryOrderSchema, User: userSchema, ProfileResult: profileResultSchema,
  LoginResult: loginResultSchema, CaptchaResult: captchaResultSchema, Message: messageSchema, MessagePage: messagePageSchema,
  Notice: noticeSchema, BlackRecord: blackRecordSchema, BlackCheckResult: blackCheckSchema, StaffCheckResult: staffCheckSchema,
  StaffAccount: staffAccountSchema, QQGroup: qqGroupSchema, Zhubo: zhuboSchema, SocialAccount: socialAccountSchema,
  AppVersion: appVersionSchema, HomeStats: homeStatsSchema, BusinessContact: businessContactSchema, Problem: problemSchema,
  BacklistItem: backlistItemSchema, BidRow: bidRowSchema, MyBids: myBidsSchema, BackOrder: backOrderSchema,
  MerchantApplication: merchantApplicationSchema, UploadResult: uploadResultSchema,
  DeliverInfo: deliverInfoSchema,
  MyListingDetail: myListingDetailSchema,
  PayoutAccount: payoutAccountSchema,
  GoodsSuggestions: goodsSuggestionsSchema,
  GoodsDetail: goodsDetailSchema,
  GoodsSeller: goodsSellerSchema,
  VerifyReport: verifyReportSchema,
};
