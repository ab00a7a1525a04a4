// The endpoints of the profile, 实名 and the payout account: one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import * as a from '../common/answers.ts';
import { endpoint, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'GET', path: '/system/user/profile', summary: '当前用户资料（不含密码）', domain: 'account',
    auth: true, origin: 'seed', seedNo: 12, readOnly: true,
    answer: { kind: 'raw', schema: a.profileResultSchema },
  }),
  endpoint({
    method: 'GET', path: '/system/user/profile/new', summary: '当前用户资料，从不缓存（修改后重读）', domain: 'account',
    auth: true, origin: 'seed', seedNo: 13, readOnly: true,
    answer: { kind: 'raw', schema: a.profileResultSchema },
  }),
  endpoint({
    method: 'PUT', path: '/system/user/profile', summary: '修改资料（昵称、邮箱、性别、头像）', domain: 'account',
    auth: true, origin: 'seed', seedNo: 14, readOnly: false, body: q.profileBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/realname/auth', summary: '实名认证（身份证号无效则 500）', domain: 'account',
    auth: true, origin: 'seed', seedNo: 46, readOnly: false, body: q.realNameBody,
    answer: { kind: 'data', schema: a.realNameResultSchema },
  }),
  endpoint({
    method: 'GET', path: '/account/payoutAccount', summary: '我的收款账户（打款去向，已打码）；未设置时 data 为 {}', domain: 'account',
    auth: true, origin: 'extension', readOnly: true,
    answer: { kind: 'data', schema: a.payoutAccountAnswerSchema },
  }),
  endpoint({
    method: 'POST', path: '/account/payoutAccount',
    summary: '设置收款账户 {type 1 支付宝 | 2 银行卡, account, bankName?}：收款人为本人实名（未实名 500）；没有此接口的后端：打款到实名的收款账户，由客服核对',
    domain: 'account', auth: true, origin: 'extension', readOnly: false, body: q.payoutAccountBody,
    answer: { kind: 'data', schema: a.payoutAccountSchema },
  }),
];
