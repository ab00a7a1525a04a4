import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { profileQuery } from '@/api/account.queries.ts';
import { appState, resetAppState, setUserInfo } from '@/stores/app.ts';
import type { User } from '@/contract/types.ts';
import { patchProfile } from './hooks.ts';

const user: User = {
  userId: 1, userName: '13800138000', nickName: '买家小王', phonenumber: '13800138000', avatar: '', sex: '0',
  email: '', realNameStatus: 0, createTime: '2025-01-01 00:00:00',
};

afterEach(() => resetAppState());

describe('patchProfile: an edit shows at once', () => {
  it('in the profile query and the store', () => {
    const client = new QueryClient();
    client.setQueryData(profileQuery().queryKey, user);
    patchProfile(client, { nickName: '小王' });
    expect(client.getQueryData(profileQuery().queryKey)?.nickName).toBe('小王');
    expect(appState.userInfo?.nickName).toBe('小王');
  });

  it('a client that never fetched the profile starts from the store\'s copy; with neither, nothing happens', () => {
    setUserInfo(user);
    const client = new QueryClient();
    patchProfile(client, { realNameStatus: 1 });
    expect(client.getQueryData(profileQuery().queryKey)).toMatchObject({ nickName: '买家小王', realNameStatus: 1 });
    resetAppState();
    const empty = new QueryClient();
    patchProfile(empty, { nickName: 'x' });
    expect(empty.getQueryData(profileQuery().queryKey)).toBeUndefined();
    expect(appState.userInfo).toBeNull();
  });
});
