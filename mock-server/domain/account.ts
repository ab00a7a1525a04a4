// A user's own account as the platform keeps it: the profile (昵称, 邮箱, 性别, 头像), 实名认证 (once; the masked
// name and number shown, the full ones kept), a new password (which signs the account out everywhere). Routes
// (routes/account.ts, routes/auth.ts for 忘记密码) call these; they change state and nothing else.
import { isValidIdNumber, maskIdNumber, maskName } from '../../src/contract/idcard.ts';
import { RealNameStatus } from '../../src/contract/statuses.ts';
import type { MockContext } from '../context.ts';
import { hashPassword } from '../lib/fixtures.ts';
import type { UserRow } from '../lib/fixtures.ts';
import { fail } from '../lib/envelope.ts';

/** The fields of the profile a user changes; one left out stays as it is. */
export type ProfileChanges = Partial<Pick<UserRow, 'nickName' | 'email' | 'sex' | 'avatar'>>;

export function updateProfile(ctx: MockContext, user: UserRow, changes: ProfileChanges): void {
  if (changes.nickName !== undefined) user.nickName = changes.nickName;
  if (changes.email !== undefined) user.email = changes.email;
  if (changes.sex !== undefined) user.sex = changes.sex;
  if (changes.avatar !== undefined) user.avatar = changes.avatar;
  ctx.store.changed();
}

/** 实名认证 with a name and an 18-digit ID number (its check character right); refused once verified. */
export function verifyRealName(ctx: MockContext, user: UserRow, name: string, idNumber: string): void {
  if (user.realNameStatus === RealNameStatus.verified) fail('已完成实名认证');
  const id = idNumber.toUpperCase();
  if (!isValidIdNumber(id)) fail('身份证号码校验失败');
  user.realNameStatus = RealNameStatus.verified;
  user.realName = maskName(name);
  user.idNumber = maskIdNumber(id);
  user.realNameFull = name;
  user.idNumberFull = id;
  ctx.store.changed();
}

/** A new password: every session of the user ends (its tokens answer 401 from now on). */
export async function setPassword(ctx: MockContext, user: UserRow, password: string): Promise<void> {
  user.passwordHash = await hashPassword(password);
  for (const s of [...ctx.store.sessions.values()]) if (s.userId === user.userId) ctx.store.sessions.end(s.token);
  ctx.store.changed();
}
