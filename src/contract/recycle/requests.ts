// Request schemas: valuation, bids and back orders.
// common/requests.ts says how a request schema is written and used.
import { z } from 'zod';
import { BacklistStatus, SaleMode } from '../statuses.ts';
import { CHINESE, imagePath, intField, type LiveBody, moneyField, optional, pageQuery, phoneField, readByHand, str } from '../common/fields.ts';
import type { InType } from './answers.ts';

/** The URLs of an image list sent as the live JSON string ([{url, name}] or [url]) or as an array (friendly). */
export function imageUrls(label: string, max: number) {
  // The app sends the live JSON text (the app's type); the list itself is accepted too.
  return z.preprocess<unknown, z.ZodArray<z.ZodPreprocess<typeof imagePath>>, string>((v: unknown) => {
    if (typeof v !== 'string') return v;
    const text = v.trim();
    if (text === '') return [];
    if (!text.startsWith('[')) return [text];
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return v;
    }
  }, z.array(
    z.preprocess((f) => (f && typeof f === 'object' && 'url' in f ? (f as { url: unknown }).url : f), imagePath),
    { error: (iss) => (iss.input === undefined || iss.input === null ? `${label}不能为空` : `${label}格式不正确，应为图片列表`) },
  ).max(max, { error: `${label}最多 ${max} 张` }).meta({ description: `${label.replace(/（[^）]*）$/, '')}：[{url, name}] 的 JSON 字符串（也收地址数组）`, wire: 'json-string' }));
}

/** POST /account/backlist (估价). `tel` and `img` are read by the mock's domain/recycle.fields.ts (live text / JSON string). */
export const valuationBody = z.object({
  gameId: optional(intField('游戏编号（gameId）')),
  type: optional(z.string({ error: '游戏（type）应为字符串' }).trim().max(30, { error: '类型（type）不能超过 30 个字符' })
    .meta({ description: '游戏名称' })),
  region: str('区服（region）').trim().min(1, { error: '区服（region）不能为空' }).max(100),
  des: optional(z.string().max(1000, { error: '描述（des）不能超过 1000 个字' })),
  account: str('游戏账号（account）').trim().min(1, { error: '游戏账号（account）不能为空' })
    .max(64, { error: '游戏账号（account）不能超过 64 个字符' })
    .refine((s) => !CHINESE.test(s), { error: '游戏账号（account）不能包含中文' }),
  tel: readByHand<string>().meta({ description: '手机号，或「电话：…，微信：…，QQ：…」' }),
  expprice: moneyField('期望价格（expprice）', 0.01, 9_999_999),
  img: readByHand<string>().meta({ description: '截图：[{url, name}] 的 JSON 字符串（也收地址数组）' }),
  inType: optional(intField<InType>('出售模式（inType）').refine((t) => t === SaleMode.bidAndConsign || t === SaleMode.consignOnly, {
    error: '出售模式（inType）的取值无效，可选：1 竞价回收+官方代售 / 2 只代售',
  }).meta({ description: '1 竞价回收+官方代售，2 只代售', enum: [1, 2] })),
  content: optional(z.string().max(20_000, { error: '商品信息（content）过长' }).meta({
    'x-origin': 'extension',
    description: '扩展：估价时的商品信息 JSON 字符串（gameId、区服编号、属性 f1..fN、账号来源 accountSource），与竞价回收的 content 同形；按此价寄售 / 去竞价回收用它回填',
  })),
});

/**
 * Body of POST /account/backlist for a plain 估价 (api.md "Live payload shapes"): `type` names the game,
 * `tel` is one text `电话：…，微信：…，QQ：…`, `img` the JSON string of the uploaded file list [{url, name}].
 */
export type ValuationBody = LiveBody<typeof valuationBody, 'type' | 'des' | 'tel' | 'img'>;

export const backlistQuery = pageQuery.extend({
  status: optional(intField('状态（status）').refine((s) => (Object.values(BacklistStatus) as number[]).includes(s), {
    error: '状态（status）的取值无效，可选：0 / 2 / 3 / 4 / 5',
  }).meta({ description: '0 待报价，2 已接受报价，3 已完成，4 已取消，5 已拒绝', enum: [0, 2, 3, 4, 5] })),
  // Absent: all my requests, or with a status (竞价中心's live call ?status=0) my bid-recycle requests.
  // 0: plain valuations only (no inType). 1 / 2: that sale mode.
  inType: optional(intField('出售模式（inType）').refine((t) => t >= 0 && t <= 2, { error: '出售模式（inType）的取值无效，可选：0 / 1 / 2' }).meta({ description: '不填：全部；0 只看普通估价，1 / 2 该出售模式的竞价回收', enum: [0, 1, 2] })),
});

