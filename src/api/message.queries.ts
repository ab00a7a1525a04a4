// Query options for my messages: one key hierarchy (['message', …]).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { messageList, type MessageListQuery } from './message.ts';
import { livePoll } from '@/lib/livePoll.ts';

/** 消息中心 pages with 上一页 / 下一页, 10 messages a page. */
export const MESSAGE_PAGE_SIZE = 10;

export const messageKeys = {
  all: ['message'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (query: MessageListQuery) => [...messageKeys.lists(), query] as const,
  /** The unread count alone (the 消息 tab badge, geren's shortcut). */
  unread: () => [...messageKeys.all, 'unread'] as const,
};

export const messageListQuery = (query: MessageListQuery) =>
  queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: () => messageList(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
    ...livePoll(),
  });

/** The smallest list call: one row, for its `unread`. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: async () => (await messageList({ pageNum: 1, pageSize: 1 })).unread,
    staleTime: 0,
    // The badge counts trade messages the server sends by itself.
    ...livePoll(),
  });
