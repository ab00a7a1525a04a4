// Request schemas: messages.
// common/requests.ts says how a request schema is written and used.
import { ReadState } from '../statuses.ts';
import { intField, optional, pageQuery } from '../common/fields.ts';

export const messageListQuery = pageQuery.extend({
  readState: optional(intField('阅读状态（readState）').refine((s) => s === ReadState.unread || s === ReadState.read, {
    error: '阅读状态（readState）的取值无效，可选：1 未读 / 2 已读',
  }).meta({ description: '1 未读，2 已读', enum: [1, 2] })),
});
