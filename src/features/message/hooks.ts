// Marking messages read, optimistically (the unread count itself: unread.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markMessageRead, type MessageListResult } from '@/api/message.ts';
import { ReadState } from '@/contract/statuses.ts';
import { toast } from '@/components/toast.ts';
import { markReadInPage } from './messages.ts';
import { messageKeys } from '@/api/message.queries.ts';

/**
 * Marks messages read: at once in every cached page and in the count, then on the server; a failure puts the
 * cache back and shows the server's message. Either way the lists are fetched again afterwards.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      await Promise.all(ids.map((id) => markMessageRead(id)));
    },
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: messageKeys.all });
      const snapshot = queryClient.getQueriesData({ queryKey: messageKeys.all });
      // How many of these were unread, as far as the cache knows (the same message may sit in two lists).
      const wasUnread = new Set<number>();
      for (const [, data] of queryClient.getQueriesData<MessageListResult>({ queryKey: messageKeys.lists() })) {
        data?.rows.forEach((m) => { if (m.readState === ReadState.unread && ids.includes(m.id)) wasUnread.add(m.id); });
      }
      const before = queryClient.getQueryData<number>(messageKeys.unread());
      const after = before === undefined ? undefined : Math.max(0, before - wasUnread.size);
      queryClient.setQueriesData<MessageListResult>({ queryKey: messageKeys.lists() }, (old) => {
        if (!old) return old;
        const page = markReadInPage(old, ids);
        return after === undefined ? page : { ...page, unread: after };
      });
      if (after !== undefined) queryClient.setQueryData(messageKeys.unread(), after);
      return { snapshot };
    },
    onError: (error, _ids, context) => {
      context?.snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
      toast.fromError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
