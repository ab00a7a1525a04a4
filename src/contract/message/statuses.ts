// The status codes of messages, by name with their labels.
// The app imports them from the one door, src/contract/statuses.ts, which says how a status is written.
import type { Code, Labels } from '../common/codes.ts';

/** A message's 已读 state (`Message.readState`). */
export const ReadState = {
  unread: 1,
  read: 2,
} as const;
export type ReadState = Code<typeof ReadState>;
export const readStateLabel: Labels<ReadState> = { 1: '未读', 2: '已读' };
