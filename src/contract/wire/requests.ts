// Request schemas: the query strings and bodies the mock validates (mock-server/routes/* parse with these)
// and the contract documents (endpoints.ts). Messages are the mock's Chinese answers, field named.
// Business rules that need the store (does the game exist, is it mine) stay in the routes.
// The bodies the app sends are typed from these: `export type X = z.input<typeof xBody>` beside the schema (the
// input: what a client sends, fields.ts says how each step declares it), re-exported to the app by types.ts.
import { z } from 'zod';
import type { GoodsFields, GoodsImage, InType, NoticeType, SaleState } from './answers.ts';
import type { OrderStatus } from '../statuses.ts';
import {
  AccountSource, AccountType, BacklistStatus, GameType, GuaranteeType, PayoutAccountType, PayWay, ReadState, SaleMode, ZhuboType,
} from '../statuses.ts';
import { ALIPAY_ACCOUNT_RE, BANK_CARD_RE } from '../payoutAccount.ts';
import {
  boolField, CN_MOBILE, imagePath, intField, moneyField, numberField, optional, pageQuery, phoneField, readByHand, str,
} from './fields.ts';

export { pageQuery };

/** A live-shape body as the app sends it: the schema's input, with `K` required — fields the live backend needs
 *  though the mock, which also takes older or friendlier shapes, lets them out. */
type LiveBody<S extends z.ZodType, K extends keyof z.input<S>> = Omit<z.input<S>, K> & Required<Pick<z.input<S>, K>>;

/** pageNum from 1, pageSize: the page a list call asks for. */
export type PageQuery = z.input<typeof pageQuery>;

const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;
const gameIdField = intField('游戏编号（gameId）');

// ---------- auth ----------

export const smsQuery = z.object({
  phone: phoneField,
  type: z.enum(['login', 'register', 'pwd'], { error: '短信类型（type）不正确，可选：login / register / pwd' })
    .meta({ description: 'login 登录，register 注册，pwd 找回密码' }),
});
/** What an SMS code is for: login 登录, register 注册, pwd 找回密码. */
export type SmsType = z.output<typeof smsQuery>['type'];

/** Letters and digits, 8–20 characters (RuoYi's default length cap is 20). */
const passwordField = str('密码')
  .min(8, { error: '密码至少 8 位，且须同时包含字母和数字' })
  .max(20, { error: '密码不能超过 20 位' })
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), { error: '密码至少 8 位，且须同时包含字母和数字' });

const smsCodeField = str('验证码').trim().min(1, { error: '验证码不能为空' });

/** POST /login with the image captcha (as the app and the live backend have it). */
const passwordLoginBody = z.object({
  username: str('账号').trim().min(1, { error: '账号不能为空' }).max(30, { error: '账号长度不能超过 30 个字符' }),
  password: str('密码').min(1, { error: '密码不能为空' }).max(64, { error: '密码长度不能超过 64 个字符' }),
  code: str('验证码').trim().min(1, { error: '验证码不能为空' }),
  uuid: z.string({ error: '验证码已失效，请刷新后重试' }).min(1, { error: '验证码已失效，请刷新后重试' })
    .meta({ description: 'captchaImage 给的 uuid' }),
});
export type PasswordLoginBody = z.input<typeof passwordLoginBody>;
/** POST /login; with the image captcha off (MOCK_CAPTCHA=0) code and uuid are not asked. */
export function loginBody(captchaEnabled: boolean) {
  return captchaEnabled ? passwordLoginBody : passwordLoginBody.extend({ code: z.unknown().optional(), uuid: z.unknown().optional() });
}

export const smsLoginBody = z.object({ phone: phoneField, code: smsCodeField });
export type SmsLoginBody = z.input<typeof smsLoginBody>;

export const registerBody = z.object({
  username: str('手机号').trim().regex(CN_MOBILE, { error: '手机号格式不正确' }),
  password: passwordField,
  code: smsCodeField,
});
export type RegisterBody = z.input<typeof registerBody>;

export const smsPasswordBody = z.object({ phone: phoneField, code: smsCodeField, password: passwordField });

// ---------- user ----------

export const profileBody = z.object({
  // An empty nickname is an error, an empty email clears it.
  nickName: z.string({ error: '昵称（nickName）应为字符串' }).trim().min(1, { error: '昵称不能为空' })
    .max(20, { error: '昵称不能超过 20 个字符' }).optional(),
  email: z.string({ error: '邮箱（email）应为字符串' }).trim().max(50, { error: '邮箱不能超过 50 个字符' })
    .refine((e) => e === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e), { error: '邮箱格式不正确' }).optional(),
  sex: optional(z.enum(['0', '1', '2'], { error: '性别（sex）的取值无效，可选：0 男 / 1 女 / 2 未知' }).meta({ description: '0 男，1 女，2 未知' })),
  avatar: optional(imagePath),
});
export type ProfileUpdateBody = z.input<typeof profileBody>;

export const realNameBody = z.object({
  // The live client sends the signed-in user's id; someone else's is refused.
  id: optional(z.preprocess<unknown, z.ZodNumber, number>((v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: '用户编号（id）应为数字' }).int({ error: '用户编号（id）应为数字' }).meta({ description: '当前用户的 userId' }))),
  name: str('姓名').trim()
    .regex(/^[\u4e00-\u9fa5·]{2,20}$/, { error: '姓名须为 2–20 个汉字（少数民族姓名可含 ·）' }),
  idNumber: str('身份证号').trim().min(1, { error: '身份证号不能为空' }),
});

// ---------- games ----------

export const keylistQuery = z.object({
  gameId: gameIdField,
  systemKey: optional(z.enum(['system', 'carrier', 'group', 'server']).meta({ description: 'system 系统，carrier 运营商，group 大区，server 服务器' })),
  parentId: optional(intField('上级编号（parentId）')),
});

export const qufuLevelQuery = z.object({ gameId: gameIdField, parentId: optional(intField('上级编号（parentId）')) });

export const districtQuery = z.object({ parentId: intField('大区编号（parentId）') });

export const gameIdQuery = z.object({ gameId: gameIdField });

export const gameListQuery = z.object({
  type: optional(intField('游戏类型（type）').refine((t) => t === GameType.mobile || t === GameType.pc, { error: '游戏类型（type）的取值无效，可选：0 手游 / 1 端游' }).meta({ description: '0 手游，1 端游', enum: [0, 1] })),
  name: optional(z.string().trim().max(30).meta({ description: '名称（模糊）' })),
  initial: optional(z.string().trim().regex(/^[A-Za-z]$/, { error: '首字母（initial）应为一个字母' })),
});

// ---------- goods ----------

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

// ---------- selling ----------

const MAX_IMAGES = 12;
export const SALE_STATES: SaleState[] = [0, 1, 2, 3, 4, 5, 6, 99];

const imageItem = z.union([
  imagePath.transform((url): GoodsImage => ({ url, name: '' })),
  z.object({ url: imagePath, name: optional(z.string().max(50, { error: '图片名称不能超过 50 个字符' })) })
    .transform((x): GoodsImage => ({ url: x.url, name: x.name ?? '' })),
], { error: '详情图（urlArr）的每一项应为图片地址或 {url, name}' });

/**
 * POST /need/consignment: the live goods DTO (gameName, gameType, assurance, importantRemark = 联系QQ：…;联系微信：…;
 * 联系电话：…;账号来源：…) and the friendlier shape (contactType / contact / accountSource / canGuarantee). The
 * template's f1…fN are checked by the mock against the game's template.
 */
export const consignmentBody = z.object({
  id: optional(intField('商品编号（id）')),
  gameId: intField('游戏编号（gameId）'),
  gameName: optional(z.string({ error: '游戏名称（gameName）应为字符串' }).max(50)),
  gameType: optional(intField<GameType>('游戏类型（gameType）').refine((t) => t === GameType.mobile || t === GameType.pc, { error: '游戏类型（gameType）的取值无效，可选：0 手游 / 1 端游' }).meta({ description: '0 手游，1 端游', enum: [0, 1] })),
  systemId: optional(intField('系统（systemId）')),
  carrierId: optional(intField('运营商（carrierId）')),
  groupId: optional(intField('大区（groupId）')),
  serverId: optional(intField('服务器（serverId）')),
  importantRemark: optional(readByHand<string>().meta({ description: '联系QQ：…;联系微信：…;联系电话：…;账号来源：自己注册|他人注册' })),
  assurance: optional(intField<0 | 1>('包赔材料（assurance）').refine((v) => v === 0 || v === 1, { error: '包赔材料（assurance）的取值无效，可选：1 能提供 / 0 不能提供' }).meta({ description: '1 能提供包赔材料，0 不能', enum: [1, 0] })),
  accountSource: optional(intField<AccountSource>('账号来源（accountSource）').refine((v) => v === AccountSource.self || v === AccountSource.other, {
    error: '账号来源（accountSource）的取值无效，可选：1 自己注册 / 2 他人注册',
  }).meta({ description: '1 自己注册，2 他人注册', enum: [1, 2] })),
  contactType: optional(z.enum(['phone', 'qq', 'wechat'], { error: '联系方式类型（contactType）的取值无效，可选：phone / qq / wechat' }).meta({ description: 'phone 电话，qq QQ，wechat 微信' })),
  contact: optional(str('联系方式（contact）').trim().min(1, { error: '联系方式（contact）不能为空' }).max(50)),
  title: str('标题（title）').trim().min(5, { error: '标题（title）至少 5 个字' })
    .max(60, { error: '标题（title）不能超过 60 个字' }),
  des: optional(z.string({ error: '描述（des）应为字符串' }).max(2000, { error: '描述（des）不能超过 2000 个字' })),
  price: moneyField('价格（price）', 1, 9_999_999),
  canGuarantee: optional(boolField()),
  titleImg: z.string({ error: '请上传主图（titleImg）' }).trim().min(1, { error: '请上传主图（titleImg）' }).pipe(imagePath),
  urlArr: optional(z.array(imageItem, { error: '详情图（urlArr）应为数组' }).max(MAX_IMAGES, { error: `详情图（urlArr）最多 ${MAX_IMAGES} 张` })),
  accountNumber: optional(z.string().trim().max(64, { error: '游戏账号（accountNumber）不能超过 64 个字符' })),
  accountPassword: optional(z.string().max(64, { error: '账号密码（accountPassword）不能超过 64 个字符' })),
}).meta({ description: '另带游戏模板的属性 f1…fN（必填项、选项与数值范围按模板检查）。联系方式二选一：实网的 importantRemark，或 contactType + contact + accountSource' });
/**
 * Body of POST /need/consignment as the app sends it: the live client's goods DTO (api.md "Live payload shapes") and
 * the template's f1…fN. The backend fills in the 区服 names, forces saleState 0 (待审核) and accountType 2 (代售).
 */
export type GoodsDraft = LiveBody<typeof consignmentBody, 'gameName' | 'gameType' | 'des' | 'urlArr' | 'assurance' | 'importantRemark'> & GoodsFields;

export const myConsignmentQuery = pageQuery.extend({
  saleState: optional(intField('商品状态（saleState）').refine((s) => SALE_STATES.includes(s as SaleState), {
    error: '商品状态（saleState）的取值无效，可选：0 / 1 / 2 / 3 / 4 / 5 / 6 / 99',
  }).meta({ description: '0 待审核，1 已上架，2 交易中，3 已出售，4 已下架，5 问题账号，6 找回账号，99 审核失败', enum: [0, 1, 2, 3, 4, 5, 6, 99] })),
});

export const downGoodsBody = z.object({
  id: intField('商品编号（id）'),
  downDes: optional(z.string({ error: '下架原因（downDes）应为字符串' }).trim().max(200, { error: '下架原因（downDes）不能超过 200 个字' })),
});

export const editPriceBody = z.object({ id: intField('商品编号（id）'), price: moneyField('价格（price）', 1, 9_999_999) });

// ---------- orders and payments ----------

const orderIdField = intField('订单编号（orderId）');

export const createOrderBody = z.object({
  goodsId: intField('商品编号（goodsId）'),
  guaranteeType: intField<GuaranteeType>('包赔类型（guaranteeType）').refine((t) => (Object.values(GuaranteeType) as number[]).includes(t), {
    error: '包赔类型（guaranteeType）的取值无效，可选：1 找回包赔 / 2 人脸包赔 / 3 不买包赔',
  }).meta({ description: '1 找回包赔，2 人脸包赔，3 不买包赔', enum: [1, 2, 3] }),
});

