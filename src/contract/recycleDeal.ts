// The 竞价回收 deal's numbers, for the recycle pages and the mock (a module of their own: pricing.ts rides in home's
// start chunk, these do not need to).
/** A 竞价回收 deal waits this long for the merchant's payment, then fails and the request is 报价中 again. */
export const RECYCLE_PAY_WINDOW_MS = 2 * 60 * 60 * 1000;
/** RECYCLE_PAY_WINDOW_MS as the pages say it. */
export const RECYCLE_PAY_WINDOW_TEXT = '2 小时';

/** A deal's 回收单号 (like Order.no, HS for 回收 instead of DD): the digits of its time, then its id on 4 digits. */
export function backOrderNo(createTime: string, id: number): string {
  return `HS${createTime.replace(/\D/g, '')}${String(id).padStart(4, '0')}`;
}
