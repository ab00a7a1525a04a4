// The 竞价回收 deal's numbers, for the recycle pages and the mock (a module of their own: pricing.ts rides in home's
// start chunk, these do not need to).
import { tradeNo } from './tradeNo.ts';

/** A 竞价回收 deal waits this long for the merchant's payment, then fails and the request is 报价中 again. */
export const RECYCLE_PAY_WINDOW_MS = 2 * 60 * 60 * 1000;
/** RECYCLE_PAY_WINDOW_MS as the pages say it. */
export const RECYCLE_PAY_WINDOW_TEXT = '2 小时';

/** A deal's 回收单号: the form of Order.no (tradeNo.ts), HS for 回收 instead of DD. */
export function backOrderNo(createTime: string, id: number): string {
  return tradeNo('HS', createTime, id);
}

/**
 * How long a 竞价回收 request's title may be: it is the goods DTO's title (the listing it becomes with 官方代售),
 * so the sell form's limit, 60 characters.
 */
export const RECYCLE_TITLE_MAX = 60;
/** Longest title a back order (the deal) keeps. */
export const DEAL_TITLE_MAX = 120;

/**
 * The recycle title rule: `text` whole when short enough, else cut at its last space or punctuation before `max`
 * (a word is never cut in two unless it fills more than half of it) and ended with …, so a reader sees it goes on.
 */
export function clipTitle(text: string, max: number): string {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t.length <= max) return t;
  const head = t.slice(0, max - 1);
  const cut = Math.max(...[' ', '，', '。', '、', '；', ',', ';'].map((c) => head.lastIndexOf(c)));
  return `${(cut > max / 2 ? head.slice(0, cut) : head).replace(/[\s，。、；,;]+$/, '')}…`;
}

/**
 * A 竞价回收 request's title, made from its description: the game and the 区服 are not repeated in it (the goods
 * and the deal carry them, and every page shows them beside the title).
 */
export function recycleTitle(des: string): string {
  return clipTitle(des, RECYCLE_TITLE_MAX);
}
