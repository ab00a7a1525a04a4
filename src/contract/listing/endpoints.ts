// The endpoints of my listings (我的代售): one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import * as a from '../common/answers.ts';
import { endpoint, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'GET', path: '/need/myConsignment', summary: '我的代售（按商品状态）', domain: 'listing',
    auth: true, origin: 'seed', seedNo: 27, readOnly: true, query: q.myConsignmentQuery,
    answer: { kind: 'page', schema: a.myListingSchema },
  }),
  endpoint({
    method: 'GET', path: '/goods/info/upGoods/:id', summary: '上架（已下架）或重新提交审核（审核失败）；非卖家 403', domain: 'listing',
    auth: true, origin: 'seed', seedNo: 41, readOnly: false,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/goods/info/downGoods', summary: '下架商品；非卖家 403', domain: 'listing',
    auth: true, origin: 'seed', seedNo: 42, readOnly: false, body: q.downGoodsBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/need/goods/editPrice', summary: '改价；非卖家 403', domain: 'listing',
    auth: true, origin: 'seed', seedNo: 48, readOnly: false, body: q.editPriceBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'GET', path: '/need/myConsignment/:id', summary: '我的一件代售商品（修改表单用：含联系方式 importantRemark 与游戏账号，不含密码）；非本人 403',
    domain: 'listing', auth: true, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: a.myListingDetailSchema },
  }),
];
