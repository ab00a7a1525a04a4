// The endpoints of games, 区服 and attribute templates: one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import * as a from '../common/answers.ts';
import { endpoint, list, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'GET', path: '/web/keylist', summary: '游戏的区服树节点（系统 / 运营商 / 大区 / 服务器）', domain: 'game',
    auth: false, origin: 'seed', seedNo: 32, readOnly: true, query: q.keylistQuery,
    answer: { kind: 'data', schema: list(a.gameAttributeSchema) },
  }),
  endpoint({
    method: 'GET', path: '/need/operator/list', summary: '游戏的运营商', domain: 'game',
    auth: true, origin: 'seed', seedNo: 33, readOnly: true, query: q.qufuLevelQuery,
    answer: { kind: 'data', schema: list(a.gameAttributeSchema) },
  }),
  endpoint({
    method: 'GET', path: '/need/area/list', summary: '游戏的大区', domain: 'game',
    auth: true, origin: 'seed', seedNo: 34, readOnly: true, query: q.qufuLevelQuery,
    answer: { kind: 'data', schema: list(a.gameAttributeSchema) },
  }),
  endpoint({
    method: 'GET', path: '/need/server/list', summary: '游戏的服务器（parentId 为大区）', domain: 'game',
    auth: true, origin: 'seed', seedNo: 35, readOnly: true, query: q.qufuLevelQuery,
    answer: { kind: 'data', schema: list(a.gameAttributeSchema) },
  }),
  endpoint({
    method: 'GET', path: '/web/districtSuit', summary: '某大区的服务器', domain: 'game',
    auth: false, origin: 'seed', seedNo: 36, readOnly: true, query: q.districtQuery,
    answer: { kind: 'data', schema: list(a.gameAttributeSchema) },
  }),
  endpoint({
    method: 'GET', path: '/web/gameTempAttr', summary: '游戏的属性模板（列表筛选与发布表单）', domain: 'game',
    auth: false, origin: 'seed', seedNo: 40, readOnly: true, query: q.gameIdQuery,
    answer: { kind: 'data', schema: list(a.attributeTemplateSchema) },
  }),
  endpoint({
    method: 'GET', path: '/web/game/list', summary: '游戏列表（type 0 手游 / 1 端游，name 模糊，initial 首字母）', domain: 'game',
    auth: false, origin: 'extension', readOnly: true, query: q.gameListQuery,
    answer: { kind: 'data', schema: list(a.gameSchema) },
  }),
];
