// Pure helpers of the message centre: where a message leads, the URL state, and marking rows read in a
// cached page (the optimistic update).
import type { Message } from '@/contract/types.ts';
import { ReadState } from '@/contract/statuses.ts';
import type { MessageListResult } from '@/api/message.ts';
import { paths } from '@/config/paths.ts';

export type MessageTab = 'all' | 'unread';

/** The goods or order a message is about, when it names one the app can open; otherwise null (the row unfolds). */
export function messageTarget(message: Pick<Message, 'relatedType' | 'relatedDataId' | 'sendTypeName' | 'sendTitle'>): string | null {
  const id = message.relatedDataId;
  if (id === undefined || id === null || !Number.isInteger(id) || id <= 0) return null;
  // An audit result is about one of my own listings: its preview shows the audit state and reason.
  if (message.relatedType === 'goods') return message.sendTypeName === '审核结果' ? paths.accountPreview(id) : paths.goodDetail(id);
  if (message.relatedType === 'order') return paths.orderDetail(id);
  // A valuation's result is read in 我的评估; bids on a 竞价回收 request in its 报价列表.
  if (message.relatedType === 'backlist') return message.sendTitle.includes('估价') ? paths.myevaluation : paths.jingjiahuishouPriceList(id);
  // The platform's reply to a complaint or suggestion is read in 我的反馈.
  if (message.relatedType === 'problem') return paths.problemList;
  return null;
}

/** Tab and page from the URL (?tab=unread&page=2); anything else means 全部, page 1. */
export function messageStateFromSearch(search: URLSearchParams): { tab: MessageTab; page: number } {
  const tab: MessageTab = search.get('tab') === 'unread' ? 'unread' : 'all';
  const raw = search.get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  return { tab, page };
}

/** The URL search for a tab and page (defaults left out). */
export function messageSearch(tab: MessageTab, page: number): URLSearchParams {
  const next = new URLSearchParams();
  if (tab === 'unread') next.set('tab', 'unread');
  if (page > 1) next.set('page', String(page));
  return next;
}

/** A page with the given messages marked read and the unread count lowered by those that were unread. */
export function markReadInPage(page: MessageListResult, ids: readonly number[]): MessageListResult {
  const set = new Set(ids);
  let newlyRead = 0;
  const rows = page.rows.map((m) => {
    if (!set.has(m.id) || m.readState === ReadState.read) return m;
    newlyRead += 1;
    return { ...m, readState: ReadState.read };
  });
  if (newlyRead === 0) return page;
  return { ...page, rows, unread: Math.max(0, page.unread - newlyRead) };
}

/** The ids of the unread messages among rows. */
export function unreadIds(rows: readonly Message[]): number[] {
  return rows.filter((m) => m.readState === ReadState.unread).map((m) => m.id);
}
