// Answer schemas: feedback, valuation, bids, merchants, uploads (answers.ts says how a schema is written and used).
import { z } from 'zod';
import { BacklistStatus, backlistStatusLabel, BackOrderStatus, backOrderStatusLabel, BidStatus, bidStatusLabel, BuyerPayStatus, buyerPayStatusLabel, MerchantAudit, merchantAuditLabel, PayoutAccountType, payoutAccountTypeLabel, ProblemStatus, SupplyPay, supplyPayLabel } from '../../statuses.ts';
import { type Answer, extension, int, laterTime, recordId, statusOf, time, yuan, named } from './base.ts';
import { myListingSchema } from './goods.ts';

export const problemSchema = named('Problem', z.looseObject({
  id: recordId(),
  type: z.enum(['投诉', '建议', '问题']),
  content: z.string(),
  contact: z.string(),
  images: z.array(z.string()),
  reply: z.string().optional(),
  /** When the platform replied (mock and newer backends; absent on older rows). */
  replyTime: laterTime('回复时间').optional(),
  status: statusOf(ProblemStatus),
  createTime: time('提交时间'),
}));
export type Problem = Answer<typeof problemSchema>;
export type ProblemType = Problem['type'];

export const backlistItemSchema = named('BacklistItem', z.looseObject({
  id: recordId(),
  userId: recordId(),
  gameId: recordId(),
  gameName: z.string(),
  type: z.string().optional().meta({ description: '游戏名称（实网字段）' }),
  region: z.string().meta({ description: '区服文字' }),
  des: z.string(),
  account: z.string(),
  tel: z.string().meta({ description: '电话：…，微信：…，QQ：…' }),
  expprice: yuan('期望价格'),
  /** The JSON string of the file list [{url, name}]. */
  img: z.string().meta({ description: '图片列表 [{url, name}] 的 JSON 字符串' }),
  inType: z.literal([1, 2]).optional().meta({ description: '1 竞价回收+官方代售，2 只代售；普通估价无此字段' }),
  status: statusOf(BacklistStatus, backlistStatusLabel),
  bidCount: int(),
  /** Number of bids (live field). */
  bcountt: int().meta({ description: '报价数（实网字段）' }),
  maxPrice: yuan('最高报价').optional(),
  /** Valuation result for a plain 估价: the range. */
  valuationMin: yuan('估价下限').optional(),
  valuationMax: yuan('估价上限').optional(),
  /** Valuation result for a plain 估价: the valuer's note. */
  valuationNote: z.string().optional().meta({ description: '估价说明（普通估价的结果）' }),
  /** 竞价回收 (POST /h5/goods/back): 真实姓名. */
  relname: z.string().optional().meta({ description: '真实姓名（竞价回收）' }),
  /** 竞价回收: 实名截图. */
  relnameImg: z.string().optional().meta({ description: '实名截图（竞价回收）' }),
  /** 竞价回收: the goods DTO as its JSON string. */
  content: z.string().optional().meta({ description: '商品信息的 JSON 字符串（竞价回收）' }),
  createTime: time('提交时间'),
}));
/** A row of GET /account/backlist/allList: `img` is the JSON string of the file list, `bcountt` = number of bids. */
export type BacklistItem = Answer<typeof backlistItemSchema>;
/** 1 竞价回收+官方代售, 2 只代售; absent for a plain 估价. */
export type InType = NonNullable<BacklistItem['inType']>;

export const bidRowSchema = named('BidRow', z.looseObject({
  id: recordId(),
  /** 回收商 (merchant name). */
  createName: z.string().meta({ description: '回收商' }),
  /** The merchant's user id: POST /account/backlist/accept's supplyUserId. */
  createId: recordId().meta({ description: '回收商用户编号：接受报价时作 supplyUserId' }),
  /** 报价 (yuan). */
  bprice: yuan('报价'),
  /** 0 待处理, 1 已接受, 2 已拒绝, 3 已完成. */
  status: statusOf(BidStatus, bidStatusLabel),
  createTime: time('报价时间'),
  /** The merchant's 成交量, deals done on the platform (extension: the live rows name the merchant only). */
  dealCount: extension(int(), '回收商的成交量（平台上完成的回收交易数）；不返回时应用只显示回收商名称'),
  /** The merchant's 好评率 in per cent, 0–100 (extension). */
  goodRate: extension(z.number(), '回收商的好评率（百分数 0–100）'),
}));
/** A bid as GET /account/quotation/mybprice answers it (rlist). */
export type BidRow = Answer<typeof bidRowSchema>;

export const myBidsSchema = named('MyBids', z.looseObject({
  back: backlistItemSchema,
  rlist: z.array(bidRowSchema).meta({ description: '报价，从高到低' }),
}));
/** GET /account/quotation/mybprice?backId= → the request and its bids, highest first. */
export type MyBids = Answer<typeof myBidsSchema>;

