// Renders a react-query result: LoadingState while pending, ErrorState (server message + 重试) on failure,
// EmptyState when the data is empty, else the children with the data.
//
//   const query = useQuery(noticeQuery(id));
//   return <QueryBoundary query={query}>{(notice) => <RichText html={notice.noticeContent} />}</QueryBoundary>;
//
// Empty means: null/undefined, an empty array, or a page ({ rows }) without rows — override with isEmpty.
// New data is rendered in a deferred, interruptible render (lib/useDeferredQuery.ts).
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredQuery } from '@/lib/useDeferredQuery.ts';
import { EmptyState, ErrorState, LoadingState } from './states.tsx';

export interface QueryBoundaryProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch'>;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  emptyAction?: ReactNode;
  loading?: ReactNode;
  compact?: boolean;
}

export function defaultIsEmpty(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object' && 'rows' in data && Array.isArray((data as { rows: unknown }).rows)) {
    return (data as { rows: unknown[] }).rows.length === 0;
  }
  return false;
}

export function QueryBoundary<T>({ query: current, children, isEmpty = defaultIsEmpty, emptyText, emptyAction, loading, compact }: QueryBoundaryProps<T>) {
  const query = useDeferredQuery(current);
  if (query.isPending) return <>{loading ?? <LoadingState compact={compact} />}</>;
  if (query.isError) return <ErrorState compact={compact} error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (isEmpty(data)) return <EmptyState compact={compact} text={emptyText} action={emptyAction} />;
  return <>{children(data)}</>;
}