export type CreateOrderBody = z.input<typeof createOrderBody>;

export const orderIdBody = z.object({ orderId: orderIdField });

/** 收款账户 (extension POST /account/payoutAccount): 支付宝 (a phone or an e-mail) or a bank card (12–19 digits). */
export const payoutAccountBody = z.object({
  type: z.union([z.literal(1), z.literal(2)], { error: '收款方式（type）应为 1 支付宝 或 2 银行卡' }).meta({ description: '1 支付宝，2 银行卡' }),
  account: str('收款账号（account）').trim().min(1, { error: '请填写收款账号' }).max(50, { error: '收款账号不能超过 50 个字符' }),
  bankName: optional(str('开户银行（bankName）').trim().max(20, { error: '开户银行不能超过 20 个字' })),
}).superRefine((b, ctx) => {
  const account = b.account.replace(/\s/g, '');
  if (b.type === PayoutAccountType.alipay && !ALIPAY_ACCOUNT_RE.test(account)) ctx.addIssue({ code: 'custom', path: ['account'], message: '支付宝账号应为手机号或邮箱' });
  if (b.type === PayoutAccountType.bank && !BANK_CARD_RE.test(account)) ctx.addIssue({ code: 'custom', path: ['account'], message: '银行卡号应为 12–19 位数字' });
  if (b.type === PayoutAccountType.bank && !b.bankName) ctx.addIssue({ code: 'custom', path: ['bankName'], message: '请填写开户银行' });
});

/** 换绑's verification code, typed by the seller (extension POST /saleOrder/rebindCode). */
export const REBIND_CODE_RE = /^\d{4,8}$/;
export const rebindCodeBody = z.object({
  orderId: orderIdField,
  code: str('验证码（code）').trim().regex(REBIND_CODE_RE, { error: '验证码（code）应为 4–8 位数字' }),
});

export const queryOrderBody = z.object({
  id: intField('订单编号（id）'),
  force: optional(boolField().meta({ description: '重新向支付渠道查询付款' })),
});

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** `parseTime` is the mock's date reader (a date that does not exist, e.g. 2026-02-30, is refused). */
export function orderListQuery(parseTime: (s: string) => number) {
  const dateField = (label: string) => z.string().trim().refine((s) => DATE_RE.test(s) && Number.isFinite(parseTime(s)), {
    error: `${label}格式应为 YYYY-MM-DD`,
  }).meta({ description: `${label.replace(/（[^）]*）$/, '')}（YYYY-MM-DD）` });
  return pageQuery.extend({
    orderStatus: optional(intField<OrderStatus>('订单状态（orderStatus）').refine((s) => s >= 1 && s <= 5, {
      error: '订单状态（orderStatus）的取值无效，可选：1 交易成功 / 2 已取消 / 3 待支付 / 4 交易中 / 5 已退款',
    }).meta({ description: '3 待支付，4 交易中，1 交易成功，2 已取消，5 已退款', enum: [3, 4, 1, 2, 5] })),
    saleTimeStart: optional(dateField('开始日期（saleTimeStart）')),
    saleTimeEnd: optional(dateField('结束日期（saleTimeEnd）')),
  });
}

/** The list query as documented (the mock builds its own with its date reader; a test compares the two). */
export const orderListQueryDoc = orderListQuery((s) => Date.parse(`${s}T00:00:00Z`));
export type OrderListQuery = z.input<typeof orderListQueryDoc>;

export const afterSaleBody = z.object({
  orderId: orderIdField,
  type: z.enum(['找回', '描述不符', '其他'], { error: '售后类型（type）的取值无效，可选：找回 / 描述不符 / 其他' }),
  reason: str('原因（reason）').trim().min(5, { error: '原因（reason）至少 5 个字' })
    .max(500, { error: '原因（reason）不能超过 500 个字' }),
  images: optional(z.array(imagePath, { error: '图片（images）应为图片地址数组' }).max(6, { error: '图片（images）最多 6 张' })),
});

