// The contact rules the live client's text fields share (the listing's importantRemark, a backlist's tel): the
// QQ and 微信 formats, their Chinese messages, and the `key：value` pairs those texts are made of.
export const QQ_RE = /^[1-9]\d{4,11}$/;
export const WECHAT_RE = /^[A-Za-z][-_A-Za-z0-9]{5,19}$/;
export const CONTACT_MESSAGES = {
  phone: '联系电话格式不正确',
  qq: 'QQ 号格式不正确',
  wechat: '微信号格式不正确（6–20 位，字母开头）',
} as const;

/** `key：value` pairs separated by ; ； , or ，; a key may repeat only once (the first wins). */
export function pairs(text: string, separators: RegExp): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of text.split(separators)) {
    const at = part.search(/[:：]/);
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    if (key && !out.has(key)) out.set(key, part.slice(at + 1).trim());
  }
  return out;
}
