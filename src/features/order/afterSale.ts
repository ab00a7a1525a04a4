// The 申请售后 form's rules (the server checks the same: type, reason 5–500 characters, at most 6 images).
import type { AfterSaleType } from '@/contract/types.ts';
import type { FormErrors } from '@/lib/formRules.ts';

export const AFTER_SALE_TYPES: { value: AfterSaleType; label: string; hint: string }[] = [
  { value: '找回', label: '账号被找回', hint: '原号主通过申诉等方式找回了账号' },
  { value: '描述不符', label: '与描述不符', hint: '账号内容与商品描述或截图不一致' },
  { value: '其他', label: '其他问题', hint: '换绑、登录或其他交易问题' },
];

export const REASON_MIN = 5;
export const REASON_MAX = 500;
export const AFTER_SALE_MAX_IMAGES = 6;

export interface AfterSaleValues {
  /** '' until chosen; only the three types pass. */
  type: string;
  reason: string;
  images: string[];
}

export function checkAfterSale(v: AfterSaleValues): FormErrors<AfterSaleValues> {
  const reason = v.reason.trim();
  return {
    type: AFTER_SALE_TYPES.some((t) => t.value === v.type) ? undefined : '请选择售后类型',
    reason: reason.length < REASON_MIN ? `请详细描述问题，至少 ${REASON_MIN} 个字`
      : reason.length > REASON_MAX ? `问题描述不能超过 ${REASON_MAX} 个字` : undefined,
    images: v.images.length > AFTER_SALE_MAX_IMAGES ? `最多上传 ${AFTER_SALE_MAX_IMAGES} 张图片` : undefined,
  };
}

export function asAfterSaleType(value: string): AfterSaleType {
  return (AFTER_SALE_TYPES.find((t) => t.value === value) ?? AFTER_SALE_TYPES[2]).value;
}
