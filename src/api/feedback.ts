// Feedback: complaints, suggestions and problems (投诉建议 / 意见反馈) and their replies (我的反馈).
import { getPage, post, type RequestOptions } from './client.ts';
import type { Page, PageQuery, Problem, ProblemBody } from '@/contract/types.ts';

/** POST /api/account/problem — submit {type, content, contact, images}; answers the new id. */
export function submitFeedback(body: ProblemBody, options?: RequestOptions): Promise<{ id: number } | undefined> {
  return post<{ id: number } | undefined>('/api/account/problem', body, options);
}

/** GET /api/account/problem/list — my feedback, newest first, with the platform's replies. */
export function myFeedback(query: PageQuery = {}, options?: RequestOptions): Promise<Page<Problem>> {
  return getPage<Problem>('/api/account/problem/list', { ...query }, options);
}
