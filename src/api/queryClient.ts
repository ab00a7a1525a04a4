// The app's react-query client: data stays fresh for 30 s, one retry for flaky transport, none for answers
// that will not change on a second try (401 session, 403 forbidden, 500 business refusal, a broken answer), no refetch on
// window focus (a phone switching apps would refetch everything).
// From the core, not @tanstack/react-query (React's provider takes it, boot.tsx). The page-start data requests
// (app/earlyHome.ts…) are sent before it exists: it takes their answers over before the first render
// (app/boot.tsx calls handEarlyAnswers in a task of its own: ≈ 20–26 ms at 4× CPU, query-core's first run).
import { QueryClient } from '@tanstack/query-core';
import { isApiError } from './client.ts';

const NEVER_RETRY = new Set([401, 403, 500]);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (NEVER_RETRY.has(error.code) || error.kind === 'canceled' || error.kind === 'contract')) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
