// 客服验证 and 黑号查询: input checks before asking, and the answers turned into what the card shows.
// checkAccount refuses (body code 500 "不是官方客服，谨防受骗") when the id is not staff: that refusal is the
// answer, not an error. Transport failures stay errors (the card toasts them).
import { isApiError } from '@/api/client.ts';
import { checkBlackAccount, checkStaff } from '@/api/service.ts';
import type { BlackCheckResult, StaffCheckResult } from '@/contract/types.ts';

const QQ = /^[1-9]\d{4,11}$/;
const WECHAT = /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/;

/** null when fine, else the Chinese reason. */
export function validateStaffId(value: string): string | null {
  const v = value.trim();
  if (!v) return '请输入客服的QQ号或微信号';
  if (QQ.test(v) || WECHAT.test(v)) return null;
  return '请输入正确的QQ号（5–12位数字）或微信号（6–20位，字母开头）';
}

export function validateGameAccount(value: string): string | null {
  const v = value.trim();
  if (!v) return '请输入要查询的游戏账号';
  if (v.length > 50) return '账号不能超过50个字符';
  if (/\s/.test(v)) return '账号不能包含空格';
  return null;
}

export type StaffOutcome =
  | { kind: 'official'; id: string; staff: StaffCheckResult }
  | { kind: 'unofficial'; id: string; msg: string };

export async function verifyStaff(id: string): Promise<StaffOutcome> {
  const v = id.trim();
  try {
    return { kind: 'official', id: v, staff: await checkStaff(v) };
  } catch (error) {
    if (isApiError(error) && error.kind === 'business') return { kind: 'unofficial', id: v, msg: error.msg || '不是官方客服，谨防受骗' };
    throw error;
  }
}

export interface BlackOutcome extends BlackCheckResult {
  account: string;
}

export async function lookupBlackAccount(account: string): Promise<BlackOutcome> {
  const v = account.trim();
  const result = await checkBlackAccount(v);
  const records = Array.isArray(result?.records) ? result.records : [];
  // Trust the records over the flag: a record means the account is not safe.
  return { account: v, exists: Boolean(result?.exists) || records.length > 0, records };
}

export function staffTypeName(type: StaffCheckResult['type']): string {
  return type === 'wechat' ? '微信' : 'QQ';
}
