// My messages (站内信).
import { get, getRaw, listOf, numbers } from './client.ts';
import type { Message, MessagePage, PageQuery } from '@/contract/types.ts';
import type { ReadState } from '@/contract/statuses.ts';
import * as NUMERIC_FIELDS from '@/contract/numericFields.ts';

export interface MessageListQuery extends PageQuery {
  /** 未读 or 已读; all when absent. */
  readState?: ReadState;
}

export interface MessageListResult {
  rows: Message[];
  total: number;
  unread: number;
}

/** GET /api/need/message/list — one page of my messages with the unread count. */
export async function messageList(query: MessageListQuery = {}): Promise<MessageListResult> {
  const page = await getRaw<MessagePage>('/api/need/message/list', { ...query });
  // rows must be a list (else a 'contract' error, not an empty inbox); counts and readState may come as text.
  return { rows: numbers(listOf<Message>(page?.rows), NUMERIC_FIELDS.Message), total: +page.total || 0, unread: +page.unread || 0 };
}

/** GET /api/need/message/changeRead/{id} — mark one message read. */
export function markMessageRead(id: number): Promise<void> {
  return get<void>(`/api/need/message/changeRead/${id}`);
}
