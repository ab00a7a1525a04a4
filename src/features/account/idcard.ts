// 实名认证 checks before sending: the name (2–20 Chinese characters, · for minority names) and the 18-character
// resident ID number (GB 11643-1999: a real birth date and the mod-11 check character, X allowed last), plus
// the masked forms the profile shows once verified (张* / 1101**********1234).

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character for the first 17 digits. */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

/** Trimmed, spaces removed, x upper-cased: what is checked and sent. */
export function normalizeIdNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function validBirthDate(id: string): boolean {
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    && date.getTime() <= Date.now();
}

/** Whether an ID number (already normalised) is a valid 18-character one. */
export function isValidIdNumber(id: string): boolean {
  return /^\d{17}[\dX]$/.test(id) && validBirthDate(id) && idCheckChar(id.slice(0, 17)) === id[17];
}

/** The message under 身份证号, or null when it is valid. */
export function validateIdNumber(value: string): string | null {
  const id = normalizeIdNumber(value);
  if (!id) return '请输入身份证号';
  if (id.length !== 18) return '身份证号应为18位';
  if (!/^\d{17}[\dX]$/.test(id)) return '身份证号前17位应为数字，最后一位为数字或X';
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

/** 1101**********1234. Already-masked values (from the server) pass through. */
export function maskIdNumber(id: string): string {
  if (id.includes('*') || id.length <= 8) return id;
  return `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`;
}

/** 张* / 欧阳**: the surname stays. Already-masked values pass through. */
export function maskName(name: string): string {
  if (name.includes('*')) return name;
  const chars = Array.from(name);
  const keep = chars.length > 3 ? 2 : 1;
  return chars.slice(0, keep).join('') + '*'.repeat(Math.max(0, chars.length - keep));
}
