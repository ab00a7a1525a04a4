// A user's messages (系统通知 / 交易消息 / 审核结果): the other rooms write them (store.addMessage); here a message is
// read. Routes call these; they change state and nothing else.
import { ReadState } from '../../src/contract/statuses.ts';
import type { MockContext } from '../context.ts';
import type { MessageRow } from '../lib/fixtures.ts';

/** Marks a message read (once; reading it again changes nothing). The caller has checked it is the reader's. */
export function markRead(ctx: MockContext, m: MessageRow): void {
  if (m.readState === ReadState.read) return;
  m.readState = ReadState.read;
  ctx.store.changed();
}
