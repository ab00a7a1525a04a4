// The 申请售后 form's rules (the server checks the same: type, reason 5–500 characters, at most 6 images).
import { z } from 'zod';
import type { AfterSaleType } from '@/api/types.ts';

export const AFTER_SALE_TYPES: { value: AfterSaleType; label: string; hint: string }[] = [
  { value: '找回', label: '账号被找回', hint: '原号主通过申诉等方式找回了账号' },
  { value: '描述不符', label: '与描述不符', hint: '账号内容与商品描述或截图不一致' },
  { value: '其他', label: '其他问题', hint: '换绑、登录或其他交易问题' },
];

export const REASON_MIN = 5;
export const REASON_MAX = 500;
export const AFTER_SALE_MAX_IMAGES = 6;

export const afterSaleSchema = z.object({
  // A plain string in the form ('' until chosen); only the three types pass.
  type: z.string().refine((v) => AFTER_SALE_TYPES.some((t) => t.value === v), { error: '请选择售后类型' }),
  reason: z.string().trim()
    .min(REASON_MIN, { error: `请详细描述问题，至少 ${REASON_MIN} 个字` })
    .max(REASON_MAX, { error: `问题描述不能超过 ${REASON_MAX} 个字` }),
  images: z.array(z.string()).max(AFTER_SALE_MAX_IMAGES, { error: `最多上传 ${AFTER_SALE_MAX_IMAGES} 张图片` }),
});

export type AfterSaleValues = z.infer<typeof afterSaleSchema>;

export function asAfterSaleType(value: string): AfterSaleType {
  return (AFTER_SALE_TYPES.find((t) => t.value === value) ?? AFTER_SALE_TYPES[2]).value;
}
