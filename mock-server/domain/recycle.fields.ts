// A backlist's text fields as the live client writes them, for valuation (估价) and bid recycling (竞价回收) (api.md "Live
// payload shapes"): POST /account/backlist `tel` = `电话：…，微信：…，QQ：…` and `img` = JSON string of the uploaded
// file list. The mock stores Backlist.img as a normalised array of URLs (normaliseBacklistImg); answers that must
// carry the live JSON string use backlistImgJson(row.img). Every failure is a Chinese BizError (body code 500)
// thrown before anything is written.
import { fail } from '../lib/envelope.ts';
import { CONTACT_MESSAGES, pairs, QQ_RE, WECHAT_RE } from '../lib/contacts.ts';
import { CN_MOBILE } from '../lib/validate.ts';

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
