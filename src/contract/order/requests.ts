// Request schemas: orders, payment, 售后 and the mock cashier.
// common/requests.ts says how a request schema is written and used.
import { z } from 'zod';
import { GuaranteeType, OrderStatus, PayWay } from '../statuses.ts';
import { boolField, imagePath, intField, optional, pageQuery, str } from '../common/fields.ts';

const orderIdField = intField('订单编号（orderId）');

export const createOrderBody = z.object({
  goodsId: intField('商品编号（goodsId）'),
  guaranteeType: intField<GuaranteeType>('包赔类型（guaranteeType）').refine((t) => (Object.values(GuaranteeType) as number[]).includes(t), {
    error: '包赔类型（guaranteeType）的取值无效，可选：1 找回包赔 / 2 人脸包赔 / 3 不买包赔',
  }).meta({ description: '1 找回包赔，2 人脸包赔，3 不买包赔', enum: [1, 2, 3] }),
});

export type CreateOrderBody = z.input<typeof createOrderBody>;

export const orderIdBody = z.object({ orderId: orderIdField });

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

export const cashierConfirmBody = z.object({
  ticket: z.string().meta({ description: '收银台页面里的一次性票据' }),
  result: z.enum(['success', 'fail']).meta({ description: 'success 确认支付，fail 支付失败（微信：取消支付）' }),
});
