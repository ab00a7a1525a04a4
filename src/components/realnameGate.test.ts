import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/contract/types.ts';
import { RealNameStatus } from '@/contract/statuses.ts';
import { appState } from '@/stores/app.ts';
import { stubExports } from '@/test/stubExports.ts';
import * as dialogs from './dialogs/index.ts';
import { keptFor, passRealnameGate } from './realnameGate.ts';

const confirm = vi.fn<() => Promise<'confirm' | 'cancel'>>();

const user = (realNameStatus: RealNameStatus) => ({ userId: 9, realNameStatus } as User);

beforeEach(() => {
  confirm.mockReset();
  stubExports(dialogs, { confirmDialog: confirm });
  window.history.replaceState(null, '', '/index/sureOrder?id=5');
});

describe('passRealnameGate', () => {
  it('an unverified user: 去认证 keeps the input and opens 实名认证 with the way back', async () => {
    appState.userInfo = user(RealNameStatus.unverified);
    confirm.mockResolvedValue('confirm');
    const navigate = vi.fn();
    expect(await passRealnameGate('提交订单', navigate, { key: 'k', value: { guarantee: 1 } })).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/index/other/Realname?redirect=%2Findex%2FsureOrder%3Fid%3D5');
    expect(keptFor('k')).toEqual({ guarantee: 1 });
  });

  it('稍后 stays on the form and keeps nothing new', async () => {
    appState.userInfo = user(RealNameStatus.unverified);
    confirm.mockResolvedValue('cancel');
    const navigate = vi.fn();
    expect(await passRealnameGate('竞价回收', navigate, { key: 'other', value: 1 })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(keptFor('other')).toBeUndefined();
  });

  it('a verified user (or a profile without the field) passes without asking, and what was kept is dropped', async () => {
    appState.userInfo = user(RealNameStatus.verified);
    expect(await passRealnameGate('提交订单', vi.fn(), { key: 'k', value: 'x' })).toBe(true);
    expect(keptFor('k')).toBeUndefined();
    appState.userInfo = { userId: 9 } as User;
    expect(await passRealnameGate('发布寄售', vi.fn())).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});
