import { afterEach, describe, expect, it } from 'vitest';
import { appState, incrementCounter, resetAppState, setGameName, setSearchText, setUserInfo } from './app.ts';
import { clearToken, getToken, setToken } from './session.ts';
import type { User } from '@/contract/types.ts';
import { RealNameStatus } from '@/contract/statuses.ts';

const user: User = {
  userId: 1, userName: '13800138000', nickName: '买家小王', phonenumber: '13800138000', avatar: '', sex: '0',
  email: '', realNameStatus: RealNameStatus.unverified, createTime: '2025-01-01 00:00:00',
};

afterEach(() => {
  resetAppState();
  clearToken();
});

describe('app store', () => {
  it('changes through actions and resets to a fresh initial state', () => {
    setGameName('王者荣耀');
    setSearchText('V10');
    incrementCounter();
    incrementCounter(2);
    expect(appState).toMatchObject({ gameName: '王者荣耀', searchText: 'V10', counter: 3 });
    resetAppState();
    expect(appState).toMatchObject({ gameName: '', searchText: '', counter: 0, userInfo: null, gameTypeList: [] });
  });

  it('forgets the user when the token goes', () => {
    setToken('t');
    setUserInfo(user);
    clearToken();
    expect(getToken()).toBeNull();
    expect(appState.userInfo).toBeNull();
  });
});
