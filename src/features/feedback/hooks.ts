// Submitting feedback: POST /account/problem, then 我的反馈 is stale (it shows the new one first).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitFeedback } from '@/api/feedback.ts';
import type { ProblemBody } from '@/contract/types.ts';
import { feedbackKeys } from '@/api/feedback.queries.ts';

export function useSubmitFeedback(options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProblemBody) => submitFeedback(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
      options.onSuccess?.();
    },
    onError: (error) => options.onError?.(error),
  });
}
