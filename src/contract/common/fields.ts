// Field schemas shared by the request schemas of the contract (requests.ts) and the mock (mock-server/lib/
// validate.ts re-exports them). Messages are Chinese and name the field, as the mock answers them.
// A request schema's input type (z.input) is the app's type of the body it sends (requests.ts, re-exported by
// types.ts): so every preprocess step here declares the form a client sends as the contract writes it (a number
// for intField, `T` for a code), while at run time it also takes the text forms a query string or a form post
// carries ("12" for 12). Its output type is what the mock reads after parsing.
import { z } from 'zod';
import { CN_MOBILE } from '../phone.ts';

export { CN_MOBILE };

/** 「游戏编号（gameId）」→ 「游戏编号」: the label without the field's name, as the docs' description. */
const described = (label: string) => ({ description: label.replace(/（[^）]*）$/, '') });

/** Query strings and form posts carry numbers as text: accept "12" as 12, reject "abc" or "". `T`: the codes a
 *  client sends (`intField<GuaranteeType>(…)`, beside the refine that checks them), the app's type of the field. */
export function intField<T extends number = number>(label?: string) {
  return z.preprocess<unknown, z.ZodNumber, T>(
    (v: unknown) => (typeof v === 'string' && v.trim() !== '' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
    label
      ? z.number({ error: (iss) => (iss.input === undefined || iss.input === null ? `${label}不能为空` : `${label}必须是整数`) })
        .int({ error: `${label}必须是整数` }).meta(described(label))
      : z.number().int(),
  );
}

export function numberField(label?: string) {
  return z.preprocess<unknown, z.ZodNumber, number>(
    (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
    label
      ? z.number({ error: (iss) => (iss.input === undefined || iss.input === null ? `${label}不能为空` : `${label}必须是数字`) })
        .meta(described(label))
      : z.number(),
  );
}

/** Optional filter: absent, null and '' all mean "no filter" (forms send empty strings). */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess<unknown, z.ZodOptional<T>, z.input<T> | undefined>((v: unknown) => (v === '' || v === null ? undefined : v), schema.optional());
}

export function boolField() {
  return z.preprocess<unknown, z.ZodBoolean, boolean>((v: unknown) => {
    if (v === 'true' || v === '1' || v === 1) return true;
    if (v === 'false' || v === '0' || v === 0) return false;
    return v;
  }, z.boolean());
}

/** A field the mock reads by hand (domain/listing.contacts.ts, domain/recycle.fields.ts): any value passes the schema; `I` is the
 *  form the live client sends (the app's type of it). */
export function readByHand<I>() {
  return z.preprocess<unknown, z.ZodUnknown, I>((v: unknown) => v, z.unknown());
}

/** A required string: missing says 不能为空, another type says 应为字符串. */
export function str(label: string) {
  return z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? `${label}不能为空` : `${label}应为字符串`) })
    .meta(described(label));
}

export const phoneField = str('手机号').trim().regex(CN_MOBILE, { error: '手机号格式不正确' });

/** A money amount in yuan: positive, at most 2 decimals, up to 9 999 999. */
export function moneyField(label: string, min = 1, max = 9_999_999) {
  return numberField(label).refine((n) => n >= min && n <= max, { error: `${label}必须在 ${min} 到 ${max} 元之间` })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: `${label}最多保留两位小数` });
}

export const pageQuery = z.object({
  pageNum: optional(intField('页码').refine((n) => n >= 1, { error: '页码（pageNum）必须从 1 开始' })),
  // Larger pages are clamped rather than refused, as RuoYi's PageHelper does.
  pageSize: optional(intField('每页条数').refine((n) => n >= 1, { error: '每页条数（pageSize）必须大于 0' })),
});

/** An uploaded or generated image path the mock serves, or an https URL. */
export const imagePath = z.string().meta({ description: '图片地址（/profile/… 或 https://…）' }).trim().min(1).max(500)
  .refine((s) => (/^\/profile\/[\w\-./]+$/.test(s) && !s.includes('..')) || /^https?:\/\/[^\s]+$/.test(s), {
    error: '图片地址不合法',
  });

/** A live-shape body as the app sends it: the schema's input, with `K` required — fields the live backend needs
 *  though the mock, which also takes older or friendlier shapes, lets them out. */
export type LiveBody<S extends z.ZodType, K extends keyof z.input<S>> = Omit<z.input<S>, K> & Required<Pick<z.input<S>, K>>;

/** pageNum from 1, pageSize: the page a list call asks for. */
export type PageQuery = z.input<typeof pageQuery>;

export const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;

export const gameIdField = intField('游戏编号（gameId）');