export const payBody = z.object({
  orderId: intField('订单编号（orderId）'),
  payWay: intField<PayWay>('支付方式（payWay）').refine((w) => w === PayWay.wechat || w === PayWay.alipay, { error: '支付方式（payWay）的取值无效，可选：1 微信 / 2 支付宝' }).meta({ description: '1 微信，2 支付宝', enum: [1, 2] }),
  payType: z.enum(['deposit', 'full', 'balance'], { error: '付款类型（payType）的取值无效，可选：deposit / full / balance' })
    .meta({ description: 'deposit 先付定金（10%，至少 ¥50），full 全款，balance 付尾款' }),
  returnUrl: optional(z.string().max(500, { error: '返回地址（returnUrl）过长' }).meta({ description: '支付后回到的应用内路径' })),
  // Ours: the live backend's 微信 answer is a code_url to scan; a phone cannot scan its own screen.
  tradeType: optional(z.enum(['NATIVE', 'MWEB'], { error: '微信支付方式（tradeType）的取值无效，可选：NATIVE 扫码 / MWEB H5 支付' }).meta({
    description: '微信的支付方式（扩展，实网没有此字段）：NATIVE 扫码支付（默认，电脑），MWEB H5 支付（手机浏览器：formStr 为跳转到微信支付的地址，付款后回到 returnUrl）；支付宝不看它',
    'x-origin': 'extension',
  })),
});
/** 'deposit' pays 10 % (≥ ¥50) first; 'full' pays all; 'balance' pays what is left. */
export type PayOrderBody = z.input<typeof payBody>;

// ---------- feedback ----------

export const PROBLEM_TYPES = ['投诉', '建议', '问题'] as const;
export const PROBLEM_CONTENT_MIN = 10;
export const PROBLEM_CONTENT_MAX = 500;
export const PROBLEM_MAX_IMAGES = 3;
/** QQ numbers: 5–11 digits, no leading 0. */
const QQ = /^[1-9]\d{4,10}$/;

/**
 * 联系方式: a mobile number, or a QQ number (optionally written 「QQ 123456」 / 「QQ：123456」).
 * Returns the value as stored (trimmed, the QQ prefix normalised to 「QQ 」), or null when it is neither.
 */
export function normaliseContact(raw: string): string | null {
  const v = raw.trim();
  if (CN_MOBILE.test(v)) return v;
  const qq = /^(?:qq\s*[:：]?\s*)?(\d+)$/i.exec(v)?.[1];
  return qq && QQ.test(qq) ? `QQ ${qq}` : null;
}

const contactField = z.string({ error: '联系方式（contact）应为字符串' })
  .meta({ description: '11 位手机号或 5–11 位 QQ 号' })
  .transform((v, c) => {
    const out = normaliseContact(v);
    if (out === null) {
      c.addIssue({ code: 'custom', message: '联系方式（contact）应为 11 位手机号或 5–11 位 QQ 号' });
      return z.NEVER;
    }
    return out;
  });

export const problemBody = z.object({
  type: z.enum(PROBLEM_TYPES, { error: '类型（type）的取值无效，可选：投诉 / 建议 / 问题' }),
  content: str('内容（content）').trim()
    .refine((s) => [...s].length >= PROBLEM_CONTENT_MIN, { error: `内容（content）至少 ${PROBLEM_CONTENT_MIN} 个字` })
    .refine((s) => [...s].length <= PROBLEM_CONTENT_MAX, { error: `内容（content）不能超过 ${PROBLEM_CONTENT_MAX} 个字` }),
  contact: optional(contactField),
  images: optional(z.array(imagePath, { error: '图片（images）应为图片地址数组' })
    .max(PROBLEM_MAX_IMAGES, { error: `图片（images）最多 ${PROBLEM_MAX_IMAGES} 张` })),
});
/** POST /account/problem — the live shape: contact is a phone number or a QQ number, images are upload paths. */
export type ProblemBody = LiveBody<typeof problemBody, 'contact' | 'images'>;

// ---------- messages, notices, service ----------

export const messageListQuery = pageQuery.extend({
  readState: optional(intField('阅读状态（readState）').refine((s) => s === ReadState.unread || s === ReadState.read, {
    error: '阅读状态（readState）的取值无效，可选：1 未读 / 2 已读',
  }).meta({ description: '1 未读，2 已读', enum: [1, 2] })),
});

