// The endpoints of messages: one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import * as a from '../common/answers.ts';
import { endpoint, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'GET', path: '/need/message/list', summary: '我的消息（分页，带未读数 unread）', domain: 'message',
    auth: true, origin: 'seed', seedNo: 29, readOnly: true, query: q.messageListQuery,
    answer: { kind: 'raw', schema: a.messagePageSchema },
  }),
  endpoint({
    method: 'GET', path: '/need/message/changeRead/:id', summary: '标为已读（别人的消息 403）', domain: 'message',
    auth: true, origin: 'seed', seedNo: 30, readOnly: false,
    answer: { kind: 'data' },
  }),
];
