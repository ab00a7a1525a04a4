// The one form of the numbers the platform gives a trade, for the mock (orders made at run time, 回收单 of accepted
// bids) and the seed alike: a buyer or seller reads it out to 客服, so every one has the same length and shape.

/** 订单号 DD…, 回收单号 HS… (a 竞价回收 deal). */
export type TradeNoPrefix = 'DD' | 'HS';

/** Every trade number's length: the prefix, 14 digits of time, 4 of id. */
export const TRADE_NO_LENGTH = 20;

/**
 * `DD20261127103000` + the id's last 4 digits (`DD202611271030000006`): the time it was made (server time,
 * 'YYYY-MM-DD HH:mm:ss') and the id on 4 digits. An id above 9999 keeps its last 4 so the length never changes;
 * the time tells two such apart (two trades made in the same second have neighbouring ids).
 */
export function tradeNo(prefix: TradeNoPrefix, time: string, id: number): string {
  const digits = time.replace(/\D/g, '').slice(0, 14).padEnd(14, '0');
  return `${prefix}${digits}${String(id % 10_000).padStart(4, '0')}`;
}
