// The endpoints of valuation, bids and back orders: one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import { z } from 'zod';
import * as a from '../common/answers.ts';
import { endpoint, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'GET', path: '/account/backlist/allList', summary: '我的估价单与竞价回收单（status 0 为报价中）', domain: 'recycle',
    auth: true, origin: 'seed', seedNo: 37, readOnly: true, query: q.backlistQuery,
    answer: { kind: 'page', schema: a.backlistItemSchema },
  }),
  endpoint({
    method: 'POST', path: '/account/backlist', summary: '提交估价', domain: 'recycle',
    auth: true, origin: 'seed', seedNo: 39, readOnly: false, body: q.valuationBody,
    answer: { kind: 'data', schema: a.createdSchema },
  }),
  endpoint({
    method: 'GET', path: '/account/quotation/mybprice', summary: '某估价单及其报价 ?backId= → {back, rlist}', domain: 'recycle',
    auth: true, origin: 'extension', readOnly: true, query: q.myBidsQuery,
    answer: { kind: 'data', schema: a.myBidsSchema },
  }),
  endpoint({
    method: 'POST', path: '/account/backlist/accept',
    summary: '接受报价 {id 估价单, supplyUserId 回收商}（也收 {backId, bidId}）：其余报价自动拒绝，生成交易中的回收订单', domain: 'recycle',
    auth: true, origin: 'extension', readOnly: false, body: q.acceptBidBody,
    answer: { kind: 'data', schema: z.looseObject({ backOrderId: z.number().int().min(1).meta({ description: '生成的回收订单编号' }) }) },
  }),
  endpoint({
    method: 'POST', path: '/h5/goods/back',
    summary: '竞价回收 {gameId, type, des, region, account, tel, img, relname, relnameImg, inType, content}', domain: 'recycle',
    auth: true, origin: 'extension', readOnly: false, body: q.bidRecycleBody,
    answer: { kind: 'data', schema: a.createdSchema },
  }),
  endpoint({
    method: 'GET', path: '/backOrder/list', summary: '竞价中心的回收订单 ?dataType=sell&orderStatus=1 交易中…5 交易失败', domain: 'recycle',
    auth: true, origin: 'extension', readOnly: true, query: q.backOrderQuery,
    answer: { kind: 'page', schema: a.backOrderSchema },
  }),
  endpoint({
    method: 'GET', path: '/backOrder/detail', summary: '一笔回收订单 ?id= 或 ?backId=（估价单编号）；只有卖家或该回收商可看，否则 403', domain: 'recycle',
    auth: true, origin: 'extension', readOnly: true, query: q.backOrderDetailQuery,
    answer: { kind: 'data', schema: a.backOrderSchema },
  }),
];
