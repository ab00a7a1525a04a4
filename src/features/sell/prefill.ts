// The sell form filled in from elsewhere (one mechanism: the URL names the source — ?edit=<listing> or
// ?valuation=<估价单> — and the draft is started from it once): one of my listings to fix and resubmit or edit
// (listingDraft), or a valuation with its result to consign at its price (valuationDraft). Pure mappings here;
// the fetching is in usePrefilledDraft (useDraft.ts).
import type { BacklistItem, GameAttribute, GoodsFieldKey, MyListingDetail } from '@/contract/types.ts';
import { imageUrls } from '@/lib/imageList.ts';
import { emptyDraft, type DraftImage, type SellDraft } from './draft.ts';
import { DETAIL_IMAGES_MAX } from './validate.ts';
import { AccountSource, GameType, GuaranteeFlag } from '@/contract/statuses.ts';

/** `key：value` pairs separated by `separators` (full- or half-width colons). */
function pairs(text: string | undefined, separators: RegExp): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (text ?? '').split(separators)) {
    const at = part.search(/[:：]/);
    if (at > 0) out.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return out;
}

export interface Contacts {
  phone: string;
  qq: string;
  wechat: string;
  accountSource?: AccountSource;
}

/** importantRemark `联系QQ：…;联系微信：…;联系电话：…;账号来源：…` → the form's contacts (missing ones empty). */
export function contactsOfRemark(remark: string | undefined): Contacts {
  const map = pairs(remark, /[;；]/);
  const source = map.get('账号来源');
  return {
    phone: map.get('联系电话') ?? '', qq: map.get('联系QQ') ?? '', wechat: map.get('联系微信') ?? '',
    accountSource: source === '自己注册' ? AccountSource.self : source === '他人注册' ? AccountSource.other : undefined,
  };
}

/** A valuation's tel `电话：…，微信：…，QQ：…` (or a bare phone number) → the form's contacts. */
export function contactsOfTel(tel: string | undefined): Contacts {
  const text = (tel ?? '').trim();
  if (/^1\d{10}$/.test(text)) return { phone: text, qq: '', wechat: '' };
  const map = pairs(text, /[,，;；]/);
  return { phone: map.get('电话') ?? map.get('联系电话') ?? '', qq: map.get('QQ') ?? '', wechat: map.get('微信') ?? '' };
}

function picture(url: string, name?: string): DraftImage {
  return { url, name: name || url.slice(url.lastIndexOf('/') + 1) };
}

const FIELD_KEYS = Array.from({ length: 20 }, (_, i) => `f${i + 1}` as GoodsFieldKey);