export const NOTICE_TYPES: readonly NoticeType[] = [
  'jyxz', 'ywjs', 'bpjs', 'bpzl', 'cjwt', 'xwgg', 'zhgg', 'gmzn', 'mhzn', 'shhz', 'zmgg', 'ptjs', 'yszc', 'aqzx',
];

const noticeType = z.enum(NOTICE_TYPES as [NoticeType, ...NoticeType[]], {
  error: `公告类型（noticeType）的取值无效，可选：${NOTICE_TYPES.join(' / ')}`,
}).meta({ description: 'jyxz 交易须知，ywjs 业务介绍，bpjs 包赔介绍，bpzl 包赔材料，cjwt 常见问题，xwgg 新闻公告，zhgg 追回案例，gmzn 购买指南，mhzn 卖号指南，shhz 商户合作，zmgg 招募，ptjs 平台介绍，yszc 隐私政策，aqzx 安全中心' });

export const noticeListQuery = pageQuery.extend({ noticeType: optional(noticeType) });
export const noticeTypeQuery = z.object({ noticeType: optional(noticeType) });

export const checkAccountQuery = z.object({ str: optional(z.string({ error: '请输入要验证的QQ或微信号' }).meta({ description: 'QQ 或微信号' })) });
export const blackAccountQuery = z.object({ account: optional(z.string({ error: '请输入要查询的账号' }).meta({ description: '游戏账号' })) });
export const qqGroupQuery = z.object({ gameId: optional(intField('游戏编号（gameId）')) });
export const staffQuery = z.object({ type: optional(intField('游戏编号（type）')) });
export const zhuboQuery = pageQuery.extend({
  type: optional(intField('类型（type）').refine((t) => t === ZhuboType.streamer || t === ZhuboType.banner, { error: '类型（type）的取值无效，可选：1 主播 / 2 轮播图' }).meta({ description: '1 主播，2 轮播图', enum: [1, 2] })),
});
export const appVersionQuery = z.object({
  appType: optional(z.enum(['android', 'ios'], { error: '客户端类型（appType）的取值无效，可选：android / ios' }).meta({ description: 'android 安卓，ios 苹果' })),
});

// ---------- valuation, bid recycling, merchants ----------

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

/** GET /web/goods/suggest?keyword= (extension): what the search box offers while the user types. */
export const goodsSuggestQuery = z.object({
  keyword: str('关键词（keyword）').trim().min(1, { error: '关键词（keyword）不能为空' })
    .max(30, { error: '关键词（keyword）不能超过 30 个字符' }).meta({ description: '输入框中的文字（1–30 个字符；字母按拼音与拼音首字母匹配）' }),
  // goodList's box sends its game: that game's heroes, skins and attribute values come first.
  gameId: optional(intField('游戏编号（gameId）').meta({ description: '当前游戏（可选）：它的英雄、皮肤与属性值排在前面' })),
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

export const merchantApplyBody = z.object({
  shopName: str('店铺名称（shopName）').trim().min(2, { error: '店铺名称（shopName）至少 2 个字' })
    .max(30, { error: '店铺名称（shopName）不能超过 30 个字' }),
  contact: str('联系方式（contact）').trim().min(5, { error: '联系方式（contact）至少 5 个字符' })
    .max(50, { error: '联系方式（contact）不能超过 50 个字符' }),
  // The app sends the chosen game names joined by 、; a list of names is accepted too.
  games: z.preprocess<unknown, z.ZodString, string>(
    (v: unknown) => (Array.isArray(v) && v.every((g) => typeof g === 'string') ? v.map((g) => g.trim()).filter(Boolean).join('、') : v),
    str('经营游戏（games）').trim().min(1, { error: '经营游戏（games）不能为空' })
      .max(200, { error: '经营游戏（games）不能超过 200 个字' }),
  ),
});

// ---------- uploads and the mock cashier (documentation only: the mock reads these by hand) ----------

export const uploadBody = z.object({ file: z.file().meta({ description: '图片文件（png / jpg / gif / webp，≤ 5 MB）' }) });
export const cashierConfirmBody = z.object({
  ticket: z.string().meta({ description: '收银台页面里的一次性票据' }),
  result: z.enum(['success', 'fail']).meta({ description: 'success 确认支付，fail 支付失败（微信：取消支付）' }),
});
