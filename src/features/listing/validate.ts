// 我的代售's checks before anything is sent: the new price (修改价格) and the 下架 note.

export const MAX_PRICE = 9_999_999;
/** The backend refuses less than one yuan. */
export const MIN_PRICE = 1;
export const MAX_DOWN_NOTE = 200;

/** The price as typed (spaces and a leading ¥ allowed): null when valid, else the Chinese message. */
export function validatePrice(raw: string): string | null {
  const text = raw.trim().replace(/^[¥￥]\s*/, '');
  if (!text) return '请输入价格';
  if (!/^-?\d+(\.\d*)?$/.test(text)) return '价格必须是数字';
  const n = Number(text);
  if (!Number.isFinite(n)) return '价格必须是数字';
  if (n <= 0) return '价格必须大于 0';
  if (/\.\d{3,}$/.test(text)) return '价格最多保留两位小数';
  if (n < MIN_PRICE) return `价格不能低于 ${MIN_PRICE} 元`;
  if (n > MAX_PRICE) return `价格不能超过 ${MAX_PRICE} 元`;
  return null;
}

/** The typed price as a number; call after validatePrice passed. */
export function parsePrice(raw: string): number {
  return Number(raw.trim().replace(/^[¥￥]\s*/, ''));
}

/** The 下架 note (optional): null when valid. */
export function validateDownNote(raw: string): string | null {
  return raw.trim().length > MAX_DOWN_NOTE ? `备注不能超过 ${MAX_DOWN_NOTE} 个字` : null;
}
