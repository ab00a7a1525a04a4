// How a trader's record reads, wherever a buyer or a seller judges one: a goods' seller (the seller card) and a
// recycle merchant (bids, deals) — the same words and number format on both.

/** [成交 1,286 单, 好评率 99.2%], or null when the backend sends no 成交 count (the live answers name the trader only). */
export function tradeFigures(dealCount: number | undefined, goodRate?: number): string[] | null {
  if (typeof dealCount !== 'number' || !Number.isFinite(dealCount)) return null;
  const deals = `成交 ${dealCount.toLocaleString('en-US')} 单`;
  return typeof goodRate === 'number' && Number.isFinite(goodRate) ? [deals, `好评率 ${goodRate}%`] : [deals];
}
