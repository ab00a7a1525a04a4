// The endpoints of 客服, groups, streamers, the home page's data, deals and the app version: one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import * as a from '../common/answers.ts';
import { endpoint, list, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'GET', path: '/app/version/lastOne', summary: '最新版本的 APP（下载APP 页）', domain: 'service',
    auth: false, origin: 'seed', seedNo: 1, readOnly: true, query: q.appVersionQuery,
    answer: { kind: 'data', schema: a.appVersionSchema },
  }),
  endpoint({
    method: 'GET', path: '/V2/H5/checkAccount', summary: '客服验证：该 QQ / 微信号是否官方客服（不是则 500 不是官方客服，谨防受骗）',
    domain: 'service', auth: false, origin: 'seed', seedNo: 2, readOnly: true, query: q.checkAccountQuery,
    answer: { kind: 'data', schema: a.staffCheckSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/hasExistBlackAccount', summary: '黑号查询：账号是否有找回 / 诈骗记录', domain: 'service',
    auth: false, origin: 'seed', seedNo: 3, readOnly: true, query: q.blackAccountQuery,
    answer: { kind: 'data', schema: a.blackCheckSchema },
  }),
  endpoint({
    method: 'GET', path: '/V2/H5/allQQlist', summary: '全部官方 QQ 群', domain: 'service',
    auth: false, origin: 'seed', seedNo: 4, readOnly: true,
    answer: { kind: 'data', schema: list(a.qqGroupSchema) },
  }),
  endpoint({
    method: 'GET', path: '/V2/H5/qqGroup', summary: 'QQ 群（可按游戏）', domain: 'service',
    auth: false, origin: 'seed', seedNo: 7, readOnly: true, query: q.qqGroupQuery,
    answer: { kind: 'data', schema: list(a.qqGroupSchema) },
  }),
  endpoint({
    method: 'GET', path: '/account/zhubo/list', summary: '合作主播（type 1）与首页轮播图（type 2）', domain: 'service',
    auth: false, origin: 'seed', seedNo: 22, readOnly: true, query: q.zhuboQuery,
    answer: { kind: 'page', schema: a.zhuboSchema },
  }),
  endpoint({
    method: 'GET', path: '/V2/H5/account', summary: '官方客服账号（可按游戏，type 为游戏编号）', domain: 'service',
    auth: false, origin: 'seed', seedNo: 26, readOnly: true, query: q.staffQuery,
    answer: { kind: 'data', schema: list(a.staffAccountSchema) },
  }),
  endpoint({
    method: 'GET', path: '/web/recentlydeal', summary: '最近成交（标题打码）', domain: 'service',
    auth: false, origin: 'seed', seedNo: 45, readOnly: true,
    answer: { kind: 'data', schema: list(a.dealRecordSchema) },
  }),
  endpoint({
    method: 'GET', path: '/web/social/list', summary: '官方社交账号（抖音、快手）', domain: 'service',
    auth: false, origin: 'seed', seedNo: 47, readOnly: true,
    answer: { kind: 'page', schema: a.socialAccountSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/index/data', summary: '首页统计 HomeStats（安全成交 / 昨日成交 / 商品数量）', domain: 'service',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: a.homeStatsSchema },
  }),
];
