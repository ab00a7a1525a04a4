// The endpoints of 商户入驻: one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import * as a from '../common/answers.ts';
import { endpoint, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'POST', path: '/need/merchant/apply', summary: '商户入驻申请 {shopName, contact, games}', domain: 'merchant',
    auth: true, origin: 'extension', readOnly: false, body: q.merchantApplyBody,
    answer: { kind: 'data', schema: a.createdSchema },
  }),
  endpoint({
    method: 'GET', path: '/need/merchant/latest', summary: '我最近一次入驻申请（无则 data 为 null）', domain: 'merchant',
    auth: true, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: a.merchantApplicationSchema.nullable() },
  }),
];
