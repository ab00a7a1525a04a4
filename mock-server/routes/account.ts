// The signed-in user's profile and real-name verification.
import { isValidIdNumber, maskIdNumber, maskName } from '../../src/contract/idcard.ts';
import { fail, forbidden, ok } from '../lib/envelope.ts';
import { parse } from '../lib/validate.ts';
import { profileBody, realNameBody } from '../../src/contract/wire/requests.ts';
import { publicUser } from './common.ts';
import type { Call, Routes } from './registry.ts';

/** The fields PUT /system/user/profile can change; a body with none of them changes nothing. */
const PROFILE_KEYS = ['nickName', 'email', 'sex', 'avatar'] as const;

function profile(c: Call) {
  const user = c.me();
  return { code: 200, msg: '操作成功', data: publicUser(user), roleGroup: '普通用户', postGroup: '' };
}

export function accountRoutes(routes: Routes): void {
  const r = routes.domain('account');
  const ctx = routes.ctx;

  r.get('/system/user/profile', profile);

  r.get('/system/user/profile/new', (c) => {
    // The app calls this after a change and must never get a cached copy.
    c.res.setHeader('Cache-Control', 'no-store, no-cache, must-revalidate');
    c.res.setHeader('Pragma', 'no-cache');
    return profile(c);
  });

  r.put('/system/user/profile', (c) => {
    const user = c.me();
    const given = c.body && typeof c.body === 'object' ? c.body as Record<string, unknown> : {};
    if (!PROFILE_KEYS.some((k) => given[k] !== undefined)) fail('没有可修改的内容');
    const body = parse(profileBody, c.body);
    if (body.nickName !== undefined) user.nickName = body.nickName;
    if (body.email !== undefined) user.email = body.email;
    if (body.sex !== undefined) user.sex = body.sex;
    if (body.avatar !== undefined) user.avatar = body.avatar;
    ctx.store.changed();
    return ok(undefined, '修改成功');
  });

  r.post('/realname/auth', (c) => {
    const user = c.me();
    const body = parse(realNameBody, c.body);
    if (body.id !== undefined && Number(body.id) !== user.userId) forbidden('只能为自己的账号实名认证');
    if (user.realNameStatus === 1) fail('已完成实名认证');
    const id = body.idNumber.toUpperCase();
    if (!isValidIdNumber(id)) fail('身份证号码校验失败');
    user.realNameStatus = 1;
    user.realName = maskName(body.name);
    user.idNumber = maskIdNumber(id);
    user.realNameFull = body.name;
    user.idNumberFull = id;
    ctx.store.changed();
    return ok({ realName: user.realName, idNumber: user.idNumber, realNameStatus: 1 }, '认证成功');
  });
}
