// 租号 helpers: the game filter in the URL (?gameId=) and the rent price texts.
import type { Goods, GoodsListQuery } from '@/contract/types.ts';

/** ?gameId= as a positive integer, else undefined (全部). */
export function parseGameId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}

/** The filters of the hire list (without page fields: the infinite query adds them). */
export function hireFilters(gameId: number | undefined): GoodsListQuery {
  return gameId === undefined ? { hire: true } : { hire: true, gameId };
}

/** 25 → "¥25", 12.5 → "¥12.50". */
export function rentPrice(yuan: number): string {
  return Number.isInteger(yuan) ? `¥${yuan}` : `¥${yuan.toFixed(2)}`;
}

export interface RentOption {
  unit: '小时' | '天';
  price: number;
  text: string;
}

/** The rent prices a goods offers (hour first), or none when it cannot be hired. */
export function rentOptions(goods: Pick<Goods, 'hireHourPrice' | 'hireDayPrice'>): RentOption[] {
  const out: RentOption[] = [];
  if (typeof goods.hireHourPrice === 'number' && goods.hireHourPrice > 0) {
    out.push({ unit: '小时', price: goods.hireHourPrice, text: `${rentPrice(goods.hireHourPrice)}/小时` });
  }
  if (typeof goods.hireDayPrice === 'number' && goods.hireDayPrice > 0) {
    out.push({ unit: '天', price: goods.hireDayPrice, text: `${rentPrice(goods.hireDayPrice)}/天` });
  }
  return out;
}

/** How much a full day saves against 24 hours at the hourly price (0 when there is nothing to compare). */
export function daySaving(goods: Pick<Goods, 'hireHourPrice' | 'hireDayPrice'>): number {
  const hour = goods.hireHourPrice ?? 0;
  const day = goods.hireDayPrice ?? 0;
  if (hour <= 0 || day <= 0) return 0;
  return Math.max(0, Math.round((hour * 24 - day) * 100) / 100);
}