export const backOrderSchema = named('BackOrder', z.looseObject({
  id: recordId(),
  backId: recordId(),
  /** The selling user (owner of the request). */
  sellerId: recordId().meta({ description: '卖家（回收申请人）的用户编号' }),
  /** The merchant. */
  buyerId: recordId().meta({ description: '回收商的用户编号' }),
  buyerName: z.string().meta({ description: '回收商' }),
  gameId: recordId(),
  gameName: z.string(),
  title: z.string(),
  /** JSON string of the file list, like the request's img. */
  img: z.string().meta({ description: '图片列表的 JSON 字符串' }),
  qufu: z.string(),
  /** The accepted bid's price (yuan). */
  changeAmount: yuan('成交价（所接受的报价）'),
  /** 1 等待买家付款, 2 买家已付款. */
  buyerPayStatus: statusOf(BuyerPayStatus, buyerPayStatusLabel),
  orderStatus: statusOf(BackOrderStatus, backOrderStatusLabel),
  createTime: time('成交时间'),
  /** The merchant's 成交量 (extension). */
  buyerDealCount: extension(int(), '回收商的成交量'),
  /** The merchant's 好评率 in per cent (extension). */
  buyerGoodRate: extension(z.number(), '回收商的好评率（百分数 0–100）'),
  /** When the merchant paid (extension). */
  payTime: extension(time('回收商付款时间')),
  /** When the deal ended, 交易成功 or 交易失败 (extension). */
  finishTime: extension(time('交易结束时间（成功或失败）')),
  /** Why a 交易失败 deal failed (extension). */
  failReason: extension(z.string(), '交易失败的原因'),
  /** The seller's money at 交易成功, as on an order (extension here): 到手 = 成交价 less the fee. */
  supplyDiscountPrice: extension(yuan('卖家到手（成交价减手续费，交易成功后）')),
  /** Payout to the seller (extension here, the order's live strings): "1" 已打款, "2" 待打款. */
  supllypay: extension(statusOf(SupplyPay, supplyPayLabel, '给卖家打款（交易成功后）')),
  /** When the platform paid the seller (extension). */
  payoutTime: extension(time('给卖家打款的时间')),
  /** Where the payout went, masked (extension). */
  payoutTo: extension(z.string(), '打款去向，如「支付宝 ***1234」（已打款后）'),
  /** The 回收单号 shown and given to 客服 (extension): HS + the digits of createTime + the id on 4 digits. */
  no: extension(z.string().regex(/^HS\d{18,}$/), '回收单号（HS + 成交时间的数字 + 4 位编号，与订单号 DD… 同形）；不返回时应用显示编号 id'),
  /** Until when the merchant may pay (extension): past it, unpaid, the deal fails and the request is 报价中 again. */
  payDeadline: extension(time('回收商付款截止：接受报价后 2 小时内未付款，交易自动关闭（交易失败），估价单恢复报价中')),
}));
/** A row of GET /backOrder/list?dataType=sell&orderStatus= (a deal with a merchant after accepting a bid). */
export type BackOrder = Answer<typeof backOrderSchema>;

export const merchantApplicationSchema = named('MerchantApplication', z.looseObject({
  id: recordId(),
  userId: recordId(),
  shopName: z.string(),
  contact: z.string(),
  games: z.string().meta({ description: '经营的游戏，逗号分隔' }),
  auditState: statusOf(MerchantAudit, merchantAuditLabel),
  auditDes: z.string().optional(),
  createTime: time('提交时间'),
}));
export type MerchantApplication = Answer<typeof merchantApplicationSchema>;

export const uploadResultSchema = named('UploadResult', z.looseObject({
  url: z.string().meta({ description: '图片地址（实网答 filePath，应用两者都读）' }),
  /** The live backend's name for the address; the mock sends both, so either kind of client works. */
  filePath: z.string().optional().meta({ description: '图片地址（实网字段名，与 url 相同；应用在没有 url 时读它）' }),
  fileName: z.string(),
}));
export type UploadResult = Answer<typeof uploadResultSchema>;

/** `data {id}` of a create: the new record's id. */
export const createdSchema = z.looseObject({ id: recordId().meta({ description: '新记录的编号' }) });

/** GET /need/myConsignment/:id: my listing with its contacts and account number (never the password). */
export const myListingDetailSchema = named('MyListingDetail', myListingSchema.extend({
  /** The live DTO's contact text (联系QQ：…;联系微信：…;联系电话：…;账号来源：…). */
  importantRemark: extension(z.string(), '联系QQ：…;联系微信：…;联系电话：…;账号来源：…（发布时的实网字段）'),
  /** The seller's own account number (the password is never answered). */
  accountNumber: extension(z.string(), '游戏账号（卖家本人可见；密码从不返回）'),
}));
/** GET /need/myConsignment/:id (extension): one of my listings with what its edit form needs. */
export type MyListingDetail = Answer<typeof myListingDetailSchema>;

export const payoutAccountSchema = named('PayoutAccount', z.looseObject({
  type: statusOf(PayoutAccountType, payoutAccountTypeLabel, '收款方式'),
  /** The verified 实名, masked: payouts go only to the seller's own name. */
  name: z.string().meta({ description: '收款人：实名认证的姓名（已打码）' }),
  account: z.string().meta({ description: '收款账号（已打码，如 ***1234）' }),
  bankName: z.string().optional().meta({ description: '开户银行（银行卡）' }),
  updateTime: time('设置时间'),
}));
/** GET/POST /account/payoutAccount (extension): where the seller's payouts go, masked. */
export type PayoutAccount = Answer<typeof payoutAccountSchema>;
export const payoutAccountAnswerSchema = z.looseObject({
  account: payoutAccountSchema.optional().meta({ description: '未设置时没有此字段' }),
});
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
