// The signed-in user's profile and real-name verification; the rules are domain/account.ts.
import { RealNameStatus } from '../../src/contract/statuses.ts';
import { fail, forbidden, ok } from '../lib/envelope.ts';
import { parse } from '../lib/validate.ts';
import { payoutAccountBody, profileBody, realNameBody } from '../../src/contract/common/requests.ts';
import { payoutAccountView, setPayoutAccount } from '../domain/account.payout.ts';
import { updateProfile, verifyRealName } from '../domain/account.ts';
import type { Call, Routes } from './registry.ts';

/** The fields PUT /system/user/profile can change; a body with none of them changes nothing. */
const PROFILE_KEYS = ['nickName', 'email', 'sex', 'avatar'] as const;

function profile(c: Call) {
  const user = c.me();
  // The stored row as it is: the registry shapes it by userSchema, which names no password hash, full 实名 or payout.
  return { code: 200, msg: '操作成功', data: user, roleGroup: '普通用户', postGroup: '' };
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
    updateProfile(ctx, user, parse(profileBody, c.body));
    return ok(undefined, '修改成功');
  });

  r.get('/account/payoutAccount', (c) => ok({ account: payoutAccountView(c.me()) }));

  r.post('/account/payoutAccount', (c) => {
    const user = c.me();
    return ok(setPayoutAccount(ctx, user, parse(payoutAccountBody, c.body)), '收款账户已保存');
  });

  r.post('/realname/auth', (c) => {
    const user = c.me();
    const body = parse(realNameBody, c.body);
    if (body.id !== undefined && Number(body.id) !== user.userId) forbidden('只能为自己的账号实名认证');
    verifyRealName(ctx, user, body.name, body.idNumber);
    return ok({ realName: user.realName, idNumber: user.idNumber, realNameStatus: RealNameStatus.verified }, '认证成功');
  });
}
