// One way to write an amount of money, for the pages (src/lib/format.ts formatPrice) and for the texts the
// platform writes (the mock's messages and notes, the seeded messages): a buyer who reads ¥1,582.70 on the order
// page must read the same ¥1,582.70 in the message about it, not ¥1582.7.

/** ¥1,234.00 — two decimals, thousands grouped, a minus before the ¥ (−¥12.00 reads -¥12.00). */
export function formatYuan(yuan: number): string {
  const sign = yuan < 0 ? '-' : '';
  const [int, frac] = Math.abs(yuan).toFixed(2).split('.');
  return `${sign}¥${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
