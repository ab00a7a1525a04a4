// The live client's text fields for selling, read by the mock (api.md "Live payload shapes"):
//  - POST /need/consignment `importantRemark` = `联系QQ：…;联系微信：…;联系电话：…;账号来源：自己注册|他人注册`
//  - POST /account/backlist `tel` = `电话：…，微信：…，QQ：…` and `img` = JSON string of the uploaded file list.
// Every failure is a Chinese BizError (body code 500) thrown before anything is written.
// Shared with helper H3 (recycle answers): the mock stores Backlist.img as a normalised array of URLs
// (normaliseBacklistImg); answers that must carry the live JSON string use backlistImgJson(row.img).
import { fail } from './envelope.ts';
import { CN_MOBILE } from './validate.ts';

export const QQ_RE = /^[1-9]\d{4,11}$/;
export const WECHAT_RE = /^[A-Za-z][-_A-Za-z0-9]{5,19}$/;
export const CONTACT_MESSAGES = {
  phone: '联系电话格式不正确',
  qq: 'QQ 号格式不正确',
  wechat: '微信号格式不正确（6–20 位，字母开头）',
} as const;

const HAS_CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;

/** `key：value` pairs separated by ; ； , or ，; a key may repeat only once (the first wins). */
function pairs(text: string, separators: RegExp): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of text.split(separators)) {
    const at = part.search(/[:：]/);
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    if (key && !out.has(key)) out.set(key, part.slice(at + 1).trim());
  }
  return out;
}

export interface RemarkContacts {
  phone: string;
  qq?: string;
  wechat?: string;
  /** 1 自己注册, 2 他人注册. */
  accountSource: 1 | 2;
}

/** Reads and checks importantRemark: a valid 联系电话 is required, QQ / 微信 optional, 账号来源 one of two. */
export function parseImportantRemark(raw: unknown): RemarkContacts {
  if (typeof raw !== 'string') fail('联系方式（importantRemark）应为字符串');
  if (raw.length > 300) fail('联系方式（importantRemark）不能超过 300 个字符');
  const map = pairs(raw, /[;；]/);
  const phone = map.get('联系电话') ?? '';
  if (!phone) fail('请填写联系电话（importantRemark 的「联系电话」）');
  if (!CN_MOBILE.test(phone)) fail(CONTACT_MESSAGES.phone);
  const qq = map.get('联系QQ') || undefined;
  if (qq !== undefined && !QQ_RE.test(qq)) fail(CONTACT_MESSAGES.qq);
  const wechat = map.get('联系微信') || undefined;
  if (wechat !== undefined && !WECHAT_RE.test(wechat)) fail(CONTACT_MESSAGES.wechat);
  const source = map.get('账号来源') ?? '';
  if (source !== '自己注册' && source !== '他人注册') {
    fail('账号来源（importantRemark 的「账号来源」）的取值无效，可选：自己注册 / 他人注册');
  }
  return { phone, qq, wechat, accountSource: source === '自己注册' ? 1 : 2 };
}

/** The live text for stored contacts (friendly-shape consignments get one too). */
export function importantRemarkOf(c: { phone?: string; qq?: string; wechat?: string; accountSource: 1 | 2 }): string {
  return `联系QQ：${c.qq ?? ''};联系微信：${c.wechat ?? ''};联系电话：${c.phone ?? ''};账号来源：${c.accountSource === 1 ? '自己注册' : '他人注册'}`;
}

/**
 * `tel` of a valuation: a bare phone number, or `电话：…，微信：…，QQ：…` whose 电话 is a valid phone
 * (微信 / QQ checked when filled). Answers the text as sent (trimmed).
 */
export function parseValuationTel(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.trim()) fail('联系电话（tel）不能为空');
  const text = raw.trim();
  if (text.length > 100) fail('联系电话（tel）不能超过 100 个字符');
  if (CN_MOBILE.test(text)) return text;
  const map = pairs(text, /[,，;；]/);
  if (map.size === 0) fail('手机号格式不正确');
  const phone = map.get('电话') ?? map.get('联系电话') ?? '';
  if (!phone) fail('请填写联系电话（tel 的「电话」）');
  if (!CN_MOBILE.test(phone)) fail('手机号格式不正确');
  const wechat = map.get('微信');
  if (wechat && !WECHAT_RE.test(wechat)) fail(CONTACT_MESSAGES.wechat);
  const qq = map.get('QQ');
  if (qq && !QQ_RE.test(qq)) fail(CONTACT_MESSAGES.qq);
  return text;
}

const IMAGE_PATH = (s: string) => (/^\/profile\/[\w\-./]+$/.test(s) && !s.includes('..')) || /^https?:\/\/[^\s]+$/.test(s);

/**
 * `img` of a valuation / bid-recycle request → the list of picture URLs the mock stores. Accepts the live JSON
 * string of `[{url, name}]` (or of `[url]`), and the friendly array of URLs or `{url, name}`. Absent → [].
 */
export function normaliseBacklistImg(raw: unknown, max = 9): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      fail('截图（img）格式不正确，应为图片列表的 JSON 字符串');
    }
  }
  if (!Array.isArray(list)) fail('截图（img）应为图片列表');
  if (list.length > max) fail(`截图（img）最多 ${max} 张`);
  return list.map((item, i) => {
    const url = typeof item === 'string' ? item
      : item && typeof item === 'object' && typeof (item as { url?: unknown }).url === 'string' ? (item as { url: string }).url
        : undefined;
    if (url === undefined) fail(`截图（img[${i}]）应为图片地址或 {url, name}`);
    const trimmed = url.trim();
    if (!trimmed || trimmed.length > 500 || !IMAGE_PATH(trimmed)) fail('图片地址不合法');
    return trimmed;
  });
}

/** The live answer's `img`: the JSON string of `[{url, name}]` (name = the file's last path segment).
 *  A stored string passes through; nothing stored gives "[]". */
export function backlistImgJson(img: readonly string[] | string | undefined): string {
  if (typeof img === 'string') return img;
  return JSON.stringify((img ?? []).map((url) => ({ url, name: url.slice(url.lastIndexOf('/') + 1) })));
}

/** 游戏账号 rule shared by valuation and bid recycling: no Chinese characters. */
export function hasChinese(s: string): boolean {
  return HAS_CHINESE.test(s);
}
