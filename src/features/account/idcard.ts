// 实名认证 checks before sending: the name (2–20 Chinese characters, · for minority names) and the 18-character
// resident ID number (the checksum, birth date and masking live in src/contract/idcard.ts, shared with the mock).
import { hasIdNumberShape, idCheckChar, normalizeIdNumber, validBirthDate } from '@/contract/idcard.ts';

export { maskIdNumber, maskName, normalizeIdNumber } from '@/contract/idcard.ts';

/** The message under 身份证号, or null when it is valid. */
export function validateIdNumber(value: string): string | null {
  const id = normalizeIdNumber(value);
  if (!id) return '请输入身份证号';
  if (id.length !== 18) return '身份证号应为18位';
  if (!hasIdNumberShape(id)) return '身份证号前17位应为数字，最后一位为数字或X';
  if (!validBirthDate(id)) return '身份证号中的出生日期无效';
  if (idCheckChar(id.slice(0, 17)) !== id[17]) return '身份证号校验位不正确，请核对后重新输入';
  return null;
}

const NAME_PATTERN = /^[\u4e00-\u9fa5]+(·[\u4e00-\u9fa5]+)*$/;

/** The message under 真实姓名, or null when it is valid. */
export function validateRealName(value: string): string | null {
  const name = value.trim();
  if (!name) return '请输入真实姓名';
  if (!NAME_PATTERN.test(name)) return '姓名只能包含汉字（少数民族姓名可用 · 分隔）';
  const length = Array.from(name).length;
  if (length < 2 || length > 20) return '姓名应为2–20个字';
  return null;
}
