// A listing's contacts as the live client writes them (api.md "Live payload shapes"): POST /need/consignment
// `importantRemark` = `联系QQ：…;联系微信：…;联系电话：…;账号来源：自己注册|他人注册`, read when a listing is published
// or edited (routes/sell.ts) and written for the friendly shape (domain/listing.ts). The contact rules it shares with
// a backlist's tel are lib/contacts.ts. Every failure is a Chinese BizError (body code 500) thrown before anything
// is written.
import { fail } from '../lib/envelope.ts';
import { CONTACT_MESSAGES, pairs, QQ_RE, WECHAT_RE } from '../lib/contacts.ts';
import { CN_MOBILE } from '../lib/validate.ts';
import { AccountSource, accountSourceLabel } from '../../src/contract/statuses.ts';

export interface RemarkContacts {
  phone: string;
  qq?: string;
  wechat?: string;
  /** AccountSource: 自己注册 or 他人注册. */
  accountSource: AccountSource;
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
  return { phone, qq, wechat, accountSource: source === '自己注册' ? AccountSource.self : AccountSource.other };
}

/** The live text for stored contacts (friendly-shape consignments get one too). */
export function importantRemarkOf(c: { phone?: string; qq?: string; wechat?: string; accountSource: AccountSource }): string {
  return `联系QQ：${c.qq ?? ''};联系微信：${c.wechat ?? ''};联系电话：${c.phone ?? ''};账号来源：${accountSourceLabel[c.accountSource]}`;
}
