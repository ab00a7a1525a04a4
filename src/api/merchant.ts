// 商户入驻: a merchant's application and its audit state (our extension).
import { get, post } from './client.ts';
import type { MerchantApplication } from '@/contract/types.ts';

export interface MerchantApplyBody {
  shopName: string;
  /** Phone, QQ or WeChat. */
  contact: string;
  /** Game names joined by 、. */
  games: string;
}

/** POST /api/need/merchant/apply — 商户入驻 application (extension). */
export function merchantApply(body: MerchantApplyBody): Promise<{ id: number } | undefined> {
  return post<{ id: number } | undefined>('/api/need/merchant/apply', body);
}

/** GET /api/need/merchant/latest — my latest 商户入驻 application, null when none (extension). */
export async function merchantLatest(signal?: AbortSignal): Promise<MerchantApplication | null> {
  return (await get<MerchantApplication | null | undefined>('/api/need/merchant/latest', undefined, { signal })) ?? null;
}
