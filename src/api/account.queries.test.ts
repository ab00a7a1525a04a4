import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQuery, refreshUserInfo } from './account.queries.ts';
import { setTransport } from './client.ts';
import { queryClient } from './queryClient.ts';
import { appState, resetAppState } from '@/stores/app.ts';
import { clearToken, setToken } from '@/stores/session.ts';
import type { User } from '@/contract/types.ts';

const user: User = {
  userId: 1, userName: '13800138000', nickName: '买家小王', phonenumber: '13800138000', avatar: '', sex: '0',
  email: '', realNameStatus: 0, createTime: '2025-01-01 00:00:00',
};
const profileAnswer = () => Response.json({ code: 200, msg: '操作成功', data: user, roleGroup: '普通用户', postGroup: '' });

afterEach(() => {
  resetAppState();
  clearToken();
  queryClient.clear();
  setTransport(undefined);
  vi.restoreAllMocks();
});

describe('the profile in the query cache', () => {
  it('fills the cache and the store\'s userInfo from the profile call', async () => {
    setToken('t');
    setTransport(async () => profileAnswer());
    await expect(refreshUserInfo()).resolves.toMatchObject({ nickName: '买家小王' });
    expect(appState.userInfo?.nickName).toBe('买家小王');
    expect(queryClient.getQueryData(profileQuery().queryKey)).toMatchObject({ userId: 1 });
  });

  it('asks the server every time, and calls made together share one request', async () => {
    setToken('t');
    const transport = vi.fn(async () => profileAnswer());
    setTransport(transport);
    await Promise.all([refreshUserInfo(), refreshUserInfo()]);
    await refreshUserInfo();
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('only logs a failed profile call (a warning, not an error)', async () => {
    setToken('t');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setTransport(async () => Response.json({ code: 500, msg: '服务异常' }));
    await expect(refreshUserInfo()).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(appState.userInfo).toBeNull();
  });

  it('signed out: no call, no user', async () => {
    const transport = vi.fn(async () => profileAnswer());
    setTransport(transport);
    await expect(refreshUserInfo()).resolves.toBeNull();
    expect(transport).not.toHaveBeenCalled();
  });
});
