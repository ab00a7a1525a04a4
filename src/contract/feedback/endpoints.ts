// The endpoints of feedback (投诉建议): one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import * as a from '../common/answers.ts';
import { endpoint, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'POST', path: '/account/problem', summary: '提交投诉 / 建议 / 问题', domain: 'feedback',
    auth: true, origin: 'seed', seedNo: 19, readOnly: false, body: q.problemBody,
    answer: { kind: 'data', schema: a.createdSchema },
  }),
  endpoint({
    method: 'GET', path: '/account/problem/list', summary: '我的反馈（含平台回复）', domain: 'feedback',
    auth: true, origin: 'seed', seedNo: 20, readOnly: true, query: q.pageQuery,
    answer: { kind: 'page', schema: a.problemSchema },
  }),
];
