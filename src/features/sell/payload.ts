// The draft → the wire shapes the live backend takes (api.md "Live payload shapes"), and the fee line.
import type { Game, GoodsDraft, GoodsFieldKey, ValuationBody } from '@/contract/types.ts';
import { SELLER_FEE_MIN, SELLER_FEE_RATE, sellerFee, toFen } from '@/contract/pricing.ts';
import { AccountSource, Assurance } from '@/contract/statuses.ts';
import type { SellDraft } from './draft.ts';

/**
 * The 账号来源 choices in the form's order, in the words importantRemark carries (accountSourceLabel's). Written
 * here rather than read from the label map: that map would bring the statuses chunk to the three sell pages
 * (+0.4 KB gzip; fillInformation is at 189.5 of its 190 KB).
 */
export const ACCOUNT_SOURCES: { value: AccountSource; label: string }[] = [
  { value: AccountSource.self, label: '自己注册' },
  { value: AccountSource.other, label: '他人注册' },
];

/** 账号来源 in words; empty until the seller picks one. */
export function accountSourceText(source: AccountSource | undefined): string {
  return ACCOUNT_SOURCES.find((s) => s.value === source)?.label ?? '';
}

/** `联系QQ：…;联系微信：…;联系电话：…;账号来源：…`. */
export function importantRemark(draft: Pick<SellDraft, 'qq' | 'wechat' | 'phone' | 'accountSource'>): string {
  return `联系QQ：${draft.qq.trim()};联系微信：${draft.wechat.trim()};联系电话：${draft.phone.trim()};账号来源：${accountSourceText(draft.accountSource)}`;
}

/** `电话：…，微信：…，QQ：…`. */
export function valuationTel(draft: Pick<SellDraft, 'qq' | 'wechat' | 'phone'>): string {
  return `电话：${draft.phone.trim()}，微信：${draft.wechat.trim()}，QQ：${draft.qq.trim()}`;
}

/** Only the template's fields with a value. */
function filledFields(fields: SellDraft['fields']): Partial<Record<GoodsFieldKey, string>> {
  const out: Partial<Record<GoodsFieldKey, string>> = {};
  for (const [key, value] of Object.entries(fields) as [GoodsFieldKey, string | undefined][]) {
    if (value !== undefined && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

/**
 * POST /need/consignment body with the account and its password (the platform logs in with them to 验号 once the
 * account is sold). Editing a listing adds its id; a password left empty there is left out (the backend keeps the
 * stored one: it is never read back, so it is typed again or left out).
 */
export function listingBody(draft: SellDraft, game: Pick<Game, 'id' | 'name' | 'type'>, password = ''): GoodsDraft {
  const account: Partial<GoodsDraft> = {
    ...(draft.edit ? { id: draft.edit.id } : {}),
    ...(draft.account.trim() ? { accountNumber: draft.account.trim() } : {}),
    ...(password ? { accountPassword: password } : {}),
  };
  return {
    ...account,
    gameId: game.id, gameName: game.name, gameType: game.type,
    systemId: draft.systemId, carrierId: draft.carrierId, groupId: draft.groupId, serverId: draft.serverId,
    title: draft.title.trim(), price: Number(draft.price), des: draft.des.trim(),
    titleImg: draft.titleImg[0]?.url ?? '', urlArr: draft.urlArr.map((i) => ({ url: i.url, name: i.name })),
    assurance: draft.assurance ? Assurance.provided : Assurance.none,
    ...filledFields(draft.fields),
    importantRemark: importantRemark(draft),
  };
}

/**
 * POST /account/backlist body (估价). `content` (extension, the same goods DTO 竞价回收 sends) keeps what the live
 * text fields lose: the 区服 ids, every attribute and 账号来源, for 按此价寄售 / 去竞价回收 to fill their forms from.
 */
export function valuationBody(draft: SellDraft, game: Pick<Game, 'id' | 'name' | 'type'>): ValuationBody {
  const content = {
    gameId: game.id, gameName: game.name, gameType: game.type,
    systemId: draft.systemId, carrierId: draft.carrierId, groupId: draft.groupId, serverId: draft.serverId,
    ...filledFields(draft.fields),
    ...(draft.accountSource === undefined ? {} : { accountSource: draft.accountSource }),
  };
  return {
    type: game.name, des: draft.des.trim(), region: draft.regionNames.join(' / '), expprice: Number(draft.price),
    account: draft.account.trim(), tel: valuationTel(draft),
    img: JSON.stringify(draft.urlArr.map((i) => ({ url: i.url, name: i.name }))),
    content: JSON.stringify(content),
  };
}

export interface FeeLine {
  fee: number;
  receive: number;
}

/** The live fee line under the price: max(¥50, 5 %) and what the seller receives; null without a valid price. */
export function feeLine(price: string): FeeLine | null {
  const n = Number(price.trim());
  if (!price.trim() || !Number.isFinite(n) || n <= 0) return null;
  const fee = sellerFee(n);
  return { fee, receive: toFen(Math.max(0, n - fee)) };
}

export const FEE_RULE = `成交后收取售价的 ${SELLER_FEE_RATE * 100}% 作为手续费，最低 ¥${SELLER_FEE_MIN}`;
