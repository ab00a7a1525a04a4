// Submitting feedback: POST /account/problem, then 我的反馈 is stale (it shows the new one first).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitProblem } from '@/api/feedback.ts';
import type { ProblemBody } from '@/contract/types.ts';
import { feedbackKeys } from '@/api/feedback.queries.ts';

export function useSubmitProblem(options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProblemBody) => submitProblem(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
      options.onSuccess?.();
    },
    onError: (error) => options.onError?.(error),
  });
}
