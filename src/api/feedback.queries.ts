// Query keys and options for 我的反馈 (account/problem/list).
import { infiniteQueryOptions } from '@tanstack/react-query';
import { problemList } from './feedback.ts';

export const PROBLEM_PAGE_SIZE = 10;

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: () => ['feedback', 'list'] as const,
};

export const problemListInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: feedbackKeys.list(),
    queryFn: ({ pageParam, signal }) => problemList({ pageNum: pageParam, pageSize: PROBLEM_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PROBLEM_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });
