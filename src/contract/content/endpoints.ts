// The endpoints of notices and content pages: one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import * as a from '../common/answers.ts';
import { endpoint, list, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'GET', path: '/V2/H5/gonggaoDetails', summary: '某类公告的最新几条（最新在前）', domain: 'content',
    auth: false, origin: 'seed', seedNo: 6, readOnly: true, query: q.noticeTypeQuery,
    answer: { kind: 'data', schema: list(a.noticeSchema) },
  }),
  endpoint({
    method: 'GET', path: '/system/notice/:id', summary: '公告详情', domain: 'content',
    auth: false, origin: 'seed', seedNo: 21, readOnly: true,
    answer: { kind: 'data', schema: a.noticeSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/notice/list', summary: '公告列表（分页，可按类型）', domain: 'content',
    auth: false, origin: 'seed', seedNo: 24, readOnly: true, query: q.noticeListQuery,
    answer: { kind: 'page', schema: a.noticeSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/notice/:id', summary: '公告详情', domain: 'content',
    auth: false, origin: 'seed', seedNo: 25, readOnly: true,
    answer: { kind: 'data', schema: a.noticeSchema },
  }),
  endpoint({
    method: 'GET', path: '/web/cooperate/contact', summary: '商务合作的联系方式 {qq, wechat, email, phone?, workTime}', domain: 'content',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: a.businessContactSchema },
  }),
  endpoint({
    method: 'GET', path: '/profile/app/:name', summary: '下载APP 的安装包（youxihao-<版本>.apk，占位文件）与 iOS 说明页（ios）', domain: 'content',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'other', failures: [{ status: 404, description: '安装包不存在', body: 'json' }] },
  }),
];