export const myBidsQuery = z.object({ backId: intField('估价单编号（backId）') });

/** Live shape {id: the request, supplyUserId: the bid's createId}; the friendlier {backId, bidId} too. */
export const acceptBidBody = z.object({
  id: optional(intField('估价单编号（id）')),
  supplyUserId: optional(intField('回收商编号（supplyUserId）')),
  backId: optional(intField('估价单编号（backId）')),
  bidId: optional(intField('报价编号（bidId）')),
});

/** The app sends the live shape: id = the request (back) id, supplyUserId = the bid's createId. */
export type AcceptBidBody = LiveBody<typeof acceptBidBody, 'id' | 'supplyUserId'>;

export const bidRecycleBody = z.object({
  gameId: intField('游戏编号（gameId）'),
  type: optional(z.string().trim().max(30, { error: '游戏名称（type）不能超过 30 个字符' }).meta({ description: '游戏名称' })),
  region: str('区服（region）').trim().min(1, { error: '区服（region）不能为空' }).max(100, { error: '区服（region）不能超过 100 个字符' }),
  des: optional(z.string().max(1000, { error: '描述（des）不能超过 1000 个字' })),
  account: str('游戏账号（account）').trim().min(1, { error: '游戏账号（account）不能为空' })
    .max(64, { error: '游戏账号（account）不能超过 64 个字符' })
    .refine((s) => !CHINESE.test(s), { error: '游戏账号（account）不能包含中文' }),
  tel: phoneField,
  img: imageUrls('游戏截图（img）', 9).refine((a) => a.length > 0, { error: '请上传游戏截图（img）' }),
  relname: optional(z.string().trim().max(20, { error: '真实姓名（relname）不能超过 20 个字' }).meta({ description: '真实姓名' })),
  relnameImg: imageUrls('实名截图（relnameImg）', 3).refine((a) => a.length > 0, { error: '请上传实名截图（relnameImg）' }),
  inType: intField<InType>('出售模式（inType）').refine((t) => t === SaleMode.bidAndConsign || t === SaleMode.consignOnly, {
    error: '出售模式（inType）的取值无效，可选：1 竞价回收+官方代售 / 2 只代售',
  }).meta({ description: '1 竞价回收+官方代售，2 只代售', enum: [1, 2] }),
  content: optional(z.string().max(20_000, { error: '商品信息（content）过长' }).meta({ description: '商品信息（发布时的商品 DTO）的 JSON 字符串' })),
  expprice: optional(moneyField('期望价格（expprice）', 0.01, 9_999_999)),
});

/** POST /h5/goods/back (竞价回收), live shape: img is a JSON string of [{url, name}], content the goods DTO's JSON. */
export type BidRecycleBody = LiveBody<typeof bidRecycleBody, 'type' | 'des' | 'relname' | 'content'>;

/** 1 竞价回收+官方代售, 2 只代售. */
export type BidRecycleMode = BidRecycleBody['inType'];

export const backOrderQuery = pageQuery.extend({
  dataType: optional(z.enum(['sell', 'buy'], { error: '数据类型（dataType）的取值无效，可选：sell / buy' })
    .meta({ description: 'sell 我的回收单，buy 我作为回收商的' })),
  orderStatus: optional(intField('订单状态（orderStatus）').refine((s) => s >= 1 && s <= 5, {
    error: '订单状态（orderStatus）的取值无效，可选：1 交易中 / 2 待审核 / 3 已审核 / 4 交易成功 / 5 交易失败',
  }).meta({ description: '1 交易中，2 待审核，3 已审核，4 交易成功，5 交易失败', enum: [1, 2, 3, 4, 5] })),
});

/** GET /backOrder/detail: one deal by its own id or by its request's (the 报价列表 page knows the request). */
export const backOrderDetailQuery = z.object({
  id: optional(intField('回收订单编号（id）')),
  backId: optional(intField('估价单编号（backId）')),
});
