// The signed-in user's own record.
import { getRaw, post, put } from './client.ts';
import type { ProfileResult, ProfileUpdateBody } from '@/contract/types.ts';
import type { RealNameStatus } from '@/contract/statuses.ts';

/** GET /api/system/user/profile — data: user, with roleGroup and postGroup beside it. */
export function profile(): Promise<ProfileResult> {
  return getRaw<ProfileResult>('/api/system/user/profile');
}

/** GET /api/system/user/profile/new — the same, never served from a cache (after an edit). */
export function profileNew(): Promise<ProfileResult> {
  return getRaw<ProfileResult>('/api/system/user/profile/new', { _t: Date.now() }, {
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
}

/** PUT /api/system/user/profile — nickName, email, sex, avatar. */
export function updateProfile(body: ProfileUpdateBody): Promise<void> {
  return put<void>('/api/system/user/profile', body);
}

export interface RealnameBody {
  /** The signed-in user's id (the live client sends it; the server refuses anyone else's). */
  id: number;
  name: string;
  /** 18 characters, X allowed last (upper case); the server checks the checksum. */
  idNumber: string;
}

export interface RealnameResult {
  realName: string;
  idNumber: string;
  realNameStatus: typeof RealNameStatus.verified;
}

/** POST /api/realname/auth — 实名认证 {id, name, idNumber}; answers the masked result. */
export function realname(body: RealnameBody): Promise<RealnameResult | undefined> {
  return post<RealnameResult | undefined>('/api/realname/auth', body);
}
