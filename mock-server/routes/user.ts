// The signed-in user's profile and real-name verification.
import { z } from 'zod';
import { isValidIdNumber, maskIdNumber, maskName } from '../../src/contract/idcard.ts';
import { fail, forbidden, ok } from '../middleware/envelope.ts';
import { imagePath, optional, parse, str } from '../lib/validate.ts';
import { publicUser } from './common.ts';
import type { Call, Routes } from './registry.ts';

/** The fields PUT /system/user/profile can change; a body with none of them changes nothing. */
const PROFILE_KEYS = ['nickName', 'email', 'sex', 'avatar'] as const;

function profile(c: Call) {
  const user = c.me();
  return { code: 200, msg: '操作成功', data: publicUser(user), roleGroup: '普通用户', postGroup: '' };
}

export function userRoutes(routes: Routes): void {
  const r = routes.domain('user');
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
    const body = parse(z.object({
      // An empty nickname is an error, an empty email clears it.
      nickName: z.string({ error: '昵称（nickName）应为字符串' }).trim().min(1, { error: '昵称不能为空' })
        .max(20, { error: '昵称不能超过 20 个字符' }).optional(),
      email: z.string({ error: '邮箱（email）应为字符串' }).trim().max(50, { error: '邮箱不能超过 50 个字符' })
        .refine((e) => e === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e), { error: '邮箱格式不正确' }).optional(),
      sex: optional(z.enum(['0', '1', '2'], { error: '性别（sex）的取值无效，可选：0 男 / 1 女 / 2 未知' })),
      avatar: optional(imagePath),
    }), c.body);
    if (body.nickName !== undefined) user.nickName = body.nickName;
    if (body.email !== undefined) user.email = body.email;
    if (body.sex !== undefined) user.sex = body.sex;
    if (body.avatar !== undefined) user.avatar = body.avatar;
    ctx.store.changed();
    return ok(undefined, '修改成功');
  });

  r.post('/realname/auth', (c) => {
    const user = c.me();
    const body = parse(z.object({
      // The live client sends the signed-in user's id; someone else's is refused.
      id: optional(z.preprocess((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
        z.number({ error: '用户编号（id）应为数字' }).int({ error: '用户编号（id）应为数字' }))),
      name: str('姓名').trim()
        .regex(/^[\u4e00-\u9fa5·]{2,20}$/, { error: '姓名须为 2–20 个汉字（少数民族姓名可含 ·）' }),
      idNumber: str('身份证号').trim().min(1, { error: '身份证号不能为空' }),
    }), c.body);
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
