// Answer schemas: valuation, bids and back orders (common/answers.ts says how a schema is written and used).
import { z } from 'zod';
import { BacklistStatus, backlistStatusLabel, BackOrderStatus, backOrderStatusLabel, BidStatus, bidStatusLabel, BuyerPayStatus, buyerPayStatusLabel, SupplyPay, supplyPayLabel } from '../statuses.ts';
import { type Answer, extension, int, named, recordId, statusOf, time, yuan } from '../common/answerFields.ts';

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
