// Mainland resident ID numbers (GB 11643-1999): 6-digit area, 8-digit birth date, 3-digit sequence (odd for
// men) and a check character over the first 17 digits (mod 11, "X" for 10); plus the masked forms the profile
// shows once verified (张* / 1101**********1234). Shared by the app (实名认证), the seed and the mock server.

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

/** 17 digits then a digit or X. */
export function hasIdNumberShape(id: string): boolean {
  return /^\d{17}[\dX]$/.test(id);
}

/** A real birth date (digits 7–14), from 1900 and not in the future. */
export function validBirthDate(id: string): boolean {
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    && date.getTime() <= Date.now();
}

/** Whether an ID number (already normalised) is a valid 18-character one. */
export function isValidIdNumber(id: string): boolean {
  return hasIdNumberShape(id) && validBirthDate(id) && idCheckChar(id.slice(0, 17)) === id[17];
}

/** Builds a valid ID number; sex '0' (male) gets an odd sequence, '1' (female) an even one. */
export function makeIdNumber(area: string, birth: { y: number; m: number; d: number }, seq: number, sex: '0' | '1'): string {
  let s = seq % 1000;
  if ((s % 2 === 1) !== (sex === '0')) s = (s + 1) % 1000;
  const first17 = `${area}${birth.y}${String(birth.m).padStart(2, '0')}${String(birth.d).padStart(2, '0')}${String(s).padStart(3, '0')}`;
  return first17 + idCheckChar(first17);
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
