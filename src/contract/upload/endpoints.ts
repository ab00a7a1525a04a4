// The endpoints of uploads and the pictures served: one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import * as a from '../common/answers.ts';
import { endpoint, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'POST', path: '/common/upload', summary: '上传图片（multipart 字段 file，png/jpg/gif/webp，≤ 5 MB）→ {url, fileName}',
    domain: 'upload', auth: true, origin: 'extension', readOnly: false, body: q.uploadBody, bodyType: 'multipart',
    answer: { kind: 'data', schema: a.uploadResultSchema },
  }),
  endpoint({
    method: 'GET', path: '/profile/img/*', summary: '本地生成的图片（商品、游戏、横幅、头像），SVG', domain: 'upload',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'other', failures: [{ status: 400, description: '非法的图片路径', body: 'json' }, { status: 404, description: '图片不存在', body: 'json' }] },
  }),
  endpoint({
    method: 'GET', path: '/profile/upload/:name', summary: '已上传的图片', domain: 'upload',
    auth: false, origin: 'extension', readOnly: true,
    answer: { kind: 'other', failures: [{ status: 400, description: '非法的图片路径', body: 'json' }, { status: 404, description: '图片不存在', body: 'json' }] },
  }),
];
