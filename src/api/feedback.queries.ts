// Query keys and options for 我的反馈 (account/problem/list).
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { myFeedback } from './feedback.ts';
import type { Page, Problem } from '@/contract/types.ts';
import { ProblemStatus } from '@/contract/statuses.ts';
import { livePoll } from '@/lib/livePoll.ts';

export const FEEDBACK_PAGE_SIZE = 10;

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: () => ['feedback', 'list'] as const,
};

/** Whether a loaded feedback still waits for the platform's reply (待处理): the list keeps polling until none does. */
export function awaitingReply(data: Pick<InfiniteData<Pick<Page<Pick<Problem, 'status'>>, 'rows'>>, 'pages'>): boolean {
  return data.pages.some((page) => Array.isArray(page.rows) && page.rows.some((p) => p.status === ProblemStatus.open));
}

export const myFeedbackInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: feedbackKeys.list(),
    queryFn: ({ pageParam, signal }) => myFeedback({ pageNum: pageParam, pageSize: FEEDBACK_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * FEEDBACK_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    // A reply shows by itself (the pages loaded are fetched again); all replied, it stops.
    ...livePoll((data: InfiniteData<Page<Problem>>) => (awaitingReply(data) ? 'fast' : 'final')),
  });