/** One of my listings → the draft of its edit: every value as it is now, the pictures as already uploaded. */
export function listingDraft(g: MyListingDetail): SellDraft {
  const contacts = contactsOfRemark(g.importantRemark);
  const mobile = g.gameType === GameType.mobile;
  const fields: SellDraft['fields'] = {};
  for (const key of FIELD_KEYS) {
    const value = g[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') fields[key] = String(value);
  }
  return {
    ...emptyDraft(g.gameId, 'sale'),
    edit: { id: g.id, no: g.no, saleState: g.saleState, ...(g.auditDes ? { auditDes: g.auditDes } : {}) },
    systemId: g.systemId, carrierId: g.carrierId, groupId: g.groupId, serverId: g.serverId,
    regionNames: (mobile ? [g.systemName, g.carrierName] : [g.groupName, g.serverName]).filter((x): x is string => Boolean(x)),
    accountSource: contacts.accountSource,
    basicDone: contacts.accountSource !== undefined,
    phone: contacts.phone, qq: contacts.qq, wechat: contacts.wechat,
    account: g.accountNumber ?? '',
    fields,
    price: Number.isFinite(g.price) ? String(g.price) : '',
    assurance: g.isGuarantee === undefined || g.isGuarantee === null ? undefined : g.isGuarantee !== GuaranteeFlag.none,
    title: g.title ?? '',
    // The seller's own text: not rewritten from the choices.
    des: g.des ?? '',
    desEdited: true,
    titleImg: g.titleImg ? [picture(g.titleImg)] : [],
    urlArr: (g.urlArr ?? []).filter((i) => i?.url).slice(0, DETAIL_IMAGES_MAX).map((i) => picture(i.url, i.name)),
  };
}

/**
 * The asking price a valuation suggests: its upper bound, in whole yuan. The range is what the 估价员 expects the
 * account to fetch; a consignment starts at the top of it and 修改价格 can lower it any time, while a seller who
 * starts low never learns the account could have sold for more.
 */
export function valuationPrice(item: Pick<BacklistItem, 'valuationMin' | 'valuationMax'>): string {
  const top = item.valuationMax ?? item.valuationMin;
  return typeof top === 'number' && Number.isFinite(top) && top > 0 ? String(Math.round(top)) : '';
}

/** The 区服 ids and names a valuation's region text maps to (what does not map is left for the seller to pick). */
export type RegionPick = Pick<SellDraft, 'systemId' | 'carrierId' | 'groupId' | 'serverId' | 'regionNames'>;

/** "安卓 / QQ区" → ['安卓', 'QQ区']. */
export function regionParts(region: string | undefined): string[] {
  return (region ?? '').split(/\s*[/／]\s*|\s*·\s*/).map((s) => s.trim()).filter(Boolean);
}

/**
 * Matches the region's names against the game's two levels: `first` (系统 / 大区; empty when the game has none)
 * and `secondOf(firstId)` (运营商 / 服务器 of the picked first, or of the game when it has no first level).
 */
export async function pickRegion(
  gameType: GameType,
  region: string | undefined,
  first: readonly GameAttribute[],
  secondOf: (firstId: number | undefined) => Promise<readonly GameAttribute[]>,
): Promise<RegionPick> {
  const names = regionParts(region);
  const [firstKey, secondKey] = gameType === GameType.mobile ? (['systemId', 'carrierId'] as const) : (['groupId', 'serverId'] as const);
  const byName = (list: readonly GameAttribute[], name: string | undefined) => list.find((n) => n.fieldName === name);
  if (first.length === 0) {
    const second = byName(await secondOf(undefined), names[names.length - 1]);
    return second ? { [secondKey]: second.id, regionNames: [second.fieldName] } : { regionNames: [] };
  }
  const top = byName(first, names[0]);
  if (!top) return { regionNames: [] };
  const second = byName(await secondOf(top.id), names[1]);
  return second
    ? { [firstKey]: top.id, [secondKey]: second.id, regionNames: [top.fieldName, second.fieldName] }
    : { [firstKey]: top.id, regionNames: [top.fieldName] };
}

/** What a request's `content` (the goods DTO as JSON, api.md) says of the attributes and 账号来源; {} when unreadable. */
export function contentOf(content: string | undefined): Pick<SellDraft, 'fields' | 'accountSource'> {
  let dto: unknown;
  try {
    dto = JSON.parse(content ?? '');
  } catch {
    return { fields: {} };
  }
  if (!dto || typeof dto !== 'object' || Array.isArray(dto)) return { fields: {} };
  const record = dto as Record<string, unknown>;
  const fields: SellDraft['fields'] = {};
  for (const key of FIELD_KEYS) {
    const value = record[key];
    if ((typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '') fields[key] = String(value).trim();
  }
  const source = Number(record.accountSource);
  return { fields, ...(source === AccountSource.self || source === AccountSource.other ? { accountSource: source } : {}) };
}

/**
 * A valuation with its result → a new consignment's draft: game, 区服, every attribute and 账号来源 (its `content`),
 * contacts, description, pictures (the first as 主图) and the price.
 */
export function valuationDraft(item: BacklistItem, region: RegionPick): SellDraft {
  const contacts = contactsOfTel(item.tel);
  const pictures = imageUrls(item.img).slice(0, DETAIL_IMAGES_MAX).map((url) => picture(url));
  const des = (item.des ?? '').trim();
  return {
    ...emptyDraft(item.gameId, 'sale'),
    fromValuation: item.id,
    ...region,
    ...contentOf(item.content),
    phone: contacts.phone, qq: contacts.qq, wechat: contacts.wechat,
    account: (item.account ?? '').trim(),
    price: valuationPrice(item),
    des,
    // The valuation's own description is kept; without one the form writes it from the choices.
    desEdited: des !== '',
    titleImg: pictures.slice(0, 1),
    urlArr: pictures,
  };
}
