// Plain validators of the 竞价回收 form (no schema library: the bundle budget). Each returns the Chinese
// message shown beside its field, or true.
import { CN_MOBILE } from '@/contract/phone.ts';

const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;
const REAL_NAME = /^[\u4e00-\u9fa5·]{2,20}$/;

export type Check = string | true;

export function validateAccount(value: string): Check {
  const v = value.trim();
  if (!v) return '请输入游戏账号';
  if (CHINESE.test(v)) return '游戏账号不能包含中文';
  if (/\s/.test(v)) return '游戏账号不能包含空格';
  if (v.length > 64) return '游戏账号不能超过 64 个字符';
  return true;
}

export function validateTel(value: string): Check {
  const v = value.trim();
  if (!v) return '请输入联系电话';
  return CN_MOBILE.test(v) ? true : '请输入正确的 11 位手机号';
}

export const MAX_PRICE = 9_999_999;

export function validatePrice(value: string): Check {
  const v = value.trim();
  if (!v) return '请输入期望价格';
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return '期望价格应为数字，最多两位小数';
  const n = Number(v);
  if (n < 1) return '期望价格不能低于 1 元';
  if (n > MAX_PRICE) return `期望价格不能超过 ${MAX_PRICE} 元`;
  return true;
}

export function validateDes(value: string): Check {
  const v = value.trim();
  if (!v) return '请描述账号情况';
  if (v.length < 5) return '描述至少 5 个字';
  if (v.length > 500) return '描述不能超过 500 个字';
  return true;
}

export function validateRelname(value: string): Check {
  const v = value.trim();
  if (!v) return '请输入真实姓名';
  return REAL_NAME.test(v) ? true : '真实姓名应为 2–20 个汉字';
}

export function validateImages(count: number, what: '实名截图' | '游戏截图', max: number): Check {
  if (count < 1) return `请上传${what}`;
  if (count > max) return `${what}最多 ${max} 张`;
  return true;
}
