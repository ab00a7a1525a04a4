// The endpoints of sign-in, registration, SMS and captcha: one entry each (common/endpoint.ts says what an entry holds;
// common/endpoints.ts gathers every domain's into the contract's one list).
import * as a from '../common/answers.ts';
import { endpoint, type Endpoint } from '../common/endpoint.ts';
import * as q from '../common/requests.ts';

export const endpoints: readonly Endpoint[] = [
  endpoint({
    method: 'GET', path: '/sms/sendYzm', summary: '发送短信验证码（同一号码 60 秒一次）', domain: 'auth',
    auth: false, origin: 'seed', seedNo: 8, readOnly: false, query: q.smsQuery,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/h5/login', summary: '短信验证码登录', domain: 'auth',
    auth: false, origin: 'seed', seedNo: 9, readOnly: false, body: q.smsLoginBody,
    answer: { kind: 'raw', schema: a.loginResultSchema },
  }),
  endpoint({
    method: 'GET', path: '/captchaImage', summary: '图形验证码（关闭时只有 captchaEnabled: false）', domain: 'auth',
    auth: false, origin: 'seed', seedNo: 10, readOnly: true,
    answer: { kind: 'raw', schema: a.captchaResultSchema },
  }),
  endpoint({
    method: 'POST', path: '/login', summary: '账号密码登录（带图形验证码）', domain: 'auth',
    auth: false, origin: 'seed', seedNo: 11, readOnly: false, body: q.loginBody(true),
    answer: { kind: 'raw', schema: a.loginResultSchema },
  }),
  endpoint({
    method: 'POST', path: '/register', summary: '手机号注册（号码已注册则 500）', domain: 'auth',
    auth: false, origin: 'seed', seedNo: 15, readOnly: false, body: q.registerBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/h5/SmsforPwd', summary: '短信验证码重设密码（该用户的所有会话结束）', domain: 'auth',
    auth: false, origin: 'seed', seedNo: 31, readOnly: false, body: q.smsPasswordBody,
    answer: { kind: 'data' },
  }),
  endpoint({
    method: 'POST', path: '/logout', summary: '退出登录：结束当前会话', domain: 'auth',
    auth: false, origin: 'extension', readOnly: false,
    answer: { kind: 'data' },
  }),
];
