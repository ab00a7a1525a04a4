// Trust and service: staff verification, black-account lookup, official contacts, banners, streamers,
// social accounts, home stats and app versions.
import { get, getList, getPage } from './client.ts';
import type {
  AppVersion, BlackCheckResult, HomeStats, Page, QQGroup, SocialAccount, StaffAccount, StaffCheckResult, Zhubo,
} from '@/contract/types.ts';
import { ZhuboType } from '@/contract/statuses.ts';

/** GET /api/V2/H5/checkAccount — is this QQ / WeChat id official staff? Rejects (code 500) when it is not. */
export function checkStaff(str: string): Promise<StaffCheckResult> {
  return get<StaffCheckResult>('/api/V2/H5/checkAccount', { str });
}

/** GET /api/web/hasExistBlackAccount — is this game account on the black list (reclaimed / fraud)? */
export function checkBlackAccount(account: string): Promise<BlackCheckResult> {
  return get<BlackCheckResult>('/api/web/hasExistBlackAccount', { account });
}

/** GET /api/V2/H5/allQQlist — every official QQ group. */
export function allQQGroups(): Promise<QQGroup[]> {
  return getList<QQGroup>('/api/V2/H5/allQQlist');
}

/** GET /api/V2/H5/qqGroup — official QQ groups, of one game when gameId is given. */
export function qqGroups(gameId?: number): Promise<QQGroup[]> {
  return getList<QQGroup>('/api/V2/H5/qqGroup', { gameId });
}

/** GET /api/V2/H5/account — official customer-service accounts, of one game when type (gameId) is given. */
export function staffAccounts(gameId?: number): Promise<StaffAccount[]> {
  return getList<StaffAccount>('/api/V2/H5/account', { type: gameId });
}

/** GET /api/account/zhubo/list?type=1 — our partner streamers (合作主播). */
export function partnerStreamers(): Promise<Page<Zhubo>> {
  return getPage<Zhubo>('/api/account/zhubo/list', { type: ZhuboType.streamer });
}

/** GET /api/account/zhubo/list?type=2 — the home page's banner carousel (the backend keeps both in one table). */
export function homeBanners(): Promise<Page<Zhubo>> {
  return getPage<Zhubo>('/api/account/zhubo/list', { type: ZhuboType.banner });
}

/** GET /api/web/social/list — our 抖音 / 快手 accounts. */
export function socialList(): Promise<Page<SocialAccount>> {
  return getPage<SocialAccount>('/api/web/social/list');
}

/** GET /api/web/index/data — home stats (extension). */
export function homeStats(): Promise<HomeStats> {
  return get<HomeStats>('/api/web/index/data');
}

/** GET /api/app/version/lastOne — the latest app version for android or ios. */
export function latestAppVersion(appType: AppVersion['appType']): Promise<AppVersion> {
  return get<AppVersion>('/api/app/version/lastOne', { appType });
}
