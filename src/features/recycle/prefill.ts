// 去竞价回收 from a valuation (我的评估, jingjiahuishou?gameId&valuation=): the 竞价回收 form filled from it — the
// 区服 (the ids of its content, the goods DTO, with the names of its region text), 游戏账号, the phone of its tel,
// the estimate's upper bound, the description and the pictures; the attributes and 账号来源 it had travel on in
// the request's content (the form has no fields for them). Pure mapping; BidRecycleForm fetches.
import type { BacklistItem } from '@/contract/types.ts';
import { AccountSource, SaleMode } from '@/contract/statuses.ts';
import { imageUrls } from '@/lib/imageList.ts';
import type { BidRecycleValues } from './payload.ts';
import type { RegionValue } from './region.ts';

export interface RecyclePrefill {
  region: RegionValue | null;
  values: BidRecycleValues;
  /** The valuation's attributes (f1..fN) and 账号来源, for the request's content. */
  carried: Record<string, string | number>;
}

function dtoOf(content: string | undefined): Record<string, unknown> {
  try {
    const dto = JSON.parse(content ?? '') as unknown;
    return dto && typeof dto === 'object' && !Array.isArray(dto) ? dto as Record<string, unknown> : {};
  } catch {
    return {};
  }
}

const positive = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);

export function recycleFromValuation(back: BacklistItem): RecyclePrefill {
  const dto = dtoOf(back.content);
  const names = (back.region ?? '').split(/\s*[/／]\s*/).map((s) => s.trim()).filter(Boolean);
  const [a, b] = [positive(dto.systemId) ?? positive(dto.groupId), positive(dto.carrierId) ?? positive(dto.serverId)];
  const region: RegionValue | null = a !== undefined && b !== undefined && names.length === 2
    ? { kind: positive(dto.systemId) !== undefined ? 'system' : 'group', first: { id: a, fieldName: names[0] }, second: { id: b, fieldName: names[1] } }
    : null;
  const carried: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(dto)) {
    if (/^f\d+$/.test(key) && (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '') carried[key] = value;
  }
  if (dto.accountSource === AccountSource.self || dto.accountSource === AccountSource.other) carried.accountSource = dto.accountSource;
  const top = back.valuationMax ?? back.valuationMin ?? back.expprice;
  const phone = /1\d{10}/.exec(back.tel ?? '')?.[0] ?? '';
  return {
    region,
    values: {
      account: back.account ?? '', tel: phone, price: typeof top === 'number' && top > 0 ? String(Math.round(top)) : '',
      des: (back.des ?? '').trim(), relname: '', relnameImg: [],
      img: imageUrls(back.img).slice(0, 9).map((url) => ({ url, name: url.slice(url.lastIndexOf('/') + 1) })),
      inType: SaleMode.bidAndConsign,
    },
    carried,
  };
}
