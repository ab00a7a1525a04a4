// Mutations of 竞价回收: submitting a request, accepting a bid.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptBid, submitBidRecycle } from '@/api/recycle.ts';
import type { BidRecycleBody, BidRow } from '@/contract/types.ts';
import { invalidateRecycle } from '@/api/recycle.queries.ts';

export const ACCEPTED_HINT = '已接受报价，请到竞价中心「交易中」继续交易';

/** 接受报价: the live shape {id: the request, supplyUserId: the merchant}; resolves with the server's message. */
export function useAcceptBid(backId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bid: BidRow) => (await acceptBid({ id: backId, supplyUserId: bid.createId })) || ACCEPTED_HINT,
    onSettled: () => invalidateRecycle(queryClient),
  });
}

export function useSubmitBidRecycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BidRecycleBody) => submitBidRecycle(body),
    onSuccess: () => invalidateRecycle(queryClient),
  });
}
