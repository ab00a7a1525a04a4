// Checks of the sell form (plain functions: no schema library in screens). Each answers a Chinese message, or
// null when the value is fine. validateDraft checks a whole draft and answers the messages by field key, in
// the form's order (the first one is scrolled to).
import type { AttributeTemplate, GoodsFieldKey } from '@/contract/types.ts';
import { SELLER_FEE_MIN } from '@/contract/pricing.ts';
import { CN_MOBILE } from '@/contract/phone.ts';
import type { SellDraft } from './draft.ts';
import { boxradioPairs, formTemplates } from './template.ts';

export const QQ_RE = /^[1-9]\d{4,11}$/;
export const WECHAT_RE = /^[A-Za-z][-_A-Za-z0-9]{5,19}$/;
export const TITLE_MIN = 5;
export const TITLE_MAX = 60;
export const PRICE_MAX = 9_999_999;
export const DETAIL_IMAGES_MAX = 9;

export function validatePhone(value: string): string | null {
  const v = value.trim();
  if (!v) return '请填写联系电话';
  return CN_MOBILE.test(v) ? null : '请输入正确的 11 位手机号';
}

export function validateQQ(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return QQ_RE.test(v) ? null : 'QQ 号为 5–12 位数字，且不以 0 开头';
}

export function validateWechat(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return WECHAT_RE.test(v) ? null : '微信号为 6–20 位，以字母开头，可含数字、下划线和减号';
}

export function validateAccount(value: string): string | null {
  const v = value.trim();
  if (!v) return '请填写游戏账号';
  if (/[\u3400-\u9fff\uf900-\ufaff]/.test(v)) return '游戏账号不能包含中文';
  return v.length > 64 ? '游戏账号不能超过 64 个字符' : null;
}

/** 价格 (代售) or 期望价格 (估价): a positive amount with at most two decimals; a sale must cover the fee. */
export function validatePrice(value: string, mode: SellDraft['mode']): string | null {
  const label = mode === 'pinggu' ? '期望价格' : '价格';
  const v = value.trim();
  if (!v) return `请填写${label}`;
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return `${label}须为数字，最多两位小数`;
  const n = Number(v);
  if (n <= 0) return `${label}须大于 0`;
  if (n > PRICE_MAX) return `${label}不能超过 ${PRICE_MAX} 元`;
  if (mode === 'sale' && n <= SELLER_FEE_MIN) return `价格须高于最低手续费 ¥${SELLER_FEE_MIN}`;
  return null;
}

export function validateTitle(value: string): string | null {
  const v = value.trim();
  if (!v) return '请填写标题';
  if (v.length < TITLE_MIN) return `标题至少 ${TITLE_MIN} 个字`;
  return v.length > TITLE_MAX ? `标题不能超过 ${TITLE_MAX} 个字` : null;
}

export function validateDes(value: string, mode: SellDraft['mode']): string | null {
  const max = mode === 'pinggu' ? 1000 : 2000;
  if (!value.trim()) return '请填写描述';
  return value.length > max ? `描述不能超过 ${max} 个字` : null;
}

/** One attribute of the template: required ones filled; numbers whole; boxradio options each with a choice. */
export function validateAttribute(t: AttributeTemplate, value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return t.must ? `请填写${t.fieldName}` : null;
  switch (t.fieldType) {
    case 'number':
      return /^\d{1,9}$/.test(v) ? null : `${t.fieldName}须为整数`;
    case 'input':
      return v.length > 200 ? `${t.fieldName}不能超过 200 个字` : null;
    case 'boxradio': {
      const missing = boxradioPairs(v).find((p) => !p.nested);
      return missing ? `请为「${missing.option}」选择一项` : null;
    }
    default:
      return null;
  }
}

export type DraftErrors = Partial<Record<string, string>>;

/**
 * Every field's message, keyed as the form's fields are (`phone`, `f3`, `urlArr` …), in the form's order. The
 * account password is not in the draft (never on the device): the form passes what is typed.
 */
export function validateDraft(draft: SellDraft, templates: AttributeTemplate[], password = ''): DraftErrors {
  const errors: DraftErrors = {};
  const put = (key: string, message: string | null) => {
    if (message) errors[key] = message;
  };
  const sale = draft.mode === 'sale';
  put('phone', validatePhone(draft.phone));
  put('qq', validateQQ(draft.qq));
  put('wechat', validateWechat(draft.wechat));
  // 游戏账号 on every form (docs/product.md, 游戏账号与密码); the password where the platform logs in to 验号 after
  // the sale: a new listing. Editing one, a password left empty keeps the stored one (it is never read back).
  put('account', validateAccount(draft.account));
  if (sale && !draft.edit) put('accountPassword', password ? (password.length > 64 ? '账号密码不能超过 64 个字符' : null) : '请填写账号密码');
  for (const t of formTemplates(templates)) put(t.aavName, validateAttribute(t, draft.fields[t.aavName as GoodsFieldKey]));
  put('price', validatePrice(draft.price, draft.mode));
  if (sale) {
    put('assurance', draft.assurance === undefined ? '请选择能否提供包赔材料' : null);
    put('title', validateTitle(draft.title));
  }
  put('des', validateDes(draft.des, draft.mode));
  if (sale) put('titleImg', draft.titleImg.length === 1 ? null : '请上传 1 张主图');
  put('urlArr', draft.urlArr.length === 0 ? '请至少上传 1 张详情图' : draft.urlArr.length > DETAIL_IMAGES_MAX ? `详情图最多 ${DETAIL_IMAGES_MAX} 张` : null);
  return errors;
}
