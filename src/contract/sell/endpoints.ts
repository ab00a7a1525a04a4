// The endpoints of publishing a listing (卖号): one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import * as a from '../common/answers.ts';
import { endpoint, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'POST', path: '/need/consignment', summary: '发布代售商品（待审核）；带 id 为修改自己的商品（审核中 / 已上架 / 已下架 / 审核失败），改后重新审核', domain: 'sell',
    auth: true, origin: 'seed', seedNo: 38, readOnly: false, body: q.consignmentBody,
    answer: { kind: 'data', schema: a.createdSchema },
  }),
];
