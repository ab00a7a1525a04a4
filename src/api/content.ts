// Notices, announcements and articles (HTML content: sanitise before display, see lib/sanitize.ts).
import { get, getPage, type RequestOptions } from './client.ts';
import type { BusinessContact, Notice, NoticeType, Page, PageQuery } from '@/contract/types.ts';

/** GET /api/web/notice/list — one page of notices of a type, newest first. */
export function noticeList(noticeType: NoticeType, query: PageQuery = {}, options?: RequestOptions): Promise<Page<Notice>> {
  return getPage<Notice>('/api/web/notice/list', { noticeType, ...query }, options);
}

/** GET /api/web/notice/{id} — one notice with its content. */
export function noticeDetail(id: number | string, options?: RequestOptions): Promise<Notice> {
  return get<Notice>(`/api/web/notice/${encodeURIComponent(String(id))}`, undefined, options);
}

/** GET /api/web/cooperate/contact — 商务合作's business QQ, WeChat and e-mail (extension). */
export function businessContact(options?: RequestOptions): Promise<BusinessContact> {
  return get<BusinessContact>('/api/web/cooperate/contact', undefined, options);
}
